// §2 userSettings on the gateway (docs/decisions/027): a signed-in user proves a contact they
// added with a code (POST users/{userGuid}/otvc with the full token, then
// POST users/{userGuid}/otp/verification/contact), makes a verified one primary (PATCH {primary: true})
// and removes one that is not the last verified contact; each refusal's code, another user's contact
// as not found, and the limits under requests at once.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  EmailsResponseSchema,
  OtvcResponseSchema,
  PhoneSchema,
  PhonesResponseSchema,
  type TokenResponse,
} from '@portal/domain/schemas';
import {
  deleteWith,
  expectError,
  EXT,
  getWith,
  latestCode,
  otherCode,
  outboxOf,
  postJson,
  signedIn,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const emails = async (answer: TokenResponse) =>
  v.parse(EmailsResponseSchema, (await getWith(gw.app, `/users/${guid(answer)}/emails`, answer.access_token)).json())
    .emails;
const phones = async (answer: TokenResponse) =>
  v.parse(PhonesResponseSchema, (await getWith(gw.app, `/users/${guid(answer)}/phones`, answer.access_token)).json())
    .phones;
const patchJson = (url: string, body: unknown, token: string) =>
  gw.app.inject({
    method: 'PATCH',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify(body),
  });

const NEW_EMAIL = 'rita.home@example.com';

async function addEmail(answer: TokenResponse, email = NEW_EMAIL) {
  return v.parse(
    EmailSchema,
    (await postJson(gw.app, `/users/${guid(answer)}/emails`, { email }, answer.access_token)).json(),
  );
}
async function addPhone(answer: TokenResponse, phoneNumber = '3035550199') {
  return v.parse(
    PhoneSchema,
    (
      await postJson(
        gw.app,
        `/users/${guid(answer)}/phones`,
        { phoneNumber, phoneNumberCountryIsoCode: 'US' },
        answer.access_token,
      )
    ).json(),
  );
}
const sendCode = (answer: TokenResponse, contactId: string) =>
  postJson(gw.app, `/users/${guid(answer)}/otvc`, { contactId }, answer.access_token);
const verify = (answer: TokenResponse, contactId: string, code: string) =>
  postJson(gw.app, `/users/${guid(answer)}/otp/verification/contact`, { contactId, code }, answer.access_token);

describe('proving a contact added in userSettings', () => {
  it('sends a code to the new address (masked in the answer), and the code marks it verified', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addEmail(rita);
    const sent = await sendCode(rita, added.emailGuid);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(v.parse(OtvcResponseSchema, sent.json())).toMatchObject({
      contactId: added.emailGuid,
      maskedContact: 'r\u2022\u2022\u2022@example.com',
      expiresIn: 600,
    });
    const res = await verify(rita, added.emailGuid, await latestCode(gw.app, NEW_EMAIL));
    expect(res.statusCode, res.body).toBe(200);
    expect(v.parse(EmailSchema, res.json())).toMatchObject({
      emailGuid: added.emailGuid,
      email: NEW_EMAIL,
      contactStatus: 'VERIFIED',
      primary: false,
    });
    expect((await emails(rita)).find((e) => e.emailGuid === added.emailGuid)?.contactStatus).toBe('VERIFIED');
  });

  it('a phone too: the code goes to its number', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addPhone(rita);
    expect((await sendCode(rita, added.phoneGuid)).statusCode).toBe(200);
    const res = await verify(rita, added.phoneGuid, await latestCode(gw.app, '+1 (303)555-0199'));
    expect(v.parse(PhoneSchema, res.json())).toMatchObject({ phoneGuid: added.phoneGuid, contactStatus: 'VERIFIED' });
  });

  it('a wrong code is invalidCode, an expired one codeExpired, the sixth try codeAttemptsExceeded; the contact stays unverified', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addEmail(rita);
    await sendCode(rita, added.emailGuid);
    const code = await latestCode(gw.app, NEW_EMAIL);
    expectError(await verify(rita, added.emailGuid, otherCode(code)), 400, 'invalidCode');
    // Ten minutes outlive the session (§9: 8 minutes): the cardholder signs in again.
    gw.clock.advance(10 * 60_000);
    const again = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await verify(again, added.emailGuid, code), 400, 'codeExpired');
    await sendCode(again, added.emailGuid);
    const fresh = await latestCode(gw.app, NEW_EMAIL);
    for (let i = 0; i < 5; i += 1)
      expectError(await verify(again, added.emailGuid, otherCode(fresh)), 400, 'invalidCode');
    expectError(await verify(again, added.emailGuid, fresh), 400, 'codeAttemptsExceeded');
    expect((await emails(again)).find((e) => e.emailGuid === added.emailGuid)?.contactStatus).toBe('UNVERIFIED');
  });

  it('ten tries at once are judged five at most: the right code among them cannot be found by guessing in parallel', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addEmail(rita);
    await sendCode(rita, added.emailGuid);
    const code = await latestCode(gw.app, NEW_EMAIL);
    const wrong = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrong.map((c) => verify(rita, added.emailGuid, c)));
    expect(
      answers.filter((r) => r.json<{ responseStatus: { code: string } }>().responseStatus.code === 'invalidCode'),
    ).toHaveLength(5);
    expectError(await verify(rita, added.emailGuid, code), 400, 'codeAttemptsExceeded');
  });

  it('a resend waits 30 seconds, and five sends an hour is the most, even asked at once', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    // An address of this test's own: the outbox keeps the other tests' messages.
    const address = 'rita.limits@example.com';
    const added = await addEmail(rita, address);
    expect((await sendCode(rita, added.emailGuid)).statusCode).toBe(200);
    expectError(await sendCode(rita, added.emailGuid), 429, 'resendTooSoon');
    for (let i = 0; i < 4; i += 1) {
      gw.clock.advance(30_000);
      const burst = await Promise.all(Array.from({ length: 4 }, () => sendCode(rita, added.emailGuid)));
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    }
    gw.clock.advance(30_000);
    expectError(await sendCode(rita, added.emailGuid), 429, 'sendLimitReached');
    expect(await outboxOf(gw.app, address)).toHaveLength(5);
  });

  it('an email added, then a phone: the phone is sent its code at once (the 30 seconds are per contact), and the email’s code stops working', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const email = await addEmail(rita, 'rita.first@example.com');
    expect((await sendCode(rita, email.emailGuid)).statusCode).toBe(200);
    const emailCode = await latestCode(gw.app, 'rita.first@example.com');
    const phone = await addPhone(rita, '3035550142');
    expect((await sendCode(rita, phone.phoneGuid)).statusCode).toBe(200);
    expectError(await sendCode(rita, phone.phoneGuid), 429, 'resendTooSoon');
    expectError(await verify(rita, email.emailGuid, emailCode), 400, 'invalidCode');
    const res = await verify(rita, phone.phoneGuid, await latestCode(gw.app, '+1 (303)555-0142'));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the code of one contact does not prove another; a verified contact is not sent a code', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const first = await addEmail(rita);
    const second = await addEmail(rita, 'rita.work@example.com');
    await sendCode(rita, first.emailGuid);
    expectError(await verify(rita, second.emailGuid, await latestCode(gw.app, NEW_EMAIL)), 400, 'invalidCode');
    const primary = (await emails(rita)).find((e) => e.primary)?.emailGuid ?? '';
    expectError(await sendCode(rita, primary), 400, 'inputValidationError');
    expectError(await verify(rita, primary, '123456'), 400, 'inputValidationError');
  });

  it("another user's contact is 404 under one's own guid, and one's guid is another user's 401; no token is 401", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const noras = await addEmail(nora, 'nora.home@example.com');
    expectError(await sendCode(rita, noras.emailGuid), 404, '404');
    expectError(await verify(rita, noras.emailGuid, '123456'), 404, '404');
    expectError(
      await postJson(
        gw.app,
        `/users/${guid(nora)}/otp/verification/contact`,
        { contactId: noras.emailGuid, code: '123456' },
        rita.access_token,
      ),
      401,
      'insufficientScope',
    );
    expectError(
      await postJson(gw.app, `/users/${guid(rita)}/otp/verification/contact`, {
        contactId: noras.emailGuid,
        code: '123456',
      }),
      401,
      'invalidToken',
    );
    expect(await outboxOf(gw.app, 'nora.home@example.com')).toEqual([]);
  });

  it('a malformed code or body is 400 inputValidationError', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addEmail(rita);
    expectError(await verify(rita, added.emailGuid, '12ab'), 400, 'inputValidationError');
    expectError(
      await postJson(gw.app, `/users/${guid(rita)}/otp/verification/contact`, { code: '123456' }, rita.access_token),
      400,
      'inputValidationError',
    );
  });
});

