// Single sign-on's oidc/authorize and partnerConsumer/enroll against a partner the test controls
// (test-partner.ts): the PKCE, state and nonce sent; the ID token's signature, issuer, audience,
// expiry and nonce checked; a replayed, expired or tampered launch refused with §8's technical message
// and nothing created; one account per member, also when two arrivals race.
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SsoEnrolResponseSchema } from '@portal/domain/schemas';
import { PRODUCTION_RATE_LIMITS } from '../platform/policy';
import { ID_TOKEN_CLOCK_SKEW_S, SSO_LAUNCH_LIFETIME_MS } from './sso';
import { EXT, expectError, getWith, postJson, startTestGateway, type TestGateway } from '../test-kit';
import { s256, startTestPartner, type TestPartner, type TokenRequestSeen } from '../test-partner';

const NORTHWIND_KEY = 'nwcu-sso-01-web-demo-key';
const ACME_KEY = 'acme-web-01-web-demo-key';
const CLIENT = { id: 'portal-at-test-partner', secret: 'a-test-client-secret-of-the-portal' };
const REDIRECT = 'http://northwind.localhost:3000/sso/launch';

let partner: TestPartner;
let gw: TestGateway;

beforeAll(async () => {
  partner = await startTestPartner();
  gw = await startTestGateway(
    {
      GATEWAY_SSO_PARTNERS: JSON.stringify({
        northwind: { issuer: partner.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUri: REDIRECT },
      }),
      // Each query yields as over a network, so the races below interleave between a read and a write.
    },
    { yielding: true },
  );
}, 60_000);

afterAll(async () => {
  await gw.close();
  await partner.close();
});

beforeEach(() => {
  partner.nextIdToken(null);
  partner.tokenRequests.length = 0;
});

interface Launch {
  state: string;
  nonce: string;
  url: URL;
}

