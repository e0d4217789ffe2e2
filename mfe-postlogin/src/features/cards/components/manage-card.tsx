// §2 Add and edit card screen: "When the card supports virtual card controls, the edit screen has a
// Manage card section with a suspend switch and a confirmation dialog on suspending" (§4 Suspend
// control). Suspending asks first; reactivating does not. A saved change is told on home (§4 Flows:
// "status toggle success notify the user and go home"); a failed one puts the switch back, and the
// catalogue raises the technical popup (§8 Exception cases).
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalCard } from '@portal/domain/card';
import { cardOffers } from '@portal/domain/features';
import { href } from '@portal/client/routes';
import { appDetailsAtom, notify } from '@portal/client/state';
import { Modal, ModalActions, navigateTo, Spinner } from '@portal/ui';
import { useCardControl } from '../hooks/use-card-control';
import styles from './manage-card.module.css';

export interface ManageCardProps {
  /** The signed-in user's guid (sessionAtom.userId). */
  userGuid: string;
  card: PortalCard;
}

/** The section, when the card has §6's virtual card control capability; nothing otherwise. */
export function ManageCard({ userGuid, card }: ManageCardProps) {
  const appDetails = useAtomValue(appDetailsAtom);
  const controllable = cardOffers(card, appDetails?.features ?? []).includes('virtualCardControl');
  if (!controllable) return null;
  return <ManageCardSection userGuid={userGuid} card={card} />;
}

function ManageCardSection({ userGuid, card }: ManageCardProps) {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  const hintId = useId();
  const problemId = useId();
  const switchRef = useRef<HTMLButtonElement>(null);
  const lastFour = card.accountNumberLastFourDigits;
  // The state the person asked for, until it is saved (then the page goes home) or given up: a
  // suspension awaiting its confirmation, or a change being sent.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);

  const { suspension, change } = useCardControl(userGuid, card.panGuid, {
    onChanged: (suspended) => {
      notify({
        messageKey: suspended ? 'postlogin:manageCard.success.suspended' : 'postlogin:manageCard.success.reactivated',
        values: { lastFour },
        showOn: href('home'),
      });
      navigateTo(href('home'));
    },
    onFailed: () => setAsked(null),
  });

  const ready = suspension.kind === 'ready';
  const checked = asked ?? (ready && suspension.suspended);
  // While a change is under way the switch keeps focus (aria-disabled, not disabled), so the popup of a
  // failure gives focus back to it.
  const busy = change.pending || confirming;

  const toggle = () => {
    if (!ready || busy) return;
    const next = !checked;
    setAsked(next);
    if (next) setConfirming(true);
    else void change.run(false);
  };

  const confirm = () => {
    setConfirming(false);
    void change.run(true);
  };

  const cancel = () => {
    setConfirming(false);
    setAsked(null);
  };

  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={suspension.kind === 'loading' || change.pending}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('manageCard.heading')}
      </h2>
      {suspension.kind === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label={t('manageCard.suspend.loading')} />
        </div>
      ) : (
        <div className={styles.row}>
          <button
            ref={switchRef}
            type="button"
            role="switch"
            className={styles.switch}
            aria-checked={checked}
            aria-describedby={suspension.kind === 'error' ? `${problemId} ${hintId}` : hintId}
            disabled={suspension.kind === 'error'}
            aria-disabled={busy || undefined}
            onClick={toggle}
          >
            <span>{t('manageCard.suspend.label')}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
          </button>
          <p id={hintId} className={styles.hint}>
            {t('manageCard.suspend.hint')}
          </p>
          {suspension.kind === 'error' && (
            <p id={problemId} className={styles.problem}>
              {t('manageCard.suspend.unavailable')}
            </p>
          )}
        </div>
      )}
      {confirming && (
        <SuspendConfirmation lastFour={lastFour} onConfirm={confirm} onCancel={cancel} returnFocus={switchRef} />
      )}
    </section>
  );
}

interface SuspendConfirmationProps {
  lastFour: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The switch: Cancel (and Confirm) give focus back to it. */
  returnFocus: RefObject<HTMLElement | null>;
}

/** §4 "Turning on opens a confirm dialog": Escape is Cancel. */
function SuspendConfirmation({ lastFour, onConfirm, onCancel, returnFocus }: SuspendConfirmationProps) {
  const { t } = useTranslation('postlogin');
  return (
    <Modal
      title={t('manageCard.confirm.title')}
      description={<p>{t('manageCard.confirm.message', { lastFour })}</p>}
      onDismiss={onCancel}
      returnFocus={returnFocus}
    >
      <ModalActions>
        <button type="button" className="portal-button" onClick={onConfirm}>
          {t('manageCard.confirm.confirm')}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
          {t('manageCard.confirm.cancel')}
        </button>
      </ModalActions>
    </Modal>
  );
}
