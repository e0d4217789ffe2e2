import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  hasRepeatedRun,
  hasSequenceRun,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGE_KEYS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordIssues,
  passwordSchema,
  validatePassword,
} from './identity-password';
import { firstIssueMessage } from '../text/messages';

const USERNAME = 'jane_doe';
const GOOD = 'Tr0ub4dor&Zebra';

/** For each row of PASSWORD_RULES, a password whose first broken rule is that row (with USERNAME). */
const BREAKS: Record<(typeof PASSWORD_MESSAGE_KEYS)[number], string> = {
  'identity:password.required': '',
  'identity:password.tooShort': 'Zx7!qwPm',
  'identity:password.tooLong': `Zx7!${'qWeRtY9#'.repeat(8)}`,
  'identity:password.space': 'Zebra Tr0ub4d&r',
  'identity:password.syntax': 'Zebra\u0000Tr0ub4d&r',
  'identity:password.letter': '1357!9#5%7^1&3*',
  'identity:password.digit': 'Zebra!Trouba&dor',
  'identity:password.upperCase': 'zebra!tr0ub4d&r',
  'identity:password.lowerCase': 'ZEBRA!TR0UB4D&R',
  'identity:password.special': 'ZebraTr0ub4dorX',
  'identity:password.repetitive': 'Zebraaa!Tr0ub4d',
  'identity:password.sequence': 'Zebra!Tr0ub4d&xyz',
  'identity:password.literal': 'MyPassword!84x',
  'identity:password.username': 'Zebra!jane_doe4',
};

describe('§5 Identity and SPEC-DECISIONS: password rules, each with its own message, one test per row', () => {
  it.each(PASSWORD_RULES.map((rule) => [rule.key, rule.spec, rule] as const))('%s (%s)', (key, _spec, rule) => {
    expect(rule.fails(BREAKS[key], USERNAME)).toBe(true);
    expect(rule.fails(GOOD, USERNAME)).toBe(false);
    expect(validatePassword(BREAKS[key], USERNAME)).toBe(key);
    expect(passwordIssues(BREAKS[key], USERNAME)).toContain(key);
    expect(firstIssueMessage(passwordSchema(USERNAME), BREAKS[key])).toBe(key);
  });

  it('every key has a row, and every row its own key', () => {
    expect(PASSWORD_RULES.map((r) => r.key)).toEqual([...PASSWORD_MESSAGE_KEYS]);
    expect(new Set(PASSWORD_MESSAGE_KEYS).size).toBe(PASSWORD_MESSAGE_KEYS.length);
  });

  it('a good password breaks none', () => {
    expect(passwordIssues(GOOD, USERNAME)).toEqual([]);
    expect(v.parse(passwordSchema(USERNAME), GOOD)).toBe(GOOD);
  });
});

