import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE_KEYS,
  EMAIL_RULES,
  EmailSchema,
  normaliseEmail,
  validateEmail,
} from './identity-email';
import { failingRules } from './identity-rules';
import { firstIssueMessage } from '../text/messages';

/** For each row of EMAIL_RULES, an address whose first broken rule is that row. */
const BREAKS: Record<(typeof EMAIL_MESSAGE_KEYS)[number], string> = {
  'identity:email.required': '  ',
  'identity:email.tooLong': `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
  'identity:email.doubleDot': 'jane..doe@example.com',
  'identity:email.localPart': 'jane!doe@example.com',
  'identity:email.domain': 'jane@example.c',
  'identity:email.invalid': 'jane.example.com',
};

const ALNUM = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const word = (chars: fc.Arbitrary<string>, maxLength: number) => fc.string({ unit: chars, minLength: 1, maxLength });
/** An address §5 accepts: dot-separated local words of letters, digits, `_ + -`; labels; a TLD of 2 to 15 letters. */
const validEmail = fc
  .tuple(
    fc.array(word(fc.oneof(ALNUM, fc.constantFrom('_', '+', '-')), 8), { minLength: 1, maxLength: 4 }),
    fc.array(fc.tuple(word(ALNUM, 8), fc.option(word(ALNUM, 5), { nil: undefined })), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[A-Za-z]{2,15}$/),
  )
  .map(
    ([local, labels, tld]) => `${local.join('.')}@${labels.map(([a, b]) => (b ? `${a}-${b}` : a)).join('.')}.${tld}`,
  );

describe('§5 Identity: email rules, one test per row', () => {
  it.each(EMAIL_RULES.map((rule) => [rule.key, rule.spec, rule] as const))('%s (%s)', (key, _spec, rule) => {
    expect(rule.fails(normaliseEmail(BREAKS[key]), undefined)).toBe(true);
    expect(rule.fails('jane.doe@example.com', undefined)).toBe(false);
    expect(validateEmail(BREAKS[key])).toBe(key);
    expect(firstIssueMessage(EmailSchema, BREAKS[key])).toBe(key);
  });

  it('every key has a row', () => {
    expect(EMAIL_RULES.map((r) => r.key)).toEqual([...EMAIL_MESSAGE_KEYS]);
  });
});

describe('§5 Identity: addresses', () => {
  it.each([
    'jane@example.com',
    'Jane.Doe@Example.COM',
    'jane_doe+portal@mail.example.co.uk',
    'j-d@sub-domain.example.org',
    '12345@example.io',
    'a@b.co',
    'jane@example.abcdefghijklmno', // a TLD of 15 letters
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`, // 254 characters
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
    expect(v.is(EmailSchema, email)).toBe(true);
  });

  it.each([
    ['jane@example..com', 'identity:email.doubleDot'],
    ['jane..@example.com', 'identity:email.doubleDot'],
    ['jane doe@example.com', 'identity:email.localPart'],
    ['jané@example.com', 'identity:email.localPart'],
    ['jane@doe@example.com', 'identity:email.localPart'],
    ["o'brien@example.com", 'identity:email.localPart'],
    ['jane@example', 'identity:email.domain'],
    ['jane@example.c0m', 'identity:email.domain'],
    ['jane@example.abcdefghijklmnop', 'identity:email.domain'], // 16 letters: stricter than valibot
    ['jane@example.xn--p1ai', 'identity:email.domain'],
    ['jane', 'identity:email.invalid'],
    ['@example.com', 'identity:email.invalid'],
    ['jane@', 'identity:email.invalid'],
    ['.jane@example.com', 'identity:email.invalid'],
    ['jane.@example.com', 'identity:email.invalid'],
    ['jane@-example.com', 'identity:email.invalid'],
    ['jane@example-.com', 'identity:email.invalid'],
    ['jane@exa_mple.com', 'identity:email.invalid'],
  ])('refuses %s with %s', (email, key) => {
    expect(validateEmail(email)).toBe(key);
    expect(firstIssueMessage(EmailSchema, email)).toBe(key);
  });

  it('the TLD cap of 15 is stricter than valibot, which takes 16 letters', () => {
    expect(v.is(v.pipe(v.string(), v.email()), 'jane@example.abcdefghijklmnop')).toBe(true);
  });

  it('names every rule an address breaks', () => {
    expect(failingRules(EMAIL_RULES, 'ja..né@example.c', undefined)).toEqual([
      'identity:email.doubleDot',
      'identity:email.localPart',
      'identity:email.domain',
      'identity:email.invalid',
    ]);
  });

  it(`is at most ${EMAIL_MAX_LENGTH} characters (RFC 5321)`, () => {
    expect(BREAKS['identity:email.tooLong']).toHaveLength(EMAIL_MAX_LENGTH + 1);
  });
});

describe('normalisation', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'Jane.Doe@example.com'],
    ['JANE@EXAMPLE.COM', 'JANE@example.com'],
    ['no-at-sign', 'no-at-sign'],
    ['a@B@C.COM', 'a@B@c.com'],
  ])('%j is kept as %j (local part as typed, domain lower-case)', (typed, kept) => {
    expect(normaliseEmail(typed)).toBe(kept);
  });

  it('the schema outputs the normalised address', () => {
    expect(v.parse(EmailSchema, ' Jane@Example.com ')).toBe('Jane@example.com');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          validEmail.map((e) => ` ${e.toUpperCase()} `),
        ),
        (email) => {
          expect(normaliseEmail(normaliseEmail(email))).toBe(normaliseEmail(email));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('properties', () => {
  it('arbitrary strings never throw, and the schema agrees with validateEmail', () => {
    const emailish = fc.string({ unit: fc.constantFrom(...'aZ9._+-@ !é'), maxLength: 30 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), emailish), (email) => {
        expect(firstIssueMessage(EmailSchema, email)).toBe(validateEmail(email));
      }),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schema', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(EmailSchema, value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:email.required');
      }),
      { numRuns: 1000 },
    );
  });

  it('generated valid addresses pass, in any case', () => {
    fc.assert(
      fc.property(validEmail, fc.boolean(), (email, upper) => {
        const typed = upper ? email.toUpperCase() : email;
        expect(validateEmail(typed)).toBeNull();
        expect(v.is(EmailSchema, typed)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
