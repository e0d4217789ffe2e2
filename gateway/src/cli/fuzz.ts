// `npm run fuzz`: the gateway under random requests. Starts a gateway of its own
// (sandbox profile, a throwaway database, loopback only) as a separate process, lists every route it
// registers, and sends FUZZ_REQUESTS requests (100,000 by default; at most FUZZ_SECONDS, 600 by
// default) with random methods, paths, path parameters, queries, headers and bodies: malformed JSON,
// deep nesting, huge fields, wrong content types, prototype-pollution keys, as signed-in cardholders,
// shoppers and strangers. Then a concurrency round bursts at limits (the lockout, the shopper-session
// rate limit). It passes when no answer is a 5xx, the process never exits, no limit is exceeded and
// /health still answers at the end; it prints the figures either way. FUZZ_SEED repeats a run.
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openPglite } from '../db/database';
import { DEMO_MERCHANTS } from '../db/demo-merchants';
import { DEMO_PASSWORD } from '../db/demo-users';
import { migrate } from '../db/migrate';
import { concurrencyRound, SESSION_LIMIT } from './concurrency-round';
import { send, startGateway } from './harness';

const TOTAL = Number(process.env['FUZZ_REQUESTS'] ?? 100_000);
const MAX_SECONDS = Number(process.env['FUZZ_SECONDS'] ?? 600);
const IN_FLIGHT = Number(process.env['FUZZ_CONCURRENCY'] ?? 32);
/** The gateway's body limit (app.ts bodyLimit). */
const BODY_LIMIT = 64 * 1024;
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 1_000_000);

/** A small seeded generator (mulberry32), so a failing run can be repeated with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

/** Every route the gateway registers, as method and URL pattern (`/apps/:extAppId/...`). */
async function listRoutes(env: NodeJS.ProcessEnv): Promise<{ method: string; url: string }[]> {
  const db = await openPglite('memory://');
  await migrate(db);
  const routes: { method: string; url: string }[] = [];
  const app = await buildApp(readConfig(env), db, {
    onRoute: (r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).forEach((method) => routes.push({ method, url: r.url })),
  });
  await app.ready();
  await app.close();
  await db.close();
  return routes.filter((r) => r.method !== 'HEAD');
}

/** Values a path parameter or a field may take: well formed, malformed, hostile. */
const NASTY_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%ff%fe',
  '%',
  '%E0%A4%A',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '😀'.repeat(20),
  'ﬁ̴̡̛̛̝ͅ',
  'a'.repeat(300),
  'x'.repeat(5000),
  '4111111111111111',
  '00000000-0000-0000-0000-000000000000',
  'ACME-WEB-01',
  'TAILSPIN-WEB-01',
  'acme',
];

const FIELD_NAMES = [
  'username',
  'password',
  'newPassword',
  'email',
  'phone',
  'code',
  'otp',
  'grant_type',
  'refresh_token',
  'code_challenge',
  'accountNumber',
  'cardNumber',
  'cvv',
  'expirationDate',
  'nameOnCard',
  'nickName',
  'address',
  'line1',
  'postalCode',
  'countryCode',
  'stateProvinceCode',
  'city',
  'billingAddressId',
  'paymentInstrument',
  'shopperReference',
  'issuerId',
  'like',
  'answers',
  'pin',
  'locale',
  'termsVersion',
  'accept',
  'enabled',
  'id',
  'intentId',
  'validate',
  '__proto__',
  'constructor',
];

function randomScalar(r: Random): unknown {
  switch (r.int(8)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1:
      return r.int(2) === 0 ? r.int(1_000_000) : -r.next() * 1e12;
    case 2:
      return r.chance(0.5);
    case 3:
      return null;
    case 4:
      return Array.from({ length: r.int(30) }, () => String.fromCharCode(32 + r.int(0x2fff))).join('');
    case 5:
      return { month: r.int(14), year: 2020 + r.int(20) };
    case 6:
      return [r.pick(NASTY_STRINGS), r.int(100)];
    default:
      return r.pick([
        'ready.rita',
        DEMO_PASSWORD,
        'password',
        'US',
        'CA',
        '94043',
        '5105105105105100',
        '737',
        '12/30',
        'en',
        'es',
      ]);
  }
}

