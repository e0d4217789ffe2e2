// What `npm run fuzz` and `npm run load` share: a gateway started as a process of
// its own on a free loopback port, and a plain HTTP client that reports every outcome instead of
// throwing (a refused connection is a result to count, not an exception).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { packageDir } from '@portal/build/node';
import { BREACH_MESSAGE } from '../platform/answer-check';

export const gatewayDir = packageDir(import.meta.url, '@portal/gateway');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * One request on a connection of its own: the status and the body's first `bodyLimit` characters; -1 when the
 * connection failed (refused, reset, timed out), -2 when Node's client would not send it.
 */
export function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer | string,
  bodyLimit = 300,
): Promise<Answer> {
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      // A connection each: a request the server's HTTP parser refuses closes its connection, and must
      // not take a request queued behind it on the same socket down with it.
      req = http.request(
        { host: '127.0.0.1', port, method, path: url, headers, agent: false, timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          res.on('data', (chunk: Buffer) => {
            if (kept < bodyLimit) chunks.push(chunk);
            kept += chunk.length;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, bodyLimit) }),
          );
          res.on('error', () => resolve({ status: -1, body: 'response error' }));
        },
      );
    } catch (error) {
      // Node's client refuses to send it (an unescaped path, a bad header): nothing reached the gateway.
      resolve({ status: -2, body: error instanceof Error ? error.message : 'not sendable' });
      return;
    }
    // A refused or reset connection is the gateway's failure too: counted apart from answers.
    req.on('error', (error) => resolve({ status: -1, body: error.message }));
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode} before it was ready`);
    const res = await send(port, 'GET', '/health', { host: `localhost:${port}` });
    if (res.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway did not answer /health within 60 s');
}

/** A gateway process (dist/main.js, as production runs it) and what it logged (the first 2,000 lines). */
export interface GatewayProcess {
  port: number;
  child: ChildProcess;
  logged: string[];
  /** Its log lines of answers outside the OpenAPI document (GATEWAY_CHECK_ANSWERS), all of them counted. */
  breaches: () => { count: number; first: readonly string[] };
  /** Why it ended, or null while it runs. */
  exited: () => string | null;
  stop: () => Promise<void>;
}

/**
 * The gateway's JavaScript, which `npm run fuzz` and `npm run load` (scripts/gateway-cli.mjs) build when
 * its sources changed and name in GATEWAY_ENTRY.
 */
function builtEntry(): string {
  const entry = process.env['GATEWAY_ENTRY'];
  if (!entry)
    throw new Error(
      'GATEWAY_ENTRY is not set: run this through `npm run fuzz` or `npm run load`, which build the gateway first.',
    );
  return entry;
}

/** Starts a gateway with `env` (GATEWAY_PORT and GATEWAY_HOST are set here) and waits for /health. */
export async function startGateway(env: NodeJS.ProcessEnv): Promise<GatewayProcess> {
  const entry = builtEntry();
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: gatewayDir,
    env: { ...env, GATEWAY_PORT: String(port), GATEWAY_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged: string[] = [];
  const breaches = { count: 0, first: [] as string[] };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.includes(BREACH_MESSAGE)) {
        breaches.count += 1;
        if (breaches.first.length < 20) breaches.first.push(line);
      }
      if (line.trim() && logged.length < 2000) logged.push(line);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | null = null;
  const ended = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = `exited with ${code ?? signal}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited === null) child.kill('SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  try {
    await waitForHealth(port, child);
  } catch (error) {
    await stop();
    const last = logged.slice(-5).join(' | ');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}${last ? `: ${last.slice(0, 600)}` : ''}`,
    );
  }
  return { port, child, logged, breaches: () => breaches, exited: () => exited, stop };
}
