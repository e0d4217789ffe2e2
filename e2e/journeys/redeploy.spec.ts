// Independent deployment, shown (ARCHITECTURE §6): rebuild mfe-prelogin,
// mfe-postlogin or the embedded wallet with a changed string, replace only that remote's folder on its
// origin, and the running shell (or the merchant's checkout page) shows the new string after a reload,
// with no shell rebuild. Release trains: a remote built against
// another contract major is refused with the fallback region and the mismatch logged; a tester points
// mfe-postlogin at a branch build on another origin, sees it with a banner, and clears it.
// In the serial project after every other journey: these builds edit sources for a moment.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';
import { E2E_BRANCH_DIR, E2E_PORTS, E2E_TMP } from '../support/ports.mjs';
import {
  checkoutUrl,
  checkoutWallet,
  journeyShopper,
  openCheckout,
  showcaseWallet,
  WALLET_MODES,
} from '../support/wallet';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MESSAGES = path.join(ROOT, 'mfe-prelogin/src/i18n/en.json');
const CONTRACT = path.join(ROOT, 'packages/domain/src/platform/contract.ts');
const POSTLOGIN_HOME_MESSAGES = path.join(ROOT, 'mfe-postlogin/src/features/home/i18n/en.json');
const WALLET_MESSAGES = path.join(ROOT, 'mfe-embedded-wallet/src/i18n/en.json');
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

/**
 * Builds a remote (its folder's name) into `out` with `edits` made to the sources for the build alone
 * (each file is put back however the build ends).
 */
function buildRemote(remote: string, out: string, edits: Record<string, (source: string) => string>): string {
  const sources = Object.fromEntries(Object.keys(edits).map((file) => [file, readFileSync(file, 'utf8')]));
  try {
    for (const [file, edit] of Object.entries(edits)) writeFileSync(file, edit(sources[file]!));
    const build = spawnSync(path.join(ROOT, remote, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: path.join(ROOT, remote),
      env: { ...process.env, PORTAL_OUTPUT_DIR: out },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
  } finally {
    for (const [file, source] of Object.entries(sources)) writeFileSync(file, source);
  }
  expect(existsSync(path.join(out, 'mf-manifest.json'))).toBe(true);
  return out;
}

const buildPrelogin = (edits: Record<string, (source: string) => string>) =>
  buildRemote('mfe-prelogin', path.join(E2E_TMP, `redeploy-${Date.now()}`), edits);

/** Serves `out` as a remote's deployed folder (mfe-prelogin's unless named) while `during` runs, then puts the previous one back. */
async function deployedWhile(out: string, during: () => Promise<void>, deployed: string = DEPLOYED): Promise<void> {
  // Deploy: swap the folder the remote's origin serves; nothing else changes.
  const previous = `${deployed}-previous`;
  renameSync(deployed, previous);
  renameSync(out, deployed);
  try {
    await during();
  } finally {
    rmSync(deployed, { recursive: true, force: true });
    renameSync(previous, deployed);
  }
}

test.describe.configure({ mode: 'serial' });

test('a rebuilt mfe-prelogin, deployed alone, shows its new string in the running shell', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = hashTree(path.join(ROOT, 'shell/dist'));
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  const original = JSON.parse(readFileSync(MESSAGES, 'utf8')) as { home: { intro: string } };
  await expect(page.getByText(original.home.intro)).toBeVisible();
  const shellScript = await page.evaluate(() =>
    [...document.scripts].map((s) => s.src).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)),
  );

  const changed = `Manage your card online, now redeployed on its own (${Date.now()}).`;
  const out = buildPrelogin({
    [MESSAGES]: () => JSON.stringify({ ...original, home: { ...original.home, intro: changed } }, null, 2) + '\n',
  });
  await deployedWhile(out, async () => {
    await page.reload();
    await waitForHome(page);
    await expect(page.getByText(changed)).toBeVisible();
    const shellScriptAfter = await page.evaluate(() =>
      [...document.scripts].map((s) => s.src).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)),
    );
    expect(shellScriptAfter).toBe(shellScript);
    expect(hashTree(path.join(ROOT, 'shell/dist')), 'the shell was not rebuilt').toBe(shellBefore);
  });
  await page.reload();
  await waitForHome(page);
  await expect(page.getByText(original.home.intro)).toBeVisible();
});

