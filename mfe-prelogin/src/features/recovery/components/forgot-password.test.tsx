import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeSentResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import { recoveryRoutes } from '../routes';
import { findTitle, popup, renderFlow, storedSession } from '../../../testing/render-prelogin';

const gateway = startTestGateway();
const RECOVERY = 'apps/TEST-WEB-01/forgotcredential';

const open = (locale = 'en') => renderFlow({ routes: recoveryRoutes, path: '/forgotpassword', locale });

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 forgotpassword', () => {
  it('has one h1, its page title and a username field that the browser can fill', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Forgot your password?']);
    expect(document.title).toBe('Forgot your password? | Test Bank Cards');
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByRole('link', { name: 'Forgot your username?' }).getAttribute('href')).toBe('/forgotusername');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('sends the username, keeps who the code went to in the session and goes to verifyCode', async () => {
    const recovered = gateway.reply('post', RECOVERY, CodeSentResponseSchema, {
      userGuid: 'guid-rita',
      contactId: 'email-1',
      maskedContact: 'r•••@bank.example',
    });
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ready.rita{Enter}');
    await findTitle('Enter your verification code');
    expect(recovered.map((r) => r.body)).toEqual([{ userName: 'ready.rita' }]);
    expect(
      screen.getByText('We sent a 6-digit code to r•••@bank.example. It can be used for 10 minutes.'),
    ).toBeTruthy();
    const session = storedSession();
    expect([
      session.userId,
      session.userName,
      session.contactId,
      session.flowConfig?.flow,
      session.flowConfig?.step,
    ]).toEqual(['guid-rita', 'ready.rita', 'email-1', 'recovery', 'verifyCode']);
    expect(session.flowConfig?.code?.maskedContact).toBe('r•••@bank.example');
    // Nothing is signed in by asking for a code.
    expect([session.fullAccess, session.partialAccess, session.token]).toEqual([false, false, null]);
  });

  it('drops a reset token an abandoned recovery left behind', async () => {
    gateway.reply('post', RECOVERY, CodeSentResponseSchema, { userGuid: 'guid-rita' });
    const { user } = await renderFlow({
      routes: recoveryRoutes,
      path: '/forgotpassword',
      session: {
        token: { name: 'access_token', value: 'old-reset', timestamp: 1 },
        flowConfig: { flow: 'recovery', step: 'resetPassword', probes: {}, code: null },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ready.rita{Enter}');
    await findTitle('Enter your verification code');
    expect(storedSession().token).toBeNull();
    expect(
      screen.getByText('We sent a 6-digit code to the contact details on your account. It can be used for 10 minutes.'),
    ).toBeTruthy();
  });

  it('§5 an empty username is refused on the field, nothing is sent', async () => {
    const recovered = gateway.reply('post', RECOVERY, CodeSentResponseSchema, { userGuid: 'guid-rita' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your username.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    expect(recovered).toEqual([]);
  });

  it('§8 a 500 raises the technical popup and the page stays', async () => {
    gateway.fail('post', RECOVERY, 'VMCP_001', 500);
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ready.rita{Enter}');
    await vi.waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(storedSession().flowConfig).toBeNull();
  });

  it('§8 another answer shows on the form, announced', async () => {
    gateway.fail('post', RECOVERY, 'VMCP_1002', 400);
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ready.rita{Enter}');
    const alert = await screen.findByText(
      'Sorry, we are unable to process your request at this time. Please try again later.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(popup()).toBeNull();
  });

  it('§8 a temporary lock (409 9618) is a popup away from the login page', async () => {
    gateway.fail('post', RECOVERY, '9618', 409);
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'locked.lee{Enter}');
    await vi.waitFor(() => expect(popup()?.messageKey).toBe('errors:lock.temporary'));
  });

  it('is in Spanish for an es visitor', async () => {
    await open('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¿Olvidó su contraseña?');
    expect(screen.getByRole('textbox', { name: 'Nombre de usuario' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeTruthy();
  });
});
