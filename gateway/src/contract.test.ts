// The contract test (decision 042): every call of the portal's own client (@portal/client/api, axios,
// over real HTTP) against the gateway, and every exchange held to the OpenAPI document the gateway
// serves: the method and path are an operation of it, the body is valid under the operation's request
// schema in its encoding, and the answer under the schema of its status. A call the client exports
// that no scenario here makes fails the last test, so an issuer's backend built from the document
// answers every call the portal makes.
import { getAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@portal/client/api';
import type { ApiOptions, SessionSource, TokenResponse } from '@portal/client/api';

import { isApiError } from '@portal/domain/errors';
import { DEMO_MERCHANTS } from './db/demo-merchants';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demo-users';
import { cardToActivate } from './db/seed-issued-cards';
import {
  addCardBody,
  BILLING,
  configOf,
  demoAddress,
  EXT,
  latestCode,
  probeRef,
  startTestGateway,
  type TestGateway,
} from './test-kit';
import { startTestPartner, type TestPartner } from './test-partner';

/** What the client exports that is not a call: its configuration, its session and its parsing helpers. */
/** Calls to someone other than the gateway: made here (to the sandbox's stand-ins), checked by their own schemas. */
const PARTNER_CALLS = new Set(['provisionAtPartner']);

const NOT_CALLS = new Set([
  'apiClient',
  'configureApi',
  'createApiClient',
  'createCodeChallenge',
  'createMemorySession',
  'parseResponse',
  'responseHeader',
  'sessionHeaders',
  'toApiError',
  'tokenNeedsRenewal',
  'walletAddressService',
]);

interface Exchange {
  call: string;
  method: string;
  path: string;
  contentType: string;
  sent: unknown;
  status: number;
  answerType: string;
  answered: string;
}

const exchanges: Exchange[] = [];
const called = new Set<string>();
let calling = '';

/** The client's exports, each call noting its name as it starts (the exchanges it makes are its). */
const traced = new Proxy(api, {
  get(target, name: string) {
    const value = (target as Record<string, unknown>)[name];
    if (typeof value !== 'function' || NOT_CALLS.has(name)) return value;
    return (...args: unknown[]) => {
      calling = name;
      called.add(name);
      return (value as (...a: unknown[]) => unknown)(...args);
    };
  },
});

const {
  acceptFeatureTerms,
  activateCard,
  addCard,
  addEmail,
  addPhone,
  addSsoCard,
  addWalletAddress,
  addWalletCard,
  createCardControl,
  createFederatedProvision,
  deleteAddress,
  deleteCard,
  deleteEmail,
  deletePhone,
  deleteWalletAddress,
  deleteWalletCard,
  enrollSsoConsumer,
  getActivationQuestions,
  getAddresses,
  getAppDetails,
  getCardArt,
  getCardControl,
  getCardStatus,
  getProvisionedCard,
  getWalletAddresses,
  getWalletCards,
  getWalletSession,
  keepActivationAlive,
  lookUpPostalArea,
  makeEmailPrimary,
  makePhonePrimary,
  probeToken,
  promiseIdProof,
  reissueProbe,
  reportClientError,
  saveAddress,
  setCardPin,
  startSsoLaunch,
  updateCard,
  updateCardControl,
  updateWalletAddress,
  updateWalletCard,
  verifyContact,
  changeCredential,
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
  provisionAtPartner,
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
} = traced;
const { createMemorySession } = api;

/** The header of an axios config or answer, whatever its container. */
const headerOf = (headers: unknown, name: string): string => {
  const container = headers as { get?: (n: string) => unknown } & Record<string, unknown>;
  const value = typeof container?.get === 'function' ? container.get(name) : container?.[name];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return text.split(';')[0]?.trim().toLowerCase() ?? '';
};

/** The client configured as the page does, every exchange recorded at its adapter: the bytes on the wire. */
function configure(options: ApiOptions): void {
  const instance = api.configureApi(options);
  const send = getAdapter(instance.defaults.adapter);
  const record = (config: InternalAxiosRequestConfig, response: AxiosResponse) => {
    exchanges.push({
      call: calling,
      method: (config.method ?? 'get').toUpperCase(),
      path: new URL(instance.getUri(config), 'http://gateway.invalid/').pathname,
      contentType: headerOf(config.headers, 'content-type'),
      sent: config.data,
      status: response.status,
      answerType: headerOf(response.headers, 'content-type'),
      answered: typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? ''),
    });
  };
  instance.defaults.adapter = async (config) => {
    try {
      const response = await send(config);
      record(config, response);
      return response;
    } catch (error) {
      const response = (error as { response?: AxiosResponse }).response;
      if (response) record(config, response);
      throw error;
    }
  };
}

