import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PIN_DIGITS,
  PIN_MESSAGE_KEYS,
  PIN_RULES,
  PinEntrySchema,
  PinSchema,
  validatePin,
  validatePinConfirmation,
} from './identity-pin';
import { firstIssueMessage } from '../text/messages';

/** For each row of PIN_RULES, a PIN whose first broken rule is that row. */
const BREAKS: Record<string, string> = {
  'identity:pin.required': '',
  'identity:pin.format': '12a4',
  'identity:pin.repeated': '7777',
  'identity:pin.sequence': '3456',
};

const pinOf = (digits: readonly number[]) => digits.join('');
const isRun = (d: readonly number[]) =>
  [1, -1].some((step) => d.every((x, i) => i === 0 || x - (d[i - 1] ?? x) === step));
const anyPin = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: PIN_DIGITS, maxLength: PIN_DIGITS });

describe('SPEC-DECISIONS PIN: 4 digits, not all the same, no straight run; one test per row', () => {
  it.each(PIN_RULES.map((rule) => [rule.key, rule.spec, rule] as const))('%s (%s)', (key, _spec, rule) => {
    const broken = BREAKS[key] ?? '';
    expect(rule.fails(broken, undefined)).toBe(true);
    expect(rule.fails('2580', undefined)).toBe(false);
    expect(validatePin(broken)).toBe(key);
    expect(firstIssueMessage(PinSchema, broken)).toBe(key);
  });

  it.each([
    ['2580', null],
    ['1357', null],
    ['1123', null],
    ['8901', null], // digits do not wrap
    ['1243', null],
    ['0000', 'identity:pin.repeated'],
    ['1234', 'identity:pin.sequence'],
    ['9876', 'identity:pin.sequence'],
    ['0123', 'identity:pin.sequence'],
    ['6789', 'identity:pin.sequence'],
    ['123', 'identity:pin.format'],
    ['12345', 'identity:pin.format'],
    [' 2580', 'identity:pin.format'], // a PIN is checked as typed
    ['２５８０', 'identity:pin.format'],
  ])('%j: %s', (pin, key) => {
    expect(validatePin(pin)).toBe(key);
    expect(firstIssueMessage(PinSchema, pin)).toBe(key);
  });
});

describe('SPEC-DECISIONS PIN: entered twice', () => {
  it.each([
    ['2580', '2580', null],
    ['2580', '', 'identity:pin.confirmRequired'],
    ['2580', '2581', 'identity:pin.mismatch'],
    ['2580', '2580 ', 'identity:pin.mismatch'],
  ])('%j then %j: %s', (pin, confirmation, key) => {
    expect(validatePinConfirmation(pin, confirmation)).toBe(key);
  });

  it('the form reports a mismatch on the second field', () => {
    const result = v.safeParse(PinEntrySchema, { pin: '2580', confirmPin: '2581' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['confirmPin', 'identity:pin.mismatch']]);
  });

  it('the form reports an empty second entry, and an invalid PIN on the first field', () => {
    const result = v.safeParse(PinEntrySchema, { pin: '1111', confirmPin: '' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['pin', 'identity:pin.repeated'],
      ['confirmPin', 'identity:pin.confirmRequired'],
    ]);
  });

  it('the form passes two equal valid PINs', () => {
    expect(v.parse(PinEntrySchema, { pin: '2580', confirmPin: '2580' })).toEqual({ pin: '2580', confirmPin: '2580' });
  });
});

describe('properties', () => {
  it('every 4-digit PIN is refused exactly when all its digits are the same or it is a straight run', () => {
    fc.assert(
      fc.property(anyPin, (digits) => {
        const expected = digits.every((d) => d === digits[0])
          ? 'identity:pin.repeated'
          : isRun(digits)
            ? 'identity:pin.sequence'
            : null;
        expect(validatePin(pinOf(digits))).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('arbitrary strings never throw, and the schema agrees with validatePin', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789 a'), maxLength: 6 })),
        (pin) => {
          expect(firstIssueMessage(PinSchema, pin)).toBe(validatePin(pin));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schemas', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(PinSchema, value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:pin.required');
        expect(v.safeParse(PinEntrySchema, value).success).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('a confirmation matches only the same PIN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), fc.stringMatching(/^\d{0,5}$/), (pin, other) => {
        expect(validatePinConfirmation(pin, pin)).toBeNull();
        const expected = other === '' ? 'identity:pin.confirmRequired' : other === pin ? null : 'identity:pin.mismatch';
        expect(validatePinConfirmation(pin, other)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('the form agrees with validatePin on the first field and validatePinConfirmation on the second', () => {
    const typed = fc.oneof(fc.stringMatching(/^\d{0,5}$/), fc.constantFrom('2580', '1234', '7777', ''));
    fc.assert(
      fc.property(typed, typed, (pin, confirmPin) => {
        const issues = v.safeParse(PinEntrySchema, { pin, confirmPin }).issues ?? [];
        const first = (path: string) => issues.find((i) => v.getDotPath(i) === path)?.message ?? null;
        expect(first('pin')).toBe(validatePin(pin));
        expect(first('confirmPin')).toBe(validatePinConfirmation(pin, confirmPin));
      }),
      { numRuns: 1000 },
    );
  });

  it('has distinct keys for each rule', () => {
    expect(new Set(PIN_MESSAGE_KEYS).size).toBe(PIN_MESSAGE_KEYS.length);
  });
});
