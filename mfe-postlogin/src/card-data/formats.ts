// How a card's data (balances, transactions, alert thresholds) writes amounts and times: in the page's
// language (localeAtom) with the browser's own Intl, never by hand. Amounts arrive as decimal strings
// (the contract keeps money out of floats), and Intl formats such a string exactly.
import type { Money } from '@portal/client/api';

/** The decimal text as Intl's numeric string (the API boundary has checked it is a decimal). */
const decimal = (amount: string) => amount as `${number}`;

/** An amount in its currency: "$1,234.56", "1234,56 US$". */
export function formatMoney(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currencyCode }).format(
    decimal(money.amount),
  );
}

/** A transaction's amount with its sign: money out "-$12.30", money in "+$5.00". */
export function formatSignedMoney(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currencyCode,
    signDisplay: 'exceptZero',
  }).format(decimal(money.amount));
}

/** A whole amount in a currency, without decimals: "$9,999", "9999 US$". */
export function formatWholeMoney(amount: number, currencyCode: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** A transaction's day: "Jan 5, 2026", "5 ene 2026". */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** When a balance was read: "Jan 5, 2026, 3:04 PM", "5 ene 2026, 15:04". */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
