// Card activation (§2 Activation routes, Header states, Page refresh; §6; §7 Card activation;
// decision 029), on the sandbox's cards (POST /__dev/users gives each copy of ready.rita a card of its
// own: support/accounts.ts issuedCard). Every secret typed is recorded (support/secrets.ts) where it is
// typed, so the storage check and the at-rest project look for it. fabrikam, which disallows activation
// (its /activation goes to /error), is covered in journeys/prelogin-home.spec.ts.
import type { Locator, Page } from '@playwright/test';
import {
  freshAccount,
  signIn,
  waitForSignedInHome,
  type Account,
  type ActivationQuestionType,
  type IssuedCard,
} from '../support/accounts';
import { cardTiles } from '../support/cards';
import {
  asIssuer,
  demoIssuer,
  expect,
  expectAccessible,
  expectNoSecretsInBrowserStorage,
  test,
} from '../support/fixtures';
import { expectScreen } from '../support/flows';
import { storedSession } from '../support/navigation';
import { recordSecret } from '../support/secrets';
import { customerSupport, tabTo, tabUntil } from '../support/sign-in';

/** The activation screens' headings, which are their page titles too (mfe-activation/src/i18n/en.json). */
const HEADINGS = {
  activation: 'Activate your card',
  questions: 'Confirm your identity',
  setPin: 'Set your PIN',
  success: 'Your card is active',
  setPinSuccess: 'Your PIN is set',
} as const;
type Step = keyof typeof HEADINGS;

/** The card's opaque id in the questions' and set-pin's URLs (decision 029: never its number). */
const CARD_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each step's URL, whole: §2 Activation routes; set-pin names the card in its query (activation-flow.ts CARD_PARAM). */
function urlOf(issuerId: string, step: Step, error?: 'wrong-answer' | 'locked'): RegExp {
  const paths: Record<Step, string> = {
    activation: '/activation',
    questions: `/activation/questions/${CARD_ID}${error ? `/${error}` : ''}`,
    setPin: `/activation/set-pin\\?card=${CARD_ID}`,
    success: '/activation/success',
    setPinSuccess: '/activation/set-pin/success',
  };
  return new RegExp(`^${escaped(asIssuer(issuerId, ''))}${paths[step]}$`);
}

/** A step of the flow, settled: its URL, its h1 and page title ("<heading> | <app>"), nothing loading, and no axe violation. */
async function expectStep(page: Page, issuerId: string, step: Step, error?: 'wrong-answer' | 'locked'): Promise<void> {
  await expectScreen(page, demoIssuer(issuerId), urlOf(issuerId, step, error), HEADINGS[step]);
}

/** The heading of the page now: the one h1. */
const h1 = (page: Page): Locator => page.getByRole('heading', { level: 1 });

// --- The card (activation) ---

const cardNumberField = (page: Page) => page.getByLabel('Card number');
const expiryField = (page: Page) => page.getByLabel('Expiry date');
const securityCodeField = (page: Page) => page.getByLabel('Security code');
const continueButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Continue', exact: true });

/**
 * The card a fresh copy of ready.rita has to activate at an issuer. Its number is derived from the
 * copy's random name, and once active its last four is kept in clear (payment_instruments.last_four,
 * as for every card): a card ending in one of the four-digit secrets this file types (a PIN, an SSN's
 * last four) would look like that secret stored in clear to the at-rest check, so such a copy is
 * passed over for another (about one in a thousand).
 */
async function cardholder(issuerId: string): Promise<{ account: Account; card: IssuedCard }> {
  for (;;) {
    const account = await freshAccount(issuerId, 'ready.rita');
    const card = account.issuedCard;
    if (!card) throw new Error(`POST /__dev/users gave ${account.username} at ${issuerId} no card to activate`);
    const fourDigitSecrets = [
      ...ALL_PINS,
      WRONG_ANSWERS.SSN_LAST_FOUR,
      ...card.questions.filter((q) => q.type === 'SSN_LAST_FOUR').map((q) => q.answer),
    ];
    if (!fourDigitSecrets.includes(card.accountNumber.slice(-4))) return { account, card };
  }
}

