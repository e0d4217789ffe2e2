import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revokeToken } from '@portal/client/api';
import {
  EMPTY_HELD,
  heldSessionAtom,
  holdProfile,
  notificationsAtom,
  notify,
  portalStore,
  sessionAtom,
} from '@portal/client/state';
import { setStoredSession } from '@portal/ui/testing';
import { signOut } from './sign-out';

vi.mock('@portal/client/api', () => ({ revokeToken: vi.fn<(token: string) => Promise<void>>() }));

const revoke = vi.mocked(revokeToken);

beforeEach(() => {
  revoke.mockReset();
  setStoredSession({
    fullAccess: true,
    userId: 'user-1',
    token: { name: 'access_token', value: 'token-1', timestamp: 1 },
    loginScope: [],
  });
  holdProfile({ fullName: 'Rita Ready' });
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  vi.restoreAllMocks();
});

describe('§2 signOut', () => {
  it('revokes the session token first, then purges the session', async () => {
    revoke.mockImplementation(async () => {
      // Still signed in while the gateway is asked.
      expect(portalStore.get(sessionAtom).fullAccess).toBe(true);
    });
    await signOut();
    expect(revoke).toHaveBeenCalledExactlyOnceWith('token-1');
    expect(portalStore.get(sessionAtom).fullAccess).toBe(false);
    expect(portalStore.get(sessionAtom).token).toBeNull();
    expect(portalStore.get(heldSessionAtom)).toEqual(EMPTY_HELD);
  });

  it('a refused revocation still signs out, and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    revoke.mockRejectedValue(new Error('gateway down'));
    await signOut();
    expect(portalStore.get(sessionAtom).token).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('without a token there is nothing to revoke; the session is purged all the same', async () => {
    setStoredSession({ token: null, partialAccess: true, fullAccess: false });
    await signOut();
    expect(revoke).not.toHaveBeenCalled();
    expect(portalStore.get(sessionAtom).partialAccess).toBe(false);
  });

  it('a second call while one runs joins it (one revocation)', async () => {
    let finish: () => void = () => undefined;
    revoke.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const first = signOut();
    const second = signOut();
    finish();
    await Promise.all([first, second]);
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('§4 keeps the page notification', async () => {
    notify({ messageKey: 'common:popup.ok' });
    await signOut();
    expect(portalStore.get(notificationsAtom)).toHaveLength(1);
  });
});
