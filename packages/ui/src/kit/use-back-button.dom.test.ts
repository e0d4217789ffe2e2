import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Link, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalStore, closeLogoutConfirmation, logoutConfirmationAtom } from '@portal/client/state';
import { backGuardOf, useBackButton, type BackButtonPolicy } from './use-back-button';

/** The portal's router (createRemoteApp's): the declarative one on the page's history. */
const navigator: { current: NavigateFunction | null } = { current: null };
function Table({ routes }: { routes: RouteObject[] }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.current = navigate;
  });
  return useRoutes(routes);
}
const renderRoutes = (routes: RouteObject[]) =>
  render(createElement(BrowserRouter, null, createElement(Table, { routes })));

/** A fresh history: /prev, then the screen's own entry. */
function visit(path: string): void {
  window.history.replaceState(null, '', '/prev');
  window.history.pushState({ idx: 1 }, '', path);
}

/** The browser's back button, and the popstate it causes. */
async function pressBack(): Promise<void> {
  const moved = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  act(() => window.history.back());
  await act(() => moved);
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function useScreen(policy: BackButtonPolicy) {
  return renderHook(() => useBackButton(policy));
}

describe('useBackButton (§2 Back button), on the plain history API', () => {
  beforeEach(() => {
    closeLogoutConfirmation();
  });

  it('pushes one guard entry at the same URL, keeping the router state beneath', () => {
    visit('/login/challenge');
    const length = window.history.length;
    useScreen({ kind: 'confirmExit', onConfirm: vi.fn() });
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/login/challenge');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(backGuardOf(window.history.state)).not.toBeNull();
  });

  it('confirmExit: back keeps the person on the screen, guards again and asks the screen to confirm, every time', async () => {
    visit('/login/challenge');
    const onConfirm = vi.fn();
    useScreen({ kind: 'confirmExit', onConfirm });
    await pressBack();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/login/challenge');
    expect(backGuardOf(window.history.state)).not.toBeNull();
    await pressBack();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('goTo: back goes to the route, in place of the screen', async () => {
    visit('/userSettings/email/verifyCode/c-1');
    useScreen({ kind: 'goTo', to: '/userSettings' });
    await pressBack();
    expect(window.location.pathname).toBe('/userSettings');
    expect(backGuardOf(window.history.state)).toBeNull();
    await pressBack();
    expect(window.location.pathname).toBe('/prev');
  });

  it('confirmLogout: back at home asks to confirm logout, and stays', async () => {
    visit('/home');
    useScreen({ kind: 'confirmLogout' });
    expect(portalStore.get(logoutConfirmationAtom)).toBe(false);
    await pressBack();
    expect(portalStore.get(logoutConfirmationAtom)).toBe(true);
    expect(window.location.pathname).toBe('/home');
  });

  it('answers with the latest policy the screen passed, without guarding again', async () => {
    visit('/createAccount/addCard');
    const first = vi.fn();
    const { rerender } = renderHook((policy: BackButtonPolicy) => useBackButton(policy), {
      initialProps: { kind: 'confirmExit', onConfirm: first },
    });
    const length = window.history.length;
    rerender({ kind: 'goTo', to: '/home' });
    expect(window.history.length).toBe(length);
    await pressBack();
    expect(first).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/home');
  });

  it('a back that goes past the screen (to another URL) is not answered', async () => {
    visit('/login/acceptTac');
    const onConfirm = vi.fn();
    useScreen({ kind: 'confirmExit', onConfirm });
    const moved = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    act(() => window.history.go(-2));
    await act(() => moved);
    expect(window.location.pathname).toBe('/prev');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("leaving the screen in place pops its guard: the next page's back goes to the page before, unanswered", async () => {
    visit('/login/challenge');
    const onConfirm = vi.fn();
    const { unmount } = useScreen({ kind: 'confirmExit', onConfirm });
    unmount();
    await waitFor(() => expect(backGuardOf(window.history.state)).toBeNull());
    expect(window.location.pathname).toBe('/login/challenge');
    await pressBack();
    expect(window.location.pathname).toBe('/prev');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('StrictMode mounts twice but leaves one guard, and keeps it', async () => {
    visit('/login/verifyCode');
    const length = window.history.length;
    const onConfirm = vi.fn();
    renderHook(() => useBackButton({ kind: 'confirmExit', onConfirm }), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(StrictMode, null, children),
    });
    await nextTask();
    expect(window.history.length).toBe(length + 1);
    expect(backGuardOf(window.history.state)).not.toBeNull();
    await pressBack();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

/**
 * What single-spa 6 does to the history API at start (src/navigation/navigation-events.js,
 * patchedUpdateState and createPopStateEvent): after a pushState or replaceState that changes the
 * URL it dispatches an artificial popstate marked `singleSpa` and `singleSpaTrigger`, so every
 * application's router hears of it. (@portal/ui does not depend on single-spa itself.)
 */
function patchHistoryLikeSingleSpa(): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      const before = window.location.href;
      original(data, unused, url);
      if (window.location.href === before) return;
      const event = Object.assign(new PopStateEvent('popstate', { state: window.history.state as unknown }), {
        singleSpa: true,
        singleSpaTrigger: method,
      });
      window.dispatchEvent(event);
    };
  }
}

describe('useBackButton under single-spa and react-router (the portal as it runs)', () => {
  const onConfirm = vi.fn();

  function Flow() {
    useBackButton({ kind: 'confirmExit', onConfirm });
    return createElement(
      'main',
      null,
      createElement('h1', null, 'Challenge'),
      createElement(Link, { to: '/login/acceptTac' }, 'Next step'),
    );
  }

  beforeAll(() => {
    patchHistoryLikeSingleSpa();
  });

  it('a forward navigation by a link is not mistaken for back; back to the screen adopts its guard; the next back is answered', async () => {
    visit('/login/challenge');
    const { unmount } = renderRoutes([
      { path: '/login/challenge', element: createElement(Flow) },
      { path: '/login/acceptTac', element: createElement('h1', null, 'Terms') },
      { path: '*', element: createElement('h1', null, 'Elsewhere') },
    ]);
    await screen.findByRole('heading', { name: 'Challenge' });
    const guarded = window.history.length;

    await userEvent.click(screen.getByRole('link', { name: 'Next step' }));
    await screen.findByRole('heading', { name: 'Terms' });
    await nextTask();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login/acceptTac');

    // Back from the next page shows the screen again, on its guard entry, without another push.
    await pressBack();
    await screen.findByRole('heading', { name: 'Challenge' });
    await nextTask();
    expect(backGuardOf(window.history.state)).not.toBeNull();
    expect(window.history.length).toBe(guarded + 1);
    expect(onConfirm).not.toHaveBeenCalled();

    await pressBack();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Challenge' })).toBeDefined();
    expect(window.location.pathname).toBe('/login/challenge');
    unmount();
  });

  it('a forward navigation that keeps the path (a new query) is not mistaken for back either', async () => {
    visit('/login/challenge');
    const { unmount } = renderRoutes([{ path: '/login/challenge', element: createElement(Flow) }]);
    await screen.findByRole('heading', { name: 'Challenge' });
    onConfirm.mockClear();
    await act(async () => {
      await navigator.current?.('/login/challenge?channel=phone');
    });
    await nextTask();
    expect(window.location.search).toBe('?channel=phone');
    expect(onConfirm).not.toHaveBeenCalled();
    unmount();
  });

  it('goTo navigates through single-spa and the router like any portal link', async () => {
    visit('/forgotPassword/verifyCode');
    function Step() {
      useBackButton({ kind: 'goTo', to: '/forgotpassword' });
      return createElement('h1', null, 'Verify');
    }
    const { unmount } = renderRoutes([
      { path: '/forgotPassword/verifyCode', element: createElement(Step) },
      { path: '/forgotpassword', element: createElement('h1', null, 'Forgot password') },
    ]);
    await screen.findByRole('heading', { name: 'Verify' });
    await pressBack();
    await screen.findByRole('heading', { name: 'Forgot password' });
    expect(window.location.pathname).toBe('/forgotpassword');
    unmount();
  });
});
