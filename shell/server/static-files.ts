// Serving built files: content types, compression cached per file, cache headers, and no path
// escapes. Used by the shell server and by the static origins that stand in for a remote's CDN.
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.html', '.svg', '.txt']);

/** A file under `root`, or null when the path escapes it or names no file. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (!existsSync(file)) return null;
  // A link inside the folder may not lead out of it.
  const real = realpathSync(file);
  const realRoot = realpathSync(root);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return null;
  const stat = statSync(real);
  return stat.isFile() ? real : null;
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipped(file: string, mtimeMs: number): Buffer {
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

/** Hashed build output never changes; everything else is revalidated. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2)$/.test(base) || /\/assets\/[^/]+\.[0-9a-f]{8,}\./.test(file)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string = cacheControlFor(file)): FastifyReply {
  const ext = path.extname(file).toLowerCase();
  const stat = statSync(file);
  reply.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  reply.header('Cache-Control', cacheControl);
  reply.header('Last-Modified', stat.mtime.toUTCString());
  reply.header('X-Content-Type-Options', 'nosniff');
  if (COMPRESSIBLE.has(ext)) {
    reply.header('Vary', 'Accept-Encoding');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bgzip\b/.test(accepts)) {
      const body = gzipped(file, stat.mtimeMs);
      return reply.header('Content-Encoding', 'gzip').header('Content-Length', body.length).send(body);
    }
  }
  reply.header('Content-Length', stat.size);
  return reply.send(createReadStream(file));
}
