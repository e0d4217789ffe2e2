// A partial or reset session does not survive a public start route.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SESSION, type StoredSession } from '@portal/domain/session';
import { portalStore, purgeSession, sessionAtom } from '@portal/client/state';
import { setStoredSession } from '@portal/ui/testing';
import { endSessionOnStartRoute } from './end-on-start-route';

const revoke = vi.fn(async (_token: string) => undefined);
const token = (value: string) => ({ name: 'access_token', value, timestamp: 1 });

const PARTIAL: Partial<StoredSession> = {
  sessionId: 'S-1',
  partialAccess: true,
  userId: 'guid-chen',
  userName: 'challenge.chen',
  token: token('partial-1'),
  loginScope: ['challenge', 'home'],
  flowConfig: { flow: 'login', step: 'challenge', probes: { SOLVE_CHALLENGE: 'ref' }, code: null },
};
const RESET: Partial<StoredSession> = {
  sessionId: 'S-1',
  userId: 'guid-rita',
  userName: 'ready.rita',
  token: token('reset-1'),
  flowConfig: { flow: 'recovery', step: 'resetPassword', probes: {}, code: null },
};

beforeEach(() => {
  purgeSession();
  revoke.mockClear();
});
afterEach(() => purgeSession());

describe('entering a public start route ends the session under way (decision 025)', () => {
  it.each(['/', '/login', '/forgotpassword', '/forgotusername', '/createAccount', '/LOGIN'])(
    '%s ends a partial sign-in: revoked at the gateway, dropped from the session',
    (path) => {
      setStoredSession(PARTIAL);
      endSessionOnStartRoute(path, revoke);
      expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
      expect(revoke).toHaveBeenCalledWith('partial-1');
    },
  );

  it('a reset token of a recovery left half-way goes too', () => {
    setStoredSession(RESET);
    endSessionOnStartRoute('/login', revoke);
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
    expect(revoke).toHaveBeenCalledWith('reset-1');
  });

  it('a flow without a token yet (a code sent, not verified) is dropped, with nothing to revoke', () => {
    setStoredSession({
      ...RESET,
      token: null,
      flowConfig: { flow: 'recovery', step: 'verifyCode', probes: {}, code: null },
    });
    endSessionOnStartRoute('/forgotpassword', revoke);
    expect(portalStore.get(sessionAtom)).toEqual({ ...EMPTY_SESSION, sessionId: 'S-1' });
    expect(revoke).not.toHaveBeenCalled();
  });

  it.each([
    '/login/challenge',
    '/createAccount/enroll',
    '/createAccount/verifyCode',
    '/forgotPassword/resetPassword',
    '/migration/establishAccount',
    '/timeout',
    '/signOut',
  ])('%s is no start route: the session stays', (path) => {
    setStoredSession(PARTIAL);
    endSessionOnStartRoute(path, revoke);
    expect(portalStore.get(sessionAtom).token?.value).toBe('partial-1');
    expect(revoke).not.toHaveBeenCalled();
  });

  it('full access is never ended by a route (the guard sends it home)', () => {
    setStoredSession({
      ...PARTIAL,
      partialAccess: false,
      fullAccess: true,
      flowConfig: null,
      loginScope: ['home'],
      token: token('full-1'),
    });
    endSessionOnStartRoute('/login', revoke);
    expect(portalStore.get(sessionAtom).token?.value).toBe('full-1');
    expect(revoke).not.toHaveBeenCalled();
  });
});
