// What the gateway's tests share: a gateway on an in-memory PGlite (one per test file), seeded with the
// demo issuers, terms and users, a clock the test moves, cheap scrypt settings, and request helpers.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { ISSUERS_DIR, loadAllIssuers } from '@portal/issuers';
import { TokenResponseSchema, type TokenResponse } from '@portal/domain/schemas';
import { normaliseError } from '@portal/domain/errors';
import { appendFileSync } from 'node:fs';
import { buildApp, type AppOptions } from './app';
import type { Breach } from './platform/answer-check';
import { readConfig } from './config';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Database, type Queryable } from './db/database';
import { DEMO_PASSWORD, demoEmail, DEMO_USERS } from './db/demo-users';
import { migrate } from './db/migrate';
import { seedIssuers } from './db/seed';
import { seedDemoMerchants } from './db/demo-merchants';
import { seedDemoUsers } from './db/seed-demo';
import { seedTerms } from './db/seed-terms';
import { vaultKeyring, type VaultKeyring } from './cards/card-vault';
import { LIGHT_HASHING, type Hashing } from './platform/secrets';

/** Far cheaper than production (N=2^10): the parameters are stored in each hash, so this is only speed. */
export const TEST_HASHING: Hashing = LIGHT_HASHING;

/** The demo issuers, read once: every test database is seeded with them. */
const DEMO_ISSUERS = loadAllIssuers(ISSUERS_DIR).issuers;

export const ISSUER_CONFIGS = DEMO_ISSUERS.map((i) => i.config);

export const configOf = (issuerId: string) => {
  const config = ISSUER_CONFIGS.find((c) => c.id === issuerId);
  if (!config) throw new Error(`no demo issuer ${issuerId}`);
  return config;
};

/** The extAppIds of the demo issuers the tests name, read from their folders (issuers/<id>/issuer.json). */
function extAppIdsOf<const Ids extends readonly string[]>(ids: Ids): { readonly [K in Ids[number]]: string } {
  return Object.fromEntries(ids.map((id) => [id, configOf(id).extAppId])) as { readonly [K in Ids[number]]: string };
}

export const EXT = extAppIdsOf(['acme', 'contoso', 'fabrikam', 'tailspin', 'northwind']);

/** A demo user's address at an issuer (013 Contacts). */
export function demoAddress(issuerId: string, username: string): string {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return demoEmail(user, configOf(issuerId));
}

interface Clock {
  now: Date;
  advance(ms: number): void;
}

export interface TestGateway {
  app: FastifyInstance;
  db: Database;
  clock: Clock;
  /** The card vault's keys the applications use (the seed's demo cards are sealed with them). */
  vault: VaultKeyring;
  /**
   * Another gateway instance on the same database through a connection of its own (scale-out): on PostgreSQL a second pool; PGlite, embedded in the process, has one connection, shared.
   */
  anotherInstance: () => Promise<FastifyInstance>;
  /** Another application on the same database (another profile, a log stream). */
  buildOn(env: NodeJS.ProcessEnv, options?: AppOptions): Promise<FastifyInstance>;
  /** Every demo user back as seeded (their tokens, codes and locks gone). */
  restoreDemoUsers(): Promise<void>;
  close(): Promise<void>;
}

const START = new Date('2030-03-04T09:00:00.000Z');

/**
 * What every test gateway runs with unless a test says otherwise: the sandbox (its outbox is how tests
 * read codes), and limits per client and per account far above what a test file sends from its one
 * address in a frozen minute (the limits have their own tests, with the production values).
 */
const TEST_ENV: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'silent',
  GATEWAY_PROFILE: 'sandbox',
  GATEWAY_RATE_LIMITS: 'relaxed',
};

/** A pause of up to 2 ms, or just a turn of the event loop: what a query over a network costs. */
const networkPause = (): Promise<void> =>
  new Promise((resolve) => {
    if (Math.random() < 0.3) setImmediate(resolve);
    else setTimeout(resolve, Math.random() * 2);
  });

