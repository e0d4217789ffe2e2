import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_MAJOR } from '@portal/domain/platform';
import { assetsOf, RemoteManifests } from './remote-manifests';

const MANIFEST_URL = 'https://cdn.example/mfe-prelogin/mf-manifest.json';

/** An mf-manifest.json as @module-federation/enhanced writes it (the fields the hints read). */
function manifest(
  over: {
    publicPath?: string | null;
    entryPath?: string;
    js?: string[];
    css?: string[];
    expose?: string;
    contract?: number | null;
  } = {},
) {
  return {
    id: 'mfe_prelogin',
    name: 'mfe_prelogin',
    metaData: {
      name: 'mfe_prelogin',
      ...(over.publicPath === null
        ? { getPublicPath: 'function(){return "/"}' }
        : { publicPath: over.publicPath ?? 'auto' }),
      remoteEntry: { name: 'remoteEntry.js', path: over.entryPath ?? '', type: 'global' },
      ...(over.contract === null ? {} : { portal: { contract: over.contract ?? CONTRACT_MAJOR, version: '0.2.0' } }),
    },
    shared: [
      {
        id: 'mfe_prelogin:react',
        name: 'react',
        assets: { js: { sync: ['784.aaaa.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    exposes: [
      {
        id: 'mfe_prelogin:app',
        name: (over.expose ?? './app').slice(2),
        path: over.expose ?? './app',
        assets: {
          js: { sync: over.js ?? ['__federation_expose_app.1111.js'], async: ['2638.lazy.js'] },
          css: { sync: over.css ?? ['__federation_expose_app.2222.css'], async: [] },
        },
      },
    ],
  };
}

describe('assetsOf: the files the runtime fetches for loadRemote("<remote>/app")', () => {
  it("publicPath 'auto' is the manifest's folder: the entry and './app''s sync files, not the shared ones nor the lazy ones", () => {
    expect(assetsOf(MANIFEST_URL, manifest())).toEqual({
      remoteEntry: 'https://cdn.example/mfe-prelogin/remoteEntry.js',
      js: ['https://cdn.example/mfe-prelogin/__federation_expose_app.1111.js'],
      css: ['https://cdn.example/mfe-prelogin/__federation_expose_app.2222.css'],
    });
  });

  it('an explicit publicPath and a remote entry path are followed', () => {
    const assets = assetsOf(
      MANIFEST_URL,
      manifest({ publicPath: 'https://static.example/v2/', entryPath: '/entries/' }),
    );
    expect(assets?.remoteEntry).toBe('https://static.example/v2/entries/remoteEntry.js');
    expect(assets?.js).toEqual(['https://static.example/v2/__federation_expose_app.1111.js']);
  });

  it('nothing for a manifest that needs code to run (getPublicPath), has no ./app, or is not a manifest', () => {
    expect(assetsOf(MANIFEST_URL, manifest({ publicPath: null }))).toBeNull();
    expect(assetsOf(MANIFEST_URL, manifest({ expose: './widget' }))).toBeNull();
    expect(assetsOf(MANIFEST_URL, { hello: 'world' })).toBeNull();
    expect(assetsOf(MANIFEST_URL, manifest({ publicPath: 'javascript:alert(1)//' }))).toBeNull();
  });

  it('nothing for a remote built against another contract major, or declaring none: the page refuses it', () => {
    expect(assetsOf(MANIFEST_URL, manifest({ contract: CONTRACT_MAJOR + 1 }))).toBeNull();
    expect(assetsOf(MANIFEST_URL, manifest({ contract: null }))).toBeNull();
  });
});

/** A remote origin whose manifest can change (a redeploy), answering 304 to its own ETag. */
function origin() {
  let body: object | null = manifest();
  let version = 1;
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (!body) throw new TypeError('fetch failed');
    const etag = `"v${version}"`;
    const asked = new Headers(init?.headers).get('if-none-match');
    if (asked === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(JSON.stringify(body), { status: 200, headers: { etag, 'content-type': 'application/json' } });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch,
    deploy(next: object) {
      body = next;
      version += 1;
    },
    die() {
      body = null;
    },
  };
}

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RemoteManifests: a manifest is used for hints only while fresh (a remote is deployed on its own)', () => {
  it('nothing before the first read; the read happens in the background, and its files are used after', async () => {
    const remote = origin();
    const manifests = new RemoteManifests({ fetch: remote.fetch });
    expect(manifests.assets(MANIFEST_URL)).toBeNull();
    await manifests.refresh(MANIFEST_URL);
    expect(manifests.assets(MANIFEST_URL)?.remoteEntry).toBe('https://cdn.example/mfe-prelogin/remoteEntry.js');
    expect(remote.calls).toHaveBeenCalledTimes(1);
  });

  it('is never used past its time to live, however it was read', async () => {
    const remote = origin();
    const time = clock();
    const manifests = new RemoteManifests({ fetch: remote.fetch, now: time.now, ttlMs: 15_000, everyMs: 5_000 });
    await manifests.refresh(MANIFEST_URL);
    time.advance(14_999);
    expect(manifests.assets(MANIFEST_URL)).not.toBeNull();
    remote.die();
    time.advance(1);
    expect(manifests.assets(MANIFEST_URL)).toBeNull();
  });

  it('a redeployed remote: its new files are hinted from the next read on', async () => {
    const remote = origin();
    const time = clock();
    const manifests = new RemoteManifests({ fetch: remote.fetch, now: time.now });
    await manifests.refresh(MANIFEST_URL);
    remote.deploy(manifest({ js: ['__federation_expose_app.3333.js'] }));
    await manifests.refresh(MANIFEST_URL);
    expect(manifests.assets(MANIFEST_URL)?.js).toEqual([
      'https://cdn.example/mfe-prelogin/__federation_expose_app.3333.js',
    ]);
  });

  it('an unchanged manifest is revalidated with its ETag (a 304 keeps it fresh)', async () => {
    const remote = origin();
    const time = clock();
    const manifests = new RemoteManifests({ fetch: remote.fetch, now: time.now, ttlMs: 15_000 });
    await manifests.refresh(MANIFEST_URL);
    time.advance(10_000);
    await manifests.refresh(MANIFEST_URL);
    expect(new Headers(remote.calls.mock.calls[1]?.[1]?.headers).get('if-none-match')).toBe('"v1"');
    time.advance(10_000);
    expect(manifests.assets(MANIFEST_URL)).not.toBeNull();
  });

  it('a remote that stops answering is forgotten at once, and reported once, not at every read', async () => {
    const remote = origin();
    const onError = vi.fn();
    const manifests = new RemoteManifests({ fetch: remote.fetch, onError });
    await manifests.refresh(MANIFEST_URL);
    remote.die();
    await manifests.refresh(MANIFEST_URL);
    await manifests.refresh(MANIFEST_URL);
    expect(manifests.assets(MANIFEST_URL)).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(MANIFEST_URL, 'fetch failed');
  });

  it('an answer that is not a manifest the shell can use is an error too', async () => {
    const onError = vi.fn();
    const fetch = (async () =>
      new Response('<html>gateway timeout</html>', { status: 504 })) as typeof globalThis.fetch;
    const manifests = new RemoteManifests({ fetch, onError });
    await manifests.refresh(MANIFEST_URL);
    expect(manifests.assets(MANIFEST_URL)).toBeNull();
    expect(onError).toHaveBeenCalledWith(MANIFEST_URL, 'answered 504');
  });

  it('a remote redeployed with another contract major is no longer hinted, and the log says why', async () => {
    const onError = vi.fn();
    let contract = CONTRACT_MAJOR;
    const fetch = (async () =>
      new Response(JSON.stringify(manifest({ contract })), {
        headers: { 'content-type': 'application/json' },
      })) as typeof globalThis.fetch;
    const manifests = new RemoteManifests({ fetch, onError });
    await manifests.refresh(MANIFEST_URL);
    expect(manifests.assets(MANIFEST_URL)).not.toBeNull();
    contract = CONTRACT_MAJOR + 1;
    await manifests.refresh(MANIFEST_URL);
    expect(manifests.assets(MANIFEST_URL)).toBeNull();
    expect(onError).toHaveBeenCalledWith(
      MANIFEST_URL,
      `declares contract ${CONTRACT_MAJOR + 1}, the shell runs ${CONTRACT_MAJOR}: the pages refuse it`,
    );
  });

  it('one read at a time per manifest', async () => {
    const remote = origin();
    const manifests = new RemoteManifests({ fetch: remote.fetch });
    await Promise.all([
      manifests.refresh(MANIFEST_URL),
      manifests.refresh(MANIFEST_URL),
      manifests.refresh(MANIFEST_URL),
    ]);
    expect(remote.calls).toHaveBeenCalledTimes(1);
  });

  it('watch() reads every manifest now and again every few seconds, until unwatch()', async () => {
    vi.useFakeTimers();
    try {
      const remote = origin();
      const manifests = new RemoteManifests({ fetch: remote.fetch, everyMs: 5_000 });
      manifests.watch([MANIFEST_URL, 'https://cdn.example/mfe-postlogin/mf-manifest.json', MANIFEST_URL]);
      expect(remote.calls).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(remote.calls).toHaveBeenCalledTimes(4);
      manifests.unwatch();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(remote.calls).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
