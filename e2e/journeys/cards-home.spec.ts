// §2 Home, §3 Card in the portal (derived display), §4 Card defaults, §9 expiring soon: a cardholder
// signed in at acme sees their cards on home, primary first, with the issuer's card art; one without a
// card is told so and offered to add one. A fresh copy of each demo user per test (decision 013).
import { freshAccount, signIn, waitForSignedInHome, type DemoUsername } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test } from '../support/fixtures';

const ISSUER = 'acme';
// The demo user without a card (gateway/src/db/demo-users.ts) is newer than support/accounts.ts's list
// of demo usernames; the gateway's POST /__dev/users knows it.
const NO_CARD_YET: DemoUsername = 'new.nora';

test.describe('§2 Home: the cardholder’s cards', () => {
  test('§3 §4 ready.rita sees her five cards, primary first, the expiring one flagged, every art loaded', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, 'ready.rita');
    await signIn(page, account);
    await waitForSignedInHome(page, ISSUER);
    const list = page.getByRole('list', { name: 'Your cards' });
    const tiles = list.getByRole('listitem');
    await expect(tiles).toHaveCount(5);
    // §4 "The primary card is moved to the front".
    const first = tiles.first();
    await expect(first.getByRole('link')).toHaveText('Everyday Visa');
    await expect(first.getByText('Primary', { exact: true })).toBeVisible();
    await expect(first.getByText('Card ending in 1111')).toBeAttached();
    await expect(list.getByText('Primary', { exact: true })).toHaveCount(1);
    // §9: under 2 months left.
    const old = tiles.filter({ has: page.getByRole('link', { name: 'Old Visa', exact: true }) });
    await expect(old.getByText('Expires soon')).toBeVisible();
    await expect(list.getByText('Expires soon')).toHaveCount(1);
    // §3 card art from the issuer's assets, every image loaded (none broken).
    const art = list.locator('img');
    await expect(art).toHaveCount(5);
    for (const img of await art.all()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
          message: `${await img.getAttribute('src')} loads`,
        })
        .toBe(true);
    }
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // §6: acme offers balances on the web and her Everyday Visa is a debit card with one: Accounts shows;
    // acme offers push provisioning on WEB_SDK and her cards support it: Features shows.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Cards',
      'Settings',
      'Accounts',
      'Features',
    ]);
    await expectAccessible(page);
    // A tile opens the card's edit page (§2 editCard/{cardID}).
    await first.getByRole('link', { name: 'Everyday Visa' }).click();
    await expect(page).toHaveURL(/\/editCard\/[0-9a-f-]{36}$/);
  });

  test('§4 Card defaults: a cardholder with no card (No Content) is told so and offered to add one', async ({
    page,
  }) => {
    const account = await freshAccount(ISSUER, NO_CARD_YET);
    await signIn(page, account);
    await waitForSignedInHome(page, ISSUER);
    await expect(page.getByText('You have not added a card yet.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your cards' })).toHaveCount(0);
    // §6: the issuer offers Accounts and Features, but she has no card to use them with: neither link.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Cards', 'Settings']);
    await expectAccessible(page);
    const add = page.getByRole('link', { name: 'Add a card' });
    await expect(add).toHaveAttribute('href', '/addCard');
    await add.click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/addCard'));
  });
});
