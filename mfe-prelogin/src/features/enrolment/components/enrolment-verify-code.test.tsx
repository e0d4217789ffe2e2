import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalCardListSchema } from '@portal/domain/card';
import {
  EmailsResponseSchema,
  OtvcResponseSchema,
  TermsResponseSchema,
  TokenResponseSchema,
} from '@portal/domain/schemas';
import type { StoredSession } from '@portal/domain/session';
import { AddressListResponseSchema } from '@portal/domain/address';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import {
  fieldError,
  findTitle,
  notifications,
  popup,
  renderFlow,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { enrolmentRoutes } from '../routes';
import { ENROLMENT_TERMS, enrolmentSession } from '../testing/fixtures';

const gateway = startTestGateway();
const IDV = 'oauth2/token/idv';
const CODE = 'users/guid-nina/otvc';
const EMAILS = 'users/guid-nina/emails';
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

const open = (session: Partial<StoredSession> = enrolmentSession()) =>
  renderFlow({
    routes: enrolmentRoutes,
    path: '/createAccount/verifyCode',
    session,
    held: { userPrimaryEmail: 'nina@bank.example' },
  });
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });
const resendButton = async () => {
  const button = screen.getByRole('button', { name: 'Send a new code' });
  await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
  return button;
};

beforeEach(() => {
  // createAccount/addCard, where a verified enrolment goes, reads the new cardholder's cards and addresses
  // (the saved addresses' list has no shared schema to parse the stub with: an empty list as the gateway answers it).
  gateway.reply('get', 'consumer-controller/v1/account/guid-nina/paymentInstrument', PortalCardListSchema, {
    paymentInstruments: [],
  });
  gateway.reply('get', 'consumer-controller/v1/account/guid-nina/address', AddressListResponseSchema, {
    addresses: [],
  });
  window.history.replaceState(null, '', '/');
  gateway.reply('get', 'apps/TEST-WEB-01/terms', TermsResponseSchema, { terms: ENROLMENT_TERMS });
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 createAccount/verifyCode', () => {
  it.each([
    ['no session', {}],
    [
      'a session of another flow',
      enrolmentSession({
        flowConfig: { flow: 'login', step: 'verifyCode', probes: { VERIFY_USERNAME: 'ref' }, code: null },
      }),
    ],
    ['no token', enrolmentSession({ token: null })],
  ])('§2 Page refresh: with %s it goes back to enroll', async (_, session) => {
    await open(session);
    await findTitle('Your details');
  });

  it('has one h1, the address the code went to and one code input with one-time-code', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Check your email']);
    // Sent a minute ago (the fixture): it has 9 minutes left (decision 022).
    expect(
      await screen.findByText('We sent a 6-digit code to nina@bank.example. It can be used for 9 minutes.'),
    ).toBeTruthy();
    expect([codeInput().getAttribute('autocomplete'), codeInput().getAttribute('inputmode')]).toEqual([
      'one-time-code',
      'numeric',
    ]);
  });

  it('decision 013: answers VERIFY_USERNAME through idv; full access goes on to createAccount/addCard (§4 Flows)', async () => {
    const verified = gateway.reply(
      'post',
      IDV,
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-1', userGuid: 'guid-nina' }),
    );
    const { user } = await open();
    await user.type(codeInput(), '246810{Enter}');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/createAccount/addCard'));
    await findTitle('Add your card');
    expect(verified.map(formOf)).toEqual([
      { grant_type: 'authorization_probe', probes_ref: 'ref-verify-1', code: '246810' },
    ]);
    // The enrolment's notice waits for its end (a card added, or No thanks).
    expect(notifications()).toEqual([]);
    const session = storedSession();
    expect([session.fullAccess, session.partialAccess, session.token?.value, session.flowConfig]).toEqual([
      true,
      false,
      'full-1',
      null,
    ]);
    // The page does not send itself back to enroll on its way out.
    expect(screen.queryByRole('heading', { level: 1, name: 'Your details' })).toBeNull();
  });

  it('terms published meanwhile (ACCEPT_TNC) go to the sign-in terms page', async () => {
    gateway.reply(
      'post',
      IDV,
      TokenResponseSchema,
      tokenAnswer({
        access_token: 'partial-2',
        scope: 'partial',
        newTac: true,
        probes: [{ type: 'ACCEPT_TNC', ref: 'ref-tnc', data: { refs: ['t-9'] } }],
      }),
    );
    const { user } = await open();
    await user.type(codeInput(), '246810{Enter}');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login/acceptTac'));
    expect(notifications()).toEqual([]);
  });

  it.each([
    ['invalidCode', 'That code is not right. Check it and try again.'],
    ['codeExpired', 'That code has expired. Ask for a new one.'],
    ['codeAttemptsExceeded', 'Too many wrong codes. Ask for a new code.'],
  ])('decision 013: %s shows on the code field', async (code, message) => {
    gateway.fail('post', IDV, code, 400);
    const { user } = await open();
    await user.type(codeInput(), '246810{Enter}');
    await vi.waitFor(() => expect(fieldError(codeInput())).toBe(message));
    expect(storedSession().partialAccess).toBe(true);
  });

  it('decision 025: a lapsed enrolment token (401 invalidToken) ends the enrolment, whose account is finished by signing in', async () => {
    gateway.fail('post', IDV, 'invalidToken', 401);
    const { user } = await open();
    await user.type(codeInput(), '246810{Enter}');
    await findTitle('stand-in: /login');
    expect(popup()).toEqual({
      messageKey: 'errors:flow.enrolmentEnded',
      buttonKey: 'common:popup.ok',
      action: { kind: 'close' },
    });
    const session = storedSession();
    expect([session.token, session.flowConfig, session.partialAccess, session.userId]).toEqual([
      null,
      null,
      false,
      null,
    ]);
  });

  it('a new code goes through otvc to the primary email, found in the profile when not yet known', async () => {
    gateway.reply('get', EMAILS, EmailsResponseSchema, {
      emails: [
        { emailGuid: 'email-old', email: 'o•••@bank.example', primary: false },
        { emailGuid: 'email-nina', email: 'n•••@bank.example', primary: true },
      ],
    });
    const sent = gateway.reply('post', CODE, OtvcResponseSchema, {
      contactId: 'email-nina',
      maskedContact: 'n•••@bank.example',
      expiresIn: 600,
    });
    const { user } = await open();
    await user.click(await resendButton());
    // WCAG 4.1.3: the page itself says a new code went (its status region), not a notification elsewhere.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('We sent you a new code.'));
    expect(notifications()).toEqual([]);
    expect(sent.map((r) => r.body)).toEqual([{ contactId: 'email-nina' }]);
    expect(storedSession().contactId).toBe('email-nina');
  });

  it('a new code uses the contact already known, without asking the profile', async () => {
    const sent = gateway.reply('post', CODE, OtvcResponseSchema, { contactId: 'email-known' });
    const profile = gateway.reply('get', EMAILS, EmailsResponseSchema, { emails: [] });
    const { user } = await open(enrolmentSession({ contactId: 'email-known' }));
    await user.click(await resendButton());
    await vi.waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ contactId: 'email-known' }]));
    expect(profile).toEqual([]);
  });

  it.each([
    ['resendTooSoon', 'errors:code.resendTooSoon'],
    ['sendLimitReached', 'errors:code.sendLimit'],
  ])(
    'decision 013: a refused new code (429 %s) is an error notification (§8: with customer support, the primary email unverified)',
    async (code, messageKey) => {
      gateway.fail('post', CODE, code, 429);
      const { user } = await open(enrolmentSession({ contactId: 'email-known' }));
      await user.click(await resendButton());
      await vi.waitFor(() => expect(notifications()).toEqual([{ type: 'error', messageKey, customerSupport: true }]));
    },
  );

  it('§8 the new account’s primary email is unverified: customer support follows a failure, after a refresh too (nothing held)', async () => {
    gateway.fail('post', CODE, 'sendLimitReached', 429);
    const { user } = await renderFlow({
      routes: enrolmentRoutes,
      path: '/createAccount/verifyCode',
      session: enrolmentSession({ contactId: 'email-known' }),
    });
    await user.click(await resendButton());
    await vi.waitFor(() =>
      expect(notifications()).toEqual([{ type: 'error', messageKey: 'errors:code.sendLimit', customerSupport: true }]),
    );
  });

  it('"Use a different email address" leads to editEmail', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('link', { name: 'Use a different email address' }));
    await findTitle('Change your email address');
  });
});
