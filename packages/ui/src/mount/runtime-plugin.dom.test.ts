import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_MAJOR, ContractMismatchError } from '@portal/domain/platform';
import { runningRemotes } from './running-remotes';
import portalRemoteRuntimePlugin from './remote-runtime-plugin';
import { pageNonce } from './runtime-nonce';
import portalRuntimePlugin, { RETRY_DELAY_MS } from './runtime-plugin';

type Plugin = ReturnType<typeof portalRuntimePlugin>;
type LoadEntryErrorArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];
type RemoteEntry = Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>;
type LoadRemoteSnapshotArgs = Parameters<NonNullable<Plugin['loadRemoteSnapshot']>>[0];

function setNonceMeta(content: string | null) {
  document.head.querySelectorAll('meta[name="csp-nonce"]').forEach((m) => m.remove());
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  document.head.append(meta);
}

/** The plugin with its hooks checked present, so each test can call them directly. */
function plugin() {
  const p = portalRuntimePlugin();
  const { createScript, createLink, fetch, loadEntryError, loadRemoteSnapshot } = p;
  if (!createScript || !createLink || !fetch || !loadEntryError || !loadRemoteSnapshot)
    throw new Error('a hook is missing');
  return { name: p.name, createScript, createLink, fetch, loadEntryError, loadRemoteSnapshot };
}

function asScript(value: unknown): HTMLScriptElement {
  if (!(value instanceof HTMLScriptElement)) throw new Error('createScript did not return a script element');
  return value;
}

function asLink(value: unknown): HTMLLinkElement {
  if (!(value instanceof HTMLLinkElement)) throw new Error('createLink did not return a link element');
  return value;
}

const response = (status: number) => new Response(status === 200 ? '{"ok":true}' : 'unavailable', { status });

beforeEach(() => {
  // rspack rewrites __webpack_nonce__ to the chunk loader's nonce; under Vitest it is a plain global,
  // which must exist before the plugin (an ES module, so strict) assigns it.
  vi.stubGlobal('__webpack_nonce__', undefined);
  setNonceMeta('abc');
});

