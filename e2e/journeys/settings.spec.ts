// §2 userSettings (decision 027): a cardholder reaches Settings from the nav and sees their
// email addresses and phone numbers with their status and which is primary (§5 phone display format);
// with a second email proved through the gateway's own calls, they make it primary and remove the first
// through the confirmation dialog. Once more with the keyboard alone (every
// settings journey must work without a pointer). Then the add and verify pages: an email added and proved with the
// code from the outbox, and a phone added whose verify page goes back to Settings (§2 Back button);
// and an email added and proved by keyboard alone, through a wrong code's message. Last, the password
// changed (§7 Change credentials): the gateway signs out every other session of the user, not this one.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  expireCodes,
  freshAccount,
  nextCode,
  phoneDigits,
  signIn,
  waitForSignedInHome,
  type Account,
} from '../support/accounts';
import { asIssuer, expect, expectAccessible, GATEWAY, test } from '../support/fixtures';
import { newPassword } from '../support/flows';
import { storedSession } from '../support/navigation';
import { storedToken } from '../support/secrets';
import { tabTo, tabUntil } from '../support/sign-in';

const ISSUER = 'acme';

/** §5 Identity's display format of a US phone: `+1 (202) 555-0234` -> `+1 (202)555-0234`. */
function displayPhone(phone: string): string {
  const d = phoneDigits(phone);
  return `+1 (${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`;
}

const emailList = (page: Page) => page.getByRole('list', { name: 'Email addresses' });
const phoneList = (page: Page) => page.getByRole('list', { name: 'Phone numbers' });
const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const rowOf = (list: Locator, address: string) => list.getByRole('listitem').filter({ hasText: address });

/** A contact's row: its status, whether it says Primary, and the visible words of its actions. */
async function expectContact(
  list: Locator,
  address: string,
  { verified = true, primary = false, actions }: { verified?: boolean; primary?: boolean; actions: string[] },
) {
  const row = rowOf(list, address);
  await expect(row).toHaveCount(1);
  await expect(row.getByText(verified ? 'Verified' : 'Not verified', { exact: true })).toBeVisible();
  await expect(row.getByText('Primary', { exact: true })).toHaveCount(primary ? 1 : 0);
  await expect(row.getByRole('button')).toHaveText(actions);
}

/** Signs a fresh copy of a demo user in and opens Settings by the nav's link (mouse). */
async function openSettings(page: Page, like: 'ready.rita' | 'new.nora'): Promise<Account> {
  const account = await freshAccount(ISSUER, like);
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expectSettings(page);
  return account;
}

/** Signs a fresh copy of a demo user in and opens Settings with the keyboard alone; the new screen's h1 has focus (usePageMeta). */
async function openSettingsByKeyboard(page: Page, like: 'ready.rita' | 'new.nora'): Promise<Account> {
  const account = await freshAccount(ISSUER, like);
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  await tabUntil(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }), 30);
  await page.keyboard.press('Enter');
  await expectSettings(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  return account;
}

