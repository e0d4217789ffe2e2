import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  CONTENT_TYPES,
  fileInside,
  registerCompression,
  registerStaticFiles,
  resolveInside,
} from './static-files';

// base/
//   secret.txt          outside the root
//   dist-private/x.txt  a sibling whose name starts with the root's
//   dist/               the root
//     index.html, main.0123abcd.js (+ .br, .gz as a build writes them), assets/logo.svg,
//     app.89abcdef01.css (no copies: compressed on the fly), photo.png, .portal-build-stamp,
//     leak.js -> ../secret.txt, shortcut.js -> main.0123abcd.js, out/ -> .., decoy.js (its .br -> ../secret.txt)
const base = mkdtempSync(path.join(tmpdir(), 'shell-static-'));
const root = path.join(base, 'dist');
const secret = path.join(base, 'secret.txt');
mkdirSync(path.join(root, 'assets'), { recursive: true });
mkdirSync(path.join(base, 'dist-private'));
writeFileSync(secret, 'secret');
writeFileSync(path.join(base, 'dist-private', 'x.txt'), 'private');
writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
const JS = 'console.log("hello");\n'.repeat(50);
const CSS = '.card { color: var(--primary); }\n'.repeat(60);
writeFileSync(path.join(root, 'main.0123abcd.js'), JS);
// What packages/build/src/precompress.ts writes; distinct bytes from an on-the-fly compression would do as well.
const JS_BR = brotliCompressSync(JS);
const JS_GZ = gzipSync(JS, { level: 9 });
writeFileSync(path.join(root, 'main.0123abcd.js.br'), JS_BR);
writeFileSync(path.join(root, 'main.0123abcd.js.gz'), JS_GZ);
writeFileSync(path.join(root, 'app.89abcdef01.css'), CSS);
writeFileSync(path.join(root, 'assets', 'logo.svg'), '<svg/>');
writeFileSync(path.join(root, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(path.join(root, '.portal-build-stamp'), 'stamp');
writeFileSync(path.join(root, 'decoy.js'), 'var decoy = 1;');
symlinkSync(secret, path.join(root, 'leak.js'));
symlinkSync(path.join(root, 'main.0123abcd.js'), path.join(root, 'shortcut.js'));
symlinkSync(base, path.join(root, 'out'));
symlinkSync(secret, path.join(root, 'decoy.js.br'));

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('resolveInside: no path escapes', () => {
  it.each([
    'index.html',
    '/index.html',
    'assets/logo.svg',
    '/assets/logo.svg',
    'assets/../index.html',
    '/index.html?v=1',
    'a%73sets/logo.svg',
  ])('finds %s inside the root', (url) => {
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

  it.each(['.portal-build-stamp', '/%2eportal-build-stamp', 'assets/.hidden', '.git/config'])(
    'refuses the dotfile %s',
    (url) => {
      expect(resolveInside(root, url)).toBeNull();
    },
  );

  it('refuses a link that leads out of the root, to a file or through a folder; follows one that stays inside', () => {
    expect(resolveInside(root, 'leak.js')).toBeNull();
    expect(resolveInside(root, 'out/secret.txt')).toBeNull();
    // Out through the link and back in: what is sent is still the root's own file.
    expect(resolveInside(root, 'out/dist/index.html')).toBe(path.join(root, 'index.html'));
    expect(resolveInside(root, 'shortcut.js')).toBe(path.join(root, 'main.0123abcd.js'));
  });

  it('fileInside takes a decoded path and does not decode it again', () => {
    expect(fileInside(root, 'index.html')).toBe(path.join(root, 'index.html'));
    expect(fileInside(root, 'a%73sets/logo.svg')).toBeNull();
  });

  it('whatever the request, the answer is null or a file under the root', () => {
    const piece = fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2E',
      'assets',
      'index.html',
      'secret.txt',
      '%2f',
      '%5c',
      '',
      'dist',
      '%00',
      'out',
      'leak.js',
    );
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

describe('registerStaticFiles with registerCompression (@fastify/static, @fastify/compress)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    await registerStaticFiles(app, { root });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send('Not found'));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('sends a file with its type, length, validators and cache header, uncompressed when not asked', async () => {
    const res = await app.inject({ url: '/main.0123abcd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(CONTENT_TYPES['.js']);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['etag']).toBeTruthy();
    expect(res.headers['last-modified']).toBe(statSync(path.join(root, 'main.0123abcd.js')).mtime.toUTCString());
    expect(res.body).toBe(JS);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JS));
  });

  it('brotli: sends the precompressed .br as it is, with the type and cache header of the original', async () => {
    const res = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(JS_BR)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(JS_BR.length);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(JS);
    expect(res.headers['content-type']).toBe(CONTENT_TYPES['.js']);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gzip: sends the precompressed .gz to a browser without brotli', async () => {
    const res = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(JS_GZ)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(JS);
    expect(res.headers['content-type']).toBe(CONTENT_TYPES['.js']);
  });

  it('compresses a file without a copy on the fly: brotli when taken, else gzip', async () => {
    const br = await app.inject({ url: '/app.89abcdef01.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(CSS);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(CSS) / 4);
    expect(br.headers['content-type']).toBe(CONTENT_TYPES['.css']);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toBe('accept-encoding');
    const gz = await app.inject({ url: '/app.89abcdef01.css', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(CSS);
  });

  it('does not compress images', async () => {
    const res = await app.inject({ url: '/photo.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers a matching ETag with 304 and no body', async () => {
    const first = await app.inject({ url: '/main.0123abcd.js' });
    const again = await app.inject({
      url: '/main.0123abcd.js',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    ['a dotfile', '/.portal-build-stamp'],
    ['an encoded dotfile', '/%2eportal-build-stamp'],
    ['a link to a file outside', '/leak.js'],
    ['a path through a link to a folder outside', '/out/secret.txt'],
    ['a climb out of the root', '/../secret.txt'],
    ['an encoded climb', '/%2e%2e/secret.txt'],
    ['a folder', '/assets'],
    ['the root', '/'],
    ['a missing file', '/nope.js'],
  ])('answers 404 for %s (%s)', async (_what, url) => {
    for (const encoding of [undefined, 'br, gzip']) {
      const res = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(res.statusCode, `${url} ${encoding ?? ''}`).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });

  it('refuses a file whose precompressed copy is a link out of the root', async () => {
    const res = await app.inject({ url: '/decoy.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.toString('latin1')).not.toContain('secret');
    expect(readFileSync(path.join(root, 'decoy.js'), 'utf8')).toBe('var decoy = 1;');
  });
});

describe('source maps are never served', () => {
  // A build keeps its maps out of dist/ (packages/build/src/rspack.ts); a map copied in by hand is still not served.
  const mapRoot = mkdtempSync(path.join(tmpdir(), 'shell-maps-'));
  writeFileSync(path.join(mapRoot, 'main.0123abcd.js'), JS);
  writeFileSync(
    path.join(mapRoot, 'main.0123abcd.js.map'),
    JSON.stringify({ version: 3, sources: ['/home/builder/portal/src/index.ts'] }),
  );
  writeFileSync(path.join(mapRoot, 'main.0123abcd.js.map.br'), brotliCompressSync('{}'));
  writeFileSync(path.join(mapRoot, 'main.0123abcd.js.map.gz'), gzipSync('{}'));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    await registerStaticFiles(app, { root: mapRoot });
  });

  afterAll(async () => {
    await app.close();
    rmSync(mapRoot, { recursive: true, force: true });
  });

  it('fileInside does not find a .map file', () => {
    expect(fileInside(mapRoot, 'main.0123abcd.js')).not.toBeNull();
    expect(fileInside(mapRoot, 'main.0123abcd.js.map')).toBeNull();
    expect(fileInside(mapRoot, 'MAIN.0123abcd.JS.MAP')).toBeNull();
  });

  it.each(['/main.0123abcd.js.map', '/main.0123abcd.js.MAP', '/main.0123abcd.js%2emap', '/main.0123abcd.js.map.br'])(
    '%s is 404, whatever the encoding asked for',
    async (url) => {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const res = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
        expect(res.statusCode, `${url} ${encoding ?? ''}`).toBe(404);
        expect(res.rawPayload.toString('latin1')).not.toContain('/home/builder');
      }
    },
  );
});
