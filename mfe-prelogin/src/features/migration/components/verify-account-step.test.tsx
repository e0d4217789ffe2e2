import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeSentResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import type { StoredSession } from '@portal/domain/session';
import { startTestGateway } from '@portal/ui/testing/network';
import {
  fieldError,
  findTitle,
  notifications,
  popup,
  renderFlow,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { atVerify, MIGRATED } from '../testing/fixtures';

const gateway = startTestGateway();
const VERIFY = 'users/guid-mia/otp/verification/migration';
const MIGRATION = 'apps/TEST-WEB-01/migration';
const RESET_TOKEN = tokenAnswer({ access_token: 'reset-mia', scope: 'partial /credentials/reset' });

const open = (session: Partial<StoredSession> = atVerify(), migrationContact: string | null = 'mia@bank.example') =>
  renderFlow({
    routes: migrationRoutes,
    path: `/migration/${session.flowConfig?.step ?? 'verifyAccount'}`,
    session,
    held: { migrationContact },
    issuer: MIGRATED,
  });
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 migration/verifyAccount and simVerifyAccount', () => {
  it('has one h1 and one code input with one-time-code and a numeric keyboard', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Verify your account']);
    expect([codeInput().getAttribute('autocomplete'), codeInput().getAttribute('inputmode')]).toEqual([
      'one-time-code',
      'numeric',
    ]);
  });

  it('decision 013: a right code gives the reset token; resetPassword follows', async () => {
    const verified = gateway.reply('post', VERIFY, TokenResponseSchema, RESET_TOKEN);
    const { user } = await open();
    await user.type(codeInput(), '975310{Enter}');
    await findTitle('Choose a new password');
    expect(verified.map((r) => r.body)).toEqual([{ code: '975310' }]);
    expect(storedSession().token?.value).toBe('reset-mia');
    expect(window.location.pathname).toBe('/migration/resetPassword');
  });

  it.each([
    ['invalidCode', 'That code is not right. Check it and try again.'],
    ['codeExpired', 'That code has expired. Ask for a new one.'],
    ['codeAttemptsExceeded', 'Too many wrong codes. Ask for a new code.'],
  ])('decision 013: %s shows on the code field', async (code, message) => {
    gateway.fail('post', VERIFY, code, 400);
    const { user } = await open();
    await user.type(codeInput(), '975310{Enter}');
    await vi.waitFor(() => expect(fieldError(codeInput())).toBe(message));
    expect(storedSession().token).toBeNull();
  });

  it('§8 a 500 raises the technical popup', async () => {
    gateway.fail('post', VERIFY, 'VMCP_001', 500);
    const { user } = await open();
    await user.type(codeInput(), '975310{Enter}');
    await vi.waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
  });

  it('a new code is establishAccount again with the held email, announced', async () => {
    const established = gateway.reply('post', MIGRATION, CodeSentResponseSchema, {
      userGuid: 'guid-mia',
      contactId: 'email-mia',
      maskedContact: 'm•••@bank.example',
    });
    const { user } = await open();
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await vi.waitFor(() => expect(resend.getAttribute('aria-disabled')).toBe('false'));
    await user.click(resend);
    // WCAG 4.1.3: the page itself says a new code went (its status region), not a notification elsewhere.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('We sent you a new code.'));
    expect(notifications()).toEqual([]);
    expect(established.map((r) => r.body)).toEqual([{ userName: 'migrate.mia', email: 'mia@bank.example' }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verify your account');
  });

  it('decision 013: a refused new code (429 sendLimitReached) is an error notification', async () => {
    gateway.fail('post', MIGRATION, 'sendLimitReached', 429);
    const { user } = await open();
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await vi.waitFor(() => expect(resend.getAttribute('aria-disabled')).toBe('false'));
    await user.click(resend);
    await vi.waitFor(() => expect(notifications()).toEqual([{ type: 'error', messageKey: 'errors:code.sendLimit' }]));
  });

  it('after a refresh (no email held) a new code starts from the first step, the username filled in', async () => {
    const established = gateway.reply('post', MIGRATION, CodeSentResponseSchema, { userGuid: 'guid-mia' });
    const { user } = await open(atVerify(), null);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter my details again for a new code' }));
    await findTitle('Update your account');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', 'migrate.mia');
    expect(established).toEqual([]);
  });

  it('simVerifyAccount is the same step for an SMS-free issuer, by email', async () => {
    gateway.reply('post', VERIFY, TokenResponseSchema, RESET_TOKEN);
    const { user } = await open(atVerify('simVerifyAccount'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your email');
    await user.type(codeInput(), '975310{Enter}');
    await findTitle('Choose a new password');
  });
});
