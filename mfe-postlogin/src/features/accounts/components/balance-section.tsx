// §6 balance inquiry: the card's available balance, its current (ledger) balance when the server gives
// one, and when they were read, in the page's language; its own busy and failed states.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { CardBalances } from '@portal/client/api';
import { localeAtom } from '@portal/client/state';
import { Spinner, useRetryFocus } from '@portal/ui';
import { Trans } from '../../../i18n/trans';
import { useCardBalances } from '../hooks/use-card-balances';
import parts from '../../../card-data/card-data.module.css';
import styles from './accounts.module.css';
import { formatDateTime, formatMoney } from '../../../card-data/formats';
import { LoadFailure } from '../../../card-data/load-failure';

function Balances({ balances }: { balances: CardBalances }) {
  const { t, i18n } = useTranslation('postlogin');
  const locale = useAtomValue(localeAtom);
  return (
    <>
      <dl className={styles.balances}>
        <div>
          <dt>{t('cardAccounts.balance.available')}</dt>
          <dd>{formatMoney(balances.availableBalance, locale)}</dd>
        </div>
        {balances.ledgerBalance && (
          <div>
            <dt>{t('cardAccounts.balance.ledger')}</dt>
            <dd>{formatMoney(balances.ledgerBalance, locale)}</dd>
          </div>
        )}
      </dl>
      {balances.asOf && (
        <p className={styles.asOf}>
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="cardAccounts.balance.asOf"
            values={{ time: formatDateTime(balances.asOf, locale) }}
            components={{ time: <time dateTime={balances.asOf} /> }}
          />
        </p>
      )}
    </>
  );
}

export function BalanceSection({ userGuid, panGuid }: { userGuid: string; panGuid: string }) {
  const { t } = useTranslation('postlogin');
  const read = useCardBalances(userGuid, panGuid);
  const { busy, failed } = read;
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });
  return (
    // Not a landmark of its own (a card has up to three parts): its heading leads to it.
    <section className={parts.part} aria-busy={busy}>
      <h3 ref={heading} tabIndex={-1}>
        {t('cardAccounts.balance.heading')}
      </h3>
      {failed && <LoadFailure message={t('cardAccounts.balance.failed')} onRetry={retry} retryButton={retryButton} />}
      {busy && <Spinner label={t('cardAccounts.balance.loading')} />}
      {read.data && !busy && !failed && <Balances balances={read.data} />}
    </section>
  );
}
