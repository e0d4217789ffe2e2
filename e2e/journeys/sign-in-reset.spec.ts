// §2 Sign-in order and §4 "A force-password-reset scope … routes to login/forcePasswordReset": a user
// flagged for a reset (a fresh reset.rosa copy at acme) chooses a new password, sees the success page,
// and from then on signs in with the new password only.
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test } from '../support/fixtures';
import { recordSecret, storedToken } from '../support/secrets';
import { expectScreen, NEW_PASSWORD, recordPaths, WRONG_PASSWORD } from '../support/sign-in';

const ISSUER = 'acme';

test('§2 Sign-in order: a forced reset goes to login/forcePasswordReset, then its success page; the new password signs in and the old one fails', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'reset.rosa');
  const paths = recordPaths(page);
  await signIn(page, account);
  await expectScreen(page, ISSUER, 'forceReset');
  await expect(
    page.getByText('For your security, you need to choose a new password before you continue.'),
  ).toBeVisible();

  // The §5 checklist follows the typing: every rule met once the password is a good one.
  const field = page.getByLabel('New password', { exact: true });
  await expect(page.getByText('Your password must:')).toBeVisible();
  await field.fill(recordSecret('password', NEW_PASSWORD));
  await expect(page.getByRole('listitem').filter({ hasText: '(not yet)' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: '(done)' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expectScreen(page, ISSUER, 'forceResetSuccess');
  await expect(page.getByText('Sign in again with your new password.')).toBeVisible();
  // The reset revoked every token (decision 013): nothing of the sign-in is kept.
  expect(await storedToken(page)).toBeNull();
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expectScreen(page, ISSUER, 'login');
  expect(paths()).toEqual(['/login', '/login/forcePasswordReset', '/login/forcePasswordReset/success', '/login']);

  // The old password is refused...
  await signIn(page, account);
  await expect(page.getByRole('alert').filter({ hasText: WRONG_PASSWORD })).toBeVisible();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
  await expectAccessible(page);

  // ...and the new one reaches home directly: the reset flag is gone.
  await signIn(page, account, NEW_PASSWORD);
  await waitForSignedInHome(page, ISSUER);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, Rosa\b/ })).toBeVisible();
  expect(await storedToken(page)).not.toBeNull();
  await expectAccessible(page);
});
