// 013 Forgot username, forgot password (code check, resetCredential), the force reset, the lcm reset
// and change: answers alike for unknown names, and every token revoked after a new password.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CodeSentResponseSchema, type TokenResponse } from '@portal/domain/schemas';
import { FORCE_RESET_SCOPE } from '@portal/domain/session';
import { DEMO_PASSWORD } from '../db/demo-users';
import { USERNAME_REMINDERS_PER_HOUR } from '../platform/policy';
import {
  demoAddress,
  expectError,
  EXT,
  getWith,
  latestCode,
  otherCode,
  outboxOf,
  postJson,
  signedIn,
  signIn,
  tokenOf,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway();

beforeEach(async () => {
  await gw.restoreDemoUsers();
  // Past every hourly limit of the test before.
  gw.clock.advance(2 * 60 * 60_000);
});

const NEW_PASSWORD = 'Lantern#Quay58';
const RITA = demoAddress('acme', 'ready.rita');

const forgot = (userName: string, ext: string = EXT.acme) =>
  postJson(gw.app, `/apps/${ext}/forgotcredential`, { userName });
const verify = (userGuid: string, code: string) =>
  postJson(gw.app, `/users/${userGuid}/otp/verification/forgotcredential`, { code });
const reset = (userGuid: string, password: string, token: string) =>
  postJson(gw.app, `/users/${userGuid}/resetCredential`, { password }, token);

/** Forgot password up to the reset token. */
async function resetTokenFor(username: string, address: string): Promise<TokenResponse> {
  const sent = v.parse(CodeSentResponseSchema, (await forgot(username)).json());
  return tokenOf(await verify(sent.userGuid, await latestCode(gw.app, address)));
}

describe('POST apps/{extAppId}/identities (forgot username)', () => {
  it('204, and the username goes to the address', async () => {
    const res = await postJson(gw.app, `/apps/${EXT.acme}/identities`, { email: RITA.toUpperCase() });
    expect(res.statusCode).toBe(204);
    const [message] = await outboxOf(gw.app, RITA);
    expect(message?.text).toContain('ready.rita');
    expect(message?.code).toBeUndefined();
  });

  it('204 for an unknown address too, and nothing is sent', async () => {
    expect((await postJson(gw.app, `/apps/${EXT.acme}/identities`, { email: 'nobody@example.com' })).statusCode).toBe(
      204,
    );
    expect(await outboxOf(gw.app, 'nobody@example.com')).toEqual([]);
  });

  it(`at most ${USERNAME_REMINDERS_PER_HOUR} reminders an hour to one address, still 204`, async () => {
    const address = demoAddress('tailspin', 'ready.rita');
    for (let i = 0; i < USERNAME_REMINDERS_PER_HOUR + 2; i += 1)
      expect((await postJson(gw.app, `/apps/${EXT.tailspin}/identities`, { email: address })).statusCode).toBe(204);
    expect(await outboxOf(gw.app, address)).toHaveLength(USERNAME_REMINDERS_PER_HOUR);
  });

  it('a §5-invalid address is 400', async () => {
    expectError(
      await postJson(gw.app, `/apps/${EXT.acme}/identities`, { email: 'not an email' }),
      400,
      'inputValidationError',
    );
  });
});

describe('POST apps/{extAppId}/forgotcredential and its code check', () => {
  it('sends a code to the primary email, without saying which (decision 022); the code gives a reset token', async () => {
    const sent = v.parse(CodeSentResponseSchema, (await forgot('Ready.Rita')).json());
    // A real address's domain would tell an account from a decoy: none is shown, for either.
    expect(Object.keys(sent).sort()).toEqual(['contactId', 'userGuid']);
    expect((await outboxOf(gw.app, RITA))[0]?.code).toMatch(/^\d{6}$/);
    const answer = tokenOf(await verify(sent.userGuid, await latestCode(gw.app, RITA)));
    expect(answer).toMatchObject({ scope: `partial ${FORCE_RESET_SCOPE}`, userGuid: sent.userGuid, probes: [] });
  });

  it('an unknown name gets a well-formed decoy, the same each time, and nothing is sent', async () => {
    const a = v.parse(CodeSentResponseSchema, (await forgot('rita.nobody')).json());
    const b = v.parse(CodeSentResponseSchema, (await forgot('RITA.nobody')).json());
    expect(a).toEqual(b);
    expect(Object.keys(a).sort()).toEqual(['contactId', 'userGuid']);
    // Of version 4's form, as a real id is (decision 022).
    expect(a.userGuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expectError(await verify(a.userGuid, '123456'), 400, 'invalidCode');
    const sent = await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM one_time_codes');
    expect(sent.rows[0]?.n).toBe(0);
  });

  it('an account awaiting migration gets a decoy; a permanently locked one is answered as any other and sent nothing (decision 022)', async () => {
    const mia = v.parse(CodeSentResponseSchema, (await forgot('migrate.mia', EXT.tailspin)).json());
    expect(await outboxOf(gw.app, 'mia@tailspinrewards.example')).toEqual([]);
    expectError(await verify(mia.userGuid, '123456'), 400, 'invalidCode');
    const lee = await forgot('locked.lee');
    expect(lee.statusCode).toBe(200);
    expect(Object.keys(v.parse(CodeSentResponseSchema, lee.json())).sort()).toEqual(['contactId', 'userGuid']);
    expect(await outboxOf(gw.app, demoAddress('acme', 'locked.lee'))).toEqual([]);
    expectError(await verify(lee.json<{ userGuid: string }>().userGuid, '123456'), 400, 'invalidCode');
  });

  it('the code follows the code rules: invalidCode, then codeAttemptsExceeded; codeExpired after 10 minutes', async () => {
    const sent = v.parse(CodeSentResponseSchema, (await forgot('ready.rita')).json());
    const code = await latestCode(gw.app, RITA);
    for (let i = 0; i < 5; i += 1) expectError(await verify(sent.userGuid, otherCode(code)), 400, 'invalidCode');
    expectError(await verify(sent.userGuid, code), 400, 'codeAttemptsExceeded');
    gw.clock.advance(30_000);
    await forgot('ready.rita');
    const fresh = await latestCode(gw.app, RITA);
    gw.clock.advance(10 * 60_000);
    expectError(await verify(sent.userGuid, fresh), 400, 'codeExpired');
  });

  it('an account locked for good after the code was sent: the check is 409 ICM_1004', async () => {
    const sent = v.parse(CodeSentResponseSchema, (await forgot('ready.rita')).json());
    await gw.db.query('UPDATE users SET permanently_locked_at = $2 WHERE id = $1', [sent.userGuid, gw.clock.now]);
    expectError(await verify(sent.userGuid, await latestCode(gw.app, RITA)), 409, 'ICM_1004');
  });

  it('asked again within 30 seconds: the same answer, nothing more sent, and the code sent still works (decision 022: never a 429 a stranger could read)', async () => {
    const before = (await outboxOf(gw.app, RITA)).length;
    const first = (await forgot('ready.rita')).json<{ userGuid: string }>();
    const again = await forgot('ready.rita');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await outboxOf(gw.app, RITA)).toHaveLength(before + 1);
    expect(tokenOf(await verify(first.userGuid, await latestCode(gw.app, RITA))).scope).toBe(
      `partial ${FORCE_RESET_SCOPE}`,
    );
  });

  it('a malformed guid or code is refused', async () => {
    expectError(await verify('not-a-guid', '123456'), 400, 'invalidCode');
    expectError(await verify('00000000-0000-4000-8000-000000000000', '12345'), 400, 'inputValidationError');
    expectError(await forgot(''), 400, 'inputValidationError');
  });
});

describe('POST users/{userGuid}/resetCredential', () => {
  it('sets the password: the old one fails from then on, and every token of the user is revoked, this one too', async () => {
    const before = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const token = await resetTokenFor('ready.rita', RITA);
    expect((await reset(token.userGuid ?? '', NEW_PASSWORD, token.access_token)).statusCode).toBe(204);
    expectError(await signIn(gw.app, EXT.acme, 'ready.rita', DEMO_PASSWORD), 400, 'invalidCredentials');
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita', NEW_PASSWORD)).scope).toBe('full');
    expectError(
      await getWith(gw.app, `/users/${before.userGuid ?? ''}/emails`, before.access_token),
      401,
      'invalidToken',
    );
    expectError(await reset(token.userGuid ?? '', 'Another#Quay58', token.access_token), 401, 'invalidToken');
  });

  it('a password a §5 rule refuses is its invalidPassword* code; the one in use is invalidPasswordHistory', async () => {
    const token = await resetTokenFor('ready.rita', RITA);
    expectError(await reset(token.userGuid ?? '', 'short', token.access_token), 400, 'invalidPasswordTooShort');
    expectError(
      await reset(token.userGuid ?? '', 'Ready.Rita#Quay58', token.access_token),
      400,
      'invalidPasswordUsername',
    );
    expectError(await reset(token.userGuid ?? '', DEMO_PASSWORD, token.access_token), 400, 'invalidPasswordHistory');
  });

  it('needs the reset token of that user: a full token is 401 insufficientScope, another user too, none 401 invalidToken', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await reset(rita.userGuid ?? '', NEW_PASSWORD, rita.access_token), 401, 'insufficientScope');
    const token = await resetTokenFor('ready.rita', RITA);
    expectError(
      await reset('00000000-0000-4000-8000-000000000000', NEW_PASSWORD, token.access_token),
      401,
      'insufficientScope',
    );
    expectError(
      await postJson(gw.app, `/users/${rita.userGuid ?? ''}/resetCredential`, { password: NEW_PASSWORD }),
      401,
      'invalidToken',
    );
  });

  it('a temporary lock is lifted by a reset (the person proved the email)', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(gw.app, EXT.acme, 'ready.rita', 'Wrong!Password99');
    expectError(await signIn(gw.app, EXT.acme, 'ready.rita'), 409, '9618');
    const token = await resetTokenFor('ready.rita', RITA);
    await reset(token.userGuid ?? '', NEW_PASSWORD, token.access_token);
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita', NEW_PASSWORD)).scope).toBe('full');
  });

  it('§4 force reset: reset.rosa resets with her reset token, then signs in again to full access', async () => {
    const token = await signedIn(gw.app, EXT.acme, 'reset.rosa');
    expect((await reset(token.userGuid ?? '', NEW_PASSWORD, token.access_token)).statusCode).toBe(204);
    expect((await signedIn(gw.app, EXT.acme, 'reset.rosa', NEW_PASSWORD)).scope).toBe('full');
  });

  it('a reset token may not reach full-access calls', async () => {
    const token = await signedIn(gw.app, EXT.acme, 'reset.rosa');
    expectError(
      await postJson(
        gw.app,
        '/oauth2/lcm/subject/credentials/change',
        { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
        token.access_token,
      ),
      401,
      'insufficientScope',
    );
  });
});

