// 013 One-time codes, through POST users/{userGuid}/otvc and the probe that checks them: 10 minutes,
// 5 tries, a resend after 30 seconds, 5 sends an hour, on the gateway's clock.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EmailsResponseSchema,
  OtvcResponseSchema,
  PhonesResponseSchema,
  type TokenResponse,
} from '@portal/domain/schemas';
import { ONE_TIME_CODE_POLICY } from '@portal/domain/identity';
import {
  demoAddress,
  expectError,
  EXT,
  getWith,
  latestCode,
  otherCode,
  outboxOf,
  postForm,
  postJson,
  probeRef,
  signedIn,
  tokenOf,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const { resendAfterMs, validForMs, maxAttempts, maxSendsPerWindow, sendWindowMs } = ONE_TIME_CODE_POLICY;
const CHEN = demoAddress('acme', 'challenge.chen');

async function chen(): Promise<{ answer: TokenResponse; email: string; phone: string }> {
  const answer = await signedIn(gw.app, EXT.acme, 'challenge.chen');
  const emails = v.parse(
    EmailsResponseSchema,
    (await getWith(gw.app, `/users/${answer.userGuid ?? ''}/emails`, answer.access_token)).json(),
  ).emails;
  const phones = v.parse(
    PhonesResponseSchema,
    (await getWith(gw.app, `/users/${answer.userGuid ?? ''}/phones`, answer.access_token)).json(),
  ).phones;
  return { answer, email: emails[0]?.emailGuid ?? '', phone: phones[0]?.phoneGuid ?? '' };
}

/** How many messages chen was sent so far: the outbox outlives each test's restore, so tests count what they add. */
const mail = async () => (await outboxOf(gw.app, CHEN)).length;

const send = (answer: TokenResponse, contactId: string, userGuid = answer.userGuid ?? '') =>
  postJson(gw.app, `/users/${userGuid}/otvc`, { contactId }, answer.access_token);
const check = (answer: TokenResponse, code: string) =>
  postForm(
    gw.app,
    '/oauth2/token/2fa',
    { grant_type: 'authorization_probe', probes_ref: probeRef(answer, 'SOLVE_CHALLENGE'), code },
    answer.access_token,
  );

describe('POST users/{userGuid}/otvc', () => {
  it('answers the contact, masked, and that the code lives 600 seconds; the outbox has one message with 6 digits', async () => {
    const { answer, email } = await chen();
    const res = await send(answer, email);
    expect(v.parse(OtvcResponseSchema, res.json())).toEqual({
      contactId: email,
      maskedContact: 'c\u2022\u2022\u2022@acmebank.example',
      expiresIn: 600,
    });
    const [message] = await outboxOf(gw.app, CHEN);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);
    expect(message?.subject).toContain('Acme Bank Card Services');
  });

  it('a resend before 30 seconds is 429 resendTooSoon; at 30 seconds it is sent, and only the new code works', async () => {
    const { answer, email, phone } = await chen();
    await send(answer, email);
    gw.clock.advance(resendAfterMs - 1);
    // The wait is per user, whichever contact is asked for.
    expectError(await send(answer, phone), 429, 'resendTooSoon');
    gw.clock.advance(1);
    expect((await send(answer, email)).statusCode).toBe(200);
    // The earlier code stopped working when the new one was sent.
    const states = await gw.db.query<{ live: boolean }>(
      'SELECT invalidated_at IS NULL AS live FROM one_time_codes WHERE user_id = $1 ORDER BY sent_at',
      [answer.userGuid],
    );
    expect(states.rows.map((r) => r.live)).toEqual([false, true]);
    expect(tokenOf(await check(answer, await latestCode(gw.app, CHEN))).scope).toBe('full');
  });

  it('at most 5 sends an hour: the 6th is 429 sendLimitReached until the first leaves the hour', async () => {
    const { answer, email } = await chen();
    for (let i = 0; i < maxSendsPerWindow; i += 1) {
      expect((await send(answer, email)).statusCode).toBe(200);
      gw.clock.advance(resendAfterMs);
    }
    expectError(await send(answer, email), 429, 'sendLimitReached');
    gw.clock.advance(sendWindowMs - maxSendsPerWindow * resendAfterMs);
    // The first token has long expired: a new sign-in, and the limit has passed.
    const later = await chen();
    expect((await send(later.answer, later.email)).statusCode).toBe(200);
  });

  it('the limits count sends, not tokens: signing in again does not reset them (within 30 seconds the code sent is reused)', async () => {
    const before = await mail();
    const first = await chen();
    await send(first.answer, first.email);
    const again = await chen();
    // The same contact: the code already sent is the new sign-in's (no second message).
    expect((await send(again.answer, again.email)).statusCode).toBe(200);
    expect(await mail()).toBe(before + 1);
    // Asking the new sign-in for another code is a resend like any other.
    expectError(await send(again.answer, again.email), 429, 'resendTooSoon');
  });

  it('the wait is per step: a sign-in that verifies the email and then meets the challenge is sent both codes at once', async () => {
    await gw.db.query('UPDATE user_emails SET verified_at = NULL WHERE email = $1', [CHEN]);
    const first = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expect(first).toMatchObject({ isUnverified: true, isChallenge: true });
    const emails = v.parse(
      EmailsResponseSchema,
      (await getWith(gw.app, `/users/${first.userGuid ?? ''}/emails`, first.access_token)).json(),
    ).emails;
    const email = emails[0]?.emailGuid ?? '';
    expect((await send(first, email)).statusCode).toBe(200);
    const verified = await postForm(
      gw.app,
      '/oauth2/token/idv',
      {
        grant_type: 'authorization_probe',
        probes_ref: probeRef(first, 'VERIFY_USERNAME'),
        code: await latestCode(gw.app, CHEN),
      },
      first.access_token,
    );
    const next = tokenOf(verified);
    expect(next.isChallenge).toBe(true);
    // Under 30 seconds later: the challenge's first code is no resend.
    expect((await send(next, email)).statusCode).toBe(200);
    // Its resend is.
    expectError(await send(next, email), 429, 'resendTooSoon');
  });

  it('VERIFY_USERNAME codes go to the primary email only (400 for the phone)', async () => {
    const answer = await signedIn(gw.app, EXT.acme, 'unverified.uma');
    const phones = v.parse(
      PhonesResponseSchema,
      (await getWith(gw.app, `/users/${answer.userGuid ?? ''}/phones`, answer.access_token)).json(),
    ).phones;
    expectError(await send(answer, phones[0]?.phoneGuid ?? ''), 400, 'inputValidationError');
  });

  it('an unknown contact is 404; a malformed body 400; another user and a partial token with no probe that takes a code 401 insufficientScope', async () => {
    const { answer } = await chen();
    expectError(await send(answer, '00000000-0000-4000-8000-000000000000'), 404, '404');
    expectError(await send(answer, 'not-a-guid'), 404, '404');
    expectError(
      await postJson(gw.app, `/users/${answer.userGuid ?? ''}/otvc`, { contact: 'x' }, answer.access_token),
      400,
      'inputValidationError',
    );
    const tomas = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expectError(await send(answer, 'x', tomas.userGuid), 401, 'insufficientScope');
    expectError(await send(tomas, 'x'), 401, 'insufficientScope');
    // With the full token the code proves a contact added in userSettings (contact-settings.test.ts): none is 404.
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expectError(await send(rita, 'x'), 404, '404');
    expectError(
      await postJson(gw.app, `/users/${answer.userGuid ?? ''}/otvc`, { contactId: 'x' }),
      401,
      'invalidToken',
    );
  });

  it('a two-factor code goes to a verified contact only', async () => {
    const { answer, phone } = await chen();
    await gw.db.query('UPDATE user_phones SET verified_at = NULL WHERE id = $1', [phone]);
    expectError(await send(answer, phone), 400, 'inputValidationError');
  });
});