afterEach(() => {
  setNonceMeta(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('§7 the CSP nonce on what the federation runtime injects', () => {
  it('reads the nonce from <meta name="csp-nonce">', () => {
    expect(pageNonce()).toBe('abc');
    setNonceMeta('');
    expect(pageNonce()).toBeUndefined();
    setNonceMeta(null);
    expect(pageNonce()).toBeUndefined();
    expect(pageNonce(undefined)).toBeUndefined();
  });

  it("hands the nonce to this app's own chunk loader", () => {
    plugin();
    expect(Reflect.get(globalThis, '__webpack_nonce__')).toBe('abc');
  });

  it('is named', () => {
    expect(plugin().name).toBe('portal-runtime-plugin');
  });

  it('createScript returns a classic script with the nonce, anonymous CORS and the url as src', () => {
    const script = asScript(plugin().createScript({ url: 'https://cdn.example/mfe_prelogin/remoteEntry.js' }));
    expect(script.nonce).toBe('abc');
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.src).toBe('https://cdn.example/mfe_prelogin/remoteEntry.js');
    expect(script.type).toBe('text/javascript');
  });

  it('createScript makes a module script only when attrs.type is module', () => {
    const { createScript } = plugin();
    expect(asScript(createScript({ url: 'https://cdn.example/a.js', attrs: { type: 'module' } })).type).toBe('module');
    expect(asScript(createScript({ url: 'https://cdn.example/a.js', attrs: { type: 'text/javascript' } })).type).toBe(
      'text/javascript',
    );
    expect(asScript(createScript({ url: 'https://cdn.example/a.js', attrs: {} })).type).toBe('text/javascript');
  });

  it('createScript keeps a crossorigin and fetchpriority the runtime asked for', () => {
    const script = asScript(
      plugin().createScript({
        url: 'https://cdn.example/a.js',
        attrs: { crossorigin: 'use-credentials', fetchpriority: 'high' },
      }),
    );
    expect(script.crossOrigin).toBe('use-credentials');
    expect(script.getAttribute('fetchpriority')).toBe('high');
    expect(script.nonce).toBe('abc');
  });

  it('createScript sets no nonce when the page has none', () => {
    setNonceMeta(null);
    const script = asScript(plugin().createScript({ url: 'https://cdn.example/a.js' }));
    expect(script.nonce).toBe('');
    expect(Reflect.get(globalThis, '__webpack_nonce__')).toBeUndefined();
  });

  it('createLink copies attrs, sets the href, anonymous CORS and the nonce', () => {
    const link = asLink(
      plugin().createLink({
        url: 'https://cdn.example/mfe_prelogin/style.css',
        attrs: {
          rel: 'stylesheet',
          'data-webpack': 'mfe_prelogin:chunk',
          as: 'style',
          skipped: false,
          missing: undefined,
          empty: null,
        },
      }),
    );
    expect(link.getAttribute('rel')).toBe('stylesheet');
    expect(link.getAttribute('data-webpack')).toBe('mfe_prelogin:chunk');
    expect(link.getAttribute('as')).toBe('style');
    expect(link.hasAttribute('skipped')).toBe(false);
    expect(link.hasAttribute('missing')).toBe(false);
    expect(link.hasAttribute('empty')).toBe(false);
    expect(link.href).toBe('https://cdn.example/mfe_prelogin/style.css');
    expect(link.crossOrigin).toBe('anonymous');
    expect(link.nonce).toBe('abc');
  });

  it('createLink keeps a crossorigin given in attrs', () => {
    const link = asLink(
      plugin().createLink({ url: 'https://cdn.example/a.css', attrs: { crossorigin: 'use-credentials' } }),
    );
    expect(link.crossOrigin).toBe('use-credentials');
  });

  it("a remote's plugin puts the same nonce on its scripts, links and own chunks, and has none of the host's hooks (it loads no remote)", () => {
    vi.stubGlobal('__webpack_nonce__', undefined);
    const remote = portalRemoteRuntimePlugin();
    expect(remote.name).toBe('portal-remote-runtime-plugin');
    expect(Reflect.get(globalThis, '__webpack_nonce__')).toBe('abc');
    expect(asScript(remote.createScript?.({ url: 'https://cdn.example/a.js' })).nonce).toBe('abc');
    expect(asLink(remote.createLink?.({ url: 'https://cdn.example/a.css' })).nonce).toBe('abc');
    expect(Object.keys(remote).sort()).toEqual(['createLink', 'createScript', 'name']);
  });

  it('createLink works without attrs and without a nonce', () => {
    setNonceMeta(null);
    const link = asLink(plugin().createLink({ url: 'https://cdn.example/a.css' }));
    expect(link.href).toBe('https://cdn.example/a.css');
    expect(link.crossOrigin).toBe('anonymous');
    expect(link.nonce).toBe('');
  });
});

describe('one retry of a failed manifest or remote entry fetch', () => {
  const url = 'https://cdn.example/mfe_prelogin/mf-manifest.json';
  const init: RequestInit = { method: 'GET' };

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a first success is not retried', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response(200));
    vi.stubGlobal('fetch', fetchMock);
    const result = await plugin().fetch(url, init);
    expect(result).toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(url, init);
  });

  it.each([
    ['rejects', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers 503', () => Promise.resolve(response(503))],
  ])('when the first fetch %s, retries once after RETRY_DELAY_MS and resolves', async (_what, first) => {
    const ok = response(200);
    const fetchMock = vi.fn<typeof fetch>().mockImplementationOnce(first).mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetchMock);
    const pending = plugin().fetch(url, init);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(url, init);
  });

  it('rejects when the retry answers an error status too', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(response(503)).mockResolvedValueOnce(response(502));
    vi.stubGlobal('fetch', fetchMock);
    const settled = expect(plugin().fetch(url, init)).rejects.toThrow(`${url} answered 502`);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects when both fetches fail on the network', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const settled = expect(plugin().fetch(url, init)).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits a short, human delay', () => {
    expect(RETRY_DELAY_MS).toBeGreaterThan(0);
    expect(RETRY_DELAY_MS).toBeLessThanOrEqual(1000);
  });
});

