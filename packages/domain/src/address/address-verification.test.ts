import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRY_RULES } from './address-countries';
import type { Address } from './address-schemas';
import {
  ADDRESS_CHOICE_OVERRIDES,
  addAfterAddressNotFound,
  canUpdateAddress,
  changedAddressFields,
  chooseAddress,
  DEFAULT_VERIFICATION_OVERRIDE,
  initAddress,
  newAddress,
  opensAddressNotFound,
  shouldVerifyAddress,
} from './address-verification';

const ENTERED: Address = {
  id: 'a1',
  intentId: 'intent-1',
  personName: 'Ann Lee',
  line1: '1 main st',
  city: 'New York',
  stateProvinceCode: 'ny',
  postalCode: '10001',
  countryCode: 'US',
  phone: '(212)555-0123',
};
const SUGGESTED: Address = {
  line1: '1 MAIN ST',
  city: 'NEW YORK',
  stateProvinceCode: 'NY',
  postalCode: '10001-1234',
  countryCode: 'US',
};

describe('§5 verification runs only for US and CA, and only when validate is not false', () => {
  it.each(Object.entries(ADDRESS_COUNTRY_RULES))('§5 §9 %s', (countryCode, rule) => {
    expect(shouldVerifyAddress({ countryCode })).toBe(rule.verification);
    expect(shouldVerifyAddress({ countryCode, validate: true })).toBe(rule.verification);
    expect(shouldVerifyAddress({ countryCode, validate: false })).toBe(false);
  });

  it('property: whatever the address, verification means US or CA (840 and none are US) and validate not false', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.option(fc.boolean(), { nil: undefined }), (countryCode, validate) => {
        const verified = shouldVerifyAddress({ countryCode, validate });
        expect(verified).toBe(['US', 'CA', '840', ''].includes(countryCode.trim().toUpperCase()) && validate !== false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§4 address init and §5 "sent as not verified"', () => {
  it.each<[string, Address, Address['addressVerificationStatusOverride'], boolean]>([
    ['a US address', { countryCode: 'US' }, 'NOT_VERIFIED', true],
    ['a NZ address', { countryCode: 'NZ' }, 'NOT_VERIFIED', false],
    ['a US address with validate false', { countryCode: 'US', validate: false }, 'NOT_VERIFIED', false],
    ['an override given', { countryCode: 'CA', addressVerificationStatusOverride: 'VERIFIED' }, 'VERIFIED', true],
  ])('§4 %s', (_case, address, override, validate) => {
    expect(initAddress(address)).toEqual({ ...address, addressVerificationStatusOverride: override, validate });
  });

  it('§4 NOT_VERIFIED is the default override', () => {
    expect(DEFAULT_VERIFICATION_OVERRIDE).toBe('NOT_VERIFIED');
  });

  it.each<[string, Parameters<typeof newAddress>[0], string]>([
    ['no addresses: US', [], 'US'],
    ['the default address country', [{ countryCode: 'NZ' }, { countryCode: 'au', default: true }], 'AU'],
    ['else the first', [{ countryCode: 'BR' }, { countryCode: 'CA', default: false }], 'BR'],
  ])('§4 a new address model: %s', (_case, saved, countryCode) => {
    expect(newAddress(saved)).toEqual({ countryCode, addressVerificationStatusOverride: 'NOT_VERIFIED' });
  });
});

describe('§4 suggestions, the not-found modal and updates', () => {
  it('§3 VERIFIED for a suggestion, CONSUMER_OVERRIDE for the entered address', () => {
    expect(ADDRESS_CHOICE_OVERRIDES).toEqual({ suggested: 'VERIFIED', entered: 'CONSUMER_OVERRIDE' });
  });

  it('§4 choosing the suggestion takes its postal fields and keeps the rest', () => {
    expect(chooseAddress('suggested', ENTERED, { ...SUGGESTED, line2: undefined })).toEqual({
      ...ENTERED,
      ...SUGGESTED,
      addressVerificationStatusOverride: 'VERIFIED',
      validate: false,
    });
  });

  it('§4 choosing the entered address keeps it as entered', () => {
    expect(chooseAddress('entered', ENTERED, SUGGESTED)).toEqual({
      ...ENTERED,
      addressVerificationStatusOverride: 'CONSUMER_OVERRIDE',
      validate: false,
    });
  });

  it('§4 changed fields are the ones the suggestion writes differently', () => {
    expect(changedAddressFields(ENTERED, SUGGESTED)).toEqual(['line1', 'city', 'postalCode']);
    expect(changedAddressFields(ENTERED, { countryCode: 'US', line1: ' 1 main st ' })).toEqual([]);
    expect(changedAddressFields({ countryCode: 'US' }, { countryCode: 'US', line2: 'Apt 1' })).toEqual(['line2']);
  });

  it('§4 a 422 opens the address-not-found modal; Add saves as CONSUMER_OVERRIDE with validation off', () => {
    expect([422, 400, 500, null, undefined].map(opensAddressNotFound)).toEqual([true, false, false, false, false]);
    expect(addAfterAddressNotFound({ ...ENTERED, validate: true })).toEqual({
      ...ENTERED,
      addressVerificationStatusOverride: 'CONSUMER_OVERRIDE',
      validate: false,
    });
  });

  it.each<[string | undefined, boolean]>([
    ['intent-1', true],
    ['  ', false],
    ['', false],
    [undefined, false],
  ])('§4 updating with intentId %j is allowed: %s', (intentId, allowed) => {
    expect(canUpdateAddress({ intentId })).toBe(allowed);
  });
});