/**
 * A database that yields before and after every query, as a networked PostgreSQL does: PGlite runs
 * each query at once and one at a time, so without this the requests of a test never interleave
 * between two queries, and a race between a read and a later write never shows.
 */
function yieldingDatabase(db: Database, pause: () => Promise<void> = networkPause): Database {
  const yielding = (q: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      await pause();
      const result = await q.query<T>(sql, params);
      await pause();
      return result;
    },
  });
  const outside = yielding(db);
  return {
    kind: db.kind,
    query: <T>(sql: string, params?: unknown[]) => outside.query<T>(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(yielding(tx))),
    exclusive: (key, fn) => db.exclusive(key, fn),
    close: () => db.close(),
  };
}

export interface TestGatewayOptions {
  /** The application's database yields between queries (yieldingDatabase); the test's own `db` does not. */
  yielding?: boolean;
  /**
   * A real PostgreSQL server instead of PGlite (a fresh database on the server of GATEWAY_TEST_POSTGRES,
   * dropped at the end): transactions that truly run at once. Only where that variable is set.
   */
  postgres?: boolean;
}

/** The PostgreSQL server the concurrency tests may also run on (`postgres://user@host:port`), if any. */
export const TEST_POSTGRES = process.env['GATEWAY_TEST_POSTGRES'];

/**
 * GATEWAY_TEST_DATABASE=postgres runs every test gateway on a fresh database of the
 * GATEWAY_TEST_POSTGRES server, not PGlite (`npm test` runs the suite so as well, scripts/test.mjs).
 */
const EVERY_TEST_ON_POSTGRES = process.env['GATEWAY_TEST_DATABASE'] === 'postgres';
if (EVERY_TEST_ON_POSTGRES && !TEST_POSTGRES)
  throw new Error('GATEWAY_TEST_DATABASE=postgres needs GATEWAY_TEST_POSTGRES (postgres://user@host:port)');

/** A fresh, empty database on the test server, and how to drop it. */
export async function freshPostgres(server: string): Promise<{ db: Database; url: string; drop: () => Promise<void> }> {
  const name = `gateway_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(`${server}/postgres`);
  await admin.exec(`CREATE DATABASE ${name}`);
  const db = await openPostgres(`${server}/${name}`);
  return {
    db,
    url: `${server}/${name}`,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP DATABASE ${name}`);
      await admin.close();
    },
  };
}

/** The schema, the demo issuers and their terms: what every test gateway's database starts with. */
async function prepareTestDatabase(db: Database): Promise<void> {
  await migrate(db);
  await seedIssuers(db, DEMO_ISSUERS);
  await seedTerms(db, ISSUER_CONFIGS);
}

/** The data folder every test PGlite is a copy of, built once in a worker (see `migratedPglite`). */
let template: Promise<Blob> | undefined;

async function buildTemplate(): Promise<Blob> {
  const db = await openPglite('memory://');
  try {
    await prepareTestDatabase(db);
    return await db.dumpDataDir();
  } finally {
    await db.close();
  }
}

/**
 * A fresh in-memory PGlite holding the migrated schema and the demo issuers and terms: a copy of one
 * built once per worker, since PGlite's initdb alone takes 2.5 to 5 s and loading a copy 0.5 s (a
 * test file starts one or more; the unit step starts about forty).
 */
export async function migratedPglite(): Promise<Database> {
  template ??= buildTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return openPglite('memory://', await template);
}