describe('one retry of a remote entry that failed to load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  function args(getRemoteEntry: LoadEntryErrorArgs['getRemoteEntry']) {
    const origin = { name: 'shell' } as unknown as LoadEntryErrorArgs['origin'];
    const remoteInfo = {
      name: 'mfe_prelogin',
      entry: 'https://cdn.example/mfe_prelogin/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'mfe_prelogin',
      shareScope: 'default',
    } as LoadEntryErrorArgs['remoteInfo'];
    const globalLoading: LoadEntryErrorArgs['globalLoading'] = {
      'mfe_prelogin:entry': Promise.resolve(undefined),
      other: Promise.resolve(undefined),
    };
    return {
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'mfe_prelogin:entry',
    } satisfies LoadEntryErrorArgs;
  }

  it('forgets the failed load, then asks for the entry again once', async () => {
    const exports = { get: vi.fn(), init: vi.fn() } as unknown as RemoteEntry;
    const getRemoteEntry = vi.fn<LoadEntryErrorArgs['getRemoteEntry']>().mockResolvedValue(exports);
    const a = args(getRemoteEntry);
    const pending = plugin().loadEntryError(a);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    expect('mfe_prelogin:entry' in a.globalLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe(exports);
    expect('mfe_prelogin:entry' in a.globalLoading).toBe(false);
    expect('other' in a.globalLoading).toBe(true);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith({
      origin: a.origin,
      remoteInfo: a.remoteInfo,
      remoteEntryExports: undefined,
    });
  });

  it('gives undefined when the retry finds no entry, so the shell shows its fallback', async () => {
    const getRemoteEntry = vi.fn<LoadEntryErrorArgs['getRemoteEntry']>().mockResolvedValue(undefined);
    const pending = plugin().loadEntryError(args(getRemoteEntry));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(pending).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('passes on a second failure', async () => {
    const getRemoteEntry = vi.fn<LoadEntryErrorArgs['getRemoteEntry']>().mockRejectedValue(new Error('RUNTIME-008'));
    const settled = expect(plugin().loadEntryError(args(getRemoteEntry))).rejects.toThrow('RUNTIME-008');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await settled;
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});

describe('release trains: a remote of another contract major is refused before its entry is fetched', () => {
  const manifestUrl = (name: string) => `https://cdn.example/${name}/mf-manifest.json`;

  /** The hook's arguments as the runtime's snapshot handler emits them after reading a manifest. */
  function snapshotArgs(
    name: string,
    over: Partial<LoadRemoteSnapshotArgs> & { portal?: unknown } = {},
  ): LoadRemoteSnapshotArgs {
    // `portal: undefined` leaves the record out of the manifest (a build from before release trains).
    const { portal, ...rest } =
      'portal' in over ? over : { ...over, portal: { contract: CONTRACT_MAJOR, version: '0.2.0' } };
    const manifestJson = {
      id: name,
      name,
      metaData: {
        name,
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        ...(portal === undefined ? {} : { portal }),
      },
      shared: [],
      exposes: [],
      remotes: [],
    } as unknown as NonNullable<LoadRemoteSnapshotArgs['manifestJson']>;
    return {
      options: { name: 'shell', remotes: [], shared: {}, plugins: [], inBrowser: true },
      moduleInfo: { name, entry: manifestUrl(name) },
      manifestJson,
      manifestUrl: manifestUrl(name),
      remoteSnapshot: {
        version: manifestUrl(name),
        remoteEntry: 'remoteEntry.js',
      } as unknown as LoadRemoteSnapshotArgs['remoteSnapshot'],
      from: 'manifest',
      ...rest,
    };
  }

  /** The hook, run as the runtime's waterfall runs it: a throw and a rejection both reject. */
  const loadRemoteSnapshot = async (args: LoadRemoteSnapshotArgs) => plugin().loadRemoteSnapshot(args);

  const recorded = (name: string) => runningRemotes().find((r) => r.name === name);

  it('passes a snapshot the page already holds through untouched, and records nothing', async () => {
    const args = snapshotArgs('rt_global', { from: 'global', manifestJson: undefined, manifestUrl: undefined });
    await expect(loadRemoteSnapshot(args)).resolves.toBe(args);
    expect(recorded('rt_global')).toBeUndefined();
  });

  it('passes through a global snapshot even when a manifest of another major comes with it', async () => {
    const args = snapshotArgs('rt_global_other', {
      from: 'global',
      portal: { contract: CONTRACT_MAJOR + 1, version: '9.0.0' },
    });
    await expect(loadRemoteSnapshot(args)).resolves.toBe(args);
    expect(recorded('rt_global_other')).toBeUndefined();
  });

  it('passes through a manifest read that carries no manifest', async () => {
    const args = snapshotArgs('rt_no_json', { manifestJson: undefined });
    await expect(loadRemoteSnapshot(args)).resolves.toBe(args);
    expect(recorded('rt_no_json')).toBeUndefined();
  });

  it("lets a remote of the host's contract through, and records it as running from its manifest URL", async () => {
    const args = snapshotArgs('rt_same', { portal: { contract: CONTRACT_MAJOR, version: '0.3.1' } });
    await expect(loadRemoteSnapshot(args)).resolves.toBe(args);
    expect(recorded('rt_same')).toEqual({
      name: 'rt_same',
      manifestUrl: manifestUrl('rt_same'),
      contract: CONTRACT_MAJOR,
      version: '0.3.1',
      refused: false,
    });
  });

  it('records the manifest URL the runtime read, an override among them', async () => {
    const args = snapshotArgs('rt_override', { manifestUrl: 'https://tester.example/rt_override/mf-manifest.json' });
    await loadRemoteSnapshot(args);
    expect(recorded('rt_override')?.manifestUrl).toBe('https://tester.example/rt_override/mf-manifest.json');
  });

  it('refuses a remote built against another major with a ContractMismatchError, and records it refused', async () => {
    const other = CONTRACT_MAJOR + 1;
    const rejection = expect(
      loadRemoteSnapshot(snapshotArgs('rt_other', { portal: { contract: other, version: '2.0.0' } })),
    ).rejects;
    await rejection.toBeInstanceOf(ContractMismatchError);
    await rejection.toMatchObject({
      remote: 'rt_other',
      found: other,
      expected: CONTRACT_MAJOR,
      message: `rt_other was built against contract ${other}; this host runs contract ${CONTRACT_MAJOR}: not loaded`,
    });
    expect(recorded('rt_other')).toEqual({
      name: 'rt_other',
      manifestUrl: manifestUrl('rt_other'),
      contract: other,
      version: '2.0.0',
      refused: true,
    });
  });

  it('refuses a remote built against an older major', async () => {
    await expect(
      loadRemoteSnapshot(snapshotArgs('rt_older', { portal: { contract: CONTRACT_MAJOR - 1, version: '0.0.1' } })),
    ).rejects.toMatchObject({ found: CONTRACT_MAJOR - 1 });
    expect(recorded('rt_older')).toMatchObject({ contract: CONTRACT_MAJOR - 1, refused: true });
  });

  it('refuses a remote whose manifest declares no contract (a build from before release trains), recording null for what it lacks', async () => {
    await expect(loadRemoteSnapshot(snapshotArgs('rt_none', { portal: undefined }))).rejects.toMatchObject({
      name: 'ContractMismatchError',
      found: null,
      message: `rt_none declares no contract in its manifest; this host runs contract ${CONTRACT_MAJOR}: not loaded`,
    });
    expect(recorded('rt_none')).toEqual({
      name: 'rt_none',
      manifestUrl: manifestUrl('rt_none'),
      contract: null,
      version: null,
      refused: true,
    });
  });

  it('refuses a broken record, as none', async () => {
    await expect(
      loadRemoteSnapshot(snapshotArgs('rt_broken', { portal: { contract: String(CONTRACT_MAJOR), version: '0.2.0' } })),
    ).rejects.toBeInstanceOf(ContractMismatchError);
    expect(recorded('rt_broken')).toMatchObject({ contract: null, version: null, refused: true });
  });

  it('a remote refused, then redeployed with the right major, is recorded running again', async () => {
    await expect(
      loadRemoteSnapshot(snapshotArgs('rt_redeployed', { portal: { contract: CONTRACT_MAJOR + 1, version: '2.0.0' } })),
    ).rejects.toBeInstanceOf(ContractMismatchError);
    expect(recorded('rt_redeployed')?.refused).toBe(true);
    await loadRemoteSnapshot(snapshotArgs('rt_redeployed', { portal: { contract: CONTRACT_MAJOR, version: '1.0.1' } }));
    expect(recorded('rt_redeployed')).toMatchObject({ contract: CONTRACT_MAJOR, version: '1.0.1', refused: false });
    expect(runningRemotes().filter((r) => r.name === 'rt_redeployed')).toHaveLength(1);
  });
});
