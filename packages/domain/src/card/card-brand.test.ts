import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandFromCode, brandOf, CARD_BRAND_NAMES, CARD_BRANDS, type CardBrand } from './card-brand';

describe('§5 Card, §9 the brand table', () => {
  it.each(CARD_BRAND_NAMES.map((brand) => [brand, CARD_BRANDS[brand]] as const))(
    '%s: first digit, lengths and grouping agree',
    (brand, rule) => {
      expect(brandOf(`${rule.firstDigit}000`)).toBe(brand);
      expect(rule.groups.reduce((sum, size) => sum + size, 0)).toBe(rule.numberLength);
      expect(brandFromCode(rule.code)).toBe(brand);
      expect(brandFromCode(rule.name)).toBe(brand);
    },
  );

  it('§5, §9 states: 3 amex, 4 visa, 5 mastercard, 6 discover; 15 digits for amex else 16; a 4-digit code for amex else 3', () => {
    expect(
      CARD_BRAND_NAMES.map((b) => [
        CARD_BRANDS[b].firstDigit,
        b,
        CARD_BRANDS[b].numberLength,
        CARD_BRANDS[b].securityCodeLength,
      ]),
    ).toEqual([
      ['3', 'amex', 15, 4],
      ['4', 'visa', 16, 3],
      ['5', 'mastercard', 16, 3],
      ['6', 'discover', 16, 3],
    ]);
  });

  it.each<[string, CardBrand | null]>([
    ['0', null],
    ['1', null],
    ['2', null],
    ['3', 'amex'],
    ['4', 'visa'],
    ['5', 'mastercard'],
    ['6', 'discover'],
    ['7', null],
    ['8', null],
    ['9', null],
    ['', null],
    [' 4', null],
  ])('§5 a number starting %j is %s', (start, brand) => {
    expect(brandOf(`${start}111`)).toBe(brand);
  });

  it('§5 the brand is the row whose first digit the number starts with, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const brand = brandOf(text);
        if (brand === null)
          expect(CARD_BRAND_NAMES.some((b) => text.startsWith(CARD_BRANDS[b].firstDigit))).toBe(false);
        else expect(text.startsWith(CARD_BRANDS[brand].firstDigit)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§3 the brand a server names', () => {
  it.each<[string | null | undefined, CardBrand | null]>([
    ['VISA', 'visa'],
    ['visa', 'visa'],
    [' Visa ', 'visa'],
    ['AMEX', 'amex'],
    ['American Express', 'amex'],
    ['AMERICAN_EXPRESS', 'amex'],
    ['MasterCard', 'mastercard'],
    ['MASTERCARD', 'mastercard'],
    ['DISCOVER', 'discover'],
    ['JCB', null],
    ['VISA DEBIT', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j is %s', (code, brand) => {
    expect(brandFromCode(code)).toBe(brand);
  });

  it('matches every known word in any letter case, and never throws on any text', () => {
    const known = CARD_BRAND_NAMES.flatMap((b) =>
      [b, CARD_BRANDS[b].code, CARD_BRANDS[b].name].map((word) => [b, word] as const),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...known),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        ([brand, word], upper) => {
          const cased = [...word].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
          expect(brandFromCode(cased)).toBe(brand);
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect([...CARD_BRAND_NAMES, null]).toContain(brandFromCode(text));
      }),
      { numRuns: 1000 },
    );
  });
});
