import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, renewToken } from '@portal/client/api';
import { SESSION_EXPIRY_MS } from '@portal/domain/constants';
import { KeepAliveResponseSchema, ServerSessionResponseSchema } from '@portal/domain/schemas';
import { EMPTY_SESSION, SESSION_STORAGE_KEY, type StoredSession } from '@portal/domain/session';
import { portalStore, purgeSession, sessionAtom, setSessionToken } from '@portal/client/state';
import { startTestGateway, TEST_GATEWAY, type ReceivedRequest } from '@portal/ui/testing/network';
import { SESSION_ID_RELOAD_MARK } from './server-session';
import { startSession, type StartedSession } from './start-session';

// The session configures the page's API client itself: on the test gateway's base URL, so what the
// client was given shows in the requests it makes (their URL, the session's headers, the token).
const gateway = startTestGateway();
const RENEW_SESSION_ID = 'renew-server-sessionid';
const REVOCATION = 'oauth2/lcm/token/authorized/revocation';
/** A request of any screen, after boot: what the client sends with the session it was given. */
const PROBE = 'any/screen/call';

/** Sends a request through the page's client, as a screen would, and returns it as the gateway got it. */
async function requestNow(): Promise<ReceivedRequest> {
  const probes = gateway.replyEmpty('get', PROBE);
  await apiClient().get(PROBE);
  const [probe] = probes;
  if (!probe) throw new Error('the request did not reach the gateway');
  return probe;
}

/** The revocations the gateway received: the token each revoked, and the bearer it came with. */
const revoked = (requests: ReceivedRequest[]) =>
  requests.map((r) => [new URLSearchParams(String(r.body)).get('token'), r.headers.get('Authorization')]);

/** The session a reload finds in sessionStorage (§3 Stored across refresh). */
function stored(patch: Partial<StoredSession>): void {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...EMPTY_SESSION, ...patch }));
}

let started: StartedSession | null = null;

