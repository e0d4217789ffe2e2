// §2 Add and edit card screen (edit), §4 Address flow, Delete card, Suspend control, §8: a cardholder
// edits a card's nickname and billing address (through a suggestion, and through the not-found modal),
// deletes a card with the modal, suspends and reactivates one, sees a failed control change reverted,
// and another cardholder's card is not found, in the UI and the API. Fresh demo users per test.
import { cardTiles, CARD_ISSUER, fillAddress, openEditCard, signedInHome } from '../support/cards';
import { expect, expectAccessible, GATEWAY, test } from '../support/fixtures';
import { storedToken } from '../support/secrets';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';

test.describe('§2 editCard', () => {
  test('§4 Address flow: a nickname and a billing address edited through the suggestion chooser', async ({ page }) => {
    await signedInHome(page, 'ready.rita');
    await openEditCard(page, 'Travel Mastercard');
    // §2: the number read-only as its last four; Update, Cancel and Delete.
    await expect(page.getByText('Card ending in 4444')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel('Card nickname (optional)').fill('Holiday card');
    await page.getByLabel('Security code').fill('618');
    await page.getByRole('button', { name: 'Edit this address' }).click();
    await expect(page.getByLabel('Address line 1')).toHaveValue('350 5th Ave');
    // A city that is not the ZIP's: the verifier suggests New York (§4 "Changed fields are highlighted").
    await page.getByLabel('City').fill('Brooklyn');
    await page.getByRole('button', { name: 'Update card' }).click();
    const chooser = page.getByRole('dialog', { name: 'Check your billing address' });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('radio', { name: /Suggested address/ })).toBeChecked();
    await expect(chooser.locator('mark')).toContainText('New York');
    await expectAccessible(page);
    await chooser.getByRole('button', { name: 'Use this address' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Your card was updated.')).toBeVisible();
    await openEditCard(page, 'Holiday card');
    await expect(page.getByRole('radio', { name: /New York, NY 10118/ })).toBeChecked();
  });

  test('§4 Address flow: an address the verifier cannot find opens the not-found modal; Edit returns to it, Add saves it as entered', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openEditCard(page, 'Amex rewards');
    await page.getByLabel('Security code').fill('4827');
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await fillAddress(page, { line1: '1 Nowhere Rd', city: 'Springfield', state: 'NY', postalCode: '00000' });
    await page.getByRole('button', { name: 'Update card' }).click();
    const modal = page.getByRole('dialog', { name: "We couldn't find this address" });
    await expect(modal).toContainText('1 Nowhere Rd');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Edit' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByLabel('Address line 1')).toBeFocused();
    await page.getByRole('button', { name: 'Update card' }).click();
    await modal.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Your card was updated.')).toBeVisible();
    await openEditCard(page, 'Amex rewards');
    await expect(page.getByRole('radio', { name: /1 Nowhere Rd/ })).toBeChecked();
  });

  test("§6 alerts on a credit card's own page: the Amex offers them (its product), a low-balance alert is set and kept", async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openEditCard(page, 'Amex rewards');
    const alerts = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Alerts' }) });
    const daily = alerts.getByRole('checkbox', { name: /^Daily low-balance alert/ });
    const threshold = alerts.getByRole('spinbutton', { name: /^Alert me when my balance is below/ });
    await expect(alerts.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(daily).not.toBeChecked();
    await daily.check();
    await threshold.fill('250');
    await expectAccessible(page);
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await expect(page.getByText('Alerts saved.').first()).toBeVisible();
    await page.reload();
    await expect(daily).toBeChecked();
    await expect(threshold).toHaveValue('250');
    // A Mastercard of the same cardholder offers no alerts (its product: control only).
    await page.goto(page.url().replace(/\/editCard\/.*$/, '/home'));
    await openEditCard(page, 'Travel Mastercard');
    await expect(page.getByRole('heading', { level: 2, name: 'Manage card' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alerts' })).toHaveCount(0);
  });

  test('§4 Delete card: the modal starts on Delete, Cancel keeps the card, Delete removes it and goes home', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openEditCard(page, 'Old Visa');
    await page.getByRole('button', { name: 'Delete card' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(modal).toContainText('The card ending in 1881 will be deleted from your account.');
    await expect(modal.getByRole('button', { name: 'Delete' })).toBeFocused();
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete card' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete card' }).click();
    await modal.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('The card was deleted successfully.')).toBeVisible();
    await expect(cardTiles(page)).toHaveCount(4);
    await expect(cardTiles(page).getByRole('link', { name: 'Old Visa' })).toHaveCount(0);
  });

  test('§4 Suspend control: confirm suspends, Cancel flips back, reactivate; a failed change reverts with the technical popup', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openEditCard(page, 'Everyday Visa');
    const manage = page.getByRole('region', { name: 'Manage card' });
    const toggle = manage.getByRole('switch', { name: 'Suspend card' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    const confirm = page.getByRole('dialog', { name: 'Suspend this card?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Your card ending in 1111 is suspended.')).toBeVisible();
    await openEditCard(page, 'Everyday Visa');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await toggle.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Your card ending in 1111 is active again.')).toBeVisible();

    // A failed change (the control service down) reverts the switch and shows the technical popup
    // (§4 Suspend control), whose one button is the catalogue's for a signed-in cardholder (§4 error popups).
    await openEditCard(page, 'Everyday Visa');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.route('**/vctc', (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, body: '' }),
    );
    await toggle.click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const popup = page.getByRole('alertdialog', { name: "There's a problem" });
    await expect(popup).toContainText(
      'Sorry, we are unable to process your request at this time. Please try again later.',
    );
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page).toHaveURL(/\/editCard\//);
    await expectAccessible(page);
  });

  test("another cardholder's card id is not found, in the UI and in the API", async ({ page, browser }) => {
    await signedInHome(page, 'ready.rita');
    const ritasCard = await openEditCard(page, 'Everyday Visa');
    const other = await browser.newPage();
    const nora = await freshAccount(CARD_ISSUER, 'new.nora');
    await signIn(other, nora);
    await waitForSignedInHome(other, CARD_ISSUER);
    await other.goto(other.url().replace(/\/home$/, `/editCard/${ritasCard}`));
    await expect(other.getByText("We couldn't find this card. It may have been deleted.")).toBeVisible();
    await expectAccessible(other);
    const token = await storedToken(other);
    const session = await other.evaluate(
      () => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as { userId?: string },
    );
    const res = await fetch(
      `${GATEWAY}/consumer-controller/v1/account/${session.userId}/paymentInstrument/${ritasCard}`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paymentInstrument: { accountNickname: 'Mine now' } }),
      },
    );
    expect(res.status).toBe(404);
    await other.close();
  });
});
