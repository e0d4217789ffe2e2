import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/card.json';
import es from '../locales/es/card.json';
import {
  CARD_BRAND_NAMES,
  CARD_NICKNAME_MESSAGE_KEYS,
  type CardBrand,
  type CardMessage,
  isBlankNickname,
  NICKNAME_MAX_LENGTH,
  nicknameCharactersLeft,
  NicknameSchema,
  portalDefaultNickname,
  validateNickname,
  WALLET_NICKNAME_BY_TYPE,
  walletDefaultNickname,
} from '@portal/domain/card';

/** Looks a `card:` key up in a message file and fills its {{values}}, as i18next does. */
function render(messages: unknown, { key, values }: CardMessage): string {
  let node: unknown = messages;
  for (const part of key.replace(/^card:/, '').split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name]));
}

const allowedChar = fc.constantFrom(...'abcXYZñéÜ 0123456789\t'.split(''));

describe('§5 Card, §9 the nickname', () => {
  it('§9 has at most 40 characters', () => {
    expect(NICKNAME_MAX_LENGTH).toBe(40);
  });

  it.each([
    ['card:nickname.tooLong', 'a'.repeat(41)],
    ['card:nickname.invalidCharacters', 'My card!'],
    ['card:nickname.tooManyDigits', 'Card 123456789'],
  ])('§5 %s for %j', (key, value) => {
    expect(validateNickname(value)).toBe(key);
  });

  it.each([
    [''],
    ['   '],
    ['Visa Débito'],
    ['Tarjeta de Muñoz'],
    ['Card 12345678'],
    ['1234 5678 9012'],
    ['a'.repeat(40)],
    [`  ${'a'.repeat(40)}  `],
    ['שלום 日本'],
  ])('%j is a valid nickname', (value) => {
    expect(validateNickname(value)).toBeNull();
  });

  it.each([
    ["Bob's card", 'card:nickname.invalidCharacters'],
    ['card-1', 'card:nickname.invalidCharacters'],
    ['١٢٣٤٥٦٧٨٩', 'card:nickname.tooManyDigits'],
    [42, 'card:nickname.invalidCharacters'],
  ])('%j: %s', (value, key) => {
    expect(validateNickname(value)).toBe(key);
  });

  it('the schema sends the nickname trimmed', () => {
    expect(v.parse(NicknameSchema, '  Travel card ')).toBe('Travel card');
  });

  it('never throws on any value and answers a listed key or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        const verdict = validateNickname(value);
        expect(verdict === null || CARD_NICKNAME_MESSAGE_KEYS.includes(verdict)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('§5 generated nicknames of letters, digits and spaces pass exactly when they have no 9-digit run and fit in 40', () => {
    fc.assert(
      fc.property(
        fc.array(allowedChar, { maxLength: 50 }).map((chars) => chars.join('')),
        (value) => {
          const trimmed = value.trim();
          const expected =
            trimmed.length > 40
              ? 'card:nickname.tooLong'
              : /\d{9}/.test(trimmed)
                ? 'card:nickname.tooManyDigits'
                : null;
          expect(validateNickname(value)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['', 40],
    ['Visa', 36],
    ['a'.repeat(40), 0],
    ['a'.repeat(45), 0],
  ])('§5 the counter for %j shows %d left', (value, left) => {
    expect(nicknameCharactersLeft(value)).toBe(left);
  });

  it('§5 the counter is 40 less the length, never below 0', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        expect(nicknameCharactersLeft(value)).toBe(Math.max(0, 40 - value.length));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§4 Card defaults: the default nickname', () => {
  it.each<[string | null | undefined, boolean]>([
    ['', true],
    ['  ', true],
    [null, true],
    [undefined, true],
    ['Travel', false],
  ])('%j is blank: %s', (value, blank) => {
    expect(isBlankNickname(value)).toBe(blank);
  });

  it.each(Object.entries(WALLET_NICKNAME_BY_TYPE))('§4 embedded: a Visa of type %s is named by %s', (type, key) => {
    expect(walletDefaultNickname({ cardBrand: 'VISA', cardType: type })).toEqual({ key, values: { brand: 'Visa' } });
  });

  it.each<[{ cardBrand?: string; cardType?: string }, string, string]>([
    [{ cardBrand: 'VISA', cardType: 'DEBIT' }, 'Visa Debit', 'Visa Débito'],
    [{ cardBrand: 'MASTERCARD', cardType: 'credit' }, 'Mastercard Credit', 'Mastercard Crédito'],
    [{ cardBrand: 'AMEX', cardType: 'PREPAID_CARD' }, 'American Express Prepaid', 'American Express Prepago'],
    [{ cardBrand: 'DISCOVER', cardType: 'DEBIT_CARD' }, 'Discover Debit', 'Discover Débito'],
    [{ cardBrand: 'VISA', cardType: 'CHARGE' }, 'Visa Card', 'Tarjeta Visa'],
    [{ cardBrand: 'VISA' }, 'Visa Card', 'Tarjeta Visa'],
    [{ cardBrand: 'JCB', cardType: 'DEBIT' }, 'Card', 'Tarjeta'],
    [{}, 'Card', 'Tarjeta'],
  ])('§4 embedded: %j is %j (es %j)', (paymentType, english, spanish) => {
    const message = walletDefaultNickname(paymentType);
    expect(render(en, message)).toBe(english);
    expect(render(es, message)).toBe(spanish);
  });

  it.each<[CardBrand | null, string, string]>([
    ['visa', 'Visa 1234', 'Visa 1234'],
    ['amex', 'American Express 1234', 'American Express 1234'],
    ['mastercard', 'Mastercard 1234', 'Mastercard 1234'],
    ['discover', 'Discover 1234', 'Discover 1234'],
    [null, 'Card 1234', 'Tarjeta 1234'],
  ])('§4 portal: %s ending 1234 is %j (es %j)', (brand, english, spanish) => {
    const message = portalDefaultNickname(brand, '1234');
    expect(render(en, message)).toBe(english);
    expect(render(es, message)).toBe(spanish);
  });

  it('§4 every default nickname, in English and Spanish, is itself a valid nickname', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CardBrand | null>(...CARD_BRAND_NAMES, null),
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('DEBIT', 'CREDIT', 'PREPAID', 'DEBIT_CARD', 'OTHER', ''),
        (brand, lastFour, cardType) => {
          const messages = [
            portalDefaultNickname(brand, lastFour),
            walletDefaultNickname({ cardBrand: brand ?? 'UNKNOWN', cardType }),
          ];
          for (const message of messages)
            for (const file of [en, es]) expect(validateNickname(render(file, message))).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
