// 013 Enrolment: GET apps/{extAppId}/terms, POST apps/{extAppId}/enrollment, then createAccount/verifyCode
// (oauth2/token/idv) and createAccount/editEmail; every refusal with its code.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailSchema, TermsResponseSchema, type EnrolmentRequest } from '@portal/domain/schemas';
import { loginScopeOf } from '@portal/domain/session';
import {
  EXT,
  expectError,
  getWith,
  latestCode,
  outboxOf,
  postForm,
  postJson,
  probeRef,
  signedIn,
  startTestGateway,
  tokenOf,
  type TestGateway,
} from '../test-kit';

let gw: TestGateway;
let termsGuids: string[];

beforeAll(async () => {
  gw = await startTestGateway();
  termsGuids = v
    .parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${EXT.acme}/terms`)).json())
    .terms.map((t) => t.guid);
}, 60_000);

afterAll(async () => {
  await gw.close();
});

const NEW_PASSWORD = 'Lantern#Quay58';
let serial = 0;

/** A fresh, valid enrolment (each test its own username and address). */
function enrolment(over: Partial<EnrolmentRequest> = {}): EnrolmentRequest {
  serial += 1;
  return {
    firstName: 'Nadia',
    lastName: 'Newcomer',
    userName: `nadia.new${serial}`,
    password: NEW_PASSWORD,
    email: `nadia${serial}@example.com`,
    acceptedTerms: termsGuids,
    ...over,
  };
}

const enrol = (body: unknown, ext: string = EXT.acme) => postJson(gw.app, `/apps/${ext}/enrollment`, body);

describe('GET apps/{extAppId}/terms', () => {
  it("answers the issuer's current terms, EC, PR and SL from its configured URLs", async () => {
    const terms = v.parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${EXT.acme}/terms`)).json()).terms;
    expect(terms.map(({ featureCode, type, url }) => ({ featureCode, type, url }))).toEqual([
      { featureCode: 'APP', type: 'EC', url: 'https://www.acmebank.example/legal/terms' },
      { featureCode: 'APP', type: 'PR', url: 'https://www.acmebank.example/legal/privacy' },
      { featureCode: 'APP', type: 'SL', url: 'https://www.acmebank.example/legal/software-agreement' },
    ]);
    expectError(await getWith(gw.app, '/apps/NOBODY-01/terms'), 404, 'DPS_0001');
  });
});

