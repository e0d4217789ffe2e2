import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from '@portal/domain/session';
import { startTestGateway } from '@portal/ui/testing/network';
import { recoveryRoutes } from '../routes';
import {
  fieldError,
  findTitle,
  notifications,
  popup,
  renderFlow,
  storedSession,
} from '../../../testing/render-prelogin';

const gateway = startTestGateway();
const RESET = 'users/guid-rita/resetCredential';

const GOOD = 'Harbour!Lights47';

const IN_FLOW: Partial<StoredSession> = {
  userId: 'guid-rita',
  userName: 'ready.rita',
  token: { name: 'access_token', value: 'reset-token', timestamp: Date.now() },
  flowConfig: { flow: 'recovery', step: 'resetPassword', probes: {}, code: null },
};

const open = (session: Partial<StoredSession> = IN_FLOW) =>
  renderFlow({ routes: recoveryRoutes, path: '/forgotPassword/resetPassword', session });
/** The password input (a password input has no role of its own). */
const passwordInput = () => screen.getByLabelText('New password');
const rule = (text: string) => within(screen.getByRole('list')).getByText(text).closest('li');

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 forgotPassword/resetPassword', () => {
  it.each([
    ['no flow', {}],
    ['no reset token yet', { ...IN_FLOW, token: null }],
    [
      'the code not verified yet',
      { ...IN_FLOW, flowConfig: { flow: 'recovery' as const, step: 'verifyCode' as const, probes: {}, code: null } },
    ],
  ])('§2 Page refresh: with %s it goes to forgotpassword', async (_, session) => {
    await open(session);
    await findTitle('Forgot your password?');
  });

  it('has one h1 and a new-password input for the username', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Choose a new password']);
    expect(screen.getByText('Choose a new password for ready.rita.')).toBeTruthy();
    expect([passwordInput().getAttribute('type'), passwordInput().getAttribute('autocomplete')]).toEqual([
      'password',
      'new-password',
    ]);
  });

  it('§5 the checklist follows the typing, and is the input’s description', async () => {
    const { user } = await open();
    const checklist = screen.getByRole('list');
    expect(passwordInput().getAttribute('aria-describedby')).toContain(checklist.parentElement?.id);
    expect(rule('Use at least 12 characters.')?.textContent).toContain('(not yet)');
    await user.type(passwordInput(), 'abc');
    expect(rule('Use at least 12 characters.')?.textContent).toContain('(not yet)');
    expect(rule('Include a lower-case letter.')?.textContent).toContain('(done)');
    expect(rule("Don't use 3 or more letters or numbers in order (abc, cba, 123, 321).")?.textContent).toContain(
      '(not yet)',
    );
    await user.clear(passwordInput());
    await user.type(passwordInput(), GOOD);
    expect(within(checklist).queryAllByText('(not yet)')).toEqual([]);
  });

  it('the show-password toggle shows and hides the password, keyboard only', async () => {
    const { user } = await open();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect([toggle.getAttribute('aria-pressed'), passwordInput().getAttribute('type')]).toEqual(['true', 'text']);
    await user.keyboard(' ');
    expect([toggle.getAttribute('aria-pressed'), passwordInput().getAttribute('type')]).toEqual(['false', 'password']);
  });

  it('§5 a password containing the username is refused on the field', async () => {
    const reset = gateway.replyEmpty('post', RESET);
    const { user } = await open();
    await user.type(passwordInput(), 'Ready.Rita!Harbour47{Enter}');
    await vi.waitFor(() => expect(fieldError(passwordInput())).toBe("Don't include your username."));
    expect(reset).toEqual([]);
  });

  it('saves with the reset token, ends the flow and goes to login with a success notice', async () => {
    const reset = gateway.replyEmpty('post', RESET);
    const { user } = await open();
    await user.type(passwordInput(), `${GOOD}{Enter}`);
    await findTitle('stand-in: /login');
    expect(reset.map((r) => r.body)).toEqual([{ password: GOOD }]);
    expect(notifications()).toEqual([{ type: 'success', messageKey: 'prelogin:recovery.resetPassword.success' }]);
    const session = storedSession();
    expect([session.token, session.userId, session.userName, session.flowConfig]).toEqual([null, null, null, null]);
  });

  it.each([
    ['invalidPasswordHistory', "You've used this password recently. Choose a different one."],
    [
      'invalidPasswordRepetitive',
      'Your password must not repeat a character three times or contain a sequence such as abc or 123.',
    ],
  ])('§8 %s shows on the password field', async (code, message) => {
    gateway.fail('post', RESET, code, 400);
    const { user } = await open();
    await user.type(passwordInput(), `${GOOD}{Enter}`);
    await vi.waitFor(() => expect(fieldError(passwordInput())).toBe(message));
    expect(document.activeElement).toBe(passwordInput());
    expect(storedSession().token?.value).toBe('reset-token');
  });

  it('decision 025: an expired reset token (401 invalidToken) ends the recovery, which starts again at forgotpassword', async () => {
    gateway.fail('post', RESET, 'invalidToken', 401);
    const { user } = await open();
    await user.type(passwordInput(), `${GOOD}{Enter}`);
    await findTitle('Forgot your password?');
    expect(popup()).toEqual({
      messageKey: 'errors:flow.ended',
      buttonKey: 'common:popup.ok',
      action: { kind: 'close' },
    });
    expect([storedSession().token, storedSession().flowConfig, storedSession().userId]).toEqual([null, null, null]);
  });
});
