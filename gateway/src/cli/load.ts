// `npm run load`: the gateway under steady traffic, on PGlite with one instance and on PostgreSQL with
// one and with two instances sharing it: LOAD_SESSIONS cardholders signed in over LOAD_RAMP_SECONDS,
// each listing their cards for LOAD_SECONDS (autocannon), then the concurrency round
// (concurrency-round.ts); any error fails it. LOAD_POSTGRES (postgres://user@host:port) names the
// server; `npm run load` (scripts/gateway-cli.mjs) starts a throwaway one when it is not given.
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../db/demo-users';
import { concurrencyRound } from './concurrency-round';
import { type GatewayProcess, send, startGateway } from './harness';

const SESSIONS = Number(process.env['LOAD_SESSIONS'] ?? 50);
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
const RAMP_SECONDS = Number(process.env['LOAD_RAMP_SECONDS'] ?? 5);
const EXT_APP_ID = 'ACME-WEB-01';
/** The most tries of one sign-in refused 503 serviceBusy (the queue drains in about a second). */
const SIGN_IN_TRIES = 10;

interface Session {
  instance: GatewayProcess;
  token: string;
  userGuid: string;
}

interface SignInFigures {
  ms: number[];
  busyRetries: number;
  errors: string[];
}

interface Row {
  label: string;
  round?: { lines: string[]; broken: string[] };
  signIn: SignInFigures;
  listing: {
    requests: number;
    perSecond: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  } | null;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function envFor(database: { url?: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GATEWAY_PROFILE: 'sandbox',
    ...(database.url ? { DATABASE_URL: database.url } : { GATEWAY_DATA_DIR: 'memory://' }),
    // Every session comes from this machine's one address: the limits per client are lifted (as in
    // the journeys, gateway/README.md "Rate limits"); the limits per account hold.
    GATEWAY_RATE_LIMITS: '*.client=100000/60',
    LOG_LEVEL: 'error',
  };
}

/** A cardholder made and signed in at `instance`, with its sign-in time (ms, from the first try). */
async function signInSession(
  instance: GatewayProcess,
  username: string,
  figures: SignInFigures,
): Promise<Session | null> {
  const host = { host: `localhost:${instance.port}` };
  const made = await send(
    instance.port,
    'POST',
    '/__dev/users',
    { ...host, 'content-type': 'application/json' },
    JSON.stringify({ issuerId: 'acme', like: 'ready.rita', username }),
  );
  if (made.status !== 201 && made.status !== 200) {
    figures.errors.push(`making ${username}: ${made.status} ${made.body.slice(0, 120)}`);
    return null;
  }
  const form = new URLSearchParams({
    grant_type: 'password',
    username,
    password: DEMO_PASSWORD,
    code_challenge: 'x'.repeat(45),
  }).toString();
  const started = performance.now();
  for (let attempt = 1; attempt <= SIGN_IN_TRIES; attempt += 1) {
    const answer = await send(
      instance.port,
      'POST',
      `/apps/${EXT_APP_ID}/oauth2/token`,
      { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      form,
      100_000,
    );
    if (answer.status === 503) {
      figures.busyRetries += 1;
      await sleep(1000);
      continue;
    }
    const parsed =
      answer.status === 200 ? (JSON.parse(answer.body || '{}') as { access_token?: string; userGuid?: string }) : {};
    if (!parsed.access_token || !parsed.userGuid) {
      figures.errors.push(`signing ${username} in: ${answer.status} ${answer.body.slice(0, 120)}`);
      return null;
    }
    figures.ms.push(performance.now() - started);
    return { instance, token: parsed.access_token, userGuid: parsed.userGuid };
  }
  figures.errors.push(`signing ${username} in: still busy after ${SIGN_IN_TRIES} tries`);
  return null;
}

/** Lists the cards of each session on its own connection for SECONDS: one autocannon run per instance, at once. */
async function listCards(
  instances: readonly GatewayProcess[],
  sessions: readonly Session[],
): Promise<NonNullable<Row['listing']>> {
  const runs = instances.map((instance) => {
    const own = sessions.filter((s) => s.instance === instance);
    let next = 0;
    return autocannon({
      url: `http://127.0.0.1:${instance.port}`,
      connections: own.length,
      duration: SECONDS,
      // Each connection is one cardholder, listing their own cards (§7 GET …/paymentInstrument).
      setupClient: (client) => {
        const session = own[next++ % own.length]!;
        client.setRequests([
          {
            method: 'GET',
            path: `/consumer-controller/v1/account/${session.userGuid}/paymentInstrument`,
            headers: { host: `localhost:${instance.port}`, authorization: `Bearer ${session.token}` },
          },
        ]);
      },
    });
  });
  const results = await Promise.all(runs);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  // Percentiles of two runs cannot be merged exactly: the worse of the two is reported.
  return {
    requests,
    perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
  };
}

async function measure(label: string, database: { url?: string }, instanceCount: number): Promise<Row> {
  const instances: GatewayProcess[] = [];
  try {
    // One after the other: the first applies the migrations and seeds, the next finds them done.
    for (let i = 0; i < instanceCount; i += 1) instances.push(await startGateway(envFor(database)));
    const figures: SignInFigures = { ms: [], busyRetries: 0, errors: [] };
    const run = Date.now().toString(36);
    const signedIn = await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        await sleep((i * RAMP_SECONDS * 1000) / SESSIONS);
        return signInSession(instances[i % instances.length]!, `load.${run}.${i}`, figures);
      }),
    );
    const sessions = signedIn.filter((s): s is Session => s !== null);
    figures.ms.sort((a, b) => a - b);
    const listing = sessions.length === SESSIONS ? await listCards(instances, sessions) : null;
    // The limits under bursts, on this database (on two instances: at the second, while the first
    // holds the accounts' state too: nothing of it lives in one process).
    const round = await concurrencyRound(instances[instances.length - 1]!.port, `${run}`, { sessionLimitHolds: false });
    const down = instances.map((i) => i.exited()).filter((e): e is string => e !== null);
    if (down.length > 0) figures.errors.push(`a gateway ${down.join(', ')}`);
    return { label, signIn: figures, listing, round };
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
  }
}

