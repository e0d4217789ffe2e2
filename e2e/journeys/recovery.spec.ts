// §4 Flows, Forgot password (forgotpassword, verifyCode, resetPassword, login) and §2 forgotusername,
// end to end against the gateway, with the codes and the username reminder read from the outbox
// (decision 013: the reset revokes every token and the old password fails from then on; forgot
// username answers alike for every address, so nobody learns which addresses have an account).
import { freshAccount, nextCode, readOutbox, signIn, uniqueUsername, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test } from '../support/fixtures';
import { codeField, newPassword, wrongCode } from '../support/flows';
import { storedToken } from '../support/secrets';

const ISSUER = 'acme';

test.describe('forgot password', () => {
  test('§4 Flows, Forgot password: the code from the email leads to a new password, which signs in while the old one is refused (§8)', async ({ page }) => {
    const { username, email, password: oldPassword } = await freshAccount(ISSUER, 'ready.rita');

    await page.goto(asIssuer(ISSUER, '/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotpassword'));
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/verifyCode'));
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
    // Where the code went, masked: never the whole address before the person proves it is theirs.
    await expect(page.getByText(/^We sent a 6-digit code to .+•••@acmebank\.example\. It can be used for 10 minutes\.$/)).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await expectAccessible(page);
    const code = await nextCode(email);

    // A wrong code is refused with its message, and the page stays.
    await codeField(page).fill(wrongCode(code));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/verifyCode'));
    await expectAccessible(page);

    // The right code after it still works.
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/resetPassword'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(`Choose a new password for ${username}.`)).toBeVisible();
    await expectAccessible(page);

    const password = newPassword(username);
    await page.getByLabel('New password').fill(password);
    await page.getByRole('button', { name: 'Save password' }).click();

    // Back to sign-in, with the message saying what happened.
    await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
    await expectAccessible(page);

    // The old password is refused with §8's message...
    await signIn(page, { issuerId: ISSUER, username, password: oldPassword });
    await expect(page.getByRole('alert').getByText('The username or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
    await expectAccessible(page);

    // ...and the new one signs in.
    await signIn(page, { issuerId: ISSUER, username, password });
    await waitForSignedInHome(page, ISSUER);
    expect(await storedToken(page)).not.toBeNull();
    await expectAccessible(page);
  });

  test('§2 forgotpassword: an unknown username goes on to the same code page, and no code is sent anywhere', async ({ page }) => {
    const unknown = uniqueUsername('nobody.known');
    await page.goto(asIssuer(ISSUER, '/forgotpassword'));
    await page.getByLabel('Username').fill(unknown);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/verifyCode'));
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
    await expect(page.getByText(/^We sent a 6-digit code to .+•••@acmebank\.example\. It can be used for 10 minutes\.$/)).toBeVisible();
    await expectAccessible(page);
    // Whatever is typed is a wrong code, as for a real account.
    await codeField(page).fill('482915');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
    expect(await readOutbox(`${unknown}@acmebank.example`)).toEqual([]);
  });
});

test.describe('forgot username', () => {
  const CONFIRMATION = "If that email address belongs to an account, we've sent the username to it. Check your inbox, and your spam folder.";

  test("§2 forgotusername: the account's email gets a message naming the username, and the screen confirms it", async ({ page }) => {
    const { username, email } = await freshAccount(ISSUER, 'ready.rita');
    await page.goto(asIssuer(ISSUER, '/login'));
    await page.getByRole('link', { name: 'Forgot your username?' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotusername'));
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your username?' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send my username' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: CONFIRMATION });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotusername'));
    await expectAccessible(page);

    await expect.poll(async () => (await readOutbox(email)).length, { message: `a message to ${email}` }).toBe(1);
    const [message] = await readOutbox(email);
    expect(message!.text).toContain(username);
    expect(message!.code).toBeNull();

    await confirmation.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
  });

  test('§2 forgotusername: an unknown address gets the same confirmation and no message (no account enumeration)', async ({ page }) => {
    const { username, email } = await freshAccount(ISSUER, 'ready.rita');
    const unknown = `${uniqueUsername('nobody.known')}@acmebank.example`;

    await page.goto(asIssuer(ISSUER, '/forgotusername'));
    await page.getByLabel('Email address').fill(unknown);
    await page.getByRole('button', { name: 'Send my username' }).click();
    await expect(page.getByRole('status').filter({ hasText: CONFIRMATION })).toBeFocused();
    await expectAccessible(page);

    // A known address asked for afterwards is delivered at once: by then, the unknown one would have been too.
    await page.goto(asIssuer(ISSUER, '/forgotusername'));
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send my username' }).click();
    await expect(page.getByRole('status').filter({ hasText: CONFIRMATION })).toBeFocused();
    await expect.poll(async () => (await readOutbox(email)).map((m) => m.text.includes(username))).toEqual([true]);
    expect(await readOutbox(unknown)).toEqual([]);
  });
});
