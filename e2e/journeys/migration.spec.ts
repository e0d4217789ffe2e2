// §4 Flows, Migration, on tailspin (a migrated app): establishAccount, verifyAccount (or its simulated
// variant) with the code from the outbox, resetPassword, acceptTac, then home with the success
// message, whose visibility lives in localStorage (§2 Migration routes). Decision 013: a username and
// email that do not match answer like a match, and send nothing.
import type { Page } from '@playwright/test';
import {
  freshAccount,
  nextCode,
  readOutbox,
  signIn,
  uniqueUsername,
  waitForSignedInHome,
  type Account,
} from '../support/accounts';
import { asIssuer, demoIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';
import { codeField, expectScreen, expectTermsLinks, newPassword, signOut, wrongCode } from '../support/flows';
import { storedToken } from '../support/secrets';

const ISSUER = 'tailspin';
const issuer = demoIssuer(ISSUER);
const VERIFY_URL = new RegExp(
  `^${asIssuer(ISSUER, '/migration/').replace(/\./g, '\\.')}(verifyAccount|simVerifyAccount)$`,
);
const CODE_SENT =
  /^If your details matched, we (sent|emailed) a 6-digit code to .+•••@tailspinrewards\.example\. It can be used for 10 minutes\.$/;

/** From tailspin's pre-login page, through its migration banner, to the details sent on establishAccount. */
async function establish(page: Page, username: string, email: string): Promise<void> {
  await page.goto(asIssuer(ISSUER));
  await waitForHome(page);
  await expectAccessible(page);
  await page
    .getByRole('region', { name: "We've moved to a new online service" })
    .getByRole('link', { name: 'Update account' })
    .click();
  await expectScreen(page, issuer, '/migration/establishAccount', 'Update your account');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  // simVerifyAccount is the same step for an issuer whose codes go by email only (decision 015).
  const emailOnly = page.url().endsWith('/simVerifyAccount');
  await expectScreen(page, issuer, VERIFY_URL, emailOnly ? 'Check your email' : 'Verify your account');
}

const notice = (page: Page) => page.getByRole('region', { name: 'Your account is ready' });

test('§4 Flows, Migration: the banner leads through establish, verify, new password and terms to home with the success message, which stays dismissed', async ({
  page,
}) => {
  const mia: Account = await freshAccount(ISSUER, 'migrate.mia');
  await establish(page, mia.username, mia.email);
  // The address is shown masked, never whole, before the person proves it is theirs.
  await expect(page.getByText(mia.email)).toHaveCount(0);
  const code = await nextCode(mia.email);

  await codeField(page).fill(wrongCode(code));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
  await expect(page).toHaveURL(VERIFY_URL);
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expectScreen(page, issuer, '/migration/resetPassword', 'Choose a new password');
  await expect(page.getByText(`Choose the password you will use from now on with ${mia.username}.`)).toBeVisible();
  const password = newPassword(mia.username);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save and sign in' }).click();

  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectScreen(page, issuer, '/migration/acceptTac', 'Accept our terms');
  await expectTermsLinks(
    page,
    page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link') }),
    issuer,
  );
  // §4 Flows, Terms: the box must be ticked, otherwise a form error shows.
  await page.getByRole('button', { name: 'Accept' }).click();
  // The message shows at the box and, as a link to it, in the form's error summary (decision 024).
  await expect(page.getByText('Accept all terms to continue.').first()).toBeVisible();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/migration/acceptTac'));
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /^I have read and agree to the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Accept' }).click();

  await waitForSignedInHome(page, ISSUER);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mia Migrate' })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(
    "You've moved to our new online service. From now on, sign in with your username and your new password.",
  );
  expect(await storedToken(page)).not.toBeNull();
  await expectAccessible(page);

  // Kept in localStorage: a reload shows it again until it is dismissed...
  await page.reload();
  await waitForSignedInHome(page, ISSUER);
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Dismiss this message' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mia Migrate' })).toBeFocused();

  // ...and a reload after that keeps it dismissed.
  await page.reload();
  await waitForSignedInHome(page, ISSUER);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mia Migrate' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expectAccessible(page);

  // Migrated: the new password signs in straight to home, the terms accepted and the message gone.
  await signOut(page, ISSUER);
  await signIn(page, { issuerId: ISSUER, username: mia.username, password });
  await waitForSignedInHome(page, ISSUER);
  await expect(notice(page)).toHaveCount(0);
});

test('§2 migration/establishAccount: a username and email that do not match show the same "if your details matched" page, and no code is sent', async ({
  page,
  context,
}) => {
  const mia = await freshAccount(ISSUER, 'migrate.mia');
  const notHers = `${uniqueUsername('someone.else')}@tailspinrewards.example`;
  await establish(page, mia.username, notHers);

  // The same account with its own address, in another tab: its code arrives at once, so by now a code
  // for the mismatched details would have arrived too.
  const second = await context.newPage();
  await establish(second, mia.username, mia.email);
  await nextCode(mia.email);
  await second.close();
  expect(await readOutbox(mia.email)).toHaveLength(1);
  expect(await readOutbox(notHers)).toEqual([]);
});

test('§3 isSmsFreeApp: tailspin sends no text messages, so its verification step is migration/simVerifyAccount, by email, kept across a refresh', async ({
  page,
}) => {
  const mia = await freshAccount(ISSUER, 'migrate.mia');
  await establish(page, mia.username, mia.email);
  await expect(page).toHaveURL(asIssuer(ISSUER, '/migration/simVerifyAccount'));
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(/^If your details matched, we emailed a 6-digit code to /)).toBeVisible();
  const code = await nextCode(mia.email);

  // §2 Page refresh: migration is restored, at the same step.
  await page.reload();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/migration/simVerifyAccount'));
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectScreen(page, issuer, '/migration/resetPassword', 'Choose a new password');
});
