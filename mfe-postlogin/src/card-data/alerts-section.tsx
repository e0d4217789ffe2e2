// §6 alerts: the card's alerts, read from the server (busy, failed with Try again), then their form. On
// Accounts a part of the card's section (h3); on the card's own page a section of the page (h2).
import { useTranslation } from 'react-i18next';
import { Spinner, useRetryFocus } from '@portal/ui';
import { useCardAlerts } from './use-card-alerts';
import { AlertsForm } from './alerts-form';
import styles from './card-data.module.css';
import { LoadFailure } from './load-failure';

export interface AlertsSectionProps {
  userGuid: string;
  panGuid: string;
  /** The heading's level where the section sits: 3 under a card's heading, 2 on the card's own page. */
  headingLevel?: 2 | 3;
}

export function AlertsSection({ userGuid, panGuid, headingLevel = 3 }: AlertsSectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('postlogin');
  const read = useCardAlerts(userGuid, panGuid);
  const { busy, failed } = read;
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });
  return (
    // Not a landmark of its own (a card has up to three parts): its heading leads to it.
    <section className={styles.part} aria-busy={busy}>
      <Heading ref={heading} tabIndex={-1}>
        {t('cardData.alerts.heading')}
      </Heading>
      {failed && <LoadFailure message={t('cardData.alerts.failed')} onRetry={retry} retryButton={retryButton} />}
      {busy && <Spinner label={t('cardData.alerts.loading')} />}
      {read.data &&
        !busy &&
        !failed &&
        (read.data.alerts.length > 0 ? (
          <AlertsForm userGuid={userGuid} panGuid={panGuid} alerts={read.data} />
        ) : (
          <p className={styles.empty}>{t('cardData.alerts.none')}</p>
        ))}
    </section>
  );
}
