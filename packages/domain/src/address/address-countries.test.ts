import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_COUNTRY_RULES,
  ADDRESS_VERIFICATION_COUNTRIES,
  addressCountryRules,
  addressInputMaxLengths,
  DEFAULT_ADDRESS_COUNTRY,
  isAddressCountry,
  normaliseCountryCode,
  OTHER_COUNTRY_RULE,
  type AddressCountryRule,
} from './address-countries';
import { ADDRESS_FIELD_LIMITS, ENTER_SUPPRESSED_FIELDS } from './address-fields';

const ROWS: [string, AddressCountryRule][] = Object.entries(ADDRESS_COUNTRY_RULES);

// The lists exactly as §5 Address writes them, checked against every row of the table.
const CITY_REQUIRED = ['US', 'CA', 'AU', 'NZ', 'BR', 'HK', 'CN', 'MY', 'SG'];
const STATE_EXEMPT = ['AR', 'CL', 'CO', 'HK', 'MX', 'MY', 'PE', 'SG', 'ZA', 'AE'];
const POSTAL_EXEMPT = ['CO', 'HK', 'AE'];
const POSTAL_INPUT_MAX: Record<string, number> = { US: 6, AU: 5, NZ: 5, CA: 9 };
const POSTAL_MASKS: Record<string, string> = { US: 'XXXXX', AU: 'XXXX', NZ: 'XXXX', CA: 'XXX XXX', BR: 'XXXXX-XXX' };

describe('§5 Address: the per-country table, one test per row', () => {
  it.each(ROWS)('§5 %s: city, state and postal code required as the spec lists', (code, rule) => {
    expect(rule.cityRequired).toBe(CITY_REQUIRED.includes(code));
    expect(rule.stateRequired).toBe(!STATE_EXEMPT.includes(code));
    expect(rule.postalRequired).toBe(!POSTAL_EXEMPT.includes(code));
  });

  it.each(ROWS)('§3 §9 %s: supported and verified as §3 and §9 say', (code, rule) => {
    expect(rule.supported).toBe(['US', 'AU', 'CA', 'NZ', 'BR'].includes(code));
    expect(rule.verification).toBe(['US', 'CA'].includes(code));
  });

  it.each(ROWS)('§5 %s: state upper-cased (US CA AU BR), line 1 capitalised (BR), line3 used (NZ BR)', (code, rule) => {
    expect(rule.upperCaseState).toBe(['US', 'CA', 'AU', 'BR'].includes(code));
    expect(rule.capitaliseLine1).toBe(code === 'BR');
    expect(rule.usesLine3).toBe(['NZ', 'BR'].includes(code));
    expect(rule.stateNeedsBrazilValidation).toBe(code === 'BR');
  });

  it.each(ROWS)(
    '§5 %s: field max lengths (phone 16 US CA AU else 25; postal 6 US, 5 AU NZ, 9 CA, else 16; state 3 AU)',
    (code, rule) => {
      const phone = ['US', 'CA', 'AU'].includes(code) ? 16 : 25;
      const postal = POSTAL_INPUT_MAX[code] ?? 16;
      expect(rule.inputMaxLength).toEqual({
        phone,
        postalCode: postal,
        ...(code === 'AU' ? { stateProvinceCode: 3 } : {}),
      });
    },
  );

  it.each(ROWS)('§5 %s: masks (phone US CA; postal US AU NZ CA BR; state US CA two letters)', (code, rule) => {
    const phone = ['US', 'CA'].includes(code) ? '(XXX)XXX-XXXX' : undefined;
    const postal = POSTAL_MASKS[code];
    const state = ['US', 'CA'].includes(code) ? 'XX' : undefined;
    expect(rule.masks.phone?.pattern).toBe(phone);
    expect(rule.masks.postalCode?.pattern).toBe(postal);
    expect(rule.masks.stateProvinceCode?.pattern).toBe(state);
  });

  it.each(ROWS)(
    '§5 %s: the postal format refuses two hyphens; min is at most max; listed states fit their lengths',
    (_code, rule) => {
      const postal = rule.postal.format;
      expect(postal).toBeInstanceOf(RegExp);
      for (const twoHyphens of ['A-B-C', '12-34-5', '123--45', '12345-678-9'])
        expect(postal instanceof RegExp && postal.test(twoHyphens)).toBe(false);
      for (const format of [rule.state, rule.postal]) {
        if (format === null) continue;
        expect(format.min).toBeLessThanOrEqual(format.max);
        if (!(format.format instanceof RegExp))
          for (const value of format.format) expect(value.length).toBeGreaterThanOrEqual(format.min);
      }
    },
  );

  it('§5 NZ has no state rule; US and CA states are two letters; AU states two or three', () => {
    expect(ADDRESS_COUNTRY_RULES.NZ.state).toBeNull();
    expect([ADDRESS_COUNTRY_RULES.US.state, ADDRESS_COUNTRY_RULES.CA.state].map((s) => [s.min, s.max])).toEqual([
      [2, 2],
      [2, 2],
    ]);
    expect([ADDRESS_COUNTRY_RULES.AU.state.min, ADDRESS_COUNTRY_RULES.AU.state.max]).toEqual([2, 3]);
  });

  it('§5 SG: the city is fixed and read-only, labelled by a message key', () => {
    expect(ADDRESS_COUNTRY_RULES.SG.fixedCity).toEqual({ value: 'Singapore', label: 'address:city.fixedLabel.SG' });
    expect(ROWS.filter(([, rule]) => rule.fixedCity).map(([code]) => code)).toEqual(['SG']);
  });

  it('§5 a country the spec does not name: city optional, state and postal code required', () => {
    expect(addressCountryRules('FR')).toBe(OTHER_COUNTRY_RULE);
    expect([
      OTHER_COUNTRY_RULE.cityRequired,
      OTHER_COUNTRY_RULE.stateRequired,
      OTHER_COUNTRY_RULE.postalRequired,
    ]).toEqual([false, true, true]);
  });
});

