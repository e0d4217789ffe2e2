// Limits per client and per account (decision 023), with the
// production values of gateway/README.md, counted in the database so every gateway instance shares
// them; and the bounded queue in front of password hashing. Bursts: 80 sign-ins from one client (with
// the production scrypt setting), 40 from 40 clients against a queue of 4.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@portal/domain/card';
import { EmailsResponseSchema, TermsResponseSchema } from '@portal/domain/schemas';
import { DEMO_PASSWORD } from './db/demo-users';
import { DEFAULT_HASHING, hashSecret, PASSWORD_SCRYPT } from './platform/secrets';
import { expectError, EXT, getWith, latestCode, signedIn, tokenOf, useTestGateway } from './test-kit';

// The production limits: no GATEWAY_RATE_LIMITS.
const gw = useTestGateway({ restoreEachTest: true, env: { GATEWAY_RATE_LIMITS: '' } });

// An hour between tests: every window of the test before has closed (the counters are in the database).
beforeEach(() => gw.clock.advance(60 * 60_000));

let nextClient = 0;
/** A client address of its own for each test (the counters outlive a test; the clock is frozen). */
const newClient = () => {
  nextClient += 1;
  return `10.${Math.floor(nextClient / 250)}.${nextClient % 250}.1`;
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const signInFrom = (app: FastifyInstance, client: string, username: string, password: string, ext: string = EXT.acme) =>
  app.inject({
    method: 'POST',
    url: `/apps/${ext}/oauth2/token`,
    remoteAddress: client,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ grant_type: 'password', username, password, code_challenge: 'x'.repeat(45) }),
  });

const jsonFrom = (app: FastifyInstance, client: string, url: string, body: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: client,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });

function tally(answers: readonly LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const key = `${res.statusCode} ${res.statusCode < 300 ? 'ok' : (res.json<{ responseStatus?: { code?: string } }>().responseStatus?.code ?? '?')}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** A 429 in the §8 shape, saying when to come back. */
function expectLimited(res: LightMyRequestResponse): void {
  expectError(res, 429, 'tooManyRequests');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in', () => {
  it('80 sign-ins at once from one client with different usernames: 10 are judged, 70 are 429 at once; another client’s sign-in meanwhile waits for no more than the hashes already running', async () => {
    // The production hashing, for the burst and for the legitimate account.
    const app = await gw.buildOn({}, { hashing: DEFAULT_HASHING });
    await gw.db.query("UPDATE users SET password_hash = $1 WHERE issuer_id = 'acme' AND username = 'ready.rita'", [
      await hashSecret(DEMO_PASSWORD, PASSWORD_SCRYPT),
    ]);
    const started = performance.now();
    expect((await signInFrom(app, newClient(), 'ready.rita', DEMO_PASSWORD)).statusCode).toBe(200);
    const alone = performance.now() - started;

    const attacker = newClient();
    const finished: number[] = [];
    const burst = Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        signInFrom(app, attacker, `nobody.${i}`, 'Wrong!Password99').then((res) => {
          if (res.statusCode === 400) finished.push(performance.now());
          return res;
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const legitimateStart = performance.now();
    const legitimate = await signInFrom(app, newClient(), 'ready.rita', DEMO_PASSWORD);
    const legitimateEnd = performance.now();
    const answers = await burst;

    expect(legitimate.statusCode, legitimate.body).toBe(200);
    expect(tally(answers)).toEqual({ '400 invalidCredentials': 10, '429 tooManyRequests': 70 });
    for (const res of answers.filter((r) => r.statusCode === 429)) expectLimited(res);
    const judgedBefore = finished.filter((at) => at < legitimateEnd).length;
    console.info(
      `sign-in alone ${Math.round(alone)} ms; during an 80-request burst from another client ${Math.round(legitimateEnd - legitimateStart)} ms, after ${judgedBefore} of the burst's 10 judged attempts`,
    );
    // Not behind the burst: the hashing queue takes turns by client, so the other client's sign-in
    // waits for a place (the attempts already hashing), not for the burst's queue.
    expect(judgedBefore).toBeLessThanOrEqual(6);
    expect(legitimateEnd - legitimateStart).toBeLessThan(alone + 5000);
  });

  it('per account: the 11th sign-in for one username in 15 minutes is 429, from whichever client; the limit is per username', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await signInFrom(gw.app, newClient(), 'ready.rita', DEMO_PASSWORD)).statusCode).toBe(200);
    expectLimited(await signInFrom(gw.app, newClient(), 'READY.rita', DEMO_PASSWORD));
    expect((await signInFrom(gw.app, newClient(), 'terms.tomas', DEMO_PASSWORD)).statusCode).toBe(200);
    gw.clock.advance(15 * 60_000);
    expect((await signInFrom(gw.app, newClient(), 'ready.rita', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('the counters live in the database: two gateway instances share them', async () => {
    const other = await gw.buildOn({});
    const client = newClient();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 12; i += 1)
      answers.push(await signInFrom(i % 2 === 0 ? gw.app : other, client, `nobody.shared${i}`, 'Wrong!Password99'));
    expect(tally(answers)).toEqual({ '400 invalidCredentials': 10, '429 tooManyRequests': 2 });
  });

  it('wrong current passwords on a password change count as sign-in failures: the fifth locks the account (9618)', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const change = (currentPassword: string) =>
      jsonFrom(
        gw.app,
        newClient(),
        '/oauth2/lcm/subject/credentials/change',
        { currentPassword, newPassword: 'Lantern#Quay58' },
        rita.access_token,
      );
    for (let i = 0; i < 4; i += 1) expectError(await change('Wrong!Password99'), 400, 'invalidCredentials');
    expectError(await change('Wrong!Password99'), 409, '9618');
    expectError(await signInFrom(gw.app, newClient(), 'ready.rita', DEMO_PASSWORD), 409, '9618');
    // Locked, the right current password changes nothing either.
    expectError(await change(DEMO_PASSWORD), 409, '9618');
  });
});

