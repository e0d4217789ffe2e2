import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARD_NAME_ON_CARD_MESSAGE_KEYS,
  NameOnCardSchema,
  validateNameOnCard,
  type CardNameOnCardMessageKey,
} from './card-name-on-card';

describe('§5 Card, name on card', () => {
  const examples: Record<CardNameOnCardMessageKey, string> = {
    'card:nameOnCard.required': '   ',
    'card:nameOnCard.invalidCharacters': 'J. Smith',
    'card:nameOnCard.needsLetter': "123 '-",
  };

  it.each(CARD_NAME_ON_CARD_MESSAGE_KEYS.map((key) => [key, examples[key]] as const))('§5 %s for %j', (key, value) => {
    expect(validateNameOnCard(value)).toBe(key);
  });

  it.each([
    ["Mary O'Brien"],
    ['Mary O’Brien'],
    ['Jean-Luc Picard'],
    ['José Muñoz'],
    ['`Tilde~ Name'],
    ['Unit 7 Holder'],
    ['A'],
  ])('%j is valid', (value) => {
    expect(validateNameOnCard(value)).toBeNull();
  });

  it.each<[unknown, CardNameOnCardMessageKey]>([
    ['', 'card:nameOnCard.required'],
    [undefined, 'card:nameOnCard.required'],
    ['Smith, John', 'card:nameOnCard.invalidCharacters'],
    ['John\tSmith', 'card:nameOnCard.invalidCharacters'],
    ['1234', 'card:nameOnCard.needsLetter'],
  ])('%j: %s', (value, key) => {
    expect(validateNameOnCard(value)).toBe(key);
  });

  it('the schema sends the name trimmed', () => {
    expect(v.parse(NameOnCardSchema, ' Ana Pérez ')).toBe('Ana Pérez');
  });

  it('never throws on any value and answers a listed key or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        const verdict = validateNameOnCard(value);
        expect(verdict === null || CARD_NAME_ON_CARD_MESSAGE_KEYS.includes(verdict)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('§5 generated names of the allowed characters pass exactly when they hold a letter', () => {
    const char = fc.constantFrom(..."abZñÉ09 `~'’-".split(''));
    fc.assert(
      fc.property(
        fc.array(char, { minLength: 1, maxLength: 30 }).map((c) => c.join('')),
        (value) => {
          const trimmed = value.trim();
          const expected =
            trimmed === '' ? 'card:nameOnCard.required' : /\p{L}/u.test(trimmed) ? null : 'card:nameOnCard.needsLetter';
          expect(validateNameOnCard(value)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