describe('§3 §9 countries', () => {
  it('§3 supports US, AU, CA, NZ, BR, and they are exactly the supported rows', () => {
    expect(ADDRESS_COUNTRIES).toEqual(['US', 'AU', 'CA', 'NZ', 'BR']);
    expect(
      ROWS.filter(([, r]) => r.supported)
        .map(([c]) => c)
        .sort(),
    ).toEqual([...ADDRESS_COUNTRIES].sort());
  });

  it('§9 verification countries are US and CA; default country US', () => {
    expect(ADDRESS_VERIFICATION_COUNTRIES).toEqual(['US', 'CA']);
    expect(DEFAULT_ADDRESS_COUNTRY).toBe('US');
  });

  it.each<[unknown, string]>([
    ['us', 'US'],
    [' ca ', 'CA'],
    ['840', 'US'],
    [840, 'US'],
    ['', 'US'],
    [undefined, 'US'],
    [null, 'US'],
    [{}, 'US'],
    ['fr', 'FR'],
    [124, '124'],
  ])('§3 §9 country code %j is %s', (raw, expected) => {
    expect(normaliseCountryCode(raw)).toBe(expected);
  });

  it('isAddressCountry accepts only the five', () => {
    expect(ADDRESS_COUNTRIES.every(isAddressCountry)).toBe(true);
    expect(['us', 'FR', 'HK', 840, null].some(isAddressCountry)).toBe(false);
  });

  it('property: any value gives an upper-case code, stable when normalised again, and rules without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (raw) => {
        const code = normaliseCountryCode(raw);
        expect(code).toBe(code.toUpperCase());
        expect(normaliseCountryCode(code)).toBe(code);
        expect(addressCountryRules(raw)).toBeDefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('names on the object prototype are other countries, not the prototype', () => {
    expect(addressCountryRules('constructor')).toBe(OTHER_COUNTRY_RULE);
    expect(addressCountryRules('__proto__')).toBe(OTHER_COUNTRY_RULE);
  });
});

describe('§5 Address input max lengths', () => {
  it.each<[string, number, number, number | undefined]>([
    ['US', 16, 6, undefined],
    ['CA', 16, 9, undefined],
    ['AU', 16, 5, 3],
    ['NZ', 25, 5, undefined],
    ['BR', 25, 16, undefined],
    ['FR', 25, 16, undefined],
  ])('§5 %s: phone %i, postal %i, state %s, and the field limits', (country, phone, postal, state) => {
    const lengths = addressInputMaxLengths(country);
    expect(lengths.phone).toBe(phone);
    expect(lengths.postalCode).toBe(postal);
    expect(lengths.stateProvinceCode).toBe(state);
    expect(lengths).toMatchObject(ADDRESS_FIELD_LIMITS);
  });

  it('§5 the limits: personName 120, first and last 24, line1 140, line2 140, line3 100, city 100', () => {
    expect(ADDRESS_FIELD_LIMITS).toEqual({
      personName: 120,
      firstName: 24,
      lastName: 24,
      line1: 140,
      line2: 140,
      line3: 100,
      city: 100,
    });
  });

  it('§5 Enter in line 1 is suppressed', () => {
    expect(ENTER_SUPPRESSED_FIELDS).toEqual(['line1']);
  });
});
