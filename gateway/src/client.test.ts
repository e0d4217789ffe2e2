// The portal's own client (@portal/client/api, axios, over real HTTP) against the gateway: the paths,
// methods, encodings and answer shapes of 013 are the ones the shared functions send and parse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptFeatureTerms,
  addEmail,
  changeCredential,
  configureApi,
  createMemorySession,
  enrollUser,
  establishAccount,
  getCardAccounts,
  getCardAlerts,
  getCardBalances,
  getCardDetails,
  getCards,
  getCardTransactions,
  getEmails,
  getEnrolmentTerms,
  getPartnerLogos,
  getPhones,
  getUser,
  getUserTerms,
  acceptTerms,
  recoverCredential,
  recoverUsername,
  renewServerSessionId,
  renewToken,
  requestToken,
  resetCredential,
  revokeToken,
  saveCardAlerts,
  sendVerificationCode,
  updateUser,
  verifyIdentity,
  verifyMigrationCode,
  verifyRecoveryCode,
  verifyTwoFactor,
  type SessionSource,
  type TokenResponse,
} from '@portal/client/api';
import { isApiError } from '@portal/domain/errors';
import { DEMO_PASSWORD } from './db/demo-users';
import { demoAddress, EXT, latestCode, probeRef, startTestGateway, type TestGateway } from './test-kit';

let gw: TestGateway;
let session: SessionSource;

beforeAll(async () => {
  gw = await startTestGateway();
  // The portal's clock and the gateway's agree, so the client renews only when asked to.
  gw.clock.now = new Date();
  await gw.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gw.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  session = createMemorySession({ now: () => gw.clock.now.getTime() });
  configureApi({ baseURL: `http://127.0.0.1:${port}`, session });
}, 60_000);

afterAll(async () => {
  await gw.close();
});

/** What the shell does with a token answer: the session's token becomes the answer's. */
function hold(answer: TokenResponse): TokenResponse {
  session.setToken({ accessToken: answer.access_token, timestamp: gw.clock.now.getTime() });
  return answer;
}

async function failure(call: Promise<unknown>): Promise<{ code: string; status: number | null }> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error('the call did not fail with an ApiError');
  return { code: error.code, status: error.status };
}