async function launch(apiKey = NORTHWIND_KEY): Promise<Launch> {
  const res = await gw.app.inject({ method: 'POST', url: `/oidc/authorize?apiKey=${apiKey}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ authorizationUrl: string; state: string }>();
  const url = new URL(body.authorizationUrl);
  return { state: body.state, nonce: url.searchParams.get('nonce') ?? '', url };
}

const enrol = (body: unknown, apiKey = NORTHWIND_KEY) =>
  postJson(gw.app, `/partnerConsumer/enroll?apiKey=${apiKey}`, body);

/** The partner's answer for a launch: a code the test partner will exchange for the token `make` writes. */
function answerWith(l: Launch, make: (seen: TokenRequestSeen) => Promise<string>) {
  partner.nextIdToken(make);
  return { federatedToken: `code-${l.state.slice(0, 8)}`, state: l.state };
}

const memberClaims = (l: Launch, sub: string) => ({
  sub,
  aud: CLIENT.id,
  nonce: l.nonce,
  given_name: 'Nora',
  family_name: 'West',
  email: `${sub}@members.example`,
  email_verified: true,
});

const counts = async () => {
  const one = async (table: string) =>
    Number((await gw.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  return { users: await one('users'), members: await one('partner_consumers'), tokens: await one('access_tokens') };
};

describe('POST oidc/authorize?apiKey=', () => {
  it('answers the partner authorization URL: code flow, PKCE S256, the state answered, a nonce, the registered redirect', async () => {
    const l = await launch();
    expect(l.url.origin + l.url.pathname).toBe(`${partner.issuer}/auth`);
    const q = Object.fromEntries(l.url.searchParams);
    expect(q).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
      state: l.state,
    });
    expect(q['scope']?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'cards']));
    expect(q['code_challenge']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(l.nonce.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps neither the state, the nonce nor the code verifier in clear', async () => {
    const l = await launch();
    const { rows } = await gw.db.query<Record<string, unknown>>('SELECT * FROM sso_launches');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(l.state);
    expect(stored).not.toContain(l.nonce);
  });

  it('§6: a non-SSO issuer has no single sign-on (404 flowNotOffered); an unknown key is no application; no key is refused', async () => {
    expectError(
      await gw.app.inject({ method: 'POST', url: `/oidc/authorize?apiKey=${ACME_KEY}` }),
      404,
      'flowNotOffered',
    );
    expectError(
      await gw.app.inject({ method: 'POST', url: '/oidc/authorize?apiKey=nobody-has-this-key' }),
      404,
      'DPS_0001',
    );
    expectError(await gw.app.inject({ method: 'POST', url: '/oidc/authorize' }), 400, 'inputValidationError');
  });
});

describe('POST partnerConsumer/enroll?apiKey=', () => {
  it('exchanges the code with the verifier (45 alphanumeric characters, §7) and the client credentials, and enrols the member on first arrival', async () => {
    const before = await counts();
    const l = await launch();
    const res = await enrol(answerWith(l, () => partner.sign(memberClaims(l, 'member-first'))));
    expect(res.statusCode, res.body).toBe(200);
    const answer = v.parse(SsoEnrolResponseSchema, res.json());
    expect(answer).toMatchObject({
      scope: 'full',
      enrolled: true,
      isUnverified: false,
      isChallenge: false,
      newTac: false,
    });
    const [seen] = partner.tokenRequests;
    expect(seen?.codeVerifier).toMatch(/^[A-Za-z0-9]{45}$/);
    expect(s256(seen?.codeVerifier ?? '')).toBe(l.url.searchParams.get('code_challenge'));
    expect(seen).toMatchObject({ redirectUri: REDIRECT, client: CLIENT });
    expect(await counts()).toEqual({ users: before.users + 1, members: before.members + 1, tokens: before.tokens + 1 });
    // The token is the member's own: their profile answers, with the address the partner verified.
    const profile = await getWith(gw.app, `/apps/${EXT.northwind}/users/${answer.userGuid}`, answer.access_token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ userGuid: answer.userGuid, firstName: 'Nora', lastName: 'West' });
  });

  it('a second arrival of the same member signs in the same account and enrols nobody', async () => {
    const first = await launch();
    const one = v.parse(
      SsoEnrolResponseSchema,
      (await enrol(answerWith(first, () => partner.sign(memberClaims(first, 'member-twice'))))).json(),
    );
    const before = await counts();
    const second = await launch();
    const two = v.parse(
      SsoEnrolResponseSchema,
      (await enrol(answerWith(second, () => partner.sign(memberClaims(second, 'member-twice'))))).json(),
    );
    expect([one.enrolled, two.enrolled, two.userGuid]).toEqual([true, false, one.userGuid]);
    expect(await counts()).toEqual({ ...before, tokens: before.tokens + 1 });
  });

  it('a replayed answer is refused (§8 technical) and goes nowhere near the partner again', async () => {
    const l = await launch();
    const answer = answerWith(l, () => partner.sign(memberClaims(l, 'member-replayed')));
    expect((await enrol(answer)).statusCode).toBe(200);
    const before = await counts();
    expectError(await enrol(answer), 400, 'VMCP_001');
    expect(partner.tokenRequests).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });

  it('a tampered state finds no launch: refused, nothing created, and the real launch still completes', async () => {
    const l = await launch();
    const answer = answerWith(l, () => partner.sign(memberClaims(l, 'member-tampered')));
    const before = await counts();
    expectError(
      await enrol({ ...answer, state: `${l.state.slice(0, -1)}${l.state.endsWith('A') ? 'B' : 'A'}` }),
      400,
      'VMCP_001',
    );
    expect(await counts()).toEqual(before);
    expect(partner.tokenRequests).toHaveLength(0);
    expect((await enrol(answer)).statusCode).toBe(200);
  });

  it('an expired launch is refused and never exchanged', async () => {
    const l = await launch();
    gw.clock.advance(SSO_LAUNCH_LIFETIME_MS + 1000);
    const before = await counts();
    expectError(await enrol(answerWith(l, () => partner.sign(memberClaims(l, 'member-late')))), 400, 'VMCP_001');
    expect(partner.tokenRequests).toHaveLength(0);
    expect(await counts()).toEqual(before);
  });

  it('a launch of one issuer cannot be completed at another (the API key names the issuer)', async () => {
    const l = await launch();
    expectError(
      await enrol(
        answerWith(l, () => partner.sign(memberClaims(l, 'member-elsewhere'))),
        ACME_KEY,
      ),
      404,
      'flowNotOffered',
    );
  });

  it.each<[string, (l: Launch) => Promise<string>]>([
    [
      'signed with a key the partner never published',
      (l) => partner.sign(memberClaims(l, 'member-forged'), partner.foreign),
    ],
    [
      'signed with an unpublished key under the published key id',
      (l) => partner.sign(memberClaims(l, 'member-forged-kid'), partner.foreign, 'test-partner-1'),
    ],
    ['for another audience', (l) => partner.sign({ ...memberClaims(l, 'member-aud'), aud: 'another-client' })],
    [
      'from another issuer',
      (l) => partner.sign({ ...memberClaims(l, 'member-iss'), iss: 'http://127.0.0.1:1/elsewhere' }),
    ],
    [
      'expired',
      (l) =>
        partner.sign({
          ...memberClaims(l, 'member-expired'),
          iat: Math.floor(Date.now() / 1000) - 900,
          exp: Math.floor(Date.now() / 1000) - 600,
        }),
    ],
    [
      'issued an hour from now (F8)',
      (l) =>
        partner.sign({
          ...memberClaims(l, 'member-future'),
          iat: Math.floor(Date.now() / 1000) + 3600,
          exp: Math.floor(Date.now() / 1000) + 4200,
        }),
    ],
    [
      "with another launch's nonce",
      (l) => partner.sign({ ...memberClaims(l, 'member-nonce'), nonce: 'a-nonce-of-another-launch-0000000' }),
    ],
    ['with no subject', (l) => partner.sign({ ...memberClaims(l, ''), sub: undefined })],
  ])('an ID token %s is refused (§8 technical) and creates nothing', async (_name, make) => {
    const l = await launch();
    const before = await counts();
    expectError(await enrol(answerWith(l, () => make(l))), 400, 'VMCP_001');
    expect(partner.tokenRequests).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });

  it('an ID token issued a few seconds ahead (a partner’s clock a little fast) is taken', async () => {
    const l = await launch();
    const now = Math.floor(Date.now() / 1000);
    const ahead = { iat: now + ID_TOKEN_CLOCK_SKEW_S - 15, exp: now + 600 };
    const res = await enrol(answerWith(l, () => partner.sign({ ...memberClaims(l, 'member-fast-clock'), ...ahead })));
    expect(res.statusCode).toBe(200);
  });

  it('a code the partner refuses (used, expired) is refused and creates nothing', async () => {
    const l = await launch();
    const before = await counts();
    expectError(await enrol({ federatedToken: 'a-used-code', state: l.state }), 400, 'VMCP_001');
    expect(await counts()).toEqual(before);
  });

  it('a body of the wrong shape is 400 inputValidationError and leaves the launch alone', async () => {
    const l = await launch();
    expectError(await enrol({ federatedToken: '', state: l.state }), 400, 'inputValidationError');
    expectError(await enrol({ federatedToken: 'c', state: l.state, orgId: 'x' }), 400, 'inputValidationError');
    expectError(
      await gw.app.inject({
        method: 'POST',
        url: `/partnerConsumer/enroll?apiKey=${NORTHWIND_KEY}`,
        payload: 'code=c',
      }),
      415,
      'inputValidationError',
    );
    expect((await enrol(answerWith(l, () => partner.sign(memberClaims(l, 'member-after-bad-body'))))).statusCode).toBe(
      200,
    );
  });

  it('the same answer sent twice at once completes once', async () => {
    const l = await launch();
    const answer = answerWith(l, () => partner.sign(memberClaims(l, 'member-race-answer')));
    const statuses = (await Promise.all([enrol(answer), enrol(answer), enrol(answer)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    expect(partner.tokenRequests).toHaveLength(1);
  });

  it('two arrivals of a new member at once enrol one account', async () => {
    const launches = await Promise.all([launch(), launch(), launch()]);
    // Each answer's token carries its own launch's nonce: the partner reads which launch from the code.
    partner.nextIdToken((seen) => {
      const l = launches.find((x) => seen.code === `code-${x.state.slice(0, 8)}`);
      return partner.sign(memberClaims(l ?? launches[0], 'member-race'));
    });
    const answers = await Promise.all(
      launches.map((l) => enrol({ federatedToken: `code-${l.state.slice(0, 8)}`, state: l.state })),
    );
    const parsed = answers.map((r) => v.parse(SsoEnrolResponseSchema, r.json()));
    expect(new Set(parsed.map((p) => p.userGuid)).size).toBe(1);
    expect(parsed.filter((p) => p.enrolled)).toHaveLength(1);
    const { rows } = await gw.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM partner_consumers WHERE subject = 'member-race'",
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('the ssoLaunch limits (decision 023, 031)', () => {
  it('40 launches at once from one client: exactly the production limit start, the rest are 429 with Retry-After, and nothing is kept for them', async () => {
    const { max, windowMs } = PRODUCTION_RATE_LIMITS.ssoLaunch.client;
    const limited = await gw.buildOn({
      GATEWAY_RATE_LIMITS: `relaxed,ssoLaunch.client=${max}/${windowMs / 1000}`,
      GATEWAY_SSO_PARTNERS: JSON.stringify({
        northwind: { issuer: partner.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUri: REDIRECT },
      }),
    });
    // The count is kept per client in the database: a fresh window, whatever this file sent before.
    gw.clock.advance(windowMs);
    const launchesBefore = Number(
      (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sso_launches')).rows[0]?.n,
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        limited.inject({ method: 'POST', url: `/oidc/authorize?apiKey=${NORTHWIND_KEY}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(max);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expectError(res, 429, 'tooManyRequests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const launchesAfter = Number(
      (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sso_launches')).rows[0]?.n,
    );
    expect(launchesAfter - launchesBefore).toBe(max);
  });

  it('completing counts too: answers past the limit are 429 before any code is exchanged', async () => {
    const { max, windowMs } = PRODUCTION_RATE_LIMITS.ssoLaunch.client;
    const limited = await gw.buildOn({
      GATEWAY_RATE_LIMITS: `relaxed,ssoLaunch.client=${max}/${windowMs / 1000}`,
      GATEWAY_SSO_PARTNERS: JSON.stringify({
        northwind: { issuer: partner.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUri: REDIRECT },
      }),
    });
    gw.clock.advance(windowMs);
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, () =>
        postJson(limited, `/partnerConsumer/enroll?apiKey=${NORTHWIND_KEY}`, {
          federatedToken: 'c',
          state: 'no-such-launch',
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(max);
    expect(partner.tokenRequests).toHaveLength(0);
  });
});

describe('the sandbox’s POST /__dev/sso/expire (the journeys’ expired launch)', () => {
  it('ends the launch of that state only, which is then refused; production has no such route', async () => {
    const expired = await launch();
    const live = await launch();
    const res = await postJson(gw.app, '/__dev/sso/expire', { state: expired.state });
    expect(res.json()).toEqual({ expired: 1 });
    expectError(
      await enrol(answerWith(expired, () => partner.sign(memberClaims(expired, 'member-dev-expired')))),
      400,
      'VMCP_001',
    );
    expect((await enrol(answerWith(live, () => partner.sign(memberClaims(live, 'member-dev-live'))))).statusCode).toBe(
      200,
    );
    const production = await gw.buildOn({
      GATEWAY_PROFILE: 'production',
      GATEWAY_ALLOW_PGLITE: 'true',
      GATEWAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect((await postJson(production, '/__dev/sso/expire', { state: live.state })).statusCode).toBe(404);
  });
});

describe('a partner that cannot be reached', () => {
  it('answers §8 technical (503), and the launch can be tried again later', async () => {
    const down = await gw.buildOn({
      GATEWAY_SSO_PARTNERS: JSON.stringify({
        northwind: {
          issuer: 'http://127.0.0.1:9',
          clientId: CLIENT.id,
          clientSecret: CLIENT.secret,
          redirectUri: REDIRECT,
        },
      }),
    });
    expectError(await down.inject({ method: 'POST', url: `/oidc/authorize?apiKey=${NORTHWIND_KEY}` }), 503, 'VMCP_001');
    expectError(await down.inject({ method: 'POST', url: `/oidc/authorize?apiKey=${NORTHWIND_KEY}` }), 503, 'VMCP_001');
  });
});
