import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRY_MESSAGE_KEYS,
  ExpirationDateSchema,
  EXPIRING_SOON_MONTHS,
  EXPIRY_MASK,
  EXPIRY_MASKED_LENGTH,
  expiryFieldValue,
  expiryMonthVerdict,
  ExpirySchema,
  expirySchema,
  expiryWhileTyping,
  isExpired,
  isExpiringSoon,
  maskExpiry,
  monthsUntilExpiry,
  parseExpiry,
  validateExpiry,
  type ExpirationDate,
} from './card-expiry';

/** 15 May 2026, local time: the month the tests are judged in. */
const NOW = new Date(2026, 4, 15);
const MASKED_SHAPE = /^(|[01]|[01]\d|[01]\d \/ \d{0,2})$/;

describe('SPEC-DECISIONS the expiry mask', () => {
  it('shows MM / YY: 7 characters', () => {
    expect(EXPIRY_MASK).toBe('MM / YY');
    expect(EXPIRY_MASKED_LENGTH).toBe(7);
  });

  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    ...['2', '3', '4', '5', '6', '7', '8', '9'].map((d) => [d, `0${d} / `]),
    ['01', '01 / '],
    ['12', '12 / '],
    ['13', '13 / '],
    ['123', '12 / 3'],
    ['1234', '12 / 34'],
    ['12345', '12 / 34'],
    ['12/34', '12 / 34'],
    ['12 / 34', '12 / 34'],
    ['4 / 2', '04 / 2'],
    ['ab', ''],
    ['4/2027', '04 / 27'],
    ['12/2030', '12 / 30'],
    [' 07 / 2031 ', '07 / 31'],
  ])('§5 %j is masked as %j', (typed, masked) => {
    expect(maskExpiry(typed)).toBe(masked);
  });

  it.each([
    ['04 / ', '04 /', '0'],
    ['04 / ', '04 ', '0'],
    ['04 / 2', '04 / ', '04'],
    ['12 / 34', '12 / 3', '12 / 3'],
    ['0', '', ''],
    ['04', '0', '0'],
    // A paste or autofill of the same date over the whole value is not a deletion.
    ['09 / 28', '0928', '09 / 28'],
  ])('deleting from %j to %j gives %j', (previous, next, masked) => {
    expect(maskExpiry(next, previous)).toBe(masked);
  });

  it('typing digits one keystroke at a time gives the mask of all of them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,6}$/), (typed) => {
        let field = '';
        for (const key of typed) field = maskExpiry(`${field}${key}`, field);
        expect(field).toBe(maskExpiry(typed));
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent, never longer than 7, always in the mask shape, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (next, previous) => {
        const once = maskExpiry(next);
        expect(maskExpiry(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(EXPIRY_MASKED_LENGTH);
        expect(once).toMatch(MASKED_SHAPE);
        expect(maskExpiry(next, previous)).toMatch(MASKED_SHAPE);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§5 the month-valid key-up check', () => {
  it.each([
    ['', null],
    ['0', null],
    ['1', null],
    ['00', 'card:expiry.invalidMonth'],
    ['01', null],
    ['09 / ', null],
    ['12', null],
    ['13', 'card:expiry.invalidMonth'],
    ['19 / 2', 'card:expiry.invalidMonth'],
    ['4', null],
  ])('%j: %s', (value, verdict) => {
    expect(expiryMonthVerdict(value)).toBe(verdict);
  });
});

describe('§5 the combined expiry check (judged on 15 May 2026)', () => {
  it.each([
    ['card:expiry.required', ''],
    ['card:expiry.invalidMonth', '13 / 30'],
    ['card:expiry.incomplete', '12 / 3'],
    ['card:expiry.past', '04 / 26'],
  ])('§5 %s for %j', (key, value) => {
    expect(validateExpiry(value, NOW)).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['05 / 26', null],
    ['0526', null],
    ['06 / 26', null],
    ['01 / 27', null],
    ['12 / 25', 'card:expiry.past'],
    ['00 / 30', 'card:expiry.invalidMonth'],
    ['1', 'card:expiry.incomplete'],
    ['letters', 'card:expiry.required'],
    [null, 'card:expiry.required'],
    [1230, 'card:expiry.required'],
  ])('%j: %s', (value, verdict) => {
    expect(validateExpiry(value, NOW)).toBe(verdict);
  });

  it('§7 the value sent is month and four-digit year', () => {
    expect(
      v.parse(
        expirySchema(() => NOW),
        '09 / 27',
      ),
    ).toEqual({ month: 9, year: 2027 });
    expect(v.parse(ExpirySchema, '12 / 99')).toEqual({ month: 12, year: 2099 });
  });

  it('never throws on any value and answers a listed key or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        const verdict = validateExpiry(value, NOW);
        expect(verdict === null || CARD_EXPIRY_MESSAGE_KEYS.includes(verdict)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  const future: fc.Arbitrary<ExpirationDate> = fc
    .record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 2026, max: 2099 }) })
    .filter((date) => date.year > 2026 || date.month >= 5);

  it('§5 generated dates from this month on pass, masked or raw MMYY, and come back as they went in', () => {
    fc.assert(
      fc.property(future, (date) => {
        const field = expiryFieldValue(date);
        expect(validateExpiry(field, NOW)).toBeNull();
        expect(validateExpiry(field.replace(' / ', ''), NOW)).toBeNull();
        expect(
          v.parse(
            expirySchema(() => NOW),
            field,
          ),
        ).toEqual(date);
        expect(parseExpiry(field)).toEqual(date);
      }),
      { numRuns: 1000 },
    );
  });

  it('§5 generated past dates are refused as past', () => {
    fc.assert(
      fc.property(
        fc
          .record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 2000, max: 2026 }) })
          .filter((d) => d.year < 2026 || d.month < 5),
        (date) => {
          expect(validateExpiry(expiryFieldValue(date), NOW)).toBe('card:expiry.past');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('§5 while typing: silent until a month is wrong or a whole date fails, and then it agrees with the combined check', () => {
    expect(expiryWhileTyping('0', NOW)).toBeNull();
    expect(expiryWhileTyping('13', NOW)).toBe('card:expiry.invalidMonth');
    expect(expiryWhileTyping('12 / 2', NOW)).toBeNull();
    expect(expiryWhileTyping('12 / 25', NOW)).toBe('card:expiry.past');
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{0,4}$/), fc.string()), (value) => {
        const live = expiryWhileTyping(value, NOW);
        if (live !== null) expect(validateExpiry(value, NOW)).toBe(live);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§5 parsing a field value to month and four-digit year', () => {
  it.each<[string, ExpirationDate | null]>([
    ['09 / 27', { month: 9, year: 2027 }],
    ['0927', { month: 9, year: 2027 }],
    ['9/2027', { month: 9, year: 2027 }],
    ['13 / 27', null],
    ['09 / 2', null],
    ['', null],
  ])('%j is %j', (value, date) => {
    expect(parseExpiry(value)).toEqual(date);
  });

  it.each<[ExpirationDate, string]>([
    [{ month: 9, year: 2027 }, '09 / 27'],
    [{ month: 12, year: 2100 }, '12 / 00'],
  ])('§3 the edit form starts from %j as %j', (date, field) => {
    expect(expiryFieldValue(date)).toBe(field);
  });
});

describe('§3 the expiry date as servers send it', () => {
  it.each<[unknown, ExpirationDate]>([
    [
      { month: 9, year: 2027 },
      { month: 9, year: 2027 },
    ],
    [
      { month: '09', year: '2027' },
      { month: 9, year: 2027 },
    ],
    [
      { month: ' 12 ', year: 2030 },
      { month: 12, year: 2030 },
    ],
  ])('%j is %j', (input, date) => {
    expect(v.parse(ExpirationDateSchema, input)).toEqual(date);
  });

  it.each([
    [{ month: 0, year: 2027 }],
    [{ month: 13, year: 2027 }],
    [{ month: 9, year: 27 }],
    [{ month: 9.5, year: 2027 }],
    [{ month: 'Sep', year: 2027 }],
    [{ month: 9 }],
    ['0927'],
  ])('%j is refused with the card data message', (input) => {
    expect(v.safeParse(ExpirationDateSchema, input).issues?.[0].message).toBe('card:data.invalidCard');
  });
});

describe('§2 will expire, §9 expiring soon, expired (judged in May 2026)', () => {
  it.each<[ExpirationDate, number, boolean, boolean]>([
    [{ month: 4, year: 2026 }, -1, true, false],
    [{ month: 12, year: 2025 }, -5, true, false],
    [{ month: 5, year: 2026 }, 0, false, true],
    [{ month: 6, year: 2026 }, 1, false, true],
    [{ month: 7, year: 2026 }, 2, false, false],
    [{ month: 5, year: 2027 }, 12, false, false],
  ])('%j: %d months left, expired %s, expiring soon %s', (date, left, expired, soon) => {
    expect(monthsUntilExpiry(date, NOW)).toBe(left);
    expect(isExpired(date, NOW)).toBe(expired);
    expect(isExpiringSoon(date, NOW)).toBe(soon);
  });

  it('§9 expiring soon is under 2 months', () => {
    expect(EXPIRING_SOON_MONTHS).toBe(2);
  });

  it('a December card is valid through December and will expire from November, across the year end', () => {
    const card = { month: 12, year: 2026 };
    expect(isExpiringSoon(card, new Date(2026, 10, 1))).toBe(true);
    expect(isExpired(card, new Date(2026, 11, 31, 23, 59))).toBe(false);
    expect(isExpired(card, new Date(2027, 0, 1))).toBe(true);
    expect(isExpiringSoon({ month: 1, year: 2027 }, new Date(2026, 11, 5))).toBe(true);
  });

  it('§2 "within the current or next month" and §9 "under 2 months" are one rule', () => {
    fc.assert(
      fc.property(
        fc.record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 2000, max: 2100 }) }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (date, now) => {
          const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
          const currentOrNext =
            (date.year === now.getFullYear() && date.month === now.getMonth() + 1) ||
            (date.year === next.getFullYear() && date.month === next.getMonth() + 1);
          expect(isExpiringSoon(date, now)).toBe(currentOrNext);
          expect(isExpired(date, now) && isExpiringSoon(date, now)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
