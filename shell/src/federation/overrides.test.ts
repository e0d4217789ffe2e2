// A tester's overrides in the browser: read from the address and the browser's
// storage, judged against the environment's allowlist, kept, and the address tidied.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RuntimeEnvironment } from '@portal/domain/platform';
import { clearRemoteOverrides, OVERRIDES_STORAGE_KEY, takeRemoteOverrides, type OverrideSources } from './overrides';

const BRANCH = 'http://localhost:4013/mfe-postlogin/mf-manifest.json';
const remotes = Object.fromEntries(
  REMOTE_NAMES.map((n) => [n, `https://cdn.example/${n}/mf-manifest.json`]),
) as RuntimeEnvironment['remotes'];
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

const SSO = 'http://localhost:4013/mfe-sso/mf-manifest.json';
const kept = (overrides: Record<string, unknown>) => memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify(overrides) });
const keptIn = (storage: ReturnType<typeof memory>): unknown =>
  JSON.parse(storage.items.get(OVERRIDES_STORAGE_KEY) ?? 'null');
const quietWarn = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('takeRemoteOverrides', () => {
  it('takes one from the address, keeps it, and tidies the address of it alone', () => {
    const s = sources(`?lang=es&override-mfe_postlogin=${encodeURIComponent(BRANCH)}`);
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
    expect(keptIn(s.storage)).toEqual({ mfe_postlogin: BRANCH });
    expect(s.replaceSearch).toHaveBeenCalledWith('?lang=es');
  });

  it('keeps using a kept one with no parameter, and leaves the address alone', () => {
    const s = sources('', memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
    expect(s.replaceSearch).not.toHaveBeenCalled();
  });

  it('an empty value removes that remote’s override', () => {
    const s = sources(
      '?override-mfe_postlogin=',
      memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) }),
    );
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('refuses an origin off the allowlist, says why, and keeps nothing of it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const elsewhere = 'http://localhost:9999/mfe-postlogin/mf-manifest.json';
    const s = sources(`?override-mfe_postlogin=${encodeURIComponent(elsewhere)}`);
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      `[shell] remote override of mfe_postlogin refused (originNotAllowed): ${elsewhere}`,
    );
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['no allowlist', environment({ remoteOverrides: undefined })],
    ['prod without inProduction', environment({ name: 'prod' })],
  ])('%s: whatever was kept is forgotten, with one warning', (_what, env) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = sources(
      `?override-mfe_sso=${encodeURIComponent(BRANCH)}`,
      memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) }),
    );
    expect(takeRemoteOverrides(env, s)).toEqual({});
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/remote overrides are not allowed in the (qa|prod) environment/);
  });

  it('ignores a broken kept value, and holds for the page when the storage refuses to keep', () => {
    expect(takeRemoteOverrides(environment(), sources('', memory({ [OVERRIDES_STORAGE_KEY]: '{not json' })))).toEqual(
      {},
    );
    const full = memory();
    full.setItem.mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(
      takeRemoteOverrides(environment(), sources(`?override-mfe_postlogin=${encodeURIComponent(BRANCH)}`, full)),
    ).toEqual({ mfe_postlogin: BRANCH });
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

describe('takeRemoteOverrides: the address', () => {
  it('tidies it to nothing when overrides were all it held', () => {
    const s = sources(`?override-mfe_postlogin=${encodeURIComponent(BRANCH)}`);
    takeRemoteOverrides(environment(), s);
    expect(s.replaceSearch).toHaveBeenCalledTimes(1);
    expect(s.replaceSearch).toHaveBeenCalledWith('');
  });

  it('keeps the other parameters, in their order', () => {
    const s = sources(
      `?a=1&override-mfe_postlogin=${encodeURIComponent(BRANCH)}&b=2&override-mfe_sso=${encodeURIComponent(SSO)}&c=3`,
    );
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH, mfe_sso: SSO });
    expect(s.replaceSearch).toHaveBeenCalledWith('?a=1&b=2&c=3');
  });

  it.each(['', '?lang=es', '?override-=x', '?overrides=1'])(
    'leaves %j alone: no override parameter in it',
    (search) => {
      const s = sources(search);
      takeRemoteOverrides(environment(), s);
      expect(s.replaceSearch).not.toHaveBeenCalled();
    },
  );

  it('tidies a refused override out of the address too', () => {
    quietWarn();
    const s = sources('?override-mfe_postlogin=javascript%3Aalert(1)&lang=es');
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(s.replaceSearch).toHaveBeenCalledWith('?lang=es');
  });

  it('tidies the address where overrides are not allowed', () => {
    quietWarn();
    const s = sources(`?override-mfe_postlogin=${encodeURIComponent(BRANCH)}&lang=es`);
    expect(takeRemoteOverrides(environment({ remoteOverrides: undefined }), s)).toEqual({});
    expect(s.replaceSearch).toHaveBeenCalledWith('?lang=es');
  });

  it('takes the last of a repeated parameter', () => {
    const first = 'http://localhost:4013/first/mf-manifest.json';
    const s = sources(
      `?override-mfe_postlogin=${encodeURIComponent(first)}&override-mfe_postlogin=${encodeURIComponent(BRANCH)}`,
    );
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
  });
});

