// Issue 14: the embedded wallet on Harbour Goods' checkout page (demo-sites), mounted in the page by
// its framework-free loader. Each journey has a shopper of its own. The checkout page's CSP is strict
// (nonces, no inline script): the fixture fails a journey on any violation, and runs axe at its end.
import { expect, expectAccessible, GATEWAY, test } from '../support/fixtures';
import { tabTo, tabUntil } from '../support/sign-in';
import { recordSecret } from '../support/secrets';
import { A_VISA, BILLING_FORM, CHECKOUT, fillAddress, fillCard, journeyShopper, lastWalletEvent, openCheckout, reviewCard, shopperCards, showcaseWallet, wallet } from '../support/wallet';

test.describe('the embedded wallet in the checkout page', () => {
  test('review shows every reason a card cannot pay, with its message; a usable card pays', async ({ page }) => {
    const shopper = journeyShopper('showcase');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper);
    const cases: [string, string][] = [
      ['Old Visa', 'This card has expired.'],
      ['Online Visa', 'This card failed 3-D Secure verification.'],
      ['New Visa', "This card hasn't been verified."],
      ['Toronto Visa Debit', "This merchant doesn't accept Visa debit cards issued in Canada."],
      ['Amex rewards', "This merchant doesn't accept this card brand."],
      ['Spare Discover', "You've suspended this card. Turn it back on in your card services to pay with it."],
    ];
    for (const [name, message] of cases) {
      const tile = reviewCard(page, name);
      await expect(tile.getByText(message)).toBeVisible();
      await expect(tile.getByRole('radio')).toBeDisabled();
    }
    // §2: only the card that is not verified has an Edit card link.
    await expect(wallet(page).getByRole('button', { name: 'Edit card' })).toHaveCount(1);
    await expect(reviewCard(page, 'New Visa').getByRole('button', { name: 'Edit card' })).toBeVisible();
    // The default card is usable, chosen first, and pays.
    const usable = reviewCard(page, 'Everyday Mastercard');
    await expect(usable.getByRole('radio')).toBeChecked();
    await expect(usable.getByText('Default card')).toBeVisible();
    await wallet(page).getByRole('button', { name: 'Use this card' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paid $40.50 with your saved card.' })).toBeVisible();
    expect(await lastWalletEvent(page)).toBe('cardSelected');
    await expectAccessible(page);
  });

  test('an empty wallet: a card added with a new billing address lands on review, its nickname made from brand and type', async ({ page }) => {
    await openCheckout(page, journeyShopper('add'));
    await expect(wallet(page).getByText('You have no saved cards yet.')).toBeVisible();
    expect(await lastWalletEvent(page)).toBe('empty');
    await wallet(page).getByRole('button', { name: 'Add a card' }).click();
    await expect(wallet(page).getByRole('heading', { level: 2, name: 'Add card' })).toBeVisible();
    await fillCard(page, A_VISA);
    await fillAddress(page, BILLING_FORM);
    await expectAccessible(page);
    await wallet(page).getByRole('button', { name: 'Add card' }).click();
    await expect(wallet(page).getByRole('heading', { level: 2, name: 'Review your payment' })).toBeVisible();
    const added = reviewCard(page, 'Visa Credit');
    await expect(added.getByText('•••• 4242')).toBeVisible();
    await expect(added.getByText('Expires 09/31')).toBeVisible();
    await expect(added.getByText('Default card')).toBeVisible();
    // §4: a 201 signals the card created.
    await expect(page.getByRole('status').filter({ hasText: 'Card saved to your wallet.' })).toBeVisible();
  });

  test('a failed save goes to addCard/retry with the security code cleared and the message under it; the next try saves', async ({ page }) => {
    await openCheckout(page, journeyShopper('retry'));
    await wallet(page).getByRole('button', { name: 'Add a card' }).click();
    // The sandbox's "security code failed" (gateway/README.md): §8 10200.
    await fillCard(page, { ...A_VISA, cvv: '102' });
    await fillAddress(page, BILLING_FORM);
    await wallet(page).getByRole('button', { name: 'Add card' }).click();
    const cvv = wallet(page).getByLabel('Security code');
    await expect(wallet(page).getByText("The security code doesn't match this card.")).toBeVisible();
    await expect(cvv).toHaveValue('');
    await expect(cvv).toBeFocused();
    // §4 Card save error: the retry route, with its retry marker.
    await expect(wallet(page).locator('h2[data-retry-at]')).toHaveText('Add card');
    // The billing address was saved before the card: it is offered now, not asked again.
    await expect(wallet(page).getByText('1600 Amphitheatre Pkwy')).toBeVisible();
    await cvv.fill('737');
    await wallet(page).getByRole('button', { name: 'Add card' }).click();
    await expect(reviewCard(page, 'Visa Credit')).toBeVisible();
  });

  test('edit through editCard/{id}, then delete it there: the notice, and the card gone from review', async ({ page }) => {
    const shopper = journeyShopper('edit');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper);
    await reviewCard(page, 'New Visa').getByRole('button', { name: 'Edit card' }).click();
    await expect(wallet(page).getByRole('heading', { level: 2, name: 'Edit card' })).toBeVisible();
    await expect(wallet(page).getByText('Card ending in 0101')).toBeVisible();
    await wallet(page).getByLabel('Card nickname (optional)').fill('Groceries');
    await wallet(page).getByLabel('Security code').fill('737');
    await wallet(page).getByRole('button', { name: 'Update card' }).click();
    await expect(reviewCard(page, 'Groceries')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Card updated.' })).toBeVisible();

    await reviewCard(page, 'Groceries').getByRole('button', { name: 'Edit card' }).click();
    await wallet(page).getByRole('button', { name: 'Delete card' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(wallet(page).getByText('The card was deleted successfully.')).toBeVisible();
    await expect(reviewCard(page, 'Groceries')).toHaveCount(0);
    expect(await lastWalletEvent(page)).not.toBeNull();
  });

  test("another shopper's card id answers as not found", async ({ page }) => {
    const owner = journeyShopper('owner');
    await showcaseWallet(owner);
    const ownersCard = (await shopperCards(owner))[0]?.id ?? '';
    expect(ownersCard).not.toBe('');

    // An intruder's wallet, asked for the owner's card by its route.
    await openCheckout(page, journeyShopper('intruder'));
    const intruder = await page.evaluate(() => (JSON.parse(document.getElementById('checkout-config')?.textContent ?? '{}') as { shopperSession: string }).shopperSession);
    const probe = await fetch(`${GATEWAY}/wallet/v1/paymentInstruments/${ownersCard}?apiKey=pk_sandbox_harbour_goods`, { method: 'DELETE', headers: { authorization: `Bearer ${intruder}` } });
    expect(probe.status).toBe(404);
    await page.goto(`${CHECKOUT}/?shopper=${encodeURIComponent(owner)}`);
    await expect(reviewCard(page, 'Everyday Mastercard')).toBeVisible();
  });

  test('the host opens deleteCard/{id}: the confirmation with Delete focused, then review without the card and the notice', async ({ page }) => {
    const shopper = journeyShopper('delete');
    await showcaseWallet(shopper);
    const amex = (await shopperCards(shopper)).find((c) => c.nickName === 'Amex rewards')?.id ?? '';
    await page.goto(`${CHECKOUT}/?shopper=${encodeURIComponent(shopper)}&start=deleteCard/${amex}`);
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog.getByText('0005')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wallet(page).getByRole('heading', { level: 2, name: 'Review your payment' })).toBeVisible();
    await expect(wallet(page).getByText('The card was deleted successfully.')).toBeVisible();
    await expect(reviewCard(page, 'Amex rewards')).toHaveCount(0);
    expect(await lastWalletEvent(page)).not.toBeNull();
  });

  test('Cancel goes to the back URL the checkout configured', async ({ page }) => {
    const shopper = journeyShopper('cancel');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper);
    await wallet(page).getByRole('button', { name: 'Add a card' }).click();
    await wallet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${CHECKOUT}/?left=wallet`);
    await expect(page.getByText('You left the wallet. Your basket is still here.')).toBeVisible();
  });

  test('the card flow by keyboard alone: Add a card, every field, Add card, and review', async ({ page }) => {
    const shopper = journeyShopper('keyboard');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper);
    const form = wallet(page);
    await tabUntil(page, form.getByRole('button', { name: 'Add a card' }), 40);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { level: 2, name: 'Add card' })).toBeVisible();
    await tabUntil(page, form.getByLabel('Card number'), 10);
    await page.keyboard.type('5105105105105100');
    await tabTo(page, form.getByLabel('Expiry date'));
    await page.keyboard.type('1030');
    await tabTo(page, form.getByLabel('Security code'));
    await page.keyboard.type('737');
    await tabTo(page, form.getByLabel('Name on card'));
    await page.keyboard.type('Sam Shopper');
    // The saved billing address of the showcase is chosen already: on to the submit button.
    await tabUntil(page, form.getByRole('button', { name: 'Add card' }), 15);
    await page.keyboard.press('Enter');
    await expect(reviewCard(page, 'Mastercard Credit')).toBeVisible();
  });
});

test.describe('the wallet\'s billing addresses', () => {
  test('an address added through the suggestion: the recommended one, its changed field marked, is saved', async ({ page }) => {
    const shopper = journeyShopper('address-suggested');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper);
    await wallet(page).getByRole('button', { name: 'Add an address' }).click();
    await expect(wallet(page).getByRole('heading', { level: 2, name: 'Add new address' })).toBeVisible();
    await fillAddress(page, { ...BILLING_FORM, city: 'Palo Alto' });
    await wallet(page).getByRole('button', { name: 'Add address' }).click();
    const chooser = page.getByRole('dialog', { name: 'Check your billing address' });
    await expect(chooser).toBeVisible();
    await expect(chooser.locator('mark')).toHaveText(/Mountain View/);
    await expectAccessible(page);
    await chooser.getByRole('button', { name: 'Use this address' }).click();
    await expect(wallet(page).getByText('Your address was added.')).toBeVisible();
    await expect(wallet(page).getByTestId('review-address').filter({ hasText: '1600 Amphitheatre Pkwy' })).toContainText('Mountain View');
  });

  test('the autocomplete: a ZIP typed fills city and state after the debounce (the offline provider)', async ({ page }) => {
    const shopper = journeyShopper('address-autocomplete');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper);
    await wallet(page).getByRole('button', { name: 'Add an address' }).click();
    await wallet(page).getByLabel('ZIP or postal code').fill('94043');
    const city = wallet(page).getByLabel('City');
    // §5: debounced 1000 ms: nothing yet right after the typing.
    await expect(city).toHaveValue('');
    await expect(city).toHaveValue('Mountain View', { timeout: 5000 });
    await expect(wallet(page).getByLabel('State or province')).toHaveValue('CA');
    await expect(wallet(page).getByRole('status').filter({ hasText: 'City and state filled in from the postal code.' })).toHaveCount(1);
  });

  test('not found: Add there saves it as entered; then updated, then deleted after the confirmation', async ({ page }) => {
    const shopper = journeyShopper('address-not-found');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper);
    await wallet(page).getByRole('button', { name: 'Add an address' }).click();
    await fillAddress(page, { ...BILLING_FORM, postalCode: '00000' });
    await wallet(page).getByRole('button', { name: 'Add address' }).click();
    const notFound = page.getByRole('dialog', { name: "We couldn't find this address" });
    await expect(notFound).toBeVisible();
    // Edit closes it and returns to line 1.
    await notFound.getByRole('button', { name: 'Edit' }).click();
    await expect(wallet(page).getByLabel('Address line 1')).toBeFocused();
    await wallet(page).getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('dialog', { name: "We couldn't find this address" }).getByRole('button', { name: 'Add' }).click();
    await expect(wallet(page).getByText('Your address was added.')).toBeVisible();
    const saved = wallet(page).getByTestId('review-address').filter({ hasText: '00000' });
    await expect(saved).toBeVisible();

    await saved.getByRole('button', { name: /^Edit/ }).click();
    await expect(wallet(page).getByRole('heading', { level: 2, name: 'Update or delete address' })).toBeVisible();
    await wallet(page).getByLabel('Address line 2 (optional)').fill('Building 40');
    await wallet(page).getByRole('button', { name: 'Update address' }).click();
    await page.getByRole('dialog', { name: "We couldn't find this address" }).getByRole('button', { name: 'Add' }).click();
    await expect(wallet(page).getByText('Your address was updated.')).toBeVisible();
    await expect(wallet(page).getByTestId('review-address').filter({ hasText: '00000' })).toBeVisible();

    await wallet(page).getByTestId('review-address').filter({ hasText: '00000' }).getByRole('button', { name: /^Edit/ }).click();
    await wallet(page).getByRole('button', { name: 'Delete address' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete address' }).click();
    await expect(wallet(page).getByText('Your address was deleted.')).toBeVisible();
    await expect(wallet(page).getByTestId('review-address').filter({ hasText: '00000' })).toHaveCount(0);
  });
});

test.describe('the embedded wallet isolated in a frame of its own origin', () => {
  test('a card added in the frame lands on review; a script on the checkout page cannot read the card number', async ({ page }) => {
    const shopper = journeyShopper('isolated');
    await showcaseWallet(shopper);
    await page.goto(`${CHECKOUT}/?shopper=${encodeURIComponent(shopper)}&mode=iframe`);
    await expect(page.getByRole('link', { name: 'In a separate frame (isolated)' })).toHaveAttribute('aria-current', 'page');
    const frame = page.frameLocator('iframe[title="Saved cards"]');
    await expect(frame.getByRole('heading', { level: 2, name: 'Review your payment' })).toBeVisible();
    await expect(frame.getByText("You've suspended this card. Turn it back on in your card services to pay with it.")).toBeVisible();
    await frame.getByRole('button', { name: 'Add a card' }).click();
    await frame.getByLabel('Card number').fill(recordSecret('cardNumber', '5105 1051 0510 5100'));
    await frame.getByLabel('Expiry date').fill('1030');
    await frame.getByLabel('Security code').fill(recordSecret('securityCode', '737'));
    await frame.getByLabel('Name on card').fill('Sam Shopper');
    // The merchant's own script tries to read what the shopper typed: the frame's document is closed to it.
    const seen = await page.evaluate(() => {
      const element = document.querySelector('iframe');
      let frameDocument: string;
      try {
        frameDocument = element?.contentDocument === null ? 'null' : 'readable';
        const inner = element?.contentWindow?.document;
        if (inner) frameDocument = 'readable';
      } catch (error) {
        frameDocument = error instanceof DOMException ? error.name : 'error';
      }
      const inputs = [...document.querySelectorAll('input')].map((input) => input.value);
      return { frameDocument, pageText: document.body.innerText, inputs };
    });
    expect(['null', 'SecurityError']).toContain(seen.frameDocument);
    expect(seen.pageText).not.toContain('5105');
    expect(seen.inputs.join(' ')).not.toContain('5105');
    const walletFrame = page.frames().find((f) => f.url().includes('/embed/frame.html'));
    if (!walletFrame) throw new Error('the wallet frame is not there');
    await expectAccessible(walletFrame);
    await frame.getByRole('button', { name: 'Add card' }).click();
    await expect(frame.getByTestId('review-card').filter({ hasText: 'Mastercard Credit' })).toBeVisible();
    // The event crossed from the frame by message, to the page's listener.
    await expect(page.getByRole('status').filter({ hasText: 'Card saved to your wallet.' })).toBeVisible();
    await expectAccessible(walletFrame);
  });

  test('Cancel in the frame takes the checkout page to its back URL', async ({ page }) => {
    const shopper = journeyShopper('isolated-cancel');
    await showcaseWallet(shopper);
    await page.goto(`${CHECKOUT}/?shopper=${encodeURIComponent(shopper)}&mode=iframe`);
    const frame = page.frameLocator('iframe[title="Saved cards"]');
    await frame.getByRole('button', { name: 'Add a card' }).click();
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${CHECKOUT}/?left=wallet&mode=iframe`);
    await expect(page.getByText('You left the wallet. Your basket is still here.')).toBeVisible();
  });
});
