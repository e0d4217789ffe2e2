import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_CONTEXTS,
  ADDRESS_VERIFICATION_OVERRIDES,
  addressContextOf,
  AddressSaveResponseSchema,
  AddressSchema,
  DEFAULT_ADDRESS_CONTEXT,
  ServerBillingAddressSchema,
  suggestedAddresses,
} from './address-schemas';

/** §3 Address: every field the spec names for the entity, and the ones it says are also carried. */
const SPEC_FIELDS = [
  'id',
  'accepted',
  'personName',
  'nickName',
  'firstName',
  'lastName',
  'line1',
  'line2',
  'line3',
  'city',
  'stateProvinceCode',
  'postalCode',
  'countryCode',
  'phone',
  'phoneNumberCountryIsoCode',
  'verificationStatus',
  'default',
  'billingAccepted',
  'context',
  'intentId',
  'verificationDetails',
  'verificationResult',
  'suggestions',
  'validate',
  'addressVerificationStatusOverride',
];

describe('§3 Address entity schema', () => {
  it('§3 holds every field of the entity, plus the two merchant locale flags', () => {
    expect(Object.keys(AddressSchema.entries).sort()).toEqual(
      [...SPEC_FIELDS, 'merchantAcceptsShippingLocale', 'merchantAcceptsBillingLocale'].sort(),
    );
  });

  it.each<[unknown, string]>([
    [undefined, 'US'],
    [null, 'US'],
    ['ca', 'CA'],
    [840, 'US'],
    ['840', 'US'],
  ])('§3 §9 countryCode %j reads as %s', (countryCode, expected) => {
    expect(v.parse(AddressSchema, { countryCode }).countryCode).toBe(expected);
  });

  it('reads null as absent and a numeric id as text', () => {
    expect(v.parse(AddressSchema, { id: 12, line2: null, default: null })).toEqual({ id: '12', countryCode: 'US' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a flag as text', { default: 'true' }],
    ['an unknown context', { context: 'home' }],
    ['an unknown override', { addressVerificationStatusOverride: 'MAYBE' }],
    ['a line as a number', { line1: 1 }],
    ['a country as an object', { countryCode: {} }],
  ])('refuses %s with the data key', (_case, patch) => {
    const result = v.safeParse(AddressSchema, patch);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('address:data.invalid');
  });

  it('§3 override statuses and §2 contexts', () => {
    expect(ADDRESS_VERIFICATION_OVERRIDES).toEqual(['VERIFIED', 'CONSUMER_OVERRIDE', 'NOT_VERIFIED']);
    expect(ADDRESS_CONTEXTS).toEqual(['shipping', 'billing']);
    expect(DEFAULT_ADDRESS_CONTEXT).toBe('shipping');
    expect(['billing', 'shipping', undefined, 'BILLING', 3].map(addressContextOf)).toEqual([
      'billing',
      'shipping',
      'shipping',
      'shipping',
      'shipping',
    ]);
  });

  it('property: any value parses or fails with the data key, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...SPEC_FIELDS), fc.anything())), (value) => {
        for (const schema of [AddressSchema, ServerBillingAddressSchema, AddressSaveResponseSchema]) {
          const result = v.safeParse(schema, value);
          if (!result.success)
            expect(new Set(result.issues.map((i) => i.message))).toEqual(new Set(['address:data.invalid']));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§7 the save response: address, suggestions.address, changed, status', () => {
  it('reads every field the portal reads', () => {
    const response = v.parse(AddressSaveResponseSchema, {
      address: { id: 'a1', line1: '1 Main St' },
      suggestions: { address: { line1: '1 MAIN ST' } },
      changed: ['line1'],
      status: 'SUGGESTED',
      extra: 'ignored',
    });
    expect(response).toEqual({
      address: { id: 'a1', line1: '1 Main St', countryCode: 'US' },
      suggestions: { address: { line1: '1 MAIN ST', countryCode: 'US' } },
      changed: ['line1'],
      status: 'SUGGESTED',
    });
  });

  it.each<[string, unknown, number]>([
    ['one suggested address', { suggestions: { address: { line1: 'A' } } }, 1],
    ['a list under address', { suggestions: { address: [{ line1: 'A' }, { line1: 'B' }] } }, 2],
    ['a list under addresses', { suggestions: { addresses: [{ line1: 'A' }] } }, 1],
    ['both', { suggestions: { address: { line1: 'A' }, addresses: [{ line1: 'B' }] } }, 2],
    ['none', { changed: false, status: 200 }, 0],
    ['null suggestions', { suggestions: null }, 0],
  ])('§4 %s: the suggestion step gets them all', (_case, raw, count) => {
    expect(suggestedAddresses(v.parse(AddressSaveResponseSchema, raw))).toHaveLength(count);
  });

  it('§3 an address carries its own suggestions the same way', () => {
    expect(suggestedAddresses(v.parse(AddressSchema, { suggestions: { addresses: [{ city: 'X' }] } }))).toEqual([
      { city: 'X', countryCode: 'US' },
    ]);
  });
});
