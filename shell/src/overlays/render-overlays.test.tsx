import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  askToConfirmLogout,
  closeErrorPopup,
  closeLogoutConfirmation,
  dismissNotification,
  logoutConfirmationAtom,
  notificationsAtom,
  notify,
  portalStore,
  registerSessionTimers,
  sessionWarningAtom,
  showErrorPopup,
} from '@portal/client/state';
import { installDialog, setUpPortal, setupUser, uninstallDialog } from '@portal/ui/testing';
import type * as Overrides from '../federation/overrides';
import { clearRemoteOverrides } from '../federation/overrides';
import { shellMessages } from '../i18n/messages';
import { type OverlayOptions, renderOverlays } from './render-overlays';

// The banner's button clears a tester's overrides and reloads: jsdom cannot reload, so the clearing is
// watched here (overrides.test.ts tests what it does).
vi.mock('../federation/overrides', async (importOriginal) => ({
  ...(await importOriginal<typeof Overrides>()),
  clearRemoteOverrides: vi.fn(),
}));

beforeAll(installDialog);
afterAll(uninstallDialog);

let host: HTMLElement;
let remove: () => void = () => undefined;

/** The shell's page: the overlays' element, as index.html has it. */
async function renderPage(path = '/login', options?: OverlayOptions) {
  window.history.replaceState(null, '', path);
  await setUpPortal({ messages: { shell: shellMessages } });
  host = document.createElement('div');
  host.id = 'portal-overlays';
  document.body.append(host);
  act(() => {
    remove = options ? renderOverlays(host, options) : renderOverlays(host);
  });
}

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

const timers = { pause: vi.fn(), resume: vi.fn(), continueSession: vi.fn(() => Promise.resolve()) };

beforeEach(() => {
  vi.clearAllMocks();
  registerSessionTimers(timers);
});

afterEach(() => {
  act(() => {
    closeErrorPopup();
    closeLogoutConfirmation();
    portalStore.set(sessionWarningAtom, null);
    for (const n of portalStore.get(notificationsAtom)) dismissNotification(n.id);
  });
  registerSessionTimers(null);
  act(() => remove());
  host.remove();
});

describe('the overlays the shell draws for the whole page', () => {
  it('§4 a notification survives a route change within the shell', async () => {
    await renderPage('/login');
    act(() => {
      notify({ messageKey: 'common:popup.ok' });
    });
    go('/home');
    expect(within(host).getByRole('status').textContent).toBe('Success: OK');
  });

  it('§4 a notification raised for the next screen shows when the page gets there', async () => {
    await renderPage('/createAccount/verifyCode');
    act(() => {
      notify({ messageKey: 'common:popup.ok', showOn: '/home' });
    });
    expect(within(host).getByRole('status').textContent).toBe('');
    go('/home');
    expect(within(host).getByRole('status').textContent).toBe('Success: OK');
  });

  it('§4 the error popup stops the timers, and its sign-out button goes to /signOut', async () => {
    await renderPage('/home');
    const user = setupUser();
    act(() =>
      showErrorPopup({
        messageKey: 'errors:technical',
        buttonKey: 'common:popup.signOut',
        action: { kind: 'signOut' },
      }),
    );
    expect(timers.pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(window.location.pathname).toBe('/signOut');
    expect(timers.resume).toHaveBeenCalledTimes(1);
  });

  it('§2 the session warning shows while the timers say so', async () => {
    await renderPage('/home');
    act(() => portalStore.set(sessionWarningAtom, { expiresAt: Date.now() + 120_000 }));
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBeDefined();
  });
});

describe("§2 home's back button: the logout confirmation", () => {
  it('asks, with focus on staying; staying closes it and keeps the page', async () => {
    await renderPage('/home');
    const user = setupUser();
    act(() => askToConfirmLogout());
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Do you want to sign out of your account?',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(portalStore.get(logoutConfirmationAtom)).toBe(false);
    expect(window.location.pathname).toBe('/home');
  });

  it('Escape is staying', async () => {
    await renderPage('/home');
    const user = setupUser();
    act(() => askToConfirmLogout());
    await user.keyboard('{Escape}');
    expect(portalStore.get(logoutConfirmationAtom)).toBe(false);
    expect(window.location.pathname).toBe('/home');
  });

  it('signing out goes to /signOut', async () => {
    await renderPage('/home');
    const user = setupUser();
    act(() => askToConfirmLogout());
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(window.location.pathname).toBe('/signOut');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe("a tester's remote overrides", () => {
  const BRANCH = 'http://localhost:4013/mfe-postlogin/mf-manifest.json';

  it('no banner without options, nor with no overrides', async () => {
    await renderPage('/home');
    expect(within(host).queryByRole('region')).toBeNull();
    expect(within(host).queryByRole('button')).toBeNull();
    act(() => remove());
    host.remove();
    await renderPage('/home', { remoteOverrides: {} });
    expect(within(host).queryByRole('region')).toBeNull();
    expect(within(host).queryByRole('button')).toBeNull();
  });

  it('the banner names the override, beside the other overlays', async () => {
    await renderPage('/home', { remoteOverrides: { mfe_postlogin: BRANCH } });
    const banner = within(host).getByRole('region', { name: 'Remote overrides' });
    expect(within(banner).getByText('Testing: this page runs a remote from another build.')).toBeTruthy();
    expect(within(banner).getByRole('listitem').textContent).toBe(`mfe_postlogin from ${BRANCH}`);
    act(() => {
      notify({ messageKey: 'common:popup.ok' });
    });
    expect(within(host).getByRole('status').textContent).toBe('Success: OK');
  });

  it('its button clears the overrides (the kept ones, then a reload), by click and by keyboard', async () => {
    await renderPage('/home', { remoteOverrides: { mfe_postlogin: BRANCH } });
    const user = setupUser();
    await user.click(within(host).getByRole('button', { name: 'Clear overrides and reload' }));
    expect(clearRemoteOverrides).toHaveBeenCalledTimes(1);
    expect(clearRemoteOverrides).toHaveBeenCalledWith();
    await user.keyboard('{Enter}');
    expect(clearRemoteOverrides).toHaveBeenCalledTimes(2);
  });
});
