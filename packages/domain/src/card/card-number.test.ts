import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { MerchantCardConfig } from './card-acceptance';
import { CARD_BRAND_NAMES, CARD_BRANDS, type CardBrand } from './card-brand';
import {
  CARD_NUMBER_MESSAGE_KEYS,
  cardNumberInputMaxLength,
  cardNumberSchema,
  CardNumberSchema,
  cardNumberWhileTyping,
  formatCardNumber,
  lastFourDigits,
  luhnCheckDigit,
  normaliseCardNumber,
  passesLuhn,
  shouldRequestCardArt,
  validateCardNumber,
  type CardNumberMessageKey,
} from './card-number';

/** The textbook Luhn sum, written independently of the code under test. */
function referenceLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const sum = [...digits]
    .reverse()
    .map(Number)
    .map((d, i) => (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d))
    .reduce((a, b) => a + b, 0);
  return sum % 10 === 0;
}

/** A valid number of the brand: its first digit, random digits, and the check digit. */
const validNumber = (brand: CardBrand) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), {
      minLength: CARD_BRANDS[brand].numberLength - 2,
      maxLength: CARD_BRANDS[brand].numberLength - 2,
    })
    .map((digits) => {
      const payload = `${CARD_BRANDS[brand].firstDigit}${digits.join('')}`;
      return `${payload}${luhnCheckDigit(payload)}`;
    });
const anyValidNumber = fc
  .constantFrom(...CARD_BRAND_NAMES)
  .chain((brand) => validNumber(brand).map((number) => ({ brand, number })));

/** Well-known test numbers, one per brand. */
const TEST_NUMBERS: Record<CardBrand, string> = {
  amex: '378282246310005',
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  discover: '6011111111111117',
};

