import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRY_RULES } from './address-countries';
import { ADDRESS_FIELDS } from './address-fields';
import { ADDRESS_MESSAGE_KEYS } from './address-messages';
import { normaliseAddress } from './address-normalise';
import { AU_STATE_CODES, BR_STATE_CODES, CA_PROVINCE_CODES, US_STATE_CODES } from './address-regions';
import {
  addressFormSchema,
  isStateRequired,
  addressPhoneDigits,
  validateAddress,
  type AddressErrors,
} from './address-validation';

const join = (parts: readonly string[]) => parts.join('');
const chars = (alphabet: string, minLength: number, maxLength = minLength) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
const DIGITS = '0123456789';
const word = chars('abcdefghijklmnopqrstuvwxyzÁÉÍçãõñüÖ', 1, 10);
const words = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map((ws) => ws.join(' '));
const spaced = (value: fc.Arbitrary<string>) => fc.tuple(chars(' ', 0, 2), value, chars(' ', 0, 2)).map(join);
const anyCase = (value: fc.Arbitrary<string>) =>
  fc.tuple(value, fc.boolean()).map(([s, lower]) => (lower ? s.toLowerCase() : s));

/** A phone of a country, written as people write it: grouped, with or without the country code. */
const phoneOf = (prefixes: readonly string[], national: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom(...prefixes), national, fc.constantFrom(' ', '-', '.', ''))
    .map(([prefix, n, sep]) => `${prefix}${n.slice(0, 3)}${sep}${n.slice(3, 6)}${sep}${n.slice(6)}`);
const nanp = fc.tuple(chars('23456789', 1), chars(DIGITS, 2), chars('23456789', 1), chars(DIGITS, 6)).map(join);
const nanpPhone = fc.oneof(
  nanp.map((n) => `(${n.slice(0, 3)})${n.slice(3, 6)}-${n.slice(6)}`),
  phoneOf(['', '+1 ', '1-'], nanp),
);
const caLetter = 'ABCEGHJKLMNPRSTVWXYZ';

/** Generated valid values of the per-country fields, for every row of §5 and for a country it does not name. */
const COUNTRY_FIELDS: Record<
  string,
  { state: fc.Arbitrary<string>; postal: fc.Arbitrary<string>; phone: fc.Arbitrary<string> }
> = {
  US: {
    state: anyCase(fc.constantFrom(...US_STATE_CODES)),
    postal: fc.oneof(
      chars(DIGITS, 5),
      fc.tuple(chars(DIGITS, 5), chars(DIGITS, 4)).map(([a, b]) => `${a}-${b}`),
    ),
    phone: nanpPhone,
  },
  CA: {
    state: anyCase(fc.constantFrom(...CA_PROVINCE_CODES)),
    postal: anyCase(
      fc
        .tuple(
          chars('ABCEGHJKLMNPRSTVXY', 1),
          chars(DIGITS, 1),
          chars(caLetter, 1),
          fc.constantFrom(' ', ''),
          chars(DIGITS, 1),
          chars(caLetter, 1),
          chars(DIGITS, 1),
        )
        .map(join),
    ),
    phone: nanpPhone,
  },
  AU: {
    state: anyCase(fc.constantFrom(...AU_STATE_CODES)),
    postal: chars(DIGITS, 4),
    phone: fc
      .tuple(chars('23478', 1), chars(DIGITS, 8))
      .chain((n) => phoneOf(['0', '+61 ', '61'], fc.constant(join(n)))),
  },
  NZ: {
    state: words(3),
    postal: chars(DIGITS, 4),
    phone: fc
      .tuple(chars('23456789', 1), chars(DIGITS, 7, 9))
      .chain((n) => phoneOf(['0', '+64 '], fc.constant(join(n)))),
  },
  BR: {
    state: anyCase(fc.constantFrom(...BR_STATE_CODES)),
    postal: fc.tuple(chars(DIGITS, 5), fc.constantFrom('-', ''), chars(DIGITS, 3)).map(join),
    phone: fc
      .tuple(
        chars('123456789', 2),
        fc.oneof(
          chars(DIGITS, 8).map((n) => `9${n}`),
          fc.tuple(chars('2345', 1), chars(DIGITS, 7)).map(join),
        ),
      )
      .map(([area, n]) => `(${area}) ${n.slice(0, -4)}-${n.slice(-4)}`)
      .chain((n) => fc.constantFrom(n, `+55 ${n}`)),
  },
};
const OTHER = {
  state: words(2),
  postal: anyCase(
    fc
      .tuple(chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 1, 5), fc.constantFrom(' ', '-', ''), chars(DIGITS, 1, 4))
      .map(join),
  ),
  phone: fc.tuple(fc.constantFrom('+', ''), chars(DIGITS, 6, 15)).map(join),
};
const fieldsOf = (country: string) => COUNTRY_FIELDS[country] ?? OTHER;

