// The command-line entry as `npm start` runs it: one line with the URL, the environment's ports and
// secret, a clean exit on SIGTERM, and a clear message with exit code 1 for a bad setting.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePorts } from '@portal/build/ports';
import { PARTNER_CLIENT_ID } from './index';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Run {
  readonly child: ReturnType<typeof spawn>;
  readonly exit: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** The entry in a process of its own, with tsx from the package, as scripts/lib/portal.mjs starts it. */
function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/partner-bank/main.ts'], {
    cwd: PACKAGE,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exit };
}

/** The first line the process prints, or a rejection with what it said if it exits first. */
function firstLine({ child, exit }: Run): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
    });
    void exit.then(({ stderr }) => reject(new Error(`exited before printing; stderr: ${stderr}`)));
  });
}

describe('main.ts', () => {
  it('prints its URL, serves the portal client of SHELL_PORT with the secret given, and exits 0 on SIGTERM', async () => {
    const [port, shellPort] = await freePorts(2);
    const bank = run({
      DEMO_PARTNER_PORT: String(port),
      SHELL_PORT: String(shellPort),
      SSO_NORTHWIND_CLIENT_SECRET: 'a-secret-from-the-environment',
      DEMO_PARTNER_OPEN_JOURNEY_MEMBERS: 'true',
    });
    try {
      expect(await firstLine(bank)).toBe(`Northwind online banking (demo partner bank): http://localhost:${port}`);
      const home = await fetch(`http://localhost:${port}/`);
      expect(home.headers.get('content-security-policy')).toContain(
        `form-action 'self' http://northwind.localhost:${shellPort};`,
      );
      // The client's secret is the environment's: the token endpoint takes it (and then finds no code).
      const token = await fetch(`http://localhost:${port}/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${PARTNER_CLIENT_ID}:a-secret-from-the-environment`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'none',
          redirect_uri: `http://northwind.localhost:${shellPort}/sso/launch`,
          code_verifier: 'v'.repeat(45),
        }),
      });
      expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      bank.child.kill('SIGTERM');
    }
    expect((await bank.exit).code).toBe(0);
  });

  it.each([
    [
      'a port that is not one',
      { DEMO_PARTNER_PORT: '30x0' },
      'partner-bank: invalid configuration: DEMO_PARTNER_PORT must be a port from 1 to 65535, not "30x0"',
    ],
    [
      'a shell port out of range',
      { SHELL_PORT: '70000' },
      'partner-bank: invalid configuration: SHELL_PORT must be a port from 1 to 65535, not "70000"',
    ],
    [
      'a flag that is not true or false',
      { DEMO_PARTNER_OPEN_JOURNEY_MEMBERS: 'yes' },
      'partner-bank: invalid configuration: DEMO_PARTNER_OPEN_JOURNEY_MEMBERS must be true or false, not "yes"',
    ],
  ])('exits 1 with a clear message for %s', async (_why, env, message) => {
    const { exit } = run(env);
    const { code, stderr } = await exit;
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
