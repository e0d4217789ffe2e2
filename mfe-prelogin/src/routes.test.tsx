import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteRoutesAt, renderInPortal, setUpPortal, testIssuer } from '@portal/ui/testing';
import { preloginMessages } from './i18n/messages';
import { routes } from './routes';

async function renderAt(path: string, issuer = testIssuer()) {
  await setUpPortal({ issuer, messages: { prelogin: preloginMessages } });
  renderInPortal(await remoteRoutesAt(routes, path), 'prelogin');
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("mfe-prelogin's route table (§2 pre-login routes)", () => {
  it("'' is the pre-login home", async () => {
    await renderAt('/');
    expect(screen.getByTestId('prelogin-home').contains(screen.getByRole('link', { name: 'Sign in' }))).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Test Bank Cards']);
  });

  it.each([
    ['/pages/terms', 'Terms of use'],
    ['/pages/privacy', 'Privacy notice'],
    ['/pages/electronic_communication', 'Consent to electronic communications'],
  ])('§2 %s shows the legal page "%s"', async (path, title) => {
    await renderAt(path);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it.each([
    ['/login', 'Sign in'],
    ['/forgotpassword', null],
    ['/forgotusername', null],
    ['/createAccount', null],
  ])('§2 %s has its screen, not the 404 page', async (path, title) => {
    await renderAt(path);
    const headings = screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);
    expect(headings).not.toContain('Page not found');
    if (title) expect(headings).toEqual([title]);
  });

  it.each([
    ['/login', 'login', 'Sign in'],
    ['/forgotpassword', 'recovery', 'Forgot your password?'],
    ['/forgotusername', 'recovery', 'Forgot your username?'],
    ['/createAccount', 'enrolment', 'Create your account'],
  ])(
    "%s, loaded on demand, brings its feature's messages (the %s group is not in the first chunk's)",
    async (path, group, title) => {
      expect(Object.keys(preloginMessages['en'] ?? {})).not.toContain(group);
      await renderAt(path);
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    },
  );

  it.each(['/pages/unknown', '/a/b/c/d/e', '/login/unknown'])(
    '§2 %s (unknown) shows the "Page not found" heading',
    async (path) => {
      await renderAt(path);
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Page not found']);
      expect(screen.getByText('Page not found, ensure the URL is correct.').tagName).toBe('P');
    },
  );

  it('the SSO pre-login page signs out through the route table too', async () => {
    const replace = vi.fn<(url: string) => void>();
    // The router reads the page's location: at / before it is stubbed.
    window.history.replaceState(null, '', '/');
    vi.stubGlobal('location', { ...window.location, replace });
    await renderAt('/', testIssuer({ flags: { ssoApp: true } }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Signing you out']);
    expect(replace).toHaveBeenCalledWith('https://bank.example/');
  });
});
