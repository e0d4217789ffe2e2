// Single sign-on end to end on the gateway's side: the real demo partner bank (demo-sites, oidc-provider)
// as the provider, a member signed in there, the gateway's launch followed to the bank's answer with no
// prompt, and that answer completed: enrolled once, signed in, and refused when replayed or mixed up.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PASSWORD, PARTNER_CLIENT_ID } from '@portal/demo-sites/partner-bank';
import {
  Browser,
  CLIENT_SECRET,
  LAUNCH_URL,
  portalAuthorization,
  startTestBank,
  type TestBank,
} from '@portal/demo-sites/partner-bank/test-kit';
import { SsoEnrolResponseSchema } from '@portal/domain/schemas';
import { EXT, expectError, getWith, postJson, signedIn, startTestGateway, type TestGateway } from '../test-kit';

const NORTHWIND_KEY = 'nwcu-sso-01-web-demo-key';

let bank: TestBank;
let gw: TestGateway;

beforeAll(async () => {
  bank = await startTestBank({ openJourneyMembers: true });
  gw = await startTestGateway({
    GATEWAY_SSO_PARTNERS: JSON.stringify({
      northwind: {
        issuer: bank.issuer,
        clientId: PARTNER_CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUri: LAUNCH_URL,
        eventsUrl: `${bank.issuer}/api/events`,
      },
    }),
  });
}, 60_000);

afterAll(async () => {
  await gw.close();
  await bank.close();
});

/** A member signed in at the bank, in a browser of their own. */
async function memberAtBank(username = 'alice.demo'): Promise<Browser> {
  const browser = new Browser(bank.issuer);
  const landing = await browser.signIn(username, DEMO_MEMBER_PASSWORD);
  expect(landing.status, landing.body).toBe(200);
  return browser;
}

/** A launch from the gateway, followed at the bank to its answer at sso/launch. */
async function launchAt(browser: Browser): Promise<{ federatedToken: string; state: string; iss: string }> {
  const started = await gw.app.inject({ method: 'POST', url: `/oidc/authorize?apiKey=${NORTHWIND_KEY}` });
  expect(started.statusCode, started.body).toBe(200);
  const landing = await browser.visit(started.json<{ authorizationUrl: string }>().authorizationUrl);
  // No prompt: the member is signed in at the bank, which answers straight back to the portal.
  expect(landing.url.origin + landing.url.pathname).toBe(LAUNCH_URL);
  const q = landing.url.searchParams;
  return { federatedToken: q.get('code') ?? '', state: q.get('state') ?? '', iss: q.get('iss') ?? '' };
}

const enrol = (body: unknown) => postJson(gw.app, `/partnerConsumer/enroll?apiKey=${NORTHWIND_KEY}`, body);

describe('single sign-on with the demo partner bank', () => {
  it("a member signed in at the bank arrives signed in, enrolled once, with the bank's names and verified address", async () => {
    const browser = await memberAtBank();
    const answer = await launchAt(browser);
    expect(answer.iss).toBe(bank.issuer);
    const first = v.parse(SsoEnrolResponseSchema, (await enrol(answer)).json());
    expect(first).toMatchObject({ scope: 'full', enrolled: true });
    const profile = await getWith(gw.app, `/apps/${EXT.northwind}/users/${first.userGuid}`, first.access_token);
    expect(profile.json()).toMatchObject({ firstName: 'Alice', lastName: 'Thornton' });
    const emails = await getWith(gw.app, `/users/${first.userGuid}/emails`, first.access_token);
    expect(emails.statusCode, emails.body).toBe(200);
    expect(JSON.stringify(emails.json())).toContain('alice.demo@northwindcu.example');
    expect(JSON.stringify(emails.json())).toContain('VERIFIED');

    const second = v.parse(SsoEnrolResponseSchema, (await enrol(await launchAt(browser))).json());
    expect([second.enrolled, second.userGuid]).toEqual([false, first.userGuid]);
  });

  it('the same answer a second time is refused (the launch is used up, and the bank would refuse the code)', async () => {
    const answer = await launchAt(await memberAtBank('ben.demo'));
    expect((await enrol(answer)).statusCode).toBe(200);
    expectError(await enrol(answer), 400, 'VMCP_001');
  });

  it("one launch's code with another launch's state is refused: the bank checks the code against that launch's verifier", async () => {
    const browser = await memberAtBank();
    const a = await launchAt(browser);
    const b = await launchAt(browser);
    expectError(await enrol({ ...b, federatedToken: a.federatedToken }), 400, 'VMCP_001');
    // Launch a is still whole, and completes.
    expect((await enrol(a)).statusCode).toBe(200);
  });

  it('an answer the bank gave to someone else’s authorization request (a state the gateway never made) is refused', async () => {
    const browser = await memberAtBank();
    const foreign = portalAuthorization(bank);
    const landing = await browser.visit(foreign.url);
    const code = landing.url.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expectError(await enrol({ federatedToken: code, state: foreign.state, iss: bank.issuer }), 400, 'VMCP_001');
  });

  it('a wrong issuer in the answer is refused (RFC 9207: the bank says who answered)', async () => {
    const answer = await launchAt(await memberAtBank());
    expectError(await enrol({ ...answer, iss: 'http://localhost:1' }), 400, 'VMCP_001');
  });
});

