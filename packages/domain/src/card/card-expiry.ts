// The expiry field (spec §5 Card, SPEC-DECISIONS "expiry mask"): the MM / YY mask, its checks, and month and four-digit year.
import * as v from 'valibot';
import { firstIssueKey } from '../text/messages';

export const CARD_EXPIRY_MESSAGE_KEYS = [
  'card:expiry.required',
  'card:expiry.incomplete',
  'card:expiry.invalidMonth',
  'card:expiry.past',
  'card:data.invalidCard',
] as const;
type CardExpiryMessageKey = (typeof CARD_EXPIRY_MESSAGE_KEYS)[number];
type ExpiryFieldMessageKey = Exclude<CardExpiryMessageKey, 'card:data.invalidCard'>;

/** SPEC-DECISIONS: the masked field shows `MM / YY`, 7 characters (§5 "at least 7 characters"). */
export const EXPIRY_MASK = 'MM / YY';
const EXPIRY_SEPARATOR = ' / ';
export const EXPIRY_MASKED_LENGTH = EXPIRY_MASK.length;
/** §3: the year is stored with four digits; a two-digit year YY is 20YY (cards last a few years, not a century). */
const EXPIRY_CENTURY = 2000;

const DATA = 'card:data.invalidCard';
const wholeNumber = v.union(
  [v.number(DATA), v.pipe(v.string(DATA), v.trim(), v.digits(DATA), v.transform(Number))],
  DATA,
);

/** A month as servers send it (§3 expirationMonth, expirationDate.month): 1 to 12, as a number or digits. */
export const ExpiryMonthSchema = v.pipe(wholeNumber, v.integer(DATA), v.minValue(1, DATA), v.maxValue(12, DATA));
/** A year as servers send it (§3 expirationYear, expirationDate.year): four digits. */
export const ExpiryYearSchema = v.pipe(wholeNumber, v.integer(DATA), v.minValue(1000, DATA), v.maxValue(9999, DATA));
/** §3 expirationDate {month, year}, and §7: the value sent is month and four-digit year. */
export const ExpirationDateSchema = v.object({ month: ExpiryMonthSchema, year: ExpiryYearSchema }, DATA);
export type ExpirationDate = v.InferOutput<typeof ExpirationDateSchema>;

const digitsOf = (text: string) => text.replace(/\D/gu, '');
/** What browser autofill writes for a card's expiry (cc-exp), such as `4/2027`: its year has four digits. */
const AUTOFILL_FOUR_DIGIT_YEAR = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/u;

/**
 * §5 Expiry mask, applied on every keystroke: `next` is the field's new value, `previous` its value
 * before the keystroke. A first digit 2 to 9 is prefixed with 0 (typing `4` gives `04 / `); the
 * separator appears once the month is complete; at most four digits are kept. Deleting the separator
 * (from the end) deletes the month's last digit too, or the mask would put the separator straight back.
 */
