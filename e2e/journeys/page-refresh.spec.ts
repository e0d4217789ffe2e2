// §2 Page refresh, one journey per flow page: the page is reached as a cardholder reaches it (a fresh
// account, the codes from the outbox), the browser reloads it, and it lands where §2 says: login
// sub-pages on login, forgot-password pages on forgotpassword, the enrolment's verify and edit-email
// pages on enroll, migration and home restored. Before each reload, what the page keeps in
// sessionStorage (§3 Session) holds no password and no code.
import type { Page } from '@playwright/test';
import { waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test } from '../support/fixtures';
import {
  expectOn,
  expectSignInPage,
  ISSUER,
  MIGRATED_ISSUER,
  reachChallenge,
  reachChallengeCode,
  reachEnroll,
  reachEnrolmentCode,
  reachEditEmail,
  reachEstablishAccount,
  reachForceReset,
  reachHomeThroughCode,
  reachLoginAcceptTac,
  reachLoginVerifyCode,
  reachMigrationReset,
  reachMigrationTerms,
  MIGRATION_VERIFY,
  reachMigrationVerify,
  reachRecoveryCode,
  reachRecoveryReset,
  storedSession,
  storedSessionText,
  type Reached,
} from '../support/navigation';
import { storedToken } from '../support/secrets';

/**
 * §3 Session, "Stored across refresh": every field the stored session may have. Decision 025: the last
 * activity time is kept too (a restored tab past expiry goes to /timeout); contactStatus, correlationId
 * and the current URL are not.
 */
const STORED_FIELDS = [
  'fullAccess',
  'partialAccess',
  'userId',
  'userName',
  'contactId',
  'flowConfig',
  'ca_token',
  'sessionId',
  'token',
  'loginScope',
  'tacInfo',
  'isSmsFreeApp',
  'lastActivityAt',
];

/** What the page keeps across a refresh: §3's fields only, and neither the password nor a code used. */
async function expectNoSecretStored(page: Page, reached: Reached | null): Promise<void> {
  const text = (await storedSessionText(page)) ?? '';
  const session = await storedSession(page);
  for (const key of Object.keys(session ?? {}))
    expect(STORED_FIELDS, `stored field ${key} is one §3 lists`).toContain(key);
  if (!reached) return;
  if (reached.account.password) expect(text, 'the password is not stored').not.toContain(reached.account.password);
  for (const code of reached.codes) expect(text, `the code ${code} is not stored`).not.toContain(code);
}

/** The flow's state is gone with the refresh: no token rides on into the restarted flow. */
async function expectFlowEnded(page: Page): Promise<void> {
  expect((await storedSession(page))?.['token'] ?? null).toBeNull();
}

interface Row {
  /** The page, as §2 names it. */
  page: string;
  /** Where §2 says a refresh lands, in words. */
  lands: string;
  reach: (page: Page) => Promise<Reached | null>;
  after: (page: Page, reached: Reached | null) => Promise<void>;
}

const onForgotPassword = async (page: Page) => {
  await expectOn(page, ISSUER, '/forgotpassword', 'Forgot your password?');
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expectFlowEnded(page);
};

const onEnroll = async (page: Page) => {
  await expectOn(page, ISSUER, '/createAccount/enroll', 'Your details');
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expectFlowEnded(page);
};

/**
 * Decision 025: the enrolment's account exists once it has its code page, so enroll offers to continue
 * it (its state kept) instead of a form whose username would now be taken; continuing verifies it.
 */
