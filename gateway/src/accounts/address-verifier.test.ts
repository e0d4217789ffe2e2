// The offline address verifier (§5 Address: US and CA only; §4 Address flow: suggestions and "not
// found"): each rule with a real ZIP or postal code, the USPS spelling of the lines, the Canadian
// first-letter rule walked against the package's own data, and properties over arbitrary input.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { offlineAddressVerifier, type AddressField, type AddressToVerify, type Verification } from './address-verifier';

const verifier = offlineAddressVerifier();
const verify = (address: AddressToVerify): Promise<Verification> => verifier.verify(address);

const BEVERLY_HILLS: AddressToVerify = {
  line1: '9336 Civic Center Dr',
  city: 'Beverly Hills',
  stateProvinceCode: 'CA',
  postalCode: '90210',
  countryCode: 'US',
};
const TORONTO: AddressToVerify = {
  line1: '290 Bremner Blvd',
  city: 'Toronto',
  stateProvinceCode: 'ON',
  postalCode: 'M5V 3L9',
  countryCode: 'CA',
};

/** The answer for `address` with `change` applied to it. */
const verifyWith = (address: AddressToVerify, change: Partial<AddressToVerify>): Promise<Verification> =>
  verify({ ...address, ...change });

describe('offlineAddressVerifier', () => {
  it('is named, for the routes to log which verifier answered', () => {
    expect(verifier.name).toBe('offline');
  });

  it.each(['AU', 'NZ', 'BR', 'GB', '', 'USA'])(
    '§5: a %j address is not verifiable (verification runs only for US and CA)',
    async (countryCode) => {
      await expect(verifyWith(BEVERLY_HILLS, { countryCode })).resolves.toEqual({ kind: 'notVerifiable' });
    },
  );

  it('reads the country code trimmed and in any case, and answers it upper-case', async () => {
    await expect(verifyWith(BEVERLY_HILLS, { countryCode: ' us ' })).resolves.toEqual({
      kind: 'verified',
      address: BEVERLY_HILLS,
    });
    await expect(verifyWith(TORONTO, { countryCode: 'ca' })).resolves.toEqual({ kind: 'verified', address: TORONTO });
  });
});

