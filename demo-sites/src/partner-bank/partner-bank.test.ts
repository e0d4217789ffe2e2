// The bank over real HTTP, as a browser and the portal's gateway meet it: discovery, the sign-in at
// the bank, the portal's code flow with no prompt, the interaction sign-in, and the card events.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, PARTNER_CLIENT_ID } from './index';
import { isLuhnValid } from './luhn';
import {
  Browser,
  CLIENT_SECRET,
  LAUNCH_URL,
  PORTAL_ORIGIN,
  portalAuthorization,
  redeemCode,
  signInAction,
  startTestBank,
  type Landing,
  type TestBank,
} from './test-kit';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});

afterAll(async () => {
  await bank.close();
  // The bank logs only failures: none happened.
  expect(bank.logged).toEqual([]);
});

const [alice, ben] = DEMO_MEMBERS;
if (!alice || !ben) throw new Error('two demo members');

async function signedIn(username: string): Promise<Browser> {
  const browser = new Browser(bank.url);
  const landing = await browser.signIn(username, DEMO_MEMBER_PASSWORD);
  expect(landing.status).toBe(200);
  return browser;
}

/** Where the portal's authorization request ends for this browser: the portal's redirect URI when no prompt is needed. */
async function launch(browser: Browser, extra: Record<string, string> = {}) {
  const request = portalAuthorization(bank, extra);
  return { request, landing: await browser.visit(request.url) };
}

interface TokenAnswer {
  id_token: string;
  access_token: string;
  token_type: string;
}

async function idTokenClaims(landing: Landing, verifier: string): Promise<JWTPayload> {
  const code = landing.url.searchParams.get('code') ?? '';
  const response = await redeemCode(bank, code, verifier);
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as TokenAnswer;
  const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL('/jwks', bank.issuer)), {
    issuer: bank.issuer,
    audience: PARTNER_CLIENT_ID,
  });
  return payload;
}

const cardOf = (claims: JWTPayload) => claims.provisioned_card as Record<string, unknown>;