function randomObject(r: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = r.int(6); i >= 0; i -= 1) {
    const key = r.pick(FIELD_NAMES);
    // An own property even for __proto__, so the JSON sent carries the key itself.
    Object.defineProperty(object, key, {
      value: depth < 3 && r.chance(0.25) ? randomObject(r, depth + 1) : randomScalar(r),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** A body and its content type: JSON good and bad, forms, deep nesting, huge, pollution, binary. */
function randomBody(r: Random): { type: string | null; body: string | Buffer } {
  const json = 'application/json';
  switch (r.int(14)) {
    case 0:
      return { type: json, body: '{' };
    case 1:
      return { type: json, body: '['.repeat(5000 + r.int(20_000)) + ']'.repeat(r.int(2) * 5000) };
    case 2:
      return {
        type: json,
        body: JSON.stringify({ [r.pick(FIELD_NAMES)]: 'y'.repeat(r.pick([70_000, 200_000, 2_000_000])) }),
      };
    case 3:
      return {
        type: json,
        body: '{"__proto__":{"admin":true,"polluted":1},"constructor":{"prototype":{"polluted":2}},"username":"ready.rita"}',
      };
    case 4:
      return { type: json, body: JSON.stringify(randomScalar(r)) };
    case 5:
      return {
        type: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(Object.entries(randomObject(r)).map(([k, v]) => [k, String(v)])).toString(),
      };
    case 6:
      return {
        type: r.pick([
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=xyz',
          'application/json; charset=utf-16',
          'application/octet-stream',
          'application/json; charset=latin1',
          '*/*',
          ';;;',
          'application/vnd.api+json',
        ]),
        body: JSON.stringify(randomObject(r)),
      };
    case 7:
      return { type: null, body: JSON.stringify(randomObject(r)) };
    case 8:
      return { type: json, body: Buffer.from(Array.from({ length: r.int(2000) }, () => r.int(256))) };
    case 9:
      return { type: json, body: `{"a":${'{"a":'.repeat(2000 + r.int(3000))}1${'}'.repeat(2000)}` };
    case 10:
      return { type: json, body: JSON.stringify(Array.from({ length: r.int(5000) }, () => randomObject(r))) };
    default:
      return { type: json, body: JSON.stringify(randomObject(r)) };
  }
}

interface Credentials {
  cardholders: string[];
  shoppers: string[];
}

function randomUrl(r: Random, route: string): string {
  if (r.chance(0.05))
    return r
      .pick([
        '/',
        '//',
        '/%',
        '/..%2f..%2f',
        `/${r.pick(NASTY_STRINGS)}`,
        '/apps/',
        '/wallet/v1/',
        '/health?x=' + 'y'.repeat(9000),
        '*',
      ])
      .replace(/[^\x21-\x7e]/gu, encodeURIComponent);
  let url = route.replace(/:[A-Za-z0-9_]+/g, (name) => {
    if (name === ':extAppId' && r.chance(0.7)) return r.pick(['ACME-WEB-01', 'TAILSPIN-WEB-01', 'NORTHWIND-WEB-01']);
    return encodeURIComponent(r.pick([...NASTY_STRINGS, crypto.randomUUID()])).replace(
      /%2F/gi,
      r.chance(0.5) ? '/' : '%2F',
    );
  });
  url = url.replace(/\*$/, encodeURIComponent(r.pick(NASTY_STRINGS)));
  // A request-target is a path from the root (a route registered as `*` would give none).
  if (!url.startsWith('/')) url = `/${url}`;
  const query: string[] = [];
  if (r.chance(0.5)) query.push(`apiKey=${r.pick(['pk_sandbox_harbour_goods', ...NASTY_STRINGS.slice(0, 10)])}`);
  if (r.chance(0.3)) query.push(`apikey=${encodeURIComponent(r.pick(NASTY_STRINGS))}`);
  for (let i = r.int(3); i > 0; i -= 1)
    query.push(`${encodeURIComponent(r.pick(FIELD_NAMES))}=${encodeURIComponent(String(randomScalar(r)))}`);
  if (r.chance(0.05)) query.push('a[b][c][d]=1&a[__proto__][x]=1');
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

function randomHeaders(r: Random, credentials: Credentials, port: number): Record<string, string> {
  const headers: Record<string, string> = {
    host: r.chance(0.97) ? `localhost:${port}` : r.pick(['evil.example', '', 'localhost:1', '[::1]', '127.0.0.1']),
  };
  const auth = r.int(10);
  if (auth < 4 && credentials.cardholders.length > 0)
    headers['authorization'] = `Bearer ${r.pick(credentials.cardholders)}`;
  else if (auth < 6 && credentials.shoppers.length > 0)
    headers['authorization'] = `Bearer ${r.pick(credentials.shoppers)}`;
  else if (auth === 6)
    headers['authorization'] = r.pick([
      'Bearer ',
      'Bearer x.y.z',
      'Basic Zm9vOmJhcg==',
      `Bearer ${'a'.repeat(8000)}`,
      'bearer  two spaces',
      'Token abc',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    ]);
  if (r.chance(0.2))
    headers['origin'] = r.pick([
      'http://localhost:3000',
      'http://evil.example',
      'null',
      'http://acme.localhost:3000',
      'http://localhost:3020',
    ]);
  if (r.chance(0.1))
    headers['x-forwarded-for'] = r.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1', '999.999.999.999', ', , ,']);
  if (r.chance(0.1)) headers['cookie'] = r.pick(['a=b', 'session=' + 'x'.repeat(3000), '=;=;', '__proto__=1']);
  if (r.chance(0.1)) headers['accept-language'] = r.pick(['es', 'en-US,en;q=0.9', '*', 'xx-invalid-;q=x']);
  if (r.chance(0.05)) headers['x-chnl'] = r.pick(NASTY_STRINGS.slice(0, 12));
  return headers;
}

/** Cardholders (fresh copies of demo users, each signed in) and shoppers (Harbour Goods' sessions) the fuzz acts as. */
async function credentialsFor(port: number, r: Random): Promise<Credentials> {
  const host = { host: `localhost:${port}` };
  const cardholders: string[] = [];
  for (const like of ['ready.rita', 'new.nora', 'ready.rita']) {
    const username = `fuzz.${like.split('.')[0]}.${r.int(1_000_000)}`;
    const made = await send(
      port,
      'POST',
      '/__dev/users',
      { ...host, 'content-type': 'application/json' },
      JSON.stringify({ issuerId: 'acme', like, username }),
    );
    if (made.status !== 201 && made.status !== 200)
      throw new Error(`could not make a fuzz cardholder: ${made.status} ${made.body}`);
    const form = new URLSearchParams({
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      code_challenge: 'x'.repeat(45),
    }).toString();
    const signed = await send(
      port,
      'POST',
      '/apps/ACME-WEB-01/oauth2/token',
      { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      form,
    );
    const token = (JSON.parse(signed.body || '{}') as { access_token?: string }).access_token;
    if (signed.status !== 200 || !token)
      throw new Error(`could not sign a fuzz cardholder in: ${signed.status} ${signed.body}`);
    cardholders.push(token);
  }
  const merchant = DEMO_MERCHANTS[0];
  const shoppers: string[] = [];
  for (let i = 0; merchant && i < 3; i += 1) {
    const opened = await send(
      port,
      'POST',
      '/merchant-controller/v1/shopperSessions',
      { ...host, 'content-type': 'application/json', authorization: `Bearer ${merchant.secretKey}` },
      JSON.stringify({ shopperReference: `fuzz-${i}` }),
    );
    const session = (JSON.parse(opened.body || '{}') as { shopperSession?: string }).shopperSession;
    if (session) shoppers.push(session);
  }
  return { cardholders, shoppers };
}

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEWAY_PROFILE: 'sandbox',
    GATEWAY_DATA_DIR: 'memory://',
    // Limits would turn most requests into 429 before the handlers: the fuzz is after the handlers. The
    // concurrency round's rate limit keeps its production value.
    GATEWAY_RATE_LIMITS: `relaxed,shopperSession.client=${SESSION_LIMIT.max}/${SESSION_LIMIT.windowMs / 1000}`,
    LOG_LEVEL: 'error',
    // Every answer held to the OpenAPI document: one outside it fails the run (decision 042).
    GATEWAY_CHECK_ANSWERS: 'true',
  };
  const routes = await listRoutes(env);
  const r = generator(SEED);
  console.info(
    `fuzz: ${routes.length} routes, ${TOTAL} requests at most, ${MAX_SECONDS} s at most, ${IN_FLIGHT} in flight, seed ${SEED}`,
  );

  const gateway = await startGateway(env);
  const { port, logged } = gateway;
  let failed = false;
  try {
    const credentials = await credentialsFor(port, r);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let sent = 0;
    let unsendable = 0;
    let cutOff = 0;
    const started = performance.now();
    const deadline = started + MAX_SECONDS * 1000;
    const worker = async () => {
      // TOTAL requests that reach the gateway (those Node's client will not send are counted apart).
      while (sent - unsendable < TOTAL && performance.now() < deadline && gateway.exited() === null) {
        sent += 1;
        // Mostly the route's own method, so most requests reach its handler; else any method.
        const route = r.pick(routes);
        const method = r.chance(0.75)
          ? route.method
          : r.chance(0.8)
            ? r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
            : r.pick(['OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'SEARCH']);
        const url = randomUrl(r, route.url);
        const headers = randomHeaders(r, credentials, port);
        // RFC 9110: a TRACE carries no content (Node's parser closes the connection on one that does).
        const withBody = method !== 'GET' && method !== 'HEAD' && method !== 'TRACE' && r.chance(0.9);
        const body = withBody ? randomBody(r) : null;
        if (body?.type) headers['content-type'] = body.type;
        if (body) headers['content-length'] = String(Buffer.byteLength(body.body));
        const res = await send(port, method, url, headers, body?.body);
        if (res.status === -2) {
          unsendable += 1;
          continue;
        }
        // A body over the gateway's 64 KiB limit is answered 413 at once and the connection closed while
        // the rest is still being sent: the client may see its write cut off instead of the answer.
        if (
          res.status === -1 &&
          body &&
          body.body.length > BODY_LIMIT &&
          /EPIPE|ECONNRESET|socket hang up/.test(res.body)
        ) {
          cutOff += 1;
          continue;
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if ((res.status >= 500 || res.status === -1) && serverErrors.length < (process.env['FUZZ_DEBUG'] ? 5000 : 20))
          serverErrors.push(
            `${res.status} ${method} ${url.slice(0, 120)} -> ${res.body.slice(0, 200)} ${process.env['FUZZ_DEBUG'] ? JSON.stringify({ ...headers, authorization: headers['authorization']?.slice(0, 30) }) + ' body ' + String(body?.body.length) : ''}`,
          );
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;
    const health =
      gateway.exited() === null
        ? await send(port, 'GET', '/health', { host: `localhost:${port}` })
        : { status: 0, body: '' };
    const round =
      gateway.exited() === null
        ? await concurrencyRound(port, String(SEED), { sessionLimitHolds: true })
        : { lines: [], broken: ['the gateway exited before the concurrency round'] };
    const fives = [...statuses].filter(([status]) => status >= 500 || status === -1).reduce((sum, [, n]) => sum + n, 0);

    console.info(
      `fuzz: ${sent - unsendable} requests in ${seconds.toFixed(1)} s (${Math.round((sent - unsendable) / seconds)} per second; ${unsendable} more that Node's client would not send; ${cutOff} oversized bodies cut off by the 413)`,
    );
    console.info(
      `fuzz: answers by status: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status === -1 ? 'no answer' : status} ×${n}`)
        .join(', ')}`,
    );
    console.info(
      `fuzz: 5xx or no answer: ${fives}; the gateway ${gateway.exited() ?? 'still running'}; /health at the end: ${health.status}`,
    );
    const breaches = gateway.breaches();
    console.info(`fuzz: answers outside the OpenAPI document: ${breaches.count}`);
    for (const line of breaches.first) console.error(`  ${line.slice(0, 400)}`);
    for (const line of serverErrors) console.error(`  ${line}`);
    for (const line of round.lines) console.info(`fuzz: concurrency round: ${line}`);
    for (const line of round.broken) console.error(`fuzz: concurrency round: BROKEN: ${line}`);
    failed =
      fives > 0 || breaches.count > 0 || gateway.exited() !== null || health.status !== 200 || round.broken.length > 0;
    if (process.env['FUZZ_DEBUG'])
      for (const line of logged.slice(0, 30)) console.error(`  gateway log: ${line.slice(0, 300)}`);
    if (failed) {
      const errors = logged.filter((line) => /"level":(50|60)|Error|error/.test(line)).slice(0, 10);
      for (const line of errors) console.error(`  gateway: ${line.slice(0, 400)}`);
    }
  } finally {
    await gateway.stop();
  }
  console.info(
    failed ? 'fuzz: FAILED' : 'fuzz: passed: no 5xx, every answer in the document, no crash, /health answers',
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`fuzz: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
