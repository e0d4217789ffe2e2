// The gateway's offline address verifier: what the address routes ask before saving a US or CA address
// (§5 Address: verification runs only for US and CA). Its answers drive §4 Address flow: a suggestion
// goes to the suggested-address screen with the changed fields highlighted (a chosen suggestion is
// saved VERIFIED, §3 Address), and "not found" is the 422 that opens the address-not-found modal (§8
// Addresses). It knows postal areas, not streets: a US ZIP's city and state come from the `zipcodes`
// package, a Canadian postal code's province from Canada Post's first-letter rule (the package tells
// the Northwest Territories from Nunavut); the street lines are only spelt the USPS way.
// A commercial service (delivery-point validation) replaces it through the same `AddressVerifier` seam.
import { createRequire } from 'node:module';
import * as v from 'valibot';

export interface AddressToVerify {
  line1: string;
  line2?: string | undefined;
  city: string;
  stateProvinceCode: string;
  postalCode: string;
  countryCode: string;
}

export type AddressField = 'line1' | 'line2' | 'city' | 'stateProvinceCode' | 'postalCode';

export type Verification =
  /** Found; the standardised form equals what was entered. */
  | { kind: 'verified'; address: AddressToVerify }
  /** Found, but the standard form differs: `changed` lists the fields that differ. */
  | { kind: 'suggested'; address: AddressToVerify; changed: AddressField[] }
  /** The postal code is unknown, or the city and state cannot be reconciled with it. */
  | { kind: 'notFound' }
  /** A country other than US or CA (§5: verification runs only for US and CA). */
  | { kind: 'notVerifiable' };

/** The seam a commercial verification service plugs into. */
export interface AddressVerifier {
  readonly name: string;
  verify(address: AddressToVerify): Promise<Verification>;
}

// --- The postal data -------------------------------------------------------------------------------

/** What this file reads of a `zipcodes` record: a US ZIP, or a Canadian FSA (keyed by its 3 characters). */
const PostalAreaSchema = v.object({ city: v.string(), state: v.string() });
type PostalArea = v.InferOutput<typeof PostalAreaSchema>;
type LookUp = (code: string) => PostalArea | undefined;

const ZipcodesSchema = v.object({ lookup: v.function() });

/**
 * The package, loaded on the first verification rather than with the gateway: it is 5 MB of data
 * (about 30 MB of heap) that a gateway verifying no address never needs. It is plain CommonJS without
 * types, so what it answers is parsed here, at the boundary.
 */
function loadLookUp(): LookUp {
  // Called `require` so that knip sees the package used.
  const require = createRequire(import.meta.url);
  const zipcodes = v.parse(ZipcodesSchema, require('zipcodes'));
  return (code) => {
    const found = v.safeParse(PostalAreaSchema, zipcodes.lookup(code));
    return found.success ? found.output : undefined;
  };
}

let lookUpOnce: LookUp | undefined;
function lookUp(code: string): PostalArea | undefined {
  lookUpOnce ??= loadLookUp();
  return lookUpOnce(code);
}

// --- Spelling --------------------------------------------------------------------------------------

/** Trimmed, every run of white space one space. */
function squash(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** A city name's abbreviated words, as the package and cardholders both write them (`St Louis`, `Ft Worth`). */
const CITY_WORDS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };

/** A city compared by its letters and digits only: case, accents, spaces, punctuation and `St`/`Saint` aside. */
function cityKey(city: string): string {
  return city
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => CITY_WORDS[word] ?? word)
    .join('');
}

/** A word list of USPS Publication 28: each standard abbreviation with the spellings it replaces. */
type Abbreviations = ReadonlyMap<string, string>;

/** The lookup of a Publication 28 table, by any of its spellings (upper case, no trailing period). */
function abbreviations(table: Readonly<Record<string, readonly string[]>>): Abbreviations {
  const byWord = new Map<string, string>();
  for (const [standard, words] of Object.entries(table)) {
    for (const word of [standard, ...words]) byWord.set(word.toUpperCase(), standard);
  }
  return byWord;
}

/** Publication 28, appendix C1 (street suffixes): the common ones. */
const STREET_SUFFIXES = abbreviations({
  Aly: ['Alley'],
  Ave: ['Avenue'],
  Blvd: ['Boulevard'],
  Cir: ['Circle'],
  Ct: ['Court'],
  Cv: ['Cove'],
  Dr: ['Drive'],
  Expy: ['Expressway'],
  Fwy: ['Freeway'],
  Hwy: ['Highway'],
  Ln: ['Lane'],
  Pkwy: ['Parkway'],
  Pl: ['Place'],
  Plz: ['Plaza'],
  Rd: ['Road'],
  Sq: ['Square'],
  St: ['Street'],
  Ter: ['Terrace'],
  Trl: ['Trail'],
});

