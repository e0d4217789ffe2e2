import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Email } from '@portal/client/api';
import { queryClient } from '@portal/client/query';
import { recordCodeSent } from '@portal/client/state';
import {
  EmailsResponseSchema,
  type OtvcResponse,
  PhonesResponseSchema,
  TokenResponseSchema,
  OtvcResponseSchema,
} from '@portal/domain/schemas';
import { answer, errorBody, startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import {
  fieldError,
  findTitle,
  installDialog,
  notifications,
  partialAnswer,
  renderFlow,
  signedInWith,
  storedSession,
} from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';
import { setupUser } from '@portal/ui/testing';

const gateway = startTestGateway();
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

const UNVERIFIED = partialAnswer(['VERIFY_USERNAME', 'SOLVE_CHALLENGE']);
const EMAILS = 'users/guid-chen/emails';
const PHONES = 'users/guid-chen/phones';
const SEND_CODE = 'users/guid-chen/otvc';
const IDV = 'oauth2/token/idv';
const REISSUE = 'oauth2/token/probe/reissuance';

/** The code sent where the request says. */
const codeSent = ({ body }: ReceivedRequest) => {
  const sent: OtvcResponse = {
    contactId: (body as { contactId: string }).contactId,
    maskedContact: 'c•••@bank.example',
    expiresIn: 600,
  };
  return answer(OtvcResponseSchema, sent);
};

let sent: ReceivedRequest[];
beforeAll(installDialog);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  gateway.reply('get', EMAILS, EmailsResponseSchema, {
    emails: [
      { emailGuid: 'email-2', email: 'c•••@other.example', primary: false },
      { emailGuid: 'email-1', email: 'c•••@bank.example', primary: true },
    ],
  });
  gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [] });
  sent = gateway.handle('post', SEND_CODE, codeSent);
});
afterEach(async () => {
  // Every screen here sends a code on arrival: a call still on its way when a test ends would reach
  // the next test's stubs (its code sends counted there), so each test's calls land in its own.
  await vi.waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const open = (session: () => void = signedInWith(UNVERIFIED)) =>
  renderFlow(
    { routes: loginRoutes, path: '/login/verifyCode', session },
    setupUser({ advanceTimers: vi.advanceTimersByTime.bind(vi) }),
  );
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });
const resendButton = () => screen.getByRole('button', { name: 'Send a new code' });