describe(`SPEC-DECISIONS: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, () => {
  const ofLength = (n: number) => `Zx7!${'qW3#'.repeat(16)}`.slice(0, n);
  it.each([
    [PASSWORD_MIN_LENGTH - 1, 'identity:password.tooShort'],
    [PASSWORD_MIN_LENGTH, null],
    [PASSWORD_MAX_LENGTH, null],
    [PASSWORD_MAX_LENGTH + 1, 'identity:password.tooLong'],
  ])('%d characters: %s', (n, key) => {
    expect(ofLength(n)).toHaveLength(n);
    expect(validatePassword(ofLength(n))).toBe(key);
  });
});

describe('§5 Identity: the rules in detail', () => {
  it.each([
    ['password!Zx84q', 'identity:password.literal'], // begins with
    ['Zx84q!PASSWORD', 'identity:password.literal'],
    ['Zx84q!pAsSwOrD', 'identity:password.literal'],
    ['Zebra\tTr0ub4d&r', 'identity:password.space'],
    ['Zebra\u00a0Tr0ub4d&r', 'identity:password.space'],
    ['Zebra\uD800Tr0ub4d&', 'identity:password.syntax'], // a lone surrogate
    ['Zebra\u007fTr0ub4d&', 'identity:password.syntax'],
    ['Zebra!Tr0ub4d&aAa', 'identity:password.repetitive'],
    ['Zebra!Tr0ub4d&111', 'identity:password.repetitive'],
    ['Zebra!Tr0ub4d&aBc', 'identity:password.sequence'],
    ['Zebra!Tr0ub4d&CBA', 'identity:password.sequence'],
    ['Zebra!Tr0ub4d&123', 'identity:password.sequence'],
    ['Zebra!Tr0ub4d&987', 'identity:password.sequence'],
    ['Zebra!Tr0ub4d&xYz', 'identity:password.sequence'],
    ['Zebra!JANE_DOE&4', 'identity:password.username'],
  ])('%j: %s', (password, key) => {
    expect(validatePassword(password, USERNAME)).toBe(key);
  });

  it.each([
    'Zebra!Tr0ub4d&yza', // the alphabet does not wrap
    'Zebra!Tr0ub4d&901', // nor do the digits
    'Zebra!Tr0ub4d&abd',
    'Zebra!Tr0ub4d&ab1',
    'Zebra!Tr0ub4d&9:;', // punctuation next to 9 in ASCII is not a run
    'Zebra!Tr0ub4d&aa',
    'Ñandú!Árbol7x9',
    'Zebra😀Tr0ub4dx', // an emoji is a special character
    'Zebra!Tr0ub4d&passwor',
  ])('%j passes', (password) => {
    expect(passwordIssues(password, USERNAME)).toEqual([]);
  });

  it('looks for the username without regard to case or the spaces around it, only from 3 characters', () => {
    expect(validatePassword('Zebra!Tr0ub4d&', ' TR0UB ')).toBe('identity:password.username');
    expect(validatePassword('Zebra!Tr0ub4d&', 'ze')).toBeNull();
    expect(validatePassword('Zebra!Tr0ub4d&', '')).toBeNull();
    expect(validatePassword('Zebra!Tr0ub4d&')).toBeNull();
  });

  it('the checklist lists every rule broken, in table order', () => {
    expect(passwordIssues('')).toEqual([
      'identity:password.required',
      'identity:password.tooShort',
      'identity:password.letter',
      'identity:password.digit',
      'identity:password.upperCase',
      'identity:password.lowerCase',
      'identity:password.special',
    ]);
    expect(passwordIssues('my password abc', 'abc')).toEqual([
      'identity:password.space',
      'identity:password.digit',
      'identity:password.upperCase',
      'identity:password.special',
      'identity:password.sequence',
      'identity:password.literal',
      'identity:password.username',
    ]);
  });
});

const pick = (chars: string) => fc.constantFrom(...chars);
const UPPER = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZÁÉÑ');
const LOWER = pick('abcdefghijklmnopqrstuvwxyzáéñß');
const DIGIT = pick('0123456789');
const SPECIAL = pick('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~€£😀');
/**
 * A password §5 accepts, built so that it must: groups of upper, lower, digit, special. No class ever
 * appears three times in a row, so there is no repetition, no sequence and no word "password".
 */
const validPassword = fc
  .array(fc.tuple(UPPER, LOWER, DIGIT, SPECIAL), {
    minLength: PASSWORD_MIN_LENGTH / 4,
    maxLength: PASSWORD_MAX_LENGTH / 4,
  })
  .map((groups) => groups.flat().join(''))
  .filter((pw) => pw.length <= PASSWORD_MAX_LENGTH); // the emoji counts twice
const username = fc.stringMatching(/^[a-z]{3,12}$/);

describe('properties', () => {
  it('arbitrary strings never throw; the schema, the checklist and the first rule agree', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', minLength: 10, maxLength: 70 })),
        fc.option(fc.string(), { nil: undefined }),
        (pw, name) => {
          const first = validatePassword(pw, name);
          expect(passwordIssues(pw, name)[0] ?? null).toBe(first);
          expect(firstIssueMessage(passwordSchema(name), pw)).toBe(first);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schema', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(passwordSchema(), value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:password.required');
      }),
      { numRuns: 1000 },
    );
  });

  it('generated valid passwords pass, whatever the username', () => {
    fc.assert(
      fc.property(validPassword, username, (pw, name) => {
        expect(passwordIssues(pw, name)).toEqual([]);
        expect(v.parse(passwordSchema(name), pw)).toBe(pw);
      }),
      { numRuns: 1000 },
    );
  });

  it('breaking a valid password breaks exactly the rule that names it', () => {
    const breakers: [string, (pw: string, name: string, run: string) => string][] = [
      ['identity:password.space', (pw) => `${pw.slice(0, 6)} ${pw.slice(6)}`],
      ['identity:password.repetitive', (pw) => `${pw.slice(0, 60)}%%%`],
      ['identity:password.sequence', (pw, _name, run) => `${pw.slice(0, 60)}${run}`],
      ['identity:password.literal', (pw) => `${pw.slice(0, 52)}password`],
      ['identity:password.username', (pw, name) => `${pw.slice(0, 50)}${name.toUpperCase()}`],
    ];
    const runs = fc.constantFrom('abc', 'CBA', '123', '987', 'mNo', '789', 'zyx');
    fc.assert(
      fc.property(validPassword, username, runs, fc.constantFrom(...breakers), (pw, name, run, [key, breakIt]) => {
        expect(passwordIssues(breakIt(pw, name, run), name)).toContain(key);
      }),
      { numRuns: 1000 },
    );
  });

  it('repetition and sequence checks see three in a row and never fewer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 2 }), (short) => {
        expect(hasRepeatedRun(short)).toBe(false);
        expect(hasSequenceRun(short)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
