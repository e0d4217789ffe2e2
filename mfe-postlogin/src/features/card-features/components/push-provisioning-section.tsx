// §6 push provisioning (the card's codes containing PUSH_PROVISION): off while any of their own terms
// waits to be accepted (the form to turn it on), on once none does (the partners to send the card to).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetryFocus } from '@portal/ui';
import { useFeatureTerms } from '../hooks/use-feature-terms';
import styles from './card-features.module.css';
import { LoadFailure, Loading } from './load-state';
import { PartnerLogos } from './partner-logos';
import { TurnOnForm } from './turn-on-form';

export interface PushProvisioningSectionProps {
  userGuid: string;
  panGuid: string;
  /** The card's PUSH_PROVISION codes, whose terms are asked for: it is on once none is left to accept. */
  featureCodes: readonly string[];
}

export function PushProvisioningSection({ userGuid, panGuid, featureCodes }: PushProvisioningSectionProps) {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  const read = useFeatureTerms(userGuid, featureCodes);
  const [turnedOn, setTurnedOn] = useState(false);
  const { busy, failed, terms } = read;
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });
  const on = terms !== undefined && terms.length === 0;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('cardFeatures.push.heading')}
      </h2>
      {/* In the page from the start, so that turning it on is announced. */}
      <p role="status" className={turnedOn && on ? styles.success : undefined}>
        {turnedOn && on ? t('cardFeatures.push.turnedOn') : ''}
      </p>
      {failed && <LoadFailure message={t('cardFeatures.push.loadFailed')} onRetry={retry} buttonRef={retryButton} />}
      {busy && <Loading label={t('cardFeatures.push.loading')} />}
      {terms && !busy && !failed && on && <PartnerLogos card={{ userGuid, panGuid, featureCodes }} />}
      {terms && !busy && !failed && !on && (
        <TurnOnForm
          userGuid={userGuid}
          featureCodes={featureCodes}
          terms={terms}
          onTurnedOn={() => {
            setTurnedOn(true);
            // The form (and Turn on, which had focus) goes: focus goes to the section's heading.
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}
