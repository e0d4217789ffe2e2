// Deny by default (decision 041): a route without an access declaration stops the gateway at start, and
// every registered route, walked with no credential, a token of a kind it does not accept, another
// user's token and another merchant's key, is refused before its handler runs.
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { DEMO_MERCHANTS } from '../db/demo-merchants';
import { tokenHash } from './secrets';
import type { TokenKind } from '../sign-in/tokens-store';
import { EXT, signedIn, startTestGateway, type TestGateway } from '../test-kit';
import { type Access, enforceAccess, PUBLIC, SANDBOX } from './access';
import { declared } from './operation';

const op = (access: Access) => declared({ access, tag: 'Test', summary: 'A test route', answers: { 200: null } });

interface Declared {
  method: string;
  url: string;
  access: Access;
}

let gw: TestGateway;
let routes: Declared[];
const tokens = {} as Record<TokenKind, TokenResponse>;
let stranger: TokenResponse;
const DEMO = DEMO_MERCHANTS[0] ?? { publicKey: '', secretKey: '' };
const OTHER = { publicKey: 'pk_test_walk_other', secretKey: 'sk_test_walk_other_secret_0001' };
let session = '';

beforeAll(async () => {
  gw = await startTestGateway();
  const seen: Declared[] = [];
  const app = await gw.buildOn(
    {},
    {
      onRoute: (route) => {
        const { method, url } = route;
        for (const one of [method].flat())
          if (one !== 'HEAD' && !(one === 'OPTIONS' && url === '*'))
            seen.push({ method: one, url, access: route.access ?? PUBLIC });
      },
    },
  );
  await app.close();
  routes = seen;
  tokens.full = await signedIn(gw.app, EXT.acme, 'ready.rita');
  tokens.partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
  tokens.reset = await signedIn(gw.app, EXT.acme, 'reset.rosa');
  stranger = await signedIn(gw.app, EXT.acme, 'new.nora');
  await gw.db.query(
    "INSERT INTO merchants (id, issuer_id, name, public_key, secret_key_hash, created_at) VALUES ('walk-other', 'tailspin', 'Walk Other', $1, $2, $3)",
    [OTHER.publicKey, tokenHash(OTHER.secretKey), gw.clock.now],
  );
  const opened = await gw.app.inject({
    method: 'POST',
    url: '/merchant-controller/v1/shopperSessions',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO.secretKey}` },
    payload: JSON.stringify({ shopperReference: 'walker' }),
  });
  session = opened.json<{ shopperSession: string }>().shopperSession;
}, 60_000);

afterAll(async () => {
  await gw.close();
});

/** The access a request without any query reaches (a choice decides by the query). */
function plain(access: Access): Access {
  return access.kind === 'choice' ? plain(access.choose({ query: {} } as never)) : access;
}

/** The route's path with each parameter filled: the owner's guid where the access names one. */
function pathOf(route: Declared, owner: string): string {
  return route.url.replace(/:(\w+)/g, (_whole, name: string) => {
    if (name === 'extAppId') return EXT.acme;
    if (name === 'locale') return 'en';
    const access = plain(route.access);
    if (access.kind === 'token' && access.owner?.param === name) return owner;
    return '00000000-0000-4000-8000-000000000001';
  });
}

const call = (route: Declared, url: string, headers: Record<string, string>): Promise<LightMyRequestResponse> =>
  gw.app.inject({
    method: route.method as 'GET',
    url,
    ...(route.method === 'GET' || route.method === 'DELETE'
      ? { headers }
      : { headers: { 'content-type': 'application/json', ...headers }, payload: '{}' }),
  });

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const label = (route: Declared) => `${route.method} ${route.url}`;

const ofKind = (kind: Access['kind']) => () => routes.filter((route) => plain(route.access).kind === kind);

describe('the declaration', () => {
  // The hook at registration reads the profile only.
  const ctx = { config: { profile: 'production' } } as unknown as GatewayContext;

  it('a route registered without one stops the gateway at start', () => {
    const app = Fastify();
    enforceAccess(app, ctx);
    app.get('/declared', op(PUBLIC), async () => 'ok');
    expect(() => app.get('/forgotten', async () => 'ok')).toThrow('The route GET /forgotten declares no access.');
  });

  it('a sandbox route outside the sandbox stops it too', () => {
    const app = Fastify();
    enforceAccess(app, ctx);
    expect(() => app.get('/__dev/x', op(SANDBOX), async () => 'ok')).toThrow('is registered outside the sandbox');
  });

  it('every route of the gateway declares one, and the production profile registers no sandbox route', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const production: string[] = [];
    const app = await gw.buildOn(
      {
        GATEWAY_PROFILE: 'production',
        GATEWAY_ALLOW_PGLITE: 'true',
        GATEWAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
      { onRoute: (route) => production.push(route.url) },
    );
    await app.close();
    expect(production.filter((url) => url.startsWith('/__dev'))).toEqual([]);
    expect(routes.filter((route) => route.url.startsWith('/__dev')).map((r) => plain(r.access).kind)).toEqual(
      routes.filter((route) => route.url.startsWith('/__dev')).map(() => 'sandbox'),
    );
  });

  it('every token route whose path names a user or an account declares that parameter its owner', () => {
    const naming = routes.filter(
      (route) => /:(userGuid|accountId)\b/.test(route.url) && route.access.kind !== 'public',
    );
    expect(naming.length).toBeGreaterThan(25);
    const options = (access: Access): Access[] => (access.kind === 'choice' ? [...access.options] : [access]);
    for (const route of naming)
      for (const access of options(route.access)) {
        const param = /:(userGuid|accountId)\b/.exec(route.url)?.[1];
        expect(access.kind === 'token' && access.owner?.param, label(route)).toBe(param);
      }
  });

  it('the routes open to anyone are exactly the ways in and the public reads', () => {
    expect(ofKind('public')().map(label).sort()).toMatchInlineSnapshot(`
      [
        "GET /apps/:extAppId/terms",
        "GET /dpsapps/:extAppId",
        "GET /health",
        "GET /openapi",
        "GET /openapi/json",
        "GET /openapi/static/*",
        "GET /openapi/static/index.html",
        "GET /openapi/static/swagger-initializer.js",
        "GET /openapi/yaml",
        "GET /renew-server-sessionid",
        "GET /vmeservices/v1/partner/logo/image/:file",
        "GET /vmeservices/v1/partner/logo/locale/:locale",
        "POST /apps/:extAppId/activation",
        "POST /apps/:extAppId/activation/:cardId/keepAlive",
        "POST /apps/:extAppId/activation/card/pin",
        "POST /apps/:extAppId/activation/questions",
        "POST /apps/:extAppId/client-errors",
        "POST /apps/:extAppId/client-errors/csp",
        "POST /apps/:extAppId/enrollment",
        "POST /apps/:extAppId/forgotcredential",
        "POST /apps/:extAppId/identities",
        "POST /apps/:extAppId/migration",
        "POST /apps/:extAppId/oauth2/token",
        "POST /oauth2/lcm/token/authorized/revocation",
        "POST /oidc/authorize",
        "POST /partnerConsumer/enroll",
        "POST /users/:userGuid/otp/verification/forgotcredential",
        "POST /users/:userGuid/otp/verification/migration",
      ]
    `);
  });
});

describe('every route that needs a credential refuses a request', () => {
  it('with none: 401', async () => {
    const guarded = routes.filter((route) => !['public', 'sandbox'].includes(plain(route.access).kind));
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      const access = plain(route.access);
      const query = access.kind === 'shopper' ? `?${access.key}=${DEMO.publicKey}` : '';
      const res = await call(route, pathOf(route, guid(tokens.full)) + query, {});
      expect(res.statusCode, `${label(route)}: ${res.body}`).toBe(401);
    }
  });

  it('with a token of a kind it does not accept: 401 insufficientScope, for the token’s own user', async () => {
    let walked = 0;
    for (const route of ofKind('token')()) {
      const access = plain(route.access);
      if (access.kind !== 'token') continue;
      for (const kind of (['partial', 'reset', 'full'] as const).filter((k) => !access.scopes.includes(k))) {
        const own = tokens[kind];
        const res = await call(route, pathOf(route, guid(own)), bearer(own.access_token));
        expect(res.statusCode, `${label(route)} with ${kind}: ${res.body}`).toBe(401);
        expect(res.json<{ responseStatus: { code: string } }>().responseStatus.code).toBe('insufficientScope');
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(40);
  });

  it('with another user’s token of a kind it accepts: 401 or 404, never an answer', async () => {
    const owned = ofKind('token')().filter((route) => {
      const access = plain(route.access);
      return access.kind === 'token' && access.owner !== undefined;
    });
    expect(owned.length).toBeGreaterThan(25);
    for (const route of owned) {
      const access = plain(route.access);
      if (access.kind !== 'token') continue;
      const kind = access.scopes[0] ?? 'full';
      // The path names new.nora; the token is another user's of a kind the route accepts.
      const res = await call(route, pathOf(route, guid(stranger)), bearer(tokens[kind].access_token));
      expect([401, 404], `${label(route)} with ${kind}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('with a shopper session and another merchant’s public key, or a wrong merchant secret: 401', async () => {
    const shoppers = ofKind('shopper')();
    expect(shoppers.length).toBeGreaterThan(8);
    for (const route of shoppers) {
      const access = plain(route.access);
      if (access.kind !== 'shopper') continue;
      const res = await call(route, `${pathOf(route, '')}?${access.key}=${OTHER.publicKey}`, bearer(session));
      expect(res.statusCode, `${label(route)}: ${res.body}`).toBe(401);
    }
    for (const route of ofKind('merchant')()) {
      const res = await call(route, pathOf(route, ''), bearer(OTHER.secretKey.replace('0001', '0002')));
      expect(res.statusCode, `${label(route)}: ${res.body}`).toBe(401);
    }
  });
});
