// One list of transactions (pending, or posted) under its heading: each row its day, the merchant (or
// the description), the category, what kind of movement it is when money came in or went out as cash,
// and the amount with its sign (money out negative, money in positive). Rows take focus when they are
// the first that "show more" brought (tabIndex -1: reached by the page's code, not by Tab).
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction, TransactionCategory } from '@portal/client/api';
import { localeAtom } from '@portal/client/state';
import styles from './accounts.module.css';
import { formatDay, formatSignedMoney } from '../../../card-data/formats';

/** Each category's label (TRANSACTION_CATEGORIES of the contract). */
const CATEGORY_LABELS = {
  GROCERIES: 'cardAccounts.transactions.category.GROCERIES',
  DINING: 'cardAccounts.transactions.category.DINING',
  TRAVEL: 'cardAccounts.transactions.category.TRAVEL',
  FUEL: 'cardAccounts.transactions.category.FUEL',
  SHOPPING: 'cardAccounts.transactions.category.SHOPPING',
  ENTERTAINMENT: 'cardAccounts.transactions.category.ENTERTAINMENT',
  UTILITIES: 'cardAccounts.transactions.category.UTILITIES',
  HEALTH: 'cardAccounts.transactions.category.HEALTH',
  SUBSCRIPTIONS: 'cardAccounts.transactions.category.SUBSCRIPTIONS',
  TRANSFERS: 'cardAccounts.transactions.category.TRANSFERS',
  CASH: 'cardAccounts.transactions.category.CASH',
} as const satisfies Record<TransactionCategory, string>;

/** The kinds marked on a row: a purchase, the usual one, is not. */
const TYPE_LABELS = {
  PURCHASE: null,
  REFUND: 'cardAccounts.transactions.type.REFUND',
  DEPOSIT: 'cardAccounts.transactions.type.DEPOSIT',
  ATM_WITHDRAWAL: 'cardAccounts.transactions.type.ATM_WITHDRAWAL',
} as const satisfies Record<Transaction['type'], string | null>;

interface TransactionListProps {
  heading: string;
  transactions: readonly Transaction[];
  /** Where each row's element is kept, so the section can focus it. */
  rowRef: (transactionId: string) => (element: HTMLLIElement | null) => void;
}

function TransactionRow({ transaction, rowRef }: { transaction: Transaction; rowRef: TransactionListProps['rowRef'] }) {
  const { t } = useTranslation('postlogin');
  const locale = useAtomValue(localeAtom);
  const { transactionDate, merchantName, description, category, type, amount } = transaction;
  const typeLabel = TYPE_LABELS[type];
  const name = merchantName?.trim() || description;
  return (
    <li ref={rowRef(transaction.transactionId)} tabIndex={-1} className={styles.transaction}>
      <time className={styles.day} dateTime={transactionDate}>
        {formatDay(transactionDate, locale)}
      </time>
      <span className={styles.merchant}>
        {name}
        {name !== description && description.trim() !== '' && <span className={styles.detail}>{description}</span>}
      </span>
      {category && <span className={styles.detail}>{t(CATEGORY_LABELS[category])}</span>}
      {typeLabel && <span className={styles.badge}>{t(typeLabel)}</span>}
      <span className={styles.amount}>{formatSignedMoney(amount, locale)}</span>
    </li>
  );
}

export function TransactionList({ heading, transactions, rowRef }: TransactionListProps) {
  const headingId = useId();
  return (
    <>
      <h4 id={headingId}>{heading}</h4>
      <ul className={styles.transactions} aria-labelledby={headingId}>
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.transactionId} transaction={transaction} rowRef={rowRef} />
        ))}
      </ul>
    </>
  );
}
