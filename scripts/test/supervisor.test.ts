// `npm start` leaves nothing behind, whatever stops it: a SIGTERM or SIGINT
// sent to npm alone (an IDE's stop button, `kill PID`), npm killed outright, or the supervisor itself
// killed outright. scripts/test/fixtures/supervisor.mjs starts the real static origins and shell server the
// way scripts/start.mjs does; `npm exec --call` runs it as `npm start` runs start.mjs (npm, then
// `sh -c`, then node). Each case then waits for every process to be gone and every port to be free.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt } from '../lib/build.mjs';
import { REMOTES } from '../lib/paths.mjs';
import { freePorts, portIsFree } from '../../packages/build/node/ports.mjs';
import { parentOf } from '../../packages/build/node/supervise.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(ROOT, 'scripts', 'test', 'fixtures', 'supervisor.mjs');

/** `npm start`'s own command line (package.json), with the fixture in place of scripts/start.mjs. */
const START = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
  .scripts.start;
const COMMAND = START.replace('scripts/start.mjs', FIXTURE);
/**
 * Whether npm's `sh -c` hands over to node (`exec node …`). Without it a SIGINT sent to npm alone
 * reaches only that shell, which holds it until its child exits: node never hears of it, and nothing
 * in the process tree changes that it could watch. With it, npm signals node itself.
 */
const EXECS = /^exec\s/.test(START);

// The servers start as `npm start` starts them, from their JavaScript built ahead of time,
// which a fresh clone's unit step, before `npm test` builds, does not have yet.
beforeAll(async () => {
  await ensureServerBuilt('shell');
}, 120_000);

// A shell build and the remotes' folders of their own: the real dist/ folders may be mid-build.
const tmp = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
const distDir = path.join(tmp, 'shell');
mkdirSync(distDir);
copyFileSync(path.join(ROOT, 'shell', 'index.html'), path.join(distDir, 'index.html'));
const remoteDirs = Object.fromEntries(
  REMOTES.map((r) => {
    const dir = path.join(tmp, r.dir);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: r.name }));
    return [r.name, dir];
  }),
);

interface Run {
  npm: ChildProcess;
  /** npm, its `sh -c` (unless the script execs node), the supervisor and its two servers. */
  pids: { npm: number; sh?: number; supervisor: number; origins: number; shell: number };
  ports: number[];
  shellPort: number;
  output: string[];
}

const started: Run[] = [];

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts the fixture under `npm exec` on free ports; resolves once it prints that both servers answer. */
async function start(overrides: { remotes: Record<string, string> } = { remotes: {} }): Promise<Run> {
  const [shellPort, gatewayPort, ...remotePorts] = await freePorts(2 + REMOTES.length);
  if (shellPort === undefined || gatewayPort === undefined) throw new Error('no free ports');
  const ports = {
    shell: shellPort,
    gateway: gatewayPort,
    remotes: Object.fromEntries(REMOTES.map((r, i) => [r.name, remotePorts[i]])),
  };
  const npm = spawn('npm', ['exec', '--offline', '--call', COMMAND], {
    cwd: ROOT,
    env: { ...process.env, FIXTURE: JSON.stringify({ ports, distDir, remoteDirs, overrides }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = await new Promise<{ supervisor: number; origins: number; shell: number }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the fixture did not start within 40 s:\n${output.join('\n')}`)),
      40_000,
    );
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        output.push(line);
        const match = /^ready (.+)$/.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(JSON.parse(match[1]) as { supervisor: number; origins: number; shell: number });
        }
      }
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    npm.once('exit', (code, signal) =>
      reject(new Error(`npm exited (${signal ?? code}) before the fixture was ready:\n${output.join('\n')}`)),
    );
  });
  if (npm.pid === undefined) throw new Error('npm did not start');
  // npm, then its shell unless the script execs node, then the supervisor.
  const sh = EXECS ? null : parentOf(ready.supervisor);
  if (!EXECS && (sh === null || sh <= 1))
    throw new Error(`the supervisor's parent shell could not be read:\n${output.join('\n')}`);
  const shell = sh === null ? {} : { sh };
  const run: Run = {
    npm,
    pids: { npm: npm.pid, ...shell, ...ready },
    ports: [shellPort, ...remotePorts],
    shellPort,
    output,
  };
  started.push(run);
  return run;
}

/** Waits until no process of the run is alive and all its ports are free; what is left, and how long it took. */
async function leftBehind(run: Run, timeoutMs = 15_000): Promise<{ processes: string[]; ports: number[]; ms: number }> {
  const begun = Date.now();
  for (;;) {
    const processes = Object.entries(run.pids)
      .filter(([, pid]) => alive(pid))
      .map(([name, pid]) => `${name} (${pid})`);
    const ports = (await Promise.all(run.ports.map(async (port) => ((await portIsFree(port)) ? null : port)))).filter(
      (p) => p !== null,
    );
    const ms = Date.now() - begun;
    if ((processes.length === 0 && ports.length === 0) || ms > timeoutMs) return { processes, ports, ms };
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(() => {
  // Whatever a failed case left: only the processes these tests started.
  for (const run of started) for (const pid of Object.values(run.pids)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

describe.concurrent('npm start stops everything it started (packages/build/node/supervise.mjs, scripts/lib/portal.mjs)', () => {
  it('SIGTERM to npm alone: npm forwards it to its shell, which dies of it (or to node, with exec); the supervisor stops its servers', async () => {
    const override = 'https://cdn.example/mfe-prelogin/v2/mf-manifest.json';
    const run = await start({ remotes: { mfe_prelogin: override } });
    // While it runs: the shell was started with the override a person set, not the port-derived URL.
    const boot = (await (await fetch(`http://127.0.0.1:${run.shellPort}/__portal/boot.json`)).json()) as {
      environment: { remotes: Record<string, string> };
    };
    expect(boot.environment.remotes['mfe_prelogin']).toBe(override);
    expect(boot.environment.remotes['mfe_sso']).toMatch(/^http:\/\/localhost:\d+\/mf-manifest\.json$/);

    process.kill(run.pids.npm, 'SIGTERM');
    const left = await leftBehind(run);
    expect(left, run.output.join('\n')).toMatchObject({ processes: [], ports: [] });
  });

  it("SIGINT to npm alone (not the terminal group Ctrl+C reaches): package.json's start script execs node, so npm signals it", async () => {
    expect(
      EXECS,
      `package.json start is "${START}": without exec, npm's sh holds a SIGINT and the portal runs on`,
    ).toBe(true);
    const run = await start();
    process.kill(run.pids.npm, 'SIGINT');
    const left = await leftBehind(run);
    expect(left, run.output.join('\n')).toMatchObject({ processes: [], ports: [] });
  });

  it('npm killed with SIGKILL: its shell outlives it, the supervisor sees npm gone and stops', async () => {
    const run = await start();
    process.kill(run.pids.npm, 'SIGKILL');
    const left = await leftBehind(run);
    expect(left, run.output.join('\n')).toMatchObject({ processes: [], ports: [] });
  });

  it('the supervisor killed with SIGKILL: the servers see their IPC channel close and stop', async () => {
    const run = await start();
    process.kill(run.pids.supervisor, 'SIGKILL');
    const left = await leftBehind(run);
    expect(left.ports, run.output.join('\n')).toEqual([]);
    expect(alive(run.pids.origins) || alive(run.pids.shell)).toBe(false);
  });
});
