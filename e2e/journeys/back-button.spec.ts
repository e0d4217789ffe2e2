// §2 Sign-in order and back button, one journey per flow page: the browser's back button on a page a
// cardholder reached through the real screens. On the later pages of a flow it asks first (the exit
// confirmation, decision 015: Stay focused first; Leave ends the flow on the sign-in page); on a flow's
// first page and after a finished step it goes to login; from home it asks to confirm sign-out.
import type { Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';
import {
  expectOn,
  expectSignInPage,
  ISSUER,
  MIGRATED_ISSUER,
  newPassword,
  MIGRATION_VERIFY,
  reachChallenge,
  reachChallengeCode,
  reachEditEmail,
  reachEnroll,
  reachEnrolmentCode,
  reachEstablishAccount,
  reachForceReset,
  reachLoginAcceptTac,
  reachLoginVerifyCode,
  reachMigrationReset,
  reachMigrationTerms,
  reachMigrationVerify,
  reachRecoveryCode,
  reachRecoveryReset,
  storedSession,
} from '../support/navigation';
import { storedToken } from '../support/secrets';

/** The two exit confirmations: the sign-in's, and the recovery, enrolment and migration flows'. */
const CONFIRMATIONS = {
  signIn: { title: 'Leave sign-in?', stay: 'Stay here', leave: 'Leave sign-in' },
  flow: { title: 'Leave this page?', stay: 'Stay on this page', leave: 'Leave' },
} as const;

interface ExitRow {
  page: string;
  issuerId: string;
  title: string;
  confirmation: keyof typeof CONFIRMATIONS;
  reach: (page: Page) => Promise<unknown>;
}

const EXIT_ROWS: ExitRow[] = [
  {
    page: 'login/verifyCode',
    issuerId: ISSUER,
    title: 'Verify your email address',
    confirmation: 'signIn',
    reach: reachLoginVerifyCode,
  },
  {
    page: 'login/challenge',
    issuerId: ISSUER,
    title: "Confirm it's you",
    confirmation: 'signIn',
    reach: reachChallenge,
  },
  {
    page: 'login/challenge/verifyCode/email',
    issuerId: ISSUER,
    title: 'Enter the code from your email',
    confirmation: 'signIn',
    reach: (p) => reachChallengeCode(p, 'email'),
  },
  {
    page: 'login/challenge/verifyCode/phone',
    issuerId: ISSUER,
    title: 'Enter the code from your text message',
    confirmation: 'signIn',
    reach: (p) => reachChallengeCode(p, 'phone'),
  },
  {
    page: 'login/acceptTac',
    issuerId: ISSUER,
    title: 'Our terms have changed',
    confirmation: 'signIn',
    reach: reachLoginAcceptTac,
  },
  {
    page: 'login/forcePasswordReset',
    issuerId: ISSUER,
    title: 'Choose a new password',
    confirmation: 'signIn',
    reach: reachForceReset,
  },
  {
    page: 'forgotPassword/verifyCode',
    issuerId: ISSUER,
    title: 'Enter your verification code',
    confirmation: 'flow',
    reach: reachRecoveryCode,
  },
  {
    page: 'forgotPassword/resetPassword',
    issuerId: ISSUER,
    title: 'Choose a new password',
    confirmation: 'flow',
    reach: reachRecoveryReset,
  },
  { page: 'createAccount/enroll', issuerId: ISSUER, title: 'Your details', confirmation: 'flow', reach: reachEnroll },
  {
    page: 'createAccount/verifyCode',
    issuerId: ISSUER,
    title: 'Check your email',
    confirmation: 'flow',
    reach: reachEnrolmentCode,
  },
  {
    page: 'createAccount/editEmail',
    issuerId: ISSUER,
    title: 'Change your email address',
    confirmation: 'flow',
    reach: reachEditEmail,
  },
  {
    page: 'migration/simVerifyAccount',
    issuerId: MIGRATED_ISSUER,
    title: MIGRATION_VERIFY.title,
    confirmation: 'flow',
    reach: reachMigrationVerify,
  },
  {
    page: 'migration/resetPassword',
    issuerId: MIGRATED_ISSUER,
    title: 'Choose a new password',
    confirmation: 'flow',
    reach: reachMigrationReset,
  },
  {
    page: 'migration/acceptTac',
    issuerId: MIGRATED_ISSUER,
    title: 'Accept our terms',
    confirmation: 'flow',
    reach: reachMigrationTerms,
  },
];

test.describe('§2 Back button: the exit confirmation on a flow page', () => {
  for (const row of EXIT_ROWS) {
    test(`§2 Back button: on ${row.page}, back asks before leaving; Stay keeps the page, Leave goes to sign in`, async ({
      page,
    }) => {
      const texts = CONFIRMATIONS[row.confirmation];
      await row.reach(page);
      const url = page.url();
      const dialog = page.getByRole('dialog', { name: texts.title });

      await page.goBack();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: texts.stay })).toBeFocused();
      expect(page.url(), 'the page stays while the question is asked').toBe(url);
      await expectAccessible(page);

      await dialog.getByRole('button', { name: texts.stay }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: row.title })).toBeVisible();
      expect(page.url()).toBe(url);

      // Asked again at the next back: staying does not use up the guard.
      await page.goBack();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: texts.leave, exact: true }).click();
      await expectSignInPage(page, row.issuerId);
      await expectAccessible(page);
    });
  }
});

test.describe('§2 Back button: to sign in, where nothing is under way', () => {
  test('§2 Back button: on forgotpassword, opened from the start page, back goes to sign in', async ({ page }) => {
    await page.goto(asIssuer(ISSUER, '/'));
    await waitForHome(page);
    await page.goto(asIssuer(ISSUER, '/forgotpassword'));
    await expectOn(page, ISSUER, '/forgotpassword', 'Forgot your password?');
    await expectAccessible(page);
    await page.goBack();
    await expectSignInPage(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('§2 Back button: on createAccount, opened from the start page, back goes to sign in', async ({ page }) => {
    await page.goto(asIssuer(ISSUER, '/'));
    await page.getByRole('banner').getByRole('link', { name: 'Create account' }).click();
    await expectOn(page, ISSUER, '/createAccount', 'Create your account');
    await expectAccessible(page);
    await page.goBack();
    await expectSignInPage(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('§2 Back button: on migration/establishAccount, opened from the start page, back goes to sign in', async ({
    page,
  }) => {
    await reachEstablishAccount(page);
    await expectAccessible(page);
    await page.goBack();
    await expectSignInPage(page, MIGRATED_ISSUER);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('§2 Back button: on login/forcePasswordReset/success, back goes to sign in, not to the finished reset', async ({
    page,
  }) => {
    await reachForceReset(page);
    await page.getByLabel('New password', { exact: true }).fill(newPassword());
    await page.getByRole('button', { name: 'Save password' }).click();
    await expectOn(page, ISSUER, '/login/forcePasswordReset/success', 'Your password has been changed');
    await expectAccessible(page);
    await page.goBack();
    await expectSignInPage(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('§2 Back button: from home, back asks to confirm sign-out; Stay signed in keeps home, Sign out signs out', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  await storedToken(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });

  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await waitForSignedInHome(page, ISSUER);
  await expect(nav).toBeVisible();
  expect((await storedSession(page))?.['fullAccess']).toBe(true);

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/'));
  await waitForHome(page);
  await expect(nav).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  await expectAccessible(page);
});