describe('the session at boot', () => {
  beforeEach(() => {
    purgeSession();
    sessionStorage.clear();
  });
  afterEach(() => {
    started = null;
  });

  it('reads the stored session, applies §2 Page refresh to it, then gives the API client the session', async () => {
    stored({ sessionId: 'S-1', partialAccess: true, token: { name: 'access_token', value: 'T-1', timestamp: 1 } });
    window.history.replaceState(null, '', '/login/acceptTac');
    started = startSession(TEST_GATEWAY);
    expect(window.location.pathname).toBe('/login');
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
    await expect(started.ready).resolves.toBe('stored');
    const request = await requestNow();
    expect(request.url.href).toBe(`${TEST_GATEWAY}${PROBE}`);
    expect(request.headers.get('DFPSESSIONID')).toBe('S-1');
    expect(request.headers.get('X-THMID')).toMatch(/^[0-9a-f]{32}$/);
    expect(gateway.requests).toEqual([request]);
  });

  it('asks for a server session id when none is stored, before anything else is called', async () => {
    const renewed = gateway.reply('get', RENEW_SESSION_ID, ServerSessionResponseSchema, { sessionId: 'S-new' });
    window.history.replaceState(null, '', '/');
    started = startSession(TEST_GATEWAY);
    await expect(started.ready).resolves.toBe('renewed');
    expect(portalStore.get(sessionAtom).sessionId).toBe('S-new');
    expect(renewed).toHaveLength(1);
    expect(gateway.requests).toEqual(renewed);
    expect((await requestNow()).headers.get('DFPSESSIONID')).toBe('S-new');
  });

  it('on the reload a failure asked for, a second failure carries on without reloading again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = gateway.unreachable('get', RENEW_SESSION_ID);
    window.history.replaceState({ [SESSION_ID_RELOAD_MARK]: true }, '', '/');
    started = startSession(TEST_GATEWAY);
    await expect(started.ready).resolves.toBe('unavailable');
    expect(down).toHaveLength(1);
    expect(window.history.state).toEqual({});
    warn.mockRestore();
  });

  it('a request that finds the id gone (after a purge) fetches another in the background', async () => {
    stored({ sessionId: 'S-1' });
    window.history.replaceState(null, '', '/');
    started = startSession(TEST_GATEWAY);
    purgeSession();
    const renewed = gateway.reply('get', RENEW_SESSION_ID, ServerSessionResponseSchema, { sessionId: 'S-2' });
    expect((await requestNow()).headers.has('DFPSESSIONID')).toBe(false);
    await vi.waitFor(() => expect(portalStore.get(sessionAtom).sessionId).toBe('S-2'));
    expect(renewed).toHaveLength(1);
  });

  it("a token renewed by the client restarts the keeper's renewal clock", async () => {
    stored({ sessionId: 'S-1' });
    started = startSession(TEST_GATEWAY);
    setSessionToken('T-1', Date.now());
    const keeper = started.keep('ACME-WEB-01');
    const tokenRenewed = vi.spyOn(keeper.timers, 'tokenRenewed');
    const kept = gateway.reply('post', 'consumer-api/v1/refreshvtoken', KeepAliveResponseSchema, {
      access_token: 'T-2',
    });
    await renewToken();
    expect(kept.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer T-1']);
    expect(portalStore.get(sessionAtom).token?.value).toBe('T-2');
    expect(tokenRenewed).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it('§4 a tab restored after more than 480000 ms of idleness goes to /timeout: access and token gone before any call, the token revoked, then purged', async () => {
    const revocations = gateway.replyEmpty('post', REVOCATION);
    const now = Date.now();
    stored({
      sessionId: 'S-1',
      fullAccess: true,
      userId: 'user-1',
      token: { name: 'access_token', value: 'T-idle', timestamp: now - 600_000 },
      lastActivityAt: now - SESSION_EXPIRY_MS - 1,
    });
    window.history.replaceState(null, '', '/home');
    started = startSession(TEST_GATEWAY);
    expect(window.location.pathname).toBe('/timeout');
    expect([portalStore.get(sessionAtom).fullAccess, portalStore.get(sessionAtom).token]).toEqual([false, null]);
    const request = requestNow();
    await vi.waitFor(() => expect(revoked(revocations)).toEqual([['T-idle', 'Bearer T-idle']]));
    expect((await request).headers.has('Authorization')).toBe(false);
    await vi.waitFor(() => expect(portalStore.get(sessionAtom)).toEqual(EMPTY_SESSION));
  });

  it('decision 025: a typed /login ends a partial sign-in before any call can carry its token, and revokes it', async () => {
    const revocations = gateway.replyEmpty('post', REVOCATION);
    stored({
      sessionId: 'S-1',
      partialAccess: true,
      userId: 'guid-chen',
      token: { name: 'access_token', value: 'T-partial', timestamp: Date.now() },
      loginScope: ['challenge', 'home'],
      flowConfig: { flow: 'login', step: 'challenge', probes: {}, code: null },
    });
    window.history.replaceState(null, '', '/login');
    started = startSession(TEST_GATEWAY);
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
    const request = requestNow();
    await vi.waitFor(() => expect(revoked(revocations)).toEqual([['T-partial', 'Bearer T-partial']]));
    expect((await request).headers.has('Authorization')).toBe(false);
  });

  it('§4 a tab restored within the 480000 ms stays signed in where it was', async () => {
    const now = Date.now();
    stored({
      sessionId: 'S-1',
      fullAccess: true,
      userId: 'user-1',
      token: { name: 'access_token', value: 'T-1', timestamp: now - 60_000 },
      lastActivityAt: now - SESSION_EXPIRY_MS + 5_000,
    });
    window.history.replaceState(null, '', '/home');
    started = startSession(TEST_GATEWAY);
    expect(window.location.pathname).toBe('/home');
    expect(portalStore.get(sessionAtom).token?.value).toBe('T-1');
    // A request after boot carries the token; none before it revoked anything.
    const request = await requestNow();
    expect(request.headers.get('Authorization')).toBe('Bearer T-1');
    expect(gateway.requests).toEqual([request]);
  });
});
