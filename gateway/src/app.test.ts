// The HTTP application: CORS allowlist, §8 error bodies for every error, /health, and what every
// answer must hold to: no development route unless the sandbox is
// asked for, the Host checked, security headers, control characters refused, logs without secrets.
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseError } from '@portal/domain/errors';
import { buildApp } from './app';
import { readConfig } from './config';
import type { Database } from './db/database';
import { migratedPglite } from './test-kit';

// The sandbox, as these tests always had (the default is now production, which needs a key).
const config = readConfig({ LOG_LEVEL: 'silent', GATEWAY_PROFILE: 'sandbox' });
const KEY = Buffer.alloc(32, 9).toString('base64');
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await migratedPglite();
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
  return {
    kind: 'postgres',
    query: fail,
    exec: fail,
    transaction: fail,
    exclusive: fail,
    close: async () => undefined,
  };
}

describe('CORS allowlist', () => {
  it.each(['http://acme.localhost:3000', 'http://localhost:3000', 'http://127.0.0.1:3000'])(
    'echoes the allowed origin %s',
    async (origin) => {
      const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['vary']).toMatch(/Origin/i);
    },
  );

  it.each([
    'http://evil.example',
    'http://a.b.localhost:3000',
    'https://acme.localhost:3000',
    'http://acme.localhost:3001',
  ])('gives no allow-origin header to %s', async (origin) => {
    const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

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
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Retry-After/);
  });
});

describe('§8 error bodies', () => {
  it('an unknown route is a 404 in the §8 shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      responseStatus: { code: '404', status: 404, message: 'No route GET /no/such/route' },
    });
    expect(normaliseError(res.body, 404).code).toBe('404');
  });

  it('an unknown method on a known path is a 404 in the §8 shape', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/dpsapps/ACME-WEB-01' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ responseStatus: { code: '404', status: 404 } });
  });

  it('the 404 of an allowed origin is readable by the page (CORS headers on errors too)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/dpsapps/NOBODY-01',
      headers: { origin: 'http://acme.localhost:3000' },
    });
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
    expect(res.json()).toEqual({
      responseStatus: { code: 'inputValidationError', status: 413, message: 'request body too large' },
    });
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

