// The sign-in journeys' own steps (journeys/sign-in*.spec.ts): each screen of §2's sign-in order as a
// cardholder meets it (its URL, its heading, an axe scan once settled), the code screens, and the
// keyboard-only moves. The accounts, outbox and sign-in form are support/accounts.ts's.
import { expect, type Locator, type Page } from '@playwright/test';
import { demoIssuer } from './fixtures';
import { expectScreen as expectFlowScreen } from './flows';

/** The demo password of decision 013 (every seeded user's). */
export const DEMO_PASSWORD = 'Harbour!Lights47';

/**
 * A new password under §5's rules (12+ characters, upper, lower, digit, special; no run of 3, no
 * sequence, no "password", no username): the one a cardholder chooses on a reset.
 */
export const NEW_PASSWORD = 'Tide#Marsh82Qz';

/** §2 Sign-in order: the screens and their headings (mfe-prelogin login/i18n/en.json). */
const SCREENS = {
  login: { path: '/login', heading: 'Sign in' },
  verifyCode: { path: '/login/verifyCode', heading: 'Verify your email address' },
  challenge: { path: '/login/challenge', heading: "Confirm it's you" },
  challengeEmail: { path: '/login/challenge/verifyCode/email', heading: 'Enter the code from your email' },
  challengePhone: { path: '/login/challenge/verifyCode/phone', heading: 'Enter the code from your text message' },
  acceptTac: { path: '/login/acceptTac', heading: 'Our terms have changed' },
  forceReset: { path: '/login/forcePasswordReset', heading: 'Choose a new password' },
  forceResetSuccess: { path: '/login/forcePasswordReset/success', heading: 'Your password has been changed' },
} as const;
export type ScreenName = keyof typeof SCREENS;

/** The h1 of a screen (one per screen). */
export const screenHeading = (page: Page, name: ScreenName): Locator =>
  page.getByRole('heading', { level: 1, name: SCREENS[name].heading, exact: true });

/**
 * Waits for a screen of the sign-in order: its URL, its heading and page title (§1), settled (nothing
 * loading: contacts, terms, a code being sent), then an axe scan.
 */
export async function expectScreen(page: Page, issuerId: string, name: ScreenName): Promise<void> {
  const { path, heading } = SCREENS[name];
  await expectFlowScreen(page, demoIssuer(issuerId), path, heading);
}

/** A code screen once its code went out: "We sent a 6-digit code to <masked contact>". */
export async function expectCodeSent(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /We sent a 6-digit code to .+\./ })).toBeVisible();
}

/**
 * Records the paths the page's main frame shows from now on (history API changes included), without
 * repeats in a row (a back-button guard entry repeats its page's URL): the pages a journey went through.
 */
export function recordPaths(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths.at(-1) !== path) paths.push(path);
  });
  return () => [...paths];
}

/** Enters a code on a code screen with the mouse and the field (the keyboard journeys type it). */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** §8 temporary lock, as the login page shows it: a dismissible error notification. */
export const TEMPORARY_LOCK = 'Your account is temporarily locked. Please try again later.';
/** §8 permanent lock, followed by the issuer's customer-support text. */
export const PERMANENT_LOCK = 'Your account is locked.';
/** §8 invalidCredentials, in the login form. */
export const WRONG_PASSWORD = 'The username or password is incorrect.';

/** An account's password: every kind but migrate.mia has one. */
export function passwordOf(account: { username: string; password: string | null }): string {
  if (account.password === null) throw new Error(`${account.username} has no password yet`);
  return account.password;
}

/** The issuer's customer-support text (§3 otherInfo.customer_support), which §8 appends. */
export function customerSupport(issuerId: string): string {
  return (demoIssuer(issuerId) as unknown as { otherInfo: { customer_support: string } }).otherInfo.customer_support;
}

/** The element that has keyboard focus now, described for a failure message. */
async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const label =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}> ${label.trim().slice(0, 80)}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) once and expects the focus on `target`: the focus order, one step at a
 * time, so a control the order skips fails the journey.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await page.keyboard.press(key);
  await expect(target, `focus after ${key} (now on ${await focusedDescription(page)})`).toBeFocused();
}

/** Presses Tab until `target` has focus, at most `limit` times: for stretches whose order other journeys cover. */
export async function tabUntil(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the control within ${limit} presses (focus on ${await focusedDescription(page)})`);
}