export async function startTestGateway(
  env: NodeJS.ProcessEnv = {},
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  const server =
    (options.postgres || EVERY_TEST_ON_POSTGRES) && TEST_POSTGRES ? await freshPostgres(TEST_POSTGRES) : null;
  const db = server ? server.db : await migratedPglite();
  if (server) await prepareTestDatabase(db);
  const clock: Clock = {
    now: START,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const appConfig = readConfig({ ...TEST_ENV, ...env });
  const vault = vaultKeyring(appConfig.secretKey, appConfig.previousSecretKeys);
  await seedDemoUsers(db, ISSUER_CONFIGS, { hashing: TEST_HASHING, vault, now: clock.now, restore: false });
  await seedDemoMerchants(db, clock.now, appConfig.demoCheckoutOrigins);
  const apps: FastifyInstance[] = [];
  // Every answer is held to its route's declaration (platform/answer-check.ts): a breach fails the file at close.
  const breaches: Breach[] = [];
  const onBreach = (breach: Breach) => {
    breaches.push(breach);
  };
  const appDb = options.yielding ? yieldingDatabase(db) : db;
  const buildOn = async (more: NodeJS.ProcessEnv, appOptions: AppOptions = {}) => {
    const app = await buildApp(readConfig({ ...TEST_ENV, ...env, ...more }), appDb, {
      now: () => clock.now,
      hashing: TEST_HASHING,
      onBreach,
      ...appOptions,
    });
    apps.push(app);
    return app;
  };
  const app = await buildOn({});
  const ownConnections: Database[] = [];
  const anotherInstance = async () => {
    const own = server ? await openPostgres(server.url) : db;
    if (server) ownConnections.push(own);
    const another = await buildApp(readConfig({ ...TEST_ENV, ...env }), own, {
      now: () => clock.now,
      hashing: TEST_HASHING,
      onBreach,
    });
    apps.push(another);
    return another;
  };
  return {
    app,
    db,
    clock,
    vault,
    anotherInstance,
    buildOn,
    restoreDemoUsers: async () => {
      await seedDemoUsers(db, ISSUER_CONFIGS, { hashing: TEST_HASHING, vault, now: clock.now, restore: true });
    },
    close: async () => {
      for (const a of apps) await a.close();
      for (const own of ownConnections) await own.close();
      if (server) await server.drop();
      else await db.close();
      reportBreaches(breaches);
    },
  };
}

/**
 * Answers the document does not allow: appended to the file CONTRACT_BREACHES names (to see them all in
 * one run), or thrown, which fails the test file.
 */
function reportBreaches(breaches: readonly Breach[]): void {
  if (breaches.length === 0) return;
  const lines = breaches.map((b) => JSON.stringify(b));
  const file = process.env.CONTRACT_BREACHES;
  if (file) appendFileSync(file, `${lines.join('\n')}\n`);
  else throw new Error(`answers outside the OpenAPI document:\n${[...new Set(lines)].join('\n')}`);
}

/**
 * A test file's gateway: started before its tests, closed after them and, with `restoreEachTest`,
 * every demo user put back as seeded before each test. Its members are read when a test runs.
 */
export function useTestGateway(
  options: { env?: NodeJS.ProcessEnv; restoreEachTest?: boolean } & TestGatewayOptions = {},
): TestGateway {
  let started: TestGateway | undefined;
  const current = (): TestGateway => {
    if (!started) throw new Error('the test gateway starts in beforeAll: use it inside a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await startTestGateway(options.env, options);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  if (options.restoreEachTest) beforeEach(() => current().restoreDemoUsers());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get clock() {
      return current().clock;
    },
    get vault() {
      return current().vault;
    },
    buildOn: (env, more) => current().buildOn(env, more),
    anotherInstance: () => current().anotherInstance(),
    restoreDemoUsers: () => current().restoreDemoUsers(),
    close: () => current().close(),
  };
}

type Fields = Record<string, string | undefined>;

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

function formBody(fields: Fields): string {
  const body = new URLSearchParams();
  for (const [k, val] of Object.entries(fields)) if (val !== undefined) body.append(k, val);
  return body.toString();
}

export const postForm = (app: FastifyInstance, url: string, fields: Fields, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
    payload: formBody(fields),
  });

export const postJson = (app: FastifyInstance, url: string, body: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: JSON.stringify(body),
  });

export const putJson = (app: FastifyInstance, url: string, body: unknown, token?: string) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: JSON.stringify(body),
  });

export const getWith = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

export const deleteWith = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'DELETE', url, headers: bearer(token) });