describe('US addresses', () => {
  it('a known ZIP with its own city and state, in standard spelling, is verified as entered', async () => {
    await expect(verify(BEVERLY_HILLS)).resolves.toEqual({ kind: 'verified', address: BEVERLY_HILLS });
  });

  it('ZIP+4 is accepted and kept as entered', async () => {
    const address = { ...BEVERLY_HILLS, postalCode: '90210-1234' };
    await expect(verify(address)).resolves.toEqual({ kind: 'verified', address });
  });

  it.each(['00000', '99999'])('an unknown ZIP (%s) is not found', async (postalCode) => {
    await expect(verifyWith(BEVERLY_HILLS, { postalCode })).resolves.toEqual({ kind: 'notFound' });
  });

  it.each(['9021', '902100', '90210-12', '90210 1234', '9O210', 'ABCDE', ''])(
    'a malformed ZIP (%j) is not found',
    async (postalCode) => {
      await expect(verifyWith(BEVERLY_HILLS, { postalCode })).resolves.toEqual({ kind: 'notFound' });
    },
  );

  it('a ZIP only differing in spacing is suggested, postalCode the one change', async () => {
    await expect(verifyWith(BEVERLY_HILLS, { postalCode: ' 90210 ' })).resolves.toEqual({
      kind: 'suggested',
      address: BEVERLY_HILLS,
      changed: ['postalCode'],
    });
  });

  it("a wrong state with the ZIP's own city: the ZIP's state is suggested", async () => {
    await expect(verifyWith(BEVERLY_HILLS, { stateProvinceCode: 'NY' })).resolves.toEqual({
      kind: 'suggested',
      address: BEVERLY_HILLS,
      changed: ['stateProvinceCode'],
    });
  });

  it("a wrong state with the ZIP's city in other case and spacing: both are suggested", async () => {
    await expect(verifyWith(BEVERLY_HILLS, { city: '  beverly   HILLS', stateProvinceCode: 'NV' })).resolves.toEqual({
      kind: 'suggested',
      address: BEVERLY_HILLS,
      changed: ['city', 'stateProvinceCode'],
    });
  });

  it('a wrong state and another city cannot be reconciled with the ZIP: not found', async () => {
    await expect(verifyWith(BEVERLY_HILLS, { city: 'Reno', stateProvinceCode: 'NV' })).resolves.toEqual({
      kind: 'notFound',
    });
  });

  it('the state in lower case is suggested upper-case', async () => {
    await expect(verifyWith(BEVERLY_HILLS, { stateProvinceCode: 'ca' })).resolves.toEqual({
      kind: 'suggested',
      address: BEVERLY_HILLS,
      changed: ['stateProvinceCode'],
    });
  });

  it.each([
    ['BEVERLY HILLS', '90210', 'CA', 'Beverly Hills'],
    ['beverlyhills', '90210', 'CA', 'Beverly Hills'],
    ['St Charles', '63301', 'MO', 'Saint Charles'],
    ['St. Charles', '63301', 'MO', 'Saint Charles'],
    ['Ft Myers', '33901', 'FL', 'Fort Myers'],
    ['Mt Vernon', '10550', 'NY', 'Mount Vernon'],
    ['Ste Genevieve', '63670', 'MO', 'Sainte Genevieve'],
    // The package's own spelling is the standard one, abbreviated or not.
    ['Fort Mitchell', '41017', 'KY', 'Ft Mitchell'],
  ])(
    'the city %j of %s differs only in case, spacing or abbreviation: %j is suggested',
    async (city, postalCode, stateProvinceCode, standard) => {
      const entered = { line1: '1 Main St', city, stateProvinceCode, postalCode, countryCode: 'US' };
      await expect(verify(entered)).resolves.toEqual({
        kind: 'suggested',
        address: { ...entered, city: standard },
        changed: ['city'],
      });
      // …and the same spelling with the wrong state still finds the ZIP's state.
      await expect(verify({ ...entered, stateProvinceCode: 'WY' })).resolves.toEqual({
        kind: 'suggested',
        address: { ...entered, city: standard },
        changed: ['city', 'stateProvinceCode'],
      });
    },
  );

  it("another city with the right state and ZIP: the ZIP's city is suggested", async () => {
    await expect(verifyWith(BEVERLY_HILLS, { city: 'Los Angeles' })).resolves.toEqual({
      kind: 'suggested',
      address: BEVERLY_HILLS,
      changed: ['city'],
    });
  });

  it("a ZIP of a territory or the military post is as good as a state's", async () => {
    const sanJuan = {
      line1: '1 Calle Fortaleza',
      city: 'Adjuntas',
      stateProvinceCode: 'PR',
      postalCode: '00601',
      countryCode: 'US',
    };
    await expect(verify(sanJuan)).resolves.toEqual({ kind: 'verified', address: sanJuan });
    const apo = {
      line1: 'Unit 2050 Box 4190',
      city: 'Apo',
      stateProvinceCode: 'AE',
      postalCode: '09001',
      countryCode: 'US',
    };
    await expect(verify(apo)).resolves.toEqual({ kind: 'verified', address: apo });
  });
});