describe('POST apps/{extAppId}/enrollment', () => {
  it('creates the user with an unverified email, sends the code, and answers a partial token with VERIFY_USERNAME; idv completes it', async () => {
    const body = enrolment({ phone: '(303) 555-0142' });
    const partial = tokenOf(await enrol(body));
    expect(partial).toMatchObject({ scope: 'partial', isUnverified: true, isChallenge: false, newTac: false });
    expect(partial.probes.map((p) => p.type)).toEqual(['VERIFY_USERNAME']);
    expect(loginScopeOf(partial)).toEqual(['verifyCode', 'home']);
    const code = await latestCode(gw.app, body.email);
    const full = tokenOf(
      await postForm(
        gw.app,
        '/oauth2/token/idv',
        { grant_type: 'authorization_probe', probes_ref: probeRef(partial, 'VERIFY_USERNAME'), code },
        partial.access_token,
      ),
    );
    expect(full.scope).toBe('full');
    // The account signs in like any other, straight to home (terms accepted, email verified).
    expect((await signedIn(gw.app, EXT.acme, body.userName, NEW_PASSWORD)).scope).toBe('full');
  });

  it('a taken username, in any case, is 409 usernameTaken; the same name at an issuer without it (tailspin) is free', async () => {
    expectError(await enrol(enrolment({ userName: 'READY.rita' })), 409, 'usernameTaken');
    // northwind, which had no demo users, is an SSO app: it enrols nobody (§6). A name new at acme instead.
    const twin = enrolment();
    expect(tokenOf(await enrol(twin)).scope).toBe('partial');
    const tailspinTerms = v
      .parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${EXT.tailspin}/terms`)).json())
      .terms.map((t) => t.guid);
    expect(
      tokenOf(
        await enrol(enrolment({ userName: twin.userName.toUpperCase(), acceptedTerms: tailspinTerms }), EXT.tailspin),
      ).scope,
    ).toBe('partial');
  });

  it('two enrolments with one username at the same moment: one account, the other 409 usernameTaken', async () => {
    const body = enrolment();
    const answers = await Promise.all([enrol(body), enrol({ ...body, email: 'twin@example.com' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stored = await gw.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1)',
      [body.userName],
    );
    expect(stored.rows[0]?.n).toBe(1);
  });

  it.each([
    ['Short1!a', 'invalidPasswordTooShort'],
    ['Lantern Quay#58', 'invalidPasswordSpace'],
    ['Lanternquay#xy', 'invalidPasswordNoDigit'],
    ['Lantern#Quay555', 'invalidPasswordRepetitive'],
    ['Password#Quay58', 'invalidPasswordLiteral'],
    ['lantern#quay58', 'invalidPasswordNoUpperCase'],
  ])('a password a §5 rule refuses (%s) is 400 %s', async (password, code) => {
    expectError(await enrol(enrolment({ password })), 400, code);
  });

  it('a password that contains the username is 400 invalidPasswordUsername', async () => {
    expectError(
      await enrol(enrolment({ userName: 'quayside', password: 'Quayside#Lantern58' })),
      400,
      'invalidPasswordUsername',
    );
  });

  it('every current term must be accepted: 400 inputValidationError', async () => {
    expectError(await enrol(enrolment({ acceptedTerms: termsGuids.slice(1) })), 400, 'inputValidationError');
    expectError(await enrol(enrolment({ acceptedTerms: [] })), 400, 'inputValidationError');
  });

  it.each([
    [{ firstName: '' }, 'firstName: identity:firstName.required'],
    [{ lastName: '1234' }, 'lastName: identity:lastName.letter'],
    [{ email: 'nadia@example' }, 'email: identity:email.domain'],
    [{ userName: 'nad' }, 'userName: identity:username.tooShort'],
    [{ phone: '123' }, 'phone: identity:phone.length'],
  ])('a field a §5 rule refuses (%o) is 400 inputValidationError naming it', async (over, message) => {
    const res = await enrol(enrolment(over));
    expectError(res, 400, 'inputValidationError');
    expect(res.json<{ responseStatus: { message: string } }>().responseStatus.message).toBe(message);
  });

  it('a body of another shape is 400; an unknown application 404', async () => {
    expectError(await enrol({ userName: 'x' }), 400, 'inputValidationError');
    expectError(await enrol(enrolment(), 'NOBODY-01'), 404, 'DPS_0001');
  });
});

describe('enrolment codes are capped per address', () => {
  it('five enrolments with one address in the hour send five codes; a sixth is 429 sendLimitReached and creates nothing', async () => {
    const address = 'victim.of.spam@example.com';
    for (let i = 0; i < 5; i += 1) expect((await enrol(enrolment({ email: address }))).statusCode).toBe(200);
    expect(await outboxOf(gw.app, address)).toHaveLength(5);
    const sixth = enrolment({ email: address });
    expectError(await enrol(sixth), 429, 'sendLimitReached');
    expect(await outboxOf(gw.app, address)).toHaveLength(5);
    const stored = await gw.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1)',
      [sixth.userName],
    );
    expect(stored.rows[0]?.n).toBe(0);
    // An hour later the address may be used again.
    gw.clock.advance(60 * 60_000);
    expect((await enrol(enrolment({ email: address }))).statusCode).toBe(200);
  });

  it('replacing the address (createAccount/editEmail) counts against the new address', async () => {
    const address = 'edited.spam@example.com';
    for (let i = 0; i < 5; i += 1) expect((await enrol(enrolment({ email: address }))).statusCode).toBe(200);
    const partial = tokenOf(await enrol(enrolment()));
    const edited = v.parse(
      EmailSchema,
      (
        await postJson(gw.app, `/users/${partial.userGuid ?? ''}/emails`, { email: address }, partial.access_token)
      ).json(),
    );
    expectError(
      await postJson(
        gw.app,
        `/users/${partial.userGuid ?? ''}/otvc`,
        { contactId: edited.emailGuid },
        partial.access_token,
      ),
      429,
      'sendLimitReached',
    );
  });
});

describe('createAccount/editEmail (013)', () => {
  it('replaces the unverified address; the code sent to the old one stops working, and a new one goes to the new one', async () => {
    const body = enrolment();
    const partial = tokenOf(await enrol(body));
    const oldCode = await latestCode(gw.app, body.email);
    const edited = v.parse(
      EmailSchema,
      (
        await postJson(
          gw.app,
          `/users/${partial.userGuid ?? ''}/emails`,
          { email: 'nadia.fixed@example.com' },
          partial.access_token,
        )
      ).json(),
    );
    const probe = { grant_type: 'authorization_probe', probes_ref: probeRef(partial, 'VERIFY_USERNAME') };
    expectError(
      await postForm(gw.app, '/oauth2/token/idv', { ...probe, code: oldCode }, partial.access_token),
      400,
      'invalidCode',
    );
    // At once: the first code to the new address is no resend (the old address's code was replaced).
    const send = () =>
      postJson(gw.app, `/users/${partial.userGuid ?? ''}/otvc`, { contactId: edited.emailGuid }, partial.access_token);
    expect((await send()).statusCode).toBe(200);
    expect(await outboxOf(gw.app, 'nadia.fixed@example.com')).toHaveLength(1);
    // Sending it again is a resend: the 30-second wait holds.
    expectError(await send(), 429, 'resendTooSoon');
    const full = tokenOf(
      await postForm(
        gw.app,
        '/oauth2/token/idv',
        { ...probe, code: await latestCode(gw.app, 'nadia.fixed@example.com') },
        partial.access_token,
      ),
    );
    expect(full.scope).toBe('full');
  });
});
