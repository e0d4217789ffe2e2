// The embedded wallet on Harbour Goods' checkout page (demo-sites), mounted by its
// framework-free loader in both of its modes: in the page, and isolated in a frame of the wallet's own
// origin. Every journey but the frame's own runs in each mode, with a shopper of its own. The checkout
// page's CSP is strict (nonces, no inline script): the fixture fails a journey on any violation, and
// runs axe and the storage check at its end, in the page and in the wallet's frame.
import { expect, expectAccessible, remoteOrigin, test } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports.mjs';
import { tabTo, tabUntil } from '../support/sign-in';
import { recordSecret } from '../support/secrets';
import {
  A_VISA,
  backUrl,
  BILLING_FORM,
  checkoutUrl,
  checkoutWallet,
  endShopperSessions,
  fillAddress,
  fillCard,
  journeyShopper,
  lastWalletEvent,
  openCheckout,
  shopperAddresses,
  shopperCards,
  shopperSession,
  showcaseWallet,
  WALLET_MODES,
  walletCallStatus,
  walletEvents,
} from '../support/wallet';

for (const { mode, title } of WALLET_MODES) {
  test.describe(`the embedded wallet ${title}`, () => {
    test('review shows every reason a card cannot pay, with its message; a usable card pays', async ({ page }) => {
      const shopper = journeyShopper(`showcase-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      const cases: [string, string][] = [
        ['Old Visa', 'This card has expired.'],
        ['Online Visa', 'This card failed 3-D Secure verification.'],
        ['New Visa', "This card hasn't been verified."],
        ['Toronto Visa Debit', "This merchant doesn't accept Visa debit cards issued in Canada."],
        ['Amex rewards', "This merchant doesn't accept this card brand."],
        ['Spare Discover', "You've suspended this card. Turn it back on in your card services to pay with it."],
      ];
      for (const [name, message] of cases) {
        const tile = wallet.card(name);
        await expect(tile.getByText(message)).toBeVisible();
        await expect(tile.getByRole('radio')).toBeDisabled();
      }
      // §2: only the card that is not verified has an Edit card link.
      await expect(wallet.root.getByRole('button', { name: 'Edit card' })).toHaveCount(1);
      await expect(wallet.card('New Visa').getByRole('button', { name: 'Edit card' })).toBeVisible();
      // The default card is usable, chosen first, and pays.
      const usable = wallet.card('Everyday Mastercard');
      await expect(usable.getByRole('radio')).toBeChecked();
      await expect(usable.getByText('Default card')).toBeVisible();
      await wallet.root.getByRole('button', { name: 'Use this card' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Paid $40.50 with your saved card.' })).toBeVisible();
      expect(await lastWalletEvent(page)).toBe('cardSelected');
      await wallet.expectAccessible();
    });

    test('an empty wallet: a card added with a new billing address lands on review, its nickname made from brand and type', async ({
      page,
    }) => {
      const wallet = await openCheckout(page, journeyShopper(`add-${mode}`), mode);
      await expect(wallet.root.getByText('You have no saved cards yet.')).toBeVisible();
      expect(await lastWalletEvent(page)).toBe('empty');
      await wallet.root.getByRole('button', { name: 'Add a card' }).click();
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Add card' })).toBeVisible();
      await fillCard(wallet, A_VISA);
      await fillAddress(wallet, BILLING_FORM);
      await wallet.expectAccessible();
      await wallet.root.getByRole('button', { name: 'Add card' }).click();
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Review your payment' })).toBeVisible();
      const added = wallet.card('Visa Credit');
      await expect(added.getByText('•••• 4242')).toBeVisible();
      await expect(added.getByText('Expires 09/31')).toBeVisible();
      await expect(added.getByText('Default card')).toBeVisible();
      // §4: a 201 signals the card created (the event reaches the page's listener, by message from a frame).
      await expect(page.getByRole('status').filter({ hasText: 'Card saved to your wallet.' })).toBeVisible();
    });

    test('a failed save goes to addCard/retry with the security code cleared and the message under it; the next try saves', async ({
      page,
    }) => {
      const wallet = await openCheckout(page, journeyShopper(`retry-${mode}`), mode);
      await wallet.root.getByRole('button', { name: 'Add a card' }).click();
      // The sandbox's "security code failed" (gateway/README.md): §8 10200.
      await fillCard(wallet, { ...A_VISA, cvv: '102' });
      await fillAddress(wallet, BILLING_FORM);
      await wallet.root.getByRole('button', { name: 'Add card' }).click();
      const cvv = wallet.root.getByLabel('Security code');
      await expect(wallet.root.getByText("The security code doesn't match this card.")).toBeVisible();
      await expect(cvv).toHaveValue('');
      await expect(cvv).toBeFocused();
      // §4 Card save error: the retry route, with its retry marker.
      await expect(wallet.root.locator('h2[data-retry-at]')).toHaveText('Add card');
      // The billing address was saved before the card: it is offered now, not asked again.
      await expect(wallet.root.getByText('1600 Amphitheatre Pkwy')).toBeVisible();
      await cvv.fill(recordSecret('securityCode', '737'));
      await wallet.root.getByRole('button', { name: 'Add card' }).click();
      await expect(wallet.card('Visa Credit')).toBeVisible();
    });

    test('edit through editCard/{id}, then delete it there: the notice, and the card gone from review', async ({
      page,
    }) => {
      const shopper = journeyShopper(`edit-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      await wallet.card('New Visa').getByRole('button', { name: 'Edit card' }).click();
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Edit card' })).toBeVisible();
      await expect(wallet.root.getByText('Card ending in 0101')).toBeVisible();
      await wallet.root.getByLabel('Card nickname (optional)').fill('Groceries');
      await wallet.root.getByLabel('Security code').fill(recordSecret('securityCode', '737'));
      await wallet.root.getByRole('button', { name: 'Update card' }).click();
      await expect(wallet.card('Groceries')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Card updated.' })).toBeVisible();

      await wallet.card('Groceries').getByRole('button', { name: 'Edit card' }).click();
      await wallet.root.getByRole('button', { name: 'Delete card' }).click();
      const dialog = wallet.dialogs.getByRole('alertdialog', { name: 'Are you sure?' });
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(wallet.root.getByText('The card was deleted successfully.')).toBeVisible();
      await expect(wallet.card('Groceries')).toHaveCount(0);
      expect(await walletEvents(page)).toEqual(expect.arrayContaining(['cardSaved', 'cardDeleted']));
    });

    test("another shopper's card and address ids answer as not found, to the gateway and in the wallet", async ({
      page,
    }) => {
      const owner = journeyShopper(`owner-${mode}`);
      await showcaseWallet(owner);
      const ownersCard = (await shopperCards(owner))[0]?.id ?? '';
      const ownersAddress = (await shopperAddresses(owner))[0]?.id ?? '';
      expect(ownersCard).not.toBe('');
      expect(ownersAddress).not.toBe('');

      // An intruder with a session of its own asks for the owner's card and address by their ids.
      const intruder = journeyShopper(`intruder-${mode}`);
      const session = await shopperSession(intruder);
      expect(await walletCallStatus(session, 'DELETE', `/wallet/v1/paymentInstruments/${ownersCard}`)).toBe(404);
      expect(
        await walletCallStatus(session, 'PATCH', `/wallet/v1/paymentInstruments/${ownersCard}`, {
          paymentInstrument: {
            nameOnCard: 'Sam Shopper',
            expirationDate: { month: 9, year: 2031 },
            cvv: '',
            nickName: 'Mine now',
            default: true,
          },
        }),
      ).toBe(404);
      expect(await walletCallStatus(session, 'DELETE', `/wallet/v1/addresses/${ownersAddress}`)).toBe(404);
      // The intruder's wallet opened at the owner's ids says they are not in it, with the way back.
      await page.goto(checkoutUrl(intruder, mode, `editCard/${ownersCard}`));
      const wallet = checkoutWallet(page, mode);
      await expect(wallet.root.getByRole('alert').filter({ hasText: "This card isn't in your wallet." })).toBeVisible();
      await page.goto(checkoutUrl(intruder, mode, `addressupdatedelete/${ownersAddress}`));
      await expect(
        wallet.root.getByRole('alert').filter({ hasText: "This address isn't in your wallet." }),
      ).toBeVisible();
      await wallet.root.getByRole('button', { name: 'Back to your cards' }).click();
      await expect(wallet.root.getByText('You have no saved cards yet.')).toBeVisible();
      // The owner's wallet is whole.
      const owners = await openCheckout(page, owner, mode);
      await expect(owners.card('Everyday Mastercard')).toBeVisible();
      expect((await shopperAddresses(owner)).map((a) => a.id)).toContain(ownersAddress);
      expect((await shopperCards(owner)).find((c) => c.id === ownersCard)?.nickName).not.toBe('Mine now');
    });

    test('the host opens deleteCard/{id}: the confirmation with Delete focused, then review without the card and the notice', async ({
      page,
    }) => {
      const shopper = journeyShopper(`delete-${mode}`);
      await showcaseWallet(shopper);
      const amex = (await shopperCards(shopper)).find((c) => c.nickName === 'Amex rewards')?.id ?? '';
      await page.goto(checkoutUrl(shopper, mode, `deleteCard/${amex}`));
      const wallet = checkoutWallet(page, mode);
      const dialog = wallet.dialogs.getByRole('alertdialog', { name: 'Are you sure?' });
      await expect(dialog.getByText('0005')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Review your payment' })).toBeVisible();
      await expect(wallet.root.getByText('The card was deleted successfully.')).toBeVisible();
      await expect(wallet.card('Amex rewards')).toHaveCount(0);
      expect(await walletEvents(page)).toContain('cardDeleted');
    });

    test('Cancel goes to the back URL the checkout configured', async ({ page }) => {
      const shopper = journeyShopper(`cancel-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      await wallet.root.getByRole('button', { name: 'Add a card' }).click();
      await wallet.root.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(backUrl(mode));
      await expect(page.getByText('You left the wallet. Your basket is still here.')).toBeVisible();
    });

    test('a session that ends: the next call is refused, the wallet says so in place of its screens, the page hears sessionEnded; a reload shows it all again', async ({
      page,
    }) => {
      const shopper = journeyShopper(`ended-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      await wallet.root.getByRole('button', { name: 'Add an address' }).click();
      await fillAddress(wallet, BILLING_FORM);
      await endShopperSessions(shopper);
      await wallet.root.getByRole('button', { name: 'Add address' }).click();
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Your session has ended' })).toBeFocused();
      await expect(wallet.root.getByRole('alert')).toHaveText(
        'For your security, your saved cards are shown for a limited time. Reload the page to carry on with your checkout.',
      );
      // No popup sends the merchant's page to a sign-in it does not have.
      await expect(wallet.dialogs.getByRole('alertdialog')).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: 'Your checkout session has ended. Please reload the page.' }),
      ).toBeVisible();
      expect((await walletEvents(page)).filter((type) => type === 'sessionEnded')).toHaveLength(1);
      await wallet.expectAccessible();
      await page.reload();
      await expect(wallet.card('Everyday Mastercard')).toBeVisible();
    });

    test('a checkout offering to save a card: No thanks in place of Cancel raises enrolmentDone, and the shopper pays another way', async ({
      page,
    }) => {
      await page.goto(checkoutUrl(journeyShopper(`no-thanks-${mode}`), mode, undefined, { offer: 'save' }));
      const wallet = checkoutWallet(page, mode);
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Add card' })).toBeVisible();
      await expect(wallet.root.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
      await wallet.root.getByRole('button', { name: 'No thanks' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'No card saved. You can still pay another way.' }),
      ).toBeVisible();
      expect(await walletEvents(page)).toContain('enrolmentDone');
      await expect(wallet.root.getByText('You have no saved cards yet.')).toBeVisible();
    });

    test('the card flow by keyboard alone: Add a card, every field, Add card, and review', async ({ page }) => {
      const shopper = journeyShopper(`keyboard-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      const form = wallet.root;
      await tabUntil(page, form.getByRole('button', { name: 'Add a card' }), 40);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('heading', { level: 2, name: 'Add card' })).toBeVisible();
      await tabUntil(page, form.getByLabel('Card number'), 10);
      await page.keyboard.type(recordSecret('cardNumber', '5105105105105100'));
      await tabTo(page, form.getByLabel('Expiry date'));
      await page.keyboard.type('1030');
      await tabTo(page, form.getByLabel('Security code'));
      await page.keyboard.type(recordSecret('securityCode', '737'));
      await tabTo(page, form.getByLabel('Name on card'));
      await page.keyboard.type('Sam Shopper');
      // The saved billing address of the showcase is chosen already: on to the submit button.
      await tabUntil(page, form.getByRole('button', { name: 'Add card' }), 15);
      await page.keyboard.press('Enter');
      await expect(wallet.card('Mastercard Credit')).toBeVisible();
    });
  });

  test.describe(`the wallet's billing addresses, ${title}`, () => {
    test('an address added through the suggestion: the recommended one, its changed field marked, is saved', async ({
      page,
    }) => {
      const shopper = journeyShopper(`address-suggested-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      await wallet.root.getByRole('button', { name: 'Add an address' }).click();
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Add new address' })).toBeVisible();
      await fillAddress(wallet, { ...BILLING_FORM, city: 'Palo Alto' });
      await wallet.root.getByRole('button', { name: 'Add address' }).click();
      const chooser = wallet.dialogs.getByRole('dialog', { name: 'Check your billing address' });
      await expect(chooser).toBeVisible();
      await expect(chooser.locator('mark')).toHaveText(/Mountain View/);
      await wallet.expectAccessible();
      await chooser.getByRole('button', { name: 'Use this address' }).click();
      await expect(wallet.root.getByText('Your address was added.')).toBeVisible();
      await expect(
        wallet.root.getByTestId('review-address').filter({ hasText: '1600 Amphitheatre Pkwy' }),
      ).toContainText('Mountain View');
    });

    test('the autocomplete (the offline provider): a ZIP typed fills city and state after the debounce; line 1 offers the saved places', async ({
      page,
    }) => {
      const shopper = journeyShopper(`address-autocomplete-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      await wallet.root.getByRole('button', { name: 'Add an address' }).click();
      await wallet.root.getByLabel('ZIP or postal code').fill('94043');
      const city = wallet.root.getByLabel('City');
      // §5: debounced 1000 ms: nothing yet right after the typing.
      await expect(city).toHaveValue('');
      await expect(city).toHaveValue('Mountain View', { timeout: 5000 });
      await expect(wallet.root.getByLabel('State or province')).toHaveValue('CA');
      await expect(
        wallet.root.getByRole('status').filter({ hasText: 'City and state filled in from the postal code.' }),
      ).toHaveCount(1);

      // Line 1 offers the shopper's saved places after the debounce; picking one (the browser's list sets
      // the field to the option) fills the place's fields and keeps the name typed.
      await wallet.root.getByLabel('Full name').fill('Alex Shopper');
      const line1 = wallet.root.getByLabel('Address line 1');
      await line1.fill('350 5');
      const options = wallet.root.getByTestId('address-suggestions').locator('option');
      await expect(options).toHaveCount(0);
      await expect(options).toHaveCount(1, { timeout: 5000 });
      const label = await options.first().getAttribute('value');
      expect(label).toBe('350 5th Ave, New York NY 10118');
      await line1.fill(label ?? '');
      await expect(line1).toHaveValue('350 5th Ave');
      await expect(city).toHaveValue('New York');
      await expect(wallet.root.getByLabel('State or province')).toHaveValue('NY');
      await expect(wallet.root.getByLabel('ZIP or postal code')).toHaveValue('10118');
      await expect(wallet.root.getByLabel('Full name')).toHaveValue('Alex Shopper');
      await expect(
        wallet.root.getByRole('status').filter({ hasText: 'Address filled in from your saved addresses.' }),
      ).toHaveCount(1);
    });

    test("the autocomplete (acme's hosted places service, the sandbox's stand-in): line 1 offers its places; the one picked fills the address, which saves", async ({
      page,
    }) => {
      const shopper = journeyShopper(`address-places-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      await wallet.root.getByRole('button', { name: 'Add an address' }).click();
      await wallet.root.getByLabel('Full name').fill('Alex Shopper');
      const line1 = wallet.root.getByLabel('Address line 1');
      await line1.fill('1100 congr');
      // §5: debounced 1000 ms; then the service's place (no saved address of this shopper is in Austin).
      const options = wallet.root.getByTestId('address-suggestions').locator('option');
      await expect(options).toHaveCount(0);
      await expect(options).toHaveCount(1, { timeout: 5000 });
      const label = await options.first().getAttribute('value');
      expect(label).toBe('1100 Congress Ave, Austin, TX 78701, United States');
      // The service's script went into the wallet's document: the page's, with the page's nonce, or,
      // isolated, the frame's own (the merchant's page loads nothing of it).
      const placesScript = () =>
        [...document.scripts]
          .filter((s) => s.src.includes('/maps/api/js'))
          .map((s) => ({ nonce: s.nonce, key: new URL(s.src).searchParams.get('key') }));
      const pageNonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
      if (mode === 'iframe') {
        const frame = page.frames().find((f) => f.url().includes('/embed/frame.html'));
        if (!frame) throw new Error('the wallet frame is not there');
        expect(await frame.evaluate(placesScript)).toEqual([{ nonce: '', key: 'places_sandbox_public_key' }]);
        expect(await page.evaluate(placesScript)).toEqual([]);
      } else {
        expect(await page.evaluate(placesScript)).toEqual([{ nonce: pageNonce, key: 'places_sandbox_public_key' }]);
      }
      await line1.fill(label ?? '');
      await expect(line1).toHaveValue('1100 Congress Ave');
      await expect(wallet.root.getByLabel('City')).toHaveValue('Austin');
      await expect(wallet.root.getByLabel('State or province')).toHaveValue('TX');
      await expect(wallet.root.getByLabel('ZIP or postal code')).toHaveValue('78701');
      await expect(wallet.root.getByLabel('Full name')).toHaveValue('Alex Shopper');
      await expect(
        wallet.root.getByRole('status').filter({ hasText: 'Address filled in from the place you picked.' }),
      ).toHaveCount(1);
      await wallet.root.getByLabel('Phone').fill('5125550147');
      await wallet.root.getByRole('button', { name: 'Add address' }).click();
      await expect(wallet.root.getByText('Your address was added.')).toBeVisible();
      await expect(wallet.root.getByTestId('review-address').filter({ hasText: '1100 Congress Ave' })).toContainText(
        'Austin',
      );
      expect((await shopperAddresses(shopper)).map((a) => a.line1)).toContain('1100 Congress Ave');
      await wallet.expectAccessible();
    });

    test('by keyboard alone: an address added, then deleted after its confirmation', async ({ page }) => {
      const shopper = journeyShopper(`address-keyboard-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      const form = wallet.root;
      await tabUntil(page, form.getByRole('button', { name: 'Add an address' }), 60);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('heading', { level: 2, name: 'Add new address' })).toBeVisible();
      await tabUntil(page, form.getByLabel('Full name'), 10);
      await page.keyboard.type(BILLING_FORM.personName);
      await tabTo(page, form.getByLabel('Address line 1'));
      await page.keyboard.type(BILLING_FORM.line1);
      await tabTo(page, form.getByLabel('Address line 2 (optional)'));
      await tabTo(page, form.getByLabel('City'));
      await page.keyboard.type(BILLING_FORM.city);
      await tabTo(page, form.getByLabel('State or province'));
      await page.keyboard.type(BILLING_FORM.state);
      await tabTo(page, form.getByLabel('ZIP or postal code'));
      await page.keyboard.type(BILLING_FORM.postalCode);
      await tabTo(page, form.getByLabel('Country'));
      await tabTo(page, form.getByLabel('Phone'));
      await page.keyboard.type(BILLING_FORM.phone);
      await tabTo(page, form.getByRole('button', { name: 'Add address' }));
      await page.keyboard.press('Enter');
      await expect(form.getByText('Your address was added.')).toBeVisible();
      const saved = form.getByTestId('review-address').filter({ hasText: '1600 Amphitheatre Pkwy' });
      await tabUntil(page, saved.getByRole('button', { name: /^Edit/ }), 60);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('heading', { level: 2, name: 'Update or delete address' })).toBeVisible();
      await tabUntil(page, form.getByRole('button', { name: 'Delete address' }), 20);
      await page.keyboard.press('Enter');
      const confirm = wallet.dialogs.getByRole('alertdialog', { name: 'Delete this address?' });
      await expect(confirm).toBeVisible();
      await tabUntil(page, confirm.getByRole('button', { name: 'Delete address' }), 4);
      await page.keyboard.press('Enter');
      await expect(form.getByText('Your address was deleted.')).toBeVisible();
      await expect(saved).toHaveCount(0);
    });

    test('not found: Add there saves it as entered; then updated, then deleted after the confirmation', async ({
      page,
    }) => {
      const shopper = journeyShopper(`address-not-found-${mode}`);
      await showcaseWallet(shopper);
      const wallet = await openCheckout(page, shopper, mode);
      await wallet.root.getByRole('button', { name: 'Add an address' }).click();
      await fillAddress(wallet, { ...BILLING_FORM, postalCode: '00000' });
      await wallet.root.getByRole('button', { name: 'Add address' }).click();
      const notFound = wallet.dialogs.getByRole('dialog', { name: "We couldn't find this address" });
      await expect(notFound).toBeVisible();
      // Edit closes it and returns to line 1.
      await notFound.getByRole('button', { name: 'Edit' }).click();
      await expect(wallet.root.getByLabel('Address line 1')).toBeFocused();
      await wallet.root.getByRole('button', { name: 'Add address' }).click();
      await notFound.getByRole('button', { name: 'Add' }).click();
      await expect(wallet.root.getByText('Your address was added.')).toBeVisible();
      const saved = wallet.root.getByTestId('review-address').filter({ hasText: '00000' });
      await expect(saved).toBeVisible();

      await saved.getByRole('button', { name: /^Edit/ }).click();
      await expect(wallet.root.getByRole('heading', { level: 2, name: 'Update or delete address' })).toBeVisible();
      await wallet.root.getByLabel('Address line 2 (optional)').fill('Building 40');
      await wallet.root.getByRole('button', { name: 'Update address' }).click();
      await notFound.getByRole('button', { name: 'Add' }).click();
      await expect(wallet.root.getByText('Your address was updated.')).toBeVisible();
      await expect(saved).toContainText('Building 40');

      await saved.getByRole('button', { name: /^Edit/ }).click();
      await wallet.root.getByRole('button', { name: 'Delete address' }).click();
      await wallet.dialogs
        .getByRole('alertdialog', { name: 'Delete this address?' })
        .getByRole('button', { name: 'Delete address' })
        .click();
      await expect(wallet.root.getByText('Your address was deleted.')).toBeVisible();
      await expect(saved).toHaveCount(0);
    });
  });
}

test.describe('the embedded wallet isolated in a frame of its own origin', () => {
  test("the frame's page has a strict CSP, and only the registered merchant's page may frame it", async ({
    page,
    context,
  }) => {
    const frameUrl = `${remoteOrigin('mfe_embedded_wallet')}/embed/frame.html`;
    const answer = await page.request.get(frameUrl);
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' http://localhost:" + E2E_PORTS.places);
    expect(csp).toContain(
      `frame-ancestors http://localhost:${E2E_PORTS.checkout} http://127.0.0.1:${E2E_PORTS.checkout}`,
    );
    expect(csp).not.toContain('unsafe');

    // A page of no registered merchant frames it: the browser refuses (a page of its own, watched here:
    // the fixture's page fails a journey on any CSP refusal).
    const stranger = await context.newPage();
    const refusals: string[] = [];
    stranger.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await stranger.setContent(
      `<!doctype html><html lang="en"><title>Not a merchant</title><iframe title="wallet" src="${frameUrl}"></iframe></html>`,
    );
    await expect.poll(() => refusals.length, { message: 'the browser refused to frame the wallet' }).toBeGreaterThan(0);
    await stranger.close();

    // The registered merchant's page frames it with no refusal (the fixture checks the console).
    const shopper = journeyShopper('framed');
    await showcaseWallet(shopper);
    await openCheckout(page, shopper, 'iframe');
  });

  test('a script on the checkout page cannot read the card number typed in the frame', async ({ page }) => {
    const shopper = journeyShopper('isolated');
    await showcaseWallet(shopper);
    const wallet = await openCheckout(page, shopper, 'iframe');
    await expect(page.getByRole('link', { name: 'In a separate frame (isolated)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await wallet.root.getByRole('button', { name: 'Add a card' }).click();
    await fillCard(wallet, { number: '5105 1051 0510 5100', expiry: '1030', cvv: '737', nameOnCard: 'Sam Shopper' });
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
    await wallet.root.getByRole('button', { name: 'Add card' }).click();
    await expect(wallet.card('Mastercard Credit')).toBeVisible();
  });

  test("in the checkout's locale (es): the frame, its document's language and title, and the wallet in it", async ({
    page,
  }) => {
    const shopper = journeyShopper('isolated-es');
    await showcaseWallet(shopper);
    await page.goto(checkoutUrl(shopper, 'iframe', undefined, { locale: 'es' }));
    await expect(page.locator('iframe')).toHaveAttribute('title', 'Tarjetas guardadas');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 2, name: 'Revise su pago' })).toBeVisible();
    const frame = page.frames().find((f) => f.url().includes('/embed/frame.html'));
    if (!frame) throw new Error('the wallet frame is not there');
    expect(await frame.evaluate(() => ({ lang: document.documentElement.lang, title: document.title }))).toEqual({
      lang: 'es',
      title: 'Tarjetas guardadas',
    });
    await expectAccessible(page);
    await expectAccessible(frame);
  });
});