describe('the primary contact (PATCH {primary: true})', () => {
  it('a verified email becomes primary and the one before stops being it', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const before = (await emails(rita)).find((e) => e.primary);
    const added = await addEmail(rita);
    await sendCode(rita, added.emailGuid);
    await verify(rita, added.emailGuid, await latestCode(gw.app, NEW_EMAIL));
    const res = await patchJson(`/users/${guid(rita)}/emails/${added.emailGuid}`, { primary: true }, rita.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(v.parse(EmailSchema, res.json())).toMatchObject({ emailGuid: added.emailGuid, primary: true });
    const after = await emails(rita);
    expect(after.filter((e) => e.primary).map((e) => e.emailGuid)).toEqual([added.emailGuid]);
    expect(after.find((e) => e.emailGuid === before?.emailGuid)?.primary).toBe(false);
  });

  it('an unverified contact cannot be primary; another user’s is 404; a body other than {primary: true} is 400', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addEmail(rita);
    expectError(
      await patchJson(`/users/${guid(rita)}/emails/${added.emailGuid}`, { primary: true }, rita.access_token),
      400,
      'inputValidationError',
    );
    expectError(
      await patchJson(`/users/${guid(rita)}/emails/${added.emailGuid}`, { primary: false }, rita.access_token),
      400,
      'inputValidationError',
    );
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const noraPrimary = (await emails(nora))[0]?.emailGuid ?? '';
    expectError(
      await patchJson(`/users/${guid(rita)}/emails/${noraPrimary}`, { primary: true }, rita.access_token),
      404,
      '404',
    );
    // An email's guid is no phone.
    expectError(
      await patchJson(`/users/${guid(rita)}/phones/${added.emailGuid}`, { primary: true }, rita.access_token),
      404,
      '404',
    );
  });

  it('made primary at once from several requests, one contact of each kind is primary', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addEmail(rita);
    await sendCode(rita, added.emailGuid);
    await verify(rita, added.emailGuid, await latestCode(gw.app, NEW_EMAIL));
    const both = (await emails(rita)).map((e) => e.emailGuid);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        patchJson(`/users/${guid(rita)}/emails/${both[i % 2] ?? ''}`, { primary: true }, rita.access_token),
      ),
    );
    expect((await emails(rita)).filter((e) => e.primary)).toHaveLength(1);
  });
});

