import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../text/messages';
import { THRESHOLD_MAX, THRESHOLD_MIN, thresholdInput, ThresholdSchema, validateThreshold } from './identity-threshold';

describe('§5 Identity: a numeric threshold of 1 to 9999', () => {
  it('the range is 1 to 9999', () => {
    expect([THRESHOLD_MIN, THRESHOLD_MAX]).toEqual([1, 9999]);
  });

  it.each<[unknown, string | null]>([
    [1, null],
    [9999, null],
    [250, null],
    ['42', null],
    [' 42 ', null],
    ['42.0', null],
    ['+7', null],
    [0, 'identity:threshold.range'],
    [10000, 'identity:threshold.range'],
    [-5, 'identity:threshold.range'],
    [1.5, 'identity:threshold.range'],
    ['1.5', 'identity:threshold.range'],
    [Number.NaN, 'identity:threshold.range'],
    [Number.POSITIVE_INFINITY, 'identity:threshold.range'],
    ['0x10', 'identity:threshold.range'],
    ['1e3', 'identity:threshold.range'],
    ['Infinity', 'identity:threshold.range'],
    ['ten', 'identity:threshold.range'],
    [true, 'identity:threshold.range'],
    [{}, 'identity:threshold.range'],
    [undefined, 'identity:threshold.required'],
    [null, 'identity:threshold.required'],
    ['', 'identity:threshold.required'],
    ['   ', 'identity:threshold.required'],
  ])('%j: %s', (value, key) => {
    expect(validateThreshold(value)).toBe(key);
    expect(firstIssueMessage(ThresholdSchema, value)).toBe(key);
  });

  it('outputs the whole number', () => {
    expect(v.parse(ThresholdSchema, ' 0042 ')).toBe(42);
  });

  it('every whole number in range passes, as a number and as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: THRESHOLD_MIN, max: THRESHOLD_MAX }), (n) => {
        expect(validateThreshold(n)).toBeNull();
        expect(v.parse(ThresholdSchema, String(n))).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  it('every whole number out of range is refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: THRESHOLD_MIN - 1 }), fc.integer({ min: THRESHOLD_MAX + 1 })), (n) => {
        expect(validateThreshold(n)).toBe('identity:threshold.range');
      }),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values and strings never throw, and the schema agrees with validateThreshold', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string(), fc.double(), fc.stringMatching(/^ ?[+-]?\d{1,5}(\.\d{1,2})? ?$/)),
        (value) => {
          expect(firstIssueMessage(ThresholdSchema, value)).toBe(validateThreshold(value));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reading a value twice reads the same number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (value) => {
        expect(thresholdInput(thresholdInput(value))).toEqual(thresholdInput(value));
      }),
      { numRuns: 1000 },
    );
  });
});
