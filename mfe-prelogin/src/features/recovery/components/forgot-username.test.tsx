import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestGateway } from '@portal/ui/testing/network';
import { recoveryRoutes } from '../routes';
import { fieldError, notifications, popup, renderFlow } from '../../../testing/render-prelogin';

const gateway = startTestGateway();
const IDENTITIES = 'apps/TEST-WEB-01/identities';

const open = (locale = 'en') => renderFlow({ routes: recoveryRoutes, path: '/forgotusername', locale });
const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const CONFIRMATION =
  "If that email address belongs to an account, we've sent the username to it. Check your inbox, and your spam folder.";

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 forgotusername', () => {
  it('has one h1 and an email input the browser can fill', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Forgot your username?']);
    expect(document.title).toBe('Forgot your username? | Test Bank Cards');
    expect([emailInput().getAttribute('type'), emailInput().getAttribute('autocomplete')]).toEqual(['email', 'email']);
  });

  // decision 013: the gateway answers 204 for both; the screen must not tell them apart either.
  it.each(['ready.rita@bank.example', 'nobody@bank.example'])(
    'shows the one confirmation for %s, focused, and never the form again',
    async (email) => {
      const recovered = gateway.replyEmpty('post', IDENTITIES);
      const { user } = await open();
      await user.type(emailInput(), `${email}{Enter}`);
      const status = await screen.findByRole('status');
      expect(status.textContent).toContain(CONFIRMATION);
      expect(document.activeElement).toBe(status);
      expect(recovered.map((r) => r.body)).toEqual([{ email }]);
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    },
  );

  it('§5 an email of the wrong shape is refused on the field, nothing is sent', async () => {
    const recovered = gateway.replyEmpty('post', IDENTITIES);
    const { user } = await open();
    await user.type(emailInput(), 'rita@@bank{Enter}');
    await vi.waitFor(() => expect(fieldError(emailInput())).not.toBe(''));
    expect(document.activeElement).toBe(emailInput());
    expect(recovered).toEqual([]);
  });

  it('§8 a 500 raises the technical popup and no confirmation', async () => {
    gateway.fail('post', IDENTITIES, 'VMCP_001', 500);
    const { user } = await open();
    await user.type(emailInput(), 'ready.rita@bank.example{Enter}');
    await vi.waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('§8 a resend limit (429 sendLimitReached) is a notification, the form stays', async () => {
    gateway.fail('post', IDENTITIES, 'sendLimitReached', 429);
    const { user } = await open();
    await user.type(emailInput(), 'ready.rita@bank.example{Enter}');
    await vi.waitFor(() => expect(notifications()).toEqual([{ type: 'error', messageKey: 'errors:code.sendLimit' }]));
    expect(screen.queryByRole('status')).toBeNull();
    expect(emailInput()).toHaveProperty('value', 'ready.rita@bank.example');
  });

  it('is in Spanish, confirmation included', async () => {
    gateway.replyEmpty('post', IDENTITIES);
    const { user } = await open('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¿Olvidó su nombre de usuario?');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'rita@bank.example{Enter}');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Si esa dirección de correo electrónico pertenece a una cuenta',
    );
  });
});