/** Publication 28, appendix B (directionals). */
const DIRECTIONALS = abbreviations({
  N: ['North'],
  S: ['South'],
  E: ['East'],
  W: ['West'],
  NE: ['Northeast'],
  NW: ['Northwest'],
  SE: ['Southeast'],
  SW: ['Southwest'],
});

/** Publication 28, appendix C2 (secondary unit designators): the common ones. */
const UNIT_DESIGNATORS = abbreviations({
  Apt: ['Apartment'],
  Bldg: ['Building'],
  Fl: ['Floor'],
  Rm: ['Room'],
  Ste: ['Suite'],
});

/**
 * A word in its standard abbreviation when `table` knows it: an abbreviation already written without
 * a period is left as it is; a word written in capitals gets its abbreviation in capitals.
 */
function abbreviated(word: string, table: Abbreviations): string {
  const bare = word.endsWith('.') ? word.slice(0, -1) : word;
  const standard = table.get(bare.toUpperCase());
  if (standard === undefined || (bare === word && bare.toUpperCase() === standard.toUpperCase())) return word;
  return word === word.toUpperCase() ? standard.toUpperCase() : standard;
}

function isIn(table: Abbreviations, word: string | undefined): boolean {
  return word !== undefined && table.has((word.endsWith('.') ? word.slice(0, -1) : word).toUpperCase());
}

/**
 * A street line the USPS way (Publication 28), modestly: white space squashed, and only words whose
 * place says what they are abbreviated. `123 North Main Street Northwest Suite 5` is `123 N Main St NW
 * Ste 5`; `12 North Street` keeps `North` (the street's name) and `100 Avenue of the Americas` keeps
 * `Avenue` (not the last word). A unit designator is one followed by its number at the end of the line.
 * Standardising a standard line changes nothing.
 */
function uspsLine(line: string): string {
  const words = squash(line).split(' ');
  if (words.length === 1) return words[0] ?? '';
  let end = words.length;
  if (isIn(UNIT_DESIGNATORS, words[end - 2])) {
    end -= 2;
    words[end] = abbreviated(words[end] ?? '', UNIT_DESIGNATORS);
  }
  // The words of the street: an optional house number, a pre-directional, the name, a suffix, a post-directional.
  const houseNumber = /\d/u.test(words[0] ?? '') && !/^\d+(?:st|nd|rd|th)$/iu.test(words[0] ?? '');
  const first = houseNumber && end > 1 ? 1 : 0;
  const named = (from: number, to: number): boolean => words.slice(from, to).some((word) => !/^\d+$/u.test(word));
  if (end - first >= 3 && isIn(DIRECTIONALS, words[end - 1]) && !isIn(DIRECTIONALS, words[end - 2])) {
    end -= 1;
    words[end] = abbreviated(words[end] ?? '', DIRECTIONALS);
  }
  if (end >= 2 && isIn(STREET_SUFFIXES, words[end - 1]) && named(0, end - 1)) {
    end -= 1;
    words[end] = abbreviated(words[end] ?? '', STREET_SUFFIXES);
  }
  if (end - first >= 2 && isIn(DIRECTIONALS, words[first]))
    words[first] = abbreviated(words[first] ?? '', DIRECTIONALS);
  return words.join(' ');
}

// --- Verification ----------------------------------------------------------------------------------

const FIELDS: readonly AddressField[] = ['line1', 'line2', 'city', 'stateProvinceCode', 'postalCode'];

/** The standard form against what was entered: verified when they agree, else the fields that differ. */
function answer(entered: AddressToVerify, standard: AddressToVerify): Verification {
  const changed = FIELDS.filter((field) => standard[field] !== entered[field]);
  return changed.length === 0
    ? { kind: 'verified', address: standard }
    : { kind: 'suggested', address: standard, changed };
}

/** The address with its spelling standardised (line 2 only when one was given). */
function standardised(
  address: AddressToVerify,
  line: (text: string) => string,
  fields: Pick<AddressToVerify, 'city' | 'stateProvinceCode' | 'postalCode' | 'countryCode'>,
): AddressToVerify {
  return {
    line1: line(address.line1),
    ...(address.line2 === undefined ? {} : { line2: line(address.line2) }),
    ...fields,
  };
}

