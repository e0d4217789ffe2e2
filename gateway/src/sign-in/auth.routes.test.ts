// 013 Sign-in, Tokens: the password grant for every demo user, the lockout of SPEC-DECISIONS §8 on the
// gateway's clock, and renewal, revocation and expiry of tokens.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  KeepAliveResponseSchema,
  ServerSessionResponseSchema,
  TokenResponseSchema,
  UserSchema,
} from '@portal/domain/schemas';
import { FORCE_RESET_SCOPE, loginScopeOf } from '@portal/domain/session';
import { DEMO_PASSWORD } from '../db/demo-users';
import { ATTEMPT_RESERVATION_STALE_MS, LOCKOUT_POLICY, TOKEN_LIFETIME_MS } from '../platform/policy';
import { expectError, EXT, getWith, postForm, signedIn, signIn, tokenOf, useTestGateway } from '../test-kit';
import { RENEWAL_PATHS } from './auth.routes';

const gw = useTestGateway({ restoreEachTest: true });

const WRONG = 'Wrong!Password99';

describe('POST apps/{extAppId}/oauth2/token (013 Sign-in)', () => {
  it('ready.rita gets full access at once, with no probes', async () => {
    const answer = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect(answer).toMatchObject({
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'full',
      isUnverified: false,
      isChallenge: false,
      newTac: false,
      probes: [],
    });
    expect(answer.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loginScopeOf(answer)).toEqual(['home']);
  });

  it.each([
    [
      'unverified.uma',
      { isUnverified: true, isChallenge: false, newTac: false },
      ['VERIFY_USERNAME'],
      ['verifyCode', 'home'],
    ],
    [
      'challenge.chen',
      { isUnverified: false, isChallenge: true, newTac: false },
      ['SOLVE_CHALLENGE'],
      ['challenge', 'home'],
    ],
    ['terms.tomas', { isUnverified: false, isChallenge: false, newTac: true }, ['ACCEPT_TNC'], ['acceptTac', 'home']],
  ])('%s gets a partial token with one probe per true flag', async (username, flags, probes, scope) => {
    const answer = await signedIn(gw.app, EXT.acme, username);
    expect(answer).toMatchObject({ scope: 'partial', ...flags });
    expect(answer.probes.map((p) => p.type)).toEqual(probes);
    expect(loginScopeOf(answer)).toEqual(scope);
  });

  it('terms.tomas: ACCEPT_TNC carries the guids of the current terms he has not accepted', async () => {
    const answer = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    const terms = (
      await gw.db.query<{ guid: string }>(
        "SELECT guid FROM terms WHERE issuer_id = 'acme' AND is_current AND feature_code = 'APP' ORDER BY position",
      )
    ).rows.map((r) => r.guid);
    expect(terms).toHaveLength(3);
    expect(answer.probes[0]?.data?.refs).toEqual(terms);
  });

  it('reset.rosa gets a reset token, scope partial /credentials/reset, and no other probe', async () => {
    const answer = await signedIn(gw.app, EXT.acme, 'reset.rosa');
    expect(answer.scope).toBe(`partial ${FORCE_RESET_SCOPE}`);
    expect(answer.probes).toEqual([]);
    expect(loginScopeOf(answer)).toEqual(['forcePasswordReset']);
  });

  it('the username is case-insensitive, and every answer names the user', async () => {
    const answer = await signedIn(gw.app, EXT.acme, '  READY.Rita ');
    const profile = v.parse(
      UserSchema,
      (await getWith(gw.app, `/apps/${EXT.acme}/users/${answer.userGuid ?? ''}`, answer.access_token)).json(),
    );
    expect(profile.userName).toBe('ready.rita');
  });

  it('the same username at another issuer is another account', async () => {
    const acme = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const tailspin = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    expect(acme.userGuid).not.toBe(tailspin.userGuid);
  });

  it('a wrong password and an unknown user get the same 400 invalidCredentials', async () => {
    const wrong = await signIn(gw.app, EXT.acme, 'ready.rita', WRONG);
    const unknown = await signIn(gw.app, EXT.acme, 'nobody.here', WRONG);
    expectError(wrong, 400, 'invalidCredentials');
    expectError(unknown, 400, 'invalidCredentials');
    expect(unknown.body).toBe(wrong.body);
  });

  it("an empty username or password is refused by the login form's own schema: 400 inputValidationError, no attempt counted", async () => {
    await gw.restoreDemoUsers();
    expectError(await signIn(gw.app, EXT.acme, '', DEMO_PASSWORD), 400, 'inputValidationError');
    expectError(await signIn(gw.app, EXT.acme, 'ready.rita', ''), 400, 'inputValidationError');
    // The account is no nearer its lock: five wrong passwords still lock it, not three.
    for (let i = 0; i < 4; i += 1)
      expectError(await signIn(gw.app, EXT.acme, 'ready.rita', 'Wrong!Password99'), 400, 'invalidCredentials');
    expect((await signIn(gw.app, EXT.acme, 'ready.rita', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a migrated account not yet established is invalidCredentials, whatever the password', async () => {
    expectError(await signIn(gw.app, EXT.tailspin, 'migrate.mia', DEMO_PASSWORD), 400, 'invalidCredentials');
  });

  it('the SSO issuer refuses the password grant (§6: its cardholders arrive through SSO)', async () => {
    expectError(await signIn(gw.app, EXT.northwind, 'ready.rita'), 404, 'flowNotOffered');
  });

  it('an unknown application is 404 DPS_0001, an invalid id 400', async () => {
    expectError(await signIn(gw.app, 'NOBODY-01', 'ready.rita'), 404, 'DPS_0001');
    expectError(await signIn(gw.app, 'x', 'ready.rita'), 400, 'inputValidationError');
  });

  it('the grant is form-urlencoded (§7): JSON is 400 inputValidationError, as are a missing field and another grant', async () => {
    const json = await gw.app.inject({
      method: 'POST',
      url: `/apps/${EXT.acme}/oauth2/token`,
      headers: { 'content-type': 'application/json' },
      payload: { grant_type: 'password', username: 'ready.rita', password: DEMO_PASSWORD, code_challenge: 'x' },
    });
    expectError(json, 400, 'inputValidationError');
    expectError(
      await postForm(gw.app, `/apps/${EXT.acme}/oauth2/token`, {
        grant_type: 'password',
        username: 'ready.rita',
        code_challenge: 'x',
      }),
      400,
      'inputValidationError',
    );
    expectError(
      await postForm(gw.app, `/apps/${EXT.acme}/oauth2/token`, {
        grant_type: 'client_credentials',
        username: 'ready.rita',
        password: DEMO_PASSWORD,
        code_challenge: 'x',
      }),
      400,
      'inputValidationError',
    );
    const text = await gw.app.inject({
      method: 'POST',
      url: `/apps/${EXT.acme}/oauth2/token`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expectError(text, 400, 'inputValidationError');
    // A type Fastify cannot read at all is refused before the route, still in the §8 shape.
    const xml = await gw.app.inject({
      method: 'POST',
      url: `/apps/${EXT.acme}/oauth2/token`,
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expectError(xml, 415, 'inputValidationError');
  });

  it('the sandbox says how long the password hash took (Server-Timing, for the bench), right or wrong; production says nothing', async () => {
    const right = await signIn(gw.app, EXT.acme, 'ready.rita');
    expect(right.statusCode).toBe(200);
    expect(right.headers['server-timing']).toMatch(/^hash;dur=\d+\.\d$/);
    const wrong = await signIn(gw.app, EXT.acme, 'ready.rita', WRONG);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['server-timing']).toMatch(/^hash;dur=\d+\.\d$/);
    const production = await gw.buildOn({
      GATEWAY_PROFILE: 'production',
      GATEWAY_ALLOW_PGLITE: 'true',
      GATEWAY_SECRET_KEY: randomBytes(32).toString('base64'),
    });
    const answer = await signIn(production, EXT.acme, 'ready.rita');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['server-timing']).toBeUndefined();
  });

  it('a full sign-in records the time; the profile shows the one before it (§2 last login)', async () => {
    const first = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const read = async (token: string, guid: string) =>
      v.parse(UserSchema, (await getWith(gw.app, `/apps/${EXT.acme}/users/${guid}`, token)).json());
    expect((await read(first.access_token, first.userGuid ?? '')).lastLoginTimeStamp).toBeUndefined();
    const firstAt = gw.clock.now.toISOString();
    gw.clock.advance(60_000);
    const second = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect((await read(second.access_token, second.userGuid ?? '')).lastLoginTimeStamp).toBe(firstAt);
  });
});

describe('lockout (SPEC-DECISIONS §8, on the gateway clock)', () => {
  const fail = (username = 'ready.rita') => signIn(gw.app, EXT.acme, username, WRONG);

  async function lockOnce(): Promise<void> {
    for (let i = 1; i < LOCKOUT_POLICY.failuresBeforeLock; i += 1) expectError(await fail(), 400, 'invalidCredentials');
  }

  it('the 5th consecutive failure locks for 30 minutes: 409 9618, and the right password is refused while locked', async () => {
    await lockOnce();
    expectError(await fail(), 409, '9618');
    expectError(await signIn(gw.app, EXT.acme, 'ready.rita'), 409, '9618');
    gw.clock.advance(LOCKOUT_POLICY.lockMs - 1);
    expectError(await signIn(gw.app, EXT.acme, 'ready.rita'), 409, '9618');
    gw.clock.advance(1);
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita')).scope).toBe('full');
  });

  it('a success resets the count: four failures, a success, four more do not lock', async () => {
    await lockOnce();
    await signedIn(gw.app, EXT.acme, 'ready.rita');
    await lockOnce();
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita')).scope).toBe('full');
  });

  it('the 3rd temporary lock within 24 hours is permanent: 409 ICM_1004, even after the 30 minutes', async () => {
    for (const _lock of [1, 2]) {
      await lockOnce();
      expectError(await fail(), 409, '9618');
      gw.clock.advance(LOCKOUT_POLICY.lockMs);
    }
    await lockOnce();
    expectError(await fail(), 409, 'ICM_1004');
    gw.clock.advance(2 * LOCKOUT_POLICY.lockWindowMs);
    expectError(await signIn(gw.app, EXT.acme, 'ready.rita'), 409, 'ICM_1004');
  });

  it('three temporary locks spread over more than 24 hours stay temporary', async () => {
    for (const _lock of [1, 2]) {
      await lockOnce();
      expectError(await fail(), 409, '9618');
      gw.clock.advance(LOCKOUT_POLICY.lockWindowMs / 2 + 1);
    }
    await lockOnce();
    expectError(await fail(), 409, '9618');
  });

  it('an attempt while five are still being judged is 429 tooManyRequests with Retry-After, not a lock that does not exist; an unknown name alike', async () => {
    // Five places held by attempts being judged now (attempts.ts reserveAttempt), for an account and a name that is none.
    expectError(await fail('nobody.busy'), 400, 'invalidCredentials');
    await gw.db.query(
      "UPDATE users SET attempts_reserved = 5, attempts_reserved_at = $1 WHERE issuer_id = 'acme' AND username = 'ready.rita'",
      [gw.clock.now],
    );
    await gw.db.query('UPDATE name_guards SET attempts_reserved = 5, attempts_reserved_at = $1', [gw.clock.now]);
    for (const username of ['ready.rita', 'nobody.busy']) {
      const res = await fail(username);
      expectError(res, 429, 'tooManyRequests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const rita = await gw.db.query<{ locked_until: Date | null; locks: number }>(
      "SELECT locked_until, (SELECT count(*)::int FROM user_locks l WHERE l.user_id = u.id) AS locks FROM users u WHERE issuer_id = 'acme' AND username = 'ready.rita'",
    );
    expect(rita.rows[0]).toEqual({ locked_until: null, locks: 0 });
    // Once those attempts are judged (or their places abandoned), the owner signs in.
    gw.clock.advance(ATTEMPT_RESERVATION_STALE_MS + 1);
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita')).scope).toBe('full');
  });

  it('locked.lee is permanently locked: ICM_1004 with the right password', async () => {
    expectError(await signIn(gw.app, EXT.acme, 'locked.lee'), 409, 'ICM_1004');
  });

  it('an unknown name locks as an account does, so the fifth answer tells nobody which it is (decision 022)', async () => {
    for (let i = 1; i < LOCKOUT_POLICY.failuresBeforeLock; i += 1)
      expectError(await fail('nobody.locks'), 400, 'invalidCredentials');
    expectError(await fail('nobody.locks'), 409, '9618');
    expectError(await fail('NOBODY.locks'), 409, '9618');
  });
});

describe('renewal (013 Tokens: keep-alive)', () => {
  it.each(RENEWAL_PATHS)(
    'POST %s answers a new token of the same kind in the access_token header and the field; the old one is revoked',
    async (url) => {
      const first = await signedIn(gw.app, EXT.acme, 'ready.rita');
      const res = await postForm(gw.app, url, { grant_type: 'access_token_renewal' }, first.access_token);
      const renewed = v.parse(TokenResponseSchema, res.json());
      expect(v.parse(KeepAliveResponseSchema, res.json()).access_token).toBe(renewed.access_token);
      expect(res.headers['access_token']).toBe(renewed.access_token);
      expect(renewed.access_token).not.toBe(first.access_token);
      expect(renewed.scope).toBe('full');
      expectError(
        await postForm(gw.app, url, { grant_type: 'access_token_renewal' }, first.access_token),
        401,
        'invalidToken',
      );
      expect((await getWith(gw.app, `/users/${first.userGuid ?? ''}/emails`, renewed.access_token)).statusCode).toBe(
        200,
      );
    },
  );

  it('a partial token renews as partial, its probes kept', async () => {
    const first = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    const renewed = tokenOf(
      await postForm(gw.app, RENEWAL_PATHS[0], { grant_type: 'access_token_renewal' }, first.access_token),
    );
    expect(renewed).toMatchObject({ scope: 'partial', isChallenge: true, probes: first.probes });
  });

  it('a token expires 10 minutes after it was issued; renewing before then gives 10 more', async () => {
    const first = await signedIn(gw.app, EXT.acme, 'ready.rita');
    gw.clock.advance(TOKEN_LIFETIME_MS - 1);
    const renewed = tokenOf(
      await postForm(gw.app, RENEWAL_PATHS[1], { grant_type: 'access_token_renewal' }, first.access_token),
    );
    gw.clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await getWith(gw.app, `/users/${first.userGuid ?? ''}/emails`, renewed.access_token)).statusCode).toBe(200);
    gw.clock.advance(1);
    expectError(
      await getWith(gw.app, `/users/${first.userGuid ?? ''}/emails`, renewed.access_token),
      401,
      'invalidToken',
    );
    expectError(
      await postForm(gw.app, RENEWAL_PATHS[1], { grant_type: 'access_token_renewal' }, renewed.access_token),
      401,
      'invalidToken',
    );
  });

  it('no token, an unknown one or a malformed header is 401 invalidToken; another grant is 400', async () => {
    expectError(await postForm(gw.app, RENEWAL_PATHS[0], { grant_type: 'access_token_renewal' }), 401, 'invalidToken');
    expectError(
      await postForm(gw.app, RENEWAL_PATHS[0], { grant_type: 'access_token_renewal' }, 'not-a-token'),
      401,
      'invalidToken',
    );
    const odd = await gw.app.inject({
      method: 'POST',
      url: RENEWAL_PATHS[0],
      headers: { authorization: 'Basic abc', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=access_token_renewal',
    });
    expectError(odd, 401, 'invalidToken');
    const { access_token } = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(
      await postForm(gw.app, RENEWAL_PATHS[0], { grant_type: 'refresh_token' }, access_token),
      400,
      'inputValidationError',
    );
  });
});

describe('revocation (013 Logout)', () => {
  const REVOKE = '/oauth2/lcm/token/authorized/revocation';

  it('revokes the token: it no longer renews or reads', async () => {
    const { access_token, userGuid } = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const res = await postForm(gw.app, REVOKE, { token: access_token, token_type_hint: 'access_token' }, access_token);
    expect(res.statusCode).toBe(200);
    expectError(await getWith(gw.app, `/users/${userGuid ?? ''}/emails`, access_token), 401, 'invalidToken');
    expectError(
      await postForm(gw.app, RENEWAL_PATHS[0], { grant_type: 'access_token_renewal' }, access_token),
      401,
      'invalidToken',
    );
  });

  it('answers 200 for an unknown token too (RFC 7009), and 400 for a body without one', async () => {
    expect((await postForm(gw.app, REVOKE, { token: 'unknown', token_type_hint: 'access_token' })).statusCode).toBe(
      200,
    );
    expectError(await postForm(gw.app, REVOKE, { token_type_hint: 'access_token' }), 400, 'inputValidationError');
  });
});

describe('GET renew-server-sessionid', () => {
  it('answers a new server session id each time', async () => {
    const a = v.parse(ServerSessionResponseSchema, (await getWith(gw.app, '/renew-server-sessionid')).json());
    const b = v.parse(ServerSessionResponseSchema, (await getWith(gw.app, '/renew-server-sessionid')).json());
    expect(a.sessionId).not.toBe(b.sessionId);
  });
});