export function maskExpiry(next: string, previous = ''): string {
  const autofill = AUTOFILL_FOUR_DIGIT_YEAR.exec(next);
  let digits = autofill ? `${(autofill[1] ?? '').padStart(2, '0')}${(autofill[2] ?? '').slice(2)}` : digitsOf(next);
  const deleting = next.length < previous.length;
  // The separator's characters deleted from the end: a paste or autofill replacing the whole value with
  // the same digits (`0928` over `09 / 28`) is not a deletion of the separator.
  const deletedSeparator = deleting && previous.startsWith(next) && digits === digitsOf(previous);
  if (deletedSeparator) digits = digits.slice(0, -1);
  if (/^[2-9]/u.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)}${EXPIRY_SEPARATOR}${digits.slice(2)}`;
}

const monthOf = (masked: string) => Number(masked.slice(0, 2));
const isMonth = (month: number) => month >= 1 && month <= 12;
/** The month check applies once both month digits are in. */
const monthTypedIsValid = (masked: string) => masked.length < 2 || isMonth(monthOf(masked));

/** A complete masked value (`MM / YY`) as month and four-digit year. */
function toExpirationDate(masked: string): ExpirationDate {
  return { month: monthOf(masked), year: EXPIRY_CENTURY + Number(masked.slice(-2)) };
}

/** Months from `now`'s month to the expiry month: 0 this month, negative once expired (local time). */
export function monthsUntilExpiry(date: ExpirationDate, now: Date): number {
  return date.year * 12 + (date.month - 1) - (now.getFullYear() * 12 + now.getMonth());
}

/** A card is valid through the last day of its expiry month, so it has expired only once that month is over. */
export function isExpired(date: ExpirationDate, now: Date): boolean {
  return monthsUntilExpiry(date, now) < 0;
}

/** §9: expiring soon means under 2 months left. */
export const EXPIRING_SOON_MONTHS = 2;

/**
 * §9 expiring soon: not expired, and under 2 months left (the expiry month is this month or the next).
 * It is also §2 Card carousel will-expire ("within the current or next month") stated the other way round.
 */
export function isExpiringSoon(date: ExpirationDate, now: Date): boolean {
  const left = monthsUntilExpiry(date, now);
  return left >= 0 && left < EXPIRING_SOON_MONTHS;
}

/**
 * §5 combined expiry check, SPEC-DECISIONS: required; the month is 1 to 12 (said as soon as the
 * month is typed, before "incomplete"); the masked value has at least 7 characters (`MM / YY`); the
 * date is not in the past. The input is masked first, so a raw `MMYY` (a server's or a test's) gets
 * the same answer as the masked field. The output is the value sent: month and four-digit year. `now` is read at each validation, so a form left open over
 * a month's end still judges by today.
 */
export function expirySchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.string('card:expiry.required'),
    v.transform((value: string) => maskExpiry(value)),
    v.nonEmpty('card:expiry.required'),
    v.check(monthTypedIsValid, 'card:expiry.invalidMonth'),
    v.minLength(EXPIRY_MASKED_LENGTH, 'card:expiry.incomplete'),
    v.check((masked) => !isExpired(toExpirationDate(masked), now()), 'card:expiry.past'),
    v.transform(toExpirationDate),
  );
}

/** The expiry field's schema, judged against the clock. */
export const ExpirySchema = expirySchema();

/** §5: the first message the expiry gets on `now`, or null when it is valid. */
export function validateExpiry(value: unknown, now: Date): ExpiryFieldMessageKey | null {
  return firstIssueKey(
    expirySchema(() => now),
    value,
    CARD_EXPIRY_MESSAGE_KEYS.filter((key): key is ExpiryFieldMessageKey => key !== DATA),
  );
}

/** §5 month-valid key-up check: once two month digits are typed, they must be 01 to 12. */
export function expiryMonthVerdict(value: string): 'card:expiry.invalidMonth' | null {
  return monthTypedIsValid(maskExpiry(value)) ? null : 'card:expiry.invalidMonth';
}

/**
 * §5 key-up check while typing: the month check until all four digits are in, then the combined
 * check. An unfinished value is not an error; whenever this gives a message, `validateExpiry` agrees.
 */
export function expiryWhileTyping(value: string, now: Date): ExpiryFieldMessageKey | null {
  return digitsOf(maskExpiry(value)).length < 4 ? expiryMonthVerdict(value) : validateExpiry(value, now);
}

/** §5: a field value (masked or raw MMYY) as month and four-digit year, or null if it is not a whole month and year. */
export function parseExpiry(value: string): ExpirationDate | null {
  const masked = maskExpiry(value);
  return masked.length === EXPIRY_MASKED_LENGTH && isMonth(monthOf(masked)) ? toExpirationDate(masked) : null;
}

/** The field's value for a saved date (the edit form starts from it): `MM / YY`. */
export function expiryFieldValue(date: ExpirationDate): string {
  return `${String(date.month).padStart(2, '0')}${EXPIRY_SEPARATOR}${String(date.year % 100).padStart(2, '0')}`;
}
