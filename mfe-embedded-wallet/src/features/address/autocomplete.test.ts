import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '@portal/domain/address';
import { placeLabel, savedAddressSuggestions, withMoreSuggestions } from './autocomplete';

const HOME: Address = {
  id: 'A-1',
  personName: 'Sam Shopper',
  line1: '1600 Amphitheatre Pkwy',
  line2: 'Building 40',
  city: 'Mountain View',
  stateProvinceCode: 'CA',
  postalCode: '94043',
  countryCode: 'US',
  phone: '2025550147',
};
const OFFICE: Address = {
  id: 'A-2',
  personName: 'Sam Shopper',
  line1: '1 Infinite Loop',
  city: 'Cupertino',
  stateProvinceCode: 'CA',
  postalCode: '95014',
  countryCode: 'US',
};
const TORONTO: Address = {
  id: 'A-3',
  line1: '1600 Yonge St',
  city: 'Toronto',
  stateProvinceCode: 'ON',
  postalCode: 'M4T 1Z7',
  countryCode: 'CA',
};

describe("the offline provider's saved-address suggestions (§5 autocomplete)", () => {
  it("offers the saved places in the country whose one line holds what line 1 holds, ignoring case and spacing; the shopper's name and phone are not part of it", () => {
    expect(savedAddressSuggestions([HOME, OFFICE, TORONTO], 'US', '1600  amphi')).toEqual([
      {
        label: '1600 Amphitheatre Pkwy, Building 40, Mountain View CA 94043',
        place: {
          line1: '1600 Amphitheatre Pkwy',
          line2: 'Building 40',
          line3: '',
          city: 'Mountain View',
          stateProvinceCode: 'CA',
          postalCode: '94043',
          countryCode: 'US',
        },
      },
    ]);
    expect(savedAddressSuggestions([HOME, OFFICE, TORONTO], 'US', 'cupertino').map((s) => s.place.line1)).toEqual([
      '1 Infinite Loop',
    ]);
    expect(savedAddressSuggestions([HOME, OFFICE, TORONTO], 'CA', '1600').map((s) => s.place.city)).toEqual([
      'Toronto',
    ]);
    expect(savedAddressSuggestions([HOME], 'US', 'Sam')).toEqual([]);
  });

  it('nothing under three characters; the same place saved twice (two names) is offered once', () => {
    expect(savedAddressSuggestions([HOME], 'US', '16')).toEqual([]);
    expect(
      savedAddressSuggestions([HOME, { ...HOME, id: 'A-9', personName: 'Alex Shopper' }], 'US', '1600'),
    ).toHaveLength(1);
  });

  it('a place reads as one line: lines, then city, state and postal code', () => {
    expect(
      placeLabel({
        line1: '10 Queen St',
        line2: '',
        line3: 'Ponsonby',
        city: 'Auckland',
        stateProvinceCode: '',
        postalCode: '1011',
        countryCode: 'NZ',
      }),
    ).toBe('10 Queen St, Ponsonby, Auckland 1011');
  });

  it('whatever is saved and typed: at most five, each in the country, each holding what was typed, none twice', () => {
    const address = fc.record({
      id: fc.uuid(),
      line1: fc.string({ minLength: 1, maxLength: 20 }),
      city: fc.string({ maxLength: 10 }),
      stateProvinceCode: fc.constantFrom('CA', 'NY', 'ON', ''),
      postalCode: fc.string({ maxLength: 7 }),
      countryCode: fc.constantFrom('US', 'CA', 'NZ'),
    });
    fc.assert(
      fc.property(
        fc.array(address, { maxLength: 30 }),
        fc.constantFrom('US', 'CA', 'NZ'),
        fc.string({ maxLength: 8 }),
        (saved, country, typed) => {
          const found = savedAddressSuggestions(saved, country, typed);
          const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
          expect(found.length).toBeLessThanOrEqual(5);
          expect(new Set(found.map((s) => fold(s.label))).size).toBe(found.length);
          for (const s of found) {
            expect(s.place.countryCode).toBe(country);
            expect(fold(s.label)).toContain(fold(typed));
          }
          if (fold(typed).length < 3) expect(found).toEqual([]);
        },
      ),
    );
  });
});

describe('withMoreSuggestions: the shopper own places first, then a hosted service', () => {
  const base = {
    postalArea: () => Promise.resolve({ city: 'Mountain View', stateProvinceCode: 'CA' }),
    suggestions: () => Promise.resolve(savedAddressSuggestions([HOME, OFFICE], 'US', 'amphi')),
  };
  const service = (labels: string[]) => ({
    suggestions: () => Promise.resolve(labels.map((label) => ({ label, details: () => Promise.resolve(null) }))),
  });

  it("adds the service's places after the saved ones, each label once (ignoring case and spacing), at most five", async () => {
    const provider = withMoreSuggestions(
      base,
      service(['1600 amphitheatre pkwy,  building 40, mountain view ca 94043', 'A', 'B', 'C', 'D', 'E']),
    );
    expect((await provider.suggestions('US', 'amphi')).map((s) => s.label)).toEqual([
      '1600 Amphitheatre Pkwy, Building 40, Mountain View CA 94043',
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(await provider.postalArea('US', '94043')).toEqual({ city: 'Mountain View', stateProvinceCode: 'CA' });
  });

  it("a service that fails leaves the shopper's own", async () => {
    const provider = withMoreSuggestions(base, { suggestions: () => Promise.reject(new Error('down')) });
    expect(await provider.suggestions('US', 'amphi')).toHaveLength(1);
  });
});
