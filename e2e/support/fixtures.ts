// The journeys' test fixture: pages on the portal's origins, external sites stubbed (the machine has
// no internet; a journey checks where a link goes, not the issuer's site), and every journey failing
// on a CSP violation or an uncaught error in the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports.mjs';

import { expectAccessible } from './axe';
import { cardNumbersAmong, secretsIn, stringsOf } from './leaks';
import { currentJourney, recordedSecrets } from './secrets';

export { expect, expectAccessible };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The portal for an issuer: `http://<id>.localhost:<port><path>`. */
export function asIssuer(id: string, pathname = '/'): string {
  return `http://${id}.localhost:${E2E_PORTS.shell}${pathname}`;
}

/** The shell on plain localhost (the default issuer): what Node-side requests can reach. */
export const SHELL = `http://localhost:${E2E_PORTS.shell}/`;
export const GATEWAY = `http://localhost:${E2E_PORTS.gateway}`;
export const remoteOrigin = (name: keyof typeof E2E_PORTS.remotes) => `http://localhost:${E2E_PORTS.remotes[name]}`;

export interface DemoIssuer {
  id: string;
  appName: string;
  url: Record<'contactUs' | 'aboutUs' | 'help' | 'softAgreement' | 'learnMoreLink' | 'terms' | 'privacy', string>;
  issuerWebSiteUrl: string;
  branding: { banners: { image: string; alt: string }[]; logo: { src: string; alt: string } };
}

/** A demo issuer's configuration, as the journeys expect to see it on screen. */
export function demoIssuer(id: string): DemoIssuer {
  return JSON.parse(readFileSync(path.join(ROOT, 'issuers', id, 'issuer.json'), 'utf8')) as DemoIssuer;
}

/** A page of the portal, a demo site or the wallet's frame, served on this machine. */
const LOCAL_PAGE = /^http:\/\/([a-z0-9-]+\.)?localhost:/;

/** The page's main frame and each frame in it from a local origin (the wallet's isolated frame). */
const localFrames = (page: Page): Frame[] =>
  page.frames().filter((frame) => frame === page.mainFrame() || LOCAL_PAGE.test(frame.url()));

const CSP_OR_ERROR = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

/**
 * No card number, security code, password or code (nor card
 * PIN, nor answer to an activation question) is in the browser's storage (local, session, cookies)
 * when a journey ends: none of the ones this journey typed or read, and no run of 13 to 19 digits
 * passing Luhn. (Tokens are kept in session storage by design, decision 013; the activation token too,
 * decision 029.) A journey whose flow keeps state across a refresh also calls it on the way, while the
 * flow is open (journeys/activation.spec.ts): the end of the flow clears what it kept.
 */
export async function expectNoSecretsInBrowserStorage(page: Page): Promise<void> {
  // Every origin the page shows (the wallet's frame is another origin, with storage of its
  // own), and every cookie of the context, HttpOnly ones too.
  const perFrame = await Promise.all(
    localFrames(page).map((frame) =>
      frame.evaluate((): string[] =>
        [...Object.entries<string>(localStorage), ...Object.entries<string>(sessionStorage)]
          .flat()
          .concat(document.cookie),
      ),
    ),
  );
  const cookies = (await page.context().cookies()).map((cookie) => cookie.value);
  const strings = [...perFrame.flat(), ...cookies].flatMap(stringsOf);
  const journey = currentJourney();
  const typed = recordedSecrets().filter((s) => s.journey === journey && s.kind !== 'token');
  expect(
    secretsIn(strings, typed).map((s) => `a ${s.kind}`),
    `the browser's storage holds none of the ${typed.length} secrets this journey used`,
  ).toEqual([]);
  expect(cardNumbersAmong(strings), "card numbers in the browser's storage").toEqual([]);
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/([a-z0-9-]+\.)*[a-z0-9-]+\.example(:\d+)?\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Issuer site</title><h1>Issuer site</h1></html>',
      }),
    );
    await use(context);
  },
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (CSP_OR_ERROR.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(problems, 'no CSP violation or uncaught error reached the page').toEqual([]);
    // Whatever state a journey leaves the portal in is scanned too (menus open, later slides...), and
    // what it leaves in the browser's storage.
    if (!page.isClosed() && LOCAL_PAGE.test(page.url())) {
      await expectNoSecretsInBrowserStorage(page);
      for (const frame of localFrames(page)) await expectAccessible(frame === page.mainFrame() ? page : frame);
    }
  },
});

/** Waits for the pre-login home of the current issuer to be on screen. */
export async function waitForHome(page: Page): Promise<void> {
  await expect(page.getByTestId('prelogin-home')).toBeVisible();
}
