import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAddresses,
  getCards,
  getEmails,
  getEnrolmentTerms,
  sendVerificationCode,
  verifyIdentity,
} from '@portal/client/api';
import type * as Api from '@portal/client/api';
import type { StoredSession } from '@portal/domain/session';
import {
  apiError,
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

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getEnrolmentTerms: vi.fn(),
  verifyIdentity: vi.fn(),
  sendVerificationCode: vi.fn(),
  getEmails: vi.fn(),
  // createAccount/addCard, where a verified enrolment goes, reads the new cardholder's cards and addresses.
  getCards: vi.fn(),
  getAddresses: vi.fn(),
}));

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
  vi.mocked(getCards).mockResolvedValue([]);
  vi.mocked(getAddresses).mockResolvedValue([]);
  window.history.replaceState(null, '', '/');
  vi.mocked(getEnrolmentTerms).mockResolvedValue(ENROLMENT_TERMS);
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
    vi.mocked(verifyIdentity).mockResolvedValue(tokenAnswer({ access_token: 'full-1', userGuid: 'guid-nina' }));
    const { user } = await open();
    await user.type(codeInput(), '246810{Enter}');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/createAccount/addCard'));
    await findTitle('Add your card');
    expect(verifyIdentity).toHaveBeenCalledWith({ probes_ref: 'ref-verify-1', code: '246810' });
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
    vi.mocked(verifyIdentity).mockResolvedValue(
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
    vi.mocked(verifyIdentity).mockRejectedValue(apiError(code, 400));
    const { user } = await open();
    await user.type(codeInput(), '246810{Enter}');
    await vi.waitFor(() => expect(fieldError(codeInput())).toBe(message));
    expect(storedSession().partialAccess).toBe(true);
  });

  it('decision 025: a lapsed enrolment token (401 invalidToken) ends the enrolment, whose account is finished by signing in', async () => {
    vi.mocked(verifyIdentity).mockRejectedValue(apiError('invalidToken', 401));
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
    vi.mocked(getEmails).mockResolvedValue([
      { emailGuid: 'email-old', email: 'o•••@bank.example', primary: false },
      { emailGuid: 'email-nina', email: 'n•••@bank.example', primary: true },
    ]);
    vi.mocked(sendVerificationCode).mockResolvedValue({
      contactId: 'email-nina',
      maskedContact: 'n•••@bank.example',
      expiresIn: 600,
    });
    const { user } = await open();
    await user.click(await resendButton());
    // WCAG 4.1.3: the page itself says a new code went (its status region), not a notification elsewhere.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('We sent you a new code.'));
    expect(notifications()).toEqual([]);
    expect(sendVerificationCode).toHaveBeenCalledWith('guid-nina', { contactId: 'email-nina' });
    expect(storedSession().contactId).toBe('email-nina');
  });

  it('a new code uses the contact already known, without asking the profile', async () => {
    vi.mocked(sendVerificationCode).mockResolvedValue({ contactId: 'email-known' });
    const { user } = await open(enrolmentSession({ contactId: 'email-known' }));
    await user.click(await resendButton());
    await vi.waitFor(() =>
      expect(sendVerificationCode).toHaveBeenCalledWith('guid-nina', { contactId: 'email-known' }),
    );
    expect(getEmails).not.toHaveBeenCalled();
  });

  it.each([
    ['resendTooSoon', 'errors:code.resendTooSoon'],
    ['sendLimitReached', 'errors:code.sendLimit'],
  ])(
    'decision 013: a refused new code (429 %s) is an error notification (§8: with customer support, the primary email unverified)',
    async (code, messageKey) => {
      vi.mocked(sendVerificationCode).mockRejectedValue(apiError(code, 429));
      const { user } = await open(enrolmentSession({ contactId: 'email-known' }));
      await user.click(await resendButton());
      await vi.waitFor(() => expect(notifications()).toEqual([{ type: 'error', messageKey, customerSupport: true }]));
    },
  );

  it('§8 the new account’s primary email is unverified: customer support follows a failure, after a refresh too (nothing held)', async () => {
    vi.mocked(sendVerificationCode).mockRejectedValue(apiError('sendLimitReached', 429));
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
