// What the shell server knows of each remote's mf-manifest.json, for the page's preload hints
// (so nothing waits on a waterfall): the remote entry's URL and the files of its './app' module, read from
// the remote's origin again every few seconds (a conditional request: an unchanged manifest costs a
// 304). A remote is deployed on its own (ARCHITECTURE §6): its new files are hinted from the next
// read on, and a read older than the time to live is never used (a remote that stopped answering is
// not hinted from a memory of it). A page never waits for a manifest: without a fresh read it goes
// out with the manifest alone hinted, and the runtime reads the manifest itself as it always does.
import * as v from 'valibot';
import { CONTRACT_MAJOR, remoteBuildOf } from '@portal/domain/platform';

/** The files of a remote the runtime fetches for loadRemote('<remote>/app'), as absolute URLs. */
export interface RemoteAssets {
  remoteEntry: string;
  /** './app' and the chunks it needs at once (manifest exposes[].assets.js.sync and css.sync). */
  js: readonly string[];
  css: readonly string[];
}

/** The few fields of an mf-manifest.json the hints need; anything else in it is ignored. */
const FilesSchema = v.object({ sync: v.array(v.string()) });
const ManifestSchema = v.object({
  metaData: v.object({
    // Absent when the manifest asks for getPublicPath (code to run): then nothing is hinted.
    publicPath: v.optional(v.string()),
    remoteEntry: v.object({ name: v.pipe(v.string(), v.nonEmpty()), path: v.optional(v.string(), '') }),
  }),
  exposes: v.optional(
    v.array(
      v.object({
        name: v.optional(v.string()),
        path: v.optional(v.string()),
        assets: v.object({ js: FilesSchema, css: FilesSchema }),
      }),
    ),
    [],
  ),
});

/** The exposed module the shell loads from every remote (shell/src/federation/remotes.ts). */
const APP_EXPOSE = './app';

/**
 * The assets of a manifest read from `manifestUrl`, as the runtime resolves them: publicPath 'auto'
 * is the manifest's folder; the remote entry is `path/name` under it. Null when the manifest cannot
 * be resolved without running code (getPublicPath), has no './app', or declares another contract major
 * than the shell's (or none).
 */
export function assetsOf(manifestUrl: string, json: unknown): RemoteAssets | null {
  const parsed = v.safeParse(ManifestSchema, json);
  if (!parsed.success) return null;
  // Release trains: the page will refuse a remote of another contract; nothing of it is hinted.
  if (remoteBuildOf(json)?.contract !== CONTRACT_MAJOR) return null;
  const { metaData, exposes } = parsed.output;
  if (metaData.publicPath === undefined) return null;
  let base: URL;
  try {
    base = metaData.publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(metaData.publicPath, manifestUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return null;
  const app = exposes.find((e) => (e.path !== undefined ? e.path === APP_EXPOSE : e.name === APP_EXPOSE.slice(2)));
  if (!app) return null;
  const at = (file: string) => new URL(file.replace(/^\/+/, ''), base).href;
  const entryPath = metaData.remoteEntry.path.replace(/^\/+|\/+$/g, '');
  return {
    remoteEntry: at(entryPath ? `${entryPath}/${metaData.remoteEntry.name}` : metaData.remoteEntry.name),
    js: app.assets.js.sync.map(at),
    css: app.assets.css.sync.map(at),
  };
}

export interface RemoteManifestsOptions {
  /** How long a manifest read is used for hints (ms). */
  ttlMs?: number;
  /** How often watch() reads the manifests again (ms). */
  everyMs?: number;
  /** How long one read may take (ms). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** Told when a manifest becomes unreadable (once, not at every read while it stays so). */
  onError?: (manifestUrl: string, problem: string) => void;
}

interface Entry {
  assets: RemoteAssets | null;
  etag: string | null;
  /** When the manifest was last read or confirmed (304). */
  checkedAt: number;
  /** A read under way. */
  reading: Promise<void> | null;
}

export class RemoteManifests {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly everyMs: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof globalThis.fetch;
  private readonly now: () => number;
  private readonly onError: (manifestUrl: string, problem: string) => void;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(options: RemoteManifestsOptions = {}) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.everyMs = options.everyMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => undefined);
  }

  /**
   * The remote's assets if a read younger than the time to live has them, else null. A manifest not
   * read for a while (not watched, or its last read failed) is read again, in the background.
   */
  assets(manifestUrl: string): RemoteAssets | null {
    const entry = this.entries.get(manifestUrl);
    const age = entry ? this.now() - entry.checkedAt : Infinity;
    if (age >= this.everyMs) void this.refresh(manifestUrl);
    return entry?.assets && age < this.ttlMs ? entry.assets : null;
  }

  /** Reads these manifests now and every few seconds, until unwatch(). */
  watch(manifestUrls: Iterable<string>): void {
    const urls = [...new Set(manifestUrls)];
    const readAll = () => {
      for (const url of urls) void this.refresh(url);
    };
    this.unwatch();
    readAll();
    this.timer = setInterval(readAll, this.everyMs);
    // Reading manifests never keeps the process alive.
    this.timer.unref();
  }

  unwatch(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reads the manifest now (once at a time per URL); resolves when the read is over, never rejects. */
  refresh(manifestUrl: string): Promise<void> {
    const entry = this.entries.get(manifestUrl) ?? { assets: null, etag: null, checkedAt: -Infinity, reading: null };
    this.entries.set(manifestUrl, entry);
    entry.reading ??= this.read(manifestUrl, entry).finally(() => {
      entry.reading = null;
    });
    return entry.reading;
  }

  private async read(manifestUrl: string, entry: Entry): Promise<void> {
    try {
      // Revalidated with the ETag the remote's origin sent: an unchanged manifest costs a 304.
      const headers: Record<string, string> = { accept: 'application/json' };
      if (entry.etag && entry.assets) headers['if-none-match'] = entry.etag;
      const response = await this.fetch(manifestUrl, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
      if (response.status === 304 && entry.assets) {
        entry.checkedAt = this.now();
        return;
      }
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const json: unknown = await response.json();
      const build = remoteBuildOf(json);
      if (build?.contract !== CONTRACT_MAJOR)
        throw new Error(
          `declares contract ${build ? build.contract : 'none'}, the shell runs ${CONTRACT_MAJOR}: the pages refuse it`,
        );
      const assets = assetsOf(manifestUrl, json);
      if (!assets) throw new Error('has no remote entry and ./app files the shell can resolve');
      Object.assign(entry, { assets, etag: response.headers.get('etag'), checkedAt: this.now() });
    } catch (error) {
      const news = entry.assets !== null || entry.checkedAt === -Infinity;
      // Forgotten, not kept stale: the pages go out without the remote's files hinted.
      Object.assign(entry, { assets: null, etag: null, checkedAt: this.now() });
      if (news) this.onError(manifestUrl, error instanceof Error ? error.message : String(error));
    }
  }
}
