// §6 card display (CARD_INFORMATION_DISPLAY_SDK), §7 sdkPayload/v2: Show card details reveals the full
// number, grouped in fours, and the expiry, for the seconds the answer allows, with a visible countdown
// and a note not to share them. The live region speaks at reveal and on hide, not every second. A
// failure goes through the catalogue (§8), and the section says it too; Show card details tries again.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/ui/forms';
import { useCardReveal, type RevealAnnouncement, type RevealedDetails } from '../hooks/use-card-reveal';
import styles from './card-features.module.css';

export interface CardDetailsSectionProps {
  userGuid: string;
  panGuid: string;
}

function Announcement({ announcement }: { announcement: RevealAnnouncement | null }) {
  const { t } = useTranslation('postlogin');
  const text =
    announcement === null
      ? ''
      : announcement.kind === 'shown'
        ? t('cardFeatures.details.shown', { count: announcement.seconds })
        : t('cardFeatures.details.hidden');
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}

function Revealed({ details, secondsLeft }: { details: RevealedDetails; secondsLeft: number }) {
  const { t } = useTranslation('postlogin');
  return (
    <>
      <dl className={styles.details}>
        <div>
          <dt>{t('cardFeatures.details.number')}</dt>
          <dd>
            {/* Seen in groups of four; heard digit by digit (a reader would say "4111" as a number). */}
            <span className={styles.number} aria-hidden="true">
              {details.number}
            </span>
            <span className="visually-hidden">{details.spokenNumber}</span>
          </dd>
        </div>
        <div>
          <dt>{t('cardFeatures.details.expiry')}</dt>
          <dd>
            <time className={styles.number} dateTime={details.expiryMonth}>
              {details.expiry}
            </time>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('cardFeatures.details.doNotShare')}</p>
      <p className={styles.countdown}>{t('cardFeatures.details.hiddenIn', { count: secondsLeft })}</p>
    </>
  );
}

export function CardDetailsSection({ userGuid, panGuid }: CardDetailsSectionProps) {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);
  const reveal = useCardReveal(userGuid, panGuid, { section, showButton, hideButton });
  const { details } = reveal;
  return (
    <section ref={section} className={styles.section} aria-labelledby={headingId} aria-busy={reveal.pending}>
      <h2 id={headingId}>{t('cardFeatures.details.heading')}</h2>
      <p>{t('cardFeatures.details.intro')}</p>
      <Announcement announcement={reveal.announcement} />
      <FormError message={details ? null : reveal.failure} />
      {reveal.failed && !reveal.failure && !details && <p>{t('cardFeatures.details.failed')}</p>}
      {details ? (
        <div className={styles.revealed}>
          <Revealed details={details} secondsLeft={reveal.secondsLeft} />
          <button
            ref={hideButton}
            type="button"
            className="portal-button portal-button--secondary"
            onClick={reveal.hide}
          >
            {t('cardFeatures.details.hide')}
          </button>
        </div>
      ) : (
        <button
          ref={showButton}
          type="button"
          className="portal-button"
          // While the call runs the button keeps focus (aria-disabled, not disabled), so focus is never lost.
          aria-disabled={reveal.pending || undefined}
          onClick={() => {
            if (!reveal.pending) reveal.reveal();
          }}
        >
          {t('cardFeatures.details.show')}
        </button>
      )}
    </section>
  );
}
