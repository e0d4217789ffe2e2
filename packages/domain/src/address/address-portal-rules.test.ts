import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS } from './address-fields';
import { ADDRESS_MESSAGE_KEYS } from './address-messages';
import { PORTAL_ADDRESS_RULES, portalAddressFormSchema, validatePortalAddress } from './address-portal-rules';

const VALID = { line1: '500 Oak Ave', city: 'Austin', stateProvinceCode: 'tx', postalCode: '78701', countryCode: 'US' };

describe('§5 Address, portal add/edit address rules: one test per row', () => {
  it.each<[keyof typeof PORTAL_ADDRESS_RULES, string, string | undefined]>([
    ['line1', '', 'address:line1.required'],
    ['line2', '', undefined],
    ['city', ' ', 'address:city.required'],
    ['stateProvinceCode', '', 'address:stateProvinceCode.required'],
    ['postalCode', '', 'address:postalCode.required'],
  ])('§5 %s left blank: %j gives %s', (field, value, expected) => {
    expect(validatePortalAddress({ ...VALID, [field]: value })[field]).toBe(expected);
    expect(PORTAL_ADDRESS_RULES[field].required).toBe(expected ?? null);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['line1 in the format', { line1: '1 <script>' }, { line1: 'address:line1.invalid' }],
    ['line2 in the format', { line2: 'Apt {4}' }, { line2: 'address:line2.invalid' }],
    ['city in the format', { city: '78701' }, { city: 'address:city.invalid' }],
    [
      'state alphabetic only',
      { stateProvinceCode: 'T1' },
      { stateProvinceCode: 'address:stateProvinceCode.alphabetic' },
    ],
    ['state of any letters', { stateProvinceCode: 'Québec', countryCode: 'CA', postalCode: 'G1R' }, {}],
    ['US postal minimum length 5', { postalCode: '7870' }, { postalCode: 'address:postalCode.tooShort' }],
    ['no minimum outside the US', { postalCode: '1', countryCode: 'NZ' }, {}],
    ['phone and names not validated', { phone: 'call me', personName: '' }, {}],
  ])('§5 %s', (_case, patch, expected) => {
    expect(validatePortalAddress({ ...VALID, ...patch })).toEqual(expected);
  });

  it('the form schema keeps the fields it does not validate, and normalises the ones it does', () => {
    const result = v.safeParse(portalAddressFormSchema('us'), {
      ...VALID,
      line1: ' 500 Oak Ave ',
      phone: 'x',
      personName: ' Ann ',
    });
    expect(result.success && result.output).toEqual({
      ...VALID,
      stateProvinceCode: 'TX',
      phone: 'x',
      personName: ' Ann ',
      line2: '',
    });
  });

  it('an address with no country is held to the US minimum', () => {
    expect(validatePortalAddress({ ...VALID, countryCode: undefined, postalCode: '123' })).toEqual({
      postalCode: 'address:postalCode.tooShort',
    });
  });

  it('property: arbitrary values and strings never throw and answer only known fields and keys', () => {
    const text = fc.string({ unit: 'binary', maxLength: 60 });
    const address = fc.oneof(
      fc.anything(),
      fc.record(
        {
          line1: text,
          line2: text,
          city: text,
          stateProvinceCode: text,
          postalCode: text,
          countryCode: fc.oneof(text, fc.constantFrom('US', 'CA')),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(address, (value) => {
        for (const [field, key] of Object.entries(validatePortalAddress(value))) {
          expect(ADDRESS_FIELDS).toContain(field);
          expect(ADDRESS_MESSAGE_KEYS).toContain(key);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('property: generated valid portal addresses pass', () => {
    const letters = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzçãé'),
      minLength: 1,
      maxLength: 12,
    });
    const valid = fc.record({
      line1: fc.tuple(fc.nat(9999), letters).map(([n, w]) => `${n} ${w} St.`),
      line2: fc.constantFrom('', 'Apt 2', 'Unit #4/B'),
      city: letters,
      stateProvinceCode: letters,
      postalCode: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 5, maxLength: 9 }),
      countryCode: fc.constantFrom('US', 'CA', 'AU', 'NZ', 'BR'),
    });
    fc.assert(
      fc.property(valid, (address) => {
        expect(validatePortalAddress(address)).toEqual({});
      }),
      { numRuns: 1000 },
    );
  });
});
