// The sandbox's stand-in hosted places service (§7 "A maps places library and autocomplete
// service are loaded by script"). Nothing outside this machine can be reached, so this stands where an
// issuer's real service would: a script loaded with a browser key (`/maps/api/js?key=…&callback=…`)
// that gives the page `google.maps.importLibrary('places')` with the subset of the Places library
// the wallet uses (AutocompleteSuggestion.fetchAutocompleteSuggestions, AutocompleteSessionToken,
// PlacePrediction.toPlace, Place.fetchFields with addressComponents), answered from the sandbox's
// places (catalogue.ts). Like a real browser key, its key is public and works only from the origins it
// is restricted to; anything else is 403, which the wallet takes as "no suggestions".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOGUE, matchPlaces } from './catalogue';

/** The sandbox's browser key (the gateway's SANDBOX_PLACES_KEY names the same): public, like the sandbox's other keys. */
export const STAND_IN_PLACES_KEY = 'places_sandbox_public_key';

export interface PlacesOptions {
  /** 0 takes any free port (tests). */
  port: number;
  host?: string;
  /** The key the service answers to. */
  apiKey: string;
  /** The origins whose pages may use the key (the checkout page's, the wallet's frame's). */
  allowedOrigins: readonly string[];
  log?: (line: string) => void;
}

export interface Places {
  url: string;
  close(): Promise<void>;
}

/** A page's callback name: a plain identifier, so it can be written into the script. */
const CALLBACK = /^[A-Za-z_$][A-Za-z0-9_$]{0,100}$/;
const KEY = /^[A-Za-z0-9_-]{1,200}$/;
const REGION = /^[A-Za-z]{2}$/;

/**
 * The library the script defines, in the page: plain JavaScript, its origin and key written in as JSON.
 * Its calls reject (as a real library's do) when the service refuses them.
 */
function libraryScript(origin: string, key: string, callback: string | null): string {
  return `'use strict';
(function () {
  var origin = ${JSON.stringify(origin)};
  var key = ${JSON.stringify(key)};
  function ask(path, params) {
    var url = new URL(path, origin);
    url.searchParams.set('key', key);
    Object.keys(params).forEach(function (name) { if (params[name]) url.searchParams.set(name, params[name]); });
    return fetch(url.href, { credentials: 'omit' }).then(function (response) {
      if (!response.ok) throw new Error('MapsRequestError: the places service answered ' + response.status);
      return response.json();
    });
  }
  var counter = 0;
  function AutocompleteSessionToken() { counter += 1; this.id = 'session-' + Date.now().toString(36) + '-' + counter; }
  function Place(options) { this.id = options.id; this.addressComponents = undefined; this.formattedAddress = undefined; this.sessionToken = options.sessionToken; }
  Place.prototype.fetchFields = function (request) {
    var self = this;
    var fields = (request && request.fields) || [];
    return ask('/v1/places/' + encodeURIComponent(self.id), { fields: fields.join(','), sessionToken: self.sessionToken && self.sessionToken.id }).then(function (data) {
      if (fields.indexOf('addressComponents') >= 0) self.addressComponents = data.addressComponents;
      if (fields.indexOf('formattedAddress') >= 0) self.formattedAddress = data.formattedAddress;
      return { place: self };
    });
  };
  function suggestionOf(found, sessionToken) {
    var text = { text: found.text, matches: [], toString: function () { return found.text; } };
    return { placePrediction: { placeId: found.placeId, text: text, mainText: text, toPlace: function () { return new Place({ id: found.placeId, sessionToken: sessionToken }); } } };
  }
  var AutocompleteSuggestion = {
    fetchAutocompleteSuggestions: function (request) {
      return ask('/v1/places:autocomplete', {
        input: String(request.input || ''),
        includedRegionCodes: (request.includedRegionCodes || []).join(','),
        language: request.language,
        sessionToken: request.sessionToken && request.sessionToken.id,
      }).then(function (data) {
        return { suggestions: data.suggestions.map(function (found) { return suggestionOf(found, request.sessionToken); }) };
      });
    },
  };
  var places = { AutocompleteSuggestion: AutocompleteSuggestion, AutocompleteSessionToken: AutocompleteSessionToken, Place: Place };
  var google = (window.google = window.google || {});
  google.maps = google.maps || {};
  google.maps.importLibrary = function (name) {
    return name === 'places' ? Promise.resolve(places) : Promise.reject(new Error('The stand-in places service has the places library only, not ' + name));
  };
  var callback = ${JSON.stringify(callback)};
  if (callback && typeof window[callback] === 'function') window[callback]();
})();
`;
}

function send(
  res: http.ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export async function startPlaces(options: PlacesOptions): Promise<Places> {
  let origin = '';
  const allowed = new Set(options.allowedOrigins);
  const server = http.createServer((req, res) => {
    const requested = new URL(req.url ?? '/', 'http://places.invalid');
    if (req.method !== 'GET') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    if (requested.pathname === '/health') return send(res, 200, 'application/json', '{"status":"ok"}');
    const key = requested.searchParams.get('key') ?? '';
    if (requested.pathname === '/maps/api/js') {
      // As a real loader does, the script loads whatever the key; the calls it makes are what a bad key loses.
      const callback = requested.searchParams.get('callback');
      const script = libraryScript(
        origin,
        KEY.test(key) ? key : '',
        callback && CALLBACK.test(callback) ? callback : null,
      );
      return send(res, 200, 'text/javascript; charset=utf-8', script, {
        'cross-origin-resource-policy': 'cross-origin',
      });
    }
    const caller = req.headers.origin ?? '';
    const cors: Record<string, string> = allowed.has(caller)
      ? { 'access-control-allow-origin': caller, vary: 'Origin' }
      : { vary: 'Origin' };
    if (key !== options.apiKey || !allowed.has(caller)) {
      options.log?.(
        `refused a places call: ${key !== options.apiKey ? 'an unknown key' : `the origin ${caller || '(none)'} is not one the key is restricted to`}`,
      );
      return send(
        res,
        403,
        'application/json',
        JSON.stringify({
          error: { code: 403, status: 'PERMISSION_DENIED', message: 'The key may not be used from here.' },
        }),
        cors,
      );
    }
    if (requested.pathname === '/v1/places:autocomplete') {
      const input = (requested.searchParams.get('input') ?? '').slice(0, 200);
      const regions = (requested.searchParams.get('includedRegionCodes') ?? '')
        .split(',')
        .filter((r) => REGION.test(r));
      const suggestions = matchPlaces(input, regions).map((p) => ({ placeId: p.id, text: p.text }));
      return send(res, 200, 'application/json', JSON.stringify({ suggestions }), cors);
    }
    const details = /^\/v1\/places\/([A-Za-z0-9_-]{1,100})$/.exec(requested.pathname);
    const found = details ? CATALOGUE.find((p) => p.id === details[1]) : undefined;
    if (found)
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({ id: found.id, formattedAddress: found.text, addressComponents: found.components }),
        cors,
      );
    return send(
      res,
      404,
      'application/json',
      JSON.stringify({ error: { code: 404, status: 'NOT_FOUND', message: 'No such place.' } }),
      cors,
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