test('a rebuilt mfe-postlogin, deployed alone, shows its change on the signed-in home after a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const shellBefore = hashTree(path.join(ROOT, 'shell/dist'));
  const original = JSON.parse(readFileSync(POSTLOGIN_HOME_MESSAGES, 'utf8')) as {
    home: { cards: { heading: string } };
  };
  const changed = `Your cards, redeployed ${Date.now()}`;
  const out = buildRemote('mfe-postlogin', path.join(E2E_TMP, `redeploy-postlogin-${Date.now()}`), {
    [POSTLOGIN_HOME_MESSAGES]: () =>
      JSON.stringify(
        { ...original, home: { ...original.home, cards: { ...original.home.cards, heading: changed } } },
        null,
        2,
      ) + '\n',
  });
  const account = await freshAccount('acme', 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, 'acme');
  await expect(page.getByRole('heading', { name: original.home.cards.heading })).toBeVisible();
  await deployedWhile(
    out,
    async () => {
      // The session survives the reload; the new build draws the page.
      await page.reload();
      await expect(page.getByRole('heading', { name: changed })).toBeVisible();
      expect(hashTree(path.join(ROOT, 'shell/dist')), 'the shell was not rebuilt').toBe(shellBefore);
    },
    path.join(E2E_TMP, 'deploy/mfe-postlogin'),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: original.home.cards.heading })).toBeVisible();
});

test("a rebuilt mfe-embedded-wallet, deployed alone, is what the merchant's checkout page mounts after a reload, in both modes", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const original = JSON.parse(readFileSync(WALLET_MESSAGES, 'utf8')) as { review: { title: string } };
  const changed = `Review your payment, redeployed ${Date.now()}`;
  const out = buildRemote('mfe-embedded-wallet', path.join(E2E_TMP, `redeploy-wallet-${Date.now()}`), {
    [WALLET_MESSAGES]: () =>
      JSON.stringify({ ...original, review: { ...original.review, title: changed } }, null, 2) + '\n',
  });
  // The loader a merchant's page includes (embed/wallet.js) is rebuilt beside the remote.
  expect(existsSync(path.join(out, 'embed', 'wallet.js'))).toBe(true);
  const shopper = journeyShopper('redeploy');
  await showcaseWallet(shopper);
  for (const { mode } of WALLET_MODES) {
    const wallet = await openCheckout(page, shopper, mode);
    await expect(wallet.root.getByRole('heading', { level: 2, name: original.review.title })).toBeVisible();
  }
  await deployedWhile(
    out,
    async () => {
      for (const { mode } of WALLET_MODES) {
        await page.goto(checkoutUrl(shopper, mode));
        const wallet = checkoutWallet(page, mode);
        await expect(wallet.root.getByRole('heading', { level: 2, name: changed })).toBeVisible();
        await wallet.expectAccessible();
      }
    },
    path.join(E2E_TMP, 'deploy/mfe-embedded-wallet'),
  );
  await page.goto(checkoutUrl(shopper, 'inPage'));
  await expect(
    checkoutWallet(page, 'inPage').root.getByRole('heading', { level: 2, name: original.review.title }),
  ).toBeVisible();
});

