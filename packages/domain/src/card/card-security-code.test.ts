import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_NAMES, CARD_BRANDS, type CardBrand } from './card-brand';
import {
  CARD_SECURITY_CODE_MESSAGE_KEYS,
  SECURITY_CODE_CONTEXTS,
  SECURITY_CODE_LENGTH_RULES,
  securityCodeLengths,
  securityCodeSchema,
  validateSecurityCode,
  type CardSecurityCodeMessageKey,
  type SecurityCodeContext,
} from './card-security-code';

describe('§5 Card, §9 security code lengths by context', () => {
  it('§5 the wallet asks for the brand length; the portal minimum is 3', () => {
    expect(SECURITY_CODE_LENGTH_RULES).toEqual({
      wallet: { minimum: 'brand', maximum: 'brand' },
      portal: { minimum: 3, maximum: 'brand' },
    });
  });

  it.each(Object.entries(SECURITY_CODE_LENGTH_RULES))(
    '§5 the %s rule %j gives each brand its bounds',
    (context, rule) => {
      for (const brand of CARD_BRAND_NAMES) {
        const own = CARD_BRANDS[brand].securityCodeLength;
        expect(securityCodeLengths(context as SecurityCodeContext, brand)).toEqual({
          min: rule.minimum === 'brand' ? own : rule.minimum,
          max: rule.maximum === 'brand' ? own : rule.maximum,
        });
      }
    },
  );

  it.each<[SecurityCodeContext, CardBrand | null, number, number]>([
    ['wallet', 'amex', 4, 4],
    ['wallet', 'visa', 3, 3],
    ['wallet', 'mastercard', 3, 3],
    ['wallet', 'discover', 3, 3],
    ['wallet', null, 3, 4],
    ['portal', 'amex', 3, 4],
    ['portal', 'visa', 3, 3],
    ['portal', 'mastercard', 3, 3],
    ['portal', 'discover', 3, 3],
    ['portal', null, 3, 4],
  ])('%s, %s: %d to %d digits', (context, brand, min, max) => {
    expect(securityCodeLengths(context, brand)).toEqual({ min, max });
  });
});

describe('§5 the security code validator', () => {
  const examples: Record<CardSecurityCodeMessageKey, [unknown, SecurityCodeContext, CardBrand | null]> = {
    'card:securityCode.required': ['', 'wallet', 'visa'],
    'card:securityCode.notDigits': ['12a', 'wallet', 'visa'],
    'card:securityCode.tooShort': ['123', 'wallet', 'amex'],
    'card:securityCode.tooLong': ['1234', 'portal', 'visa'],
  };

  it.each(CARD_SECURITY_CODE_MESSAGE_KEYS.map((key) => [key, ...examples[key]] as const))(
    '§5 %s for %j (%s, %s)',
    (key, value, context, brand) => {
      expect(validateSecurityCode(value, { context, brand })).toBe(key);
    },
  );

  it.each<[unknown, SecurityCodeContext, CardBrand | null, CardSecurityCodeMessageKey | null]>([
    ['123', 'portal', 'amex', null],
    ['1234', 'portal', 'amex', null],
    ['1234', 'wallet', 'amex', null],
    ['12', 'portal', 'visa', 'card:securityCode.tooShort'],
    ['12345', 'portal', null, 'card:securityCode.tooLong'],
    [' 123', 'wallet', 'visa', 'card:securityCode.notDigits'],
    [123, 'wallet', 'visa', 'card:securityCode.required'],
    [undefined, 'portal', null, 'card:securityCode.required'],
  ])('%j in the %s with %s: %s', (value, context, brand, key) => {
    expect(validateSecurityCode(value, { context, brand })).toBe(key);
  });

  const options = fc.record({
    context: fc.constantFrom(...SECURITY_CODE_CONTEXTS),
    brand: fc.constantFrom<CardBrand | null>(...CARD_BRAND_NAMES, null),
  });

  it('never throws on any value and answers a listed key or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), options, (value, opts) => {
        const verdict = validateSecurityCode(value, opts);
        expect(verdict === null || CARD_SECURITY_CODE_MESSAGE_KEYS.includes(verdict)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('§5 generated codes of an allowed length pass for every context and brand, and the schema keeps them as typed', () => {
    fc.assert(
      fc.property(
        options.chain((opts) => {
          const { min, max } = securityCodeLengths(opts.context, opts.brand);
          return fc.tuple(fc.constant(opts), fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`)));
        }),
        ([opts, code]) => {
          expect(validateSecurityCode(code, opts)).toBeNull();
          expect(v.parse(securityCodeSchema(opts), code)).toBe(code);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('§5 a code of digits outside the lengths is too short or too long', () => {
    fc.assert(
      fc.property(options, fc.stringMatching(/^\d{1,8}$/), (opts, code) => {
        const { min, max } = securityCodeLengths(opts.context, opts.brand);
        const expected =
          code.length < min ? 'card:securityCode.tooShort' : code.length > max ? 'card:securityCode.tooLong' : null;
        expect(validateSecurityCode(code, opts)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
