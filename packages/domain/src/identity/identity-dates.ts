// Date of birth as MMDDYYYY, for identity checks and card activation questions (spec §5 Identity and credentials).
import * as v from 'valibot';
import { firstFailingRule, type Rule } from './identity-rules';

/**
 * §5 asks only for a year before the current one. A year before 1900 is a typing slip (1090 for 1990),
 * not a living cardholder, so it is refused as well.
 */
export const DATE_OF_BIRTH_MIN_YEAR = 1900;

export const DATE_OF_BIRTH_MESSAGE_KEYS = [
  'identity:dateOfBirth.required',
  'identity:dateOfBirth.format',
  'identity:dateOfBirth.month',
  'identity:dateOfBirth.day',
  'identity:dateOfBirth.date',
  'identity:dateOfBirth.year',
] as const;
export type DateOfBirthMessageKey = (typeof DATE_OF_BIRTH_MESSAGE_KEYS)[number];

export interface DateParts {
  readonly month: number;
  readonly day: number;
  readonly year: number;
}

/** MMDDYYYY's fields as numbers, whatever their range, or null when the value is not 8 digits. */
function partsOf(value: string): DateParts | null {
  if (!/^\d{8}$/.test(value)) return null;
  return { month: Number(value.slice(0, 2)), day: Number(value.slice(2, 4)), year: Number(value.slice(4)) };
}

/** Days in a month of the Gregorian calendar (February has 29 in leap years). */
export function daysInMonth(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const monthOk = (p: DateParts) => p.month >= 1 && p.month <= 12;
const dayOk = (p: DateParts) => p.day >= 1 && p.day <= 31;

/** A test over the parsed parts, false when the value is not 8 digits (the format rule says so). */
const partsBreak = (broken: (p: DateParts) => boolean) => (value: string) => {
  const parts = partsOf(value);
  return parts !== null && broken(parts);
};

const badMonth = partsBreak((p) => !monthOk(p));
const badDay = partsBreak((p) => !dayOk(p));
/** Month and day each in range, but not a day that month has (0231, 0431, 0229 outside a leap year). */
const impossibleDate = partsBreak((p) => monthOk(p) && dayOk(p) && p.day > daysInMonth(p.month, p.year));
const badYear = (value: string, now: Date) =>
  partsBreak((p) => p.year < DATE_OF_BIRTH_MIN_YEAR || p.year >= now.getUTCFullYear())(value);

/**
 * §5 Identity, date of birth, in the order a form reports them; the context is the current time, whose
 * year is read in UTC so that the browser and the gateway agree. Beyond §5, an impossible date is
 * refused: no one is born on it, and the server could not store it as a date.
 */
export const DATE_OF_BIRTH_RULES: readonly Rule<DateOfBirthMessageKey, Date>[] = [
  { key: 'identity:dateOfBirth.required', spec: '§5 Identity', fails: (value) => value === '' },
  { key: 'identity:dateOfBirth.format', spec: '§5 Identity (MMDDYYYY)', fails: (value) => partsOf(value) === null },
  { key: 'identity:dateOfBirth.month', spec: '§5 Identity (month at most 12)', fails: badMonth },
  { key: 'identity:dateOfBirth.day', spec: '§5 Identity (day at most 31)', fails: badDay },
  { key: 'identity:dateOfBirth.date', spec: 'identity decision: a real calendar date', fails: impossibleDate },
  { key: 'identity:dateOfBirth.year', spec: '§5 Identity (year before the current one)', fails: badYear },
];

/**
 * Digits only: the field may show `MM/DD/YYYY` or take a pasted `12-31-1990`, and the value is MMDDYYYY.
 * Other characters are kept, so the format rule can name them.
 */
export function normaliseDateOfBirth(value: string): string {
  return value.replace(/[\s/.-]/g, '');
}

/** The first message for a date of birth at `now`, or null when it is valid. */
export function validateDateOfBirth(value: string, now: Date): DateOfBirthMessageKey | null {
  return firstFailingRule(DATE_OF_BIRTH_RULES, normaliseDateOfBirth(value), now);
}

/** A valid date of birth's month, day and year, or null: for the activation question's answer. */
export function parseDateOfBirth(value: string, now: Date): DateParts | null {
  return validateDateOfBirth(value, now) === null ? partsOf(normaliseDateOfBirth(value)) : null;
}

/**
 * §5 Identity: the date-of-birth field at `now` (a factory: "before the current year" moves each
 * January); issues in DATE_OF_BIRTH_RULES order, output MMDDYYYY.
 */
export function dateOfBirthSchema(now: Date) {
  return v.pipe(
    v.string('identity:dateOfBirth.required'),
    v.transform(normaliseDateOfBirth),
    v.nonEmpty('identity:dateOfBirth.required'),
    v.length(8, 'identity:dateOfBirth.format'),
    v.digits('identity:dateOfBirth.format'),
    v.check((value: string) => !badMonth(value), 'identity:dateOfBirth.month'),
    v.check((value: string) => !badDay(value), 'identity:dateOfBirth.day'),
    v.check((value: string) => !impossibleDate(value), 'identity:dateOfBirth.date'),
    v.check((value: string) => !badYear(value, now), 'identity:dateOfBirth.year'),
  );
}
