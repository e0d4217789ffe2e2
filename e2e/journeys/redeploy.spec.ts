// Independent deployment, shown (ARCHITECTURE §6): rebuild mfe-prelogin with a changed string,
// replace only that remote's folder on its origin, and the running shell shows the new string after
// a reload, with no shell rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asIssuer, expect, test, waitForHome } from '../support/fixtures';
import { E2E_TMP } from '../support/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MESSAGES = path.join(ROOT, 'mfe-prelogin/src/i18n/en.json');
const DEPLOYED = path.join(E2E_TMP, 'deploy/mfe-prelogin');

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    hash.update(name);
    try {
      hash.update(readFileSync(file));
    } catch {
      // a folder
    }
  }
  return hash.digest('hex');
}

test.describe.configure({ mode: 'serial' });

test('a rebuilt mfe-prelogin, deployed alone, shows its new string in the running shell', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = hashTree(path.join(ROOT, 'shell/dist'));
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  const original = JSON.parse(readFileSync(MESSAGES, 'utf8')) as { home: { intro: string } };
  await expect(page.getByText(original.home.intro)).toBeVisible();
  const shellScript = await page.evaluate(() => [...document.scripts].map((s) => s.src).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)));

  const changed = `Manage your card online, now redeployed on its own (${Date.now()}).`;
  const source = readFileSync(MESSAGES, 'utf8');
  const out = path.join(E2E_TMP, `redeploy-${Date.now()}`);
  try {
    writeFileSync(MESSAGES, JSON.stringify({ ...original, home: { ...original.home, intro: changed } }, null, 2) + '\n');
    const build = spawnSync(path.join(ROOT, 'mfe-prelogin/node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: path.join(ROOT, 'mfe-prelogin'),
      env: { ...process.env, PORTAL_OUTPUT_DIR: out },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
  } finally {
    writeFileSync(MESSAGES, source);
  }
  expect(existsSync(path.join(out, 'mf-manifest.json'))).toBe(true);

  // Deploy: swap the folder the remote's origin serves; nothing else changes.
  const previous = `${DEPLOYED}-previous`;
  renameSync(DEPLOYED, previous);
  renameSync(out, DEPLOYED);
  try {
    await page.reload();
    await waitForHome(page);
    await expect(page.getByText(changed)).toBeVisible();
    const shellScriptAfter = await page.evaluate(() => [...document.scripts].map((s) => s.src).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)));
    expect(shellScriptAfter).toBe(shellScript);
    expect(hashTree(path.join(ROOT, 'shell/dist')), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    rmSync(DEPLOYED, { recursive: true, force: true });
    renameSync(previous, DEPLOYED);
  }
  await page.reload();
  await waitForHome(page);
  await expect(page.getByText(original.home.intro)).toBeVisible();
});
