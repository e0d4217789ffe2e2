import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeSentResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import type { StoredSession } from '@portal/domain/session';
import { startTestGateway } from '@portal/ui/testing/network';
import { recoveryRoutes } from '../routes';
import {
  findTitle,
  notifications,
  popup,
  renderFlow,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';

const gateway = startTestGateway();
const VERIFY = 'users/guid-rita/otp/verification/forgotcredential';
const RECOVERY = 'apps/TEST-WEB-01/forgotcredential';
const RESET_TOKEN = tokenAnswer({ access_token: 'reset-token', scope: 'partial /credentials/reset' });

const A_MINUTE_AGO = () => Date.now() - 60_000;

function inFlow(sentAt = A_MINUTE_AGO()): Partial<StoredSession> {
  return {
    userId: 'guid-rita',
    userName: 'ready.rita',
    flowConfig: {
      flow: 'recovery',
      step: 'verifyCode',
      probes: {},
      code: { contactId: 'email-rita', maskedContact: 'r•••@bank.example', sentAt },
    },
  };
}

const open = (session: Partial<StoredSession> | undefined = inFlow()) =>
  renderFlow({ routes: recoveryRoutes, path: '/forgotPassword/verifyCode', session });
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 forgotPassword/verifyCode', () => {
  it('§2 Page refresh: reached without the flow, it goes to forgotpassword', async () => {
    await open({});
    await findTitle('Forgot your password?');
  });

  it('has one h1, names where the code went, and one code input with one-time-code and a numeric keyboard', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Enter your verification code',
    ]);
    // Sent a minute ago: it has 9 minutes left (decision 022).
    expect(screen.getByText('We sent a 6-digit code to r•••@bank.example. It can be used for 9 minutes.')).toBeTruthy();
    expect([codeInput().getAttribute('autocomplete'), codeInput().getAttribute('inputmode')]).toEqual([
      'one-time-code',
      'numeric',
    ]);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('a right code keeps the reset token as the session token and goes to resetPassword', async () => {
    const verified = gateway.reply('post', VERIFY, TokenResponseSchema, RESET_TOKEN);
    const { user } = await open();
    await user.type(codeInput(), '123 456{Enter}');
    await findTitle('Choose a new password');
    expect(verified.map((r) => r.body)).toEqual([{ code: '123456' }]);
    const session = storedSession();
    expect(session.token?.value).toBe('reset-token');
    expect(session.flowConfig?.step).toBe('resetPassword');
    // A reset token signs nobody in (the guard keeps the recovery pages open to it).
    expect([session.fullAccess, session.partialAccess]).toEqual([false, false]);
  });

  it('§5 a code of the wrong shape is refused on the field', async () => {
    const verified = gateway.reply('post', VERIFY, TokenResponseSchema, RESET_TOKEN);
    const { user } = await open();
    await user.type(codeInput(), '12345{Enter}');
    expect(await screen.findByText('The code is 6 digits.')).toBeTruthy();
    expect(verified).toEqual([]);
  });

  it.each([
    ['invalidCode', 'That code is not right. Check it and try again.'],
    ['codeExpired', 'That code has expired. Ask for a new one.'],
    ['codeAttemptsExceeded', 'Too many wrong codes. Ask for a new code.'],
  ])('decision 013: %s shows on the code field, which takes focus', async (code, message) => {
    gateway.fail('post', VERIFY, code, 400);
    const { user } = await open();
    await user.type(codeInput(), '123456{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(codeInput());
    expect(storedSession().token).toBeNull();
  });

  it('§8 a 502 raises the technical popup', async () => {
    gateway.fail('post', VERIFY, 'VMCP_001', 502);
    const { user } = await open();
    await user.type(codeInput(), '123456{Enter}');
    await vi.waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
  });

  it('SPEC-DECISIONS: "Send a new code" waits 30 seconds after the last send, saying why', async () => {
    await open(inFlow(Date.now() - 29_800));
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('You can ask for a new code 30 seconds after the last one.')).toBeTruthy();
    await vi.waitFor(() => expect(resend.getAttribute('aria-disabled')).toBe('false'), { timeout: 2000 });
    expect(screen.queryByText('You can ask for a new code 30 seconds after the last one.')).toBeNull();
  });

  it('a new code is a new forgotcredential request, with a notice, and the 30 seconds start again', async () => {
    const recovered = gateway.reply('post', RECOVERY, CodeSentResponseSchema, {
      userGuid: 'guid-rita',
      contactId: 'email-1',
      maskedContact: 'r•••@bank.example',
    });
    const { user } = await open();
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await vi.waitFor(() => expect(resend.getAttribute('aria-disabled')).toBe('false'));
    await user.click(resend);
    // WCAG 4.1.3: the page itself says a new code went (its status region), not a notification elsewhere.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('We sent you a new code.'));
    expect(notifications()).toEqual([]);
    expect(recovered.map((r) => r.body)).toEqual([{ userName: 'ready.rita' }]);
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(storedSession().flowConfig?.code?.sentAt).toBeGreaterThan(Date.now() - 5000);
  });

  it.each([
    ['resendTooSoon', 'errors:code.resendTooSoon'],
    ['sendLimitReached', 'errors:code.sendLimit'],
  ])('decision 013: a refused resend (429 %s) is an error notification', async (code, messageKey) => {
    gateway.fail('post', RECOVERY, code, 429);
    const { user } = await open();
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await vi.waitFor(() => expect(resend.getAttribute('aria-disabled')).toBe('false'));
    await user.click(resend);
    await vi.waitFor(() => expect(notifications()).toEqual([{ type: 'error', messageKey }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeTruthy();
  });

  it('"Start again" leads back to forgotpassword', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe('/forgotpassword');
  });
});
