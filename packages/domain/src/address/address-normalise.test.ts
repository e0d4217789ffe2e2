import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRY_RULES } from './address-countries';
import { ADDRESS_FIELDS, type AddressField } from './address-fields';
import { normaliseAddress, normaliseAddressField } from './address-normalise';
import type { Address } from './address-schemas';

const COUNTRIES = [...Object.keys(ADDRESS_COUNTRY_RULES), 'FR', 'GB', '840', 'us', ''];

describe('§5 Address, before sending: one test per country row', () => {
  it.each(Object.entries(ADDRESS_COUNTRY_RULES))('§5 %s: state, postal code and line 1 as sent', (country, rule) => {
    const sent = normaliseAddress({
      countryCode: country.toLowerCase(),
      stateProvinceCode: ' sp ',
      postalCode: ' k1a 0b1 ',
      line1: ' rua augusta ',
      city: ' x ',
    });
    expect(sent.countryCode).toBe(country);
    expect(sent.stateProvinceCode).toBe(rule.upperCaseState ? 'SP' : 'sp');
    expect(sent.postalCode).toBe('K1A 0B1');
    expect(sent.line1).toBe(rule.capitaliseLine1 ? 'Rua augusta' : 'rua augusta');
    expect(sent.city).toBe(country === 'SG' ? 'Singapore' : 'x');
  });

  it.each<[AddressField, string, string, string]>([
    ['stateProvinceCode', 'US', ' ny ', 'NY'],
    ['stateProvinceCode', 'CA', 'qc', 'QC'],
    ['stateProvinceCode', 'AU', 'nsw', 'NSW'],
    ['stateProvinceCode', 'BR', 'rj', 'RJ'],
    ['stateProvinceCode', 'NZ', ' Canterbury ', 'Canterbury'],
    ['stateProvinceCode', 'FR', 'île-de-france', 'île-de-france'],
    ['postalCode', 'GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['line1', 'BR', 'ávila, 12', 'Ávila, 12'],
    ['line1', 'BR', '12 rua x', '12 rua x'],
    ['line1', 'BR', '', ''],
    ['line1', 'BR', '𐐨bc', '𐐀bc'],
    ['line1', 'US', 'main st', 'main st'],
    ['city', 'SG', '', 'Singapore'],
    ['countryCode', 'US', ' 840 ', 'US'],
    ['countryCode', 'US', ' nz', 'NZ'],
    ['phone', 'US', ' (212)555-0123 ', '(212)555-0123'],
  ])('§5 %s in %s: %j is sent as %j', (field, country, value, expected) => {
    expect(normaliseAddressField(field, value, country)).toBe(expected);
  });

  it('§3 country US by default; personName built from first and last; nickName trimmed; other fields kept', () => {
    const sent = normaliseAddress({
      firstName: ' Ana ',
      lastName: 'Lee',
      nickName: ' Home ',
      id: '7',
      default: true,
      countryCode: '',
    });
    expect(sent).toEqual({
      countryCode: 'US',
      firstName: 'Ana',
      lastName: 'Lee',
      personName: 'Ana Lee',
      nickName: 'Home',
      id: '7',
      default: true,
    });
  });

  it('§3 a personName given is kept; a single name part builds nothing', () => {
    expect(
      normaliseAddress({ countryCode: 'US', personName: ' A Lee ', firstName: 'Ana', lastName: 'Lee' }).personName,
    ).toBe('A Lee');
    expect(normaliseAddress({ countryCode: 'US', firstName: 'Ana' }).personName).toBeUndefined();
  });

  it('§5 SG: the city is the fixed town even when none was given', () => {
    expect(normaliseAddress({ countryCode: 'SG' }).city).toBe('Singapore');
  });
});

const text = fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: undefined });
const anyAddress: fc.Arbitrary<Address> = fc.record(
  {
    personName: text,
    firstName: text,
    lastName: text,
    nickName: text,
    line1: text,
    line2: text,
    line3: text,
    city: text,
    stateProvinceCode: text,
    postalCode: text,
    countryCode: fc.oneof(fc.constantFrom(...COUNTRIES), fc.string({ maxLength: 4 })),
    phone: text,
  },
  { requiredKeys: ['countryCode'] },
);

describe('§5 normalisation properties', () => {
  it('property: normalisation is idempotent (fields and whole addresses)', () => {
    fc.assert(
      fc.property(anyAddress, (address) => {
        const once = normaliseAddress(address);
        expect(normaliseAddress(once)).toEqual(once);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ADDRESS_FIELDS),
        fc.constantFrom(...COUNTRIES),
        fc.string({ unit: 'binary' }),
        (field, country, value) => {
          const once = normaliseAddressField(field, value, country);
          expect(normaliseAddressField(field, once, country)).toBe(once);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: sent fields are trimmed, the country upper-case and the postal code upper-case', () => {
    fc.assert(
      fc.property(anyAddress, (address) => {
        const sent = normaliseAddress(address);
        for (const field of ADDRESS_FIELDS) {
          const value = sent[field];
          if (value !== undefined) expect(value).toBe(value.trim());
        }
        expect(sent.countryCode).toBe(sent.countryCode.toUpperCase());
        expect(sent.postalCode).toBe(sent.postalCode?.toUpperCase());
      }),
      { numRuns: 1000 },
    );
  });
});