describe('the shared client against the gateway', () => {
  it('sign-in with verification, two-factor and terms, the profile, renewal and logout', async () => {
    const uma = hold(await requestToken(EXT.acme, { username: 'unverified.uma', password: DEMO_PASSWORD }));
    const [email] = await getEmails(uma.userGuid ?? '');
    expect(email?.email).toBe('u\u2022\u2022\u2022@acmebank.example');
    await sendVerificationCode(uma.userGuid ?? '', { contactId: email?.emailGuid ?? '' });
    const full = hold(
      await verifyIdentity({
        probes_ref: probeRef(uma, 'VERIFY_USERNAME'),
        code: await latestCode(gw.app, demoAddress('acme', 'unverified.uma')),
      }),
    );
    expect(full.scope).toBe('full');
    expect(await getUser(EXT.acme, full.userGuid ?? '')).toMatchObject({
      userName: 'unverified.uma',
      unverifiedPrimary: false,
    });
    expect(await updateUser(EXT.acme, full.userGuid ?? '', { firstName: 'Uma', lastName: 'Verified' })).toMatchObject({
      lastName: 'Verified',
    });
    expect(await addEmail(full.userGuid ?? '', { email: 'uma.second@example.com' })).toMatchObject({ primary: false });

    const renewed = await renewToken();
    expect(renewed.accessToken).not.toBe(full.access_token);
    expect(session.token()?.accessToken).toBe(renewed.accessToken);
    await revokeToken(renewed.accessToken);
    expect(await failure(getPhones(full.userGuid ?? ''))).toEqual({ code: 'invalidToken', status: 401 });

    const chen = hold(await requestToken(EXT.acme, { username: 'challenge.chen', password: DEMO_PASSWORD }));
    const [phone] = await getPhones(chen.userGuid ?? '');
    await sendVerificationCode(chen.userGuid ?? '', { contactId: phone?.phoneGuid ?? '' });
    expect(
      hold(
        await verifyTwoFactor({
          probes_ref: probeRef(chen, 'SOLVE_CHALLENGE'),
          code: await latestCode(gw.app, '2025550112'),
        }),
      ).scope,
    ).toBe('full');

    const tomas = hold(await requestToken(EXT.acme, { username: 'terms.tomas', password: DEMO_PASSWORD }));
    expect((await getUserTerms(tomas.userGuid ?? '')).map((t) => t.type)).toEqual(['EC', 'PR', 'SL']);
    expect(hold(await acceptTerms({ probes_ref: probeRef(tomas, 'ACCEPT_TNC') })).scope).toBe('full');
    expect(await renewServerSessionId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('errors arrive as the ApiError the catalogue resolves', async () => {
    expect(await failure(requestToken(EXT.acme, { username: 'ready.rita', password: 'Wrong!Password99' }))).toEqual({
      code: 'invalidCredentials',
      status: 400,
    });
    expect(await failure(requestToken(EXT.acme, { username: 'locked.lee', password: DEMO_PASSWORD }))).toEqual({
      code: 'ICM_1004',
      status: 409,
    });
  });

  it('enrolment, forgot username, forgot password with reset and change, migration', async () => {
    const terms = await getEnrolmentTerms(EXT.tailspin);
    const enrolled = hold(
      await enrollUser(EXT.tailspin, {
        firstName: 'Nadia',
        lastName: 'Client',
        userName: 'nadia.client',
        password: 'Lantern#Quay58',
        email: 'nadia.client@example.com',
        acceptedTerms: terms.map((t) => t.guid),
      }),
    );
    expect(
      hold(
        await verifyIdentity({
          probes_ref: probeRef(enrolled, 'VERIFY_USERNAME'),
          code: await latestCode(gw.app, 'nadia.client@example.com'),
        }),
      ).scope,
    ).toBe('full');

    await recoverUsername(EXT.tailspin, { email: 'nadia.client@example.com' });
    // A code went out at enrolment: the next may go 30 seconds later.
    gw.clock.advance(30_000);
    const sent = await recoverCredential(EXT.tailspin, { userName: 'nadia.client' });
    const reset = hold(
      await verifyRecoveryCode(sent.userGuid, { code: await latestCode(gw.app, 'nadia.client@example.com') }),
    );
    expect(reset.scope).toBe('partial /credentials/reset');
    await resetCredential(sent.userGuid, { password: 'Beacon#Harbour73' });
    hold(await requestToken(EXT.tailspin, { username: 'nadia.client', password: 'Beacon#Harbour73' }));
    await changeCredential({ currentPassword: 'Beacon#Harbour73', newPassword: 'Compass#Tide91' });
    expect((await requestToken(EXT.tailspin, { username: 'nadia.client', password: 'Compass#Tide91' })).scope).toBe(
      'full',
    );

    const mia = await establishAccount(EXT.tailspin, { userName: 'migrate.mia', email: 'mia@tailspinrewards.example' });
    const miaReset = hold(
      await verifyMigrationCode(mia.userGuid, { code: await latestCode(gw.app, 'mia@tailspinrewards.example') }),
    );
    await resetCredential(miaReset.userGuid ?? '', { password: 'Anchor#Reef64' });
    expect((await requestToken(EXT.tailspin, { username: 'migrate.mia', password: 'Anchor#Reef64' })).newTac).toBe(
      true,
    );
  });

  it("a debit card's balance, transactions, account and alerts (the alerts v1 media type both ways), the details reveal, a feature's terms and the partner logos", async () => {
    const rita = hold(await requestToken(EXT.acme, { username: 'ready.rita', password: DEMO_PASSWORD }));
    const userGuid = rita.userGuid ?? '';
    const debit = (await getCards(userGuid)).find((card) => card.financialAccountType === 'DEBIT_CARD');
    const panGuid = debit?.panGuid ?? '';

    const balances = await getCardBalances(userGuid, panGuid);
    expect(balances.availableBalance.currencyCode).toBe('USD');
    const first = await getCardTransactions(userGuid, panGuid);
    const second = await getCardTransactions(userGuid, panGuid, first.transactions.length);
    expect([first.transactions.length, first.hasMore]).toEqual([25, true]);
    expect(second.transactions.map((t) => t.transactionId)).not.toContain(first.transactions[0]?.transactionId);
    expect(await getCardAccounts(userGuid, panGuid)).toEqual([expect.objectContaining({ accountType: 'CHECKING' })]);

    expect((await getCardAlerts(userGuid, panGuid)).alerts.map((a) => [a.alertType, a.enabled])).toEqual([
      ['VALERTS', false],
      ['DLY_LOW_BAL', false],
    ]);
    const saved = await saveCardAlerts(userGuid, panGuid, [
      { alertType: 'VALERTS', enabled: true },
      { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 9999 },
    ]);
    expect(saved.alerts).toEqual([
      { alertType: 'VALERTS', enabled: true },
      { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 9999 },
    ]);
    expect(
      await failure(saveCardAlerts(userGuid, panGuid, [{ alertType: 'DLY_LOW_BAL', enabled: true, threshold: 10000 }])),
    ).toEqual({ code: 'inputValidationError', status: 400 });

    expect(await getCardDetails(userGuid, panGuid)).toMatchObject({
      accountNumber: '4111111111111111',
      displaySeconds: 30,
    });

    const pending = await getUserTerms(userGuid, 'VISA_PUSH_PROVISION');
    expect(pending.map((t) => t.featureCode)).toEqual(['PRODUCT']);
    const [phone] = await getPhones(userGuid);
    await acceptFeatureTerms(userGuid, phone?.phoneGuid ?? '', {
      userTermsAndConditionList: pending.map((t) => ({ guid: t.guid })),
    });
    expect(await getUserTerms(userGuid, 'VISA_PUSH_PROVISION')).toEqual([]);
    // The application's own terms are untouched by a feature's.
    expect(await getUserTerms(userGuid)).toEqual([]);

    const logos = await getPartnerLogos('es');
    expect(logos.length).toBeGreaterThan(0);
    expect(logos.length).toBeLessThanOrEqual(16);
  });
});