/** Single sign-on's test partner, and the northwind application's registration at it (as sso.test.ts). */
const NORTHWIND_KEY = 'nwcu-sso-01-web-demo-key';
const SSO_CLIENT = { id: 'portal-at-test-partner', secret: 'a-test-client-secret-of-the-portal' };
const SSO_REDIRECT = 'http://northwind.localhost:3000/sso/launch';

let gw: TestGateway;
let partner: TestPartner;
let session: SessionSource;
let baseURL = '';

beforeAll(async () => {
  partner = await startTestPartner();
  gw = await startTestGateway({
    GATEWAY_SSO_PARTNERS: JSON.stringify({
      northwind: {
        issuer: partner.issuer,
        clientId: SSO_CLIENT.id,
        clientSecret: SSO_CLIENT.secret,
        redirectUri: SSO_REDIRECT,
      },
    }),
  });
  // The portal's clock and the gateway's agree, so the client renews only when asked to.
  gw.clock.now = new Date();
  await gw.app.listen({ port: 0, host: '127.0.0.1' });
  const address = gw.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  session = createMemorySession({ now: () => gw.clock.now.getTime() });
  baseURL = `http://127.0.0.1:${port}`;
  configure({ baseURL, session });
}, 60_000);

afterAll(async () => {
  await gw.close();
  await partner.close();
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

  it("the portal's cards: add, edit and delete (new.nora), a card's status and virtual control, a federated provision (ready.rita)", async () => {
    const nora = hold(await requestToken(EXT.acme, { username: 'new.nora', password: DEMO_PASSWORD }));
    const noraGuid = nora.userGuid ?? '';
    expect(await getCards(noraGuid)).toEqual([]);
    const added = await addCard(noraGuid, addCardBody());
    expect(added.panGuid).toMatch(/^[0-9a-f-]{36}$/);
    await updateCard(noraGuid, added.panGuid, {
      paymentInstrument: { accountNickname: 'Holiday card', expirationMonth: 6, expirationYear: 2033 },
    });
    expect((await getCards(noraGuid)).map((c) => [c.panGuid, c.cardNickname, c.primary, c.expirationYear])).toEqual([
      [added.panGuid, 'Holiday card', true, 2033],
    ]);
    await deleteCard(noraGuid, added.panGuid);
    expect(await getCards(noraGuid)).toEqual([]);
    expect(await failure(deleteCard(noraGuid, added.panGuid))).toEqual({ code: '404', status: 404 });

    const rita = hold(await requestToken(EXT.acme, { username: 'ready.rita', password: DEMO_PASSWORD }));
    const ritaGuid = rita.userGuid ?? '';
    const cards = await getCards(ritaGuid);
    const visa = cards[0]?.panGuid ?? '';
    const discover = cards.find((c) => c.accountNumberLastFourDigits === '1117')?.panGuid ?? '';
    // Push provisioning's terms were accepted above: the federated token answers.
    const { federatedToken } = await createFederatedProvision({ panGuid: visa, orgId: 'pebblewick-pay' });
    expect(federatedToken.length).toBeGreaterThanOrEqual(40);
    // The sandbox's partner takes it, as a partner's server would (cards/sandbox-partners.ts).
    const pebblewick = (await getPartnerLogos('en')).find((logo) => logo.orgId === 'pebblewick-pay');
    expect(await provisionAtPartner(pebblewick?.provisionUrl ?? '', federatedToken)).toBe('accepted');

    expect(await getCardStatus(ritaGuid, visa)).toEqual({ desc: 'Active' });
    expect(await getCardStatus(ritaGuid, discover)).toEqual({ desc: 'Suspended' });
    expect(await failure(getCardControl(ritaGuid, visa))).toEqual({ code: 'DPS_4001', status: 404 });
    const created = await createCardControl(ritaGuid, visa, { isControlEnabled: true });
    expect(created.isControlEnabled).toBe(true);
    expect(typeof created.documentId).toBe('string');
    expect(await getCardStatus(ritaGuid, visa)).toEqual({ desc: 'Suspended' });
    const documentId = created.documentId ?? '';
    expect(await updateCardControl(ritaGuid, visa, { documentId, globalControl: { isControlEnabled: false } })).toEqual(
      { isControlEnabled: false, documentId },
    );
    expect(await getCardControl(ritaGuid, visa)).toEqual({ isControlEnabled: false, documentId });
    expect(await getCardStatus(ritaGuid, visa)).toEqual({ desc: 'Active' });
  });

  it("the account's addresses: saved verified, updated by intentId, listed and deleted (new.nora)", async () => {
    const nora = hold(await requestToken(EXT.acme, { username: 'new.nora', password: DEMO_PASSWORD }));
    const noraGuid = nora.userGuid ?? '';
    expect(await getAddresses(noraGuid)).toEqual([]);
    const home = {
      personName: 'Nora New',
      line1: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      stateProvinceCode: 'CA',
      postalCode: '94043',
      countryCode: 'US',
      phone: '2025550117',
    };
    const saved = await saveAddress(noraGuid, { address: home, validate: true });
    expect(saved).toMatchObject({
      status: 'VERIFIED',
      address: { line1: '1600 Amphitheatre Pkwy', verificationStatus: 'VERIFIED', default: true },
    });
    const id = 'address' in saved ? (saved.address?.id ?? '') : '';
    const updated = await saveAddress(noraGuid, {
      address: { ...home, personName: 'Nora N. New' },
      intentId: id,
      validate: true,
    });
    expect(updated).toMatchObject({ address: { id, personName: 'Nora N. New' } });
    expect((await getAddresses(noraGuid)).map((a) => [a.id, a.personName])).toEqual([[id, 'Nora N. New']]);
    await deleteAddress(noraGuid, id);
    expect(await getAddresses(noraGuid)).toEqual([]);
    expect(await failure(deleteAddress(noraGuid, id))).toEqual({ code: '404', status: 404 });
  });

  it('userSettings: an email and a phone added, proved with a code and made primary; others added and deleted (ready.rita)', async () => {
    gw.clock.advance(30_000);
    const rita = hold(await requestToken(EXT.acme, { username: 'ready.rita', password: DEMO_PASSWORD }));
    const userGuid = rita.userGuid ?? '';

    const email = await addEmail(userGuid, { email: 'rita.home@example.com' });
    await sendVerificationCode(userGuid, { contactId: email.emailGuid });
    expect(
      await verifyContact(userGuid, {
        contactId: email.emailGuid,
        code: await latestCode(gw.app, 'rita.home@example.com'),
      }),
    ).toMatchObject({ emailGuid: email.emailGuid, contactStatus: 'VERIFIED', primary: false });
    expect(await makeEmailPrimary(userGuid, email.emailGuid)).toMatchObject({
      emailGuid: email.emailGuid,
      primary: true,
    });
    const spare = await addEmail(userGuid, { email: 'rita.spare@example.com' });
    await deleteEmail(userGuid, spare.emailGuid);
    const emails = await getEmails(userGuid);
    expect(emails.filter((e) => e.primary).map((e) => e.emailGuid)).toEqual([email.emailGuid]);
    expect(emails.map((e) => e.emailGuid)).not.toContain(spare.emailGuid);

    // One code a user every 30 seconds.
    gw.clock.advance(30_000);
    const phone = await addPhone(userGuid, { phoneNumber: '3035550199', phoneNumberCountryIsoCode: 'US' });
    expect(phone.primary).toBe(false);
    await sendVerificationCode(userGuid, { contactId: phone.phoneGuid });
    expect(
      await verifyContact(userGuid, {
        contactId: phone.phoneGuid,
        code: await latestCode(gw.app, '+1 (303)555-0199'),
      }),
    ).toMatchObject({ phoneGuid: phone.phoneGuid, contactStatus: 'VERIFIED' });
    expect(await makePhonePrimary(userGuid, phone.phoneGuid)).toMatchObject({
      phoneGuid: phone.phoneGuid,
      primary: true,
    });
    const sparePhone = await addPhone(userGuid, { phoneNumber: '3035550188', phoneNumberCountryIsoCode: 'US' });
    await deletePhone(userGuid, sparePhone.phoneGuid);
    const phones = await getPhones(userGuid);
    expect(phones.filter((p) => p.primary).map((p) => p.phoneGuid)).toEqual([phone.phoneGuid]);
    expect(phones.map((p) => p.phoneGuid)).not.toContain(sparePhone.phoneGuid);
  });

  it('card activation: the questions, keep-alive, the answers and the PIN (ready.rita at acme)', async () => {
    const user = DEMO_USERS.find((u) => u.username === 'ready.rita');
    const card = user ? cardToActivate(configOf('acme'), user) : null;
    if (!card) throw new Error('ready.rita has no card to activate at acme');
    const started = await getActivationQuestions(card.extAppId, {
      accountNumber: card.accountNumber,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      cvv: card.cvv,
    });
    expect(started.questions.map((q) => q.type)).toEqual(card.questions.map((q) => q.type));
    expect(started.attemptsLeft).toBe(3);
    const alive = await keepActivationAlive(card.extAppId, started.cardId, {
      activationToken: started.activationToken,
    });
    expect(alive.expiresIn).toBeGreaterThan(0);
    const answers = started.questions.map((q) => ({
      questionId: q.questionId,
      answer: card.questions.find((c) => c.type === q.type)?.answer ?? '',
    }));
    expect(
      await activateCard(card.extAppId, {
        cardId: started.cardId,
        activationToken: started.activationToken,
        answers,
      }),
    ).toMatchObject({ cardId: started.cardId, activated: true, pinRequired: true });
    await setCardPin(card.extAppId, { cardId: started.cardId, activationToken: started.activationToken, pin: '4821' });
    expect(exchanges.filter((e) => e.call === 'setCardPin').map((e) => e.status)).toEqual([204]);
  });

  it('the probes: an idproof promise and the generic probe (terms.tomas), a reissued challenge (challenge.chen), at tailspin', async () => {
    const tomas = hold(await requestToken(EXT.tailspin, { username: 'terms.tomas', password: DEMO_PASSWORD }));
    const promised = hold(await promiseIdProof({ probes_ref: probeRef(tomas, 'ACCEPT_TNC') }));
    expect(promised).toMatchObject({ scope: 'partial', newTac: true, probes: tomas.probes });
    expect(promised.access_token).not.toBe(tomas.access_token);
    expect(hold(await probeToken({ probes_ref: probeRef(promised, 'ACCEPT_TNC') })).scope).toBe('full');

    const chen = hold(await requestToken(EXT.tailspin, { username: 'challenge.chen', password: DEMO_PASSWORD }));
    const reissued = hold(await reissueProbe({ probes_ref: probeRef(chen, 'SOLVE_CHALLENGE') }));
    expect(reissued).toMatchObject({ scope: 'partial', isChallenge: true });
    expect(probeRef(reissued, 'SOLVE_CHALLENGE')).not.toBe(probeRef(chen, 'SOLVE_CHALLENGE'));
  });

  it("the application's details, and a browser failure reported", async () => {
    const details = await getAppDetails(EXT.acme);
    expect(details.isCardActivationWebEnabled).toBe(true);
    expect(details.supportedLocales).toEqual([
      { locale: 'en', defaultLocale: 'Y' },
      { locale: 'es', defaultLocale: 'N' },
    ]);
    await reportClientError(EXT.acme, {
      kind: 'remote',
      remote: 'mfe_postlogin',
      message: 'ScriptExternalLoadError at https://cdn.example/m.js',
      page: '/accounts',
      release: '2026.12.2',
    });
    expect(exchanges.filter((e) => e.call === 'reportClientError').map((e) => e.status)).toEqual([204]);
  });

  it("single sign-on: the partner's launch, the member enrolled, the provisioned card added through the SSO path (northwind)", async () => {
    const launch = await startSsoLaunch(NORTHWIND_KEY);
    const url = new URL(launch.authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${partner.issuer}/auth`);
    expect(url.searchParams.get('state')).toBe(launch.state);
    partner.nextIdToken(() =>
      partner.sign({
        sub: 'contract-member',
        aud: SSO_CLIENT.id,
        nonce: url.searchParams.get('nonce') ?? '',
        given_name: 'Nora',
        family_name: 'West',
        email: 'contract-member@members.example',
        email_verified: true,
        provisioned_card: {
          accountNumber: '4000056655665556',
          expirationMonth: '09',
          expirationYear: '2033',
          nameOnAccount: 'Nora West',
          accountType: 'DEBIT_CARD',
        },
      }),
    );
    const member = await enrollSsoConsumer(NORTHWIND_KEY, {
      federatedToken: `code-${launch.state.slice(0, 8)}`,
      state: launch.state,
    });
    expect(member).toMatchObject({ scope: 'full', enrolled: true });
    hold(member);
    const provisioned = await getProvisionedCard(NORTHWIND_KEY);
    expect(provisioned).toEqual({
      accountNumber: '4000056655665556',
      expirationMonth: '09',
      expirationYear: '2033',
      nameOnAccount: 'Nora West',
      accountType: 'DEBIT_CARD',
      alreadyAdded: false,
    });
    const added = await addSsoCard(NORTHWIND_KEY, {
      accountType: 'DEBIT_CARD',
      accountNumber: '4000056655665556',
      expirationMonth: 9,
      expirationYear: 2033,
      cvv: '123',
      accountNickname: '',
      nameOnAccount: 'Nora West',
      billingAddress: BILLING,
    });
    expect(added.panGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await getCards(member.userGuid ?? '')).map((c) => [c.panGuid, c.primary, c.accountNumberLastFourDigits]),
    ).toEqual([[added.panGuid, true, '5556']]);
    expect(await getProvisionedCard(NORTHWIND_KEY)).toMatchObject({ alreadyAdded: true });
  });
});

describe('the shared client configured as the embedded wallet', () => {
  it("a shopper's session, addresses (with the postal lookup), cards and card art, on the merchant's keys", async () => {
    const merchant = DEMO_MERCHANTS[0];
    if (!merchant) throw new Error('no demo merchant');
    // The merchant's server opens the shopper session (setup, not a call of the client).
    const opened = await gw.app.inject({
      method: 'POST',
      url: '/merchant-controller/v1/shopperSessions',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant.secretKey}` },
      payload: JSON.stringify({ shopperReference: 'contract-shopper' }),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const shopperSession = opened.json<{ shopperSession: string }>().shopperSession;
    configure({
      baseURL,
      session: createMemorySession({
        token: { accessToken: shopperSession, timestamp: gw.clock.now.getTime() },
        now: () => gw.clock.now.getTime(),
      }),
      renewal: false,
      params: { apiKey: merchant.publicKey },
    });
    try {
      const wallet = await getWalletSession();
      expect(wallet.merchant.name).toBe(merchant.name);
      expect(wallet.expiresIn).toBeGreaterThan(0);

      const addresses = api.walletAddressService(merchant.publicKey);
      const cards = api.WALLET_PAYMENT_SERVICE;
      expect(await getWalletAddresses(addresses)).toEqual([]);
      expect(await getWalletCards(cards)).toEqual([]);
      expect(await lookUpPostalArea(addresses, 'US', '94043')).toEqual({
        city: 'Mountain View',
        stateProvinceCode: 'CA',
      });
      expect(await lookUpPostalArea(addresses, 'US', '00000')).toBeNull();

      const home = {
        personName: 'Sam Shopper',
        line1: '1600 Amphitheatre Pkwy',
        city: 'Mountain View',
        stateProvinceCode: 'CA',
        postalCode: '94043',
        countryCode: 'US',
        phone: '(202) 555-0147',
      };
      const saved = await addWalletAddress(addresses, { address: home, validate: true });
      expect(saved).toMatchObject({ status: 'VERIFIED', address: { verificationStatus: 'VERIFIED', default: true } });
      const addressId = 'address' in saved ? (saved.address?.id ?? '') : '';
      expect(
        await updateWalletAddress(addresses, addressId, {
          address: { ...home, personName: 'Sam S. Shopper' },
          validate: true,
        }),
      ).toMatchObject({ address: { id: addressId, personName: 'Sam S. Shopper' } });
      expect((await getWalletAddresses(addresses)).map((a) => [a.id, a.personName])).toEqual([
        [addressId, 'Sam S. Shopper'],
      ]);

      const year = gw.clock.now.getUTCFullYear() + 2;
      const { card, created } = await addWalletCard(cards, {
        billingAddressId: addressId,
        paymentInstrument: {
          accountNumber: '4111111111111111',
          paymentType: { cardBrand: 'VISA' },
          nameOnCard: 'Sam Shopper',
          expirationDate: { month: 5, year },
          cvv: '737',
          nickName: '',
          default: false,
        },
      });
      expect(created).toBe(true);
      expect(card).toMatchObject({ default: true, lastFourDigits: '1111', billingAddressId: addressId });
      expect(
        await updateWalletCard(cards, card.id, {
          billingAddressId: addressId,
          paymentInstrument: {
            nameOnCard: 'Sam Shopper',
            expirationDate: { month: 9, year: year + 1 },
            cvv: '737',
            nickName: 'Groceries',
            default: true,
          },
        }),
      ).toMatchObject({ id: card.id, nickName: 'Groceries', lastFourDigits: '1111' });
      expect((await getWalletCards(cards)).map((c) => [c.id, c.nickName])).toEqual([[card.id, 'Groceries']]);

      const art = await getCardArt({ cardArtAccountNumber: '5555555555554444' });
      expect(art).toMatchObject({ width: 164, height: 105 });

      await deleteWalletCard(cards, card.id);
      expect(await getWalletCards(cards)).toEqual([]);
      await deleteWalletAddress(addresses, addressId);
      expect(await getWalletAddresses(addresses)).toEqual([]);
    } finally {
      configure({ baseURL, session });
    }
  });
});

