// §6 transaction history: the card's transactions, newest first, pending ones apart from posted ones,
// 25 at a time with "Show more" (SPEC-DECISIONS, page sizes). Show more says how many are shown (a
// polite status) and sends focus to the first transaction it brought; a page that fails keeps what is
// shown and offers itself again on the same button, which keeps the focus.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@portal/client/api';
import { Spinner, useRetryFocus } from '@portal/ui';
import { useCardTransactions, type TransactionsRead } from '../hooks/use-card-transactions';
import parts from '../../../card-data/card-data.module.css';
import styles from './accounts.module.css';
import { LoadFailure } from '../../../card-data/load-failure';
import { TransactionList } from './transaction-list';

/** Pending first (they are the newest), each group in the server's order. */
function groups(transactions: readonly Transaction[]) {
  return {
    pending: transactions.filter((t) => t.status === 'PENDING'),
    posted: transactions.filter((t) => t.status !== 'PENDING'),
  };
}

function Transactions({ read, transactions }: { read: TransactionsRead; transactions: readonly Transaction[] }) {
  const { t } = useTranslation('postlogin');
  const failureId = useId();
  const rows = useRef(new Map<string, HTMLLIElement>());
  // The transactions shown when Show more was pressed: the first row not among them takes focus.
  const shownBefore = useRef<ReadonlySet<string> | null>(null);
  const { pending, posted } = groups(transactions);

  useEffect(() => {
    const before = shownBefore.current;
    if (!before) return;
    const first = [...pending, ...posted].find((transaction) => !before.has(transaction.transactionId));
    const row = first && rows.current.get(first.transactionId);
    if (!row) return;
    shownBefore.current = null;
    row.focus();
  });

  const rowRef = (transactionId: string) => (element: HTMLLIElement | null) => {
    if (element) rows.current.set(transactionId, element);
    else rows.current.delete(transactionId);
  };

  const showMore = () => {
    if (read.loadingMore) return;
    shownBefore.current = new Set(transactions.map((transaction) => transaction.transactionId));
    void read.showMore();
  };

  if (transactions.length === 0 && !read.hasMore)
    return <p className={parts.empty}>{t('cardAccounts.transactions.empty')}</p>;
  return (
    <>
      {pending.length > 0 && (
        <TransactionList heading={t('cardAccounts.transactions.pending')} transactions={pending} rowRef={rowRef} />
      )}
      {posted.length > 0 && (
        <TransactionList heading={t('cardAccounts.transactions.posted')} transactions={posted} rowRef={rowRef} />
      )}
      {/* A polite status: how many are shown after each page, and a page that could not be read. */}
      <div role="status">
        <p className={styles.count}>{t('cardAccounts.transactions.showing', { count: transactions.length })}</p>
        {read.moreFailed && (
          <p id={failureId} className={styles.moreFailed}>
            {t('cardAccounts.transactions.moreFailed')}
          </p>
        )}
      </div>
      {read.hasMore && (
        <div className={styles.more}>
          {/* One button throughout (never disabled, never replaced), so focus stays on it while a page loads or after it failed. */}
          <button
            type="button"
            className="portal-button portal-button--secondary"
            aria-disabled={read.loadingMore || undefined}
            aria-describedby={read.moreFailed ? failureId : undefined}
            onClick={showMore}
          >
            {read.moreFailed ? t('cardAccounts.retry') : t('cardAccounts.transactions.showMore')}
          </button>
          {read.loadingMore && <Spinner label={t('cardAccounts.transactions.loadingMore')} />}
        </div>
      )}
    </>
  );
}

export function TransactionsSection({ userGuid, panGuid }: { userGuid: string; panGuid: string }) {
  const { t } = useTranslation('postlogin');
  const read = useCardTransactions(userGuid, panGuid);
  const { busy, failed } = read;
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });
  return (
    // Not a landmark of its own (a card has up to three parts): its heading leads to it.
    <section className={parts.part} aria-busy={busy}>
      <h3 ref={heading} tabIndex={-1}>
        {t('cardAccounts.transactions.heading')}
      </h3>
      {failed && (
        <LoadFailure message={t('cardAccounts.transactions.failed')} onRetry={retry} retryButton={retryButton} />
      )}
      {busy && <Spinner label={t('cardAccounts.transactions.loading')} />}
      {read.data && !busy && !failed && <Transactions read={read} transactions={read.data} />}
    </section>
  );
}
