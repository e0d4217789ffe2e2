import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testIssuer } from '../../testing';
import { cardProductFacts, productOf, type CardProduct } from './card-products';
import { describeIssues, IssuerConfigSchema } from './issuer';

const range = (from: string, to = from) => ({ from, to });

const DEBIT: CardProduct = {
  code: 'visa-debit',
  name: 'Visa Debit',
  financialAccountType: 'DEBIT_CARD',
  binRanges: [range('400000', '499999')],
  features: ['BAL_INQ', 'VALERTS'],
};
const PLATINUM: CardProduct = {
  code: 'visa-platinum',
  name: 'Visa Platinum',
  financialAccountType: 'CREDIT_CARD',
  binRanges: [range('411111')],
  features: ['VALERTS'],
};
const PRODUCTS = { products: [DEBIT, PLATINUM] };

const parse = (overrides: object) => v.safeParse(IssuerConfigSchema, { ...testIssuer(), ...overrides });
const messages = (overrides: object) => {
  const result = parse(overrides);
  return result.success ? [] : describeIssues(result.issues);
};

describe('card products', () => {
  it('the issuer schema accepts products whose features are among its own', () => {
    expect(parse(PRODUCTS).success).toBe(true);
  });

  it('refuses a product feature the issuer does not list, naming where', () => {
    expect(messages({ products: [{ ...DEBIT, features: ['BAL_INQ', 'VCTC'] }] })).toEqual([
      "products: products.0.features.1: VCTC is not one of the issuer's features (add it to features first)",
    ]);
  });

  it('refuses two products of one code, and overlapping ranges that do not nest', () => {
    expect(messages({ products: [DEBIT, { ...PLATINUM, code: 'visa-debit' }] })).toEqual([
      'products: a product code is listed twice in products',
    ]);
    expect(messages({ products: [DEBIT, { ...PLATINUM, binRanges: [range('450000', '550000')] }] })).toEqual([
      'products: the BIN ranges 400000-499999 (visa-debit) and 450000-550000 (visa-platinum) overlap: ranges of different products must be apart, or one strictly inside the other',
    ]);
  });

  it('refuses a product with no range, an unknown type, or a feature listed twice', () => {
    expect(messages({ products: [{ ...DEBIT, binRanges: [] }] })).toEqual([
      'products.0.binRanges: a product needs at least one BIN range',
    ]);
    expect(messages({ products: [{ ...DEBIT, financialAccountType: 'CHARGE_CARD' }] })).toEqual([
      'products.0.financialAccountType: financialAccountType must be PREPAID_CARD, DEBIT_CARD or CREDIT_CARD',
    ]);
    expect(messages({ products: [{ ...DEBIT, features: ['BAL_INQ', 'BAL_INQ'] }] })).toEqual([
      'products.0.features: a product lists a feature once',
    ]);
  });

  it('a card belongs to the product of the narrowest range that holds its BIN', () => {
    expect(productOf(PRODUCTS, '400001')?.code).toBe('visa-debit');
    expect(productOf(PRODUCTS, '4111111111111111')?.code).toBe('visa-platinum');
    expect(productOf(PRODUCTS, '510000')).toBeNull();
    expect(productOf({}, '400001')).toBeNull();
  });

  it("a card's type and features are its product's, among the issuer's active codes", () => {
    const card = { bankIdentifier: '400001', financialAccountType: 'CREDIT_CARD' };
    expect(cardProductFacts(PRODUCTS, card, ['VALERTS', 'BAL_INQ', 'VCTC'])).toEqual({
      financialAccountType: 'DEBIT_CARD',
      cardFeatures: ['BAL_INQ', 'VALERTS'],
    });
    // An inactive feature is offered by no card, whatever its product says.
    expect(cardProductFacts(PRODUCTS, card, ['VALERTS']).cardFeatures).toEqual(['VALERTS']);
  });

  it('an issuer with products offers nothing on a card none holds; one without offers every card its whole list', () => {
    const card = { bankIdentifier: '510000', financialAccountType: 'CREDIT_CARD' };
    expect(cardProductFacts(PRODUCTS, card, ['BAL_INQ'])).toEqual({
      financialAccountType: 'CREDIT_CARD',
      cardFeatures: [],
    });
    expect(cardProductFacts({}, card, ['BAL_INQ', 'VCTC'])).toEqual({
      financialAccountType: 'CREDIT_CARD',
      cardFeatures: ['BAL_INQ', 'VCTC'],
    });
  });

  const code = fc.constantFrom('BAL_INQ', 'TXN_HIST', 'VALERTS', 'VCTC', 'VISA_PUSH_PROVISION', 'CTP_CG_SDK');
  const bin = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
  const binRange = fc.tuple(bin, bin).map(([a, b]) => (a <= b ? range(a, b) : range(b, a)));
  const product = fc.record({
    code: fc.constantFrom('a', 'b', 'c', 'd'),
    name: fc.constant('A product'),
    financialAccountType: fc.constantFrom('PREPAID_CARD', 'DEBIT_CARD', 'CREDIT_CARD' as const),
    binRanges: fc.array(binRange, { minLength: 1, maxLength: 3 }),
    features: fc.uniqueArray(code, { maxLength: 6 }),
  });

  it("whatever the products, a card offers only active codes its own product lists, in the product's order", () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(product, { maxLength: 4 }), { nil: undefined }),
        bin,
        fc.uniqueArray(code),
        fc.constantFrom('DEBIT_CARD', 'CREDIT_CARD'),
        (products, b, activeCodes, stored) => {
          const active: readonly string[] = activeCodes;
          const facts = cardProductFacts({ products }, { bankIdentifier: b, financialAccountType: stored }, active);
          const own = productOf({ products }, b);
          expect(facts.cardFeatures.every((c) => active.includes(c))).toBe(true);
          if (products === undefined) expect(facts.cardFeatures).toEqual(active);
          else if (own === null) expect(facts).toEqual({ financialAccountType: stored, cardFeatures: [] });
          else {
            expect(facts.financialAccountType).toBe(own.financialAccountType);
            expect(facts.cardFeatures).toEqual(own.features.filter((c) => active.includes(c)));
          }
        },
      ),
    );
  });

  it('on products the schema accepts, the product of a BIN does not depend on their order', () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 4 }), bin, (products, b) => {
        const features = ['BAL_INQ', 'TXN_HIST', 'VALERTS', 'VCTC', 'VISA_PUSH_PROVISION', 'CTP_CG_SDK'].map(
          (featureCD) => ({ featureCD, activeIndicator: 'Y', digitalPlatforms: ['WEB'], supportivePlatforms: [] }),
        );
        const parsed = parse({ features, products });
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const listed = parsed.output.products ?? [];
        expect(productOf({ products: [...listed].reverse() }, b)?.code).toBe(productOf({ products: listed }, b)?.code);
      }),
    );
  });
});
