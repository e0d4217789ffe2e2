// The wait for a server's health check (scripts/lib/wait-ready.mjs): it goes on while the server
// writes, fails when it falls silent or exits, and says what it waits for.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { gist, trackOutput, waitForHealth } from '../lib/wait-ready.mjs';
import { freePorts } from '../../packages/build/node/ports.mjs';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A Node child running `script` (PORT in its environment), its output followed. */
function child(script: string, port: number): ChildProcess {
  const c = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(c);
  trackOutput(c);
  return c;
}

const SERVE_LATER = (afterMs: number, tickMs: number) => `
  const http = require('node:http');
  let n = 0;
  const tick = setInterval(() => console.log(JSON.stringify({ level: 30, msg: 'step ' + ++n })), ${tickMs});
  setTimeout(() => {
    clearInterval(tick);
    http.createServer((_q, r) => r.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
  }, ${afterMs});
`;

describe('waitForHealth', () => {
  it('waits past its idle limit while the server keeps writing, and says what it last said', async () => {
    const [port] = await freePorts(1);
    const said: string[] = [];
    const server = child(SERVE_LATER(2500, 200), port ?? 0);
    const ms = await waitForHealth(`http://127.0.0.1:${port}/`, server, 'the test server', {
      idleMs: 1000,
      reportMs: 500,
      pollMs: 50,
      say: (line) => said.push(line),
    });
    expect(ms).toBeGreaterThan(2000);
    expect(said.length).toBeGreaterThan(1);
    expect(said.at(-1)).toMatch(
      /^… waiting for the test server to answer http:\/\/127\.0\.0\.1:\d+\/ \(\d+ s so far; it last said "step \d+" \d+ s ago\)$/,
    );
  }, 20_000);

  it('fails once the server has been silent for the idle limit, quoting its last line', async () => {
    const [port] = await freePorts(1);
    const server = child(
      `console.log(JSON.stringify({ level: 30, msg: 'seeding the demo users' })); setInterval(() => {}, 1e6);`,
      port ?? 0,
    );
    await expect(
      waitForHealth(`http://127.0.0.1:${port}/`, server, 'the test server', { idleMs: 800, pollMs: 50 }),
    ).rejects.toThrow(
      /^the test server did not answer .* and wrote nothing for 1 s; it last said "seeding the demo users"/,
    );
  }, 20_000);

  it('fails at once when the server exits', async () => {
    const [port] = await freePorts(1);
    const server = child(`console.error('boom'); process.exit(3);`, port ?? 0);
    await expect(waitForHealth(`http://127.0.0.1:${port}/`, server, 'the test server', { pollMs: 50 })).rejects.toThrow(
      'the test server exited (code 3) before it was ready',
    );
  }, 20_000);

  it('gives up after its overall limit even while the server writes', async () => {
    const [port] = await freePorts(1);
    const server = child(SERVE_LATER(60_000, 100), port ?? 0);
    await expect(
      waitForHealth(`http://127.0.0.1:${port}/`, server, 'the test server', { idleMs: 1000, maxMs: 1500, pollMs: 50 }),
    ).rejects.toThrow(/did not answer .* within 2 s; it last said "step \d+"/);
  }, 20_000);
});

describe('gist', () => {
  it("is a pino line's message, or the line itself, short", () => {
    expect(gist('{"level":30,"msg":"migrations applied","migrations":[]}')).toBe('migrations applied');
    expect(gist('  Error: listen EADDRINUSE  ')).toBe('Error: listen EADDRINUSE');
    expect(gist('x'.repeat(300))).toHaveLength(120);
  });
});