/** A fresh database on a PostgreSQL server, and how to drop it. */
async function freshDatabase(server: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gateway_load_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: `${server}/${name}`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function print(row: Row): void {
  const s = row.signIn;
  console.info(
    `load: ${row.label}: ${s.ms.length}/${SESSIONS} signed in over ${RAMP_SECONDS} s, p50 ${percentile(s.ms, 50).toFixed(0)} ms, p99 ${percentile(s.ms, 99).toFixed(0)} ms (${s.busyRetries} waits after 503 serviceBusy)`,
  );
  const l = row.listing;
  if (l)
    console.info(
      `load: ${row.label}: cards listed ${l.requests} times in ${SECONDS} s over ${SESSIONS} connections: ${l.perSecond.toFixed(0)} a second, p50 ${l.p50} ms, p99 ${l.p99} ms; non-2xx ${l.non2xx}, socket errors ${l.errors}, timeouts ${l.timeouts}`,
    );
  for (const error of s.errors.slice(0, 10)) console.error(`  ${error}`);
  for (const line of row.round?.lines ?? []) console.info(`load: ${row.label}: concurrency round: ${line}`);
  for (const line of row.round?.broken ?? []) console.error(`load: ${row.label}: concurrency round: BROKEN: ${line}`);
}

const failedRow = (row: Row) =>
  row.signIn.errors.length > 0 ||
  !row.listing ||
  row.listing.non2xx + row.listing.errors + row.listing.timeouts > 0 ||
  (row.round?.broken.length ?? 1) > 0;

async function main(): Promise<void> {
  console.info(
    `load: ${SESSIONS} sessions, sign-ins spread over ${RAMP_SECONDS} s, then ${SECONDS} s of card lists each`,
  );
  const rows: Row[] = [];
  const record = (row: Row) => {
    print(row);
    rows.push(row);
  };
  record(await measure('PGlite, one instance', {}, 1));

  const given = process.env['LOAD_POSTGRES'];
  if (!given)
    throw new Error(
      'LOAD_POSTGRES is not set: run this through `npm run load`, which starts a PostgreSQL server when none is given.',
    );
  const serverUrl = given.replace(/\/+$/, '');
  for (const [label, count] of [
    ['PostgreSQL, one instance', 1],
    ['PostgreSQL, two instances', 2],
  ] as const) {
    const database = await freshDatabase(serverUrl);
    try {
      record(await measure(label, { url: database.url }, count));
    } finally {
      await database.drop();
    }
  }
  const failed = rows.some(failedRow);
  console.info(failed ? 'load: FAILED' : 'load: passed: every sign-in and every card list answered, no error');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