export const signIn = (app: FastifyInstance, extAppId: string, username: string, password: string = DEMO_PASSWORD) =>
  postForm(app, `/apps/${extAppId}/oauth2/token`, {
    grant_type: 'password',
    username,
    password,
    code_challenge: 'x'.repeat(45),
  });

/** A 200 token answer, parsed as the portal parses it. */
export function tokenOf(res: LightMyRequestResponse): TokenResponse {
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(TokenResponseSchema, res.json());
}

/** Signs in and returns the parsed token answer. */
export async function signedIn(
  app: FastifyInstance,
  extAppId: string,
  username: string,
  password?: string,
): Promise<TokenResponse> {
  return tokenOf(await signIn(app, extAppId, username, password));
}

/**
 * Rows as JSON with their random text (ids, sealed numbers, digests: 32 characters or more of an
 * encoding's alphabet) masked, so a security code of three or four digits can be looked for at rest: a
 * uuid held "987" on one run, and "917" on another.
 */
export function atRestText(rows: readonly unknown[]): string {
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string' && /^[A-Za-z0-9+/=_.:-]{32,}$/.test(value) ? '<random>' : value,
  );
}

/** The error of an answer in the §8 shape, as the portal reads it; asserts its status and code. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ responseStatus: { code, status, message: expect.any(String) as unknown } });
  const error = normaliseError(res.json(), res.statusCode);
  expect([error.code, error.status]).toEqual([code, status]);
}

interface OutboxAnswer {
  messages: { recipient: string; subject: string; text: string; code?: string; sentAt: string }[];
}

/** The sandbox outbox of a recipient, newest first. */
export async function outboxOf(app: FastifyInstance, recipient: string): Promise<OutboxAnswer['messages']> {
  const res = await getWith(app, `/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OutboxAnswer>().messages;
}

/** The newest code sent to a recipient. */
export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  const code = (await outboxOf(app, recipient))[0]?.code;
  if (!code) throw new Error(`no code in the outbox of ${recipient}`);
  return code;
}

/** A code that is not `code` (same format). */
let pairs = 0;

/**
 * A real account (a fresh copy of a demo user, through the sandbox's /__dev/users) and an unknown name
 * of the same look, for the tests that answer both alike (decision 022).
 */
export async function accountAndStranger(
  app: FastifyInstance,
  like: 'ready.rita' | 'migrate.mia',
  issuerId: string,
): Promise<{ real: string; unknown: string }> {
  pairs += 1;
  const stem = like.split('.')[1] ?? like;
  const real = `${stem}.real${pairs}x${randomBytes(3).toString('hex')}`;
  const made = await postJson(app, '/__dev/users', { issuerId, like, username: real });
  expect(made.statusCode, made.body).toBe(201);
  return { real, unknown: `${stem}.ghost${pairs}x${randomBytes(3).toString('hex')}` };
}

export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const probeRef = (answer: TokenResponse, type: string): string => {
  const ref = answer.probes.find((p) => p.type === type)?.ref;
  if (!ref) throw new Error(`no ${type} probe in the answer`);
  return ref;
};

/** new.nora's billing address, as the card tests add it. */
export const BILLING = {
  addressLine1: '1600 Amphitheatre Pkwy',
  city: 'Mountain View',
  stateProvinceCode: 'CA',
  postalCode: '94043',
  countryCode: 'US',
  addressName: 'Nora New',
};

/** A §7 add-card body (new.nora's Visa ending 4242, Groceries), with `overrides` in its paymentInstrument. */
export function addCardBody(overrides: Record<string, unknown> = {}) {
  return {
    paymentInstrument: {
      cardType: 'VISA',
      accountType: 'CREDIT_CARD' as const,
      accountNumber: '4242424242424242',
      expirationMonth: 12,
      expirationYear: 2032,
      cvv: '123',
      accountNickname: 'Groceries',
      nameOnAccount: 'Nora New',
      billingAddress: BILLING,
      sequenceNumber: '0' as const,
      ...overrides,
    },
  };
}
