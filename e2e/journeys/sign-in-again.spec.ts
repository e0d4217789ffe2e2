// Signing in again within 30 seconds of a first attempt (decision
// 022): the code the first sign-in sent is the new sign-in's, so its page says a code was sent (not
// "Please wait a moment before asking for another code", though the person asked for nothing), nothing
// more is sent, and the code the person already has works.
import { freshAccount, nextCode, readOutbox, signIn, waitForSignedInHome } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { enterCode, expectCodeSent, expectScreen } from '../support/sign-in';

const ISSUER = 'acme';
const WAIT = 'Please wait a moment before asking for another code.';

test('§2 login/verifyCode: signing in again at once keeps the code already sent, which then verifies the email', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'unverified.uma');
  await signIn(page, account);
  await expectScreen(page, ISSUER, 'verifyCode');
  await expectCodeSent(page);
  const code = await nextCode(account.email);

  // Back to sign-in (the page refresh of §2 ends the flow) and in again, well within 30 seconds.
  await signIn(page, account);
  await expectScreen(page, ISSUER, 'verifyCode');
  await expectCodeSent(page);
  await expect(page.getByText(WAIT)).toHaveCount(0);
  expect((await readOutbox(account.email)).filter((m) => m.code !== null)).toHaveLength(1);

  await enterCode(page, code);
  await waitForSignedInHome(page, ISSUER);
});

test('§2 login/challenge: choosing the same contact again at once keeps the code already sent', async ({ page }) => {
  const account = await freshAccount(ISSUER, 'challenge.chen');
  const challengeByEmail = async () => {
    await signIn(page, account);
    await expectScreen(page, ISSUER, 'challenge');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectScreen(page, ISSUER, 'challengeEmail');
    await expectCodeSent(page);
  };
  await challengeByEmail();
  const code = await nextCode(account.email);

  await challengeByEmail();
  await expect(page.getByText(WAIT)).toHaveCount(0);
  expect((await readOutbox(account.email)).filter((m) => m.code !== null)).toHaveLength(1);

  await enterCode(page, code);
  await waitForSignedInHome(page, ISSUER);
});
