// §8 Add card (portal), Update card (portal) and Exception cases on the add and edit card screens, and
// §2 "Cancel (resets the address and goes back)" on edit, against the real gateway. The sandbox answers
// a chosen §8 code for the security code typed (gateway README, "Card answers on demand"); what the
// cardholder sees for each is the catalogue's (packages/domain/src/errors, decision 010): a message under
// the field it is about, the form's own message, an error notification, or the one-button popup. After
// each failed save the security code is cleared (§4 Card save error), the screen stays where it is (the
// addCard/retry routes are the wallet's) and no card was added or changed.
// A fresh copy of ready.rita (five cards, one saved address) per test, so the tests run in parallel.
import type { Page } from '@playwright/test';
import { cardTiles, fillAddress, fillCard, openAddCard, openEditCard, signedInHome } from '../support/cards';
import { expect, expectAccessible, test } from '../support/fixtures';

/** The en catalogue's texts (packages/client/src/i18n/locales/en/errors.json), as a cardholder reads them. */
const TEXT = {
  noMatch: "We couldn't find a match for this card in our records. Check the card details and try again.",
  invalidRequest: "We couldn't process this request. Check the card details and try again.",
  invalidInput: "Some of the card details aren't valid. Check them and try again.",
  notFound: "We couldn't find this card.",
  alreadyAdded: 'This card has already been added.',
  cannotUpdate: "This card can't be updated.",
  unauthorized: "You aren't authorized to complete this request for this card.",
  locked: 'Your account is locked. Please try again later.',
  internal: 'Something went wrong on our side. Please try again later.',
  prefixMismatch: "This card number doesn't match the cards we support. Check the number and try again.",
  commonMessage: "We couldn't complete your request. Please check your details and try again.",
  technical: 'Sorry, we are unable to process your request at this time. Please try again later.',
} as const;

/** A number none of ready.rita's cards has: with an ordinary security code it would be added. */
const NEW_CARD = '4242424242424242';

/** §7 Cards (portal): the list (GET) and add (POST) path. */
const CARDS_PATH = '**/consumer-controller/v1/account/*/paymentInstrument';

/** Where the catalogue shows an answer on these screens. */
type Surface =
  /** Under the card number, which takes focus (add only: the edit screen shows no number field). */
  | 'numberField'
  /** The form's own message (an alert region in the form that takes focus). */
  | 'form'
  /** An error notification of the page, with its close button. */
  | 'notification'
  /** The one-button popup, "There's a problem", closed by OK. */
  | 'modal';

interface Case {
  /** The security code that asks the sandbox for the answer. */
  cvv: string;
  /** The §8 code it answers. */
  code: string;
  text: string;
  surface: Surface;
}

const escaped = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const dismissButton = (page: Page) => page.getByRole('button', { name: 'Dismiss notification' });

/** The page's error notifications (the alert region that holds the close buttons). */
const notifications = (page: Page) => page.getByRole('alert').filter({ has: dismissButton(page) });

/** The form's own message with this text: an alert region of the form, not the notifications'. */
const formMessage = (page: Page, text: string) =>
  page
    .getByRole('alert')
    .filter({ hasNot: dismissButton(page) })
    .filter({ hasText: text });

const popup = (page: Page) => page.getByRole('alertdialog', { name: "There's a problem" });

/** Submits the form and checks the answer shows where the catalogue puts it, and nowhere else. */
async function expectAnswer(page: Page, submit: string, c: Case): Promise<void> {
  await page.getByRole('button', { name: submit }).click();
  const number = page.getByLabel('Card number');
  const message = `${c.code}: ${c.text}`;
  switch (c.surface) {
    case 'numberField':
      await expect(number, message).toHaveAttribute('aria-invalid', 'true');
      await expect(number, message).toHaveAccessibleDescription(escaped(c.text));
      await expect(number).toBeFocused();
      await expect(notifications(page), `${c.code} is not also a notification`).toHaveCount(0);
      break;
    case 'form':
      await expect(formMessage(page, c.text), message).toHaveText(c.text);
      await expect(formMessage(page, c.text)).toBeFocused();
      await expect(notifications(page), `${c.code} is not also a notification`).toHaveCount(0);
      break;
    case 'notification':
      await expect(notifications(page), message).toHaveText(new RegExp(`^Error: ${escaped(c.text).source}$`));
      await expect(formMessage(page, c.text), `${c.code} is not also the form's message`).toHaveCount(0);
      if ((await number.count()) > 0)
        await expect(number, `${c.code} is not about the number`).not.toHaveAttribute('aria-invalid', 'true');
      break;
    case 'modal':
      await expect(popup(page), message).toContainText(c.text);
      await expect(popup(page).getByRole('button', { name: 'OK' })).toBeFocused();
      break;
  }
  // §4 Card save error: the security code is cleared.
  await expect(page.getByLabel('Security code'), `${c.code} clears the security code`).toHaveValue('');
}