const BILLING = {
  addressLine1: '1600 Amphitheatre Pkwy',
  city: 'Mountain View',
  stateProvinceCode: 'CA',
  postalCode: '94043',
  countryCode: 'US',
};
const PROVISIONED_URL = `/partnerConsumer/paymentInstruments/provisioned?apiKey=${NORTHWIND_KEY}`;
const SSO_CARDS_URL = `/partnerConsumer/paymentInstruments?apiKey=${NORTHWIND_KEY}`;

/** A member arrived through the bank: their token and guid. */
async function arrived(username: string) {
  return v.parse(SsoEnrolResponseSchema, (await enrol(await launchAt(await memberAtBank(username)))).json());
}

const flatPayload = (
  card: { accountNumber: string; expirationMonth: string; expirationYear: string; nameOnAccount: string },
  more: Record<string, unknown> = {},
) => ({
  accountType: 'DEBIT_CARD',
  countryOfIssuance: '840',
  accountNumber: card.accountNumber,
  expirationMonth: Number(card.expirationMonth),
  expirationYear: Number(card.expirationYear),
  cvv: '123',
  accountNickname: '',
  nameOnAccount: card.nameOnAccount,
  billingAddress: BILLING,
  ...more,
});

describe('the SSO card flow (§6 read-only number, §7 flat payload, §4 first card primary and the add-card-success event)', () => {
  it("the bank's card comes back to its member, is added primary through the SSO path, and the bank hears of it", async () => {
    const member = await arrived('journey.card-flow');
    const provisioned = await getWith(gw.app, PROVISIONED_URL, member.access_token);
    expect(provisioned.statusCode, provisioned.body).toBe(200);
    const card = provisioned.json<{
      accountNumber: string;
      expirationMonth: string;
      expirationYear: string;
      nameOnAccount: string;
      alreadyAdded: boolean;
    }>();
    expect(card).toMatchObject({
      accountNumber: expect.stringMatching(/^4\d{15}$/) as unknown,
      nameOnAccount: 'Journey Card-flow',
      accountType: 'DEBIT_CARD',
      alreadyAdded: false,
    });
    // Nothing of it in clear in the database.
    const { rows } = await gw.db.query('SELECT * FROM partner_provisioned_cards');
    expect(JSON.stringify(rows)).not.toContain(card.accountNumber);

    const added = await postJson(gw.app, SSO_CARDS_URL, flatPayload(card), member.access_token);
    expect(added.statusCode, added.body).toBe(201);
    const list = await getWith(
      gw.app,
      `/consumer-controller/v1/account/${member.userGuid}/paymentInstrument`,
      member.access_token,
    );
    const [only] = list.json<{ paymentInstruments: { primary: boolean; accountNumberLastFourDigits: string }[] }>()
      .paymentInstruments;
    expect(only).toMatchObject({ primary: true, accountNumberLastFourDigits: card.accountNumber.slice(-4) });
    const subject =
      (
        await gw.db.query<{ subject: string }>('SELECT subject FROM partner_consumers WHERE user_id = $1', [
          member.userGuid,
        ])
      ).rows[0]?.subject ?? '';
    expect(bank.events(subject)).toEqual([
      expect.objectContaining({ type: 'add-card-success', cardLast4: card.accountNumber.slice(-4) }),
    ]);
    expect((await getWith(gw.app, PROVISIONED_URL, member.access_token)).json()).toMatchObject({ alreadyAdded: true });
  });

  it('only the provisioned number is added (§6 read-only), with countryOfIssuance 840; nothing is added otherwise', async () => {
    const member = await arrived('journey.card-rules');
    const card = (await getWith(gw.app, PROVISIONED_URL, member.access_token)).json<{
      accountNumber: string;
      expirationMonth: string;
      expirationYear: string;
      nameOnAccount: string;
    }>();
    expectError(
      await postJson(
        gw.app,
        SSO_CARDS_URL,
        flatPayload({ ...card, accountNumber: '4111111111111111' }),
        member.access_token,
      ),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(gw.app, SSO_CARDS_URL, flatPayload(card, { countryOfIssuance: '124' }), member.access_token),
      400,
      'inputValidationError',
    );
    const list = await getWith(
      gw.app,
      `/consumer-controller/v1/account/${member.userGuid}/paymentInstrument`,
      member.access_token,
    );
    expect(list.statusCode).toBe(204);
  });

  it('a token that is not a partner member’s of this issuer, or none, reaches neither call', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await getWith(gw.app, PROVISIONED_URL, rita.access_token), 401, 'insufficientScope');
    expectError(await getWith(gw.app, PROVISIONED_URL), 401, 'invalidToken');
    expectError(await postJson(gw.app, SSO_CARDS_URL, {}, rita.access_token), 401, 'insufficientScope');
  });
});
