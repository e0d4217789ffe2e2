import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RemoteName } from '@portal/domain/platform';
import { applicationElementId, type RemoteLifecycles } from '@portal/ui/mount';
import { setUpPortal } from '@portal/ui/testing';
import { isRemoteName } from '@portal/domain/platform';
import { fallbackApp } from './fallback';
import { loadRemoteApp, registerPortalRemotes } from './remotes';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const app: RemoteLifecycles = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

describe('registerPortalRemotes (ARCHITECTURE §2.3: the runtime remotes map)', () => {
  it('registers every remote at the manifest URL of the map', () => {
    const map = Object.fromEntries(
      REMOTE_NAMES.map((n, i) => [n, `https://cdn${i}.example/${n}/mf-manifest.json`]),
    ) as Record<RemoteName, string>;
    registerPortalRemotes(map);
    expect(registerRemotes).toHaveBeenCalledWith(REMOTE_NAMES.map((name) => ({ name, entry: map[name] })));
  });
});

describe('isRemoteName', () => {
  it.each([...REMOTE_NAMES])('%s is a remote', (name) => {
    expect(isRemoteName(name)).toBe(true);
  });
  it.each(['shell_not_found', 'shell_error', 'mfe', ''])('%s is not', (name) => {
    expect(isRemoteName(name)).toBe(false);
  });
});

describe('loadRemoteApp', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
  });

  it("loads '<remote>/app' once and reuses it", async () => {
    vi.mocked(loadRemote).mockResolvedValue(app);
    const first = await loadRemoteApp('mfe_prelogin');
    const second = await loadRemoteApp('mfe_prelogin');
    expect(first).toBe(app);
    expect(second).toBe(app);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_prelogin/app');
  });

  it('forgets a failure, so a later attempt fetches again', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(app);
    await expect(loadRemoteApp('mfe_postlogin')).rejects.toThrow('network');
    await expect(loadRemoteApp('mfe_postlogin')).resolves.toBe(app);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a module without single-spa lifecycles', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: 'nothing' });
    await expect(loadRemoteApp('mfe_sso')).rejects.toThrow('mfe_sso/app does not export single-spa lifecycles');
  });
});

describe('fallbackApp', () => {
  beforeEach(async () => {
    await setUpPortal();
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("renders into single-spa-layout's container when no domElement is given", async () => {
    const el = document.createElement('div');
    el.id = applicationElementId('mfe_sso');
    document.body.append(el);
    const fallback = fallbackApp(() => undefined);
    await act(async () => {
      await fallback.mount({ name: 'mfe_sso' });
    });
    expect(screen.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeDefined();
    await act(async () => {
      await fallback.unmount({ name: 'mfe_sso' });
    });
    expect(el.textContent).toBe('');
  });

  it('does nothing when there is no container', async () => {
    const fallback = fallbackApp(() => undefined);
    await act(async () => {
      await fallback.mount({ name: 'mfe_activation' });
    });
    expect(document.body.textContent).toBe('');
    await fallback.unmount({ name: 'mfe_activation' });
  });
});
