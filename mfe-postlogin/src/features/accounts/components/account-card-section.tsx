// One card of the accounts page: its name as home shows it (§3 title) and its last four, never more of
// its number (§3 cardNumber), then the sections its capabilities allow (§6 per-card capabilities).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { portalCardView } from '@portal/domain/card';
import type { AccountCard } from '../hooks/use-account-cards';
import { AlertsSection } from '../../../card-data/alerts-section';
import styles from './accounts.module.css';
import { BalanceSection } from './balance-section';
import { TransactionsSection } from './transactions-section';

export function AccountCardSection({ userGuid, account }: { userGuid: string; account: AccountCard }) {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  const { card } = account;
  // The pixel ratio picks art, which this page does not show.
  const view = portalCardView(card, 1);
  const title = 'text' in view.title ? view.title.text : t(view.title.key, view.title.values);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {/* Seen: the title and •••• 1234; heard: "Everyday Visa, card ending in 1234". */}
        <span aria-hidden="true">
          {title} <span className={styles.number}>{view.cardNumber}</span>
        </span>
        <span className="visually-hidden">
          {t('cardAccounts.cardName', { title, lastFour: card.accountNumberLastFourDigits })}
        </span>
      </h2>
      {account.balanceInquiry && <BalanceSection userGuid={userGuid} panGuid={card.panGuid} />}
      {account.transactionHistory && <TransactionsSection userGuid={userGuid} panGuid={card.panGuid} />}
      {account.alerts && <AlertsSection userGuid={userGuid} panGuid={card.panGuid} />}
    </section>
  );
}
