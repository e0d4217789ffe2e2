// A tester's overrides in the browser (issue 15, item 2): read from the address and the browser's
// storage, judged against the environment's allowlist, kept, and the address tidied.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RuntimeEnvironment } from '@portal/shared/domain/platform';
import { clearRemoteOverrides, OVERRIDES_STORAGE_KEY, takeRemoteOverrides, type OverrideSources } from './overrides';

const BRANCH = 'http://localhost:4013/mfe-postlogin/mf-manifest.json';
const remotes = Object.fromEntries(REMOTE_NAMES.map((n) => [n, `https://cdn.example/${n}/mf-manifest.json`])) as RuntimeEnvironment['remotes'];
const environment = (more: Partial<RuntimeEnvironment> = {}): RuntimeEnvironment => ({
  name: 'qa',
  gatewayBaseUrl: 'https://api.example/',
  remotes,
  appVersion: 'development',
  partnerSites: {},
  remoteOverrides: { allowedOrigins: ['http://localhost:4013'], inProduction: false },
  ...more,
});

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
    items,
  };
}

function sources(search: string, storage = memory()) {
  const replaceSearch = vi.fn<(search: string) => void>();
  const s: OverrideSources = { search, storage, replaceSearch };
  return { ...s, storage, replaceSearch };
}

afterEach(() => vi.restoreAllMocks());

describe('takeRemoteOverrides', () => {
  it('takes one from the address, keeps it, and tidies the address of it alone', () => {
    const s = sources(`?lang=es&override-mfe_postlogin=${encodeURIComponent(BRANCH)}`);
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
    expect(JSON.parse(s.storage.items.get(OVERRIDES_STORAGE_KEY) ?? '')).toEqual({ mfe_postlogin: BRANCH });
    expect(s.replaceSearch).toHaveBeenCalledWith('?lang=es');
  });

  it('keeps using a kept one with no parameter, and leaves the address alone', () => {
    const s = sources('', memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
    expect(s.replaceSearch).not.toHaveBeenCalled();
  });

  it('an empty value removes that remote’s override', () => {
    const s = sources('?override-mfe_postlogin=', memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('refuses an origin off the allowlist, says why, and keeps nothing of it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const elsewhere = 'http://localhost:9999/mfe-postlogin/mf-manifest.json';
    const s = sources(`?override-mfe_postlogin=${encodeURIComponent(elsewhere)}`);
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(warn).toHaveBeenCalledWith(`[shell] remote override of mfe_postlogin refused (originNotAllowed): ${elsewhere}`);
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['no allowlist', environment({ remoteOverrides: undefined })],
    ['prod without inProduction', environment({ name: 'prod' })],
  ])('%s: whatever was kept is forgotten, with one warning', (_what, env) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = sources(`?override-mfe_sso=${encodeURIComponent(BRANCH)}`, memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) }));
    expect(takeRemoteOverrides(env, s)).toEqual({});
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/remote overrides are not allowed in the (qa|prod) environment/);
  });

  it('ignores a broken kept value, and holds for the page when the storage refuses to keep', () => {
    expect(takeRemoteOverrides(environment(), sources('', memory({ [OVERRIDES_STORAGE_KEY]: '{not json' })))).toEqual({});
    const full = memory();
    full.setItem.mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(takeRemoteOverrides(environment(), sources(`?override-mfe_postlogin=${encodeURIComponent(BRANCH)}`, full))).toEqual({ mfe_postlogin: BRANCH });
  });
});

describe('clearRemoteOverrides', () => {
  it('forgets every override and reloads', () => {
    const storage = memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) });
    const reload = vi.fn();
    clearRemoteOverrides(storage, reload);
    expect(storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
