// POST /__dev/users: fresh copies of the demo users, in the sandbox profile only (the e2e journeys' accounts).
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-users';
import { expectError, EXT, postJson, signIn, tokenOf, useTestGateway } from '../test-kit';
import { DEV_USERS_PATH, type DevUser } from './dev-users.routes';

const gw = useTestGateway();

async function copy(issuerId: string, like: string, username: string): Promise<DevUser> {
  const res = await postJson(gw.app, DEV_USERS_PATH, { issuerId, like, username });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DevUser>();
}

describe('POST /__dev/users (sandbox profile)', () => {
  it("hashes the copy's password with the configured strength: standard by default, light when told (GATEWAY_HASHING)", async () => {
    const hashOf = async (username: string) =>
      (await gw.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [username]))
        .rows[0]?.password_hash;
    const standard = await gw.buildOn({}, { hashing: undefined });
    expect(
      (await postJson(standard, DEV_USERS_PATH, { issuerId: 'acme', like: 'ready.rita', username: 'e2e.std' }))
        .statusCode,
    ).toBe(201);
    expect(await hashOf('e2e.std')).toMatch(/^scrypt\$32768\$8\$3\$/);
    const light = await gw.buildOn({ GATEWAY_HASHING: 'light' }, { hashing: undefined });
    expect(
      (await postJson(light, DEV_USERS_PATH, { issuerId: 'acme', like: 'ready.rita', username: 'e2e.light' }))
        .statusCode,
    ).toBe(201);
    expect(await hashOf('e2e.light')).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(tokenOf(await signIn(light, EXT.acme, 'e2e.light'))).toMatchObject({ isUnverified: false });
  });

  it('copies a demo user under a new username, with its own email and phone, signing in as the original does', async () => {
    const uma = await copy('acme', 'unverified.uma', 'e2e.uma.1');
    expect(uma).toEqual({
      username: 'e2e.uma.1',
      password: DEMO_PASSWORD,
      email: 'e2e.uma.1@acmebank.example',
      phone: expect.stringMatching(/^\+1 \(202\) 555-0[2-9]\d\d$/) as unknown,
    });
    expect(tokenOf(await signIn(gw.app, EXT.acme, 'e2e.uma.1'))).toMatchObject({ isUnverified: true });
    const tomas = await copy('acme', 'terms.tomas', 'e2e.tomas.1');
    expect(tokenOf(await signIn(gw.app, EXT.acme, tomas.username))).toMatchObject({ newTac: true });
    expect(
      tokenOf(await signIn(gw.app, EXT.acme, (await copy('acme', 'ready.rita', 'e2e.rita.1')).username)),
    ).toMatchObject({ isUnverified: false, isChallenge: false, newTac: false });
  });

  it('changes the states asked for: an unverified email, two-factor and new terms at once', async () => {
    const res = await postJson(gw.app, DEV_USERS_PATH, {
      issuerId: 'acme',
      like: 'ready.rita',
      username: 'e2e.every.step',
      with: { emailVerified: false, twoFactor: true, terms: 'previous' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(tokenOf(await signIn(gw.app, EXT.acme, 'e2e.every.step'))).toMatchObject({
      isUnverified: true,
      isChallenge: true,
      newTac: true,
    });
    expectError(
      await postJson(gw.app, DEV_USERS_PATH, {
        issuerId: 'acme',
        like: 'ready.rita',
        username: 'e2e.bad.state',
        with: { terms: 'some' },
      }),
      400,
      'inputValidationError',
    );
  });

  it('copies the account awaiting migration without a password, at a migrated app only', async () => {
    expect(await copy('tailspin', 'migrate.mia', 'e2e.mia.1')).toMatchObject({
      password: null,
      email: 'e2e.mia.1@tailspinrewards.example',
    });
    expectError(
      await postJson(gw.app, DEV_USERS_PATH, { issuerId: 'acme', like: 'migrate.mia', username: 'e2e.mia.2' }),
      400,
      'inputValidationError',
    );
  });

  it('refuses a taken username, an unknown issuer or demo user, and a malformed body', async () => {
    await copy('acme', 'ready.rita', 'e2e.taken');
    expectError(
      await postJson(gw.app, DEV_USERS_PATH, { issuerId: 'acme', like: 'ready.rita', username: 'E2E.TAKEN' }),
      409,
      'usernameTaken',
    );
    expectError(
      await postJson(gw.app, DEV_USERS_PATH, { issuerId: 'nowhere', like: 'ready.rita', username: 'e2e.xavier' }),
      404,
      'DPS_0001',
    );
    expectError(
      await postJson(gw.app, DEV_USERS_PATH, { issuerId: 'acme', like: 'nobody', username: 'e2e.xavier' }),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(gw.app, DEV_USERS_PATH, { issuerId: 'acme', like: 'ready.rita' }),
      400,
      'inputValidationError',
    );
  });
});

describe('the production profile', () => {
  it('has no route to make users', async () => {
    const production = await gw.buildOn({
      GATEWAY_PROFILE: 'production',
      GATEWAY_ALLOW_PGLITE: 'true',
      GATEWAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(production.hasRoute({ method: 'POST', url: DEV_USERS_PATH })).toBe(false);
    expect(gw.app.hasRoute({ method: 'POST', url: DEV_USERS_PATH })).toBe(true);
  });
});
