// The address form's values: a saved address's, a new one's in the first country the merchant offers.
import { describe, expect, it } from 'vitest';
import { addressValues } from './address-values';

describe('the address form values', () => {
  it('a new address starts empty, in the first of the configured countries', () => {
    expect(addressValues(null, ['CA', 'US'])).toEqual({
      personName: '',
      line1: '',
      line2: '',
      line3: '',
      city: '',
      stateProvinceCode: '',
      postalCode: '',
      countryCode: 'CA',
      phone: '',
    });
  });

  it('a saved address fills every field; first and last names make the person name when it has none', () => {
    const values = addressValues(
      {
        firstName: 'Sam',
        lastName: 'Shopper',
        line1: '1 Queen St',
        city: 'Auckland',
        postalCode: '1010',
        countryCode: 'NZ',
        phone: '+64 9 123 4567',
      },
      ['US', 'NZ'],
    );
    expect(values).toMatchObject({
      personName: 'Sam Shopper',
      line1: '1 Queen St',
      city: 'Auckland',
      countryCode: 'NZ',
      phone: '+64 9 123 4567',
    });
  });

  it('a saved address in a country the merchant does not offer starts in the first one offered', () => {
    expect(addressValues({ line1: '1 Main St', countryCode: 'BR' }, ['US']).countryCode).toBe('US');
  });
});
