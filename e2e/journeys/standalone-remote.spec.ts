// A remote runs on its own page. A remote's development build keeps its own
// Module Federation runtime (its production build uses the shell's, decision 026), so a team can run
// it alone: `pnpm --filter @portal/mfe-prelogin dev` serves a page of its own that takes its boot data
// from a running shell server and calls the gateway. This journey starts that development server
// against the journeys' portal and uses the page as a developer would, with the page's errors watched
// by the fixture (an uncaught error fails the journey: the page once died on its first line, decision 030).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../support/ports.mjs';
import { demoIssuer, expect, expectAccessible, SHELL, test } from '../support/fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = `http://localhost:${E2E_PORTS.standalone}`;
const acme = demoIssuer('acme');

let server: ChildProcess | null = null;
let output = '';

/** Resolves when the development page answers, rejects when the server stops first or takes too long. */
async function answering(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const state: { exited: number | null } = { exited: null };
  child.once('exit', (code) => (state.exited = code ?? -1));
  while (Date.now() < deadline) {
    if (state.exited !== null)
      throw new Error(`the development server stopped (code ${String(state.exited)}):\n${output}`);
    const ok = await fetch(`${PAGE}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the development server did not answer within ${timeoutMs} ms:\n${output}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(
    path.join(ROOT, 'mfe-prelogin', 'node_modules', '.bin', 'rspack'),
    ['serve', '--mode', 'development'],
    {
      cwd: path.join(ROOT, 'mfe-prelogin'),
      env: {
        ...process.env,
        MFE_PRELOGIN_DEV_PORT: String(E2E_PORTS.standalone),
        PORTAL_SHELL_URL: SHELL.replace(/\/$/, ''),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await answering(server, 100_000);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
});

test("mfe-prelogin on a page of its own: its runtime, the shell server's boot data, the home drawn and usable, and login reached through its own router", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
  });
  await page.goto(`${PAGE}/`);
  await expect(page).toHaveTitle(new RegExp(acme.appName));
  await expect(page.getByRole('heading', { level: 1, name: acme.appName })).toBeAttached();
  await expect(page.getByRole('img', { name: acme.branding.banners[0]!.alt })).toBeVisible();
  await expectAccessible(page);
  // Its own runtime and its own copies of the shared packages: not one script from the shell.
  expect([...new Set(scripts)]).toEqual([PAGE]);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${PAGE}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expectAccessible(page);
});
