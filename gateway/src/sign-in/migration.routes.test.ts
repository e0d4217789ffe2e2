// 013 Migration: establishAccount (apps/{extAppId}/migration), its code check, the reset that makes the
// account active, then sign-in with newTac and the terms, as migrate.mia on tailspin.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentResponseSchema } from '@portal/domain/schemas';
import { FORCE_RESET_SCOPE, loginScopeOf } from '@portal/domain/session';
import { DEMO_PASSWORD } from '../db/demo-users';
import {
  expectError,
  EXT,
  latestCode,
  outboxOf,
  postForm,
  postJson,
  probeRef,
  signedIn,
  signIn,
  tokenOf,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const MIA = 'mia@tailspinrewards.example';
const NEW_PASSWORD = 'Lantern#Quay58';
const establish = (userName: string, email: string, ext: string = EXT.tailspin) =>
  postJson(gw.app, `/apps/${ext}/migration`, { userName, email });
const verify = (userGuid: string, code: string) =>
  postJson(gw.app, `/users/${userGuid}/otp/verification/migration`, { code });

describe('the migration journey (013)', () => {
  it('establishAccount, verifyAccount, resetPassword, sign-in with newTac, acceptTac, home', async () => {
    const sent = v.parse(
      CodeSentResponseSchema,
      (await establish('Migrate.Mia', 'MIA@tailspinrewards.example')).json(),
    );
    expect(sent.maskedContact).toBe('m\u2022\u2022\u2022@tailspinrewards.example');
    const reset = tokenOf(await verify(sent.userGuid, await latestCode(gw.app, MIA)));
    expect(reset).toMatchObject({ scope: `partial ${FORCE_RESET_SCOPE}`, userGuid: sent.userGuid });
    expect(
      (
        await postJson(
          gw.app,
          `/users/${sent.userGuid}/resetCredential`,
          { password: NEW_PASSWORD },
          reset.access_token,
        )
      ).statusCode,
    ).toBe(204);
    const status = await gw.db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [sent.userGuid]);
    expect(status.rows[0]?.status).toBe('active');

    const partial = await signedIn(gw.app, EXT.tailspin, 'migrate.mia', NEW_PASSWORD);
    expect(partial).toMatchObject({ isUnverified: false, isChallenge: false, newTac: true });
    expect(loginScopeOf(partial)).toEqual(['acceptTac', 'home']);
    const full = tokenOf(
      await postForm(
        gw.app,
        '/oauth2/token/tnc',
        { grant_type: 'authorization_probe', probes_ref: probeRef(partial, 'ACCEPT_TNC') },
        partial.access_token,
      ),
    );
    expect(full.scope).toBe('full');
  });

  it('before migration the account does not sign in', async () => {
    expectError(await signIn(gw.app, EXT.tailspin, 'migrate.mia', DEMO_PASSWORD), 400, 'invalidCredentials');
  });
});

describe('POST apps/{extAppId}/migration', () => {
  it.each([
    ['the email does not match', 'migrate.mia', 'someone@tailspinrewards.example'],
    ['the name is unknown', 'migrate.max', MIA],
    ['the account is already active', 'ready.rita', 'ready.rita@tailspinrewards.example'],
  ])('answers a decoy and sends nothing when %s', async (_why, userName, email) => {
    const before = (await outboxOf(gw.app, email)).length;
    const decoy = v.parse(CodeSentResponseSchema, (await establish(userName, email)).json());
    expect(await outboxOf(gw.app, email)).toHaveLength(before);
    expectError(await verify(decoy.userGuid, '123456'), 400, 'invalidCode');
  });

  it('a §5-invalid email or an empty name is 400; an unknown application 404', async () => {
    expectError(await establish('migrate.mia', 'mia@'), 400, 'inputValidationError');
    expectError(await establish('', MIA), 400, 'inputValidationError');
    expectError(await establish('migrate.mia', MIA, 'NOBODY-01'), 404, 'DPS_0001');
  });
});

describe('POST users/{userGuid}/otp/verification/migration', () => {
  it('a wrong code is invalidCode; the forgot-password check does not take a migration code', async () => {
    const sent = v.parse(CodeSentResponseSchema, (await establish('migrate.mia', MIA)).json());
    const code = await latestCode(gw.app, MIA);
    expectError(
      await postJson(gw.app, `/users/${sent.userGuid}/otp/verification/forgotcredential`, { code }),
      400,
      'invalidCode',
    );
    expectError(await verify(sent.userGuid, code === '000000' ? '000001' : '000000'), 400, 'invalidCode');
    expect(tokenOf(await verify(sent.userGuid, code)).scope).toBe(`partial ${FORCE_RESET_SCOPE}`);
  });

  it('a malformed code is 400 inputValidationError', async () => {
    expectError(await verify('00000000-0000-4000-8000-000000000000', 'abc'), 400, 'inputValidationError');
  });
});