describe('POST oauth2/lcm/subject/credentials/reset', () => {
  it('is resetCredential for the user of the reset token', async () => {
    const token = await signedIn(gw.app, EXT.acme, 'reset.rosa');
    expect(
      (await postJson(gw.app, '/oauth2/lcm/subject/credentials/reset', { password: NEW_PASSWORD }, token.access_token))
        .statusCode,
    ).toBe(204);
    expect((await signedIn(gw.app, EXT.acme, 'reset.rosa', NEW_PASSWORD)).scope).toBe('full');
    expectError(
      await postJson(gw.app, '/oauth2/lcm/subject/credentials/reset', { password: NEW_PASSWORD }, token.access_token),
      401,
      'invalidToken',
    );
  });
});

describe('POST oauth2/lcm/subject/credentials/change', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    postJson(gw.app, '/oauth2/lcm/subject/credentials/change', { currentPassword, newPassword }, token);

  it('changes the password; every other token is revoked, the one that made the change kept', async () => {
    const other = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const mine = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect((await change(mine.access_token, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
    expectError(
      await getWith(gw.app, `/users/${other.userGuid ?? ''}/emails`, other.access_token),
      401,
      'invalidToken',
    );
    expect((await getWith(gw.app, `/users/${mine.userGuid ?? ''}/emails`, mine.access_token)).statusCode).toBe(200);
    expectError(await signIn(gw.app, EXT.acme, 'ready.rita', DEMO_PASSWORD), 400, 'invalidCredentials');
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita', NEW_PASSWORD)).scope).toBe('full');
  });

  it('a wrong current password is 400 invalidCredentials; an empty one 400 inputValidationError; a rule-breaking new one its code', async () => {
    const { access_token } = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await change(access_token, 'Wrong!Password99', NEW_PASSWORD), 400, 'invalidCredentials');
    expectError(await change(access_token, '', NEW_PASSWORD), 400, 'inputValidationError');
    expectError(await change(access_token, DEMO_PASSWORD, 'lantern#quay58'), 400, 'invalidPasswordNoUpperCase');
    expectError(await change(access_token, DEMO_PASSWORD, DEMO_PASSWORD), 400, 'invalidPasswordHistory');
  });

  it('needs full access: a partial token is 401 insufficientScope', async () => {
    const chen = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expectError(await change(chen.access_token, DEMO_PASSWORD, NEW_PASSWORD), 401, 'insufficientScope');
  });
});
