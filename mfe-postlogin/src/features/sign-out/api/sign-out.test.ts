// isolated: the test gateway (a Mock Service Worker server) and the page's API client it configures are module state,
// as are the page's session and signOut's one run at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { startTestGateway } from '@portal/ui/testing/network';
import { signOut } from './sign-out';

const gateway = startTestGateway();
const REVOCATION = 'oauth2/lcm/token/authorized/revocation';

/** What a revocation of `token` sends: the token as a form, authorising its own revocation. */
function revocationOf(token: string) {
  return {
    method: 'POST',
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
    authorization: `Bearer ${token}`,
  };
}

const sent = (requests: typeof gateway.requests) =>
  requests.map((r) => ({ method: r.method, body: r.body, authorization: r.headers.get('authorization') }));

beforeEach(() => {
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
    // Still signed in while the gateway is asked.
    let signedInWhileAsked: boolean | undefined;
    const revoked = gateway.handle('post', REVOCATION, () => {
      signedInWhileAsked = portalStore.get(sessionAtom).fullAccess;
      return new Response(null, { status: 204 });
    });
    await signOut();
    expect(sent(revoked)).toEqual([revocationOf('token-1')]);
    expect(signedInWhileAsked).toBe(true);
    expect(portalStore.get(sessionAtom).fullAccess).toBe(false);
    expect(portalStore.get(sessionAtom).token).toBeNull();
    expect(portalStore.get(heldSessionAtom)).toEqual(EMPTY_HELD);
  });

  it('a refused revocation still signs out, and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const revoked = gateway.unreachable('post', REVOCATION);
    await signOut();
    expect(revoked).toHaveLength(1);
    expect(portalStore.get(sessionAtom).token).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('without a token there is nothing to revoke; the session is purged all the same', async () => {
    setStoredSession({ token: null, partialAccess: true, fullAccess: false });
    await signOut();
    expect(gateway.requests).toEqual([]);
    expect(portalStore.get(sessionAtom).partialAccess).toBe(false);
  });

  it('a second call while one runs joins it (one revocation)', async () => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const revoked = gateway.handle('post', REVOCATION, async () => {
      await finished;
      return new Response(null, { status: 204 });
    });
    const first = signOut();
    const second = signOut();
    finish();
    await Promise.all([first, second]);
    expect(sent(revoked)).toEqual([revocationOf('token-1')]);
    expect(gateway.requests).toHaveLength(1);
  });

  it('§4 keeps the page notification', async () => {
    gateway.replyEmpty('post', REVOCATION);
    notify({ messageKey: 'common:popup.ok' });
    await signOut();
    expect(portalStore.get(notificationsAtom)).toHaveLength(1);
  });
});
