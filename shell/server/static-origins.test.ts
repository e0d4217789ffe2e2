import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaticOrigin, parseOrigin, walletFramePolicyFrom } from './static-origins';

describe('parseOrigin', () => {
  it('reads name=dir@port', () => {
    expect(parseOrigin('mfe_prelogin=mfe-prelogin/dist@3001')).toEqual({
      name: 'mfe_prelogin',
      dir: path.resolve('mfe-prelogin/dist'),
      port: 3001,
    });
  });

  it.each([
    'mfe_prelogin=dist',
    'mfe_prelogin@3001',
    '=dist@3001',
    'MFE=dist@3001',
    'mfe=dist@port',
    'mfe=dist@0',
    'mfe=dist@65536',
    'mfe=dist@30.1',
  ])('refuses %s', (arg) => {
    expect(() => parseOrigin(arg)).toThrow('is not name=dir@port');
  });
});

describe('a static origin (a remote on its own origin, as on a CDN)', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'shell-origin-'));
  const dir = path.join(base, 'dist');
  mkdirSync(dir);
  const MANIFEST_BR = brotliCompressSync('{"name":"mfe_prelogin"}');
  const CHUNK = 'export const chunk = "a federated chunk";\n'.repeat(100);
  let app: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_prelogin"}');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
    writeFileSync(path.join(dir, '52.0123abcd99.js'), 'var y = 2;');
    writeFileSync(path.join(dir, '7.0123abcd99.js'), CHUNK);
    writeFileSync(path.join(dir, 'mf-manifest.json.br'), MANIFEST_BR);
    writeFileSync(path.join(dir, '.portal-build-stamp'), 'stamp');
    writeFileSync(path.join(base, 'secret.txt'), 'secret');
    symlinkSync(path.join(base, 'secret.txt'), path.join(dir, 'leak.js'));
    app = await buildStaticOrigin({ name: 'mfe_prelogin', dir, port: 0 }, 'silent');
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves remote files to any origin (CORS *)', async () => {
    const res = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://acme.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.json()).toEqual({ name: 'mfe_prelogin' });
  });

  it('revalidates the manifest and entry, caches hashed chunks for good', async () => {
    expect((await app.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/52.0123abcd99.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it("serves the build's brotli copy of the manifest, with CORS and revalidation", async () => {
    const res = await app.inject({
      url: '/mf-manifest.json',
      headers: { origin: 'http://acme.localhost:3000', 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(MANIFEST_BR)).toBe(true);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('compresses a chunk without a copy on the fly (gzip here), with CORS', async () => {
    const res = await app.inject({ url: '/7.0123abcd99.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(CHUNK);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 (still with CORS) for a missing file, a path escape, a dotfile or a link out', async () => {
    for (const url of [
      '/nope.js',
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/.portal-build-stamp',
      '/leak.js',
      '/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('has a health check', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok', remote: 'mfe_prelogin' });
  });
});

describe("the wallet's origin: its frame page's CSP", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-origin-'));
  mkdirSync(path.join(dir, 'embed'));
  writeFileSync(path.join(dir, 'embed', 'frame.html'), '<!doctype html><title>Saved cards</title>');
  writeFileSync(path.join(dir, 'embed', 'wallet.js'), 'var w = 1;');
  const policy = walletFramePolicyFrom({
    WALLET_FRAME_POLICY: JSON.stringify({
      merchantOrigins: ['http://localhost:3020'],
      gateway: 'http://localhost:8080/',
    }),
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildStaticOrigin({ name: 'mfe_embedded_wallet', dir, port: 0 }, 'silent', policy);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the frame page with frame-ancestors limited to the merchants, and a query does not lose it', async () => {
    for (const url of ['/embed/frame.html', '/embed/frame.html?mode=x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3020;');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the loader and the other files go as before (the merchant page’s CSP governs them)', async () => {
    const res = await app.inject({ method: 'GET', url: '/embed/wallet.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('WALLET_FRAME_POLICY: unset is none; broken JSON or a bad origin stops the start with the variable named', () => {
    expect(walletFramePolicyFrom({})).toBeNull();
    expect(() => walletFramePolicyFrom({ WALLET_FRAME_POLICY: '{' })).toThrow('WALLET_FRAME_POLICY is not JSON');
    expect(() =>
      walletFramePolicyFrom({
        WALLET_FRAME_POLICY: JSON.stringify({ merchantOrigins: ['ftp://x'], gateway: 'http://g' }),
      }),
    ).toThrow('WALLET_FRAME_POLICY:');
  });
});
