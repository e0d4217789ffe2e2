// The hosted places adapter (§7 "A maps places library and autocomplete service are loaded by
// script"): when the merchant's issuer configures a places service (GET wallet/v1/session answers its
// script and browser key), line 1's suggestions come from it as well. Its script is added to the page
// only when a shopper first types in line 1, with the nonce the page gave `mount`, and it is spoken to
// through the Places library's own surface (google.maps.importLibrary('places'):
// AutocompleteSuggestion.fetchAutocompleteSuggestions, AutocompleteSessionToken,
// PlacePrediction.toPlace, Place.fetchFields). What it answers is read defensively: a service that
// fails, is slow or answers nonsense gives no suggestions, and the form works on without it.
import { placeAddressOf, readPlaceComponents, type AddressAutocompleteConfig } from '@portal/domain/address';
import type { AddressSuggestion, PlaceFields } from './autocomplete';

/** How long the service's script may take to load before the wallet gives up on it for this mount. */
const LOAD_TIMEOUT_MS = 10_000;

interface PlacePrediction {
  text: { text: string };
  toPlace(): { fetchFields(request: { fields: string[] }): Promise<unknown>; addressComponents?: unknown };
}

interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: Record<string, unknown>): Promise<{ suggestions?: unknown }>;
  };
  AutocompleteSessionToken: new () => unknown;
}

interface MapsGlobal {
  google?: { maps?: { importLibrary?: (name: string) => Promise<unknown> } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readLibrary(value: unknown): PlacesLibrary | null {
  if (
    !isRecord(value) ||
    !isRecord(value['AutocompleteSuggestion']) ||
    typeof value['AutocompleteSessionToken'] !== 'function'
  )
    return null;
  if (typeof value['AutocompleteSuggestion']['fetchAutocompleteSuggestions'] !== 'function') return null;
  return value as unknown as PlacesLibrary;
}

function readPrediction(value: unknown): PlacePrediction | null {
  if (!isRecord(value) || !isRecord(value['placePrediction'])) return null;
  const prediction = value['placePrediction'];
  if (
    !isRecord(prediction['text']) ||
    typeof prediction['text']['text'] !== 'string' ||
    typeof prediction['toPlace'] !== 'function'
  )
    return null;
  return prediction as unknown as PlacePrediction;
}

/** The script's address: the configured URL with the key, the places library and the callback it calls once loaded. */
export function placesScriptUrl(config: AddressAutocompleteConfig, callback: string): string {
  const url = new URL(config.scriptUrl);
  url.searchParams.set('key', config.apiKey);
  url.searchParams.set('libraries', 'places');
  url.searchParams.set('loading', 'async');
  url.searchParams.set('callback', callback);
  return url.href;
}

const loads = new Map<string, Promise<PlacesLibrary>>();

/**
 * The Places library, the service's script added once per page and key (a page that already has the
 * library loaded is used as it is). A failed load is forgotten, so a later mount may try again.
 */
function loadPlacesLibrary(config: AddressAutocompleteConfig, nonce: string | undefined): Promise<PlacesLibrary> {
  const id = `${config.scriptUrl} ${config.apiKey}`;
  const known = loads.get(id);
  if (known) return known;
  const maps = window as unknown as MapsGlobal & Record<string, unknown>;
  const load = new Promise<PlacesLibrary>((resolve, reject) => {
    const importPlaces = () => {
      const importLibrary = maps.google?.maps?.importLibrary;
      if (typeof importLibrary !== 'function')
        return reject(new Error('the places script defined no google.maps.importLibrary'));
      importLibrary('places').then((library) => {
        const read = readLibrary(library);
        if (read) resolve(read);
        else reject(new Error('the places library lacks AutocompleteSuggestion'));
      }, reject);
    };
    if (typeof maps.google?.maps?.importLibrary === 'function') return importPlaces();
    const callback = `portalWalletPlaces${Math.random().toString(36).slice(2)}`;
    const script = document.createElement('script');
    const timer = setTimeout(() => {
      delete maps[callback];
      reject(new Error('the places script did not load in time'));
    }, LOAD_TIMEOUT_MS);
    maps[callback] = () => {
      clearTimeout(timer);
      delete maps[callback];
      importPlaces();
    };
    script.src = placesScriptUrl(config, callback);
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => {
      clearTimeout(timer);
      delete maps[callback];
      reject(new Error('the places script could not be loaded'));
    });
    document.head.append(script);
  });
  loads.set(id, load);
  load.catch(() => loads.delete(id));
  return load;
}

/** Line 1's suggestions from a hosted places service: what `withMoreSuggestions` adds to the wallet's own. */
interface PlacesSuggester {
  suggestions(countryCode: string, line1: string): Promise<readonly AddressSuggestion[]>;
}

/**
 * The hosted service's suggestions, once `config` says which service (null: none configured, so none
 * are asked for). One session token groups a shopper's typing in one form with the place picked, as
 * the service bills it; a new one starts after each pick.
 */
export function hostedPlaces(
  config: () => Promise<AddressAutocompleteConfig | null>,
  page: { nonce?: string | undefined; language: string },
): PlacesSuggester {
  let sessionToken: unknown = null;
  return {
    async suggestions(countryCode, line1) {
      const service = await config();
      if (!service) return [];
      try {
        const library = await loadPlacesLibrary(service, page.nonce);
        sessionToken ??= new library.AutocompleteSessionToken();
        const answer = await library.AutocompleteSuggestion.fetchAutocompleteSuggestions({
          input: line1,
          includedRegionCodes: [countryCode.toLowerCase()],
          language: page.language,
          sessionToken,
        });
        const found = Array.isArray(answer.suggestions) ? answer.suggestions : [];
        return found.flatMap((value): AddressSuggestion[] => {
          const prediction = readPrediction(value);
          if (!prediction) return [];
          const details = async (): Promise<PlaceFields | null> => {
            sessionToken = null;
            const place = prediction.toPlace();
            await place.fetchFields({ fields: ['addressComponents'] });
            const components = readPlaceComponents(place.addressComponents);
            return components ? placeAddressOf(components, countryCode) : null;
          };
          return [{ label: prediction.text.text, details: () => details().catch(() => null) }];
        });
      } catch (error) {
        console.warn('[wallet] the places service gave no suggestions', error instanceof Error ? error.message : error);
        return [];
      }
    },
  };
}
