import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddressAutocompleteConfigSchema,
  placeAddressOf,
  readPlaceComponents,
  type PlaceComponent,
} from './address-autocomplete';
import { ADDRESS_COUNTRIES, addressInputMaxLengths } from './address-countries';

const part = (longText: string, types: string[], shortText = longText): PlaceComponent => ({
  longText,
  shortText,
  types,
});

const GOOGLEPLEX: PlaceComponent[] = [
  part('1600', ['street_number']),
  part('Amphitheatre Parkway', ['route'], 'Amphitheatre Pkwy'),
  part('Building 40', ['subpremise']),
  part('Mountain View', ['locality', 'political']),
  part('Santa Clara County', ['administrative_area_level_2', 'political']),
  part('California', ['administrative_area_level_1', 'political'], 'CA'),
  part('United States', ['country', 'political'], 'US'),
  part('94043', ['postal_code']),
];

describe('§5 maps autocomplete: an issuer hosted places service (SPEC-DECISIONS: off unless configured)', () => {
  it('is a script URL and a browser key; anything else is refused with the field named', () => {
    expect(
      v.parse(AddressAutocompleteConfigSchema, {
        scriptUrl: 'https://places.example/maps/api/js',
        apiKey: 'AIzaSyExample_Key-1',
      }),
    ).toEqual({
      scriptUrl: 'https://places.example/maps/api/js',
      apiKey: 'AIzaSyExample_Key-1',
    });
    const messages = (input: unknown) =>
      v.safeParse(AddressAutocompleteConfigSchema, input).issues?.map((i) => i.message);
    expect(messages({ scriptUrl: 'javascript:alert(1)', apiKey: 'AIzaSyExample' })).toEqual([
      'addressAutocomplete.scriptUrl must use http or https',
    ]);
    expect(messages({ scriptUrl: 'https://places.example/js', apiKey: 'k"<script>' })).toEqual([
      'addressAutocomplete.apiKey must be 8 to 200 letters, digits, _ or -',
    ]);
    expect(
      messages({ scriptUrl: 'https://places.example/js', apiKey: 'AIzaSyExample', countries: ['US'] })?.length,
    ).toBe(1);
  });
});

describe('§5 a place from the hosted service as an address (placeAddressOf)', () => {
  it("fills line 1 from number and street (the street's short, postal form in the US and Canada), line 2 from the unit, the city, the state code and the postal code", () => {
    expect(placeAddressOf(GOOGLEPLEX, 'US')).toEqual({
      line1: '1600 Amphitheatre Pkwy',
      line2: 'Building 40',
      line3: '',
      city: 'Mountain View',
      stateProvinceCode: 'CA',
      postalCode: '94043',
      countryCode: 'US',
    });
  });

  it('a place in another country than the one asked, or without a street, is not an address to fill', () => {
    expect(placeAddressOf(GOOGLEPLEX, 'CA')).toBeNull();
    expect(
      placeAddressOf(
        GOOGLEPLEX.filter((c) => !c.types.includes('route')),
        'US',
      ),
    ).toBeNull();
    expect(placeAddressOf([], 'US')).toBeNull();
  });

  it('the city falls back to the postal town; in Brazil the number follows the street', () => {
    const london = [
      part('221B', ['street_number']),
      part('Baker Street', ['route']),
      part('London', ['postal_town']),
      part('United Kingdom', ['country'], 'GB'),
    ];
    expect(placeAddressOf(london, 'GB')?.city).toBe('London');
    const saoPaulo = [
      part('1500', ['street_number']),
      part('Rua Augusta', ['route']),
      part('São Paulo', ['locality']),
      part('São Paulo', ['administrative_area_level_1'], 'SP'),
      part('Brazil', ['country'], 'BR'),
      part('01304-001', ['postal_code']),
    ];
    expect(placeAddressOf(saoPaulo, 'BR')).toMatchObject({
      line1: 'Rua Augusta 1500',
      city: 'São Paulo',
      stateProvinceCode: 'SP',
      postalCode: '01304-001',
    });
  });

  it('reads a service answer defensively: missing texts are empty, anything not a list of components is null', () => {
    expect(readPlaceComponents([{ longText: null, shortText: 'US', types: ['country'] }])).toEqual([
      { longText: '', shortText: 'US', types: ['country'] },
    ]);
    expect(readPlaceComponents({ addressComponents: [] })).toBeNull();
    expect(readPlaceComponents([{ longText: 'x', types: 'route' }])).toBeNull();
  });

  it('property: whatever the service says, an address it fills is in the asked country and within the §5 field limits', () => {
    const component = fc.record({
      longText: fc.string({ maxLength: 300 }),
      shortText: fc.oneof(fc.constantFrom(...ADDRESS_COUNTRIES), fc.string({ maxLength: 4 })),
      types: fc.subarray([
        'street_number',
        'route',
        'subpremise',
        'locality',
        'postal_town',
        'administrative_area_level_1',
        'postal_code',
        'country',
      ]),
    });
    fc.assert(
      fc.property(
        fc.array(component, { maxLength: 12 }),
        fc.constantFrom(...ADDRESS_COUNTRIES),
        (components, country) => {
          const address = placeAddressOf(components, country);
          if (address === null) return;
          expect(address.countryCode).toBe(country);
          expect(address.line1).not.toBe('');
          const most = addressInputMaxLengths(country);
          for (const field of ['line1', 'line2', 'city', 'stateProvinceCode', 'postalCode'] as const) {
            const limit = most[field];
            if (limit !== undefined) expect(address[field].length).toBeLessThanOrEqual(limit);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
