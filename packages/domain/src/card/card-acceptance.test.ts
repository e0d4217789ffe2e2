import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CANADA_ISSUANCE_CODES,
  CARD_ACCEPTANCE_MESSAGE_KEYS,
  cardAcceptanceVerdict,
  DEBIT_CARD_TYPES,
  isBrandAccepted,
  isCanadianVisaDebit,
  MerchantCardConfigSchema,
  type CardAcceptanceDetails,
  type CardAcceptanceMessageKey,
  type MerchantCardConfig,
} from './card-acceptance';
import { CARD_BRAND_NAMES, type CardBrand } from './card-brand';

const canadianVisaDebit: CardAcceptanceDetails = {
  paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' },
  countryOfIssuance: 'CA',
};
const noCanadianDebit: MerchantCardConfig = { paymentConstraints: { acceptCanadianVISADebit: false } };

describe('§6 the merchant card configuration schema', () => {
  it.each<[unknown, MerchantCardConfig]>([
    [{}, {}],
    [{ acceptedBrands: ['visa', 'amex'] }, { acceptedBrands: ['visa', 'amex'] }],
    [{ acceptedBrands: ['VISA', 'MasterCard'] }, { acceptedBrands: ['visa', 'mastercard'] }],
    [
      { paymentConstraints: { acceptCanadianVISADebit: false } },
      { paymentConstraints: { acceptCanadianVISADebit: false } },
    ],
    [{ paymentConstraints: {} }, { paymentConstraints: {} }],
  ])('%j is read as %j', (input, config) => {
    expect(v.parse(MerchantCardConfigSchema, input)).toEqual(config);
  });

  it.each<[string, unknown]>([
    ['an empty brand list', { acceptedBrands: [] }],
    ['a brand the product does not know', { acceptedBrands: ['jcb'] }],
    ['brands that are not a list', { acceptedBrands: 'visa' }],
    ['a constraint that is not a boolean', { paymentConstraints: { acceptCanadianVISADebit: 'no' } }],
    ['no object at all', 'visa'],
  ])('%s is refused with the configuration message', (_what, input) => {
    const issues = v.safeParse(MerchantCardConfigSchema, input).issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.message === 'card:data.invalidMerchantConfig')).toBe(true);
  });

  it('never throws on any value, and its only message is the configuration one', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const issue of v.safeParse(MerchantCardConfigSchema, input).issues ?? [])
          expect(issue.message).toBe('card:data.invalidMerchantConfig');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§6 accepted brands', () => {
  it.each<[CardBrand, MerchantCardConfig | undefined, boolean]>([
    ['visa', undefined, true],
    ['amex', {}, true],
    ['visa', { acceptedBrands: ['visa'] }, true],
    ['amex', { acceptedBrands: ['visa', 'mastercard'] }, false],
    ['discover', { acceptedBrands: [] }, false],
  ])('%s with %j: %s', (brand, config, accepted) => {
    expect(isBrandAccepted(brand, config)).toBe(accepted);
  });
});

