// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaticOrigin, parseOrigin } from './static-origins';

describe('parseOrigin', () => {
  it('reads name=dir@port', () => {
    expect(parseOrigin('mfe_prelogin=mfe-prelogin/dist@3001')).toEqual({ name: 'mfe_prelogin', dir: path.resolve('mfe-prelogin/dist'), port: 3001 });
  });

  it.each(['mfe_prelogin=dist', 'mfe_prelogin@3001', '=dist@3001', 'MFE=dist@3001', 'mfe=dist@port'])('refuses %s', (arg) => {
    expect(() => parseOrigin(arg)).toThrow('is not name=dir@port');
  });
});

describe('a static origin (a remote on its own origin, as on a CDN)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-origin-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_prelogin"}');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
    writeFileSync(path.join(dir, '52.0123abcd99.js'), 'var y = 2;');
    app = buildStaticOrigin({ name: 'mfe_prelogin', dir, port: 0 }, 'silent');
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
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
    expect((await app.inject({ url: '/52.0123abcd99.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 (still with CORS) for a missing file or a path escape', async () => {
    for (const url of ['/nope.js', '/../package.json', '/%2e%2e/%2e%2e/package.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('has a health check', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok', remote: 'mfe_prelogin' });
  });
});