describe('takeRemoteOverrides: what is kept', () => {
  it('keeps the accepted URL in its normal form under OVERRIDES_STORAGE_KEY', () => {
    const s = sources(
      `?override-mfe_postlogin=${encodeURIComponent('HTTP://LOCALHOST:4013/mfe-postlogin/./mf-manifest.json')}`,
    );
    expect(OVERRIDES_STORAGE_KEY).toBe('portal.remoteOverrides');
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
    expect(s.storage.setItem).toHaveBeenCalledWith(OVERRIDES_STORAGE_KEY, JSON.stringify({ mfe_postlogin: BRANCH }));
  });

  it('adds one from the address to those kept, for other remotes', () => {
    const s = sources(`?override-mfe_sso=${encodeURIComponent(SSO)}`, kept({ mfe_postlogin: BRANCH }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH, mfe_sso: SSO });
    expect(keptIn(s.storage)).toEqual({ mfe_postlogin: BRANCH, mfe_sso: SSO });
  });

  it('one from the address replaces the kept one of the same remote', () => {
    const other = 'http://localhost:4013/other-build/mf-manifest.json';
    const s = sources(`?override-mfe_postlogin=${encodeURIComponent(other)}`, kept({ mfe_postlogin: BRANCH }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: other });
    expect(keptIn(s.storage)).toEqual({ mfe_postlogin: other });
  });

  it('an empty value removes that remote alone, keeping the others', () => {
    const s = sources('?override-mfe_postlogin=', kept({ mfe_postlogin: BRANCH, mfe_sso: SSO }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_sso: SSO });
    expect(keptIn(s.storage)).toEqual({ mfe_sso: SSO });
    expect(s.replaceSearch).toHaveBeenCalledWith('');
  });

  it('an empty value for a remote with nothing kept changes nothing, and warns of nothing', () => {
    const warn = quietWarn();
    const s = sources('?override-mfe_activation=', kept({ mfe_sso: SSO }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_sso: SSO });
    expect(warn).not.toHaveBeenCalled();
  });

  it('with nothing asked and nothing kept: nothing, nothing written, no warning', () => {
    const warn = quietWarn();
    const s = sources('');
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(s.storage.setItem).not.toHaveBeenCalled();
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a kept one the allowlist no longer admits is refused, warned of, and forgotten; the others stay', () => {
    const warn = quietWarn();
    const gone = 'https://branches.old.example/mfe-sso/mf-manifest.json';
    const s = sources('', kept({ mfe_postlogin: BRANCH, mfe_sso: gone }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
    expect(warn).toHaveBeenCalledWith(`[shell] remote override of mfe_sso refused (originNotAllowed): ${gone}`);
    expect(keptIn(s.storage)).toEqual({ mfe_postlogin: BRANCH });
  });

  it.each<[string, string]>([
    ['broken JSON', '{not json'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a JSON array', JSON.stringify([BRANCH])],
    ['a JSON string', JSON.stringify(BRANCH)],
    ['a JSON number', '4013'],
  ])('ignores %s in storage, taking the address’s', (_what, value) => {
    const warn = quietWarn();
    const s = sources(`?override-mfe_sso=${encodeURIComponent(SSO)}`, memory({ [OVERRIDES_STORAGE_KEY]: value }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_sso: SSO });
    expect(keptIn(s.storage)).toEqual({ mfe_sso: SSO });
    expect(warn).not.toHaveBeenCalled();
  });

  it('forgets broken JSON in storage when nothing is asked', () => {
    const s = sources('', memory({ [OVERRIDES_STORAGE_KEY]: '{not json' }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('a kept value that is not a string is refused as not a URL', () => {
    const warn = quietWarn();
    const s = sources('', kept({ mfe_postlogin: 4013 }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(warn).toHaveBeenCalledWith('[shell] remote override of mfe_postlogin refused (notAUrl): 4013');
  });

  it('a storage whose setItem throws still gives the accepted overrides', () => {
    const full = memory();
    full.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const s = sources(
      `?override-mfe_postlogin=${encodeURIComponent(BRANCH)}&override-mfe_sso=${encodeURIComponent(SSO)}`,
      full,
    );
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH, mfe_sso: SSO });
    expect(full.setItem).toHaveBeenCalledTimes(1);
    expect(s.replaceSearch).toHaveBeenCalledWith('');
  });

  it('a storage whose getItem throws is as good as empty', () => {
    const locked = memory();
    locked.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(takeRemoteOverrides(environment(), sources(`?override-mfe_sso=${encodeURIComponent(SSO)}`, locked))).toEqual(
      { mfe_sso: SSO },
    );
  });

  it('no storage at all: the address’s overrides hold for this page', () => {
    const replaceSearch = vi.fn<(search: string) => void>();
    expect(
      takeRemoteOverrides(environment(), {
        search: `?override-mfe_sso=${encodeURIComponent(SSO)}`,
        storage: null,
        replaceSearch,
      }),
    ).toEqual({ mfe_sso: SSO });
    expect(replaceSearch).toHaveBeenCalledWith('');
    expect(
      takeRemoteOverrides(environment({ remoteOverrides: undefined }), { search: '', storage: null, replaceSearch }),
    ).toEqual({});
  });
});

describe('takeRemoteOverrides: refusals', () => {
  it.each([
    ['an unknown remote', 'shell', BRANCH, 'unknownRemote'],
    ['javascript:', 'mfe_postlogin', 'javascript:alert(1)', 'notAUrl'],
    ['ftp:', 'mfe_postlogin', 'ftp://localhost:4013/m.json', 'notAUrl'],
    ['credentials', 'mfe_postlogin', 'http://user:pass@localhost:4013/m.json', 'notAUrl'],
    ['words', 'mfe_postlogin', 'not a url', 'notAUrl'],
    ['another port', 'mfe_postlogin', 'http://localhost:4014/m.json', 'originNotAllowed'],
    ['https for http', 'mfe_postlogin', 'https://localhost:4013/m.json', 'originNotAllowed'],
  ])('%s: warned of with its reason and URL, and not kept', (_what, name, url, reason) => {
    const warn = quietWarn();
    const s = sources(`?override-${name}=${encodeURIComponent(url)}`);
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`[shell] remote override of ${name} refused (${reason}): ${url}`);
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    expect(s.storage.setItem).not.toHaveBeenCalled();
  });

  it('one warning per refused override; the accepted one is kept alone', () => {
    const warn = quietWarn();
    const s = sources(
      `?override-mfe_postlogin=${encodeURIComponent(BRANCH)}&override-mfe_sso=nope&override-mfe_x=${encodeURIComponent(BRANCH)}`,
    );
    expect(takeRemoteOverrides(environment(), s)).toEqual({ mfe_postlogin: BRANCH });
    expect(warn.mock.calls.map((c): unknown => c[0])).toEqual([
      '[shell] remote override of mfe_sso refused (notAUrl): nope',
      `[shell] remote override of mfe_x refused (unknownRemote): ${BRANCH}`,
    ]);
    expect(keptIn(s.storage)).toEqual({ mfe_postlogin: BRANCH });
  });

  it('a refused one replaces a kept one of the same remote: neither is in force', () => {
    quietWarn();
    const s = sources('?override-mfe_postlogin=https%3A%2F%2Fevil.example%2Fm.json', kept({ mfe_postlogin: BRANCH }));
    expect(takeRemoteOverrides(environment(), s)).toEqual({});
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });
});

describe('takeRemoteOverrides: environments that allow none', () => {
  it.each([
    ['no remoteOverrides', environment({ remoteOverrides: undefined })],
    ['prod without inProduction', environment({ name: 'prod' })],
  ])('%s: a kept one is forgotten with one warning naming the environment', (_what, env) => {
    const warn = quietWarn();
    const s = sources('', kept({ mfe_postlogin: BRANCH, mfe_sso: SSO }));
    expect(takeRemoteOverrides(env, s)).toEqual({});
    expect(s.storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    expect(s.storage.setItem).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `[shell] remote overrides are not allowed in the ${env.name} environment: ignored`,
    );
  });

  it('nothing kept and nothing asked: no warning', () => {
    const warn = quietWarn();
    const s = sources('?lang=es');
    expect(takeRemoteOverrides(environment({ remoteOverrides: undefined }), s)).toEqual({});
    expect(warn).not.toHaveBeenCalled();
    expect(s.replaceSearch).not.toHaveBeenCalled();
  });

  it('prod with inProduction: allowed like any other', () => {
    const s = sources(`?override-mfe_postlogin=${encodeURIComponent(BRANCH)}`);
    expect(
      takeRemoteOverrides(
        environment({
          name: 'prod',
          remoteOverrides: { allowedOrigins: ['http://localhost:4013'], inProduction: true },
        }),
        s,
      ),
    ).toEqual({ mfe_postlogin: BRANCH });
    expect(keptIn(s.storage)).toEqual({ mfe_postlogin: BRANCH });
  });

  it.each(['dev', 'cert', 'sandbox', 'local'])('%s allows them with an allowlist', (name) => {
    expect(
      takeRemoteOverrides(environment({ name }), sources(`?override-mfe_postlogin=${encodeURIComponent(BRANCH)}`)),
    ).toEqual({ mfe_postlogin: BRANCH });
  });
});

describe('the browser’s own sources (window stubbed: location, history, localStorage)', () => {
  function browser(search: string, storage: ReturnType<typeof memory> | 'refused' = memory()) {
    const win = {
      location: { pathname: '/cards/list', search, hash: '#top', reload: vi.fn() },
      history: { state: { idx: 3 }, replaceState: vi.fn() },
      get localStorage() {
        if (storage === 'refused') throw new DOMException('storage is off', 'SecurityError');
        return storage;
      },
    };
    vi.stubGlobal('window', win);
    return win;
  }

  afterEach(() => vi.unstubAllGlobals());

  it('reads the address, keeps in localStorage, and puts the address back with its path and hash, keeping history’s state', () => {
    const storage = memory();
    const win = browser(`?lang=es&override-mfe_postlogin=${encodeURIComponent(BRANCH)}`, storage);
    expect(takeRemoteOverrides(environment())).toEqual({ mfe_postlogin: BRANCH });
    expect(win.history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/cards/list?lang=es#top');
    expect(keptIn(storage)).toEqual({ mfe_postlogin: BRANCH });
  });

  it('storage turned off: the override holds for this page', () => {
    const win = browser(`?override-mfe_postlogin=${encodeURIComponent(BRANCH)}`, 'refused');
    expect(takeRemoteOverrides(environment())).toEqual({ mfe_postlogin: BRANCH });
    expect(win.history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/cards/list#top');
  });

  it('clearRemoteOverrides() forgets what localStorage kept and reloads the page', () => {
    const storage = kept({ mfe_postlogin: BRANCH });
    const win = browser('', storage);
    clearRemoteOverrides();
    expect(storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('clearRemoteOverrides() with storage turned off still reloads', () => {
    const win = browser('', 'refused');
    clearRemoteOverrides();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('clearRemoteOverrides, injected', () => {
  it('removes the key alone, then reloads', () => {
    const storage = memory({
      [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }),
      'portal.locale': 'es',
    });
    const order: string[] = [];
    storage.removeItem.mockImplementation((key: string) => {
      order.push(`remove ${key}`);
      storage.items.delete(key);
    });
    clearRemoteOverrides(storage, () => order.push('reload'));
    expect(order).toEqual([`remove ${OVERRIDES_STORAGE_KEY}`, 'reload']);
    expect(storage.items.get('portal.locale')).toBe('es');
  });

  it('with no storage, still reloads', () => {
    const reload = vi.fn();
    clearRemoteOverrides(null, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a storage that refuses to remove', () => {
  it('neither an environment allowing none nor clearing breaks the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stubborn = memory({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_postlogin: BRANCH }) });
    stubborn.removeItem.mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(takeRemoteOverrides(environment({ remoteOverrides: undefined }), sources('', stubborn))).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    const reload = vi.fn();
    clearRemoteOverrides(stubborn, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
