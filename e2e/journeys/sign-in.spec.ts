// §2 Sign-in order, §4 Flows and access levels: each kind of demo user (a fresh copy of it, decision
// 013) signs in at acme and reaches home through exactly the pages its state calls for, reading its
// codes from the outbox; and the real seeded ready.rita of tailspin signs in too.
import {
  freshAccount,
  nextCode,
  phoneDigits,
  readOutbox,
  signIn,
  waitForSignedInHome,
  type Account,
} from '../support/accounts';
import { asIssuer, demoIssuer, expect, expectAccessible, test } from '../support/fixtures';
import { storedToken } from '../support/secrets';
import { DEMO_PASSWORD, enterCode, expectCodeSent, expectScreen, recordPaths } from '../support/sign-in';
import type { Page } from '@playwright/test';

const ISSUER = 'acme';

/** Home, fully signed in (§4 full access: the token is kept in session storage), scanned by axe. */
async function expectHome(page: Page, account: Pick<Account, 'issuerId'>, firstName: string): Promise<void> {
  await waitForSignedInHome(page, account.issuerId);
  // Full access loads the profile (§4): the welcome names the cardholder.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Welcome, ${firstName}\\b`) })).toBeVisible();
  // §2 Header state 4: the signed-in nav, and the logo goes home.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // §1 logo alt: the issuer's configured alt text names the logo link.
  await expect(
    page.getByRole('banner').getByRole('link', { name: demoIssuer(account.issuerId).branding.logo.alt, exact: true }),
  ).toHaveAttribute('href', '/home');
  expect(await storedToken(page), 'a full-access token in session storage').not.toBeNull();
  await expectAccessible(page);
}

test.describe('§2 Sign-in order: each kind of user reaches home through its pages', () => {
  test('§2 Sign-in order: a ready cardholder goes from sign-in straight to home, told it is the first sign-in', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, 'ready.rita');
    const paths = recordPaths(page);
    await page.goto(asIssuer(ISSUER, '/login'));
    await expectScreen(page, ISSUER, 'login');
    await signIn(page, account);
    await expectHome(page, account, 'Rita');
    expect(paths()).toEqual(['/login', '/home']);
    // §2 "At home the message shows the last login time": none before this one.
    await expect(page.getByText('This is your first sign-in.')).toBeVisible();
  });

  test('§2 Sign-in order: an unverified email goes to login/verifyCode, the emailed code verifies it, then home', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, 'unverified.uma');
    const paths = recordPaths(page);
    await signIn(page, account);
    await expectScreen(page, ISSUER, 'verifyCode');
    await expectCodeSent(page);
    // The code went to the primary email (decision 015), shown masked on the page.
    await expect(page.getByText(account.email)).toHaveCount(0);
    const code = await nextCode(account.email);
    // A wrong code is refused under the field (§8 "Other errors go onto the model for the form"), and
    // the page stays; the right one goes on.
    await enterCode(page, `${(Number(code[0]) + 1) % 10}${code.slice(1)}`);
    await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(asIssuer(ISSUER, '/login/verifyCode'));
    await expectAccessible(page);
    await enterCode(page, code);
    await expectHome(page, account, 'Uma');
    expect(paths()).toEqual(['/login', '/login/verifyCode', '/home']);
  });

  test('§2 Sign-in order: a two-factor user chooses the email on login/challenge, enters the emailed code, then home', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, 'challenge.chen');
    const paths = recordPaths(page);
    await signIn(page, account);
    await expectScreen(page, ISSUER, 'challenge');
    const email = page.getByRole('radio', { name: /^Email to / });
    const phone = page.getByRole('radio', { name: /^Text message to / });
    await expect(email).toBeChecked();
    await expect(phone).not.toBeChecked();
    // Nobody sees a full contact before sign-in completes (decision 013).
    await expect(page.getByText(account.email)).toHaveCount(0);
    // §2 Header state 3 while partly signed in: no buttons, and the logo goes to sign-out.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Create account' })).toHaveCount(0);
    await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: demoIssuer(ISSUER).branding.logo.alt, exact: true })).toHaveAttribute(
      'href',
      '/signOut',
    );
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectScreen(page, ISSUER, 'challengeEmail');
    await expectCodeSent(page);
    await enterCode(page, await nextCode(account.email));
    await expectHome(page, account, 'Chen');
    expect(paths()).toEqual(['/login', '/login/challenge', '/login/challenge/verifyCode/email', '/home']);
  });

  test('§2 Sign-in order: a two-factor user chooses the phone on login/challenge, enters the texted code, then home', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, 'challenge.chen');
    const paths = recordPaths(page);
    await signIn(page, account);
    await expectScreen(page, ISSUER, 'challenge');
    const phone = page.getByRole('radio', { name: /^Text message to / });
    await phone.check();
    await expect(phone).toBeChecked();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectScreen(page, ISSUER, 'challengePhone');
    await expectCodeSent(page);
    await enterCode(page, await nextCode(phoneDigits(account.phone)));
    await expectHome(page, account, 'Chen');
    expect(paths()).toEqual(['/login', '/login/challenge', '/login/challenge/verifyCode/phone', '/home']);
    // The code went by text only: nothing to the email.
    expect(await readOutbox(account.email)).toEqual([]);
  });

  test('§2 Sign-in order: new terms go to login/acceptTac, where the box must be ticked before Accept reaches home', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, 'terms.tomas');
    const paths = recordPaths(page);
    await signIn(page, account);
    await expectScreen(page, ISSUER, 'acceptTac');
    // §2 Terms pages: links to terms, privacy and licence, a checkbox, Accept and Cancel.
    for (const name of ['Terms and conditions', 'Privacy policy', 'Software licence']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const box = page.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ });
    // §4 Flows Terms: "the box must be ticked, otherwise a form error shows".
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Accept all terms to continue.').first()).toBeVisible();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/login/acceptTac'));
    await expectAccessible(page);
    await box.check();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expectHome(page, account, 'Tomás');
    expect(paths()).toEqual(['/login', '/login/acceptTac', '/home']);
  });

  test('§2 Sign-in order: a user with an unverified email, two-factor and new terms meets them one at a time, in that order, then home', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, 'ready.rita', {
      emailVerified: false,
      twoFactor: true,
      terms: 'previous',
    });
    const paths = recordPaths(page);
    await signIn(page, account);
    await expectScreen(page, ISSUER, 'verifyCode');
    await expectCodeSent(page);
    const first = await nextCode(account.email);
    await enterCode(page, first);
    await expectScreen(page, ISSUER, 'challenge');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectScreen(page, ISSUER, 'challengeEmail');
    await expectCodeSent(page);
    await enterCode(page, await nextCode(account.email, [first]));
    await expectScreen(page, ISSUER, 'acceptTac');
    await page.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expectHome(page, account, 'Rita');
    expect(paths()).toEqual([
      '/login',
      '/login/verifyCode',
      '/login/challenge',
      '/login/challenge/verifyCode/email',
      '/login/acceptTac',
      '/home',
    ]);
  });
});

test('§2 Sign-in order: the seeded ready.rita of tailspin signs in with the demo password and reaches home', async ({
  page,
}) => {
  const paths = recordPaths(page);
  await page.goto(asIssuer('tailspin', '/login'));
  await expectScreen(page, 'tailspin', 'login');
  await signIn(page, { issuerId: 'tailspin', username: 'ready.rita', password: DEMO_PASSWORD });
  await expectHome(page, { issuerId: 'tailspin' }, 'Rita');
  expect(paths()).toEqual(['/login', '/home']);
});
