// The recovery, enrolment and migration journeys' own helpers: a new password a cardholder would
// choose (§5 Identity and credentials), recorded for the at-rest check; a code that is surely wrong;
// the code field of every verifyCode page; and the terms links of §2 Terms pages.
import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { asIssuer, expectAccessible, type DemoIssuer } from './fixtures';
import { recordSecret } from './secrets';

const WORDS = [
  'Copper',
  'Falcon',
  'Harbor',
  'Meadow',
  'Quiver',
  'Lantern',
  'Orchid',
  'Tundra',
  'Willow',
  'Ember',
] as const;
const SYMBOLS = ['!', '#', '$', '%', '&', '*'] as const;

/** §5: no character three times in a row, and no run of three letters or digits in order (abc, cba, 123, 321). */
function breaksRepetitionRules(password: string): boolean {
  const chars = password.toLowerCase();
  for (let i = 2; i < chars.length; i += 1) {
    const [a, b, c] = [chars.charCodeAt(i - 2), chars.charCodeAt(i - 1), chars.charCodeAt(i)];
    if (a === b && b === c) return true;
    const sameKind = [a, b, c].every((code) => (code >= 48 && code <= 57) || (code >= 97 && code <= 122));
    if (sameKind && ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1))) return true;
  }
  return false;
}

/**
 * A new password that meets every §5 rule (upper and lower case, a digit, a special character, at
 * least 12 characters, no repeats or sequences, not "password", not the username), different each
 * call, and recorded as a secret the gateway must not keep in clear.
 */
export function newPassword(username: string): string {
  for (;;) {
    const first = WORDS[randomInt(WORDS.length)]!;
    const second = WORDS[randomInt(WORDS.length)]!;
    const candidate = `${first}${SYMBOLS[randomInt(SYMBOLS.length)]!}${second}${randomInt(10)}${randomInt(10)}`;
    if (
      first === second ||
      breaksRepetitionRules(candidate) ||
      candidate.toLowerCase().includes(username.toLowerCase())
    )
      continue;
    return recordSecret('password', candidate);
  }
}

/** A 6-digit code that differs from `code` in its last digit: surely not the one sent. */
export function wrongCode(code: string): string {
  const last = Number(code.slice(-1));
  return `${code.slice(0, -1)}${(last + 5) % 10}`;
}

/** The one-time code field of every verifyCode page. */
export const codeField = (page: Page): Locator => page.getByLabel('Verification code');

/**
 * §2 Terms pages "links to terms, privacy and license": each opens its document in a new window, at
 * the issuer's configured address (decision 013 seeds the terms from those addresses).
 */
export async function expectTermsLinks(page: Page, scope: Locator, issuer: DemoIssuer): Promise<void> {
  const links: [string, string][] = [
    ['Terms and conditions', issuer.url.terms],
    ['Privacy policy', issuer.url.privacy],
    ['Software licence', issuer.url.softAgreement],
  ];
  await expect(scope.getByRole('link')).toHaveCount(links.length);
  for (const [name, url] of links) {
    const link = scope.getByRole('link', { name: new RegExp(`^${name} \\(opens in a new window\\)$`) });
    await expect(link).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(url);
    await popup.close();
  }
}

/** Signs out from the signed-in header (state 4): the burger menu's Sign out, back to the pre-login page. */
export async function signOut(page: Page, issuerId: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/`);
  await expect(page.getByTestId('prelogin-home')).toBeVisible();
  expect(new URL(page.url()).hostname).toBe(`${issuerId}.localhost`);
}

/**
 * A flow's screen, settled: its URL (§2 routes), its one h1, its page title (§1: "<screen> | <app>"),
 * nothing loading (contacts, terms, a code being sent), and no axe violation.
 */
export async function expectScreen(
  page: Page,
  issuer: Pick<DemoIssuer, 'id' | 'appName'>,
  path: string | RegExp,
  heading: string,
): Promise<void> {
  await expect(page).toHaveURL(typeof path === 'string' ? asIssuer(issuer.id, path) : path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} | ${issuer.appName}`);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);
}