const names = fc.oneof(
  fc.record({ personName: words(8).map((s) => s.slice(0, 120)) }),
  fc.record({ firstName: word.map((s) => s.slice(0, 24)), lastName: words(2).map((s) => s.slice(0, 24)) }),
);

/** A valid address of a country, with the spacing and case of real typing. */
const validAddress = (country: string) => {
  const f = fieldsOf(country);
  return fc
    .record({
      names,
      line1: spaced(
        fc
          .tuple(chars(DIGITS, 1, 5), words(4), fc.constantFrom('', ', Apt 4B', ' #12', ' nº 5', " (rear) O'Neil-Ave"))
          .map(([n, w, s]) => `${n} ${w}${s}`),
      ),
      line2: fc.constantFrom('', 'Suite 200', 'Bloco B; 3° andar', 'c/o Smith & Sons'),
      line3: fc.constantFrom('', 'Jardim Paulista', 'Level 3'),
      city: spaced(words(3)),
      stateProvinceCode: spaced(f.state),
      postalCode: spaced(f.postal),
      phone: f.phone,
    })
    .map(({ names: n, ...rest }) => ({ ...n, ...rest, countryCode: country }));
};

const COUNTRIES = [...Object.keys(ADDRESS_COUNTRY_RULES), 'FR', 'GB'];

const US_ADDRESS = {
  personName: 'Ann Lee',
  line1: '1 Main St',
  city: 'New York',
  stateProvinceCode: 'NY',
  postalCode: '10001',
  phone: '(212)555-0123',
  countryCode: 'US',
};
const errorsOf = (patch: Record<string, unknown>): AddressErrors => validateAddress({ ...US_ADDRESS, ...patch });

