import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SESSION, type StoredSession } from '@portal/domain/session';
import { portalStore, purgeSession, sessionAtom } from '@portal/client/state';
import { applyPageRefresh, navigationType, type PageLoad } from './refresh-on-load';

const PARTIAL: StoredSession = {
  ...EMPTY_SESSION,
  partialAccess: true,
  userId: 'user-1',
  sessionId: 'S-1',
  token: { name: 'access_token', value: 'T-1', timestamp: 1 },
  loginScope: ['challenge', 'home'],
  flowConfig: { flow: 'login', step: 'challenge', probes: { SOLVE_CHALLENGE: 'ref-1' }, code: null },
};

function load(type: string, pathname: string) {
  const replaceState = vi.fn<History['replaceState']>();
  const page: PageLoad = { type, location: { pathname }, history: { replaceState } };
  return { ...page, history: { replaceState } };
}

describe('§2 Page refresh applied at boot', () => {
  beforeEach(() => purgeSession());

  it('a reload of a login sub-page goes to login in place; the sign-in under way ends, the server session id stays', () => {
    portalStore.set(sessionAtom, PARTIAL);
    const page = load('reload', '/login/challenge');
    expect(applyPageRefresh(page)).toEqual({ action: 'redirect', to: '/login', endFlow: true });
    expect(page.history.replaceState).toHaveBeenCalledWith(null, '', '/login');
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
  });

  it('a fresh load of a logged-in page without full access goes to login', () => {
    const page = load('navigate', '/userSettings');
    expect(applyPageRefresh(page)).toMatchObject({ action: 'redirect', to: '/login' });
    expect(page.history.replaceState).toHaveBeenCalledWith(null, '', '/login');
    expect(portalStore.get(sessionAtom)).toBe(EMPTY_SESSION);
  });

  it('a kept page is left untouched', () => {
    portalStore.set(sessionAtom, { ...PARTIAL, partialAccess: false, fullAccess: true });
    const page = load('reload', '/home');
    expect(applyPageRefresh(page)).toEqual({ action: 'keep' });
    expect(page.history.replaceState).not.toHaveBeenCalled();
  });

  it('a page the browser brings back (back or forward) is not a refresh: the flow continues', () => {
    portalStore.set(sessionAtom, PARTIAL);
    const page = load('back_forward', '/login/challenge');
    expect(applyPageRefresh(page)).toBeNull();
    expect(page.history.replaceState).not.toHaveBeenCalled();
    expect(portalStore.get(sessionAtom)).toBe(PARTIAL);
  });

  it('reads the navigation type of the load (a browser without the entry counts as a fresh load)', () => {
    expect(navigationType({ getEntriesByType: () => [{ type: 'reload' } as unknown as PerformanceEntry] })).toBe(
      'reload',
    );
    expect(navigationType({ getEntriesByType: () => [] })).toBe('navigate');
    expect(navigationType(undefined)).toBe('navigate');
  });
});