async function expectSettings(page: Page): Promise<void> {
  await expect(page).toHaveURL(asIssuer(ISSUER, '/userSettings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle(/^Settings \| /);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** A call to the gateway from the test, as the signed-in page (its access token). */
async function asCardholder<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${GATEWAY}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Decision 027 without the add and verify pages: POST users/{userGuid}/emails, a code by
 * users/{userGuid}/otvc, read from the outbox (recorded), proved at otp/verification/contact.
 */
async function addVerifiedEmail(page: Page, email: string): Promise<{ userGuid: string; token: string }> {
  const token = await storedToken(page);
  const userGuid = (await storedSession(page))?.['userId'];
  if (token === null || typeof userGuid !== 'string') throw new Error('the page holds no signed-in session');
  const added = await asCardholder<{ emailGuid: string; contactStatus?: string }>(
    token,
    'POST',
    `/users/${userGuid}/emails`,
    { email },
  );
  expect(added.contactStatus).toBe('UNVERIFIED');
  await asCardholder(token, 'POST', `/users/${userGuid}/otvc`, { contactId: added.emailGuid });
  const code = await nextCode(email);
  const proved = await asCardholder<{ contactStatus?: string }>(
    token,
    'POST',
    `/users/${userGuid}/otp/verification/contact`,
    { contactId: added.emailGuid, code },
  );
  expect(proved.contactStatus).toBe('VERIFIED');
  return { userGuid, token };
}

test.describe('§2 userSettings: the cardholder’s emails and phones (decision 027)', () => {
  test('ready.rita sees her contacts, makes a second verified email primary, and removes the first through the dialog (Cancel first keeps it)', async ({
    page,
  }) => {
    const account = await openSettings(page, 'ready.rita');
    const phone = displayPhone(account.phone);
    await expectContact(emailList(page), account.email, { primary: true, actions: [] });
    await expectContact(phoneList(page), phone, { primary: true, actions: ['Remove'] });
    await expect(phoneList(page).getByRole('button', { name: `Remove ${phone}`, exact: true })).toBeVisible();
    await expectAccessible(page);

    const second = `rita.second.${randomBytes(4).toString('hex')}@example.com`;
    const { userGuid, token } = await addVerifiedEmail(page, second);
    await page.reload();
    await expectSettings(page);
    await expectContact(emailList(page), second, { actions: ['Make primary', 'Remove'] });
    await expectContact(emailList(page), account.email, { primary: true, actions: [] });

    // Make primary: Primary moves to the second address (listed first, as the gateway lists the primary).
    await emailList(page)
      .getByRole('button', { name: `Make primary: ${second}`, exact: true })
      .click();
    await expect(page.getByText(`${second} is now your primary email address.`)).toBeVisible();
    await expect(emailList(page).getByRole('listitem').first()).toContainText(second);
    await expectContact(emailList(page), second, { primary: true, actions: [] });
    await expectContact(emailList(page), account.email, { actions: ['Make primary', 'Remove'] });
    await expect(sectionHeading(page, 'Email addresses')).toBeFocused();

    // Remove the first address: the dialog asks, Cancel keeps it and gives focus back.
    const remove = emailList(page).getByRole('button', { name: `Remove ${account.email}`, exact: true });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this email address?' });
    await expect(dialog).toContainText(`${account.email} will be removed from your profile.`);
    await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(emailList(page), account.email)).toHaveCount(1);
    await expect(remove).toBeFocused();

    await remove.click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(`${account.email} was removed from your email addresses.`)).toBeVisible();
    await expect(rowOf(emailList(page), account.email)).toHaveCount(0);
    await expect(emailList(page).getByRole('listitem')).toHaveCount(1);
    await expect(sectionHeading(page, 'Email addresses')).toBeFocused();
    await expectAccessible(page);

    // The gateway agrees: one email left, the second, primary and verified.
    const { emails } = await asCardholder<{ emails: { email: string; primary: boolean; contactStatus: string }[] }>(
      token,
      'GET',
      `/users/${userGuid}/emails`,
    );
    expect(emails).toEqual([expect.objectContaining({ email: second, primary: true, contactStatus: 'VERIFIED' })]);
  });

  test('with the keyboard alone: Settings from the nav, then a phone removed through the dialog (Cancel first keeps it)', async ({
    page,
  }) => {
    const account = await openSettingsByKeyboard(page, 'new.nora');

    const phone = displayPhone(account.phone);
    await expectContact(emailList(page), account.email, { primary: true, actions: [] });
    await expectContact(phoneList(page), phone, { primary: true, actions: ['Remove'] });
    // The primary email has no action: after the h1 come the link to add an email, then the phone's Remove.
    const remove = phoneList(page).getByRole('button', { name: `Remove ${phone}`, exact: true });
    await tabTo(page, page.getByRole('link', { name: 'Add an email address' }));
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Remove this phone number?' });
    const confirm = dialog.getByRole('button', { name: 'Remove', exact: true });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(confirm).toBeFocused();
    // The dialog keeps focus in itself: Tab goes from Cancel back round to Remove.
    await tabTo(page, cancel);
    await tabTo(page, confirm);
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(rowOf(phoneList(page), phone)).toHaveCount(1);

    // Escape is Cancel too.
    await page.keyboard.press('Enter');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${phone} was removed from your phone numbers.`)).toBeVisible();
    await expect(page.getByText('You have no phone number on your profile.')).toBeVisible();
    await expect(phoneList(page)).toHaveCount(0);
    // The row went with the button that had focus: focus is on the section's heading.
    await expect(sectionHeading(page, 'Phone numbers')).toBeFocused();
    await expectAccessible(page);
  });

  test('ready.rita adds an email and proves it with the code from the outbox; then adds a phone, and back from its verify page is Settings (§2)', async ({
    page,
  }) => {
    await openSettings(page, 'ready.rita');

    // §2 userSettings/addEmail, from the link under the emails.
    await page.getByRole('link', { name: 'Add an email address' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/userSettings/addEmail'));
    await expect(page.getByRole('heading', { level: 1, name: 'Add an email address' })).toBeVisible();
    await expect(page).toHaveTitle(/^Add an email address \| /);
    await expectAccessible(page);
    // §5: an address the rules refuse says why, and nothing is sent.
    const emailField = page.getByRole('textbox', { name: 'Email address' });
    await emailField.fill('rita..new@example.com');
    await page.getByRole('button', { name: 'Add email' }).click();
    await expect(page.getByText('An email address cannot contain two dots in a row.').first()).toBeVisible();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/userSettings/addEmail'));

    const email = `rita.added.${randomBytes(4).toString('hex')}@example.com`;
    await emailField.fill(email);
    await page.getByRole('button', { name: 'Add email' }).click();

    // §2 userSettings/email/verifyCode/{contactGuid}: the code went on arrival.
    await expect(page).toHaveURL(/\/userSettings\/email\/verifyCode\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
    await expect(page).toHaveTitle(/^Verify your email address \| /);
    await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' })).toBeVisible();
    await expectAccessible(page);
    const code = await nextCode(email);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expectSettings(page);
    await expect(page.getByText(`${email} is verified.`)).toBeVisible();
    await expectContact(emailList(page), email, { actions: ['Make primary', 'Remove'] });
    await expect(rowOf(emailList(page), email).getByRole('link', { name: /^Verify / })).toHaveCount(0);

    // §2 userSettings/addPhone, then back from its verify page.
    await page.getByRole('link', { name: 'Add a phone number' }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/userSettings/addPhone'));
    await expect(page.getByRole('heading', { level: 1, name: 'Add a phone number' })).toBeVisible();
    await expect(page).toHaveTitle(/^Add a phone number \| /);
    await expectAccessible(page);
    // A number of its own (the gateway limits codes to one number whoever asks): 720 5xx xxxx.
    const digits = `7205${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;
    await page
      .getByRole('textbox', { name: 'Phone number' })
      .fill(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    await page.getByRole('button', { name: 'Add phone' }).click();

    await expect(page).toHaveURL(/\/userSettings\/phone\/verifyCode\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone number' })).toBeVisible();
    await expect(page).toHaveTitle(/^Verify your phone number \| /);
    // Its code went at once, though the email's went moments ago: the 30 seconds are per contact (decision 027).
    await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await expectAccessible(page);

    // §2 Back button: "On email or phone verify in settings it returns to userSettings" (not addPhone).
    await page.goBack();
    await expectSettings(page);
    const phone = displayPhone(digits);
    await expectContact(phoneList(page), phone, { verified: false, actions: ['Remove'] });
    await expect(phoneList(page).getByRole('link', { name: `Verify ${phone}`, exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('with the keyboard alone: an email added from Settings, a wrong code refused with its message, the right one proves it', async ({
    page,
  }) => {
    await openSettingsByKeyboard(page, 'new.nora');

    await tabUntil(page, page.getByRole('link', { name: 'Add an email address' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Add an email address' })).toBeFocused();
    const email = `nora.added.${randomBytes(4).toString('hex')}@example.com`;
    await tabUntil(page, page.getByRole('textbox', { name: 'Email address' }));
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('button', { name: 'Add email' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' })).toBeVisible();
    const code = await nextCode(email);
    const codeField = page.getByRole('textbox', { name: 'Verification code' });
    await tabUntil(page, codeField);
    // §8: a wrong code is refused under the field, and the page stays.
    await page.keyboard.type(`${(Number(code[0]) + 1) % 10}${code.slice(1)}`);
    await tabTo(page, page.getByRole('button', { name: 'Verify', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await expectSettings(page);
    await expect(page.getByText(`${email} is verified.`)).toBeVisible();
    await expectContact(emailList(page), email, { actions: ['Make primary', 'Remove'] });
  });
});

test.describe('§2 userSettings: an expired code (decision 027: codes live 10 minutes)', () => {
  test('with the keyboard alone: a phone added, its code expired, refused with its message, a new code sent after the wait proves it', async ({
    page,
  }) => {
    // It waits out the 30 seconds before a new code.
    test.slow();
    await openSettingsByKeyboard(page, 'new.nora');

    await tabUntil(page, page.getByRole('link', { name: 'Add a phone number' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a phone number' })).toBeFocused();
    const digits = `7206${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;
    await tabUntil(page, page.getByRole('textbox', { name: 'Phone number' }));
    await page.keyboard.type(digits);
    await tabTo(page, page.getByRole('button', { name: 'Add phone' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone number' })).toBeFocused();
    const code = await nextCode(digits);
    // Ten minutes pass (the sandbox ends the code now).
    expect(await expireCodes(digits)).toBe(1);
    const codeField = page.getByRole('textbox', { name: 'Verification code' });
    await tabUntil(page, codeField);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    // §8: an expired code is refused with its own message, and the page stays.
    await expect(page.getByText('That code has expired. Ask for a new one.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // A new code, once the 30 seconds since the first have passed (decision 027).
    const resend = page.getByRole('button', { name: 'Send a new code' });
    await tabUntil(page, resend);
    await expect(resend).not.toHaveAttribute('aria-disabled', 'true', { timeout: 35_000 });
    await page.keyboard.press('Enter');
    const fresh = await nextCode(digits, [code]);
    await tabUntil(page, codeField);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(fresh);
    await page.keyboard.press('Enter');

    await expectSettings(page);
    await expectContact(phoneList(page), displayPhone(digits), { actions: ['Make primary', 'Remove'] });
  });
});

test.describe('§2 userSettings, Password: §7 Change credentials', () => {
  test('ready.rita changes her password: this page carries on, a second browser signed in as her is signed out on its next call', async ({
    page,
    browser,
  }) => {
    const account = await openSettings(page, 'ready.rita');
    const oldPassword = account.password ?? '';
    // The same account signed in from a second browser (its own storage, its own token).
    const elsewhereContext = await browser.newContext();
    const elsewhere = await elsewhereContext.newPage();
    await signIn(elsewhere, account);
    await waitForSignedInHome(elsewhere, ISSUER);

    const section = page.getByRole('region', { name: 'Password' });
    await expect(sectionHeading(page, 'Password')).toBeVisible();
    await expect(section.getByText('Your password must:')).toBeVisible();
    await expectAccessible(page);

    // §8: a wrong current password is refused with the sign-in message, and nothing changes.
    const password = newPassword(account.username);
    await section.getByLabel('Current password', { exact: true }).fill(`${oldPassword}x`);
    await section.getByLabel('New password', { exact: true }).fill(password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Your current password is not right. Check it and try again.')).toBeVisible();

    await section.getByLabel('Current password', { exact: true }).fill(oldPassword);
    await section.getByLabel('New password', { exact: true }).fill(password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password was changed. Every other session of yours was signed out.'),
    ).toBeVisible();
    await expect(section.getByLabel('Current password', { exact: true })).toHaveValue('');
    await expect(section.getByLabel('New password', { exact: true })).toHaveValue('');
    await expectAccessible(page);

    // This page keeps its session: Settings read again from the gateway, still signed in.
    await page.reload();
    await expectSettings(page);
    await expect(rowOf(emailList(page), account.email)).toHaveCount(1);
    expect(await storedToken(page)).not.toBeNull();

    // The other browser's token was revoked: its next call is refused (401), which §8 shows as the
    // technical popup whose one button signs out, to the pre-login page.
    await elsewhere.reload();
    const popup = elsewhere.getByRole('alertdialog', { name: "There's a problem" });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Sign out' }).click();
    await expect(elsewhere).toHaveURL(asIssuer(ISSUER, '/'));
    await expect(elsewhere.getByTestId('prelogin-home')).toBeVisible();
    expect(await storedToken(elsewhere)).toBeNull();

    // The new password is the one that signs in now.
    await signIn(elsewhere, { issuerId: ISSUER, username: account.username, password });
    await waitForSignedInHome(elsewhere, ISSUER);
    await elsewhereContext.close();
  });

  test('with the keyboard alone: a wrong current password refused, then the password changed (the test above signs in with a new one)', async ({
    page,
  }) => {
    const account = await openSettingsByKeyboard(page, 'new.nora');
    const oldPassword = account.password ?? '';
    const section = page.getByRole('region', { name: 'Password' });
    const current = section.getByLabel('Current password', { exact: true });
    const next = section.getByLabel('New password', { exact: true });
    const change = section.getByRole('button', { name: 'Change password' });
    const password = newPassword(account.username);

    await tabUntil(page, current, 40);
    await page.keyboard.type(`${oldPassword}x`);
    await tabUntil(page, next);
    await page.keyboard.type(password);
    await tabUntil(page, change);
    await page.keyboard.press('Enter');
    await expect(section.getByText('Your current password is not right. Check it and try again.')).toBeVisible();

    await tabUntil(page, current, 40);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(oldPassword);
    await tabUntil(page, next);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(password);
    // Enter in a field sends its form, as a click would.
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Your password was changed. Every other session of yours was signed out.'),
    ).toBeVisible();
    await expect(current).toHaveValue('');
    await expectAccessible(page);
  });
});