/** Closes what a case left open: the popup by its one button, a notification by its close button. */
async function closeAnswer(page: Page, c: Case): Promise<void> {
  if (c.surface === 'modal') {
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await expect(popup(page)).toHaveCount(0);
  }
  if (c.surface === 'notification') {
    await dismissButton(page).click();
    await expect(notifications(page)).toHaveCount(0);
  }
}

/**
 * Types the security code that asks the sandbox for an answer, over the one fillCard typed (and
 * recorded for the at-rest check). These are not recorded: they are the sandbox's published triggers,
 * not a cardholder's secret, and after a whole run numbers such as 102, 304 or 400 stand alone in the
 * dump as counters (the outbox's seq, the rate limits' hits) without being a leak.
 */
async function typeSandboxCode(page: Page, cvv: string): Promise<void> {
  await page.getByLabel('Security code').fill(cvv);
}

/** Each add case starts on a form opened afresh from home, where ready.rita's list is unchanged. */
async function runAddCases(page: Page, cases: readonly Case[], before: readonly string[]): Promise<void> {
  for (const c of cases) {
    await openAddCard(page);
    await fillCard(page, { number: NEW_CARD, cvv: '739' });
    await typeSandboxCode(page, c.cvv);
    await expectAnswer(page, 'Add card', c);
    await expect(page).toHaveURL(/\/addCard$/);
    await closeAnswer(page, c);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(cardTiles(page).getByRole('link'), `no card was added after ${c.code}`).toHaveText([...before]);
  }
}

/** Adds a card whose request reaches the gateway emptied, so the real gateway answers 400 inputValidationError. */
async function sendUnreadableCard(page: Page): Promise<void> {
  await page.route(CARDS_PATH, (route) =>
    route.request().method() === 'POST' ? route.continue({ postData: '{}' }) : route.continue(),
  );
  await fillCard(page, { number: NEW_CARD, cvv: '739' });
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(popup(page)).toBeVisible();
  await page.unroute(CARDS_PATH);
}

/** Home's card titles now. */
async function cardTitles(page: Page): Promise<string[]> {
  await expect(cardTiles(page)).toHaveCount(5);
  return cardTiles(page).getByRole('link').allTextContents();
}