const onEnrollResuming = async (page: Page, reached: Reached | null) => {
  await expectOn(page, ISSUER, '/createAccount/enroll', 'Your details');
  const resume = page.getByRole('region', { name: 'Finish creating your account' });
  await expect(resume).toContainText(reached?.account.username ?? '');
  await expect(page.getByLabel('First name')).toHaveCount(0);
  expect(await storedToken(page), 'the enrolment is kept').not.toBeNull();
  await resume.getByRole('link', { name: 'Continue' }).click();
  await expectOn(page, ISSUER, '/createAccount/verifyCode', 'Check your email');
  await page.getByLabel('Verification code').fill(reached?.codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  // §4 Flows: the add-card step follows verification; No thanks ends the enrolment at home.
  await expectOn(page, ISSUER, '/createAccount/addCard', 'Add your card');
  await page.getByRole('button', { name: 'No thanks' }).click();
  await waitForSignedInHome(page, ISSUER);
};

const ROWS: Row[] = [
  {
    page: 'login/verifyCode',
    lands: 'the sign-in page, to sign in again',
    reach: reachLoginVerifyCode,
    after: (p) => expectSignInPage(p),
  },
  {
    page: 'login/challenge',
    lands: 'the sign-in page, to sign in again',
    reach: reachChallenge,
    after: (p) => expectSignInPage(p),
  },
  {
    page: 'login/challenge/verifyCode/email',
    lands: 'the sign-in page, to sign in again',
    reach: (p) => reachChallengeCode(p, 'email'),
    after: (p) => expectSignInPage(p),
  },
  {
    page: 'login/challenge/verifyCode/phone',
    lands: 'the sign-in page, to sign in again',
    reach: (p) => reachChallengeCode(p, 'phone'),
    after: (p) => expectSignInPage(p),
  },
  {
    page: 'login/acceptTac',
    lands: 'the sign-in page, to sign in again',
    reach: reachLoginAcceptTac,
    after: (p) => expectSignInPage(p),
  },
  {
    page: 'login/forcePasswordReset',
    lands: 'the sign-in page, to sign in again',
    reach: reachForceReset,
    after: (p) => expectSignInPage(p),
  },
  {
    page: 'forgotPassword/verifyCode',
    lands: 'forgotpassword, the flow started again',
    reach: reachRecoveryCode,
    after: onForgotPassword,
  },
  {
    page: 'forgotPassword/resetPassword',
    lands: 'forgotpassword, the flow started again',
    reach: reachRecoveryReset,
    after: onForgotPassword,
  },
  {
    page: 'createAccount/enroll',
    lands: 'enroll again, the details to type again',
    reach: async (p) => {
      await reachEnroll(p);
      await p.getByLabel('First name').fill('Ena');
      return null;
    },
    after: onEnroll,
  },
  {
    page: 'createAccount/verifyCode',
    lands: 'enroll, which continues the enrolment (decision 025)',
    reach: reachEnrolmentCode,
    after: onEnrollResuming,
  },
  {
    page: 'createAccount/editEmail',
    lands: 'enroll, which continues the enrolment (decision 025)',
    reach: reachEditEmail,
    after: onEnrollResuming,
  },
  {
    page: 'migration/establishAccount',
    lands: 'the same page, the migration at its start',
    reach: async (p) => {
      await reachEstablishAccount(p);
      return null;
    },
    after: (p) => expectOn(p, MIGRATED_ISSUER, '/migration/establishAccount', 'Update your account'),
  },
  {
    page: 'migration/simVerifyAccount',
    lands: 'the same page, whose code still moves the migration on',
    reach: reachMigrationVerify,
    after: async (p, reached) => {
      await expectOn(p, MIGRATED_ISSUER, MIGRATION_VERIFY.path, MIGRATION_VERIFY.title);
      // The email typed on the first step was only held: a new code now starts from there.
      await expect(p.getByRole('button', { name: 'Enter my details again for a new code' })).toBeVisible();
      await expectAccessible(p);
      await p.getByLabel('Verification code').fill(reached!.codes[0]!);
      await p.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectOn(p, MIGRATED_ISSUER, '/migration/resetPassword', 'Choose a new password');
    },
  },
  {
    page: 'migration/resetPassword',
    lands: 'the same page, its reset token kept',
    reach: reachMigrationReset,
    after: async (p, reached) => {
      await expectOn(p, MIGRATED_ISSUER, '/migration/resetPassword', 'Choose a new password');
      await expect(
        p.getByText(`Choose the password you will use from now on with ${reached!.account.username}.`),
      ).toBeVisible();
    },
  },
  {
    page: 'migration/acceptTac',
    lands: 'the same page, its pending terms kept',
    reach: reachMigrationTerms,
    after: async (p) => {
      await expectOn(p, MIGRATED_ISSUER, '/migration/acceptTac', 'Accept our terms');
      await expect(p.getByRole('checkbox', { name: /^I have read and agree/ })).toBeVisible();
    },
  },
];

test.describe('§2 Page refresh', () => {
  for (const row of ROWS) {
    test(`§2 Page refresh: a refresh on ${row.page} lands on ${row.lands}`, async ({ page }) => {
      const reached = await row.reach(page);
      await expectAccessible(page);
      await expectNoSecretStored(page, reached);
      await page.reload();
      await row.after(page, reached);
      await expectAccessible(page);
    });
  }

  test('§2 Page refresh, §3 Session: a refresh at home keeps the cardholder signed in at home, and the stored session holds no password or code', async ({
    page,
  }) => {
    const reached = await reachHomeThroughCode(page);
    await expectAccessible(page);
    const before = await storedSession(page);
    expect(before?.['fullAccess']).toBe(true);
    await expectNoSecretStored(page, reached);
    await storedToken(page);

    await page.reload();
    await waitForSignedInHome(page, ISSUER);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
    const after = await storedSession(page);
    expect(after?.['fullAccess']).toBe(true);
    expect(after?.['userId']).toBe(before?.['userId']);
    expect(after?.['token']).toEqual(before?.['token']);
    await expectNoSecretStored(page, reached);
    await expectAccessible(page);
  });
});