describe('removing a contact', () => {
  // A full-access user's primary email is verified (sign-in proves it) and cannot be removed, so the
  // last verified contact always stays; the gateway refuses it anyway (contact-changes.ts).
  it('every phone may go, verified or not; the primary email stays', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const added = await addPhone(rita);
    for (const phone of await phones(rita))
      expect(
        (await deleteWith(gw.app, `/users/${guid(rita)}/phones/${phone.phoneGuid}`, rita.access_token)).statusCode,
      ).toBe(204);
    expect(await phones(rita)).toEqual([]);
    const primary = (await emails(rita)).find((e) => e.primary)?.emailGuid ?? '';
    expectError(
      await deleteWith(gw.app, `/users/${guid(rita)}/emails/${primary}`, rita.access_token),
      400,
      'inputValidationError',
    );
    expectError(
      await deleteWith(gw.app, `/users/${guid(rita)}/phones/${added.phoneGuid}`, rita.access_token),
      404,
      '404',
    );
  });

  it('the primary phone removed passes its place to a verified phone left', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const first = (await phones(rita)).find((p) => p.primary);
    expect(first?.contactStatus).toBe('VERIFIED');
    const added = await addPhone(rita);
    await sendCode(rita, added.phoneGuid);
    await verify(rita, added.phoneGuid, await latestCode(gw.app, '+1 (303)555-0199'));
    expect(
      (await deleteWith(gw.app, `/users/${guid(rita)}/phones/${first?.phoneGuid ?? ''}`, rita.access_token)).statusCode,
    ).toBe(204);
    expect(await phones(rita)).toMatchObject([{ phoneGuid: added.phoneGuid, primary: true }]);
  });

  it("another user's contact is 404 and stays", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const noras = await addEmail(nora, 'nora.home@example.com');
    expectError(
      await deleteWith(gw.app, `/users/${guid(rita)}/emails/${noras.emailGuid}`, rita.access_token),
      404,
      '404',
    );
    expect((await emails(nora)).map((e) => e.emailGuid)).toContain(noras.emailGuid);
  });
});
