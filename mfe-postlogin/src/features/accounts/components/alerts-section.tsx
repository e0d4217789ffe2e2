// §6 alerts: the card's alerts, read from the server (busy, failed with Try again), then their form.
import { useTranslation } from 'react-i18next';
import { Spinner, useRetryFocus } from '@portal/ui';
import { useCardAlerts } from '../hooks/use-card-alerts';
import { AlertsForm } from './alerts-form';
import styles from './accounts.module.css';
import { LoadFailure } from './load-failure';

export function AlertsSection({ userGuid, panGuid }: { userGuid: string; panGuid: string }) {
  const { t } = useTranslation('postlogin');
  const read = useCardAlerts(userGuid, panGuid);
  const { busy, failed } = read;
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });
  return (
    // Not a landmark of its own (a card has up to three parts): its heading leads to it.
    <section className={styles.part} aria-busy={busy}>
      <h3 ref={heading} tabIndex={-1}>
        {t('cardAccounts.alerts.heading')}
      </h3>
      {failed && <LoadFailure message={t('cardAccounts.alerts.failed')} onRetry={retry} retryButton={retryButton} />}
      {busy && <Spinner label={t('cardAccounts.alerts.loading')} />}
      {read.data &&
        !busy &&
        !failed &&
        (read.data.alerts.length > 0 ? (
          <AlertsForm userGuid={userGuid} panGuid={panGuid} alerts={read.data} />
        ) : (
          <p className={styles.empty}>{t('cardAccounts.alerts.none')}</p>
        ))}
    </section>
  );
}