test('mfe-prelogin built against another contract major is refused: the fallback region, and the mismatch logged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The host's major, read from the source it was built from; the remote is built against the next one.
  const host = Number(/^export const CONTRACT_MAJOR = (\d+);$/m.exec(readFileSync(CONTRACT, 'utf8'))?.[1]);
  const other = host + 1;
  const out = buildPrelogin({
    [CONTRACT]: (source) =>
      source.replace(/^export const CONTRACT_MAJOR = (\d+);$/m, `export const CONTRACT_MAJOR = ${other};`),
  });
  const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as {
    metaData: { portal: { contract: number; version: string } };
  };
  expect(manifest.metaData.portal.contract, 'the build wrote the edited major into its manifest').toBe(other);

  await deployedWhile(out, async () => {
    await page.goto(asIssuer('acme'));
    const region = page.getByTestId('region-unavailable');
    await expect(region.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
    await expect
      .poll(() => errors.find((text) => text.includes('mfe_prelogin refused')))
      .toBe(
        `[shell] mfe_prelogin refused: mfe_prelogin was built against contract ${other}; this host runs contract ${host}: not loaded`,
      );
    // Refused before its entry ran: the entry would have set its container on the page's global.
    expect(await page.evaluate(() => 'mfe_prelogin' in window), "the refused remote's entry never ran").toBe(false);
    // The rest of the page works, and the footer's versions say what support needs to know.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/^Version /).click();
    await expect(
      footer
        .getByRole('definition')
        .filter({ hasText: `${manifest.metaData.portal.version} (contract ${other}; refused: another contract)` }),
    ).toBeVisible();
    await expectAccessible(page);
  });
  // The right build is back: the page loads it.
  await page.reload();
  await waitForHome(page);
  await expect(page.getByTestId('region-unavailable')).toHaveCount(0);
});

test('a tester overrides mfe-postlogin with a branch build from an allowlisted origin, sees its change and a banner, then clears it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const original = JSON.parse(readFileSync(POSTLOGIN_HOME_MESSAGES, 'utf8')) as {
    home: { cards: { heading: string } };
  };
  const changed = `Your cards, branch build ${Date.now()}`;
  buildRemote('mfe-postlogin', path.join(E2E_BRANCH_DIR, 'mfe-postlogin'), {
    [POSTLOGIN_HOME_MESSAGES]: () =>
      JSON.stringify(
        { ...original, home: { ...original.home, cards: { ...original.home.cards, heading: changed } } },
        null,
        2,
      ) + '\n',
  });
  const branchManifest = `http://localhost:${E2E_PORTS.branch}/mfe-postlogin/mf-manifest.json`;
  const account = await freshAccount('acme', 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, 'acme');
  await expect(page.getByRole('heading', { name: original.home.cards.heading })).toBeVisible();

  // Set in the browser: the address carries it once, the browser keeps it.
  await page.goto(asIssuer('acme', `/home?override-mfe_postlogin=${encodeURIComponent(branchManifest)}`));
  const banner = page.getByRole('region', { name: 'Remote overrides' });
  await expect(banner).toContainText('Testing: this page runs a remote from another build.');
  await expect(banner.getByRole('listitem')).toHaveText(`mfe_postlogin from ${branchManifest}`);
  await expect(page.getByRole('heading', { name: changed })).toBeVisible();
  await expect(page).toHaveURL(asIssuer('acme', '/home'));
  const footer = page.getByRole('contentinfo');
  await footer.getByText(/^Version /).click();
  await expect(footer.getByRole('definition').filter({ hasText: `overridden from ${branchManifest}` })).toBeVisible();
  await expectAccessible(page);

  // It holds across a reload, and the override can be cleared with the keyboard alone.
  await page.reload();
  await expect(page.getByRole('heading', { name: changed })).toBeVisible();
  await banner.getByRole('button', { name: 'Clear overrides and reload' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: original.home.cards.heading })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('portal.remoteOverrides'))).toBeNull();
});

test("an override to an origin not on the allowlist is refused: no banner, the environment's remote", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The checkout page's origin serves pages, not remotes, and is not on the allowlist.
  const elsewhere = `http://localhost:${E2E_PORTS.checkout}/mfe-prelogin/mf-manifest.json`;
  await page.goto(asIssuer('acme', `/?override-mfe_prelogin=${encodeURIComponent(elsewhere)}`));
  await waitForHome(page);
  await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  expect(warnings).toContain(`[shell] remote override of mfe_prelogin refused (originNotAllowed): ${elsewhere}`);
  expect(await page.evaluate(() => localStorage.getItem('portal.remoteOverrides'))).toBeNull();
});