describe('§2 login/verifyCode (VERIFY_USERNAME)', () => {
  it('on arrival sends a code to the primary email and says where it went, with one code input', async () => {
    await open();
    expect(
      await screen.findByText('We sent a 6-digit code to c•••@bank.example. It can be used for 10 minutes.'),
    ).toBeTruthy();
    expect(sent.map((r) => r.body)).toEqual([{ contactId: 'email-1' }]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Verify your email address',
    ]);
    expect([codeInput().getAttribute('autocomplete'), codeInput().getAttribute('inputmode')]).toEqual([
      'one-time-code',
      'numeric',
    ]);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('§2 Page refresh: a code still valid from this step is not sent again', async () => {
    await open(() => {
      signedInWith(UNVERIFIED)();
      recordCodeSent({ contactId: 'email-1', maskedContact: 'c•••@bank.example', sentAt: Date.now() - 60_000 });
    });
    expect(await screen.findByText(/We sent a 6-digit code to c•••@bank\.example/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('a right code answers the probe with its ref and goes to the next page of the queue (challenge)', async () => {
    const verified = gateway.reply('post', IDV, TokenResponseSchema, partialAnswer(['SOLVE_CHALLENGE'], 'partial-2'));
    gateway.reply('get', EMAILS, EmailsResponseSchema, {
      emails: [{ emailGuid: 'email-1', email: 'c•••@bank.example', primary: true }],
    });
    const { user } = await open();
    await screen.findByText(/We sent a 6-digit code/);
    await user.type(codeInput(), '123 456{Enter}');
    await findTitle("Confirm it's you");
    expect(verified.map(formOf)).toEqual([
      { grant_type: 'authorization_probe', probes_ref: 'ref-VERIFY_USERNAME', code: '123456' },
    ]);
    expect(storedSession()).toMatchObject({ loginScope: ['challenge', 'home'], token: { value: 'partial-2' } });
    expect(window.location.pathname).toBe('/login/challenge');
  });

  it('the email verified, the challenge offers it: the contacts read while it was unverified are not reused', async () => {
    gateway.reply('post', IDV, TokenResponseSchema, partialAnswer(['SOLVE_CHALLENGE'], 'partial-2'));
    // Read for the code while unverified; verified by the time the challenge asks again.
    const email = (contactStatus: string): Email => ({
      emailGuid: 'email-1',
      email: 'c•••@bank.example',
      primary: true,
      contactStatus,
    });
    const emailReads = gateway.handle('get', EMAILS, () =>
      answer(EmailsResponseSchema, { emails: [email(emailReads.length === 1 ? 'UNVERIFIED' : 'VERIFIED')] }),
    );
    gateway.reply('get', PHONES, PhonesResponseSchema, {
      phones: [{ phoneGuid: 'phone-1', phoneNumber: '(•••) •••-0142', primary: true, contactStatus: 'VERIFIED' }],
    });
    const { user } = await open();
    await screen.findByText(/We sent a 6-digit code/);
    await user.type(codeInput(), '123 456{Enter}');
    await findTitle("Confirm it's you");
    expect(await screen.findByRole('radio', { name: 'Email to c•••@bank.example' })).toHaveProperty('checked', true);
  });

  it.each([
    ['invalidCode', 'That code is not right. Check it and try again.'],
    ['codeExpired', 'That code has expired. Ask for a new one.'],
    ['codeAttemptsExceeded', 'Too many wrong codes. Ask for a new code.'],
  ])('decision 013 %s shows on the code field, which takes focus', async (code, message) => {
    gateway.fail('post', IDV, code, 400);
    const { user } = await open();
    await screen.findByText(/We sent a 6-digit code/);
    await user.type(codeInput(), '111111{Enter}');
    await vi.waitFor(() => expect(fieldError(codeInput())).toBe(message));
    expect(document.activeElement).toBe(codeInput());
    expect(window.location.pathname).toBe('/login/verifyCode');
  });

  it('§5 a code of the wrong shape is refused on the field, without a call', async () => {
    const verified = gateway.reply('post', IDV, TokenResponseSchema, partialAnswer(['SOLVE_CHALLENGE']));
    const { user } = await open();
    await screen.findByText(/We sent a 6-digit code/);
    await user.type(codeInput(), '12345{Enter}');
    expect(fieldError(codeInput())).toBe('The code is 6 digits.');
    expect(verified).toEqual([]);
  });

  it('SPEC-DECISIONS a new code only from 30 s after the last: reissued probe, new code, new ref used', async () => {
    const reissued = gateway.reply('post', REISSUE, TokenResponseSchema, {
      ...UNVERIFIED,
      probes: [
        { type: 'VERIFY_USERNAME', ref: 'ref-2' },
        { type: 'SOLVE_CHALLENGE', ref: 'ref-SOLVE_CHALLENGE' },
      ],
    });
    const verified = gateway.reply('post', IDV, TokenResponseSchema, partialAnswer(['SOLVE_CHALLENGE']));
    const { user } = await open();
    await screen.findByText(/We sent a 6-digit code/);
    expect(resendButton().getAttribute('aria-disabled')).toBe('true');
    expect(resendButton().getAttribute('aria-describedby')).toBeTruthy();
    await user.click(resendButton());
    expect(reissued).toEqual([]);

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resendButton().getAttribute('aria-disabled')).toBe('false');
    await user.click(resendButton());
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    // WCAG 4.1.3: the send is announced by the page's status region.
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent you a new code. We sent a 6-digit code to c•••@bank.example. It can be used for 10 minutes.',
      ),
    );
    expect(reissued.map(formOf)).toEqual([{ grant_type: 'authorization_probe', probes_ref: 'ref-VERIFY_USERNAME' }]);
    expect(resendButton().getAttribute('aria-disabled')).toBe('true');

    await user.type(codeInput(), '654321{Enter}');
    await vi.waitFor(() =>
      expect(verified.map(formOf)).toEqual([
        { grant_type: 'authorization_probe', probes_ref: 'ref-2', code: '654321' },
      ]),
    );
  });

  it('decision 013 resendTooSoon is a notification', async () => {
    gateway.fail('post', REISSUE, 'resendTooSoon', 429);
    const { user } = await open();
    await screen.findByText(/We sent a 6-digit code/);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    await user.click(resendButton());
    await waitFor(() =>
      expect(notifications()).toEqual([
        { type: 'error', messageKey: 'errors:code.resendTooSoon', customerSupport: true },
      ]),
    );
  });

  it('§8 a failure to send the first code is told, and a new code can be asked for at once', async () => {
    // The first send refused, a later one sent.
    const sends = gateway.handle('post', SEND_CODE, (request) =>
      sends.length === 1 ? Response.json(errorBody('sendLimitReached', 429), { status: 429 }) : codeSent(request),
    );
    await open();
    await waitFor(() => expect(notifications().map((n) => n.messageKey)).toEqual(['errors:code.sendLimit']));
    expect(resendButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('§6 reached with no session it goes to login', async () => {
    await open(() => undefined);
    await findTitle('Sign in');
    expect(sent).toEqual([]);
  });

  it('§4 reached while another step heads the queue it goes to that step', async () => {
    await open(signedInWith(partialAnswer(['SOLVE_CHALLENGE'])));
    await findTitle("Confirm it's you");
    expect(window.location.pathname).toBe('/login/challenge');
  });
});