/** The expiry as printed on the card and typed: `MM / YY` (SPEC-DECISIONS expiry). */
const expiryOf = (card: IssuedCard): string =>
  `${String(card.expirationMonth).padStart(2, '0')} / ${String(card.expirationYear % 100).padStart(2, '0')}`;

/** Types the card (its number and security code recorded), not yet sent. */
async function typeCard(page: Page, card: IssuedCard): Promise<void> {
  await cardNumberField(page).fill(recordSecret('cardNumber', card.accountNumber));
  await expiryField(page).fill(expiryOf(card));
  await securityCodeField(page).fill(recordSecret('securityCode', card.cvv));
}

/** On activation: types the card and continues to its questions. */
async function identifyCard(page: Page, issuerId: string, card: IssuedCard): Promise<void> {
  await typeCard(page, card);
  await continueButton(page).click();
  await expect(page).toHaveURL(urlOf(issuerId, 'questions'));
  await expect(h1(page)).toHaveText(HEADINGS.questions);
}

/** The card fields empty: nothing of the card survived (a refresh, the flow started again). */
async function expectCardFieldsEmpty(page: Page): Promise<void> {
  for (const field of [cardNumberField(page), expiryField(page), securityCodeField(page)])
    await expect(field).toHaveValue('');
}

// --- The questions (activation/questions/{tokenNumber}) ---

/** Each question's label (mfe-activation features/activation/i18n/en.json answer.*.label). */
const QUESTION_LABELS: Readonly<Record<ActivationQuestionType, string>> = {
  DATE_OF_BIRTH: 'Date of birth',
  SSN_LAST_FOUR: 'Last 4 digits of your Social Security number',
  BILLING_ZIP: 'Billing ZIP code',
  MOTHERS_MAIDEN_NAME: "Your mother's maiden name",
};

const questionField = (page: Page, type: ActivationQuestionType) =>
  page.getByLabel(QUESTION_LABELS[type], { exact: true });

/** An answer as a person types it: the date of birth as the field's hint shows it (MM/DD/YYYY), the rest as the issuer records it. */
function typedAnswer(type: ActivationQuestionType, answer: string): string {
  return type === 'DATE_OF_BIRTH' ? `${answer.slice(0, 2)}/${answer.slice(2, 4)}/${answer.slice(4)}` : answer;
}

/**
 * Records an answer typed, right or wrong, as typed and as the page sends it and the gateway compares
 * it (activation-policy.ts normaliseAnswer: a date's digits, a name case-folded), for the at-rest checks.
 * Not the billing ZIP: it is part of the billing address, which the portal keeps and shows in clear by
 * design (the addresses table, payment_instruments.billing_address: the demo cards' 10118), so a
 * cardholder's answer, their own billing ZIP, found there would be no leak; only the answers that are
 * secrets (date of birth, SSN last four, mother's maiden name) are looked for.
 */
function recordAnswer(type: ActivationQuestionType, typed: string): void {
  if (type === 'BILLING_ZIP') return;
  recordSecret('answer', typed);
  const compared = type === 'DATE_OF_BIRTH' ? typed.replace(/\D/g, '') : typed.toLowerCase();
  if (compared !== typed) recordSecret('answer', compared);
}

/** Answers that are not ready.rita's (gateway/src/db/demo-users.ts RITA_ISSUED), each well formed. */
const WRONG_ANSWERS: Readonly<Record<ActivationQuestionType, string>> = {
  DATE_OF_BIRTH: '01/02/1970',
  SSN_LAST_FOUR: '8350',
  BILLING_ZIP: '94110',
  MOTHERS_MAIDEN_NAME: 'Halvorsen',
};

/** Answers the card's questions (those of `wrong` with a wrong answer), each typed answer recorded, and continues. */
async function answerQuestions(
  page: Page,
  card: IssuedCard,
  wrong: readonly ActivationQuestionType[] = [],
): Promise<void> {
  for (const { type, answer } of card.questions) {
    const typed = wrong.includes(type) ? WRONG_ANSWERS[type] : typedAnswer(type, answer);
    recordAnswer(type, typed);
    await questionField(page, type).fill(typed);
  }
  await continueButton(page).click();
}

