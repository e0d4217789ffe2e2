import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activationUnderWay,
  findTitle,
  flowInMemory,
  renderFlow,
  standIn,
  storedSession,
} from '../../../testing/render-activation';

const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('§2 activation/success and activation/set-pin/success', () => {
  it.each([
    ['/activation/success', 'Your card is active', 'Your card is active and ready to use.'],
    [
      '/activation/set-pin/success',
      'Your PIN is set',
      'Your card is active and its PIN is set. Keep your PIN to yourself.',
    ],
  ])('%s: its title and h1, what happened, and signing in or creating an account next', async (path, title, text) => {
    await renderFlow({ path });
    await findTitle(title);
    expect(document.title).toBe(`${title} | Test Bank Cards`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('To see your card and manage it online, sign in or create an account.')).toBeTruthy();
    expect(links()).toEqual([
      ['Sign in', '/login'],
      ['Create an account', '/createAccount'],
      ['Activate another card', '/activation'],
    ]);
  });

  it('nothing of the activation stays once its success page is shown', async () => {
    await renderFlow({ path: '/activation/success', ...activationUnderWay() });
    await findTitle('Your card is active');
    await waitFor(() => expect(storedSession().ca_token).toBeNull());
    expect(flowInMemory()).toBeNull();
  });

  it.each([
    ['an activation-only app', { activationOnlyApp: true }],
    ['an SSO app', { ssoApp: true }],
  ])('§6: %s offers no sign-in or create-account link (they are forbidden there)', async (_case, flags) => {
    await renderFlow({ path: '/activation/set-pin/success', flags });
    await findTitle('Your PIN is set');
    expect(links()).toEqual([['Activate another card', '/activation']]);
    expect(screen.queryByText(/sign in or create an account/)).toBeNull();
  });

  it('Sign in goes to login, by keyboard', async () => {
    const { user } = await renderFlow({ path: '/activation/success' });
    await findTitle('Your card is active');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sign in' }));
    await user.keyboard('{Enter}');
    await findTitle(standIn('/login'));
  });

  it('is in Spanish for an es visitor', async () => {
    await renderFlow({ path: '/activation/set-pin/success', locale: 'es' });
    await findTitle('Su PIN está listo');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