describe('the profile and the Host', () => {
  it('a gateway started with no profile (production, with its key) serves no /__dev route', async () => {
    const production = await buildApp(
      readConfig({ LOG_LEVEL: 'silent', GATEWAY_SECRET_KEY: KEY, GATEWAY_ALLOW_PGLITE: 'true' }),
      db,
    );
    try {
      for (const url of ['/__dev/outbox', '/__dev/dump', '/__dev/users']) {
        for (const method of ['GET', 'POST'] as const)
          expect(production.hasRoute({ method, url }), `${method} ${url}`).toBe(false);
        const res = await production.inject({ method: 'GET', url: `${url}?recipient=ready.rita@acmebank.example` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ responseStatus: { code: '404', status: 404 } });
      }
    } finally {
      await production.close();
    }
  });

  it.each(['localhost:8080', 'localhost', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST:8080'])(
    'answers a request for the configured host %s',
    async (host) => {
      const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { host } });
      expect(res.statusCode).toBe(200);
    },
  );

  it.each([
    'attacker.example',
    'attacker.example:8080',
    'localhost.attacker.example',
    '127.0.0.1.nip.io',
    'acme.localhost:3000',
  ])('refuses a request for another host (%s): 421 in the §8 shape, the route never reached', async (host) => {
    const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { host } });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({
      responseStatus: { code: 'inputValidationError', status: 421, message: expect.any(String) as unknown },
    });
    expect(res.body).not.toContain('attacker');
  });

  it('GATEWAY_HOSTS names the hosts a deployment answers to, and only those', async () => {
    const deployed = await buildApp(
      readConfig({
        LOG_LEVEL: 'silent',
        GATEWAY_SECRET_KEY: KEY,
        GATEWAY_ALLOW_PGLITE: 'true',
        GATEWAY_HOSTS: 'api.bank.example, gw.bank.example',
      }),
      db,
    );
    try {
      expect(
        (await deployed.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { host: 'api.bank.example' } }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await deployed.inject({
            method: 'GET',
            url: '/dpsapps/ACME-WEB-01',
            headers: { host: 'gw.bank.example:443' },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await deployed.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { host: 'localhost:8080' } }))
          .statusCode,
      ).toBe(421);
    } finally {
      await deployed.close();
    }
  });
});

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/dpsapps/ACME-WEB-01', 200],
    ['an error', '/dpsapps/NOBODY-01', 404],
    ['an unknown route', '/nothing/here', 404],
  ])('%s carries nosniff and a CSP that allows nothing and no framing', async (_what, url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("the router's own refusals, found by `npm run fuzz`", () => {
  it.each([
    ['a path parameter over 100 characters', `/users/${'x'.repeat(300)}/emails`, 414],
    ['a malformed percent-encoding', '/users/%E0%A4%A/emails', 400],
  ])('%s is answered in the §8 shape with the security headers, never quoting the path', async (_what, url, status) => {
    const res = await app.inject({
      method: 'DELETE',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      responseStatus: { code: 'inputValidationError', status, message: expect.any(String) as unknown },
    });
    expect(res.body).not.toContain('xxxxxxxxxx');
    expect(res.body).not.toContain('%E0');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe("the HTTP parser's own refusals, found by `npm run fuzz`", () => {
  /** The raw bytes answered to a request line with a 70,000-character query (over Node's header limit). */
  async function rawAnswer(method: string): Promise<string> {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`${method} /health?x=${'y'.repeat(70_000)} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`),
      );
      let answered = '';
      socket.on('data', (chunk: Buffer) => {
        answered += chunk.toString('latin1');
      });
      // The gateway closes the connection with the rest of the request unread: the answer, then a reset.
      socket.on('close', () => resolve(answered));
      socket.on('error', () => resolve(answered));
    });
  }

  it('a request line over the limit is 431 in the §8 shape with the security headers', async () => {
    const answered = await rawAnswer('GET');
    const [head = '', body = ''] = answered.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain("content-security-policy: default-src 'none'");
    expect(JSON.parse(body)).toEqual({
      responseStatus: { code: 'inputValidationError', status: 431, message: expect.any(String) as unknown },
    });
  });

  it('and to a HEAD without a body, which a client would read as the start of the next answer', async () => {
    const answered = await rawAnswer('HEAD');
    expect(answered).toMatch(/^HTTP\/1\.1 431 /);
    expect(answered).toContain('content-length: 0\r\n');
    expect(answered.endsWith('\r\n\r\n')).toBe(true);
  });
});

describe('CORS: the issuers the gateway knows, not any name', () => {
  it.each(['http://evil.localhost:3000', 'http://nobody.localhost:3000', 'http://broken.localhost:3000'])(
    'gives no allow-origin header to %s',
    async (origin) => {
      const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it.each(['acme', 'contoso', 'fabrikam', 'northwind', 'tailspin'])(
    'admits each seeded issuer: http://%s.localhost:3000',
    async (id) => {
      const origin = `http://${id}.localhost:3000`;
      const res = await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it('a deployment names its production origins with {issuer}: each issuer id, nothing else', async () => {
    const deployed = await buildApp(
      readConfig({
        LOG_LEVEL: 'silent',
        GATEWAY_SECRET_KEY: KEY,
        GATEWAY_ALLOW_PGLITE: 'true',
        GATEWAY_ALLOWED_ORIGINS: 'https://{issuer}.cards.bank.example',
      }),
      db,
    );
    try {
      const allow = async (origin: string) =>
        (await deployed.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01', headers: { origin } })).headers[
          'access-control-allow-origin'
        ];
      expect(await allow('https://acme.cards.bank.example')).toBe('https://acme.cards.bank.example');
      expect(await allow('https://evil.cards.bank.example')).toBeUndefined();
      expect(await allow('http://acme.localhost:3000')).toBeUndefined();
    } finally {
      await deployed.close();
    }
  });
});

describe('control characters and the logs', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it.each(['rita\u0000', 'ri\u0000ta', 'rita\u0007bell', 'rita\u001b[31m'])(
    'a username holding a control character (%j) is a 400 inputValidationError, not a 500',
    async (username) => {
      const lines: string[] = [];
      const logged = await buildApp(readConfig({ LOG_LEVEL: 'debug', GATEWAY_PROFILE: 'sandbox' }), db, {
        logStream: { write: (line) => void lines.push(line) },
      });
      try {
        const res = await logged.inject({
          method: 'POST',
          url: '/apps/ACME-WEB-01/oauth2/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({
            grant_type: 'password',
            username,
            password: 'Harbour!Lights47',
            code_challenge: 'x'.repeat(45),
          }),
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ responseStatus: { code: 'inputValidationError', status: 400 } });
        expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
      } finally {
        await logged.close();
      }
    },
  );

  it('a failure is logged without the query or its parameters', async () => {
    const leaky = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      severity: 'ERROR',
      query: 'SELECT id FROM issuers WHERE ext_app_id = $1',
      params: ['SECRET-PARAMETER-VALUE'],
      detail: 'Key (ext_app_id)=(SECRET-PARAMETER-VALUE) already exists.',
    });
    const failing: Database = { ...brokenDatabase(), query: async () => Promise.reject(leaky) };
    const lines: string[] = [];
    const broken = await buildApp(readConfig({ LOG_LEVEL: 'info', GATEWAY_PROFILE: 'sandbox' }), failing, {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const res = await broken.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01' });
      expect(res.statusCode).toBe(500);
      // Two lines: the issuers unreadable at the start, then the request that failed.
      const errors = lines.filter((line) => line.includes('"level":50'));
      expect(errors.filter((line) => line.includes('request failed'))).toHaveLength(1);
      for (const line of errors) {
        expect(line).toContain('23505');
        expect(line).not.toContain('SECRET-PARAMETER-VALUE');
        expect(line).not.toContain('ext_app_id');
      }
    } finally {
      await broken.close();
    }
  });

  it('a secret field is redacted from the body log whatever its case', async () => {
    const lines: string[] = [];
    const logged = await buildApp(readConfig({ LOG_LEVEL: 'debug', GATEWAY_PROFILE: 'sandbox' }), db, {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await logged.inject({
        method: 'POST',
        url: '/apps/ACME-WEB-01/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({
          grant_type: 'password',
          username: 'ready.rita',
          Password: 'Hunter2!Uppercase',
          PASSWORD: 'Hunter3!Shouting',
          Code: '123987',
          code_challenge: 'x'.repeat(45),
        }),
      });
      const all = lines.join('\n');
      expect(all).toContain('request body');
      for (const secret of ['Hunter2!Uppercase', 'Hunter3!Shouting', '123987']) expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  async function logged(run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>): Promise<string[]> {
    const lines: string[] = [];
    const app = await buildApp(readConfig({ LOG_LEVEL: 'info', GATEWAY_PROFILE: 'sandbox' }), db, {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await run(app);
    } finally {
      await app.close();
    }
    return lines;
  }
  const idsIn = (lines: string[]) =>
    lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter((id) => id !== undefined);

  it('are UUIDs, one per request, answered in X-Request-Id and on every log line of the request', async () => {
    const answered: string[] = [];
    const lines = await logged(async (app) => {
      for (let i = 0; i < 3; i++)
        answered.push(
          String((await app.inject({ method: 'GET', url: '/dpsapps/ACME-WEB-01' })).headers['x-request-id']),
        );
    });
    expect(answered.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(answered).size).toBe(3);
    expect(new Set(idsIn(lines))).toEqual(new Set(answered));
  });

  it('keep an incoming X-Request-Id that is a plain token, in the answer and the log', async () => {
    const incoming = 'lb-1f0c2e9a:7d41.edge/3';
    let answered = '';
    const lines = await logged(async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: '/dpsapps/ACME-WEB-01',
        headers: { 'x-request-id': incoming },
      });
      answered = String(res.headers['x-request-id']);
    });
    expect(answered).toBe(incoming);
    expect(idsIn(lines)).toContain(incoming);
  });

  it.each(['', 'a'.repeat(129), 'id with spaces', 'id"quote', 'id\u0001ctl', '<script>'])(
    'replace an incoming X-Request-Id that is not one (%j) with a fresh UUID',
    async (incoming) => {
      const app = await buildApp(config, db);
      try {
        const res = await app.inject({
          method: 'GET',
          url: '/dpsapps/ACME-WEB-01',
          headers: { 'x-request-id': incoming },
        });
        expect(String(res.headers['x-request-id'])).toMatch(UUID);
      } finally {
        await app.close();
      }
    },
  );

  it('are answered on the router refusals too, and exposed to the portal across origins', async () => {
    const app = await buildApp(config, db);
    try {
      const refused = await app.inject({ method: 'GET', url: '/dpsapps/%E0%A4%A' });
      expect(refused.statusCode).toBe(400);
      expect(String(refused.headers['x-request-id'])).toMatch(UUID);
      const cors = await app.inject({
        method: 'GET',
        url: '/dpsapps/ACME-WEB-01',
        headers: { origin: 'http://acme.localhost:3000' },
      });
      expect(String(cors.headers['access-control-expose-headers'])).toMatch(/X-Request-Id/);
    } finally {
      await app.close();
    }
  });
});