describe('§5 Luhn (invalid-number check)', () => {
  it.each(Object.entries(TEST_NUMBERS))('the %s test number passes', (_brand, number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each([['4111111111111112'], ['378282246310006'], ['1'], [''], ['41a1'], ['٤١١١']])('%j fails', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('agrees with the textbook sum on any text of digits or not', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{1,25}$/), fc.string()), (text) => {
        expect(passesLuhn(text)).toBe(referenceLuhn(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('the check digit completes any payload, and changing any one digit breaks the checksum', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, shift) => {
        const number = `${payload}${luhnCheckDigit(payload)}`;
        expect(passesLuhn(number)).toBe(true);
        const i = at % number.length;
        const changed = `${number.slice(0, i)}${(Number(number[i]) + shift) % 10}${number.slice(i + 1)}`;
        expect(passesLuhn(changed)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§5 normalisation before sending: spaces removed', () => {
  it.each([
    ['4111 1111 1111 1111', '4111111111111111'],
    [' 3782\t822463 10005 ', '378282246310005'],
    ['4111\u00a01111', '41111111'],
    ['4111-1111', '4111-1111'],
    ['', ''],
  ])('%j becomes %j', (raw, normalised) => {
    expect(normaliseCardNumber(raw)).toBe(normalised);
  });

  it('is idempotent and leaves no white space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const once = normaliseCardNumber(raw);
        expect(normaliseCardNumber(once)).toBe(once);
        expect(/\s/u.test(once)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

const visaOnly: MerchantCardConfig = { acceptedBrands: ['visa'] };

describe('§5 the card number validator', () => {
  const examples: Record<CardNumberMessageKey, [unknown, MerchantCardConfig?]> = {
    'card:number.required': [''],
    'card:number.notDigits': ['4111 1111 1111 111x'],
    'card:number.unknownBrand': ['7111111111111111'],
    'card:number.brandNotAccepted': [TEST_NUMBERS.amex, visaOnly],
    'card:number.tooShort': ['411111111111111'],
    'card:number.tooLong': ['41111111111111111'],
    'card:number.invalid': ['4111111111111112'],
  };

  it.each(CARD_NUMBER_MESSAGE_KEYS.map((key) => [key, ...examples[key]] as const))(
    '§5 %s for %j',
    (key, raw, config) => {
      expect(validateCardNumber(raw, config)).toBe(key);
    },
  );

  it.each([
    [null, 'card:number.required'],
    [undefined, 'card:number.required'],
    [4111111111111111, 'card:number.required'],
    ['   ', 'card:number.required'],
    ['3782822463100050', 'card:number.tooLong'],
    ['41111111111111', 'card:number.tooShort'],
    ['1234', 'card:number.unknownBrand'],
  ])('%j gets %s', (raw, key) => {
    expect(validateCardNumber(raw)).toBe(key);
  });

  it.each(Object.entries(TEST_NUMBERS))('§5 the %s test number is valid, typed or grouped', (_brand, number) => {
    expect(validateCardNumber(number)).toBeNull();
    expect(validateCardNumber(formatCardNumber(number))).toBeNull();
  });

  it('§5 the schema sends the normalised number', () => {
    expect(v.parse(CardNumberSchema, '4111 1111 1111 1111')).toBe('4111111111111111');
  });

  it('never throws, whatever the input, and answers a listed key or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (raw) => {
        const verdict = validateCardNumber(raw, visaOnly);
        expect(verdict === null || CARD_NUMBER_MESSAGE_KEYS.includes(verdict)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('§5, §9 generated numbers of every brand pass, grouped or not, when the merchant accepts the brand', () => {
    fc.assert(
      fc.property(anyValidNumber, ({ brand, number }) => {
        expect(validateCardNumber(number)).toBeNull();
        expect(validateCardNumber(formatCardNumber(number), { acceptedBrands: [brand] })).toBeNull();
        expect(v.parse(cardNumberSchema({ acceptedBrands: [brand] }), formatCardNumber(number))).toBe(number);
      }),
      { numRuns: 1000 },
    );
  });

  it('§6 a generated number of a brand the merchant does not list is refused', () => {
    fc.assert(
      fc.property(anyValidNumber, ({ brand, number }) => {
        const others = CARD_BRAND_NAMES.filter((b) => b !== brand);
        expect(validateCardNumber(number, { acceptedBrands: others })).toBe('card:number.brandNotAccepted');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§5 the live invalid check while typing', () => {
  it.each<[string, CardNumberMessageKey | null, MerchantCardConfig?]>([
    ['', null],
    ['4', null],
    ['4111 1111', null],
    ['411111111111111', null],
    ['4111111111111111', null],
    ['4111111111111112', 'card:number.invalid'],
    ['41111111111111111', 'card:number.tooLong'],
    ['378282246310005', null],
    ['378282246310006', 'card:number.invalid'],
    ['3782822463100051', 'card:number.tooLong'],
    ['7', 'card:number.unknownBrand'],
    ['0000', 'card:number.unknownBrand'],
    ['41x', 'card:number.notDigits'],
    ['3', 'card:number.brandNotAccepted', visaOnly],
    ['4', null, visaOnly],
  ])('%j while typing: %s', (raw, key, config) => {
    expect(cardNumberWhileTyping(raw, config)).toBe(key);
  });

  it('every prefix of a valid number is fine while typing', () => {
    fc.assert(
      fc.property(anyValidNumber, fc.nat(), ({ number }, cut) => {
        expect(cardNumberWhileTyping(formatCardNumber(number.slice(0, cut % (number.length + 1))))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('whenever it objects, the full validator gives the same message; it never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[3-7]\d{0,17}$/), fc.string()),
        fc.constantFrom<MerchantCardConfig | undefined>(undefined, visaOnly),
        (raw, config) => {
          const live = cardNumberWhileTyping(raw, config);
          if (live !== null) expect(validateCardNumber(raw, config)).toBe(live);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('§5 card art is requested once a full valid number is typed', () => {
  it.each<[string, string | undefined, boolean]>([
    ['411111111111', undefined, false],
    ['4111111111111111', undefined, true],
    ['4111 1111 1111 1111', undefined, true],
    ['4111111111111111', '4111111111111111', false],
    ['4111 1111 1111 1111', '4111111111111111', false],
    ['5555555555554444', '4111111111111111', true],
    ['4111111111111112', undefined, false],
    ['41111111111111111', undefined, false],
  ])('%j (last requested for %j): %s', (raw, last, expected) => {
    expect(shouldRequestCardArt(raw, last)).toBe(expected);
  });

  it('asks exactly for valid numbers not asked for yet', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyValidNumber.map((n) => n.number),
          fc.string(),
        ),
        (raw) => {
          expect(shouldRequestCardArt(raw)).toBe(validateCardNumber(raw) === null);
          expect(shouldRequestCardArt(raw, normaliseCardNumber(raw))).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('§5 the number as shown while typing', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822', '3782 822'],
    ['41111', '4111 1'],
    ['4111', '4111'],
    ['', ''],
    ['41111111111111112', '4111 1111 1111 1111 2'],
    ['3782822463100059', '3782 822463 10005 9'],
    ['4111-1111 abc', '4111 1111'],
    ['9999999999', '9999 9999 99'],
  ])('%j shows as %j', (raw, shown) => {
    expect(formatCardNumber(raw)).toBe(shown);
  });

  it.each([
    ['378282246310005', 17],
    ['4111111111111111', 19],
    ['5', 19],
    ['6', 19],
    ['', 19],
  ])('§5 the input of %j allows %d characters', (raw, max) => {
    expect(cardNumberInputMaxLength(raw)).toBe(max);
  });

  it('is idempotent, keeps every digit in order, and a full number fills the input exactly', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const shown = formatCardNumber(raw);
        expect(formatCardNumber(shown)).toBe(shown);
        expect(shown.replace(/ /g, '')).toBe(raw.replace(/\D/g, ''));
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(anyValidNumber, ({ number }) => {
        expect(formatCardNumber(number)).toHaveLength(cardNumberInputMaxLength(number));
      }),
      { numRuns: 1000 },
    );
  });

  it('§3 the last four digits come from the normalised number', () => {
    expect(lastFourDigits('4111 1111 1111 1234 ')).toBe('1234');
  });
});
