import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../text/messages';
import {
  normaliseUsername,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGE_KEYS,
  USERNAME_MIN_LENGTH,
  USERNAME_RULES,
  UsernameSchema,
  validateUsername,
} from './identity-username';

/** For each row of USERNAME_RULES, a username whose first broken rule is that row. */
const BREAKS: Record<(typeof USERNAME_MESSAGE_KEYS)[number], string> = {
  'identity:username.required': '\t',
  'identity:username.tooShort': 'jane',
  'identity:username.tooLong': 'j'.repeat(65),
  'identity:username.characters': 'jane doe',
};

const USERNAME_CHAR = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@.-_');
const validUsername = fc.string({
  unit: USERNAME_CHAR,
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
});

describe('§5 Identity: username rules, one test per row', () => {
  it.each(USERNAME_RULES.map((rule) => [rule.key, rule.spec, rule] as const))('%s (%s)', (key, _spec, rule) => {
    expect(rule.fails(normaliseUsername(BREAKS[key]), undefined)).toBe(true);
    expect(rule.fails('jane_doe', undefined)).toBe(false);
    expect(validateUsername(BREAKS[key])).toBe(key);
    expect(firstIssueMessage(UsernameSchema, BREAKS[key])).toBe(key);
  });

  it('every key has a row', () => {
    expect(USERNAME_RULES.map((r) => r.key)).toEqual([...USERNAME_MESSAGE_KEYS]);
  });
});

describe('§5 Identity: letters, digits and @ . - _, or a valid email', () => {
  it.each(['jane_doe', 'Jane.Doe-1', 'jane@home', '@@@@@@', '123456', 'jane+portal@example.com', 'j'.repeat(64)])(
    'accepts %s',
    (username) => {
      expect(validateUsername(username)).toBeNull();
      expect(v.is(UsernameSchema, username)).toBe(true);
    },
  );

  it.each([
    ['jane+portal', 'identity:username.characters'], // + only as part of an email
    ['jane+portal@example', 'identity:username.characters'],
    ['josé_doe', 'identity:username.characters'],
    ['jane!doe', 'identity:username.characters'],
    ['jane..doe+x@example.com', 'identity:username.characters'],
    ['jo', 'identity:username.tooShort'],
    [`${'j'.repeat(60)}@example.com`, 'identity:username.tooLong'],
  ])('refuses %s with %s', (username, key) => {
    expect(validateUsername(username)).toBe(key);
  });

  it('is trimmed, and otherwise kept as chosen', () => {
    expect(v.parse(UsernameSchema, '  Jane_Doe ')).toBe('Jane_Doe');
  });
});

describe('properties', () => {
  it('normalisation is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (username) => {
        expect(normaliseUsername(normaliseUsername(username))).toBe(normaliseUsername(username));
      }),
      { numRuns: 1000 },
    );
  });

  it('arbitrary strings never throw, and the schema agrees with validateUsername', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.oneof(USERNAME_CHAR, fc.constantFrom(' ', '+', '!')), maxLength: 70 }),
        ),
        (username) => {
          expect(firstIssueMessage(UsernameSchema, username)).toBe(validateUsername(username));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schema', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(UsernameSchema, value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:username.required');
      }),
      { numRuns: 1000 },
    );
  });

  it('generated valid usernames pass', () => {
    fc.assert(
      fc.property(validUsername, (username) => {
        expect(validateUsername(username)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
