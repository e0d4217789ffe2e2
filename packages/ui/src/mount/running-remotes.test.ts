// The remotes a page has read the manifest of, for the footer's versions.
// The record is module state, one per page; this file runs in a worker whose module graph other files
// share (test/vitest-projects.ts), so each test records names of its own and reads those back.
import { describe, expect, it, vi } from 'vitest';
import { recordRemote, runningRemotes, subscribeRunningRemotes, type RunningRemote } from './running-remotes';

function remote(name: string, over: Partial<RunningRemote> = {}): RunningRemote {
  return {
    name,
    contract: 1,
    version: '0.2.0',
    manifestUrl: `https://cdn.example/${name}/mf-manifest.json`,
    refused: false,
    ...over,
  };
}

/** The records of the names starting with `prefix`, in the order the module keeps them. */
const recorded = (prefix: string) => runningRemotes().filter((r) => r.name.startsWith(prefix));

describe('recordRemote and runningRemotes', () => {
  it('keeps the remotes by name, whatever order they were read in', () => {
    recordRemote(remote('order_c'));
    recordRemote(remote('order_a'));
    recordRemote(remote('order_b'));
    expect(recorded('order_').map((r) => r.name)).toEqual(['order_a', 'order_b', 'order_c']);
    const names = runningRemotes().map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps what it was given', () => {
    const refused = remote('kept_refused', {
      contract: null,
      version: null,
      refused: true,
      manifestUrl: 'https://override.example/x/mf-manifest.json',
    });
    recordRemote(refused);
    expect(recorded('kept_')).toEqual([refused]);
  });

  it('the latest record of a name wins, and the name is listed once', () => {
    recordRemote(remote('latest_x', { version: '1.0.0' }));
    recordRemote(remote('latest_y'));
    recordRemote(remote('latest_x', { version: '2.0.0', contract: 2, refused: true }));
    expect(recorded('latest_')).toEqual([
      remote('latest_x', { version: '2.0.0', contract: 2, refused: true }),
      remote('latest_y'),
    ]);
  });

  it('gives the same array until the next record (useSyncExternalStore compares snapshots by identity)', () => {
    recordRemote(remote('stable_a'));
    const before = runningRemotes();
    expect(runningRemotes()).toBe(before);
    expect(runningRemotes()).toBe(before);
    recordRemote(remote('stable_b'));
    const after = runningRemotes();
    expect(after).not.toBe(before);
    expect(runningRemotes()).toBe(after);
    // The array handed out before is not changed under its reader.
    expect(before.some((r) => r.name === 'stable_b')).toBe(false);
    expect(after.some((r) => r.name === 'stable_b')).toBe(true);
  });

  it('a new array also when a name is recorded again', () => {
    recordRemote(remote('again_a'));
    const before = runningRemotes();
    recordRemote(remote('again_a', { version: '9.9.9' }));
    expect(runningRemotes()).not.toBe(before);
    expect(before.find((r) => r.name === 'again_a')?.version).toBe('0.2.0');
  });
});

describe('subscribeRunningRemotes', () => {
  it('calls a listener on each record, with the new list already in place', () => {
    const seen: string[][] = [];
    const listener = vi.fn(() => {
      seen.push(recorded('listen_').map((r) => r.name));
    });
    const unsubscribe = subscribeRunningRemotes(listener);
    try {
      expect(listener).not.toHaveBeenCalled();
      recordRemote(remote('listen_b'));
      recordRemote(remote('listen_a'));
      expect(listener).toHaveBeenCalledTimes(2);
      expect(seen).toEqual([['listen_b'], ['listen_a', 'listen_b']]);
    } finally {
      unsubscribe();
    }
  });

  it('calls every listener, and none once unsubscribed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = subscribeRunningRemotes(first);
    const unsubscribeSecond = subscribeRunningRemotes(second);
    recordRemote(remote('unsub_a'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    unsubscribeFirst();
    recordRemote(remote('unsub_b'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    unsubscribeSecond();
    recordRemote(remote('unsub_c'));
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('unsubscribing twice is harmless, and leaves the other listeners subscribed', () => {
    const gone = vi.fn();
    const other = vi.fn();
    const unsubscribe = subscribeRunningRemotes(gone);
    const unsubscribeOther = subscribeRunningRemotes(other);
    unsubscribe();
    unsubscribe();
    recordRemote(remote('twice_a'));
    expect(gone).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);
    unsubscribeOther();
  });
});