/** The {error} route's notice of a wrong answer (answer.wrong_one / wrong_other). */
const wrongAnswerNotice = (attemptsLeft: number): string =>
  `That answer didn't match. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;

/** errors:activation.locked, as the questions' lock and a questions call for the locked card show it. */
const LOCKED =
  'Activation of this card is locked for 24 hours because of too many wrong answers. To activate it sooner, call customer support.';

// --- The PIN (activation/set-pin) ---

const pinField = (page: Page) => page.getByLabel('New PIN', { exact: true });
const confirmPinField = (page: Page) => page.getByLabel('Enter the PIN again', { exact: true });
const savePinButton = (page: Page) => page.getByRole('button', { name: 'Save PIN', exact: true });

/** SPEC-DECISIONS PIN rules' messages (shared identity.json pin.*). */
const PIN_MESSAGES = {
  mismatch: "The two PINs don't match.",
  repeated: "Don't use the same digit 4 times (such as 1111).",
  sequence: "Don't use digits in order (such as 1234 or 9876).",
} as const;

/**
 * The valid PINs this file sets, one per journey: 4 digits, not all the same, not a straight run, and
 * none a number the database or the log holds by chance (a year, a port of the journeys' sets).
 */
const PINS = { endToEnd: '4826', rules: '3917', refresh: '6093', keyboard: '8152', reentry: '5274' } as const;

/** The PINs set-pin refuses here: a second entry that differs, all the same, straight runs up and down. */
const REFUSED_PINS = { mismatch: '3971', repeated: '7777', runUp: '1234', runDown: '9876' } as const;

/** Every PIN this file types. */
const ALL_PINS: readonly string[] = [...Object.values(PINS), ...Object.values(REFUSED_PINS)];

/**
 * Types a PIN and its second entry (both recorded) and saves with a click on Save PIN. A second entry
 * that does not match is left for that press: the shared form does not check a field left for its
 * submit button, whose message would push the button from under the pointer and lose the click (found
 * here once); the submit checks it.
 */
async function submitPin(page: Page, pin: string, again = pin): Promise<void> {
  await pinField(page).fill(recordSecret('pin', pin));
  await confirmPinField(page).fill(recordSecret('pin', again));
  await savePinButton(page).click();
}

/** A PIN rule's line in the live checklist under the PIN ("(done)" or "(not yet)" read after it). */
const checklistItem = (page: Page, message: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: message })
    .filter({ hasText: /\((done|not yet)\)/ });

/** A field's own error (FieldError: the announced paragraph beside it), "Error: <message>". */
const fieldError = (page: Page, message: string) =>
  page
    .getByRole('main')
    .locator('p[aria-live="polite"]')
    .filter({ hasText: `Error: ${message}` });

/** From the questions, the right answers: the card is active and its PIN is asked for. */
async function reachSetPin(page: Page, issuerId: string, card: IssuedCard): Promise<void> {
  await answerQuestions(page, card);
  await expect(page).toHaveURL(urlOf(issuerId, 'setPin'));
  await expect(h1(page)).toHaveText(HEADINGS.setPin);
}

/** A fresh cardholder's card identified and its questions answered: the journey stands at set-pin. */
async function atSetPin(page: Page, issuerId: string): Promise<IssuedCard> {
  const { card } = await cardholder(issuerId);
  await page.goto(asIssuer(issuerId, '/activation'));
  await identifyCard(page, issuerId, card);
  await reachSetPin(page, issuerId, card);
  return card;
}

/** The activation token is what the session keeps across a refresh (§3 ca_token, decision 029), and nothing this journey typed. */
async function expectOnlyTheTokenKept(page: Page, held: boolean): Promise<void> {
  const caToken = (await storedSession(page))?.['ca_token'] ?? null;
  if (held) expect(caToken, 'the activation token is kept for a refresh').toEqual(expect.any(String));
  else expect(caToken, 'no activation token is kept once the activation has ended').toBeNull();
  await expectNoSecretsInBrowserStorage(page);
}

const banner = (page: Page) => page.getByRole('banner');
const headerState = (page: Page) => page.locator('[data-header-state]');

test.describe('§2 card activation (decision 029)', () => {
  test('acme: a new card activated end to end, its PIN set, and the card among the cardholder’s cards once signed in', async ({
    page,
  }) => {
    const ISSUER = 'acme';
    const { account, card } = await cardholder(ISSUER);
    const lastFour = card.accountNumber.slice(-4);

    await page.goto(asIssuer(ISSUER, '/activation'));
    await expectStep(page, ISSUER, 'activation');
    // §2 Header state 2 in the activation flow: sign-in and create-account.
    await expect(headerState(page)).toHaveAttribute('data-header-state', '2');
    await expect(banner(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Create account', exact: true })).toBeVisible();
    await typeCard(page, card);
    await expect(expiryField(page)).toHaveValue(expiryOf(card));
    await continueButton(page).click();

    await expectStep(page, ISSUER, 'questions');
    // acme's three (activation-policy.ts), in its order; the SSN's last four masked while typed.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(3);
    for (const { type } of card.questions) await expect(questionField(page, type)).toBeVisible();
    expect(card.questions.map((q) => q.type)).toEqual(['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'BILLING_ZIP']);
    await expect(questionField(page, 'SSN_LAST_FOUR')).toHaveAttribute('type', 'password');
    // §2: the logo goes to activation in that flow.
    await expect(banner(page).getByRole('link', { name: 'Acme Bank Card Services home' })).toHaveAttribute(
      'href',
      '/activation',
    );
    await expect(headerState(page)).toHaveAttribute('data-header-state', '2');
    await answerQuestions(page, card);

    await expectStep(page, ISSUER, 'setPin');
    await expectOnlyTheTokenKept(page, true);
    // Masked, entered twice; the rules listed, each ticked as the PIN is typed.
    await expect(pinField(page)).toHaveAttribute('type', 'password');
    await expect(confirmPinField(page)).toHaveAttribute('type', 'password');
    await pinField(page).fill(recordSecret('pin', PINS.endToEnd));
    await expect(checklistItem(page, 'Your PIN must be exactly 4 digits.')).toContainText('(done)');
    await expect(checklistItem(page, PIN_MESSAGES.repeated)).toContainText('(done)');
    await expect(checklistItem(page, PIN_MESSAGES.sequence)).toContainText('(done)');
    await expectStep(page, ISSUER, 'setPin');
    await confirmPinField(page).fill(recordSecret('pin', PINS.endToEnd));
    await savePinButton(page).click();

    await expectStep(page, ISSUER, 'setPinSuccess');
    await expect(page.getByText('Your card is active and its PIN is set. Keep your PIN to yourself.')).toBeVisible();
    await expectOnlyTheTokenKept(page, false);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Activate another card' })).toHaveAttribute('href', '/activation');
    // The card appears on the cardholder's home: sign in from the page's own link.
    await main.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
    await signIn(page, account);
    await waitForSignedInHome(page, ISSUER);
    // ready.rita's five cards and the new one (decision 029: inserted ACTIVE, as the card routes insert one).
    await expect(cardTiles(page)).toHaveCount(6);
    await expect(
      cardTiles(page).filter({ has: page.getByText(`Card ending in ${lastFour}`, { exact: true }) }),
    ).toHaveCount(1);
  });

  test('an active card typed again answers as an unknown one (nothing of its security code is kept), and leads to sign-in, by keyboard and in Spanish', async ({
    page,
  }) => {
    const ISSUER = 'acme';
    const card = await atSetPin(page, ISSUER);
    await submitPin(page, PINS.reentry);
    await expectStep(page, ISSUER, 'setPinSuccess');
    await page.getByRole('main').getByRole('link', { name: 'Activate another card' }).click();
    await expectStep(page, ISSUER, 'activation');

    // The same card, right security code and all, by keyboard alone.
    await tabUntil(page, cardNumberField(page));
    await page.keyboard.type(recordSecret('cardNumber', card.accountNumber));
    await tabTo(page, expiryField(page));
    await page.keyboard.type(expiryOf(card).replace(/\D/g, ''));
    await tabTo(page, securityCodeField(page));
    await page.keyboard.type(recordSecret('securityCode', card.cvv));
    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('alert').filter({ hasText: "We couldn't find a card waiting for activation" }),
    ).toBeVisible();
    await expect(
      main.getByText('If you have already activated this card, sign in to see it and manage it.'),
    ).toBeVisible();
    await expect(securityCodeField(page)).toHaveValue('');
    await expectStep(page, ISSUER, 'activation');

    // In Spanish, the same answer, its catalogue message and the same way on.
    // The footer's language menu (the page reloads in Spanish, the form empty).
    await page.getByRole('button', { name: 'Language: English' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Español' }).click()]);
    await expect(h1(page)).toHaveText('Active su tarjeta');
    await page.getByLabel('Número de tarjeta').fill(recordSecret('cardNumber', card.accountNumber));
    await page.getByLabel('Fecha de vencimiento').fill(expiryOf(card));
    await page.getByLabel('Código de seguridad').fill(recordSecret('securityCode', card.cvv));
    await page.getByLabel('Código de seguridad').press('Enter');
    await expect(
      main.getByRole('alert').filter({ hasText: 'No encontramos ninguna tarjeta pendiente de activación' }),
    ).toBeVisible();
    await expect(main.getByText('Si ya activó esta tarjeta, inicie sesión para verla y gestionarla.')).toBeVisible();
    await expectAccessible(page);
    await tabUntil(page, main.getByRole('link', { name: 'Iniciar sesión', exact: true }), 25);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
  });

  test('set-pin refuses each PIN rule with its message (mismatch, all the same, a straight run up and down), then accepts a valid PIN', async ({
    page,
  }) => {
    const ISSUER = 'acme';
    await atSetPin(page, ISSUER);
    const pinCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/activation/card/pin')) pinCalls.push(request.url());
    });

    const refusals: [pin: string, again: string, field: Locator, message: string][] = [
      [PINS.rules, REFUSED_PINS.mismatch, confirmPinField(page), PIN_MESSAGES.mismatch],
      [REFUSED_PINS.repeated, REFUSED_PINS.repeated, pinField(page), PIN_MESSAGES.repeated],
      [REFUSED_PINS.runUp, REFUSED_PINS.runUp, pinField(page), PIN_MESSAGES.sequence],
      [REFUSED_PINS.runDown, REFUSED_PINS.runDown, pinField(page), PIN_MESSAGES.sequence],
    ];
    for (const [pin, again, field, message] of refusals) {
      await submitPin(page, pin, again);
      // Refused on the page, before anything is sent: the field marked with its rule's message, the form's summary.
      await expect(fieldError(page, message)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('The form has errors. Please correct the fields marked below.')).toBeVisible();
      await expect(page).toHaveURL(urlOf(ISSUER, 'setPin'));
      await expectStep(page, ISSUER, 'setPin');
    }
    // The rule broken, unticked in the list while the PIN is typed.
    await pinField(page).fill(REFUSED_PINS.runDown);
    await expect(checklistItem(page, PIN_MESSAGES.sequence)).toContainText('(not yet)');

    expect(pinCalls, 'no refused PIN was sent').toEqual([]);

    await submitPin(page, PINS.rules);
    await expectStep(page, ISSUER, 'setPinSuccess');
    expect(pinCalls, 'the valid PIN, sent once (§7 card/pin)').toHaveLength(1);
    await expectOnlyTheTokenKept(page, false);
  });

  test('a wrong answer shows the error route with the attempts left; the third locks the card, and asking again for it shows the lock', async ({
    page,
  }) => {
    const ISSUER = 'acme';
    const { card } = await cardholder(ISSUER);
    await page.goto(asIssuer(ISSUER, '/activation'));
    await identifyCard(page, ISSUER, card);

    // §2 activation/questions/{tokenNumber}/{error}: never which answer was wrong, the attempts left, the questions again, empty.
    await answerQuestions(page, card, ['DATE_OF_BIRTH']);
    await expectStep(page, ISSUER, 'questions', 'wrong-answer');
    await expect(page.getByRole('alert').filter({ hasText: wrongAnswerNotice(2) })).toBeVisible();
    for (const { type } of card.questions) await expect(questionField(page, type)).toHaveValue('');
    await expectNoSecretsInBrowserStorage(page);

    await answerQuestions(page, card, ['SSN_LAST_FOUR']);
    await expect(page.getByRole('alert').filter({ hasText: wrongAnswerNotice(1) })).toBeVisible();
    await expectStep(page, ISSUER, 'questions', 'wrong-answer');
    // Another attempt: the person starts at the page's top again.
    await expect(h1(page)).toBeFocused();

    // The third: the card's activation locked for 24 hours (SPEC-DECISIONS), customer support named, no form.
    await answerQuestions(page, card, ['DATE_OF_BIRTH', 'SSN_LAST_FOUR']);
    await expectStep(page, ISSUER, 'questions', 'locked');
    const main = page.getByRole('main');
    await expect(main.getByText(LOCKED)).toBeVisible();
    await expect(main.getByText(customerSupport(ISSUER))).toBeVisible();
    await expect(main.getByText(/^You can try again after .+\.$/)).toBeVisible();
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expectOnlyTheTokenKept(page, false);

    // Asked again for that card: the same lock, whatever session asks (decision 029: the lock is the card's).
    await main.getByRole('link', { name: 'Activate another card' }).click();
    await expectStep(page, ISSUER, 'activation');
    await expectCardFieldsEmpty(page);
    await typeCard(page, card);
    await continueButton(page).click();
    await expect(main.getByText(LOCKED)).toBeVisible();
    await expect(main.getByText(customerSupport(ISSUER))).toBeVisible();
    await expectStep(page, ISSUER, 'activation');
    // §4 Card save error: the security code is cleared.
    await expect(securityCodeField(page)).toHaveValue('');
  });

  test('§2 Page refresh: activation stays; the questions and their error route go back to activation, the card fields empty', async ({
    page,
  }) => {
    const ISSUER = 'acme';
    const { card } = await cardholder(ISSUER);

    // activation: stays; what was typed is gone (the card is never stored).
    await page.goto(asIssuer(ISSUER, '/activation'));
    await expectStep(page, ISSUER, 'activation');
    await typeCard(page, card);
    await expectNoSecretsInBrowserStorage(page);
    await page.reload();
    await expectStep(page, ISSUER, 'activation');
    await expectCardFieldsEmpty(page);

    // activation/questions/{tokenNumber}: its questions came with the card number, which is never stored: back to activation.
    await identifyCard(page, ISSUER, card);
    await expectNoSecretsInBrowserStorage(page);
    await page.reload();
    await expectStep(page, ISSUER, 'activation');
    await expectCardFieldsEmpty(page);

    // activation/questions/{tokenNumber}/wrong-answer: the same.
    await identifyCard(page, ISSUER, card);
    await answerQuestions(page, card, ['BILLING_ZIP']);
    await expect(page).toHaveURL(urlOf(ISSUER, 'questions', 'wrong-answer'));
    await expect(page.getByRole('alert').filter({ hasText: wrongAnswerNotice(2) })).toBeVisible();
    await expectNoSecretsInBrowserStorage(page);
    await page.reload();
    await expectStep(page, ISSUER, 'activation');
    await expectCardFieldsEmpty(page);
  });

  test('§2 Page refresh: set-pin stays and still sets the PIN; the success pages stay', async ({ page }) => {
    const ISSUER = 'acme';
    // activation/set-pin: kept while the activation token is (the registry's keepIf), and the PIN still set.
    await atSetPin(page, ISSUER);
    const setPinUrl = page.url();
    await expectOnlyTheTokenKept(page, true);
    await page.reload();
    await expectStep(page, ISSUER, 'setPin');
    expect(page.url()).toBe(setPinUrl);
    await expectOnlyTheTokenKept(page, true);
    await submitPin(page, PINS.refresh);

    // activation/set-pin/success: stays, the activation over.
    await expectStep(page, ISSUER, 'setPinSuccess');
    await page.reload();
    await expectStep(page, ISSUER, 'setPinSuccess');
    await expectOnlyTheTokenKept(page, false);

    // activation/success (a card activated with no PIN to set; the gateway always asks for one, so it is
    // reached here by its address): stays.
    await page.goto(asIssuer(ISSUER, '/activation/success'));
    await expectStep(page, ISSUER, 'success');
    await expect(page.getByText('Your card is active and ready to use.')).toBeVisible();
    await page.reload();
    await expectStep(page, ISSUER, 'success');
  });
});

test.describe('§6 contoso, an activation-only app', () => {
  test('every public route goes to activation, whose header has no buttons and whose logo leads to activation', async ({
    page,
  }) => {
    const ISSUER = 'contoso';
    for (const path of ['/', '/login', '/forgotpassword', '/forgotusername', '/createAccount']) {
      await page.goto(asIssuer(ISSUER, path));
      await expect(page, `${path} goes to activation`).toHaveURL(asIssuer(ISSUER, '/activation'));
      await expect(h1(page)).toHaveText(HEADINGS.activation);
    }
    await expectStep(page, ISSUER, 'activation');
    // §2 names state 2 (sign-in and create-account) for the activation flow, but §6 has an activation-only
    // app send sign-in and create-account back here: shell/src/chrome/header-state.ts decides no button
    // may lead to a route the issuer forbids, so contoso's header is state 3 (no buttons). acme's
    // activation shows state 2 (the end-to-end journey above).
    await expect(headerState(page)).toHaveAttribute('data-header-state', '3');
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Create account' })).toHaveCount(0);
    const logo = banner(page).getByRole('link', { name: 'Contoso Prepaid Activation home' });
    await expect(logo).toHaveAttribute('href', '/activation');
    await logo.click();
    await expectStep(page, ISSUER, 'activation');
  });

  test('the whole flow by keyboard alone: card, questions and PIN, focus on each new page’s h1', async ({ page }) => {
    const ISSUER = 'contoso';
    const { card } = await cardholder(ISSUER);
    await page.goto(asIssuer(ISSUER, '/'));
    await expectStep(page, ISSUER, 'activation');

    // activation: the three fields in order, then Continue. The number is grouped as on the card and the
    // expiry's four digits are masked MM / YY as they are typed (SPEC-DECISIONS expiry), as on add card.
    await tabUntil(page, cardNumberField(page));
    await page.keyboard.type(recordSecret('cardNumber', card.accountNumber));
    await expect(cardNumberField(page)).toHaveValue(card.accountNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
    await tabTo(page, expiryField(page));
    await page.keyboard.type(expiryOf(card).replace(/\D/g, ''));
    await expect(expiryField(page)).toHaveValue(expiryOf(card));
    await tabTo(page, securityCodeField(page));
    await page.keyboard.type(recordSecret('securityCode', card.cvv));
    await tabTo(page, continueButton(page));
    await tabTo(page, securityCodeField(page), 'Shift+Tab');
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');

    // The questions: contoso's three (date of birth, ZIP, maiden name), in its order, then Continue.
    await expectStep(page, ISSUER, 'questions');
    await expect(h1(page)).toBeFocused();
    expect(card.questions.map((q) => q.type)).toEqual(['DATE_OF_BIRTH', 'BILLING_ZIP', 'MOTHERS_MAIDEN_NAME']);
    for (const { type, answer } of card.questions) {
      await tabTo(page, questionField(page, type));
      const typed = typedAnswer(type, answer);
      recordAnswer(type, typed);
      await page.keyboard.type(typed);
    }
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');

    // set-pin: the PIN, its second entry, Save PIN.
    await expectStep(page, ISSUER, 'setPin');
    await expect(h1(page)).toBeFocused();
    await tabTo(page, pinField(page));
    await page.keyboard.type(recordSecret('pin', PINS.keyboard));
    await tabTo(page, confirmPinField(page));
    await page.keyboard.type(recordSecret('pin', PINS.keyboard));
    await tabTo(page, savePinButton(page));
    await page.keyboard.press('Enter');

    // set-pin/success: an activation-only app offers no sign-in or new account (§6), only another card.
    await expectStep(page, ISSUER, 'setPinSuccess');
    await expect(h1(page)).toBeFocused();
    const main = page.getByRole('main');
    await expect(main.getByRole('link')).toHaveText(['Activate another card']);
    await tabTo(page, main.getByRole('link', { name: 'Activate another card' }));
    await page.keyboard.press('Enter');
    await expectStep(page, ISSUER, 'activation');
    await expect(h1(page)).toBeFocused();
    await expectCardFieldsEmpty(page);
  });
});
