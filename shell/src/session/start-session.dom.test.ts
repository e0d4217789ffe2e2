import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as api from '@portal/shared/api';
import { configureApi, renewServerSessionId, type ApiOptions } from '@portal/shared/api';
import { EMPTY_SESSION, SESSION_STORAGE_KEY, type StoredSession } from '@portal/shared/domain/session';
import { portalStore, purgeSession, sessionAtom } from '@portal/shared/state';
import { SESSION_ID_RELOAD_MARK } from './server-session';
import { startSession, type StartedSession } from './start-session';

vi.mock('@portal/shared/api', async (original) => ({
  ...(await original<typeof api>()),
  configureApi: vi.fn(),
  renewServerSessionId: vi.fn(),
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

  it('a token renewed by the client restarts the keeper\'s renewal clock', () => {
    stored({ sessionId: 'S-1' });
    started = startSession('https://gateway.example/api/');
    const keeper = started.keep('ACME-WEB-01');
    const tokenRenewed = vi.spyOn(keeper.timers, 'tokenRenewed');
    apiOptions().onTokenRenewed?.({ accessToken: 'T-2', timestamp: 2 });
    expect(tokenRenewed).toHaveBeenCalledTimes(1);
    keeper.stop();
  });
});
