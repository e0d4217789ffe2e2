import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
} from '@portal/shared/state';
import { installDialog, setUpPortal, uninstallDialog } from '@portal/shared/testing';
import { renderOverlays } from './render-overlays';

beforeAll(installDialog);
afterAll(uninstallDialog);

let host: HTMLElement;
let remove: () => void = () => undefined;

/** The shell's page: the overlays' element, as index.html has it. */
async function renderPage(path = '/login') {
  window.history.replaceState(null, '', path);
  await setUpPortal();
  host = document.createElement('div');
  host.id = 'portal-overlays';
  document.body.append(host);
  act(() => {
    remove = renderOverlays(host);
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
    const user = userEvent.setup();
    act(() => showErrorPopup({ messageKey: 'errors:technical', buttonKey: 'common:popup.signOut', action: { kind: 'signOut' } }));
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
    const user = userEvent.setup();
    act(() => askToConfirmLogout());
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Do you want to sign out of your account?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(portalStore.get(logoutConfirmationAtom)).toBe(false);
    expect(window.location.pathname).toBe('/home');
  });

  it('Escape is staying', async () => {
    await renderPage('/home');
    const user = userEvent.setup();
    act(() => askToConfirmLogout());
    await user.keyboard('{Escape}');
    expect(portalStore.get(logoutConfirmationAtom)).toBe(false);
    expect(window.location.pathname).toBe('/home');
  });

  it('signing out goes to /signOut', async () => {
    await renderPage('/home');
    const user = userEvent.setup();
    act(() => askToConfirmLogout());
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(window.location.pathname).toBe('/signOut');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
