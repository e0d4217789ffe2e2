// The maps autocomplete of §5 Address and §7 ("A maps places library and autocomplete service are loaded
// by script"): an issuer's hosted places service, off unless the issuer configures its key
// (SPEC-DECISIONS), and the rule that turns a place the service describes into an address's fields.
import * as v from 'valibot';
import { addressInputMaxLengths } from './address-countries';

const placesUrl = (what: string) =>
  v.pipe(
    v.string(`${what} must be a URL`),
    v.url(`${what} must be an absolute URL`),
    v.check((s) => /^https?:\/\//i.test(s), `${what} must use http or https`),
  );

/**
 * An issuer's hosted places service: the script the address form loads, and the browser key it is
 * loaded with. Such a key is public by design (its provider restricts it to the origins of the issuer's
 * and its merchants' pages), so it travels to the page. Without it, the form works on its own data.
 */
export const AddressAutocompleteConfigSchema = v.strictObject({
  scriptUrl: placesUrl('addressAutocomplete.scriptUrl'),
  apiKey: v.pipe(
    v.string('addressAutocomplete.apiKey must be text'),
    v.regex(/^[A-Za-z0-9_-]{8,200}$/, 'addressAutocomplete.apiKey must be 8 to 200 letters, digits, _ or -'),
  ),
});
export type AddressAutocompleteConfig = v.InferOutput<typeof AddressAutocompleteConfigSchema>;

/** One part of a place as a places service describes it (its long and short texts, and what it is). */
export interface PlaceComponent {
  readonly longText: string;
  readonly shortText: string;
  readonly types: readonly string[];
}

const PlaceComponentsSchema = v.array(
  v.object({
    longText: v.nullish(v.string(), ''),
    shortText: v.nullish(v.string(), ''),
    types: v.array(v.string()),
  }),
);

/** A service's answer read defensively: its address components, or null when it is not a list of them. */
export function readPlaceComponents(input: unknown): PlaceComponent[] | null {
  const read = v.safeParse(PlaceComponentsSchema, input);
  return read.success ? read.output : null;
}

/** The fields of an address a place fills (the shopper's name and phone stay as typed). */
export interface PlaceAddress {
  line1: string;
  line2: string;
  line3: string;
  city: string;
  stateProvinceCode: string;
  postalCode: string;
  countryCode: string;
}

/** Where a street's number goes after its name ("Rua Augusta 1500"): Brazil among the address countries. */
const NUMBER_AFTER_STREET = new Set(['BR']);

/**
 * Where the postal service's standard form of a street has its short suffix ("Congress Ave", USPS
 * Publication 28; Canada Post's "Bremner Blvd"): the form the gateway's verifier would suggest anyway.
 */
const SHORT_STREET = new Set(['US', 'CA']);

const clip = (text: string, most: number | undefined) =>
  most === undefined ? text.trim() : text.trim().slice(0, most);

/**
 * The address a place describes, in `countryCode`: line 1 from its street number and route (in the US
 * and Canada the route's short form, the postal standard), line 2
 * from its unit, the city (its locality, else its postal town or sub-locality), the state or province
 * code, the postal code. Null when it is not a street address in that country (a town, a place in
 * another country: the service's country restriction is not trusted). Each field is cut to its §5 limit.
 */
export function placeAddressOf(components: readonly PlaceComponent[], countryCode: string): PlaceAddress | null {
  const find = (...types: string[]) => {
    for (const type of types) {
      const component = components.find((c) => c.types.includes(type));
      if (component) return component;
    }
    return undefined;
  };
  const country = find('country')?.shortText.trim().toUpperCase();
  if (country !== countryCode.toUpperCase()) return null;
  const routeComponent = find('route');
  const route = (
    (SHORT_STREET.has(country)
      ? routeComponent?.shortText.trim() || routeComponent?.longText
      : routeComponent?.longText) ?? ''
  ).trim();
  if (route === '') return null;
  const number = find('street_number')?.longText.trim() ?? '';
  const street = number === '' ? route : NUMBER_AFTER_STREET.has(country) ? `${route} ${number}` : `${number} ${route}`;
  const most = addressInputMaxLengths(country);
  return {
    line1: clip(street, most.line1),
    line2: clip(find('subpremise')?.longText ?? '', most.line2),
    line3: '',
    city: clip(find('locality', 'postal_town', 'sublocality_level_1', 'sublocality')?.longText ?? '', most.city),
    stateProvinceCode: clip(find('administrative_area_level_1')?.shortText ?? '', most.stateProvinceCode),
    postalCode: clip(find('postal_code')?.longText ?? '', most.postalCode),
    countryCode: country,
  };
}
