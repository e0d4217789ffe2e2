// The stand-in places service: the script a page loads, the key restricted to its origins,
// suggestions in the countries asked, and a place's address components.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, matchPlaces } from './catalogue';
import { STAND_IN_PLACES_KEY, startPlaces, type Places } from './places';

const PAGE = 'http://localhost:3020';
let places: Places;

beforeAll(async () => {
  places = await startPlaces({ port: 0, apiKey: STAND_IN_PLACES_KEY, allowedOrigins: [PAGE] });
});
afterAll(async () => {
  await places.close();
});

const ask = (path: string, origin: string | null = PAGE) =>
  fetch(new URL(path, places.url), { headers: origin ? { origin } : {} });

describe('the stand-in places service', () => {
  it('serves the library script with its own origin, the key and the callback written in; a callback that is not a name is left out', async () => {
    const res = await ask(`/maps/api/js?key=${STAND_IN_PLACES_KEY}&libraries=places&callback=portalPlacesReady`, null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    expect(script).toContain(`var origin = ${JSON.stringify(places.url)};`);
    expect(script).toContain(`var key = "${STAND_IN_PLACES_KEY}";`);
    expect(script).toContain('var callback = "portalPlacesReady";');
    const hostile = await (await ask('/maps/api/js?key=k&callback=alert(1)//', null)).text();
    expect(hostile).toContain('var callback = null;');
  });

  it('suggests places for what was typed, in the countries asked, to an allowed origin with the key', async () => {
    const res = await ask(`/v1/places:autocomplete?key=${STAND_IN_PLACES_KEY}&input=350+fif&includedRegionCodes=US`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(await res.json()).toEqual({
      suggestions: [{ placeId: 'sbx-us-empire', text: '350 Fifth Ave, Suite 4600, New York, NY 10118, United States' }],
    });
    const canada: unknown = await (
      await ask(`/v1/places:autocomplete?key=${STAND_IN_PLACES_KEY}&input=350+fif&includedRegionCodes=CA`)
    ).json();
    expect(canada).toEqual({ suggestions: [] });
  });

  it("answers a place's address components", async () => {
    const res = await ask(`/v1/places/sbx-us-googleplex?key=${STAND_IN_PLACES_KEY}&fields=addressComponents`);
    const body = (await res.json()) as {
      addressComponents: { longText: string; shortText: string; types: string[] }[];
    };
    expect(body.addressComponents).toContainEqual({
      longText: 'California',
      shortText: 'CA',
      types: ['administrative_area_level_1', 'political'],
    });
    expect((await ask(`/v1/places/nowhere?key=${STAND_IN_PLACES_KEY}`)).status).toBe(404);
  });

  it('refuses another key, another origin and no origin with 403, as a browser key restricted to its origins', async () => {
    expect((await ask('/v1/places:autocomplete?key=someone_elses_key&input=350')).status).toBe(403);
    const elsewhere = await ask(
      `/v1/places:autocomplete?key=${STAND_IN_PLACES_KEY}&input=350`,
      'http://evil.localhost:9999',
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect((await ask(`/v1/places:autocomplete?key=${STAND_IN_PLACES_KEY}&input=350`, null)).status).toBe(403);
  });
});

describe('matchPlaces', () => {
  it('every word typed begins a word of the place, ignoring case and accents', () => {
    expect(matchPlaces('augusta são', ['BR']).map((p) => p.id)).toEqual(['sbx-br-augusta']);
    expect(matchPlaces('fifth', ['US']).map((p) => p.id)).toEqual(['sbx-us-empire', 'sbx-us-met']);
    expect(matchPlaces('   ', [])).toEqual([]);
  });

  it('property: at most five, each in a country asked', () => {
    const countries = [...new Set(CATALOGUE.map((p) => p.country))];
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.subarray(countries), (input, asked) => {
        const found = matchPlaces(input, asked);
        expect(found.length).toBeLessThanOrEqual(5);
        for (const p of found) if (asked.length > 0) expect(asked).toContain(p.country);
      }),
    );
  });
});
