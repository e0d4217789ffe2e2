// Every route of the registry, visited by address (the signed-in ones signed in,
// the others signed out), with the console watched (the fixture fails a journey on any CSP refusal or uncaught error): whatever the
// route guard makes of each (the page itself, login, home, not found), its remote and chunks load
// under the shell's strict CSP. And each server that sends pages sends a strict policy.
import type { Page } from '@playwright/test';
import { ROUTE_LIST } from '@portal/client/routes';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, GATEWAY, remoteOrigin, SHELL, test } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports.mjs';

/** Each route's address, a path parameter given a value no account has (the screen says not found). */
const address = (route: (typeof ROUTE_LIST)[number]) => ({
  id: route.id,
  path: `/${route.path.replace(/:[A-Za-z]+/g, 'walk0')}`,
});
/** Each route in the state where it shows itself: the signed-in ones signed in, the others signed out. */
const SIGNED_IN = new Set(['private', 'sign-out', 'enrolment-card']);
const SIGNED_OUT_ROUTES = ROUTE_LIST.filter((r) => !SIGNED_IN.has(r.access)).map(address);
const SIGNED_IN_ROUTES = ROUTE_LIST.filter((r) => SIGNED_IN.has(r.access)).map(address);

async function walk(page: Page, addresses: readonly { id: string; path: string }[]): Promise<void> {
  for (const { id, path } of addresses) {
    await page.goto(asIssuer('acme', path));
    // Drawn: a page title and a first-level heading, whatever route the guard settled on.
    await expect(page.locator('h1').first(), `${id} (${path}) draws a page`).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
  }
}

test.describe('every route under the strict CSP', () => {
  test.describe.configure({ timeout: 180_000 });

  test(`signed out: the ${SIGNED_OUT_ROUTES.length} routes not for a signed-in cardholder alone`, async ({ page }) => {
    await walk(page, SIGNED_OUT_ROUTES);
  });

  test(`signed in: the ${SIGNED_IN_ROUTES.length} routes for a signed-in cardholder, sign-out last`, async ({
    page,
  }) => {
    expect(SIGNED_OUT_ROUTES.length + SIGNED_IN_ROUTES.length).toBe(ROUTE_LIST.length);
    const account = await freshAccount('acme', 'ready.rita');
    await signIn(page, account);
    await waitForSignedInHome(page, 'acme');
    await walk(page, [
      ...SIGNED_IN_ROUTES.filter((a) => a.id !== 'signOut'),
      ...SIGNED_IN_ROUTES.filter((a) => a.id === 'signOut'),
    ]);
  });
});

test('the shell, the gateway, the checkout page and the wallet frame each send a strict CSP', async ({ request }) => {
  const policies = {
    shell: (await request.get(SHELL)).headers()['content-security-policy'] ?? '',
    gateway: (await request.get(`${GATEWAY}/health`)).headers()['content-security-policy'] ?? '',
    checkout: (await request.get(`http://localhost:${E2E_PORTS.checkout}/`)).headers()['content-security-policy'] ?? '',
    frame:
      (await request.get(`${remoteOrigin('mfe_embedded_wallet')}/embed/frame.html`)).headers()[
        'content-security-policy'
      ] ?? '',
  };
  for (const [server, csp] of Object.entries(policies)) {
    expect(csp, `${server} sends a policy`).not.toBe('');
    expect(csp, `${server}: nothing unsafe, no wildcard`).not.toMatch(/unsafe-inline|unsafe-eval|\s\*(\s|;|$)/);
    expect(csp, `${server} says who may frame it`).toMatch(/frame-ancestors /);
  }
  expect(policies.shell).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(policies.checkout).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(policies.gateway).toContain("default-src 'none'");
  expect(policies.frame).toContain(`frame-ancestors http://localhost:${E2E_PORTS.checkout}`);
});