test.describe('§8 card errors', () => {
  test('§8 Add card (portal): each answer as a field message, the form’s message or a notification; the security code cleared; no card added', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    const before = await cardTitles(page);
    await runAddCases(
      page,
      [
        // "prefix not matching": about the number, under it (the add table's own row).
        { cvv: '422', code: '422', text: TEXT.prefixMismatch, surface: 'numberField' },
        // The same words, but §8 Exception cases make DPS_1002 a notification.
        { cvv: '102', code: 'DPS_1002', text: TEXT.prefixMismatch, surface: 'notification' },
        { cvv: '304', code: 'PROFILE_3004', text: TEXT.alreadyAdded, surface: 'numberField' },
        { cvv: '403', code: '403', text: TEXT.invalidInput, surface: 'form' },
        { cvv: '106', code: 'VMCP_1006', text: TEXT.commonMessage, surface: 'notification' },
        { cvv: '299', code: '299', text: TEXT.noMatch, surface: 'notification' },
        // The add table's own 400 row ("invalid request") wins over the exception case (decision 010).
        { cvv: '400', code: '400', text: TEXT.invalidRequest, surface: 'notification' },
        { cvv: '405', code: '405', text: TEXT.invalidRequest, surface: 'notification' },
        { cvv: '404', code: '404', text: TEXT.notFound, surface: 'notification' },
        { cvv: '412', code: '412', text: TEXT.unauthorized, surface: 'notification' },
        // The add table's own 500 row ("internal error") wins over the general technical popup (decision 010).
        { cvv: '500', code: '500', text: TEXT.internal, surface: 'notification' },
      ],
      before,
    );
  });

  test('§8 Add card (portal): a lock, PROFILE_3005 or 423, is the popup the cardholder acknowledges with OK; the security code cleared; no card added', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    const before = await cardTitles(page);
    await openAddCard(page);
    await fillCard(page, { number: NEW_CARD, cvv: '739' });
    await typeSandboxCode(page, '305');
    await expectAnswer(page, 'Add card', { cvv: '305', code: 'PROFILE_3005', text: TEXT.locked, surface: 'modal' });
    await expectAccessible(page);
    await closeAnswer(page, { cvv: '305', code: 'PROFILE_3005', text: TEXT.locked, surface: 'modal' });
    await expect(page).toHaveURL(/\/addCard$/);
    // The same screen, tried again with another code: the 423 lock, the same popup.
    await typeSandboxCode(page, '423');
    await expectAnswer(page, 'Add card', { cvv: '423', code: '423', text: TEXT.locked, surface: 'modal' });
    await closeAnswer(page, { cvv: '423', code: '423', text: TEXT.locked, surface: 'modal' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(cardTiles(page).getByRole('link')).toHaveText(before);
  });

  // §8 Exception cases: "400, PROFILE_0004, …, inputValidationError, DPS_0001…: a technical-error modal,
  // then the user goes to login". The sandbox's 400 is the add table's own row (the notification in
  // the first test), so the exception case is reached as it happens: a request the gateway cannot read,
  // which the real gateway answers 400 inputValidationError (the body is emptied in flight).
  test('§8 Exception cases: a request the gateway cannot read is the technical popup; Go to sign in ends the session and shows sign in', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openAddCard(page);
    await sendUnreadableCard(page);
    await expect(popup(page)).toContainText(TEXT.technical);
    await expect(popup(page).getByRole('button')).toHaveText(['Go to sign in']);
    await expect(popup(page).getByRole('button', { name: 'Go to sign in' })).toBeFocused();
    await expect(page.getByLabel('Security code')).toHaveValue('');
    await expectAccessible(page);
    // An open session would send /login home (§6): the button signs out on its way there.
    await popup(page).getByRole('button', { name: 'Go to sign in' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Signed out for real: home is not open to this browser any more.
    await page.goto(page.url().replace(/\/login$/, '/home'));
    await expect(page).not.toHaveURL(/\/home$/);
  });

  test('§8 Update card (portal): PROFILE_3004 is "cannot update", 422 the form’s message, 500 a notification; the card unchanged', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    const before = await cardTitles(page);
    await openEditCard(page, 'Travel Mastercard');
    await page.getByLabel('Card nickname (optional)').fill('Holiday card');
    const cases: Case[] = [
      // "Same as add, except PROFILE_3004 means cannot update": a notification, not a field message.
      { cvv: '304', code: 'PROFILE_3004', text: TEXT.cannotUpdate, surface: 'notification' },
      // The prefix mismatch has no number field to sit under on edit: the form's message.
      { cvv: '422', code: '422', text: TEXT.prefixMismatch, surface: 'form' },
      { cvv: '500', code: '500', text: TEXT.internal, surface: 'notification' },
    ];
    for (const c of cases) {
      await typeSandboxCode(page, c.cvv);
      await expectAnswer(page, 'Update card', c);
      await expect(page).toHaveURL(/\/editCard\/[^/]+$/);
      if (c.code === 'PROFILE_3004') await expectAccessible(page);
      await closeAnswer(page, c);
    }
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(cardTiles(page).getByRole('link')).toHaveText(before);
  });

  test('§2 Cancel on edit after changing the billing address goes home, and the saved address is unchanged', async ({
    page,
  }) => {
    await signedInHome(page, 'ready.rita');
    await openEditCard(page, 'Travel Mastercard');
    const saved = page.getByRole('radio', { name: /350 5th Ave.*New York, NY 10118/ });
    await expect(saved).toBeChecked();
    const addresses = await page.getByRole('radio').count();
    await page.getByRole('button', { name: 'Edit this address' }).click();
    await expect(page.getByLabel('Address line 1')).toHaveValue('350 5th Ave');
    await fillAddress(page, { line1: '1 Main St', city: 'Brooklyn', state: 'NY', postalCode: '11201' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Your card was updated.')).toHaveCount(0);
    await openEditCard(page, 'Travel Mastercard');
    await expect(page.getByLabel('Address line 1')).toHaveCount(0);
    await expect(saved).toBeChecked();
    await expect(page.getByRole('radio')).toHaveCount(addresses);
    await expect(page.getByRole('radio', { name: /1 Main St/ })).toHaveCount(0);
  });
});
