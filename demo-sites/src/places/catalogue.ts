// The stand-in places service's sandbox places: a few street addresses in each address country, each
// as a places service describes it (address components with long and short texts), consistent with
// the gateway's postal data (a US ZIP's city and state, a Canadian postal code's province), so a place
// picked in the wallet passes the address verifier.

interface CatalogueComponent {
  readonly longText: string;
  readonly shortText: string;
  readonly types: readonly string[];
}

export interface CataloguePlace {
  readonly id: string;
  /** The one line a suggestion shows. */
  readonly text: string;
  readonly country: string;
  readonly components: readonly CatalogueComponent[];
}

interface PlaceInput {
  id: string;
  number: string;
  street: string;
  /** The street's short form, as services give it (Pkwy, Ave, St). */
  streetShort: string;
  city: string;
  state: [string, string];
  postalCode: string;
  country: [string, string];
  unit?: string;
}

function place(p: PlaceInput): CataloguePlace {
  const c = (longText: string, types: string[], shortText = longText): CatalogueComponent => ({
    longText,
    shortText,
    types,
  });
  const numberFirst = p.country[1] !== 'BR';
  const street = numberFirst ? `${p.number} ${p.streetShort}` : `${p.streetShort} ${p.number}`;
  const unit = p.unit ? `, ${p.unit}` : '';
  return {
    id: p.id,
    text: `${street}${unit}, ${p.city}, ${p.state[1]} ${p.postalCode}, ${p.country[0]}`,
    country: p.country[1],
    components: [
      c(p.number, ['street_number']),
      c(p.street, ['route'], p.streetShort),
      ...(p.unit ? [c(p.unit, ['subpremise'])] : []),
      c(p.city, ['locality', 'political']),
      c(p.state[0], ['administrative_area_level_1', 'political'], p.state[1]),
      c(p.country[0], ['country', 'political'], p.country[1]),
      c(p.postalCode, ['postal_code']),
    ],
  };
}

const US: [string, string] = ['United States', 'US'];
const CA: [string, string] = ['Canada', 'CA'];

export const CATALOGUE: readonly CataloguePlace[] = [
  place({
    id: 'sbx-us-googleplex',
    number: '1600',
    street: 'Amphitheatre Parkway',
    streetShort: 'Amphitheatre Pkwy',
    city: 'Mountain View',
    state: ['California', 'CA'],
    postalCode: '94043',
    country: US,
  }),
  place({
    id: 'sbx-us-empire',
    number: '350',
    street: 'Fifth Avenue',
    streetShort: 'Fifth Ave',
    city: 'New York',
    state: ['New York', 'NY'],
    postalCode: '10118',
    country: US,
    unit: 'Suite 4600',
  }),
  place({
    id: 'sbx-us-met',
    number: '1000',
    street: 'Fifth Avenue',
    streetShort: 'Fifth Ave',
    city: 'New York',
    state: ['New York', 'NY'],
    postalCode: '10028',
    country: US,
  }),
  place({
    id: 'sbx-us-loop',
    number: '1',
    street: 'Infinite Loop',
    streetShort: 'Infinite Loop',
    city: 'Cupertino',
    state: ['California', 'CA'],
    postalCode: '95014',
    country: US,
  }),
  place({
    id: 'sbx-us-wacker',
    number: '233',
    street: 'South Wacker Drive',
    streetShort: 'S Wacker Dr',
    city: 'Chicago',
    state: ['Illinois', 'IL'],
    postalCode: '60606',
    country: US,
  }),
  place({
    id: 'sbx-us-needle',
    number: '400',
    street: 'Broad Street',
    streetShort: 'Broad St',
    city: 'Seattle',
    state: ['Washington', 'WA'],
    postalCode: '98109',
    country: US,
  }),
  place({
    id: 'sbx-us-pike',
    number: '85',
    street: 'Pike Street',
    streetShort: 'Pike St',
    city: 'Seattle',
    state: ['Washington', 'WA'],
    postalCode: '98101',
    country: US,
  }),
  place({
    id: 'sbx-us-congress',
    number: '1100',
    street: 'Congress Avenue',
    streetShort: 'Congress Ave',
    city: 'Austin',
    state: ['Texas', 'TX'],
    postalCode: '78701',
    country: US,
  }),
  place({
    id: 'sbx-ca-cn',
    number: '290',
    street: 'Bremner Boulevard',
    streetShort: 'Bremner Blvd',
    city: 'Toronto',
    state: ['Ontario', 'ON'],
    postalCode: 'M5V 3L9',
    country: CA,
  }),
  place({
    id: 'sbx-ca-canada-place',
    number: '999',
    street: 'Canada Place',
    streetShort: 'Canada Pl',
    city: 'Vancouver',
    state: ['British Columbia', 'BC'],
    postalCode: 'V6C 3E1',
    country: CA,
  }),
  place({
    id: 'sbx-ca-wellington',
    number: '111',
    street: 'Wellington Street',
    streetShort: 'Wellington St',
    city: 'Ottawa',
    state: ['Ontario', 'ON'],
    postalCode: 'K1A 0A9',
    country: CA,
  }),
  place({
    id: 'sbx-br-augusta',
    number: '1500',
    street: 'Rua Augusta',
    streetShort: 'R. Augusta',
    city: 'São Paulo',
    state: ['São Paulo', 'SP'],
    postalCode: '01304-001',
    country: ['Brazil', 'BR'],
  }),
  place({
    id: 'sbx-au-macquarie',
    number: '1',
    street: 'Macquarie Street',
    streetShort: 'Macquarie St',
    city: 'Sydney',
    state: ['New South Wales', 'NSW'],
    postalCode: '2000',
    country: ['Australia', 'AU'],
  }),
  place({
    id: 'sbx-nz-queen',
    number: '1',
    street: 'Queen Street',
    streetShort: 'Queen St',
    city: 'Auckland',
    state: ['Auckland', 'AUK'],
    postalCode: '1010',
    country: ['New Zealand', 'NZ'],
  }),
];

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The places for what a shopper typed, as a service matches: every word typed begins a word of the
 * place's line (ignoring case and accents), in the countries asked (all when none), at most five.
 */
export function matchPlaces(input: string, countries: readonly string[]): CataloguePlace[] {
  const typed = words(input);
  if (typed.length === 0) return [];
  const wanted = new Set(countries.map((c) => c.toUpperCase()));
  return CATALOGUE.filter((p) => {
    if (wanted.size > 0 && !wanted.has(p.country)) return false;
    const own = words(p.text);
    return typed.every((word) => own.some((w) => w.startsWith(word)));
  }).slice(0, 5);
}
