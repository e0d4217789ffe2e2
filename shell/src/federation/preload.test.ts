import { describe, expect, it, vi } from 'vitest';
import type { RemoteLifecycles } from '@portal/ui/mount';
import { listenForPreloads, PRELOAD_EVENT } from './preload';

const lifecycles: RemoteLifecycles = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

describe('warming a remote on request (ARCHITECTURE §2)', () => {
  it('loads the remote a screen asks for, once per event, and only real remotes', () => {
    const target = new EventTarget();
    const load = vi.fn(async () => lifecycles);
    const stop = listenForPreloads(load, target);
    target.dispatchEvent(new CustomEvent(PRELOAD_EVENT, { detail: { remote: 'mfe_postlogin' } }));
    target.dispatchEvent(new CustomEvent(PRELOAD_EVENT, { detail: { remote: 'not_a_remote' } }));
    target.dispatchEvent(new CustomEvent(PRELOAD_EVENT, { detail: {} }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mfe_postlogin');
    stop();
    target.dispatchEvent(new CustomEvent(PRELOAD_EVENT, { detail: { remote: 'mfe_postlogin' } }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is left for the route to report', async () => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    listenForPreloads(load, target);
    target.dispatchEvent(new CustomEvent(PRELOAD_EVENT, { detail: { remote: 'mfe_postlogin' } }));
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });
});
