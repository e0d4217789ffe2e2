import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  formatUsPhone,
  maskUsPhone,
  normaliseUsPhone,
  PHONE_MESSAGE_KEYS,
  PHONE_RULES,
  US_COUNTRY_PREFIXES,
  US_PHONE_DIGITS,
  UsPhoneSchema,
  validateUsPhone,
} from './identity-phone';
import { firstIssueMessage } from '../text/messages';

/** For each row of PHONE_RULES, a number whose first broken rule is that row. */
const BREAKS: Record<(typeof PHONE_MESSAGE_KEYS)[number], string> = {
  'identity:phone.required': ' ',
  'identity:phone.characters': '202-555-0123 ext 4',
  'identity:phone.length': '202-555-012',
  'identity:phone.areaCode': '(102)555-0123',
  'identity:phone.exchange': '(202)155-0123',
};

const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
/** 10 digits §5 accepts: area code and exchange each starting 2 to 9. */
const validDigits = fc
  .tuple(digit(2), fc.stringMatching(/^\d{2}$/), digit(2), fc.stringMatching(/^\d{6}$/))
  .map((parts) => parts.join(''));
/** The ways people and servers write one number. */
const WRITTEN: readonly ((d: string) => string)[] = [
  (d) => d,
  (d) => `(${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`,
  (d) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  (d) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
  (d) => ` ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)} `,
  (d) => `+1 ${d}`,
  (d) => `+1-${d}`,
  (d) => `+1${d}`,
  (d) => `1${d}`,
  (d) => `001${d}`,
  (d) => `+1 (${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`,
];

describe('§5 Identity: US phone rules, one test per row', () => {
  it.each(PHONE_RULES.map((rule) => [rule.key, rule.spec, rule] as const))('%s (%s)', (key, _spec, rule) => {
    expect(rule.fails(BREAKS[key], undefined)).toBe(true);
    expect(rule.fails('(202)555-0123', undefined)).toBe(false);
    expect(validateUsPhone(BREAKS[key])).toBe(key);
    expect(firstIssueMessage(UsPhoneSchema, BREAKS[key])).toBe(key);
  });

  it('every key has a row', () => {
    expect(PHONE_RULES.map((r) => r.key)).toEqual([...PHONE_MESSAGE_KEYS]);
  });
});

describe('§5 Identity: "13-character numbers are trimmed of 3 leading characters"', () => {
  /** Stored forms of (202)555-0123 carrying each prefix. */
  const PREFIXED: Record<string, readonly string[]> = {
    '1': ['+1 2025550123', '+1-2025550123', '+12025550123', '12025550123'],
    '001': ['0012025550123', '001 202 555 0123'],
  };

  it.each(US_COUNTRY_PREFIXES.map((p) => [p.prefix, p.digits, p.spec] as const))(
    'a %s prefix on %d digits is dropped (%s)',
    (prefix, digits) => {
      const examples = PREFIXED[prefix] ?? [];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        expect(example.replace(/\D/g, '')).toHaveLength(digits);
        expect(normaliseUsPhone(example)).toBe('2025550123');
        expect(formatUsPhone(example)).toBe('+1 (202)555-0123');
      }
    },
  );

  it.each([
    ['+1 2025550123', '+1 (202)555-0123'],
    ['+1-2025550123', '+1 (202)555-0123'],
    ['0012025550123', '+1 (202)555-0123'],
    // 13 characters too, but no prefix: read as the number it is, never cut to "2)555-0123".
    ['(202)555-0123', '+1 (202)555-0123'],
  ])('%s (13 characters) is shown as %s', (stored, shown) => {
    expect(stored).toHaveLength(13);
    expect(formatUsPhone(stored)).toBe(shown);
  });

  it.each(['2025550123456', '12345', '+44 20 7946 0958', 'not a number'])(
    '%s is not 10 digits, so it is shown as it came',
    (stored) => {
      expect(formatUsPhone(stored)).toBe(stored);
    },
  );
});

describe('§5 Address mask (XXX)XXX-XXXX, keystroke by keystroke', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['202', '(202'],
    ['2025', '(202)5'],
    ['202555', '(202)555'],
    ['2025550', '(202)555-0'],
    ['2025550123', '(202)555-0123'],
    ['20255501234', '(202)555-0123'],
    ['(202)555-01', '(202)555-01'],
    ['1', ''],
    ['12', '(2'],
    ['+1 202 555 0123', '(202)555-0123'],
    ['001 202 555 0123', '(202)555-0123'],
    ['abc', ''],
  ])('%j shows %j', (typed, shown) => {
    expect(maskUsPhone(typed)).toBe(shown);
  });

  it('is idempotent and never shows more than 10 digits or an area code starting 0 or 1', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 +()-.x') }), (typed) => {
        const shown = maskUsPhone(typed);
        expect(maskUsPhone(shown)).toBe(shown);
        expect(shown.replace(/\D/g, '').length).toBeLessThanOrEqual(US_PHONE_DIGITS);
        expect(shown).not.toMatch(/^\([01]/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('normalisation: digits only', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789 +()-.') })),
        (phone) => {
          expect(normaliseUsPhone(normaliseUsPhone(phone))).toBe(normaliseUsPhone(phone));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('every written form of a valid number normalises, masks and formats back to it', () => {
    fc.assert(
      fc.property(validDigits, fc.constantFrom(...WRITTEN), (digits, write) => {
        const typed = write(digits);
        expect(normaliseUsPhone(typed)).toBe(digits);
        expect(validateUsPhone(typed)).toBeNull();
        expect(v.parse(UsPhoneSchema, typed)).toBe(digits);
        expect(normaliseUsPhone(maskUsPhone(typed))).toBe(digits);
        expect(normaliseUsPhone(formatUsPhone(typed))).toBe(digits);
        expect(formatUsPhone(typed)).toMatch(/^\+1 \(\d{3}\)\d{3}-\d{4}$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('properties', () => {
  it('arbitrary strings never throw, and the schema agrees with validateUsPhone', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom(...'0123456789 +()-.a'), maxLength: 16 }),
        ),
        (phone) => {
          expect(firstIssueMessage(UsPhoneSchema, phone)).toBe(validateUsPhone(phone));
          expect(typeof formatUsPhone(phone)).toBe('string');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schema', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(UsPhoneSchema, value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:phone.required');
      }),
      { numRuns: 1000 },
    );
  });

  it('an area code or exchange starting 0 or 1 is refused', () => {
    fc.assert(
      fc.property(validDigits, fc.constantFrom(0, 3), fc.constantFrom('0', '1'), (digits, at, bad) => {
        const broken = digits.slice(0, at) + bad + digits.slice(at + 1);
        expect(validateUsPhone(broken)).toBe(at === 0 ? 'identity:phone.areaCode' : 'identity:phone.exchange');
      }),
      { numRuns: 1000 },
    );
  });
});