interface MediaObject {
  schema?: Record<string, unknown>;
}
interface DocumentOperation {
  requestBody?: { content: Record<string, MediaObject> };
  responses: Record<string, { content?: Record<string, MediaObject> }>;
}
type Paths = Record<string, Record<string, DocumentOperation>>;

/** A body as sent: a JSON text parsed, a form's fields as an object (the gateway's own reading of them). */
function sentBody(exchange: Exchange): unknown {
  if (exchange.sent === undefined || exchange.sent === null || exchange.sent === '') return undefined;
  const text = typeof exchange.sent === 'string' ? exchange.sent : JSON.stringify(exchange.sent);
  if (exchange.contentType === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

/** The document's operation for a method and a concrete path, by its path template. */
function operationFor(
  paths: Paths,
  method: string,
  path: string,
): { template: string; operation: DocumentOperation } | null {
  for (const [template, methods] of Object.entries(paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    const operation = methods[method.toLowerCase()];
    if (operation && pattern.test(path)) return { template, operation };
  }
  return null;
}

describe('every exchange against the OpenAPI document', () => {
  it('every call the client exports was made here', () => {
    const calls = Object.entries(api)
      .filter(([name, value]) => typeof value === 'function' && !NOT_CALLS.has(name))
      .map(([name]) => name)
      .sort();
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((name) => !called.has(name))).toEqual([]);
    const silent = calls.filter((name) => !exchanges.some((exchange) => exchange.call === name));
    expect(silent).toEqual([]);
  });

  it('each is an operation of the document, with its body and its answer valid under the schemas', async () => {
    const { paths } = (await gw.app.inject({ method: 'GET', url: '/openapi/json' })).json<{ paths: Paths }>();
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const compiled = new Map<object, ValidateFunction>();
    const validate = (schema: Record<string, unknown>, value: unknown) => {
      let check = compiled.get(schema);
      if (!check) {
        check = ajv.compile(schema);
        compiled.set(schema, check);
      }
      return check(value) ? null : ajv.errorsText(check.errors);
    };
    const problems: string[] = [];
    for (const exchange of exchanges) {
      // A partner's endpoint is the partner's contract, not the gateway's (the sandbox's stand-in is not in the document).
      if (PARTNER_CALLS.has(exchange.call)) continue;
      const name = `${exchange.call}: ${exchange.method} ${exchange.path} ${exchange.status}`;
      const found = operationFor(paths, exchange.method, exchange.path);
      if (!found) {
        problems.push(`${name}: no operation of the document`);
        continue;
      }
      const body = sentBody(exchange);
      const request = found.operation.requestBody;
      if (request) {
        const media = request.content[exchange.contentType];
        if (!media?.schema)
          problems.push(`${name}: sent as ${exchange.contentType || 'nothing'}, not a declared encoding`);
        else {
          const wrong = validate(media.schema, body);
          if (wrong) problems.push(`${name}: the body breaks the request schema (${wrong})`);
        }
      } else if (body !== undefined) problems.push(`${name}: a body sent to an operation that takes none`);

      const answer = found.operation.responses[String(exchange.status)];
      if (!answer) {
        problems.push(`${name}: the status is not in the document`);
        continue;
      }
      const answerMedia = answer.content ? Object.entries(answer.content) : [];
      if (answerMedia.length === 0) {
        if (exchange.answered !== '' && exchange.answered !== '""')
          problems.push(`${name}: a body answered where the document says none`);
        continue;
      }
      const media = answer.content?.[exchange.answerType];
      if (!media?.schema) {
        problems.push(`${name}: answered as ${exchange.answerType}, not a declared type`);
        continue;
      }
      const wrong = validate(media.schema, JSON.parse(exchange.answered) as unknown);
      if (wrong) problems.push(`${name}: the answer breaks its schema (${wrong})`);
    }
    expect(exchanges.length).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
});
