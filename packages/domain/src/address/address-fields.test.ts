import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS, ADDRESS_LINE_PATTERN, CITY_PATTERN, STATE_ALPHABETIC_PATTERN } from './address-fields';

describe('§5 Address: the allowed formats of lines and city (decided; the spec does not show them)', () => {
  it.each<[string, boolean]>([
    ['1600 Pennsylvania Ave NW', true],
    ['Apt. 4B, Floor 2', true],
    ['P.O. Box 123', true],
    ['1/2 Smith St', true],
    ['Unit #4 & 5', true],
    ['Rua José de Alencar, 1.234 - Sala 5', true],
    ['C/ Mayor, 3º 2ª', true],
    ['Bloco B; 3° andar', true],
    ['Königstraße 12a', true],
    ["O'Connell St (rear): door 2", true],
    ['北京市朝阳区建国路 88 号', true],
    ['12', true],
    ['#-/', false],
    ['<script>', false],
    ['1 "Main" St', false],
    ['a{b}', false],
    ['back\\slash', false],
    ['tab\there', false],
    ['line\nbreak', false],
    ['user@example', false],
    ['', false],
  ])('§5 address line %j allowed: %s', (line, allowed) => {
    expect(ADDRESS_LINE_PATTERN.test(line)).toBe(allowed);
  });

  it.each<[string, boolean]>([
    ['New York', true],
    ["St. John's", true],
    ['Winston-Salem', true],
    ['Coeur d’Alene', true],
    ['Washington, D.C.', true],
    ['São Paulo', true],
    ['100 Mile House', true],
    ['Llanfair (Anglesey)', true],
    ['東京', true],
    ['12345', false],
    ['Austin #2', false],
    ['Austin/Round Rock', false],
    ['<b>', false],
    ['', false],
  ])('§5 city %j allowed: %s', (city, allowed) => {
    expect(CITY_PATTERN.test(city)).toBe(allowed);
  });

  it.each<[string, boolean]>([
    ['TX', true],
    ['Québec', true],
    ['NSW', true],
    ['T1', false],
    ['New York', false],
    ['', false],
  ])('§5 portal state %j alphabetic only: %s', (state, allowed) => {
    expect(STATE_ALPHABETIC_PATTERN.test(state)).toBe(allowed);
  });

  it('property: no line or city that passes carries markup, quotes, backslashes or control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        for (const pattern of [ADDRESS_LINE_PATTERN, CITY_PATTERN, STATE_ALPHABETIC_PATTERN]) {
          if (pattern.test(text)) expect(text).not.toMatch(/[<>"{}\\\p{Cc}]/u);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the form fields, in the order a form shows them', () => {
    expect(ADDRESS_FIELDS).toEqual([
      'personName',
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
    ]);
  });
});
