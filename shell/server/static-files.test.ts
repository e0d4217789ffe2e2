// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, CONTENT_TYPES, resolveInside, sendFile } from './static-files';

// base/
//   secret.txt          outside the root
//   dist-private/x.txt  a sibling whose name starts with the root's
//   dist/               the root
//     index.html, main.0123abcd.js, assets/logo.svg
const base = mkdtempSync(path.join(tmpdir(), 'shell-static-'));
const root = path.join(base, 'dist');
const secret = path.join(base, 'secret.txt');
mkdirSync(path.join(root, 'assets'), { recursive: true });
mkdirSync(path.join(base, 'dist-private'));
writeFileSync(secret, 'secret');
writeFileSync(path.join(base, 'dist-private', 'x.txt'), 'private');
writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
const JS = 'console.log("hello");\n'.repeat(50);
writeFileSync(path.join(root, 'main.0123abcd.js'), JS);
writeFileSync(path.join(root, 'assets', 'logo.svg'), '<svg/>');
writeFileSync(path.join(root, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('resolveInside: no path escapes', () => {
  it.each(['index.html', '/index.html', 'assets/logo.svg', '/assets/logo.svg', 'assets/../index.html', '/index.html?v=1', 'a%73sets/logo.svg'])('finds %s inside the root', (url) => {
    const file = resolveInside(root, url);
    expect(file).not.toBeNull();
    expect(file?.startsWith(root + path.sep)).toBe(true);
  });

  it.each([
    '../secret.txt',
    '/../secret.txt',
    'assets/../../secret.txt',
    '%2e%2e/secret.txt',
    '%2E%2E%2Fsecret.txt',
    '..%2fsecret.txt',
    '..%5csecret.txt',
    '....//secret.txt',
    '../dist-private/x.txt',
    '%2e%2e/dist-private/x.txt',
  ])('refuses %s', (url) => {
    expect(resolveInside(root, url)).toBeNull();
  });

  it('refuses an absolute path to a file outside the root', () => {
    expect(resolveInside(root, secret)).toBeNull();
    expect(resolveInside(root, encodeURIComponent(secret))).toBeNull();
    expect(resolveInside(root, `/${secret}`)).toBeNull();
  });

  it('refuses NUL bytes, raw or encoded', () => {
    expect(resolveInside(root, 'index.html\0')).toBeNull();
    expect(resolveInside(root, 'index.html%00')).toBeNull();
    expect(resolveInside(root, 'index.html%00.js')).toBeNull();
  });

  it('refuses malformed escapes, folders, the root itself and missing files', () => {
    expect(resolveInside(root, '%E0%A4%A')).toBeNull();
    expect(resolveInside(root, 'assets')).toBeNull();
    expect(resolveInside(root, '/')).toBeNull();
    expect(resolveInside(root, 'nope.js')).toBeNull();
  });

  it('whatever the request, the answer is null or a file under the root', () => {
    const piece = fc.constantFrom('..', '.', '%2e%2e', '%2E', 'assets', 'index.html', 'secret.txt', '%2f', '%5c', '', 'dist', '%00');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.boolean(), (parts, lead) => {
        const file = resolveInside(root, `${lead ? '/' : ''}${parts.join('/')}`);
        if (file !== null) expect(file.startsWith(root + path.sep)).toBe(true);
      }),
    );
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/d/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/d/119.c7b3ecfe0a.js', 'public, max-age=31536000, immutable'],
    ['/d/styles.deadbeef99.css', 'public, max-age=31536000, immutable'],
    ['/d/assets/font.0123456789.woff2', 'public, max-age=31536000, immutable'],
    ['/d/index.html', 'no-cache'],
    ['/d/mf-manifest.json', 'no-cache'],
    ['/d/remoteEntry.js', 'no-cache'],
    ['/d/main.js', 'no-cache'],
    ['/d/main.abc.js', 'no-cache'],
    ['/d/119.c7b3ecfe0a.js.map', 'no-cache'],
  ])('%s -> %s', (file, value) => {
    expect(cacheControlFor(file)).toBe(value);
  });
});

describe('sendFile', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get('/*', async (request, reply) => {
      const file = resolveInside(root, request.url);
      if (!file) return reply.code(404).send('Not found');
      return sendFile(request, reply, file);
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('sends a file with its type, length and cache header', async () => {
    const res = await app.inject({ url: '/main.0123abcd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(CONTENT_TYPES['.js']);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JS));
  });

  it('gzips compressible files when asked, and says it varies', async () => {
    const res = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(JS);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('does not gzip images', async () => {
    const res = await app.inject({ url: '/photo.png', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
});
