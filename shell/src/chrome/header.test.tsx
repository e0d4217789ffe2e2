import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessLevel } from '@portal/client/state';
import { renderInPortal, setUpPortal, setupUser, testIssuer } from '@portal/ui/testing';
import { shellMessages } from '../i18n/messages';
import { Header } from './header';

async function renderHeader(
  options: { path?: string; access?: AccessLevel; issuer?: ReturnType<typeof testIssuer> } = {},
) {
  window.history.replaceState(null, '', options.path ?? '/');
  await setUpPortal({
    issuer: options.issuer ?? testIssuer(),
    access: options.access ?? 'none',
    messages: { shell: shellMessages },
  });
  return renderInPortal(<Header />, 'shell');
}

describe('§2 Header', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('state 1 on the pre-login page: a create-account button only', async () => {
    await renderHeader({ path: '/' });
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/createAccount');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('state 2 in the activation flow: sign in and create account', async () => {
    await renderHeader({ path: '/activation' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/createAccount');
  });

  it.each(['/', '/activation'])('§6 an SSO issuer shows neither button on %s', async (path) => {
    await renderHeader({ path, issuer: testIssuer({ flags: { ssoApp: true } }) });
    expect(screen.getByRole('link', { name: /Test Bank Cards/ }).getAttribute('href')).toBe(path);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('state 4 with full access: the nav named Main with Cards and Settings', async () => {
    await renderHeader({ path: '/home', access: 'full' });
    // The nav is a chunk of its own, fetched once a page is signed in.
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Cards' }).getAttribute('href')).toBe('/home');
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/userSettings');
    expect(within(nav).getByRole('link', { name: 'Cards' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Online banking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('§6 the SSO link appears in the nav only for SSO apps', async () => {
    await renderHeader({ path: '/home', access: 'full', issuer: testIssuer({ flags: { ssoApp: true } }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Online banking' }).getAttribute('href')).toBe('/ssoLink');
  });

  it.each([
    ['/', 'none', '/'],
    ['/home', 'full', '/home'],
    ['/login/challenge', 'partial', '/signOut'],
    ['/activation', 'none', '/activation'],
  ] as const)('the logo link on %s (access %s) names the app and goes to %s', async (path, access, to) => {
    await renderHeader({ path, access });
    const logo = screen.getByRole('link', { name: /Test Bank Cards/ });
    expect(logo.getAttribute('href')).toBe(to);
  });

  it('§2 the burger menu holds sign-out, takes focus, and Escape returns focus to its button', async () => {
    const user = setupUser();
    await renderHeader({ path: '/home', access: 'full' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const signOut = screen.getByRole('link', { name: 'Sign out' });
    expect(signOut.getAttribute('href')).toBe('/signOut');
    await waitFor(() => expect(document.activeElement).toBe(signOut));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('follows navigation: a history change moves the header from state 1 to state 2', async () => {
    await renderHeader({ path: '/' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    act(() => {
      window.history.pushState(null, '', '/activation');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('a header link navigates in place (history), without a page load', async () => {
    const user = setupUser();
    await renderHeader({ path: '/' });
    await user.click(screen.getByRole('link', { name: 'Create account' }));
    expect(window.location.pathname).toBe('/createAccount');
  });

  it('the skip link moves focus to the main region', async () => {
    const user = setupUser();
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    try {
      await renderHeader({ path: '/' });
      await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
      expect(document.activeElement).toBe(main);
      expect(window.location.hash).toBe('');
    } finally {
      main.remove();
    }
  });
});
