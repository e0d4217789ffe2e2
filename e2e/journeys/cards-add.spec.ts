// §2 Add and edit card screen (add), §4 Card submit, Card save success and error, Card defaults, §5 Card,
// §8 Add card (portal): cardholders add cards of each brand against the real gateway and see them on home
// with their art; each §5 rule and the §8 answers for a duplicate number and a taken nickname show their
// messages; a preferred card moves first; a card is added by keyboard alone. A fresh copy of each demo
// user per test (decision 013), so the tests run in parallel.
import type { Page } from '@playwright/test';
import { cardTiles, fillAddress, fillCard, FUTURE_YY, openAddCard, signedInHome } from '../support/cards';
import { expect, expectAccessible, test } from '../support/fixtures';

/** Every image of home's list has loaded (none broken). */
async function expectArtLoaded(page: Page): Promise<void> {
  for (const img of await page.getByRole('list', { name: 'Your cards' }).locator('img').all()) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
        message: `${await img.getAttribute('src')} loads`,
      })
      .toBe(true);
  }
}

test.describe('§2 addCard', () => {
  test('new.nora adds a card of each brand: the first with a new address is primary, the rest use the saved address or the primary card’s; each shows with its art', async ({
    page,
  }) => {
    await signedInHome(page, 'new.nora');
    await openAddCard(page);
    // §2: no saved address, so the entry fields; no card, so no Copy primary address.
    await expect(page.getByRole('checkbox', { name: "Use my primary card's billing address" })).toHaveCount(0);
    await fillCard(page, { number: '4242424242424242', cvv: '739', nickname: 'My Visa' });
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByLabel('Expiry date')).toHaveValue(`09 / ${FUTURE_YY}`);
    // §2: the art turns to its back while the security code has focus.
    await page.getByLabel('Security code').focus();
    await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'back');
    await page.getByLabel('Card nickname (optional)').focus();
    await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'front');
    // §5: the card's art is looked up once the number is whole and valid.
    await expect(page.locator('[data-side] img')).toHaveAttribute('src', /_web_1x\.png$/);
    await fillAddress(page, { line1: '350 5th Ave', city: 'New York', state: 'NY', postalCode: '10118' });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Your card was added.')).toBeVisible();
    await expect(cardTiles(page)).toHaveCount(1);
    await expect(cardTiles(page).getByRole('link')).toHaveText('My Visa');
    await expect(cardTiles(page).getByText('Primary', { exact: true })).toBeVisible();

    // The second card: the saved address is offered (§2 carousel), chosen already.
    await openAddCard(page);
    await expect(page.getByRole('radio', { name: /350 5th Ave/ })).toBeChecked();
    await expect(page.getByLabel('Address line 1')).toHaveCount(0);
    await fillCard(page, { number: '5105105105105100', cvv: '618' });
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The third: Copy primary address (§2), an Amex with its four-digit code and 4-6-5 grouping.
    await openAddCard(page);
    await page.getByRole('checkbox', { name: "Use my primary card's billing address" }).check();
    await expect(page.getByText("Your primary card's billing address:")).toBeVisible();
    await fillCard(page, { number: '371449635398431', cvv: '4827', nickname: 'Amex' });
    await expect(page.getByLabel('Card number')).toHaveValue('3714 496353 98431');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The fourth: a Discover.
    await openAddCard(page);
    await fillCard(page, { number: '6011000990139424', cvv: '581', nickname: 'Discover' });
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // §3: each with its title (the nickname, or brand and last four), one primary, all art loaded.
    await expect(cardTiles(page)).toHaveCount(4);
    await expect(cardTiles(page).getByRole('link')).toHaveText(['My Visa', 'Mastercard 5100', 'Amex', 'Discover']);
    await expect(page.getByRole('list', { name: 'Your cards' }).getByText('Primary', { exact: true })).toHaveCount(1);
    await expectArtLoaded(page);
  });

  test('§5 Card: each rule refuses with its message, and the form is not sent', async ({ page }) => {
    await signedInHome(page, 'ready.rita');
    await openAddCard(page);
    const number = page.getByLabel('Card number');
    const add = page.getByRole('button', { name: 'Add card' });
    // Live while typing (§5 "a live invalid check while typing"), and the submit held meanwhile.
    await number.fill('4111111111111112');
    await expect(page.getByText("This card number isn't valid. Please check it and try again.")).toBeVisible();
    await expect(add).toBeDisabled();
    await number.fill('7111111111111111');
    await expect(page.getByText('Enter a Visa, Mastercard, American Express or Discover card number.')).toBeVisible();
    await number.fill('41111111111');
    await page.getByLabel('Expiry date').fill('0120');
    await expect(page.getByText('This expiry date has passed.')).toBeVisible();
    await page.getByLabel('Expiry date').fill('13');
    await expect(page.getByText('Enter a month from 01 to 12.')).toBeVisible();
    await page.getByLabel('Expiry date').fill(`09${FUTURE_YY}`);
    await page.getByLabel('Security code').fill('12');
    const nickname = page.getByLabel('Card nickname (optional)');
    await nickname.fill('Card 123456789');
    // §5: the nickname's counter, and its 40-character limit enforced by the field.
    await expect(page.getByText('Characters remaining: 26')).toBeAttached();
    await nickname.fill('x'.repeat(45));
    await expect(nickname).toHaveValue('x'.repeat(40));
    await expect(page.getByText('Characters remaining: 0')).toBeAttached();
    await nickname.fill('Card 123456789');
    await add.click();
    await expect(page.getByText('The card number is too short.').first()).toBeVisible();
    await expect(page.getByText('The security code is too short.').first()).toBeVisible();
    await expect(page.getByText("The nickname can't have 9 or more numbers in a row.").first()).toBeVisible();
    // §5 Form behaviour: the generic message, and focus on the first invalid field.
    await expect(page.getByText(/form has errors|correct the/i).first()).toBeVisible();
    await expect(number).toBeFocused();
    await nickname.fill('Card #1');
    await expect(page.getByText('Use only letters, numbers and spaces in the nickname.').first()).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/addCard$/);
  });

  test('§8 Add card (portal): a number already added is PROFILE_3004 and a nickname in use PROFILE_3006, each under its field; the security code is cleared', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openAddCard(page);
    await fillCard(page, { number: '4111111111111111', cvv: '739' });
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByText('This card has already been added.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeFocused();
    // §4 Card save error: the security code is cleared.
    await expect(page.getByLabel('Security code')).toHaveValue('');
    await fillCard(page, { number: '4242424242424242', cvv: '739', nickname: 'travel mastercard' });
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(
      page.getByText('This nickname is already used for another card. Choose a different one.'),
    ).toBeVisible();
    await expect(page.getByLabel('Card nickname (optional)')).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(cardTiles(page)).toHaveCount(5);
  });

  test('§4 Card save success: a card added as preferred replaces the primary and goes first', async ({ page }) => {
    await signedInHome(page, 'ready.rita');
    await openAddCard(page);
    await fillCard(page, { number: '5105105105105100', cvv: '618', nickname: 'New favourite' });
    await page.getByRole('checkbox', { name: 'Make this my preferred card' }).check();
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(cardTiles(page)).toHaveCount(6);
    await expect(cardTiles(page).first().getByRole('link')).toHaveText('New favourite');
    await expect(cardTiles(page).first().getByText('Primary', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your cards' }).getByText('Primary', { exact: true })).toHaveCount(1);
  });

  test('a card is added by keyboard alone', async ({ page }) => {
    await signedInHome(page, 'ready.rita');
    await openAddCard(page);
    /** Presses Tab until the named control has focus. */
    const tabTo = async (name: string | RegExp) => {
      for (let i = 0; i < 60; i += 1) {
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el) return '';
          const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
          return labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
        });
        if (typeof name === 'string' ? focused.trim() === name : name.test(focused)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };
    await tabTo('Card number');
    await page.keyboard.type(`5105105105105100`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`10${FUTURE_YY}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('618');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard card');
    // §2: Enter in a text field does not send the shared form.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/addCard$/);
    await tabTo('Add card');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(cardTiles(page).getByRole('link', { name: 'Keyboard card' })).toBeVisible();
  });
});
