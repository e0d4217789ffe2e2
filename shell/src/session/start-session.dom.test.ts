import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as api from '@portal/client/api';
import { configureApi, renewServerSessionId, revokeToken, type ApiOptions } from '@portal/client/api';
import { SESSION_EXPIRY_MS } from '@portal/domain/constants';
import { EMPTY_SESSION, SESSION_STORAGE_KEY, type StoredSession } from '@portal/domain/session';
import { portalStore, purgeSession, sessionAtom } from '@portal/client/state';
import { SESSION_ID_RELOAD_MARK } from './server-session';
import { startSession, type StartedSession } from './start-session';

vi.mock('@portal/client/api', async (original) => ({
  ...(await original<typeof api>()),
  configureApi: vi.fn(),
  renewServerSessionId: vi.fn(),
  revokeToken: vi.fn(),
}));

/** The options the session handed the API client. */
function apiOptions(): ApiOptions {
  const options = vi.mocked(configureApi).mock.lastCall?.[0];
  if (typeof options !== 'object') throw new Error('configureApi was not given options');
  return options;
}

/** The session a reload finds in sessionStorage (§3 Stored across refresh). */
function stored(patch: Partial<StoredSession>): void {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...EMPTY_SESSION, ...patch }));
}

let started: StartedSession | null = null;

describe('the session at boot', () => {
  beforeEach(() => {
    purgeSession();
    sessionStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(() => {
    started = null;
  });

  it('reads the stored session, applies §2 Page refresh to it, then gives the API client the session', async () => {
    stored({ sessionId: 'S-1', partialAccess: true, token: { name: 'access_token', value: 'T-1', timestamp: 1 } });
    window.history.replaceState(null, '', '/login/acceptTac');
    started = startSession('https://gateway.example/api/');
    expect(window.location.pathname).toBe('/login');
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
    await expect(started.ready).resolves.toBe('stored');
    const options = apiOptions();
    expect(options.baseURL).toBe('https://gateway.example/api/');
    expect(options.session?.sessionId()).toBe('S-1');
    expect(options.session?.deviceId()).toMatch(/^[0-9a-f]{32}$/);
    expect(renewServerSessionId).not.toHaveBeenCalled();
  });

  it('asks for a server session id when none is stored, before anything else is called', async () => {
    vi.mocked(renewServerSessionId).mockResolvedValue('S-new');
    window.history.replaceState(null, '', '/');
    started = startSession('https://gateway.example/api/');
    await expect(started.ready).resolves.toBe('renewed');
    expect(portalStore.get(sessionAtom).sessionId).toBe('S-new');
  });

  it('on the reload a failure asked for, a second failure carries on without reloading again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(renewServerSessionId).mockRejectedValue(new Error('down'));
    window.history.replaceState({ [SESSION_ID_RELOAD_MARK]: true }, '', '/');
    started = startSession('https://gateway.example/api/');
    await expect(started.ready).resolves.toBe('unavailable');
    expect(window.history.state).toEqual({});
    warn.mockRestore();
  });

  it('a request that finds the id gone (after a purge) fetches another in the background', async () => {
    stored({ sessionId: 'S-1' });
    window.history.replaceState(null, '', '/');
    started = startSession('https://gateway.example/api/');
    purgeSession();
    vi.mocked(renewServerSessionId).mockResolvedValue('S-2');
    expect(apiOptions().session?.sessionId()).toBeNull();
    await vi.waitFor(() => expect(portalStore.get(sessionAtom).sessionId).toBe('S-2'));
  });

  it("a token renewed by the client restarts the keeper's renewal clock", () => {
    stored({ sessionId: 'S-1' });
    started = startSession('https://gateway.example/api/');
    const keeper = started.keep('ACME-WEB-01');
    const tokenRenewed = vi.spyOn(keeper.timers, 'tokenRenewed');
    apiOptions().onTokenRenewed?.({ accessToken: 'T-2', timestamp: 2 });
    expect(tokenRenewed).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it('§4 a tab restored after more than 480000 ms of idleness goes to /timeout: access and token gone before any call, the token revoked, then purged', async () => {
    vi.mocked(revokeToken).mockResolvedValue(undefined);
    const now = Date.now();
    stored({
      sessionId: 'S-1',
      fullAccess: true,
      userId: 'user-1',
      token: { name: 'access_token', value: 'T-idle', timestamp: now - 600_000 },
      lastActivityAt: now - SESSION_EXPIRY_MS - 1,
    });
    window.history.replaceState(null, '', '/home');
    started = startSession('https://gateway.example/api/');
    expect(window.location.pathname).toBe('/timeout');
    expect([portalStore.get(sessionAtom).fullAccess, portalStore.get(sessionAtom).token]).toEqual([false, null]);
    expect(apiOptions().session?.token()).toBeNull();
    await vi.waitFor(() => expect(revokeToken).toHaveBeenCalledWith('T-idle'));
    await vi.waitFor(() => expect(portalStore.get(sessionAtom)).toEqual(EMPTY_SESSION));
  });

  it('decision 025: a typed /login ends a partial sign-in before any call can carry its token, and revokes it', async () => {
    vi.mocked(revokeToken).mockResolvedValue(undefined);
    stored({
      sessionId: 'S-1',
      partialAccess: true,
      userId: 'guid-chen',
      token: { name: 'access_token', value: 'T-partial', timestamp: Date.now() },
      loginScope: ['challenge', 'home'],
      flowConfig: { flow: 'login', step: 'challenge', probes: {}, code: null },
    });
    window.history.replaceState(null, '', '/login');
    started = startSession('https://gateway.example/api/');
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
    expect(apiOptions().session?.token()).toBeNull();
    await vi.waitFor(() => expect(revokeToken).toHaveBeenCalledWith('T-partial'));
  });

  it('§4 a tab restored within the 480000 ms stays signed in where it was', () => {
    const now = Date.now();
    stored({
      sessionId: 'S-1',
      fullAccess: true,
      userId: 'user-1',
      token: { name: 'access_token', value: 'T-1', timestamp: now - 60_000 },
      lastActivityAt: now - SESSION_EXPIRY_MS + 5_000,
    });
    window.history.replaceState(null, '', '/home');
    started = startSession('https://gateway.example/api/');
    expect(window.location.pathname).toBe('/home');
    expect(portalStore.get(sessionAtom).token?.value).toBe('T-1');
    expect(revokeToken).not.toHaveBeenCalled();
  });
});