describe('what the provider publishes', () => {
  it('discovery names the issuer and its endpoints, S256 only, and the cards scope with its claim', async () => {
    const response = await fetch(new URL('/.well-known/openid-configuration', bank.issuer));
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: bank.issuer,
      authorization_endpoint: `${bank.issuer}/auth`,
      token_endpoint: `${bank.issuer}/token`,
      jwks_uri: `${bank.issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['code', 'none'],
    });
    expect(discovery.scopes_supported).toEqual(['openid', 'profile', 'email', 'cards']);
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'name', 'given_name', 'family_name', 'email', 'provisioned_card']),
    );
  });

  it('/jwks has one RS256 public key, made at boot, and nothing private', async () => {
    const { keys } = (await (await fetch(new URL('/jwks', bank.issuer))).json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.stringMatching(/^nw-[0-9a-f]{12}$/) as unknown,
    });
    expect(Object.keys(keys[0] ?? {})).not.toContain('d');
  });
});

describe('a member signed in at the bank goes to the portal with no prompt', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await signedIn(alice.username);
  });

  it('the home page welcomes the member, links "Manage my cards" to the launch URL and offers to sign out', async () => {
    const home = await browser.visit('/');
    expect(home.body).toContain(`<h1>Welcome, ${alice.name}</h1>`);
    expect(home.body).toContain(`<a class="button" href="${LAUNCH_URL}">Manage my cards</a>`);
    expect(home.body).toContain('<form method="post" action="/signout">');
  });

  it("the portal's authorization request ends at its redirect URI with a code, the state and the issuer", async () => {
    const { request, landing } = await launch(browser);
    expect(`${landing.url.origin}${landing.url.pathname}`).toBe(LAUNCH_URL);
    expect(landing.url.searchParams.get('code')).toMatch(/.{20,}/);
    expect(landing.url.searchParams.get('state')).toBe(request.state);
    expect(landing.url.searchParams.get('iss')).toBe(bank.issuer);
  });

  it("the code gives a signed ID token with the member's name, email and card", async () => {
    const { request, landing } = await launch(browser);
    const claims = await idTokenClaims(landing, request.verifier);
    expect(claims).toMatchObject({
      sub: alice.sub,
      nonce: request.nonce,
      name: alice.name,
      given_name: 'Alice',
      family_name: 'Thornton',
      email: 'alice.demo@northwindcu.example',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    expect(cardOf(claims)).toEqual({
      accountNumber: cardOf(claims).accountNumber,
      expirationMonth: '09',
      expirationYear: String(new Date().getUTCFullYear() + 4),
      nameOnAccount: alice.name,
      accountType: 'DEBIT_CARD',
    });
    expect(String(cardOf(claims).accountNumber)).toMatch(/^4\d{15}$/);
    expect(isLuhnValid(String(cardOf(claims).accountNumber))).toBe(true);
  });

  it('a code is redeemed once: the second time is invalid_grant', async () => {
    const { request, landing } = await launch(browser);
    const code = landing.url.searchParams.get('code') ?? '';
    expect((await redeemCode(bank, code, request.verifier)).status).toBe(200);
    const again = await redeemCode(bank, code, request.verifier);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a code is redeemed only with its own verifier and the client secret', async () => {
    const { request, landing } = await launch(browser);
    const code = landing.url.searchParams.get('code') ?? '';
    expect((await redeemCode(bank, code, request.verifier, 'not-the-client-secret')).status).toBe(401);
    const stolen = await redeemCode(bank, code, `${request.verifier.slice(1)}x`);
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('PKCE is required: a request without a code challenge goes back to the portal as an error', async () => {
    const { landing } = await launch(browser, { code_challenge: '', code_challenge_method: '' });
    expect(landing.url.origin).toBe(PORTAL_ORIGIN);
    expect(landing.url.searchParams.get('error')).toBe('invalid_request');
    expect(landing.url.searchParams.get('code')).toBeNull();
  });

  it('prompt=consent is granted with no screen: the bank is first party', async () => {
    const { landing } = await launch(browser, { prompt: 'consent' });
    expect(landing.url.origin).toBe(PORTAL_ORIGIN);
    expect(landing.url.searchParams.get('code')).toMatch(/.{20,}/);
  });
});

describe("the bank's sign-in page, when the portal sends a member who is not signed in", () => {
  it('the authorization request shows the sign-in page, and signing in there finishes it at the portal', async () => {
    const browser = new Browser(bank.url);
    const { request, landing: page } = await launch(browser);
    expect(page.status).toBe(200);
    expect(page.url.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(page.body).toContain('<h1>Sign in to Northwind online banking</h1>');
    expect(signInAction(page.body)).toBe(`${page.url.pathname}/login`);

    const landing = await browser.visit(signInAction(page.body), {
      form: { username: ben.username, password: DEMO_MEMBER_PASSWORD },
    });
    expect(landing.url.searchParams.get('state')).toBe(request.state);
    expect((await idTokenClaims(landing, request.verifier)).sub).toBe(ben.sub);
    // The sign-in made the bank's own session too.
    expect((await browser.visit('/')).body).toContain(`Welcome, ${ben.name}`);
  });

  it('a wrong password answers 401 with an alert the fields point at, the username kept; the next try can succeed', async () => {
    const browser = new Browser(bank.url);
    const { request, landing: page } = await launch(browser);
    const failed = await browser.visit(signInAction(page.body), {
      form: { username: ben.username, password: 'wrong' },
    });
    expect(failed.status).toBe(401);
    expect(failed.body).toContain('<p id="sign-in-error" class="alert" role="alert">');
    expect(failed.body).toContain(`value="${ben.username}" aria-invalid="true" aria-describedby="sign-in-error"`);
    expect(failed.body.match(/aria-describedby="sign-in-error"/g)).toHaveLength(2);

    const landing = await browser.visit(signInAction(failed.body), {
      form: { username: ben.username, password: DEMO_MEMBER_PASSWORD },
    });
    expect(landing.url.searchParams.get('state')).toBe(request.state);
  });

  it('a sign-in page that is gone says so, with a way home, and no stack trace', async () => {
    const browser = new Browser(bank.url);
    for (const landing of [
      await browser.visit('/interaction/no-such-uid'),
      await browser.visit('/interaction/no-such-uid/login', { form: { username: 'x', password: 'y' } }),
    ]) {
      expect(landing.status).toBe(400);
      expect(landing.body).toContain('<h1>Your sign-in expired</h1>');
      expect(landing.body).toContain('<a href="/">');
      expect(landing.body).not.toMatch(/at .*\.js:\d+/);
    }
  });

  it('a client forcing a new sign-in over a session gets the same member, not another one', async () => {
    const browser = await signedIn(alice.username);
    const { request, landing: page } = await launch(browser, { prompt: 'login' });
    expect(page.url.pathname).toMatch(/^\/interaction\//);
    const other = await browser.visit(signInAction(page.body), {
      form: { username: ben.username, password: DEMO_MEMBER_PASSWORD },
    });
    expect(other.status).toBe(409);
    expect(other.body).toContain('Another member is signed in to online banking on this device.');
    const landing = await browser.visit(signInAction(other.body), {
      form: { username: alice.username, password: DEMO_MEMBER_PASSWORD },
    });
    expect((await idTokenClaims(landing, request.verifier)).sub).toBe(alice.sub);
  });

  it("a sign-in page can't be finished twice", async () => {
    const browser = new Browser(bank.url);
    const { landing: page } = await launch(browser);
    const action = signInAction(page.body);
    await browser.visit(action, { form: { username: alice.username, password: DEMO_MEMBER_PASSWORD } });
    const again = await browser.visit(action, { form: { username: alice.username, password: DEMO_MEMBER_PASSWORD } });
    expect(again.status).toBe(400);
    expect(again.body).toContain('Your sign-in expired');
  });
});

describe("the bank's home page", () => {
  it('signed out: the sign-in form, and no demo credentials', async () => {
    const home = await new Browser(bank.url).visit('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<h1>Northwind online banking</h1>');
    expect(signInAction(home.body)).toBe('/signin');
    expect(home.body).not.toContain(DEMO_MEMBER_PASSWORD);
  });

  it('a wrong password answers 401 with the alert, the username kept', async () => {
    const failed = await new Browser(bank.url).signIn(alice.username, 'Northwind-demo-2');
    expect(failed.status).toBe(401);
    expect(failed.body).toContain('role="alert"');
    expect(failed.body).toContain(`value="${alice.username}"`);
  });

  it('signing out ends the bank session: the home page asks to sign in, and the portal gets the sign-in page', async () => {
    const browser = await signedIn(alice.username);
    const home = await browser.visit('/signout', { form: {} });
    expect(home.url.pathname).toBe('/');
    expect(signInAction(home.body)).toBe('/signin');
    const { landing } = await launch(browser);
    expect(landing.url.pathname).toMatch(/^\/interaction\//);
  });

  it('signing in as another member over a session switches to that member', async () => {
    const browser = await signedIn(alice.username);
    const home = await browser.signIn(ben.username, DEMO_MEMBER_PASSWORD);
    expect(home.body).toContain(`Welcome, ${ben.name}`);
  });

  it("another site's page cannot post the bank's forms", async () => {
    const browser = new Browser(bank.url);
    const forged = await browser.visit('/signin', {
      form: { username: alice.username, password: DEMO_MEMBER_PASSWORD },
      headers: { origin: 'http://evil.example' },
    });
    expect(forged.status).toBe(403);
    const own = await browser.visit('/signin', {
      form: { username: alice.username, password: DEMO_MEMBER_PASSWORD },
      headers: { origin: bank.url },
    });
    expect(own.body).toContain(`Welcome, ${alice.name}`);
  });

  it("every page has the bank's CSP, naming the portal for form posts, and its stylesheet is served", async () => {
    const home = await new Browser(bank.url).visit('/');
    expect(home.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'self'; form-action 'self' ${PORTAL_ORIGIN}; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(home.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(home.body).not.toContain('<script');
    const css = await fetch(new URL('/assets/bank.css', bank.issuer));
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('#14532d');
  });

  it('a route asked with the wrong method answers 405 with what it allows', async () => {
    const response = await fetch(new URL('/signin', bank.issuer));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it("the provider's own error page is the bank's, with the provider's words", async () => {
    const landing = await new Browser(bank.url).visit(
      `/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(LAUNCH_URL)}`,
    );
    expect(landing.status).toBe(400);
    expect(landing.body).toContain('<h1>Sign-in could not continue</h1>');
    expect(landing.body).toContain('<link rel="stylesheet" href="/assets/bank.css">');
  });
});

describe('card events from the portal', () => {
  const post = (
    body: unknown,
    { secret = CLIENT_SECRET, clientId = PARTNER_CLIENT_ID, type = 'application/json' } = {},
  ) =>
    fetch(new URL('/api/events', bank.issuer), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': type,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const event = { type: 'add-card-success', sub: ben.sub, cardLast4: '1111', at: '2026-11-27T10:15:00.000Z' };

  it('wrong or missing credentials answer 401 with a Basic challenge', async () => {
    for (const response of [
      await post(event, { secret: 'not-the-client-secret' }),
      await post(event, { clientId: 'someone-else' }),
      await fetch(new URL('/api/events', bank.issuer), { method: 'POST', body: JSON.stringify(event) }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic /);
    }
    expect(bank.events(ben.sub)).toEqual([]);
  });

  it.each([
    ['not JSON', '{"type":'],
    ['another type of event', { ...event, type: 'remove-card-success' }],
    ['a field too many', { ...event, cardNumber: '4111111111111111' }],
    ['a field missing', { type: event.type, sub: event.sub, at: event.at }],
    ['five last digits', { ...event, cardLast4: '11111' }],
    ['a date that is not one', { ...event, at: '2026-02-30T10:15:00Z' }],
    ['an array', [event]],
  ])('a body with %s answers 400', async (_why, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('a body that is not declared JSON answers 400', async () => {
    expect((await post(event, { type: 'text/plain' })).status).toBe(400);
  });

  it("an event answers 204, and is in the member's recent card activity, newest first", async () => {
    expect((await post(event)).status).toBe(204);
    // Reported later, but the card was added earlier (10:00 UTC): it comes second.
    expect((await post({ ...event, cardLast4: '2222', at: '2026-11-27T11:00:00+01:00' })).status).toBe(204);
    expect(bank.events(ben.sub).map((e) => e.cardLast4)).toEqual(['1111', '2222']);
    const home = await (await signedIn(ben.username)).visit('/');
    expect(home.body).toContain(
      'Card ending 1111 added to your card services <time datetime="2026-11-27T10:15:00.000Z">27 November 2026 at 10:15 UTC</time>',
    );
    expect(home.body).toContain('Card ending 2222 added to your card services');
  });

  it("a member with no events reads so, and sees no one else's", async () => {
    const home = await (await signedIn(alice.username)).visit('/');
    expect(home.body).toContain('No recent card activity.');
    expect(home.body).not.toContain('Card ending');
  });
});

describe('journey members', () => {
  it('are not made up unless the bank is started so', async () => {
    expect((await new Browser(bank.url).signIn('journey.someone', DEMO_MEMBER_PASSWORD)).status).toBe(401);
  });

  it('with openJourneyMembers, any journey.<name> signs in with the demo password, with a subject and a card of its own', async () => {
    const open = await startTestBank({ openJourneyMembers: true });
    try {
      const browser = new Browser(open.url);
      expect((await browser.signIn('journey.someone', 'wrong')).status).toBe(401);
      const home = await browser.signIn('journey.someone', DEMO_MEMBER_PASSWORD);
      expect(home.body).toContain('Welcome, Journey Someone');
      const request = portalAuthorization(open);
      const landing = await browser.visit(request.url);
      const code = landing.url.searchParams.get('code') ?? '';
      const tokens = (await (await redeemCode(open, code, request.verifier)).json()) as TokenAnswer;
      const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL('/jwks', open.issuer)), {
        issuer: open.issuer,
        audience: PARTNER_CLIENT_ID,
      });
      expect(payload.sub).toMatch(/^nw-journey-[0-9a-f]{16}$/);
      const number = String(cardOf(payload).accountNumber);
      expect(isLuhnValid(number)).toBe(true);
      expect(number).toMatch(/^4\d{15}$/);
    } finally {
      await open.close();
    }
    expect(open.logged).toEqual([]);
  });
});

describe('startPartnerBank', () => {
  it('takes shorter lifetimes for tests', async () => {
    const short = await startTestBank({ ttl: { idToken: 42 } });
    try {
      const browser = new Browser(short.url);
      await browser.signIn(alice.username, DEMO_MEMBER_PASSWORD);
      const request = portalAuthorization(short);
      const landing = await browser.visit(request.url);
      const tokens = (await (
        await redeemCode(short, landing.url.searchParams.get('code') ?? '', request.verifier)
      ).json()) as TokenAnswer;
      const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL('/jwks', short.issuer)), {
        issuer: short.issuer,
        audience: PARTNER_CLIENT_ID,
      });
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(42);
    } finally {
      await short.close();
    }
  });

  it.each<[string, Partial<Parameters<typeof startTestBank>[0]>, string]>([
    ['an issuer with a path', { issuer: 'http://localhost:3010/oidc' }, 'issuer must be an origin'],
    ['an issuer with a trailing slash', { issuer: 'http://localhost:3010/' }, 'issuer must be an origin'],
    ['a launch URL that is not http', { launchUrl: 'javascript:alert(1)' }, 'must be an http or https URL'],
    [
      'a redirect URI that is not a URL',
      { client: { clientId: PARTNER_CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: ['/sso/launch'] } },
      'must be an absolute URL',
    ],
    [
      'a lifetime of zero',
      { ttl: { authorizationCode: 0 } },
      'ttl.authorizationCode must be a whole number of seconds from 1',
    ],
    ['a lifetime in fractions', { ttl: { session: 1.5 } }, 'ttl.session must be a whole number of seconds from 1'],
  ])('refuses %s', async (_why, options, message) => {
    await expect(startTestBank(options)).rejects.toThrow(message);
  });
});