describe('US street lines (USPS Publication 28)', () => {
  it.each([
    ['123 Main Street', '123 Main St'],
    ['  123   Main  Street ', '123 Main St'],
    ['123 main street', '123 main St'],
    ['123 MAIN STREET', '123 MAIN ST'],
    ['123 Main St.', '123 Main St'],
    ['1 Park Avenue', '1 Park Ave'],
    ['45 Elm Road', '45 Elm Rd'],
    ['9 Sunset Boulevard', '9 Sunset Blvd'],
    ['7 Oak Drive', '7 Oak Dr'],
    ['8 Penny Lane', '8 Penny Ln'],
    ['3 Royal Court', '3 Royal Ct'],
    ['6 Elm Place', '6 Elm Pl'],
    ['123 North Main Street', '123 N Main St'],
    ['123 Main Street Northwest', '123 Main St NW'],
    ['500 South Ocean Boulevard Suite 200', '500 S Ocean Blvd Ste 200'],
    ['12 Main Street Apartment 4B', '12 Main St Apt 4B'],
    // A directional that is the street's name, and a suffix that is not the last word, stay as written.
    ['12 North Street', '12 North St'],
    ['100 Avenue of the Americas', '100 Avenue of the Americas'],
    ['5th Avenue', '5th Ave'],
    ['123 Street', '123 Street'],
    ['PO Box 123', 'PO Box 123'],
  ])('line 1 %j is standardised to %j', async (line1, standard) => {
    const answer = await verifyWith(BEVERLY_HILLS, { line1 });
    if (line1 === standard) expect(answer).toEqual({ kind: 'verified', address: { ...BEVERLY_HILLS, line1 } });
    else
      expect(answer).toEqual({ kind: 'suggested', address: { ...BEVERLY_HILLS, line1: standard }, changed: ['line1'] });
  });

  it.each([
    ['Apartment 4B', 'Apt 4B'],
    ['Suite 100', 'Ste 100'],
    ['suite  100', 'Ste 100'],
    ['Floor 3', 'Fl 3'],
  ])('line 2 %j is standardised to %j', async (line2, standard) => {
    await expect(verifyWith(BEVERLY_HILLS, { line2 })).resolves.toEqual({
      kind: 'suggested',
      address: { ...BEVERLY_HILLS, line2: standard },
      changed: ['line2'],
    });
  });

  it('a line 2 in standard form, or none, is not a change', async () => {
    await expect(verifyWith(BEVERLY_HILLS, { line2: 'Ste 100' })).resolves.toEqual({
      kind: 'verified',
      address: { ...BEVERLY_HILLS, line2: 'Ste 100' },
    });
    const answer = await verify(BEVERLY_HILLS);
    expect(answer.kind === 'verified' && 'line2' in answer.address).toBe(false);
  });

  it("every field that differs is listed, in the form's order", async () => {
    await expect(
      verify({
        line1: '9336 Civic Center Drive',
        line2: 'Suite 5',
        city: 'beverly hills',
        stateProvinceCode: 'ny',
        postalCode: '90210 ',
        countryCode: 'US',
      }),
    ).resolves.toEqual({
      kind: 'suggested',
      address: { ...BEVERLY_HILLS, line2: 'Ste 5' },
      changed: ['line1', 'line2', 'city', 'stateProvinceCode', 'postalCode'],
    });
  });
});