const US_ZIP = /^(\d{5})(?:-\d{4})?$/u;

/**
 * A US address: the ZIP (ZIP+4 kept as entered) must exist; its city and state are the standard ones.
 * A wrong state is corrected only when the city is the ZIP's; a wrong city with the right state is.
 */
function verifyUs(address: AddressToVerify): Verification {
  const postalCode = address.postalCode.trim().toUpperCase();
  const zip = US_ZIP.exec(postalCode)?.[1];
  const area = zip === undefined ? undefined : lookUp(zip);
  if (area === undefined) return { kind: 'notFound' };
  const sameState = address.stateProvinceCode.trim().toUpperCase() === area.state;
  const sameCity = cityKey(address.city) === cityKey(area.city);
  if (!sameState && !sameCity) return { kind: 'notFound' };
  return answer(
    address,
    standardised(address, uspsLine, { city: area.city, stateProvinceCode: area.state, postalCode, countryCode: 'US' }),
  );
}

/**
 * Canada Post's rule: a postal code's first letter names its province or territory (X is shared by
 * the Northwest Territories and Nunavut, told apart by the FSA's record).
 */
const PROVINCE_BY_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/** Canada Post's format: no D, F, I, O, Q or U anywhere, no W or Z first; the space is optional on entry. */
const CA_POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s*(\d[ABCEGHJ-NPRSTV-Z]\d)$/u;

/**
 * The province or territory of a well-formed FSA: by its first letter, and for X by the package's
 * record. The first-letter rule also covers the FSAs the package does not list (its data is older
 * than some FSAs in use), and it is right where the package's province is wrong (a few of its rows
 * name a town instead).
 */
function provinceOf(fsa: string): string | undefined {
  const byLetter = PROVINCE_BY_FIRST_LETTER[fsa.charAt(0)];
  if (byLetter !== undefined) return byLetter;
  const territory = lookUp(fsa)?.state ?? '';
  return /nunavut/iu.test(territory) ? 'NU' : /northwest/iu.test(territory) ? 'NT' : undefined;
}

/**
 * A Canadian address: the postal code must be well formed, and its FSA (the first three characters)
 * gives the standard province. The package's "city" of an FSA describes its area (`Downtown Toronto
 * (cn Tower / …)`) rather than naming a municipality, so the city is only spelt tidily; the lines
 * too (Canada Post's abbreviations are not USPS's: Court is CRT, Lane is LANE).
 */
function verifyCa(address: AddressToVerify): Verification {
  const parts = CA_POSTAL_CODE.exec(address.postalCode.trim().toUpperCase());
  if (parts === null) return { kind: 'notFound' };
  const [, fsa = '', ldu = ''] = parts;
  const province = provinceOf(fsa);
  if (province === undefined) return { kind: 'notFound' };
  return answer(
    address,
    standardised(address, squash, {
      city: squash(address.city),
      stateProvinceCode: province,
      postalCode: `${fsa} ${ldu}`,
      countryCode: 'CA',
    }),
  );
}

function verifyAddress(address: AddressToVerify): Verification {
  const country = address.countryCode.trim().toUpperCase();
  if (country === 'US') return verifyUs(address);
  if (country === 'CA') return verifyCa(address);
  return { kind: 'notVerifiable' };
}

/**
 * The city and state or province a postal code names, from the same offline data (the
 * wallet's autocomplete fills them as the shopper types the code): a US ZIP's city and state; a Canadian
 * code's province (its FSA describes an area, not a city). Null when the code names nothing known.
 */
export function postalArea(
  countryCode: string,
  postalCode: string,
): { city?: string; stateProvinceCode: string } | null {
  const country = countryCode.trim().toUpperCase();
  const code = postalCode.trim().toUpperCase();
  if (country === 'US' && /^\d{5}$/.test(code)) {
    const area = lookUp(code);
    return area ? { city: squash(area.city), stateProvinceCode: area.state } : null;
  }
  const parts = country === 'CA' ? CA_POSTAL_CODE.exec(code) : null;
  const province = parts ? provinceOf(parts[1] ?? '') : undefined;
  return province ? { stateProvinceCode: province } : null;
}

/** The verifier that needs no service: postal areas from the `zipcodes` package and Canada Post's rule, no network. */
export function offlineAddressVerifier(): AddressVerifier {
  return {
    name: 'offline',
    // A promise made this way turns anything thrown (the package failing to load) into a rejection.
    verify: (address) => new Promise((resolve) => resolve(verifyAddress(address))),
  };
}