describe('checking a code (SPEC-DECISIONS one-time codes)', () => {
  it('expires at 10 minutes: 400 codeExpired', async () => {
    const { answer, email } = await chen();
    await send(answer, email);
    const code = await latestCode(gw.app, CHEN);
    // The token lives as long as the code: a renewal just before keeps the probe alive.
    gw.clock.advance(validForMs - 1);
    const renewed = tokenOf(
      await postForm(gw.app, '/oauth2/token/renewal', { grant_type: 'access_token_renewal' }, answer.access_token),
    );
    gw.clock.advance(1);
    expectError(await check(renewed, code), 400, 'codeExpired');
  });

  it('works until just before 10 minutes', async () => {
    const { answer, email } = await chen();
    await send(answer, email);
    const code = await latestCode(gw.app, CHEN);
    gw.clock.advance(validForMs - 1);
    expect(tokenOf(await check(answer, code)).scope).toBe('full');
  });

  it('5 wrong tries are invalidCode; then the code is spent: codeAttemptsExceeded, even the right one', async () => {
    const { answer, email } = await chen();
    await send(answer, email);
    const code = await latestCode(gw.app, CHEN);
    for (let i = 0; i < maxAttempts; i += 1) expectError(await check(answer, otherCode(code)), 400, 'invalidCode');
    expectError(await check(answer, code), 400, 'codeAttemptsExceeded');
    // A new code starts again.
    gw.clock.advance(resendAfterMs);
    await send(answer, email);
    expect(tokenOf(await check(answer, await latestCode(gw.app, CHEN))).scope).toBe('full');
  });
});