describe('§5 Address: a valid address of every country passes', () => {
  it.each(COUNTRIES)('§5 %s: generated valid addresses have no errors', (country) => {
    fc.assert(
      fc.property(validAddress(country), (address) => {
        expect(validateAddress(address)).toEqual({});
        expect(validateAddress(normaliseAddress(address))).toEqual({});
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§5 Address: required fields per country, one test per row', () => {
  it.each(Object.entries(ADDRESS_COUNTRY_RULES))(
    '§5 %s: an empty address asks for exactly its required fields',
    (country, rule) => {
      const errors = validateAddress({ countryCode: country });
      expect(errors.line1).toBe('address:line1.required');
      expect(errors.phone).toBe('address:phone.required');
      expect(errors.personName).toBe('address:personName.required');
      expect(errors.city).toBe(rule.cityRequired && !rule.fixedCity ? 'address:city.required' : undefined);
      expect(errors.stateProvinceCode).toBe(rule.stateRequired ? 'address:stateProvinceCode.required' : undefined);
      expect(errors.postalCode).toBe(rule.postalRequired ? 'address:postalCode.required' : undefined);
    },
  );

  it('§5 BR: the state is not required when Brazil validation is off, and still checked when given', () => {
    expect(isStateRequired('BR')).toBe(true);
    expect(isStateRequired('BR', { brazilValidation: false })).toBe(false);
    expect(isStateRequired('US', { brazilValidation: false })).toBe(true);
    expect(validateAddress({ countryCode: 'BR' }, { brazilValidation: false }).stateProvinceCode).toBeUndefined();
    expect(
      validateAddress({ countryCode: 'BR', stateProvinceCode: 'XX' }, { brazilValidation: false }).stateProvinceCode,
    ).toBe('address:stateProvinceCode.format.BR');
  });

  it('§5 an address with no country is validated as US (§3 default)', () => {
    const { countryCode: _omitted, ...noCountry } = US_ADDRESS;
    expect(validateAddress(noCountry)).toEqual({});
    expect(validateAddress({ ...noCountry, stateProvinceCode: 'ZZ' }).stateProvinceCode).toBe(
      'address:stateProvinceCode.format.US',
    );
  });
});

describe('§5 Address: each broken rule gives its key', () => {
  it.each<[string, Record<string, unknown>, keyof AddressErrors, string | undefined]>([
    ['personName over 120', { personName: 'a'.repeat(121) }, 'personName', 'address:personName.tooLong'],
    [
      'firstName over 24',
      { personName: '', firstName: 'a'.repeat(25), lastName: 'Lee' },
      'firstName',
      'address:firstName.tooLong',
    ],
    ['lastName over 24', { lastName: 'a'.repeat(25) }, 'lastName', 'address:lastName.tooLong'],
    [
      'first and last of 24 are fine',
      { personName: '', firstName: 'a'.repeat(24), lastName: 'b'.repeat(24) },
      'firstName',
      undefined,
    ],
    ['line1 blank', { line1: '   ' }, 'line1', 'address:line1.required'],
    ['line1 over 140', { line1: `1 ${'a'.repeat(139)}` }, 'line1', 'address:line1.tooLong'],
    ['line1 with markup', { line1: '1 <b>Main</b>' }, 'line1', 'address:line1.invalid'],
    ['line1 punctuation only', { line1: '#-/' }, 'line1', 'address:line1.invalid'],
    ['line2 over 140', { line2: 'a'.repeat(141) }, 'line2', 'address:line2.tooLong'],
    ['line2 with a quote', { line2: 'Apt "4"' }, 'line2', 'address:line2.invalid'],
    ['line3 over 100', { line3: 'a'.repeat(101) }, 'line3', 'address:line3.tooLong'],
    ['line3 with braces', { line3: '{x}' }, 'line3', 'address:line3.invalid'],
    ['city over 100', { city: 'a'.repeat(101) }, 'city', 'address:city.tooLong'],
    ['city of digits', { city: '12345' }, 'city', 'address:city.invalid'],
    ['city with a digit and letters', { city: '100 Mile House' }, 'city', undefined],
    ['state of one letter', { stateProvinceCode: 'N' }, 'stateProvinceCode', 'address:stateProvinceCode.tooShort'],
    ['state of three letters', { stateProvinceCode: 'NYC' }, 'stateProvinceCode', 'address:stateProvinceCode.tooLong'],
    [
      'state that does not exist',
      { stateProvinceCode: 'ZZ' },
      'stateProvinceCode',
      'address:stateProvinceCode.format.US',
    ],
    ['US postal of four', { postalCode: '1000' }, 'postalCode', 'address:postalCode.tooShort'],
    ['US postal of eleven', { postalCode: '10001-12345' }, 'postalCode', 'address:postalCode.tooLong'],
    ['US postal with a letter', { postalCode: '1000A' }, 'postalCode', 'address:postalCode.format.US'],
    ['US ZIP+4', { postalCode: '10001-1234' }, 'postalCode', undefined],
    ['phone with letters', { phone: '212-555-CALL' }, 'phone', 'address:phone.format.nanp'],
    ['phone with area code 1xx', { phone: '(112)555-0123' }, 'phone', 'address:phone.format.nanp'],
    ['phone with exchange 0xx', { phone: '(212)055-0123' }, 'phone', 'address:phone.format.nanp'],
    ['phone with +1', { phone: '+1 (212)555-0123' }, 'phone', undefined],
    ['phone with + inside', { phone: '212+5550123' }, 'phone', 'address:phone.format.nanp'],
    ['country of three letters', { countryCode: 'USA' }, 'countryCode', 'address:countryCode.invalid'],
    ['country of digits', { countryCode: '12' }, 'countryCode', 'address:countryCode.invalid'],
    ['country 840', { countryCode: 840 }, 'countryCode', undefined],
    ['a field that is not text', { line1: ['1 Main St'] }, 'line1', 'address:data.invalid'],
    ['a field that is null', { line2: null }, 'line2', undefined],
  ])('§5 %s', (_case, patch, field, expected) => {
    expect(errorsOf(patch)[field]).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, keyof AddressErrors, string]>([
    [
      'CA',
      { stateProvinceCode: 'PQ', postalCode: 'K1A 0B1', phone: '416 555 0199' },
      'stateProvinceCode',
      'address:stateProvinceCode.format.CA',
    ],
    [
      'CA',
      { stateProvinceCode: 'ON', postalCode: 'D1A 0B1', phone: '416 555 0199' },
      'postalCode',
      'address:postalCode.format.CA',
    ],
    [
      'AU',
      { stateProvinceCode: 'NSWX', postalCode: '2000', phone: '02 9999 9999' },
      'stateProvinceCode',
      'address:stateProvinceCode.tooLong',
    ],
    [
      'AU',
      { stateProvinceCode: 'XYZ', postalCode: '2000', phone: '02 9999 9999' },
      'stateProvinceCode',
      'address:stateProvinceCode.format.AU',
    ],
    [
      'AU',
      { stateProvinceCode: 'NSW', postalCode: '200A', phone: '02 9999 9999' },
      'postalCode',
      'address:postalCode.format.AU',
    ],
    ['AU', { stateProvinceCode: 'NSW', postalCode: '2000', phone: '01 9999 9999' }, 'phone', 'address:phone.format.AU'],
    [
      'NZ',
      { stateProvinceCode: 'Wellington', postalCode: '601A', phone: '04 123 4567' },
      'postalCode',
      'address:postalCode.format.NZ',
    ],
    ['NZ', { stateProvinceCode: 'Wellington', postalCode: '6011', phone: '123' }, 'phone', 'address:phone.format.NZ'],
    [
      'BR',
      { stateProvinceCode: 'XX', postalCode: '01310-100', phone: '(11) 91234-5678' },
      'stateProvinceCode',
      'address:stateProvinceCode.format.BR',
    ],
    [
      'BR',
      { stateProvinceCode: 'SP', postalCode: '01310_100', phone: '(11) 91234-5678' },
      'postalCode',
      'address:postalCode.format.BR',
    ],
    [
      'BR',
      { stateProvinceCode: 'SP', postalCode: '01310-100', phone: '(01) 91234-5678' },
      'phone',
      'address:phone.format.BR',
    ],
    [
      'FR',
      { stateProvinceCode: '75', postalCode: '75001', phone: '+33 1 23 45 67 89' },
      'stateProvinceCode',
      'address:stateProvinceCode.invalid',
    ],
    [
      'FR',
      { stateProvinceCode: 'Paris', postalCode: '750-0-1', phone: '+33 1 23 45 67 89' },
      'postalCode',
      'address:postalCode.invalid',
    ],
    [
      'FR',
      { stateProvinceCode: 'Paris', postalCode: '7', phone: '+33 1 23 45 67 89' },
      'postalCode',
      'address:postalCode.tooShort',
    ],
    [
      'FR',
      { stateProvinceCode: 'Paris', postalCode: '1'.repeat(17), phone: '+33 1 23 45 67 89' },
      'postalCode',
      'address:postalCode.tooLong',
    ],
    ['FR', { stateProvinceCode: 'Paris', postalCode: '75001', phone: '12345' }, 'phone', 'address:phone.invalid'],
  ])('§5 %s: %j breaks %s with %s', (countryCode, patch, field, expected) => {
    expect(errorsOf({ ...patch, countryCode })).toEqual({ [field]: expected });
  });
});

describe('§5 Address: the form schema of a country', () => {
  it('outputs the values as they will be sent', () => {
    const result = v.safeParse(addressFormSchema('br'), {
      personName: ' Ana ',
      line1: ' rua augusta 10 ',
      city: 'São Paulo',
      stateProvinceCode: 'sp',
      postalCode: '01310-100',
      phone: '(11) 91234-5678',
      countryCode: 'br',
    });
    expect(result.success && result.output).toEqual({
      personName: 'Ana',
      firstName: '',
      lastName: '',
      line1: 'Rua augusta 10',
      line2: '',
      line3: '',
      city: 'São Paulo',
      stateProvinceCode: 'SP',
      postalCode: '01310-100',
      phone: '(11) 91234-5678',
      countryCode: 'BR',
    });
  });

  it('refuses an address of another country than its own', () => {
    const result = v.safeParse(addressFormSchema('CA'), US_ADDRESS);
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toContain('address:countryCode.invalid');
  });

  it('phone digits are what the formats read', () => {
    expect(addressPhoneDigits('+1 (212) 555-0123')).toBe('12125550123');
  });
});

describe('§5 Address validator properties', () => {
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('', ' ', '-', '--', 'A1A 1A1', '12345-6789'),
  );
  const arbitraryAddress = fc.record(
    {
      ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, anyText])),
      countryCode: fc.oneof(fc.constantFrom(...COUNTRIES), anyText),
    },
    { requiredKeys: [] },
  );
  const inAnswer = (errors: AddressErrors) => {
    for (const [field, key] of Object.entries(errors)) {
      expect(ADDRESS_FIELDS).toContain(field);
      expect(ADDRESS_MESSAGE_KEYS).toContain(key);
    }
  };

  it('property: arbitrary strings never throw and answer only fields and known keys', () => {
    fc.assert(
      fc.property(arbitraryAddress, fc.boolean(), (address, brazilValidation) =>
        inAnswer(validateAddress(address, { brazilValidation })),
      ),
      { numRuns: 1000 },
    );
  });

  it('property: arbitrary values never throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...ADDRESS_FIELDS), fc.anything())), (value) =>
        inAnswer(validateAddress(value)),
      ),
      { numRuns: 1000 },
    );
  });

  it('property: §5 a postal code that passes has fewer than two hyphens, in every country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), chars('0123456789AB -', 0, 12), (countryCode, postalCode) => {
        if (validateAddress({ countryCode, postalCode }).postalCode === undefined)
          expect(postalCode.split('-').length).toBeLessThan(3);
      }),
      { numRuns: 1000 },
    );
  });
});
