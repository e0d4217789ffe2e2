import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialog, renderInPortal, setUpPortal, setupUser, uninstallDialog } from '../../testing';
import {
  closeErrorPopup,
  type ErrorPopup as Popup,
  errorPopupAtom,
  portalStore,
  registerSessionTimers,
  showErrorPopup,
} from '@portal/client/state';
import { ErrorPopup } from './error-popup';

beforeAll(installDialog);
afterAll(uninstallDialog);

const timers = { pause: vi.fn(), resume: vi.fn(), continueSession: vi.fn(() => Promise.resolve()) };

const technical = (action: Popup['action'], buttonKey: Popup['buttonKey'] = 'common:popup.ok'): Popup => ({
  messageKey: 'errors:technical',
  buttonKey,
  action,
});

async function renderPopup(locale = 'en', embedded = false) {
  await setUpPortal({ locale });
  renderInPortal(<ErrorPopup embedded={embedded} />);
  return setupUser();
}

function raise(popup: Popup) {
  act(() => showErrorPopup(popup));
  return screen.getByRole('alertdialog', { name: "There's a problem" });
}

beforeEach(() => {
  vi.clearAllMocks();
  registerSessionTimers(timers);
  window.history.replaceState(null, '', '/home');
});

afterEach(() => {
  closeErrorPopup();
  registerSessionTimers(null);
});

describe('§4 the error popup', () => {
  it('is an alert dialog with the message, and focus on its one button', async () => {
    await renderPopup();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const dialog = raise(technical({ kind: 'signOut' }, 'common:popup.signOut'));
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Sorry, we are unable to process your request at this time. Please try again later.',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
  });

  it("§8 appends the issuer's customer-support text", async () => {
    await renderPopup();
    const dialog = raise({
      messageKey: 'errors:lock.permanent',
      appendCustomerSupport: true,
      buttonKey: 'common:popup.ok',
      action: { kind: 'close' },
    });
    expect(dialog.textContent).toContain('Your account is locked. Call 1-800-555-0199.');
  });

  it('§4 stops the session timers while shown and starts them again when closed', async () => {
    const user = await renderPopup();
    raise(technical({ kind: 'close' }));
    expect(timers.pause).toHaveBeenCalledTimes(1);
    expect(timers.resume).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(timers.resume).toHaveBeenCalledTimes(1);
    expect(timers.pause).toHaveBeenCalledTimes(1);
  });

  it('signOut: the button goes to /signOut', async () => {
    const user = await renderPopup();
    raise(technical({ kind: 'signOut' }, 'common:popup.signOut'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(window.location.pathname).toBe('/signOut');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(portalStore.get(errorPopupAtom)).toBeNull();
  });

  it('signOut then login: the button goes to the sign-out page, which goes on to login (§8 exception cases)', async () => {
    const user = await renderPopup();
    raise(technical({ kind: 'signOut', then: 'login' }, 'common:popup.goToLogin'));
    await user.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/signOut?then=login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('route: the button goes to that route', async () => {
    const user = await renderPopup();
    raise(technical({ kind: 'route', to: '/login' }, 'common:popup.goToLogin'));
    await user.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('action: the button runs it, once, after closing the popup', async () => {
    const user = await renderPopup();
    const run = vi.fn(() => expect(portalStore.get(errorPopupAtom)).toBeNull());
    raise(technical({ kind: 'action', run }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/home');
  });

  it('close: the button only closes it', async () => {
    const user = await renderPopup();
    raise(technical({ kind: 'close' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/home');
  });

  it('Escape closes a popup whose button only closes', async () => {
    const user = await renderPopup();
    raise(technical({ kind: 'close' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(timers.resume).toHaveBeenCalledTimes(1);
  });

  it('Escape never skips a sign-out: the popup stays', async () => {
    const user = await renderPopup();
    raise(technical({ kind: 'signOut' }, 'common:popup.signOut'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: "There's a problem" })).toBeDefined();
    expect(window.location.pathname).toBe('/home');
    expect(timers.resume).not.toHaveBeenCalled();
  });

  it('in Spanish', async () => {
    await renderPopup('es');
    act(() => showErrorPopup(technical({ kind: 'signOut' }, 'common:popup.signOut')));
    expect(screen.getByRole('alertdialog', { name: 'Hay un problema' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeDefined();
  });

  describe("embedded in a merchant's page (the wallet, decision 033): nothing navigates the page away", () => {
    const leaving: [string, Popup['action'], Popup['buttonKey']][] = [
      ['signOut', { kind: 'signOut' }, 'common:popup.signOut'],
      ['signOut then login', { kind: 'signOut', then: 'login' }, 'common:popup.goToLogin'],
      ['route', { kind: 'route', to: '/login' }, 'common:popup.goToLogin'],
    ];
    it.each(leaving)(
      '%s: the one button reads OK and only closes; Escape closes it too',
      async (_, action, buttonKey) => {
        const user = await renderPopup('en', true);
        raise(technical(action, buttonKey));
        expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
        await user.click(screen.getByRole('button', { name: 'OK' }));
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(window.location.pathname).toBe('/home');
        raise(technical(action, buttonKey));
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(window.location.pathname).toBe('/home');
      },
    );

    it('an action still runs', async () => {
      const user = await renderPopup('en', true);
      const run = vi.fn();
      raise(technical({ kind: 'action', run }, 'common:popup.ok'));
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(run).toHaveBeenCalledTimes(1);
    });
  });
});