describe('signing in again within 30 seconds of a code', () => {
  it('the code the person already has is the new sign-in’s: no second message, the same answer, and it works', async () => {
    const before = await mail();
    const first = await chen();
    const sent = v.parse(OtvcResponseSchema, (await send(first.answer, first.email)).json());
    const code = await latestCode(gw.app, CHEN);
    gw.clock.advance(resendAfterMs - 1);
    const again = await chen();
    const res = await send(again.answer, again.email);
    expect(res.statusCode, res.body).toBe(200);
    // A normal send's answer: the same contact and masked address; the time left is the code's own.
    const relinked = v.parse(OtvcResponseSchema, res.json());
    expect({ contactId: relinked.contactId, maskedContact: relinked.maskedContact }).toEqual({
      contactId: sent.contactId,
      maskedContact: sent.maskedContact,
    });
    expect(relinked.expiresIn).toBe(Math.floor((validForMs - (resendAfterMs - 1)) / 1000));
    expect(await mail()).toBe(before + 1);
    // It moved: the first sign-in's probe no longer has it, the new one does.
    expectError(await check(first.answer, code), 400, 'invalidCode');
    expect(tokenOf(await check(again.answer, code)).scope).toBe('full');
  });

  it('a reused code counts nothing against the hour: after five sign-ins in 30 seconds, four more codes may still be sent', async () => {
    const before = await mail();
    const first = await chen();
    await send(first.answer, first.email);
    for (let i = 0; i < 4; i += 1) {
      const again = await chen();
      expect((await send(again.answer, again.email)).statusCode).toBe(200);
    }
    expect(await mail()).toBe(before + 1);
    for (let i = 0; i < maxSendsPerWindow - 1; i += 1) {
      gw.clock.advance(resendAfterMs);
      const later = await chen();
      expect((await send(later.answer, later.email)).statusCode).toBe(200);
    }
    expect(await mail()).toBe(before + maxSendsPerWindow);
  });

  it('a tried code is not handed on: its tries stay counted, and after 30 seconds a new one is sent', async () => {
    const first = await chen();
    await send(first.answer, first.email);
    const code = await latestCode(gw.app, CHEN);
    for (let i = 0; i < maxAttempts; i += 1)
      expectError(await check(first.answer, otherCode(code)), 400, 'invalidCode');
    const again = await chen();
    // Reused, still out of tries: the five wrong ones were the code's, whichever sign-in made them.
    expect((await send(again.answer, again.email)).statusCode).toBe(200);
    expectError(await check(again.answer, code), 400, 'codeAttemptsExceeded');
  });

  it('another contact within the 30 seconds is a resend the person asked for: 429 resendTooSoon', async () => {
    const first = await chen();
    await send(first.answer, first.email);
    const again = await chen();
    expectError(await send(again.answer, again.phone), 429, 'resendTooSoon');
  });
});

describe('a code budget per purpose', () => {
  const forgot = () => postJson(gw.app, `/apps/${EXT.acme}/forgotcredential`, { userName: 'challenge.chen' });

  it('five forgot-password codes, asked by anyone who knows the username, leave the sign-in codes alone', async () => {
    const before = await mail();
    for (let i = 0; i < maxSendsPerWindow; i += 1) {
      expect((await forgot()).statusCode).toBe(200);
      gw.clock.advance(resendAfterMs);
    }
    expect(await mail()).toBe(before + maxSendsPerWindow);
    const { answer, email } = await chen();
    const res = await send(answer, email);
    expect(res.statusCode, res.body).toBe(200);
    expect(tokenOf(await check(answer, await latestCode(gw.app, CHEN))).scope).toBe('full');
  });

  it('five sign-in codes leave forgot password alone', async () => {
    const before = await mail();
    for (let i = 0; i < maxSendsPerWindow; i += 1) {
      const { answer, email } = await chen();
      expect((await send(answer, email)).statusCode).toBe(200);
      gw.clock.advance(resendAfterMs);
    }
    expect((await forgot()).statusCode).toBe(200);
    expect(await mail()).toBe(before + maxSendsPerWindow + 1);
  });
});
