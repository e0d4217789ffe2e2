// Serving built files with the standard plugins, as fastify/demo does: @fastify/static sends them
// (ETag, Last-Modified, ranges, and the .br or .gz the build wrote beside a file when the browser takes
// it: packages/build/src/precompress.ts), @fastify/compress compresses the rest on the fly. What this file
// adds: the content types and cache headers the portal has always sent, nosniff, and no way out of the
// root: not by `..`, not to a dotfile, not through a link that leads outside. Used by the shell server
// and by the static origins that stand in for a remote's CDN.
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings a precompressed file may have beside the original, by its extension. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** Whether `file` is `root` or lies under it. */
const within = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

/**
 * The real path of a file under `root`, given its path relative to the root (already URL-decoded), or
 * null when the path leaves the root, names a dotfile or a folder, does not exist, or is a link that
 * leads out of the root.
 */
export function fileInside(root: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const normalized = path.posix.normalize(`/${relative}`);
  // A dotfile (.portal-build-stamp, .env) is never part of what a build ships.
  if (normalized.split('/').some((segment) => segment.startsWith('.'))) return null;
  // Nor is a source map: a production build keeps its maps out of dist/ (packages/build/src/rspack.ts);
  // one copied in by hand, or a copy of one (.map.br, .map.gz), is not served either.
  if (/\.map(\.(br|gz))?$/i.test(normalized)) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${normalized}`);
  if (!within(base, file) || !existsSync(file)) return null;
  try {
    const real = realpathSync(file);
    if (!within(realpathSync(base), real)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    // Gone between the checks (a redeploy swapping the folder): as if it never was.
    return null;
  }
}

/** A file under `root` for a request path (URL-encoded, with any query), or null: see fileInside. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  return fileInside(root, decoded);
}

/**
 * @fastify/static's guard: the file and any precompressed copy beside it stay inside the root (send
 * itself refuses `..`, but follows links).
 */
function allowedPath(pathname: string, root: string | undefined): boolean {
  if (root === undefined) return false;
  const file = fileInside(root, pathname);
  if (file === null) return false;
  for (const extension of Object.values(PRECOMPRESSED)) {
    const copy = `${pathname}${extension}`;
    if (lstatSync(path.join(root, copy), { throwIfNoEntry: false }) && fileInside(root, copy) === null) return false;
  }
  return true;
}

/** Hashed build output never changes; everything else is revalidated. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2)$/.test(base) || /\/assets\/[^/]+\.[0-9a-f]{8,}\./.test(file))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Types that are worth compressing, whether on the fly or at build time. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.txt']);

/**
 * Brotli and gzip for every route registered after this, on the fly (brotli at quality 4, the
 * plugin's default: 11 costs too much per response); a precompressed file is sent as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

export interface StaticFilesOptions {
  /** Serve `GET /*` from this folder; without it, the scope's routes send files with sendInside(). */
  root?: string;
  /** Cache-Control of a file sent (its path on disk, without .br/.gz); cacheControlFor by default. */
  cacheControl?: (file: string) => string;
}

/**
 * @fastify/static in `scope`, with the portal's headers. The plugin sets its own types (mime's, which
 * call JavaScript application/javascript) and cache header, and for a precompressed file the header
 * of the file on disk (.br), so the headers are set once the file is chosen: setHeaders notes which
 * file it is, and an onSend hook (before compression's) writes them.
 */
export async function registerStaticFiles(scope: FastifyInstance, options: StaticFilesOptions = {}): Promise<void> {
  const cacheControl = options.cacheControl ?? cacheControlFor;
  const sent = new WeakMap<object, string>();
  scope.addHook('onSend', async (_request, reply, payload) => {
    const onDisk = sent.get(reply.raw);
    if (onDisk === undefined) return payload;
    const file = reply.getHeader('content-encoding') ? onDisk.replace(/\.(br|gz)$/, '') : onDisk;
    const ext = path.extname(file).toLowerCase();
    if (reply.statusCode !== 304) reply.header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    reply.header('cache-control', cacheControl(file));
    reply.header('x-content-type-options', 'nosniff');
    // Caches must keep the brotli, gzip and plain answers apart, whichever this one is.
    if (COMPRESSIBLE.has(ext) && !reply.getHeader('vary')) reply.header('vary', 'accept-encoding');
    return payload;
  });
  await scope.register(fastifyStatic, {
    ...(options.root ? { root: options.root, serve: true as const, wildcard: true } : { serve: false as const }),
    preCompressed: true,
    allowedPath,
    // Folders are never listed or answered with an index: a build's files are named one by one.
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // @fastify/static 10 hands the reply (9 handed its raw response): keyed by the raw one, as onSend reads it.
    setHeaders: (reply, file) => {
      sent.set(reply.raw, file);
    },
  });
}

/** Sends a file that resolveInside found under `root` (registerStaticFiles must be in the scope). */
export function sendInside(reply: FastifyReply, root: string, file: string): FastifyReply {
  const realRoot = realpathSync(root);
  return reply.sendFile(path.relative(realRoot, file).split(path.sep).join('/'), realRoot);
}
