import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES } from './address-countries';
import { addressAutocompleteSettings, AddressAutocompleteConfigSchema, DEFAULT_AUTOCOMPLETE_COUNTRIES } from './address-autocomplete';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../constants/constants';

describe('§5 Address autocomplete settings (SPEC-DECISIONS: off unless configured)', () => {
  it.each<[string, Parameters<typeof addressAutocompleteSettings>[0], boolean, string[]]>([
    ['nothing configured: off, US', undefined, false, ['US']],
    ['a blank key: off', { providerKey: '   ' }, false, ['US']],
    ['a key: on, US', { providerKey: 'k-123' }, true, ['US']],
    ['configured countries, normalised, in order, once', { providerKey: 'k', countries: ['ca', 'US', 'CA', '840'] }, true, ['CA', 'US']],
    ['countries that are not address countries are dropped', { providerKey: 'k', countries: ['FR', 'nz'] }, true, ['NZ']],
    ['none left: US', { countries: ['FR'] }, false, ['US']],
  ])('§5 %s', (_case, config, enabled, countries) => {
    expect(addressAutocompleteSettings(config)).toEqual({ enabled, debounceMs: 1000, countries });
  });

  it('§5 §9 debounce 1000 ms from the shared constant; default list US', () => {
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(1000);
    expect(DEFAULT_AUTOCOMPLETE_COUNTRIES).toEqual(['US']);
  });

  it('the configuration schema trims the key and refuses non-text', () => {
    expect(v.parse(AddressAutocompleteConfigSchema, { providerKey: ' k ' })).toEqual({ providerKey: 'k' });
    const result = v.safeParse(AddressAutocompleteConfigSchema, { countries: [1] });
    expect(result.issues?.[0]?.message).toBe('address:data.invalid');
  });

  it('property: any configuration gives a non-empty list of address countries', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.array(fc.string({ maxLength: 4 })), { nil: undefined }), (providerKey, countries) => {
        const settings = addressAutocompleteSettings({ providerKey, countries });
        expect(settings.countries.length).toBeGreaterThan(0);
        for (const country of settings.countries) expect(ADDRESS_COUNTRIES).toContain(country);
        expect(settings.enabled).toBe((providerKey ?? '').trim() !== '');
      }),
      { numRuns: 1000 },
    );
  });
});