describe('the queue in front of password hashing', () => {
  it('40 sign-ins at once from 40 clients against a queue of 4 behind 2 hashes: the overflow is 503 serviceBusy with Retry-After, at once', async () => {
    // The production hash (a fifth of a second): the 40 reach the queue while the first two still hash,
    // on PGlite and on a PostgreSQL server alike (with the tests' quick hash, a networked database let
    // the first hashes end before the last requests arrived).
    const app = await gw.buildOn(
      { GATEWAY_HASH_CONCURRENCY: '2', GATEWAY_HASH_QUEUE: '4' },
      { hashing: DEFAULT_HASHING },
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInFrom(app, newClient(), `nobody.queue${i}`, 'Wrong!Password99')),
    );
    const counts = tally(answers);
    expect(counts['503 serviceBusy']).toBeGreaterThanOrEqual(40 - 2 - 4);
    expect((counts['400 invalidCredentials'] ?? 0) + (counts['503 serviceBusy'] ?? 0)).toBe(40);
    for (const res of answers.filter((r) => r.statusCode === 503)) {
      expectError(res, 503, 'serviceBusy');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A refused attempt counted nothing: the queue refused before the account was looked at.
    expect((await signInFrom(app, newClient(), 'ready.rita', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('codes: sending and checking', () => {
  let copies = 0;

  /** A fresh copy of challenge.chen, signed in from a client of its own; its code calls come from `client`. */
  async function chen(client: string) {
    copies += 1;
    const username = `chen.limits${copies}`;
    const made = await jsonFrom(gw.app, newClient(), '/__dev/users', {
      issuerId: 'acme',
      like: 'challenge.chen',
      username,
    });
    expect(made.statusCode).toBe(201);
    const partial = tokenOf(await signInFrom(gw.app, newClient(), username, DEMO_PASSWORD));
    const emails = v.parse(
      EmailsResponseSchema,
      (await getWith(gw.app, `/users/${partial.userGuid ?? ''}/emails`, partial.access_token)).json(),
    ).emails;
    const send = () =>
      jsonFrom(
        gw.app,
        client,
        `/users/${partial.userGuid ?? ''}/otvc`,
        { contactId: emails[0]?.emailGuid },
        partial.access_token,
      );
    return { partial, send, email: made.json<{ email: string }>().email };
  }

  /** The two-factor code check of a partial token, from a client of its own. */
  const twoFactor = (partial: { access_token: string; probes: readonly { ref: string }[] }, code: string) =>
    gw.app.inject({
      method: 'POST',
      url: '/oauth2/token/2fa',
      remoteAddress: newClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${partial.access_token}` },
      payload: form({ grant_type: 'authorization_probe', probes_ref: partial.probes[0]?.ref ?? '', code }),
    });

  it('strangers’ wrong forgot-password and migration code checks spend budgets of their own, not the sign-in’s: the owner’s two-factor check still works', async () => {
    const { partial, send, email } = await chen(newClient());
    // A stranger who has the userGuid (forgot password answers it) and many addresses.
    for (const flow of ['forgotcredential', 'migration']) {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 21; i += 1)
        answers.push(
          await jsonFrom(gw.app, newClient(), `/users/${partial.userGuid ?? ''}/otp/verification/${flow}`, {
            code: '000000',
          }),
        );
      expect(
        answers.slice(0, 20).every((r) => r.statusCode === 400),
        flow,
      ).toBe(true);
      expectLimited(answers[20] as LightMyRequestResponse);
    }
    expect((await send()).statusCode).toBe(200);
    expect(tokenOf(await twoFactor(partial, await latestCode(gw.app, email))).scope).toBe('full');
  });

  it('per client: the 11th code request in a minute is 429, whoever it is for', async () => {
    const client = newClient();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i += 1) answers.push(await (await chen(client)).send());
    expect(tally(answers.slice(0, 10))).toEqual({ '200 ok': 10 });
    expectLimited(answers[10] as LightMyRequestResponse);
  });

  it('per account: the 21st code check for one user in 15 minutes is 429, from whichever client', async () => {
    const answers: LightMyRequestResponse[] = [];
    const { send, partial } = await chen(newClient());
    await send();
    for (let i = 0; i < 21; i += 1) {
      answers.push(await twoFactor(partial, '000000'));
    }
    expect(answers.slice(0, 20).every((r) => r.statusCode === 400)).toBe(true);
    expectLimited(answers[20] as LightMyRequestResponse);
  });
});

describe('behind a proxy (GATEWAY_TRUSTED_PROXIES)', () => {
  /** A forgot-username request that reaches the gateway from `peer`, saying it was sent by `forwardedFor`. */
  const throughProxy = (app: FastifyInstance, peer: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: `/apps/${EXT.acme}/identities`,
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ email: `someone.${newClient()}@example.com` }),
    });

  it('with the proxy trusted, two clients behind it have budgets of their own (recovery: 10 a minute each)', async () => {
    const proxy = newClient();
    const app = await gw.buildOn({ GATEWAY_TRUSTED_PROXIES: `${proxy}, 192.0.2.0/24` });
    const [first, second] = [newClient(), newClient()];
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i += 1) answers.push(await throughProxy(app, proxy, first));
    expect(answers.slice(0, 10).every((r) => r.statusCode === 204)).toBe(true);
    expectLimited(answers[10] as LightMyRequestResponse);
    expect((await throughProxy(app, proxy, second)).statusCode).toBe(204);
  });

  it('with a hop count, the address that many hops back is the client', async () => {
    const app = await gw.buildOn({ GATEWAY_TRUSTED_PROXIES: '1' });
    const [first, second] = [newClient(), newClient()];
    for (let i = 0; i < 10; i += 1)
      expect((await throughProxy(app, newClient(), `203.0.113.9, ${first}`)).statusCode).toBe(204);
    expectLimited(await throughProxy(app, newClient(), first));
    expect((await throughProxy(app, newClient(), second)).statusCode).toBe(204);
  });

  it('unset, X-Forwarded-For is ignored: a new address in it on every request is still the one client', async () => {
    const peer = newClient();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i += 1) answers.push(await throughProxy(gw.app, peer, newClient()));
    expect(answers.slice(0, 10).every((r) => r.statusCode === 204)).toBe(true);
    expectLimited(answers[10] as LightMyRequestResponse);
  });

  it('a proxy that is not trusted is the client, whatever it forwards', async () => {
    const app = await gw.buildOn({ GATEWAY_TRUSTED_PROXIES: '192.0.2.1' });
    const peer = newClient();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i += 1) answers.push(await throughProxy(app, peer, newClient()));
    expectLimited(answers[10] as LightMyRequestResponse);
  });
});

describe('recovery and enrolment', () => {
  it('forgot password: the 6th request for one username in an hour is 429, known or not', async () => {
    for (const userName of ['ready.rita', 'nobody.at.all']) {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(await jsonFrom(gw.app, newClient(), `/apps/${EXT.acme}/forgotcredential`, { userName }));
      expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expectLimited(answers[5] as LightMyRequestResponse);
    }
  });

  it('forgot username and forgot password: the 11th recovery request in a minute from one client is 429', async () => {
    const client = newClient();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(
        await jsonFrom(gw.app, client, `/apps/${EXT.acme}/identities`, { email: `someone${i}@example.com` }),
      );
    expect(answers.slice(0, 10).every((r) => r.statusCode === 204)).toBe(true);
    expectLimited(answers[10] as LightMyRequestResponse);
  });

  it('enrolment: the 6th enrolment in a minute from one client is 429', async () => {
    const client = newClient();
    const terms = v
      .parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${EXT.acme}/terms`)).json())
      .terms.map((t) => t.guid);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        await jsonFrom(gw.app, client, `/apps/${EXT.acme}/enrollment`, {
          firstName: 'Nadia',
          lastName: 'Newcomer',
          userName: `nadia.limit${nextClient}x${i}`,
          password: 'Lantern#Quay58',
          email: `nadia.limit${nextClient}x${i}@example.com`,
          acceptedTerms: terms,
        }),
      );
    }
    expect(answers.slice(0, 5).every((r) => r.statusCode === 200)).toBe(true);
    expectLimited(answers[5] as LightMyRequestResponse);
  });
});

describe("usernameTaken answers (the probe's F4)", () => {
  const enrolment = async (userName: string, i: number) => ({
    firstName: 'Nadia',
    lastName: 'Newcomer',
    userName,
    password: 'Lantern#Quay58',
    email: `nadia.taken${nextClient}x${i}@example.com`,
    acceptedTerms: v
      .parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${EXT.acme}/terms`)).json())
      .terms.map((t) => t.guid),
  });
  const enrolFrom = async (client: string, userName: string, i: number) =>
    jsonFrom(gw.app, client, `/apps/${EXT.acme}/enrollment`, await enrolment(userName, i));

  it('ten taken names an hour from one client, then every enrolment from it is 429, a free name too', async () => {
    const client = newClient();
    const answers: LightMyRequestResponse[] = [];
    // Five a minute is the general enrolment limit: a minute between each five.
    for (let i = 0; i < 11; i += 1) {
      if (i > 0 && i % 5 === 0) gw.clock.advance(60_000);
      answers.push(await enrolFrom(client, 'ready.rita', i));
    }
    expect(tally(answers.slice(0, 10))).toEqual({ '409 usernameTaken': 10 });
    expectLimited(answers[10] as LightMyRequestResponse);
    gw.clock.advance(60_000);
    // A free name from the same client is refused alike, so the 429 says nothing of the name.
    expectLimited(await enrolFrom(client, `nadia.free${nextClient}`, 99));
    // Another client is not held back.
    expect((await enrolFrom(newClient(), 'ready.rita', 100)).statusCode).toBe(409);
    // After the hour, the client may enrol again.
    gw.clock.advance(60 * 60_000);
    expect((await enrolFrom(client, `nadia.later${nextClient}`, 101)).statusCode).toBe(200);
  });

  it("past the issuer's budget, a taken name is 429 and a free one still enrols: no crawl closes enrolment for everybody", async () => {
    const app = await gw.buildOn({ GATEWAY_RATE_LIMITS: 'enrolment.*=1000/60,usernameTaken.account=3/3600' });
    gw.clock.advance(60 * 60_000);
    const from = (client: string, userName: string, i: number) =>
      enrolment(userName, i).then((body) => jsonFrom(app, client, `/apps/${EXT.acme}/enrollment`, body));
    const taken = [];
    for (let i = 0; i < 4; i += 1) taken.push(await from(newClient(), 'ready.rita', 200 + i));
    expect(tally(taken)).toEqual({ '409 usernameTaken': 3, '429 tooManyRequests': 1 });
    expect((await from(newClient(), `nadia.open${nextClient}`, 299)).statusCode).toBe(200);
  });

  it('exact under a burst: 30 taken names at once from one client answer 10 taken and 20 limited', async () => {
    // The general enrolment limit lifted, so this budget is the one that refuses.
    const app = await gw.buildOn({ GATEWAY_RATE_LIMITS: 'enrolment.*=1000/60' });
    const client = newClient();
    const body = await enrolment('ready.rita', 0);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        jsonFrom(app, client, `/apps/${EXT.acme}/enrollment`, {
          ...body,
          email: `burst${nextClient}x${i}@example.com`,
        }),
      ),
    );
    expect(tally(answers)).toEqual({ '409 usernameTaken': 10, '429 tooManyRequests': 20 });
  });
});

describe('cardSave', () => {
  /** A valid, different number each time (no duplicate answers first), as card testing would send. */
  const card = (i: number) => {
    const payload = `41000000000${String(i).padStart(4, '0')}`;
    return {
      paymentInstrument: {
        cardType: 'VISA',
        accountType: 'CREDIT_CARD',
        accountNumber: `${payload}${luhnCheckDigit(payload)}`,
        expirationMonth: 12,
        expirationYear: 2035,
        cvv: '123',
        accountNickname: '',
        nameOnAccount: 'Nora New',
        billingAddress: {},
        sequenceNumber: '0',
      },
    };
  };

  it('thirty adds at once by one user, from many clients: exactly 20 are judged, the rest are 429, and 20 cards exist', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const url = `/consumer-controller/v1/account/${nora.userGuid ?? ''}/paymentInstrument`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => jsonFrom(gw.app, newClient(), url, card(i), nora.access_token)),
    );
    expect(tally(answers)).toEqual({ '201 ok': 20, '429 tooManyRequests': 10 });
    const listed = await getWith(gw.app, url, nora.access_token);
    expect(listed.json<{ paymentInstruments: unknown[] }>().paymentInstruments).toHaveLength(20);
    // An hour later (a new sign-in: tokens last 10 minutes) the window has closed.
    gw.clock.advance(60 * 60_000);
    const again = await signedIn(gw.app, EXT.acme, 'new.nora');
    expect((await jsonFrom(gw.app, newClient(), url, card(99), again.access_token)).statusCode).toBe(201);
  });
});
