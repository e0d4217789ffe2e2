// The journeys' test fixture: pages on the portal's origins, external sites stubbed (the machine has
// no internet; a journey checks where a link goes, not the issuer's site), and every journey failing
// on a CSP violation or an uncaught error in the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports.mjs';

import { expectAccessible } from './axe';

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

const CSP_OR_ERROR = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/([a-z0-9-]+\.)*[a-z0-9-]+\.example(:\d+)?\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Issuer site</title><h1>Issuer site</h1></html>' }),
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
    // Whatever state a journey leaves the portal in is scanned too (menus open, later slides...).
    if (!page.isClosed() && /^http:\/\/([a-z0-9-]+\.)?localhost:/.test(page.url())) await expectAccessible(page);
  },
});

/** Waits for the pre-login home of the current issuer to be on screen. */
export async function waitForHome(page: Page): Promise<void> {
  await expect(page.getByTestId('prelogin-home')).toBeVisible();
}
