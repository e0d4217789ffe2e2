import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MESSAGE_KEYS,
  DATE_OF_BIRTH_MIN_YEAR,
  DATE_OF_BIRTH_RULES,
  dateOfBirthSchema,
  daysInMonth,
  normaliseDateOfBirth,
  parseDateOfBirth,
  validateDateOfBirth,
} from './identity-dates';
import { firstIssueMessage } from '../text/messages';

const NOW = new Date('2026-03-15T12:00:00Z');

/** For each row of DATE_OF_BIRTH_RULES, a value whose first broken rule is that row (at NOW). */
const BREAKS: Record<(typeof DATE_OF_BIRTH_MESSAGE_KEYS)[number], string> = {
  'identity:dateOfBirth.required': ' ',
  'identity:dateOfBirth.format': '7/4/1990',
  'identity:dateOfBirth.month': '13041990',
  'identity:dateOfBirth.day': '07321990',
  'identity:dateOfBirth.date': '02311990',
  'identity:dateOfBirth.year': '07042026',
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A real date §5 accepts at NOW: any day of any month, from 1900 to last year. */
const validDate = fc
  .tuple(
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: DATE_OF_BIRTH_MIN_YEAR, max: NOW.getUTCFullYear() - 1 }),
    fc.integer({ min: 1, max: 31 }),
  )
  .map(([month, year, day]) => ({ month, year, day: Math.min(day, daysInMonth(month, year)) }));

describe('§5 Identity: date of birth rules, one test per row', () => {
  it.each(DATE_OF_BIRTH_RULES.map((rule) => [rule.key, rule.spec, rule] as const))('%s (%s)', (key, _spec, rule) => {
    expect(rule.fails(normaliseDateOfBirth(BREAKS[key]), NOW)).toBe(true);
    expect(rule.fails('07041990', NOW)).toBe(false);
    expect(validateDateOfBirth(BREAKS[key], NOW)).toBe(key);
    expect(firstIssueMessage(dateOfBirthSchema(NOW), BREAKS[key])).toBe(key);
  });

  it('every key has a row', () => {
    expect(DATE_OF_BIRTH_RULES.map((r) => r.key)).toEqual([...DATE_OF_BIRTH_MESSAGE_KEYS]);
  });
});

describe('§5 Identity: MMDDYYYY, month at most 12, day at most 31, year before the current one', () => {
  it.each([
    ['07041990', null],
    ['07/04/1990', null],
    ['07-04-1990', null],
    ['12312025', null], // last year's last day
    ['01012026', 'identity:dateOfBirth.year'], // this year
    ['01012099', 'identity:dateOfBirth.year'],
    ['01011900', null],
    ['12311899', 'identity:dateOfBirth.year'],
    ['00101990', 'identity:dateOfBirth.month'],
    ['07001990', 'identity:dateOfBirth.day'],
    ['13321990', 'identity:dateOfBirth.month'],
    ['0704199', 'identity:dateOfBirth.format'],
    ['070419900', 'identity:dateOfBirth.format'],
    ['O7041990', 'identity:dateOfBirth.format'],
    ['1990-07-04x', 'identity:dateOfBirth.format'],
  ])('%s at 2026-03-15: %s', (value, key) => {
    expect(validateDateOfBirth(value, NOW)).toBe(key);
    expect(firstIssueMessage(dateOfBirthSchema(NOW), value)).toBe(key);
  });

  it.each([
    ['02292000', null], // divisible by 400: leap
    ['02292024', null],
    ['02291900', 'identity:dateOfBirth.date'], // divisible by 100: not leap
    ['02292023', 'identity:dateOfBirth.date'],
    ['02301990', 'identity:dateOfBirth.date'],
    ['04311990', 'identity:dateOfBirth.date'],
    ['06311990', 'identity:dateOfBirth.date'],
    ['09311990', 'identity:dateOfBirth.date'],
    ['11311990', 'identity:dateOfBirth.date'],
    ['12311990', null],
  ])('impossible dates are refused (decision): %s gives %s', (value, key) => {
    expect(validateDateOfBirth(value, NOW)).toBe(key);
  });

  it('the current year is read in UTC, so browser and gateway agree', () => {
    expect(validateDateOfBirth('06152025', new Date('2025-12-31T23:59:59Z'))).toBe('identity:dateOfBirth.year');
    expect(validateDateOfBirth('06152025', new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('parses a valid date into its parts, and nothing else', () => {
    expect(parseDateOfBirth('07/04/1990', NOW)).toEqual({ month: 7, day: 4, year: 1990 });
    expect(parseDateOfBirth('02311990', NOW)).toBeNull();
  });

  it('the schema outputs MMDDYYYY', () => {
    expect(v.parse(dateOfBirthSchema(NOW), ' 07/04/1990 ')).toBe('07041990');
  });
});

describe('properties', () => {
  it('every real date from 1900 to last year passes, and parses back to itself', () => {
    fc.assert(
      fc.property(validDate, fc.constantFrom('', '/', '-', ' '), ({ month, day, year }, sep) => {
        const typed = [pad(month, 2), pad(day, 2), pad(year, 4)].join(sep);
        expect(validateDateOfBirth(typed, NOW)).toBeNull();
        expect(parseDateOfBirth(typed, NOW)).toEqual({ month, day, year });
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the JavaScript calendar on which days exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1900, max: 2025 }),
        (month, day, year) => {
          const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          const key = validateDateOfBirth(pad(month, 2) + pad(day, 2) + pad(year, 4), NOW);
          expect(key === null).toBe(real);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary strings and times never throw, and the schema agrees with validateDateOfBirth', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.stringMatching(/^\d{8}$/),
          fc.string({ unit: fc.constantFrom(...'0123456789/- x') }),
        ),
        fc.date(),
        (value, now) => {
          expect(firstIssueMessage(dateOfBirthSchema(now), value)).toBe(validateDateOfBirth(value, now));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schema', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(dateOfBirthSchema(NOW), value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:dateOfBirth.required');
      }),
      { numRuns: 1000 },
    );
  });

  it('normalisation is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(normaliseDateOfBirth(normaliseDateOfBirth(value))).toBe(normaliseDateOfBirth(value));
      }),
      { numRuns: 1000 },
    );
  });
});
