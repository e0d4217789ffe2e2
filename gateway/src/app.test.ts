// The HTTP application: CORS allowlist, §8 error bodies for every error, /health.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUERS_DIR, loadAllIssuers } from '@portal/issuers';
import { normaliseError } from '@portal/shared/domain/errors';
import { buildApp } from './app';
import { readConfig } from './config';
import { openPglite, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedIssuers } from './db/seed';

const config = readConfig({ LOG_LEVEL: 'silent' });
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db);
  await seedIssuers(db, loadAllIssuers(ISSUERS_DIR).issuers);
  app = await buildApp(config, db);
}, 60_000);

afterAll(async () => {
  await app.close();
  await db.close();
});

/** A database that is down: every call fails. */
function brokenDatabase(): Database {
  const fail = async (): Promise<never> => {
    throw new Error('connection refused');
  };
  return { kind: 'postgres', query: fail, exec: fail, transaction: fail, close: async () => undefined };
}

describe('CORS allowlist', () => {
  it.each(['http://acme.localhost:3000', 'http://localhost:3000', 'http://127.0.0.1:3000'])('echoes the allowed origin %s', async (origin) => {
    const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { origin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['vary']).toMatch(/Origin/i);
  });

  it.each(['http://evil.example', 'http://a.b.localhost:3000', 'https://acme.localhost:3000', 'http://acme.localhost:3001'])(
    'gives no allow-origin header to %s',
    async (origin) => {
      const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('answers a request without an Origin (same origin, curl) normally', async () => {
    const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01' });
    expect(res.statusCode).toBe(200);
  });

  it('a preflight from an allowed origin succeeds with the methods and the §7 session headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/dpsapps/ACME-WEB-01',
      headers: {
        origin: 'http://acme.localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-chnl, dfpsessionid',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://acme.localhost:3000');
    expect(String(res.headers['access-control-allow-methods'])).toContain('GET');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/X-CHNL/i);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/DFPSESSIONID/i);
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('a preflight from another origin gets no allow-origin header', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/dpsapps/ACME-WEB-01',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('exposes the token and document id headers of §7 to the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/access_token/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/documentId/);
  });
});

describe('§8 error bodies', () => {
  it('an unknown route is a 404 in the §8 shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ responseStatus: { code: '404', status: 404, message: 'No route GET /no/such/route' } });
    expect(normaliseError(res.body, 404).code).toBe('404');
  });

  it('an unknown method on a known path is a 404 in the §8 shape', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/dpsapps/ACME-WEB-01' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ responseStatus: { code: '404', status: 404 } });
  });

  it('the 404 of an allowed origin is readable by the page (CORS headers on errors too)', async () => {
    const res = await app.inject({ method: 'GET', url: '/dpsapps/NOBODY-01', headers: { origin: 'http://acme.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe('http://acme.localhost:3000');
  });

  it('a thrown error is a 500 VMCP_001 in the §8 shape, without the internal message', async () => {
    const broken = await buildApp(config, brokenDatabase());
    try {
      const res = await broken.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ responseStatus: { code: 'VMCP_001', status: 500, message: 'internal error' } });
      expect(res.body).not.toContain('connection refused');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(normaliseError(res.json(), 500).code).toBe('VMCP_001');
    } finally {
      await broken.close();
    }
  });

  it('a body over the limit is a 413 inputValidationError', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/dpsapps/ACME-WEB-01',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'y'.repeat(70 * 1024) }),
    });
    // The size limit applies before routing: a large body never reaches a handler, even on no route.
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ responseStatus: { code: 'inputValidationError', status: 413, message: 'request body too large' } });
  });
});

describe('/health', () => {
  it('is ok with the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 unavailable when the database is down', async () => {
    const broken = await buildApp(config, brokenDatabase());
    try {
      const res = await broken.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    } finally {
      await broken.close();
    }
  });
});
