// `npm run bench:servers` (not part of `npm test`): how long the gateway and the shell
// server take to start, and how much memory they hold, run as production runs them (`node dist/…`, the
// JavaScript `npm run build` makes) and, for comparison, from their TypeScript through tsx. Each is
// started BENCH_SERVER_RUNS times (5 by default), the two ways in turn, on a free loopback port: the
// time is from the spawn to the first 200 from /health, the memory the resident set at that moment.
// The gateway runs the production profile (no demo users, whose password hashes would be most of the
// time) twice over: on PGlite in memory (migrations and the issuers' seed each start), and on a
// throwaway PostgreSQL as production runs it (a restart: migrated once, seeded again). Timings mean
// something only on an idle machine: the bench says the load average it ran at.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { builtServerFile, ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { bold, dim } from './lib/log.mjs';
import { at } from './lib/paths.mjs';
import { rssMB } from './lib/portal.mjs';
import { freePorts } from '../packages/build/node/ports.mjs';
import { ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';

const RUNS = Number(process.env.BENCH_SERVER_RUNS ?? 5);

const SECRET_KEY = randomBytes(32).toString('base64');
const gatewayEnv = (port, database) => ({
  GATEWAY_PORT: String(port),
  GATEWAY_HOST: '127.0.0.1',
  GATEWAY_PROFILE: 'production',
  GATEWAY_SECRET_KEY: SECRET_KEY,
  LOG_LEVEL: 'warn',
  ...database,
});

/** @param {string} postgresUrl */
const servers = (postgresUrl) => [
  {
    name: 'gateway, PGlite',
    pkg: 'gateway',
    built: builtServerFile('gateway'),
    source: 'src/main.ts',
    env: (port) => gatewayEnv(port, { GATEWAY_DATA_DIR: 'memory://', GATEWAY_ALLOW_PGLITE: 'true' }),
  },
  {
    name: 'gateway, PostgreSQL',
    pkg: 'gateway',
    built: builtServerFile('gateway'),
    source: 'src/main.ts',
    env: (port) => gatewayEnv(port, { DATABASE_URL: `${postgresUrl}/postgres` }),
  },
  {
    name: 'shell server',
    pkg: 'shell',
    built: builtServerFile('shell'),
    source: 'server/main.ts',
    env: (port) => ({ SHELL_PORT: String(port), SHELL_HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
  },
];

const WAYS = [
  { name: 'node dist', args: (server) => ['--enable-source-maps', server.built] },
  { name: 'tsx source', args: (server) => ['--import', 'tsx', server.source] },
];

/** One start: milliseconds from the spawn to /health's first 200, and the resident set then. */
async function startOnce(server, way) {
  const [port] = await freePorts(1);
  const started = performance.now();
  const child = spawn(process.execPath, way.args(server), {
    cwd: at(server.pkg),
    env: { ...process.env, ...server.env(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null)
        throw new Error(`${server.name} (${way.name}) exited with ${child.exitCode}: ${stderr.slice(-400)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, rss: rssMB(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${server.name} (${way.name}) did not answer /health within 60 s`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let postgres;
await onSupportedNode();
try {
  await ensureInstalled();
  await ensureBuilt();
  postgres = await startThrowawayPostgres({ bin: ensurePostgres() });
  console.log(
    bold(`\nServer start, ${RUNS} runs each ${dim(`(load average ${loadavg()[0].toFixed(2)} on ${process.version})`)}`),
  );
  for (const server of servers(postgres.url)) {
    const results = Object.fromEntries(WAYS.map((w) => [w.name, []]));
    for (let i = 0; i < RUNS; i += 1) for (const way of WAYS) results[way.name].push(await startOnce(server, way));
    const size = statSync(at(server.pkg, server.built)).size;
    for (const way of WAYS) {
      const runs = results[way.name];
      const note =
        way.name === 'node dist'
          ? dim(` (${server.built}, ${(size / 1024).toFixed(0)} KB)`)
          : dim(` (${server.source})`);
      console.log(
        `  ${server.name.padEnd(19)} ${way.name.padEnd(11)} start ${String(Math.round(median(runs.map((r) => r.ms)))).padStart(5)} ms (${runs.map((r) => Math.round(r.ms)).join(', ')})  resident ${median(runs.map((r) => r.rss ?? NaN))} MB${note}`,
      );
    }
  }
} catch (error) {
  console.error(`bench:servers failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