describe('Canadian addresses', () => {
  it('a well-formed postal code with its province is verified as entered', async () => {
    await expect(verify(TORONTO)).resolves.toEqual({ kind: 'verified', address: TORONTO });
  });

  it.each(['m5v 3l9', 'M5V3L9', ' m5v3L9 ', 'M5V   3L9'])(
    'the postal code %j is suggested upper-case with one space',
    async (postalCode) => {
      await expect(verifyWith(TORONTO, { postalCode })).resolves.toEqual({
        kind: 'suggested',
        address: TORONTO,
        changed: ['postalCode'],
      });
    },
  );

  it('a wrong province is suggested from the postal code (with its spelling when that changed too)', async () => {
    await expect(verifyWith(TORONTO, { stateProvinceCode: 'BC' })).resolves.toEqual({
      kind: 'suggested',
      address: TORONTO,
      changed: ['stateProvinceCode'],
    });
    await expect(verifyWith(TORONTO, { stateProvinceCode: 'bc', postalCode: 'm5v3l9' })).resolves.toEqual({
      kind: 'suggested',
      address: TORONTO,
      changed: ['stateProvinceCode', 'postalCode'],
    });
  });

  it.each([
    ['A1C 5M2', 'NL'],
    ['B3H 4R2', 'NS'],
    ['C1A 7N8', 'PE'],
    ['E1C 4M3', 'NB'],
    ['G1R 4P5', 'QC'],
    ['H2Y 1C6', 'QC'],
    ['J8X 3X7', 'QC'],
    ['K1A 0A6', 'ON'],
    ['L5B 1M2', 'ON'],
    ['N6A 3K7', 'ON'],
    ['P3E 3L3', 'ON'],
    ['R3C 4T3', 'MB'],
    ['S4P 3V7', 'SK'],
    ['T2P 2M5', 'AB'],
    ['V6B 4Y8', 'BC'],
    ['X1A 2L9', 'NT'],
    ['X0A 0H0', 'NU'],
    ['Y1A 1B2', 'YT'],
  ])(
    '%s is in %s (Canada Post: the first letter names the province; X0A is Nunavut, X1A the NWT)',
    async (postalCode, province) => {
      const answer = await verifyWith(TORONTO, { postalCode, stateProvinceCode: 'ZZ' });
      expect(answer).toEqual({
        kind: 'suggested',
        address: { ...TORONTO, postalCode, stateProvinceCode: province },
        changed: ['stateProvinceCode'],
      });
    },
  );

  it.each(['M5V 3L', 'M5V 3L99', 'D5V 3L9', 'M5V 3L9X', 'W1A 1A1', 'Z1A 1A1', 'MV5 3L9', 'M5V-3L9', '90210', ''])(
    'a malformed postal code (%j) is not found',
    async (postalCode) => {
      await expect(verifyWith(TORONTO, { postalCode })).resolves.toEqual({ kind: 'notFound' });
    },
  );

  it('a city is not checked (the package has none for an FSA), only spelt tidily; the lines keep their words', async () => {
    await expect(verifyWith(TORONTO, { city: 'Mississauga' })).resolves.toEqual({
      kind: 'verified',
      address: { ...TORONTO, city: 'Mississauga' },
    });
    await expect(verifyWith(TORONTO, { city: ' North  York ' })).resolves.toEqual({
      kind: 'suggested',
      address: { ...TORONTO, city: 'North York' },
      changed: ['city'],
    });
    const boulevard = { ...TORONTO, line1: '290 Bremner Boulevard', line2: 'Suite 100' };
    await expect(verify(boulevard)).resolves.toEqual({ kind: 'verified', address: boulevard });
    await expect(verifyWith(TORONTO, { line1: '290  Bremner Blvd ' })).resolves.toEqual({
      kind: 'suggested',
      address: TORONTO,
      changed: ['line1'],
    });
  });

  it('the first-letter rule agrees with every FSA of the package that names its province', async () => {
    const provinces: Readonly<Record<string, string>> = {
      'Newfoundland and Labrador': 'NL',
      'Nova Scotia': 'NS',
      'Prince Edward Island': 'PE',
      'New Brunswick': 'NB',
      Quebec: 'QC',
      Ontario: 'ON',
      Manitoba: 'MB',
      Saskatchewan: 'SK',
      Alberta: 'AB',
      'British Columbia': 'BC',
      'Northwest Territory': 'NT',
      'Nunavut Territory': 'NU',
      Yukon: 'YT',
    };
    const { codes } = v.parse(
      v.object({ codes: v.record(v.string(), v.object({ zip: v.string(), state: v.string(), country: v.string() })) }),
      createRequire(import.meta.url)('zipcodes'),
    );
    const canadian = Object.values(codes).filter((area) => area.country === 'Canada');
    expect(canadian.length).toBeGreaterThan(1500);
    const named = canadian.filter((area) => Object.hasOwn(provinces, area.state));
    // A handful of the package's rows name a town or county instead of the province.
    expect(canadian.length - named.length).toBeLessThan(20);
    for (const area of named) {
      const postalCode = `${area.zip} 1A1`;
      const stateProvinceCode = provinces[area.state] ?? '';
      await expect(verifyWith(TORONTO, { postalCode, stateProvinceCode }), area.zip).resolves.toEqual({
        kind: 'verified',
        address: { ...TORONTO, postalCode, stateProvinceCode },
      });
    }
  });
});

