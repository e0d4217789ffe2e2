// The numeric threshold of §5 Identity and credentials ("1 to 9999", use not shown): a whole number in range.
import * as v from 'valibot';

/** §5: a numeric threshold of 1 to 9999. */
export const THRESHOLD_MIN = 1;
export const THRESHOLD_MAX = 9999;

export const THRESHOLD_MESSAGE_KEYS = ['identity:threshold.required', 'identity:threshold.range'] as const;
export type ThresholdMessageKey = (typeof THRESHOLD_MESSAGE_KEYS)[number];

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * A field's value as a number: numbers as they are; a string of plain decimal notation as its number
 * (`Number()` alone would also read `0x10`, `1e3` and `Infinity`); empty or absent as null; anything
 * else as NaN, which no rule accepts.
 */
export function thresholdInput(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

const inRange = (n: number) => Number.isInteger(n) && n >= THRESHOLD_MIN && n <= THRESHOLD_MAX;

/** The message for a threshold, or null when it is a whole number from 1 to 9999. */
export function validateThreshold(value: unknown): ThresholdMessageKey | null {
  const n = thresholdInput(value);
  if (n === null) return 'identity:threshold.required';
  return inRange(n) ? null : 'identity:threshold.range';
}

/** §5: the threshold field (a number input or its text); output the whole number. */
export const ThresholdSchema = v.pipe(
  v.unknown(),
  v.transform(thresholdInput),
  v.nonNullable(v.number('identity:threshold.range'), 'identity:threshold.required'),
  v.integer('identity:threshold.range'),
  v.minValue(THRESHOLD_MIN, 'identity:threshold.range'),
  v.maxValue(THRESHOLD_MAX, 'identity:threshold.range'),
);
