import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FirstNameSchema,
  LastNameSchema,
  NAME_FIELDS,
  NAME_MAX_LENGTH,
  NAME_MESSAGE_KEYS,
  NAME_RULES,
  nameSchema,
  normaliseName,
  validateName,
} from './identity-names';
import { firstIssueMessage } from '../text/messages';

/** For each row of NAME_RULES, a name whose first broken rule is that row. */
const BREAKS: Record<(typeof NAME_RULES)[number]['id'], string> = {
  required: '   ',
  characters: 'Ana!',
  letter: '1234',
  tooLong: 'Maximiliano Alessandro Da', // 25 characters
};

const LETTERS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúñÑçÇüÜøØßłŁžŽ');
const NAME_CHAR = fc.oneof(LETTERS, fc.constantFrom(..."0123456789 .`~'-"));
/** A name §5 accepts: a letter, then allowed characters, at most 24 once normalised. */
const validName = fc
  .tuple(LETTERS, fc.array(NAME_CHAR, { maxLength: NAME_MAX_LENGTH - 1 }))
  .map(([first, rest]) => [first, ...rest].join(''))
  .filter((name) => normaliseName(name).length <= NAME_MAX_LENGTH);

describe('§5 Identity: first and last name rules, one test per row', () => {
  it.each(NAME_RULES.map((rule) => [rule.id, rule.spec, rule] as const))('%s (%s)', (id, _spec, rule) => {
    const broken = BREAKS[id];
    expect(rule.fails(normaliseName(broken))).toBe(true);
    expect(rule.fails(normaliseName('José María'))).toBe(false);
    for (const field of NAME_FIELDS) {
      expect(validateName(broken, field)).toBe(`identity:${field}.${id}`);
    }
  });

  it('the keys are exactly the rows, for each field', () => {
    expect([...NAME_MESSAGE_KEYS].sort()).toEqual(
      NAME_FIELDS.flatMap((f) => NAME_RULES.map((r) => `identity:${f}.${r.id}`)).sort(),
    );
  });
});

describe('§5 Identity: names cardholders have', () => {
  it.each([
    'Ana',
    'José',
    'Zoë',
    "O'Brien",
    'O’Brien',
    'Mary-Jane',
    'St. John',
    'Nguyễn',
    'Łukasz',
    'Ngũgĩ wa Thiong`o',
    'Ana~Luisa',
    'Louis XIV',
    'Henry 8th',
    'Jo',
    'X',
    'Jose\u0301', // an accent typed as a combining mark
    'Maximiliano Alessandro D', // 24 characters
  ])('accepts %j', (name) => {
    expect(validateName(name, 'firstName')).toBeNull();
    expect(v.is(FirstNameSchema, name)).toBe(true);
  });

  it.each([
    ['', 'identity:lastName.required'],
    ['\t\n', 'identity:lastName.required'],
    ['Ana@home', 'identity:lastName.characters'],
    ['Ana_Luisa', 'identity:lastName.characters'],
    ['Ana, Luisa', 'identity:lastName.characters'],
    ['<script>', 'identity:lastName.characters'],
    ['Ana😀', 'identity:lastName.characters'],
    ['١٢٣ Ana', 'identity:lastName.characters'], // non-ASCII digits
    ['42', 'identity:lastName.letter'],
    ["'-.", 'identity:lastName.letter'],
    ['Wolfeschlegelsteinhausenb', 'identity:lastName.tooLong'],
  ])('refuses %j with %s', (name, key) => {
    expect(validateName(name, 'lastName')).toBe(key);
    expect(firstIssueMessage(LastNameSchema, name)).toBe(key);
  });
});

describe('normalisation', () => {
  it.each([
    ['  Ana  ', 'Ana'],
    ['Mary \t Jane', 'Mary Jane'],
    ['O’Brien', "O'Brien"],
    ['‘Tito’', "'Tito'"],
    ['Jose\u0301', 'José'],
  ])('%j is sent as %j', (typed, sent) => {
    expect(normaliseName(typed)).toBe(sent);
    expect(v.parse(FirstNameSchema, typed)).toBe(sent);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(normaliseName(normaliseName(name))).toBe(normaliseName(name));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('properties', () => {
  it('arbitrary strings never throw, and the schema agrees with validateName', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: NAME_CHAR })),
        fc.constantFrom(...NAME_FIELDS),
        (name, field) => {
          expect(firstIssueMessage(nameSchema(field), name)).toBe(validateName(name, field));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schema; only strings can pass', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(FirstNameSchema, value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:firstName.required');
      }),
      { numRuns: 1000 },
    );
  });

  it('generated valid names pass, in both fields', () => {
    fc.assert(
      fc.property(validName, (name) => {
        expect(validateName(name, 'firstName')).toBeNull();
        expect(validateName(name, 'lastName')).toBeNull();
        expect(v.parse(LastNameSchema, name)).toBe(normaliseName(name));
      }),
      { numRuns: 1000 },
    );
  });
});
