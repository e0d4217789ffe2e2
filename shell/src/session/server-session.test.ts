import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portalStore, purgeSession, sessionAtom } from '@portal/client/state';
import { setStoredSession } from '@portal/ui/testing';
import { createServerSession, SESSION_ID_RELOAD_MARK, takeReloadMark, type ServerSessionDeps } from './server-session';

/** A history entry's state, as replaceState keeps it across a reload. */
function fakeHistory(state: unknown = { idx: 3 }): ServerSessionDeps['history'] {
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  return history;
}

describe('§7 the server session id, §8 a failure reloads the page (once)', () => {
  beforeEach(() => purgeSession());

  it('a stored id is used as it is', async () => {
    setStoredSession({ sessionId: 'S-stored' });
    const renew = vi.fn(async () => 'S-new');
    const session = createServerSession({ renew, reload: vi.fn(), history: fakeHistory() });
    await expect(session.ensure(false)).resolves.toBe('stored');
    expect(renew).not.toHaveBeenCalled();
  });

  it('without one, the gateway is asked and the answer stored (§3 sessionId)', async () => {
    const session = createServerSession({ renew: async () => 'S-new', reload: vi.fn(), history: fakeHistory() });
    await expect(session.ensure(false)).resolves.toBe('renewed');
    expect(portalStore.get(sessionAtom).sessionId).toBe('S-new');
  });

  it('a failure marks the history entry and reloads; the reloaded page that fails again carries on without', async () => {
    const history = fakeHistory({ idx: 3 });
    const reload = vi.fn();
    const failing = { renew: () => Promise.reject(new Error('down')), reload, history };
    await expect(createServerSession(failing).ensure(takeReloadMark(history))).resolves.toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(history.state).toEqual({ idx: 3, [SESSION_ID_RELOAD_MARK]: true });

    // The next load: the mark says this is that reload, and is removed at once.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reloadedAlready = takeReloadMark(history);
    expect(reloadedAlready).toBe(true);
    expect(history.state).toEqual({ idx: 3 });
    await expect(createServerSession(failing).ensure(reloadedAlready)).resolves.toBe('unavailable');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a page not reloaded for that has no mark, and its state is left alone', () => {
    const history = fakeHistory(null);
    expect(takeReloadMark(history)).toBe(false);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('in the background (after a purge), one request at a time, and a failure only waits for the next', async () => {
    let answer: (id: string) => void = () => undefined;
    const renew = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const session = createServerSession({ renew, reload: vi.fn(), history: fakeHistory() });
    session.requestInBackground();
    session.requestInBackground();
    expect(renew).toHaveBeenCalledTimes(1);
    answer('S-again');
    await vi.waitFor(() => expect(portalStore.get(sessionAtom).sessionId).toBe('S-again'));

    const reload = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = createServerSession({
      renew: () => Promise.reject(new Error('down')),
      reload,
      history: fakeHistory(),
    });
    failing.requestInBackground();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
