// §2 features (decision 028): a cardholder opens Features from the nav, chooses a card,
// reads what it can do, reveals its full number and expiry (§7 sdkPayload/v2) and sees them hidden
// again, on Hide and after the 30 seconds; turns on Push to partners by accepting its own terms (§7
// Step-up acceptTerms), sees the partners' logos (§9: at most 16) and pushes the card to the sandbox's
// partners, which answer as real ones would (accepted, already provisioned, declined). The revealed number is recorded,
// so the at-rest project and this journey's storage check look for it: the revealed card
// details are a secret like any other. Last, an issuer without the features (tailspin): no Accounts
// or Features link, and both routes go home (§6).
import type { Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { signedInHome } from '../support/cards';
import { asIssuer, expect, expectAccessible, test } from '../support/fixtures';
import { recordSecret } from '../support/secrets';
import { tabUntil } from '../support/sign-in';

/** ready.rita's primary card (gateway/src/db/demo-users.ts), revealed in the journey. */
const EVERYDAY_VISA = '4111111111111111';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openFeatures(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card features' })).toBeVisible();
  await expect(page).toHaveURL(asIssuer('acme', '/features'));
  await expect(page).toHaveTitle(/^Card features \| /);
}

const cardDetails = (page: Page) => page.getByRole('region', { name: 'Card details' });

test.describe('§2 features: what each card can do (decision 028)', () => {
  test('a card chosen, its capabilities read, its details revealed and hidden again on Hide and after 30 seconds', async ({
    page,
  }) => {
    // The page's clock, moved on by the test: the 30 seconds of the reveal pass at once.
    await page.clock.install();
    recordSecret('cardNumber', EVERYDAY_VISA);
    await signedInHome(page, 'ready.rita');
    await openFeatures(page);
    await expectAccessible(page);

    // Several cards qualify: a select chooses one, the primary first.
    const picker = page.getByRole('combobox', { name: 'Card' });
    await expect(picker.locator('option:checked')).toHaveText('Everyday Visa, ending in 1111');
    await expect(
      page.getByRole('heading', { level: 2, name: 'What you can do with Everyday Visa, ending in 1111' }),
    ).toBeVisible();
    for (const name of [
      'Balance',
      'Transaction history',
      'Alerts',
      'Card controls',
      'Push to partners',
      'Card details',
      'Subscription manager',
    ]) {
      await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
    }

    // Reveal: the whole number in groups of four and the expiry, with a warning and a countdown.
    const details = cardDetails(page);
    const answer = page.waitForResponse((res) => res.url().endsWith('/sdkPayload/v2'));
    await details.getByRole('button', { name: 'Show card details' }).click();
    // Not even the browser's HTTP cache keeps the answer.
    expect((await answer).headers()['cache-control']).toBe('no-store');
    await expect(details.getByText('4111 1111 1111 1111', { exact: true })).toBeVisible();
    await expect(details.getByText(/^\d{2}\/\d{2}$/)).toBeVisible();
    await expect(details.getByText(/^Hidden in \d+ seconds?$/)).toBeVisible();
    await expectAccessible(page);
    // Hide: the number leaves the page, and focus goes back to Show.
    await details.getByRole('button', { name: 'Hide card details' }).click();
    await expect(page.getByText('4111 1111 1111 1111')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Show card details' })).toBeFocused();

    // Shown again, and hidden by itself after the 30 seconds of displaySeconds.
    await details.getByRole('button', { name: 'Show card details' }).click();
    await expect(details.getByText('4111 1111 1111 1111', { exact: true })).toBeVisible();
    await page.clock.runFor(29_000);
    await expect(details.getByText('4111 1111 1111 1111', { exact: true })).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(page.getByText('4111 1111 1111 1111')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Show card details' })).toBeVisible();

    // Another card: its own capabilities (a credit card offers no balance on the web, whatever its product).
    await picker.selectOption({ label: 'Old Visa, ending in 1881' });
    const list = page.getByRole('list', { name: 'What you can do with Old Visa, ending in 1881' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('heading', { level: 3, name: 'Balance' })).toHaveCount(0);
    await expect(list.getByRole('link', { name: 'Set the alerts of Old Visa, ending in 1881' })).toBeVisible();
    await expectAccessible(page);
  });

  test('Push to partners: off until its own terms are accepted (§7 Step-up), then the partners and their logos', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openFeatures(page);
    const push = page.getByRole('region', { name: 'Push to partners' });
    await expect(
      push.getByText('Push to partners is off. To turn it on, read its terms and agree to them.'),
    ).toBeVisible();
    const terms = push.getByRole('link', { name: /^Terms and conditions/ });
    await expect(terms).toHaveAttribute('href', /push-provisioning$/);
    await expect(terms).toHaveAttribute('target', '_blank');
    await expectAccessible(page);

    // With the keyboard: the box ticked, Turn on pressed.
    await tabUntil(page, push.getByRole('checkbox', { name: 'I agree to the Push to partners terms' }));
    await page.keyboard.press('Space');
    await tabUntil(page, push.getByRole('button', { name: 'Turn on' }));
    await page.keyboard.press('Enter');
    await expect(push.getByText('Push to partners is on. Choose a partner to send this card to:')).toBeVisible();
    const logos = push.getByRole('list').getByRole('img');
    await expect(logos.first()).toBeVisible();
    const count = await logos.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(16);
    // Every logo has its partner's name, and every image arrived.
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('alt', /\S/);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expectAccessible(page);

    // §6 push provisioning, by keyboard: the card sent to a partner, which takes it; sent again, it has it.
    const pebblewick = push.getByRole('button', { name: 'Send this card to Pebblewick Pay' });
    await tabUntil(page, pebblewick);
    await page.keyboard.press('Enter');
    const answer = push.getByRole('status').last();
    await expect(answer).toHaveText('Pebblewick Pay accepted this card. You can now pay with it there.');
    await expect(pebblewick).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(answer).toHaveText("Pebblewick Pay already has this card. There's nothing more to do.");
    // A partner whose own checks refuse the card (the sandbox's Glimmerbox Games) declines it.
    const glimmerbox = push.getByRole('button', { name: 'Send this card to Glimmerbox Games' });
    await tabUntil(page, glimmerbox);
    await page.keyboard.press('Enter');
    await expect(answer).toHaveText(
      'Glimmerbox Games declined this card. You can choose another partner, or contact Glimmerbox Games to ask why.',
    );
    await expectAccessible(page);

    // Kept by the gateway: after a reload it is still on.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Push to partners' })
        .getByText('Push to partners is on. Choose a partner to send this card to:'),
    ).toBeVisible();
  });
});

test.describe('§6 an issuer without balances, history or SDK features (tailspin, decision 028)', () => {
  test('shows no Accounts or Features link, and both routes go home', async ({ page }) => {
    const account = await freshAccount('tailspin', 'ready.rita');
    await signIn(page, account);
    await waitForSignedInHome(page, 'tailspin');
    await expect(nav(page).getByRole('link')).toHaveText(['Cards', 'Settings']);
    for (const path of ['/accounts', '/features']) {
      await page.goto(asIssuer('tailspin', path));
      await expect(page).toHaveURL(asIssuer('tailspin', '/home'));
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    }
  });
});