describe('properties', () => {
  const FIELDS: readonly AddressField[] = ['line1', 'line2', 'city', 'stateProvinceCode', 'postalCode'];
  const ZIPS = ['90210', '10001', '63301', '33901', '41017', '60601', '98101', '00601', '20500'];
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('', ' ', '\t\n', '.', 'St', 'Ste.', '123', 'North', 'Suite'),
  );
  const word = fc.constantFrom(
    '123',
    '5th',
    'North',
    'n.',
    'Main',
    'main',
    'OAK',
    'Street',
    'st.',
    'Avenue',
    'Ave',
    'Suite',
    'Apartment',
    '4B',
    'Northwest',
    'NW',
    'Court',
    'Lane',
    'Box',
    'of',
  );
  const line = fc.oneof(
    text,
    fc
      .array(word, { maxLength: 7 })
      .chain((words) => fc.constantFrom(words.join(' '), words.join('  '), ` ${words.join(' ')} `)),
  );
  const city = fc.oneof(
    text,
    fc.constantFrom(
      'Beverly Hills',
      'beverly  hills',
      'New York',
      'St Charles',
      'Saint Charles',
      'Ft Myers',
      'Ft Mitchell',
      'Fort Mitchell',
      'Toronto',
      'Chicago',
    ),
  );
  const state = fc.oneof(
    text,
    fc.constantFrom('CA', 'ca', 'NY', 'MO', 'FL', 'KY', 'IL', 'WA', 'PR', 'DC', 'ON', 'QC', 'BC'),
  );
  const postalCode = fc.oneof(
    text,
    fc.constantFrom(...ZIPS, '90210-1234', ' 10001', 'M5V 3L9', 'm5v3l9', 'H2Y1C6', 'X0A 0H0', 'X1A 2L9', 'T2P 2M5'),
  );
  const country = fc.oneof(text, fc.constantFrom('US', 'CA', 'us', ' CA', 'AU'));
  const anyAddress: fc.Arbitrary<AddressToVerify> = fc.record(
    {
      line1: line,
      line2: fc.option(line, { nil: undefined }),
      city,
      stateProvinceCode: state,
      postalCode,
      countryCode: country,
    },
    { requiredKeys: ['line1', 'city', 'stateProvinceCode', 'postalCode', 'countryCode'] },
  );
  /** A real address with some of its fields replaced: most answers are then "verified" or "suggested". */
  const nearlyReal: fc.Arbitrary<AddressToVerify> = fc
    .tuple(
      fc.constantFrom(BEVERLY_HILLS, TORONTO, {
        line1: '1 Main St',
        city: 'Saint Charles',
        stateProvinceCode: 'MO',
        postalCode: '63301',
        countryCode: 'US',
      }),
      fc.subarray([...FIELDS]),
      anyAddress,
    )
    .map(([real, replaced, other]) => ({
      ...real,
      ...Object.fromEntries(replaced.map((field) => [field, other[field]])),
    }));
  const address = fc.oneof(anyAddress, nearlyReal);

  it('never throws; "verified" is the address as entered, "suggested" lists exactly the fields it changed', async () => {
    const kinds = new Set<Verification['kind']>();
    await fc.assert(
      fc.asyncProperty(address, async (entered) => {
        const answer = await verify(entered);
        kinds.add(answer.kind);
        if (answer.kind === 'verified') {
          expect(answer.address).toEqual({ ...entered, countryCode: entered.countryCode.trim().toUpperCase() });
        }
        if (answer.kind === 'suggested') {
          expect(answer.changed).toEqual(FIELDS.filter((field) => answer.address[field] !== entered[field]));
          expect(answer.changed.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
    // The inputs reach every answer, so the checks above are not vacuous.
    expect([...kinds].sort()).toEqual(['notFound', 'notVerifiable', 'suggested', 'verified']);
  });

  it('a suggestion verified again is verified as it stands (the standard form is stable)', async () => {
    await fc.assert(
      fc.asyncProperty(address, async (entered) => {
        const answer = await verify(entered);
        if (answer.kind !== 'suggested') return;
        await expect(verify(answer.address)).resolves.toEqual({ kind: 'verified', address: answer.address });
      }),
      { numRuns: 1000 },
    );
  });

  it('a country other than US or CA is never verified, whatever the rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        address,
        fc.string().filter((code) => !['US', 'CA'].includes(code.trim().toUpperCase())),
        async (entered, countryCode) => {
          await expect(verify({ ...entered, countryCode })).resolves.toEqual({ kind: 'notVerifiable' });
        },
      ),
    );
  });
});