describe('§6 Canadian Visa debit, from the card details (the number cannot tell)', () => {
  it('§6 the country codes are Canada in ISO alpha-2, alpha-3 and numeric; debit is DEBIT or DEBIT_CARD', () => {
    expect(CANADA_ISSUANCE_CODES).toEqual(['CA', 'CAN', '124']);
    expect(DEBIT_CARD_TYPES).toEqual(['DEBIT', 'DEBIT_CARD']);
  });

  it.each(CANADA_ISSUANCE_CODES.flatMap((country) => DEBIT_CARD_TYPES.map((type) => [country, type] as const)))(
    'a Visa %s-issued %s card is one',
    (country, type) => {
      expect(
        isCanadianVisaDebit({ paymentType: { cardBrand: 'VISA', cardType: type }, countryOfIssuance: country }),
      ).toBe(true);
    },
  );

  it.each<[string, CardAcceptanceDetails, boolean]>([
    [
      'lower case and spaces',
      { paymentType: { cardBrand: 'visa', cardType: ' debit ' }, countryOfIssuance: 'ca' },
      true,
    ],
    ['a US Visa debit', { paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' }, countryOfIssuance: 'US' }, false],
    ['a US numeric code', { paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' }, countryOfIssuance: '840' }, false],
    [
      'a Canadian Visa credit',
      { paymentType: { cardBrand: 'VISA', cardType: 'CREDIT' }, countryOfIssuance: 'CA' },
      false,
    ],
    [
      'a Canadian Mastercard debit',
      { paymentType: { cardBrand: 'MASTERCARD', cardType: 'DEBIT' }, countryOfIssuance: 'CA' },
      false,
    ],
    ['no country', { paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' } }, false],
    ['no type', { paymentType: { cardBrand: 'VISA' }, countryOfIssuance: 'CA' }, false],
    ['no details', {}, false],
  ])('%s: %s', (_what, details, expected) => {
    expect(isCanadianVisaDebit(details)).toBe(expected);
  });
});

describe('§6, §8 why the merchant does not accept a saved card', () => {
  it.each<[string, CardAcceptanceDetails, MerchantCardConfig | undefined, CardAcceptanceMessageKey | null]>([
    ['no configuration', canadianVisaDebit, undefined, null],
    ['a listed brand', { paymentType: { cardBrand: 'VISA' } }, { acceptedBrands: ['visa'] }, null],
    [
      'an unlisted brand',
      { paymentType: { cardBrand: 'AMEX' } },
      { acceptedBrands: ['visa'] },
      'card:acceptance.brandNotAccepted',
    ],
    [
      'an unknown brand, brands listed',
      { paymentType: { cardBrand: 'JCB' } },
      { acceptedBrands: ['visa'] },
      'card:acceptance.brandNotAccepted',
    ],
    ['an unknown brand, no list', { paymentType: { cardBrand: 'JCB' } }, {}, null],
    ['no brand named', { paymentType: { cardType: 'DEBIT' } }, { acceptedBrands: ['visa'] }, null],
    ['a blank brand', { paymentType: { cardBrand: ' ' } }, { acceptedBrands: ['visa'] }, null],
    ['Canadian Visa debit refused', canadianVisaDebit, noCanadianDebit, 'card:acceptance.canadianVisaDebitNotAccepted'],
    ['Canadian Visa debit allowed', canadianVisaDebit, { paymentConstraints: { acceptCanadianVISADebit: true } }, null],
    ['Canadian Visa debit, constraint unset', canadianVisaDebit, { paymentConstraints: {} }, null],
    [
      'Canadian Visa debit, Visa not listed',
      canadianVisaDebit,
      { acceptedBrands: ['amex'], ...noCanadianDebit },
      'card:acceptance.brandNotAccepted',
    ],
    ['a US Visa debit under the constraint', { ...canadianVisaDebit, countryOfIssuance: 'US' }, noCanadianDebit, null],
  ])('%s: %s', (_what, details, config, expected) => {
    expect(cardAcceptanceVerdict(details, config)).toBe(expected);
  });

  const details = fc.record(
    {
      paymentType: fc.record(
        {
          cardBrand: fc.oneof(
            fc.constantFrom('VISA', 'visa', 'AMEX', 'MasterCard', 'DISCOVER', 'JCB', ''),
            fc.string(),
          ),
          cardType: fc.oneof(fc.constantFrom('DEBIT', 'CREDIT', 'debit_card'), fc.string()),
        },
        { requiredKeys: [] },
      ),
      countryOfIssuance: fc.oneof(fc.constantFrom('CA', 'CAN', '124', 'US', '840'), fc.string()),
    },
    { requiredKeys: [] },
  );
  const config = fc.record(
    {
      acceptedBrands: fc.subarray([...CARD_BRAND_NAMES], { minLength: 1 }),
      paymentConstraints: fc.record({ acceptCanadianVISADebit: fc.boolean() }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  );

  it('never throws and answers a listed key or null; with no restriction it always accepts', () => {
    fc.assert(
      fc.property(details, config, (card, merchant) => {
        const verdict = cardAcceptanceVerdict(card, merchant);
        expect(verdict === null || CARD_ACCEPTANCE_MESSAGE_KEYS.includes(verdict)).toBe(true);
        expect(cardAcceptanceVerdict(card, {})).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a card for Canadian Visa debit exactly when the merchant opts out and the card is one (and its brand is accepted)', () => {
    fc.assert(
      fc.property(details, (card) => {
        const refused = cardAcceptanceVerdict(card, noCanadianDebit) === 'card:acceptance.canadianVisaDebitNotAccepted';
        expect(refused).toBe(isCanadianVisaDebit(card));
      }),
      { numRuns: 1000 },
    );
  });
});
