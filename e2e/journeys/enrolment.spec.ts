// §4 Flows, Enrolment (createAccount, enroll, verifyCode, addCard, home), with the code read from the outbox; createAccount/editEmail
// before verifying (decision 013: the new address replaces the unverified one, and the old address's
// code stops working); a taken username; and the public /agreement page (§2 Pre-login routes).
import { freshAccount, nextCode, readOutbox, signIn, uniqueUsername, waitForSignedInHome } from '../support/accounts';
import { asIssuer, demoIssuer, expect, expectAccessible, GATEWAY, test, waitForHome } from '../support/fixtures';
import { codeField, expectScreen, expectTermsLinks, newPassword, signOut } from '../support/flows';
import { storedToken } from '../support/secrets';
import type { Page } from '@playwright/test';

const ISSUER = 'acme';
const issuer = demoIssuer(ISSUER);
const AGREE = /^I have read and agree to the terms and conditions/;

interface NewCardholder {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

function newCardholder(): NewCardholder {
  const username = uniqueUsername('enrol.erin');
  return {
    firstName: 'Erin',
    lastName: 'Enrol',
    username,
    email: `${username}@acmebank.example`,
    password: newPassword(username),
  };
}

/** Fills the enrolment form's details, the terms box left for the journey. */
async function fillDetails(page: Page, who: NewCardholder): Promise<void> {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
}

/** §2 createAccount/addCard: the step after the email's code; No thanks raises enrolment-done (home). */
async function skipAddCard(page: Page, noThanks = 'No thanks'): Promise<void> {
  await expect(page).toHaveURL(asIssuer(ISSUER, '/createAccount/addCard'));
  await page.getByRole('button', { name: noThanks }).click();
}

test('§4 Flows, Enrolment: a new cardholder enrols, verifies the email with the code sent to it, adds a card, and is signed in at home with a notice', async ({
  page,
}) => {
  const who = newCardholder();
  await page.goto(asIssuer(ISSUER));
  await waitForHome(page);
  await expectAccessible(page);
  await page.getByRole('banner').getByRole('link', { name: 'Create account' }).click();

  const termsList = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link') });
  await expect(termsList.getByRole('link')).toHaveCount(3);
  await expectScreen(page, issuer, '/createAccount', 'Create your account');
  await expectTermsLinks(page, termsList, issuer);
  await page.getByRole('link', { name: 'Start', exact: true }).click();

  await expect(page.getByRole('checkbox', { name: AGREE })).toBeVisible();
  await expectScreen(page, issuer, '/createAccount/enroll', 'Your details');
  await fillDetails(page, who);
  // §4 Flows, Terms: the box must be ticked, otherwise a form error shows.
  await page.getByRole('button', { name: 'Create account' }).click();
  // The message shows at the box and, as a link to it, in the form's error summary (decision 024).
  await expect(page.getByText('Accept all terms to continue.').first()).toBeVisible();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/createAccount/enroll'));
  await expectAccessible(page);
  expect(await readOutbox(who.email)).toEqual([]);
  // The terms' list of links; not the form's list of errors, shown now too (decision 024).
  await expectTermsLinks(
    page,
    page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link') })
      .filter({ hasNot: page.getByRole('link', { name: /: / }) }),
    issuer,
  );
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(`We sent a 6-digit code to ${who.email}. It can be used for 10 minutes.`)).toBeVisible();
  await expectScreen(page, issuer, '/createAccount/verifyCode', 'Check your email');
  const code = await nextCode(who.email);
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // §2 createAccount/addCard: the shared card form, its add button labelled for the enrolment, No
  // thanks instead of Cancel (the new cardholder has no card), no Copy primary address (no card yet).
  await expectScreen(page, issuer, '/createAccount/addCard', 'Add your card');
  await expect(page.getByRole('button', { name: 'No thanks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: "Use my primary card's billing address" })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Card number').fill('5105105105105100');
  await page.getByLabel('Expiry date').fill(`12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code').fill('321');
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Beverly Hills');
  await page.getByLabel('State or province').fill('CA');
  await page.getByLabel('ZIP or postal code').fill('90210');
  await page.getByRole('button', { name: 'Add card and continue' }).click();

  await waitForSignedInHome(page, ISSUER);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${who.firstName} ${who.lastName}` }),
  ).toBeVisible();
  // The first card is primary (§4 Card defaults), named by its brand and last four (no nickname given).
  const tile = page.getByRole('list', { name: 'Your cards' }).getByRole('listitem');
  await expect(tile).toHaveCount(1);
  await expect(tile.getByRole('link')).toHaveText('Mastercard 5100');
  await expect(tile.getByText('Primary', { exact: true })).toBeVisible();
  await expect(page.getByText('This is your first sign-in.')).toBeVisible();
  await expect(page.getByRole('status').getByText('Your account is ready and you are signed in.')).toBeVisible();
  expect(await storedToken(page)).not.toBeNull();
  await expectAccessible(page);

  // The account is the cardholder's from now on: signed out, the chosen username and password sign in.
  await signOut(page, ISSUER);
  await signIn(page, { issuerId: ISSUER, username: who.username, password: who.password });
  await waitForSignedInHome(page, ISSUER);
  await expect(page.getByText(/^Your last sign-in was on .+\.$/)).toBeVisible();
});

test('§2 createAccount/editEmail: a changed email gets the code at once, and the code sent to the first address is refused', async ({
  page,
}) => {
  const who = newCardholder();
  const typo = `${who.username}@acmebank-typo.example`;
  await page.goto(asIssuer(ISSUER, '/createAccount/enroll'));
  await fillDetails(page, { ...who, email: typo });
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(`We sent a 6-digit code to ${typo}. It can be used for 10 minutes.`)).toBeVisible();
  await expectScreen(page, issuer, '/createAccount/verifyCode', 'Check your email');
  const oldCode = await nextCode(typo);
  await page.getByRole('link', { name: 'Use a different email address' }).click();

  await expectScreen(page, issuer, '/createAccount/editEmail', 'Change your email address');
  await page.getByLabel('New email address').fill(who.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  // Decision 013: the first code to the address that replaced the old one is no resend, so it goes at
  // once, seconds after enrolment's own code; the page names where it went.
  await expectScreen(page, issuer, '/createAccount/verifyCode', 'Check your email');
  await expect(page.getByText(`We sent a 6-digit code to ${who.email}. It can be used for 10 minutes.`)).toBeVisible();
  const code = await nextCode(who.email, [oldCode]);
  // Asking again at once is a resend: the 30-second wait holds, and the page says so.
  const resend = page.getByRole('button', { name: 'Send a new code' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText('You can ask for a new code 30 seconds after the last one.')).toBeVisible();

  // The first address's code no longer verifies anything.
  await codeField(page).fill(oldCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/createAccount/verifyCode'));
  expect((await readOutbox(typo)).map((m) => m.code)).toEqual([oldCode]);

  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await skipAddCard(page);
  await waitForSignedInHome(page, ISSUER);
  await expect(page.getByRole('status').getByText('Your account is ready and you are signed in.')).toBeVisible();
  expect(await storedToken(page)).not.toBeNull();
  await expectAccessible(page);
});

/** The gateway revokes a token (decision 013), as it refuses one whose 10 minutes are up: a lapsed token. */
async function revokeAtGateway(token: string): Promise<void> {
  const res = await fetch(`${GATEWAY}/oauth2/lcm/token/authorized/revocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  expect(res.status).toBe(200);
}

/** Enrols `who` from enroll, up to the code page; returns the code the enrolment sent. */
async function enrolUpToTheCode(page: Page, who: NewCardholder): Promise<string> {
  await page.goto(asIssuer(ISSUER, '/createAccount/enroll'));
  await fillDetails(page, who);
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectScreen(page, issuer, '/createAccount/verifyCode', 'Check your email');
  return nextCode(who.email);
}

test('decision 025: a lapsed enrolment token ends the enrolment with a clear message, and signing in finishes the account (no "username taken" dead end)', async ({
  page,
}) => {
  const who = newCardholder();
  const code = await enrolUpToTheCode(page, who);
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  await revokeAtGateway(token ?? '');

  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  const popup = page.getByRole('alertdialog', { name: "There's a problem" });
  await expect(popup).toContainText(
    'Your new account has been created, but its email address is not verified yet and this page has expired. Sign in with the username and password you chose to finish.',
  );
  await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
  expect(await storedToken(page), 'the refused token is dropped').toBeNull();
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);

  // Signing in finishes it: the unverified email is verified on login/verifyCode (§2 Sign-in order).
  // A code for that step goes 30 seconds after the enrolment's at the earliest (decision 013): in life
  // the lapse takes 10 minutes; here the token was revoked at once, so the journey waits out the rest.
  const enrolmentCodeAt = Date.parse((await readOutbox(who.email))[0]?.sentAt ?? '');
  await page.waitForTimeout(Math.max(0, enrolmentCodeAt + 31_000 - Date.now()));
  await signIn(page, { issuerId: ISSUER, username: who.username, password: who.password });
  await expectScreen(page, issuer, '/login/verifyCode', 'Verify your email address');
  await codeField(page).fill(await nextCode(who.email, [code]));
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForSignedInHome(page, ISSUER);
});

test('§2 Page refresh, decision 025: a language change on createAccount/verifyCode goes back to enroll, which continues the enrolment', async ({
  page,
}) => {
  const who = newCardholder();
  const code = await enrolUpToTheCode(page, who);
  // §1: choosing a language from the footer stores it and reloads the page.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Español' }).click()]);

  await expect(page).toHaveURL(asIssuer(ISSUER, '/createAccount/enroll'));
  const resume = page.getByRole('region', { name: 'Termine de crear su cuenta' });
  await expect(resume).toContainText(who.username);
  await expectAccessible(page);
  await resume.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/createAccount/verifyCode'));
  await page.getByRole('textbox', { name: 'Código de verificación' }).fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await skipAddCard(page, 'No, gracias');
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  expect(await storedToken(page)).not.toBeNull();
});

test('§2 createAccount/verifyCode, WCAG 4.1.3: pressing "Send a new code" while it waits says how long is left; once sent, the page says a new code went', async ({
  page,
}) => {
  const who = newCardholder();
  const first = await enrolUpToTheCode(page, who);
  const resend = page.getByRole('button', { name: 'Send a new code' });
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  // Pressed with the keyboard, as it stays focusable (Playwright's click waits for an enabled button).
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^You can ask for a new code in \d+ seconds?\.$/)).toBeVisible();
  await expect(resend).toHaveCSS('cursor', 'not-allowed');

  await expect(resend).toHaveAttribute('aria-disabled', 'false', { timeout: 35_000 });
  await resend.click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent you a new code. We sent a 6-digit code to ${who.email}.` }),
  ).toBeVisible();
  await nextCode(who.email, [first]);
});

test('§2 createAccount/enroll: a username already taken, in any case, shows its message and no account is made', async ({
  page,
}) => {
  const { username } = await freshAccount(ISSUER, 'ready.rita');
  const who = { ...newCardholder(), username: username.toUpperCase() };
  await page.goto(asIssuer(ISSUER, '/createAccount/enroll'));
  await fillDetails(page, who);
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('That username is taken. Choose another one.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/createAccount/enroll'));
  await expectAccessible(page);
  expect(await readOutbox(who.email)).toEqual([]);
});

test("§2 agreement: the issuer's cardholder agreement, its software agreement in a new window, and a way back to the start page", async ({
  page,
}) => {
  await page.goto(asIssuer(ISSUER, '/agreement'));
  await expect(
    page.getByText('By continuing you agree to the Acme Bank Card Services cardholder agreement.'),
  ).toBeVisible();
  await expectScreen(page, issuer, '/agreement', 'Cardholder agreement');
  const full = page.getByRole('main').getByRole('link', { name: /^Read the full software agreement/ });
  await expect(full).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), full.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(issuer.url.softAgreement);
  await popup.close();
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/'));
  await waitForHome(page);
});
