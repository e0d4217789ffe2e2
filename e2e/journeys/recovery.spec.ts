// §4 Flows, Forgot password (forgotpassword, verifyCode, resetPassword, login) and §2 forgotusername,
// end to end against the gateway, with the codes and the username reminder read from the outbox
// (decision 013: the reset revokes every token and the old password fails from then on; forgot
// username answers alike for every address, so nobody learns which addresses have an account).
import { freshAccount, nextCode, readOutbox, signIn, uniqueUsername, waitForSignedInHome } from '../support/accounts';
import { asIssuer, demoIssuer, expect, expectAccessible, test } from '../support/fixtures';
import { codeField, expectScreen, newPassword, wrongCode } from '../support/flows';
import { storedToken } from '../support/secrets';

const ISSUER = 'acme';
const issuer = demoIssuer(ISSUER);
// Which address is not said (decision 022: a real address's domain would tell an account from a decoy).
const CODE_SENT = /^We sent a 6-digit code to the contact details on your account\. It can be used for 10 minutes\.$/;

test.describe('forgot password', () => {
  test('§4 Flows, Forgot password: the code from the email leads to a new password, which signs in while the old one is refused (§8)', async ({
    page,
    context,
  }) => {
    const { username, email, password: oldPassword } = await freshAccount(ISSUER, 'ready.rita');
    // Signed in elsewhere with the old password (another tab): the reset will end that session.
    const elsewhere = await context.newPage();
    await signIn(elsewhere, { issuerId: ISSUER, username, password: oldPassword });
    await waitForSignedInHome(elsewhere, ISSUER);
    expect(await storedToken(elsewhere)).not.toBeNull();

    await page.goto(asIssuer(ISSUER, '/login'));
    await expectScreen(page, issuer, '/login', 'Sign in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectScreen(page, issuer, '/forgotpassword', 'Forgot your password?');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expectScreen(page, issuer, '/forgotPassword/verifyCode', 'Enter your verification code');
    // Where the code went is not said, for a real account as for an unknown name: never the address.
    await expect(page.getByText(CODE_SENT)).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
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
    await expectScreen(page, issuer, '/forgotPassword/resetPassword', 'Choose a new password');
    await expect(page.getByText(`Choose a new password for ${username}.`)).toBeVisible();

    // §8 password-specific messages: the current password is not a new one.
    await page.getByLabel('New password').fill(oldPassword!);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText("You've used this password recently. Choose a different one.")).toBeVisible();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/resetPassword'));
    await expectAccessible(page);

    const password = newPassword(username);
    await page.getByLabel('New password').fill(password);
    await page.getByRole('button', { name: 'Save password' }).click();

    // Back to sign-in, with the message saying what happened.
    await expect(
      page.getByRole('status').getByText('Your password has been changed. Sign in with your new password.'),
    ).toBeVisible();
    await expectScreen(page, issuer, '/login', 'Sign in');

    // Decision 013: the reset revoked every token of the account, so the other tab is signed in no more.
    // Its next call is refused (401), which §8 shows as the technical popup whose one button signs out.
    await elsewhere.reload();
    const popup = elsewhere.getByRole('alertdialog', { name: "There's a problem" });
    await expect(popup).toContainText(
      'Sorry, we are unable to process your request at this time. Please try again later.',
    );
    await expectAccessible(elsewhere);
    await popup.getByRole('button', { name: 'Sign out' }).click();
    await expect(elsewhere).toHaveURL(asIssuer(ISSUER, '/'));
    await expect(elsewhere.getByTestId('prelogin-home')).toBeVisible();
    expect(await storedToken(elsewhere)).toBeNull();
    await elsewhere.close();

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

  test('forgot password for a permanently locked account goes on to the code page as any other, and sends no code (decision 022: the owner learns of the lock by signing in)', async ({
    page,
  }) => {
    const { username, email } = await freshAccount(ISSUER, 'locked.lee');
    await page.goto(asIssuer(ISSUER, '/forgotpassword'));
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Send code' }).click();
    // Answered as an unknown name is: a stranger cannot tell a locked account from no account.
    await expectScreen(page, issuer, '/forgotPassword/verifyCode', 'Enter your verification code');
    await expect(page.getByText(CODE_SENT)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await readOutbox(email)).toEqual([]);
  });

  test('§2 forgotpassword: an unknown username goes on to the same code page as a real one, where every code is wrong (decision 013 decoy)', async ({
    page,
  }) => {
    await page.goto(asIssuer(ISSUER, '/forgotpassword'));
    await page.getByLabel('Username').fill(uniqueUsername('nobody.known'));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectScreen(page, issuer, '/forgotPassword/verifyCode', 'Enter your verification code');
    await expect(page.getByText(CODE_SENT)).toBeVisible();
    await codeField(page).fill('482915');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/verifyCode'));
  });
});

test.describe('forgot username', () => {
  const CONFIRMATION =
    "If that email address belongs to an account, we've sent the username to it. Check your inbox, and your spam folder.";

  test("§2 forgotusername: the account's email gets a message naming the username, and the screen confirms it", async ({
    page,
  }) => {
    const { username, email } = await freshAccount(ISSUER, 'ready.rita');
    await page.goto(asIssuer(ISSUER, '/login'));
    await expectScreen(page, issuer, '/login', 'Sign in');
    await page.getByRole('link', { name: 'Forgot your username?' }).click();
    await expectScreen(page, issuer, '/forgotusername', 'Forgot your username?');

    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send my username' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: CONFIRMATION });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotusername'));
    await expectAccessible(page);

    await expect.poll(async () => (await readOutbox(email)).length, { message: `a message to ${email}` }).toBe(1);
    const [message] = await readOutbox(email);
    expect(message!.subject).toBe('Acme Bank Card Services: your username');
    expect(message!.text).toContain(username);
    // A reminder, not a code: nothing in it signs anyone in.
    expect(message!.code ?? null).toBeNull();

    await confirmation.getByRole('link', { name: 'Go to sign in' }).click();
    await expectScreen(page, issuer, '/login', 'Sign in');
  });

  test('§2 forgotusername: an unknown address gets the same confirmation and no message (no account enumeration)', async ({
    page,
  }) => {
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
