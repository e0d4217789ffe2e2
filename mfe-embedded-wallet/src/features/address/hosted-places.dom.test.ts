// The hosted places adapter: the service's script is added once, with the page's nonce, only
// when suggestions are first asked for; its library is spoken to through the Places surface; whatever
// it answers is read defensively, and a failing service gives no suggestions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressAutocompleteConfig } from '@portal/domain/address';
import { placeOfSuggestion } from './autocomplete';
import { hostedPlaces, placesScriptUrl } from './hosted-places';

const SERVICE: AddressAutocompleteConfig = {
  scriptUrl: 'https://places.example/maps/api/js?v=weekly',
  apiKey: 'browser_key_0001',
};

const COMPONENTS = [
  { longText: '1100', shortText: '1100', types: ['street_number'] },
  { longText: 'Congress Avenue', shortText: 'Congress Ave', types: ['route'] },
  { longText: 'Austin', shortText: 'Austin', types: ['locality'] },
  { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1'] },
  { longText: 'United States', shortText: 'US', types: ['country'] },
  { longText: '78701', shortText: '78701', types: ['postal_code'] },
];

interface Request {
  input: string;
  includedRegionCodes: string[];
  language: string;
  sessionToken: unknown;
}

/** A place prediction as the library gives one: its text, and the place whose fields it fetches. */
function prediction(text: string, components: unknown, fetched: string[][]) {
  return {
    placePrediction: {
      text: { text },
      toPlace: () => {
        const place = {
          addressComponents: undefined as unknown,
          fetchFields: (request: { fields: string[] }) => {
            fetched.push(request.fields);
            place.addressComponents = components;
            return Promise.resolve({ place });
          },
        };
        return place;
      },
    },
  };
}

/** A Places library as a page would have it: fetchAutocompleteSuggestions answering `answer` (a text each, or anything else as it is). */
function fakeLibrary(answer: unknown[], components: unknown = COMPONENTS) {
  const requests: Request[] = [];
  const fetched: string[][] = [];
  class AutocompleteSessionToken {}
  const library = {
    AutocompleteSessionToken,
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: vi.fn((request: Request) => {
        requests.push(request);
        return Promise.resolve({
          suggestions: answer.map((a) => (typeof a === 'string' ? prediction(a, components, fetched) : a)),
        });
      }),
    },
  };
  return { library, requests, fetched };
}

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals['google'];
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the hosted places adapter', () => {
  it('asks nothing and adds no script when the issuer configures no service', async () => {
    const places = hostedPlaces(() => Promise.resolve(null), { language: 'en' });
    expect(await places.suggestions('US', '1100 congress')).toEqual([]);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("the script's address keeps the configured query and adds the key, the places library and the callback", () => {
    const url = new URL(placesScriptUrl(SERVICE, 'portalWalletPlacesAbc'));
    expect(url.origin + url.pathname).toBe('https://places.example/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: 'weekly',
      key: 'browser_key_0001',
      libraries: 'places',
      loading: 'async',
      callback: 'portalWalletPlacesAbc',
    });
  });

  it("adds the service's script once, with the page's nonce, and uses its library once it calls back", async () => {
    const fake = fakeLibrary(['1100 Congress Ave, Austin, TX 78701, USA']);
    const config = { ...SERVICE, apiKey: 'browser_key_nonce' };
    const places = hostedPlaces(() => Promise.resolve(config), { nonce: 'cGFnZS1ub25jZQ==', language: 'es' });
    const first = places.suggestions('US', '1100 congress');
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    const script = document.head.querySelector('script');
    expect(script?.nonce).toBe('cGFnZS1ub25jZQ==');
    const callback = new URL(script?.src ?? '').searchParams.get('callback') ?? '';
    expect(typeof globals[callback]).toBe('function');
    // The service's script defines the library, then calls back.
    globals['google'] = {
      maps: {
        importLibrary: (name: string) =>
          name === 'places' ? Promise.resolve(fake.library) : Promise.reject(new Error(name)),
      },
    };
    (globals[callback] as () => void)();
    expect((await first).map((s) => s.label)).toEqual(['1100 Congress Ave, Austin, TX 78701, USA']);
    expect(fake.requests[0]).toMatchObject({ input: '1100 congress', includedRegionCodes: ['us'], language: 'es' });
    expect(globals[callback]).toBeUndefined();
    await places.suggestions('US', '1100 congress a');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it("a picked suggestion's address is asked for then, and one session token groups the typing with the pick", async () => {
    const fake = fakeLibrary(['1100 Congress Ave, Austin, TX 78701, USA']);
    globals['google'] = { maps: { importLibrary: () => Promise.resolve(fake.library) } };
    const places = hostedPlaces(() => Promise.resolve({ ...SERVICE, apiKey: 'browser_key_loaded' }), {
      language: 'en',
    });
    await places.suggestions('US', '1100 con');
    const [suggestion] = await places.suggestions('US', '1100 congress');
    expect(fake.requests[0]?.sessionToken).toBe(fake.requests[1]?.sessionToken);
    expect(fake.fetched).toEqual([]);
    if (!suggestion) throw new Error('no suggestion');
    expect(await placeOfSuggestion(suggestion)).toEqual({
      line1: '1100 Congress Ave',
      line2: '',
      line3: '',
      city: 'Austin',
      stateProvinceCode: 'TX',
      postalCode: '78701',
      countryCode: 'US',
    });
    expect(fake.fetched).toEqual([['addressComponents']]);
    // After a pick, a new session.
    await places.suggestions('US', '1100 congress');
    expect(fake.requests[2]?.sessionToken).not.toBe(fake.requests[1]?.sessionToken);
  });

  it('a place in another country, components that are not a list, or a failed details call fill nothing', async () => {
    const elsewhere = fakeLibrary(
      ['Somewhere'],
      COMPONENTS.map((c) => (c.types.includes('country') ? { ...c, shortText: 'CA' } : c)),
    );
    globals['google'] = { maps: { importLibrary: () => Promise.resolve(elsewhere.library) } };
    const [picked] = await hostedPlaces(() => Promise.resolve({ ...SERVICE, apiKey: 'browser_key_country' }), {
      language: 'en',
    }).suggestions('US', 'somewhere');
    if (!picked) throw new Error('no suggestion');
    expect(await placeOfSuggestion(picked)).toBeNull();

    const broken = fakeLibrary(['Broken'], { street: 'not a list' });
    globals['google'] = { maps: { importLibrary: () => Promise.resolve(broken.library) } };
    const [odd] = await hostedPlaces(() => Promise.resolve({ ...SERVICE, apiKey: 'browser_key_broken' }), {
      language: 'en',
    }).suggestions('US', 'broken');
    if (!odd) throw new Error('no suggestion');
    expect(await placeOfSuggestion(odd)).toBeNull();
  });

  it('nonsense suggestions are left out; a library that rejects, or none at all, gives no suggestions and says so in the console only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeLibrary([{ placePrediction: { text: 'not an object' } }, null, 42]);
    globals['google'] = { maps: { importLibrary: () => Promise.resolve(fake.library) } };
    expect(
      await hostedPlaces(() => Promise.resolve({ ...SERVICE, apiKey: 'browser_key_nonsense' }), {
        language: 'en',
      }).suggestions('US', '1100'),
    ).toEqual([]);

    fake.library.AutocompleteSuggestion.fetchAutocompleteSuggestions.mockImplementation(() =>
      Promise.reject(new Error('MapsRequestError: 403')),
    );
    expect(
      await hostedPlaces(() => Promise.resolve({ ...SERVICE, apiKey: 'browser_key_denied' }), {
        language: 'en',
      }).suggestions('US', '1100'),
    ).toEqual([]);

    globals['google'] = { maps: { importLibrary: () => Promise.resolve({ Autocomplete: {} }) } };
    expect(
      await hostedPlaces(() => Promise.resolve({ ...SERVICE, apiKey: 'browser_key_nolib' }), {
        language: 'en',
      }).suggestions('US', '1100'),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a script that fails to load, or never calls back, gives none; a later try adds it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = { ...SERVICE, apiKey: 'browser_key_failing' };
    const places = hostedPlaces(() => Promise.resolve(config), { language: 'en' });
    const failed = places.suggestions('US', '1100');
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(await failed).toEqual([]);

    vi.useFakeTimers();
    const slow = places.suggestions('US', '1100');
    await vi.waitFor(() => expect(document.head.querySelectorAll('script')).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await slow).toEqual([]);
  });
});
