// The flow pages of §2, reached as a cardholder reaches them (a fresh account, the real screens, the
// codes from the outbox), for the page-refresh and back-button journeys; and the session as the page
// keeps it in sessionStorage (§3 Session).
import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  freshAccount,
  nextCode,
  signIn,
  uniqueUsername,
  waitForSignedInHome,
  type Account,
  type DemoUsername,
} from './accounts';
import { asIssuer } from './fixtures';
import { recordSecret, SESSION_STORAGE_KEY } from './secrets';

export const ISSUER = 'acme';
export const MIGRATED_ISSUER = 'tailspin';

/** What a journey typed or read on its way to a page: the account, and the codes it used. */
export interface Reached {
  account: Account;
  codes: string[];
}

/** A new password under §5's rules, recorded for the at-rest check. */
export function newPassword(): string {
  return recordSecret('password', `Zebra!Tr0ub4d&${randomInt(10, 100)}`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Waits for a page of the portal: its URL and its heading. */
export async function expectOn(page: Page, issuerId: string, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL(asIssuer(issuerId, path));
  await expect(heading(page, title)).toBeVisible();
}

/** The sign-in page, with nothing of a sign-in under way left in the session. */
export async function expectSignInPage(page: Page, issuerId = ISSUER): Promise<void> {
  await expectOn(page, issuerId, '/login', 'Sign in');
  expect((await storedSession(page))?.['token'] ?? null, 'no token left in the session').toBeNull();
}

/** The session the page keeps across a refresh (§3), parsed; null when there is none. */
export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  const text = await storedSessionText(page);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** The session as stored, unparsed: what a refresh reads back. */
export function storedSessionText(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
}

// --- Sign-in (§2 Sign-in order) ---

async function signInAs(page: Page, like: DemoUsername, path: string, title: string): Promise<Account> {
  const account = await freshAccount(ISSUER, like);
  await signIn(page, account);
  await expectOn(page, ISSUER, path, title);
  return account;
}

/** login/verifyCode, once its code has gone to the primary email. */
export async function reachLoginVerifyCode(page: Page): Promise<Reached> {
  const account = await signInAs(page, 'unverified.uma', '/login/verifyCode', 'Verify your email address');
  await expect(page.getByText(/^We sent a 6-digit code to /)).toBeVisible();
  return { account, codes: [] };
}

/** login/challenge, its contacts listed. */
export async function reachChallenge(page: Page): Promise<Reached> {
  const account = await signInAs(page, 'challenge.chen', '/login/challenge', "Confirm it's you");
  await expect(page.getByRole('radio').first()).toBeVisible();
  return { account, codes: [] };
}

/** login/challenge/verifyCode/email or /phone, once the code has gone to the chosen contact. */
export async function reachChallengeCode(page: Page, channel: 'email' | 'phone'): Promise<Reached> {
  const reached = await reachChallenge(page);
  await page.getByRole('radio', { name: channel === 'email' ? /^Email to / : /^Text message to / }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const title = channel === 'email' ? 'Enter the code from your email' : 'Enter the code from your text message';
  await expectOn(page, ISSUER, `/login/challenge/verifyCode/${channel}`, title);
  await expect(page.getByText(/^We sent a 6-digit code to /)).toBeVisible();
  return reached;
}

/** login/acceptTac, its terms form shown. */
export async function reachLoginAcceptTac(page: Page): Promise<Reached> {
  const account = await signInAs(page, 'terms.tomas', '/login/acceptTac', 'Our terms have changed');
  await expect(page.getByRole('checkbox', { name: /^I have read and agree/ })).toBeVisible();
  return { account, codes: [] };
}

/** login/forcePasswordReset. */
export async function reachForceReset(page: Page): Promise<Reached> {
  const account = await signInAs(page, 'reset.rosa', '/login/forcePasswordReset', 'Choose a new password');
  return { account, codes: [] };
}

/** Home, fully signed in through the email's code (login/verifyCode): a journey that used a code. */
export async function reachHomeThroughCode(page: Page): Promise<Reached> {
  const { account } = await reachLoginVerifyCode(page);
  const code = await nextCode(account.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await waitForSignedInHome(page, ISSUER);
  return { account, codes: [code] };
}

// --- Forgot password (§4 Flows: forgotpassword, verifyCode, resetPassword, login) ---

/** forgotPassword/verifyCode, from the sign-in page's link, once the code is in the outbox. */
export async function reachRecoveryCode(page: Page): Promise<Reached> {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await page.goto(asIssuer(ISSUER, '/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectOn(page, ISSUER, '/forgotpassword', 'Forgot your password?');
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectOn(page, ISSUER, '/forgotPassword/verifyCode', 'Enter your verification code');
  return { account, codes: [await nextCode(account.email)] };
}

/** forgotPassword/resetPassword, the code entered. */
export async function reachRecoveryReset(page: Page): Promise<Reached> {
  const reached = await reachRecoveryCode(page);
  await page.getByLabel('Verification code').fill(reached.codes[0]!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectOn(page, ISSUER, '/forgotPassword/resetPassword', 'Choose a new password');
  return reached;
}

// --- Enrolment (§4 Flows: enroll, verifyCode, addCard, home) ---

/** createAccount/enroll, from the header's Create account and the start page's Start. */
export async function reachEnroll(page: Page): Promise<void> {
  await page.goto(asIssuer(ISSUER, '/'));
  await page.getByRole('banner').getByRole('link', { name: 'Create account' }).click();
  await expectOn(page, ISSUER, '/createAccount', 'Create your account');
  await page.getByRole('link', { name: 'Start', exact: true }).click();
  await expectOn(page, ISSUER, '/createAccount/enroll', 'Your details');
  await expect(page.getByLabel('First name')).toBeVisible();
}

/** createAccount/verifyCode: a new account enrolled, its code in the outbox. */
export async function reachEnrolmentCode(page: Page): Promise<Reached> {
  await reachEnroll(page);
  const username = uniqueUsername('new.enrol');
  const password = newPassword();
  const account: Account = { issuerId: ISSUER, username, password, email: `${username}@acmebank.example`, phone: '' };
  await page.getByLabel('First name').fill('Ena');
  await page.getByLabel('Last name').fill('Enrol');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /^I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectOn(page, ISSUER, '/createAccount/verifyCode', 'Check your email');
  return { account, codes: [await nextCode(account.email)] };
}

/** createAccount/editEmail, from the verify page's link. */
export async function reachEditEmail(page: Page): Promise<Reached> {
  const reached = await reachEnrolmentCode(page);
  await page.getByRole('link', { name: 'Use a different email address' }).click();
  await expectOn(page, ISSUER, '/createAccount/editEmail', 'Change your email address');
  return reached;
}

// --- Migration (§4 Flows: establishAccount, verifyAccount, resetPassword, acceptTac, home) ---

/** migration/establishAccount, from the migrated app's warning banner on its pre-login page. */
export async function reachEstablishAccount(page: Page): Promise<void> {
  await page.goto(asIssuer(MIGRATED_ISSUER, '/'));
  await page
    .getByRole('region', { name: "We've moved to a new online service" })
    .getByRole('link', { name: 'Update account' })
    .click();
  await expectOn(page, MIGRATED_ISSUER, '/migration/establishAccount', 'Update your account');
}

/**
 * The migration's verification step: migration/simVerifyAccount, since the migrated demo issuer
 * (tailspin) sends no text messages (§3 isSmsFreeApp, its configuration); "Check your email".
 */
export const MIGRATION_VERIFY = { path: '/migration/simVerifyAccount', title: 'Check your email' } as const;

/** migration/simVerifyAccount: an account awaiting migration, its code in the outbox. */
export async function reachMigrationVerify(page: Page): Promise<Reached> {
  const account = await freshAccount(MIGRATED_ISSUER, 'migrate.mia');
  await reachEstablishAccount(page);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectOn(page, MIGRATED_ISSUER, MIGRATION_VERIFY.path, MIGRATION_VERIFY.title);
  return { account, codes: [await nextCode(account.email)] };
}

/** migration/resetPassword, the code entered. */
export async function reachMigrationReset(page: Page): Promise<Reached> {
  const reached = await reachMigrationVerify(page);
  await page.getByLabel('Verification code').fill(reached.codes[0]!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectOn(page, MIGRATED_ISSUER, '/migration/resetPassword', 'Choose a new password');
  return reached;
}

/** migration/acceptTac: the new password saved, signed in part-way with the terms pending. */
export async function reachMigrationTerms(page: Page): Promise<Reached> {
  const reached = await reachMigrationReset(page);
  const password = newPassword();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expectOn(page, MIGRATED_ISSUER, '/migration/acceptTac', 'Accept our terms');
  await expect(page.getByRole('checkbox', { name: /^I have read and agree/ })).toBeVisible();
  return { account: { ...reached.account, password }, codes: reached.codes };
}
