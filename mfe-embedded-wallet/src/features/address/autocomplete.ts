// The address autocomplete (§5: "An autocomplete request is debounced 1000 ms and restricted to a
// configured country list"), behind a provider interface. The offline provider, the default,
// answers from what the wallet has: the gateway's postal data (the city and state or province a postal
// code names) and the shopper's saved addresses (places matching what line 1 holds). No outside service
// is reached. When the merchant's issuer configures a hosted places service (SPEC-DECISIONS: off unless
// configured), its suggestions follow the shopper's own (withMoreSuggestions, hosted-places.ts).
import { lookUpPostalArea, walletAddressService } from '@portal/client/api';
import type { Address, PlaceAddress } from '@portal/domain/address';

interface PostalArea {
  readonly city?: string | undefined;
  readonly stateProvinceCode: string;
}

/** The fields of a place: what a suggestion fills (the shopper's name and phone stay as typed). */
export type PlaceFields = PlaceAddress;

/** A saved place suggested for what line 1 holds: its one-line label (the option the shopper picks) and its fields. */
export interface SavedSuggestion {
  readonly label: string;
  readonly place: PlaceFields;
}

/**
 * A place suggested for what line 1 holds: its label, and its fields at hand (a saved address) or
 * asked of the service once picked (a hosted places service bills the details of the one picked only).
 */
export type AddressSuggestion =
  | SavedSuggestion
  | { readonly label: string; readonly details: () => Promise<PlaceFields | null> };

/** The fields of a picked suggestion: at hand, or from its service (null when it could not say). */
export const placeOfSuggestion = (suggestion: AddressSuggestion): Promise<PlaceFields | null> =>
  'place' in suggestion ? Promise.resolve(suggestion.place) : suggestion.details();

export interface AddressAutocompleteProvider {
  /** The area a postal code names in a country, or null when none is known (or the provider failed: the form works on without it). */
  postalArea(countryCode: string, postalCode: string): Promise<PostalArea | null>;
  /** Places for what line 1 holds, in a country; [] when none (or the provider failed). */
  suggestions(countryCode: string, line1: string): Promise<readonly AddressSuggestion[]>;
}

/** Line 1 suggests from its third character. */
export const SUGGEST_FROM_LENGTH = 3;
/** At most this many suggestions are offered. */
const MOST_SUGGESTIONS = 5;

/** A place's one line: "1600 Amphitheatre Pkwy, Building 40, Mountain View CA 94043". */
export function placeLabel(place: PlaceFields): string {
  return [
    place.line1,
    place.line2,
    place.line3,
    [place.city, place.stateProvinceCode, place.postalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

const placeOf = (address: Address): PlaceFields => ({
  line1: address.line1 ?? '',
  line2: address.line2 ?? '',
  line3: address.line3 ?? '',
  city: address.city ?? '',
  stateProvinceCode: address.stateProvinceCode ?? '',
  postalCode: address.postalCode ?? '',
  countryCode: address.countryCode ?? '',
});

const folded = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The shopper's saved addresses as suggestions for what line 1 holds: those in the country whose label
 * contains it (ignoring case and spacing), each place once, at most five. Nothing under three characters.
 */
export function savedAddressSuggestions(
  saved: readonly Address[],
  countryCode: string,
  line1: string,
): SavedSuggestion[] {
  const typed = folded(line1);
  if (typed.length < SUGGEST_FROM_LENGTH) return [];
  const seen = new Set<string>();
  const found: SavedSuggestion[] = [];
  for (const address of saved) {
    if (address.countryCode !== countryCode || !address.line1) continue;
    const place = placeOf(address);
    const label = placeLabel(place);
    if (!folded(label).includes(typed) || seen.has(folded(label))) continue;
    seen.add(folded(label));
    found.push({ label, place });
    if (found.length === MOST_SUGGESTIONS) break;
  }
  return found;
}

/** The default provider: the gateway's postal data, and the shopper's saved addresses as the wallet holds them. */
export function offlineAutocomplete(
  publicKey: string,
  savedAddresses: () => readonly Address[],
): AddressAutocompleteProvider {
  return {
    postalArea: (countryCode, postalCode) =>
      lookUpPostalArea(walletAddressService(publicKey), countryCode, postalCode).catch(() => null),
    suggestions: (countryCode, line1) => Promise.resolve(savedAddressSuggestions(savedAddresses(), countryCode, line1)),
  };
}

/**
 * A provider whose line 1 suggestions are `base`'s, then `more`'s (a hosted service's), each label once,
 * at most five; what `more` fails to say is left out. Postal areas stay `base`'s (the gateway's data).
 */
export function withMoreSuggestions(
  base: AddressAutocompleteProvider,
  more: { suggestions(countryCode: string, line1: string): Promise<readonly AddressSuggestion[]> },
): AddressAutocompleteProvider {
  return {
    postalArea: (countryCode, postalCode) => base.postalArea(countryCode, postalCode),
    suggestions: async (countryCode, line1) => {
      const [own, others] = await Promise.all([
        base.suggestions(countryCode, line1),
        more.suggestions(countryCode, line1).catch(() => []),
      ]);
      const seen = new Set(own.map((s) => folded(s.label)));
      const added = others.filter((s) => {
        const label = folded(s.label);
        if (seen.has(label)) return false;
        seen.add(label);
        return true;
      });
      return [...own, ...added].slice(0, MOST_SUGGESTIONS);
    },
  };
}
