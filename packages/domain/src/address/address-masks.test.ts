import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRY_RULES, type AddressCountryRule, type AddressMask } from './address-countries';
import { addressMask, applyAddressMask, maskAddressField } from './address-masks';

const MASKED_FIELDS = ['phone', 'postalCode', 'stateProvinceCode'] as const;
const MASKS = Object.entries(ADDRESS_COUNTRY_RULES).flatMap(([country, rule]) => {
  const masks: AddressCountryRule['masks'] = rule.masks;
  return MASKED_FIELDS.flatMap((field) => {
    const mask = masks[field];
    return mask ? [[country, field, mask] as [string, (typeof MASKED_FIELDS)[number], AddressMask]] : [];
  });
});

describe('§5 Address masks, one test per mask of the table', () => {
  const typed: Record<string, [string, string]> = {
    'US phone': ['2125550123', '(212)555-0123'],
    'CA phone': ['+1 416 555 0199', '(416)555-0199'],
    'US stateProvinceCode': ['n3y', 'NY'],
    'CA stateProvinceCode': ['on', 'ON'],
    'US postalCode': ['10001-1234', '10001'],
    'AU postalCode': ['2000x', '2000'],
    'NZ postalCode': ['60115', '6011'],
    'CA postalCode': ['k1a0b1', 'K1A 0B1'],
    'BR postalCode': ['01310100', '01310-100'],
  };

  it.each(MASKS)('§5 %s %s: a full entry fills the mask', (country, field, mask) => {
    const [input, expected] = typed[`${country} ${field}`] ?? ['', ''];
    expect(expected).not.toBe('');
    expect(applyAddressMask(input, mask)).toBe(expected);
    expect(maskAddressField(field, input, country)).toBe(expected);
    expect(expected).toHaveLength(mask.pattern.length);
  });

  it.each<[string, string]>([
    ['', ''],
    ['2', '(2'],
    ['212', '(212'],
    ['2125', '(212)5'],
    ['212555', '(212)555'],
    ['2125550', '(212)555-0'],
    ['(212)555-01234567', '(212)555-0123'],
    ['1-212-555-0123', '(212)555-0123'],
    ['0', ''],
  ])('§5 US phone keystrokes: %j shows %j', (input, expected) => {
    expect(maskAddressField('phone', input, 'US')).toBe(expected);
  });

  it('fields and countries without a mask are typed freely', () => {
    expect(addressMask('phone', 'AU')).toBeNull();
    expect(addressMask('line1', 'US')).toBeNull();
    expect(maskAddressField('postalCode', 'sw1a 1aa', 'GB')).toBe('sw1a 1aa');
  });

  it('property: masking never throws, is idempotent and fits the mask', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MASKS), fc.string({ unit: 'grapheme' }), ([, , mask], input) => {
        const once = applyAddressMask(input, mask);
        expect(applyAddressMask(once, mask)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(mask.pattern.length);
        expect(mask.pattern.startsWith(once.replace(/[A-Z0-9]/g, 'X'))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: a masked entry of the right characters always fills the whole mask', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MASKS),
        fc.string({ unit: fc.constantFrom(...'23456789'), minLength: 12, maxLength: 14 }),
        ([, , mask], digits) => {
          const input = mask.slot === 'letter' ? digits.replace(/\d/g, 'a') : digits;
          expect(applyAddressMask(input, mask)).toHaveLength(mask.pattern.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
