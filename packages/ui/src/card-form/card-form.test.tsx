// §2 Add and edit card screen, as a cardholder uses it: the shared CardForm, rendered with the page's
// i18n and store, driven by role and accessible name. Only the server is replaced: the test gateway
// answers the requests the form and its card art make (cards, addresses, card art), each request
// inspected for what was sent.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fieldError, installDialog, renderInPortal, setUpPortal, setupUser, uninstallDialog } from '../../testing';
import { answer, startTestGateway, type Method } from '../../testing/network';
import type { AddCardRequest, UpdateCardRequest } from '@portal/client/api';
import { type Address, type AddressSaveBody, AddressSaveResponseSchema } from '@portal/domain/address';
import { CardArtResponseSchema, type PortalCard } from '@portal/domain/card';
import { AddCardResponseSchema, SSO_COUNTRY_OF_ISSUANCE } from '@portal/domain/schemas';
import { closeErrorPopup, EMPTY_HELD, heldSessionAtom, notificationsAtom, portalStore } from '@portal/client/state';
import { CardForm, type CardFormProps } from './card-form';

const gateway = startTestGateway();

const ACCOUNT = 'user-guid-1';
/** §7 Cards (portal): the account's cards (POST adds one). */
const CARDS = `consumer-controller/v1/account/${ACCOUNT}/paymentInstrument`;
/** §7 portal save: the account's addresses (POST adds or updates one). */
const ADDRESSES = `consumer-controller/v1/account/${ACCOUNT}/address`;
/** §7 Card art. */
const CARD_ART = 'issuer-controller/v1/issuer/cardart';
/** §7 SSO: the partner's member's cards. */
const SSO_CARDS = 'partnerConsumer/paymentInstruments';
const CARDHOLDER = 'Nina Okafor';
/** A Visa number that passes the checksum (§5), as typed and as sent. */
const VISA = '4111111111111111';
/** An American Express number that passes the checksum: 15 digits, a 4-digit security code (§5). */
const AMEX = '378282246310005';

/** A saved address of the account (§3 Address, client names), the preferred one. */
const HOME: Address = {
  id: 'addr-home',
  line1: '1 Main St',
  city: 'Beverly Hills',
  stateProvinceCode: 'CA',
  postalCode: '90210',
  countryCode: 'US',
  default: true,
};
/** The same address as a card carries it (§3 Billing address, server names; 840 is US). */
const HOME_ON_CARD = {
  addressLine1: '1 Main St',
  city: 'Beverly Hills',
  stateProvinceCode: 'CA',
  postalCode: '90210',
  countryCode: '840',
};

/** The user's primary card (§4: the first card is primary). */
const PRIMARY: PortalCard = {
  panGuid: 'pan-everyday',
  cardNickname: 'Everyday',
  accountNumberLastFourDigits: '1111',
  expirationMonth: 12,
  expirationYear: 2030,
  primary: true,
  billingAddress: HOME_ON_CARD,
  financialAccountType: 'CREDIT_CARD',
  productBrandCode: 'VISA',
  cardFeatures: [],
};

/** A second card, the one edited: a Mastercard (3-digit security code). */
const TRAVEL: PortalCard = {
  panGuid: 'pan-travel',
  cardNickname: 'Travel',
  accountNumberLastFourDigits: '4444',
  expirationMonth: 9,
  expirationYear: 2031,
  primary: false,
  billingAddress: HOME_ON_CARD,
  financialAccountType: 'CREDIT_CARD',
  productBrandCode: 'MC',
  cardFeatures: [],
};

/** A new billing address as the cardholder types it (US, so it is verified: §5). */
const NEW_ADDRESS = { line1: '350 5th Ave', city: 'New York', stateProvinceCode: 'NY', postalCode: '10118' };

async function renderCardForm(props: Partial<CardFormProps> = {}) {
  await setUpPortal({ access: 'full' });
  portalStore.set(heldSessionAtom, { ...EMPTY_HELD, fullName: CARDHOLDER });
  const onCancel = vi.fn<() => void>();
  const onNoThanks = vi.fn<() => void>();
  const onSaved = vi.fn<(outcome: 'added' | 'updated') => void>();
  const onDeleted = vi.fn<() => void>();
  const rendered = renderInPortal(
    <CardForm
      mode="add"
      accountId={ACCOUNT}
      cards={[]}
      addresses={[]}
      secondary="cancel"
      onCancel={onCancel}
      onNoThanks={onNoThanks}
      onSaved={onSaved}
      onDeleted={onDeleted}
      {...props}
    />,
  );
  return { ...rendered, onCancel, onNoThanks, onSaved, onDeleted, user: setupUser() };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const numberField = () => textbox('Card number');
const expiryField = () => textbox('Expiry date');
const securityCodeField = () => textbox('Security code');
const nicknameField = () => textbox('Card nickname (optional)');
const submitButton = (name: string | RegExp = 'Add card') => screen.getByRole('button', { name });

async function typeCard(
  user: UserEvent,
  {
    number = VISA,
    expiry = '1234',
    cvv = '123',
    nickname = '',
  }: { number?: string; expiry?: string; cvv?: string; nickname?: string } = {},
) {
  if (number) await user.type(numberField(), number);
  if (expiry) await user.type(expiryField(), expiry);
  if (cvv) await user.type(securityCodeField(), cvv);
  if (nickname) await user.type(nicknameField(), nickname);
}

async function typeAddress(
  user: UserEvent,
  address: { line1: string; city: string; stateProvinceCode: string; postalCode: string } = NEW_ADDRESS,
) {
  await user.type(textbox('Address line 1'), address.line1);
  await user.type(textbox('City'), address.city);
  await user.type(textbox('State or province'), address.stateProvinceCode);
  await user.type(textbox('ZIP or postal code'), address.postalCode);
}

/** The card art drawn beside the form: decorative (aria-hidden), so found by its side marker. */
const artSide = (container: HTMLElement) => container.querySelector('[data-side]')?.getAttribute('data-side');

/** The requests the gateway received on `method path`, in order. */
const received = (method: Method, path: string) =>
  gateway.requests.filter((r) => r.method === method.toUpperCase() && r.url.pathname === `/test-gateway/${path}`);

/** The body of the nth address save (§7 portal save: address, intentId, validate). */
const addressSaved = (n = 0) => received('post', ADDRESSES)[n]?.body as AddressSaveBody | undefined;
/** The body of the nth card add (§7 paymentInstrument). */
const cardAdded = (n = 0) => received('post', CARDS)[n]?.body as AddCardRequest | undefined;
/** The body of the nth update of the card `panGuid` (§7 PATCH). */
const cardUpdated = (panGuid: string, n = 0) =>
  received('patch', `${CARDS}/${panGuid}`)[n]?.body as UpdateCardRequest | undefined;

/** The address as the verification service keeps it: its id, and what was sent. */
const savedAs = (id: string, address: typeof NEW_ADDRESS) => ({
  address: { id, ...address, countryCode: 'US' },
  status: 'VERIFIED',
});

beforeAll(() => installDialog());
afterAll(() => uninstallDialog());

beforeEach(() => {
  gateway.reply('post', CARD_ART, CardArtResponseSchema, {
    cardArt: [{ imageUrl: 'visa-classic_web_1x.png', width: 164, height: 105 }],
  });
  gateway.reply('post', CARDS, AddCardResponseSchema, { panGuid: 'pan-new' });
  gateway.replyEmpty('patch', `${CARDS}/:panGuid`);
  gateway.replyEmpty('delete', `${CARDS}/:panGuid`);
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  portalStore.set(heldSessionAtom, EMPTY_HELD);
  closeErrorPopup();
});

describe('§2 Add and edit card screen: add mode', () => {
  it('shows the fields of §2, with Add card and Cancel, and entry fields for the address when none is saved', async () => {
    await renderCardForm();
    expect(numberField()).toBeDefined();
    expect(expiryField()).toBeDefined();
    expect(securityCodeField()).toBeDefined();
    expect(nicknameField()).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Make this my preferred card' })).toBeDefined();
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).getByRole('textbox', { name: 'Address line 1' })).toBeDefined();
    expect(within(billing).getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'US');
    expect(submitButton('Add card')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
  });

  it('§2 the add button says what the screen asks for (login versus enrolment)', async () => {
    await renderCardForm({ submitLabel: 'common:cardForm.addAndContinue' });
    expect(screen.getByRole('button', { name: 'Add card and continue' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
  });

  it('§2 with saved addresses, the billing section offers them to choose, with Add and Edit', async () => {
    await renderCardForm({ addresses: [HOME] });
    const saved = screen.getByRole('group', { name: 'Choose a saved address' });
    expect(within(saved).getByRole('radio', { name: /1 Main St/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Edit this address' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).toBeNull();
  });

  it('§2 Copy primary address is hidden when the collection is empty', async () => {
    await renderCardForm({ addresses: [HOME] });
    expect(screen.queryByRole('checkbox', { name: "Use my primary card's billing address" })).toBeNull();
  });

  it('§2 Copy primary address shows once there is a card, and ticking it shows the address used', async () => {
    const { user } = await renderCardForm({ cards: [PRIMARY] });
    const copy = screen.getByRole('checkbox', { name: "Use my primary card's billing address" });
    await user.click(copy);
    expect(screen.getByText("Your primary card's billing address:")).toBeDefined();
    expect(screen.getByText('Beverly Hills, CA 90210')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).toBeNull();
  });

  it('§2 the card art flips to its back while the security code has focus, and back after', async () => {
    const { user, container } = await renderCardForm();
    expect(artSide(container)).toBe('front');
    await user.click(securityCodeField());
    expect(artSide(container)).toBe('back');
    await user.click(nicknameField());
    expect(artSide(container)).toBe('front');
  });

  it('§5 card art is looked up once a full valid number is typed, not before', async () => {
    const { user } = await renderCardForm();
    await user.type(numberField(), VISA.slice(0, 15));
    expect(received('post', CARD_ART)).toEqual([]);
    await user.type(numberField(), VISA.slice(15));
    await waitFor(() =>
      expect(received('post', CARD_ART).map((r) => r.body)).toEqual([{ cardArtAccountNumber: VISA }]),
    );
    expect(received('post', CARD_ART)).toHaveLength(1);
  });
});

describe('§5 Card rules: messages on submit, and nothing sent', () => {
  it('an untouched form: every required field says so, under the §5 form message', async () => {
    const { user } = await renderCardForm();
    await user.click(submitButton());
    expect(await screen.findByText('The form has errors. Please correct the fields marked below.')).toBeDefined();
    expect(fieldError(numberField())).toBe('Enter the card number.');
    expect(fieldError(expiryField())).toBe('Enter the expiry date.');
    expect(fieldError(securityCodeField())).toBe('Enter the security code.');
    expect(fieldError(textbox('Address line 1'))).toBe('Enter the address.');
    // §5 Form behaviour: focus goes to the first invalid field.
    expect(document.activeElement).toBe(numberField());
    expect(received('post', ADDRESSES)).toEqual([]);
    expect(received('post', CARDS)).toEqual([]);
  });

  it.each([
    ['an expiry in the past', { expiry: '0120' }, expiryField, 'This expiry date has passed.'],
    ['a Visa card with a 4-digit security code', { cvv: '1234' }, securityCodeField, 'The security code is too long.'],
    ['a security code of 2 digits', { cvv: '12' }, securityCodeField, 'The security code is too short.'],
    [
      'a nickname with 9 digits in a row',
      { nickname: 'Card 123456789' },
      nicknameField,
      "The nickname can't have 9 or more numbers in a row.",
    ],
    [
      'a nickname with other characters',
      { nickname: 'Travel!' },
      nicknameField,
      'Use only letters, numbers and spaces in the nickname.',
    ],
    ['a number too short for its brand', { number: VISA.slice(0, 12) }, numberField, 'The card number is too short.'],
  ])('%s', async (_rule, card, field, message) => {
    const { user } = await renderCardForm({ addresses: [HOME] });
    await typeCard(user, card);
    await user.click(submitButton());
    await waitFor(() => expect(fieldError(field())).toBe(message));
    expect(received('post', CARDS)).toEqual([]);
    expect(received('post', ADDRESSES)).toEqual([]);
  });

  it('§5 Form behaviour: the live number check holds the add button while the number cannot be right', async () => {
    const { user } = await renderCardForm({ addresses: [HOME] });
    await typeCard(user, { number: '4111111111111112' });
    expect(fieldError(numberField())).toBe("This card number isn't valid. Please check it and try again.");
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.clear(numberField());
    await user.type(numberField(), VISA);
    expect(fieldError(numberField())).toBe('');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('§5 expiry mask: a first digit 2 to 9 is prefixed with 0, and a month over 12 is refused while typing', async () => {
    const { user } = await renderCardForm();
    await user.type(expiryField(), '428');
    expect(expiryField()).toHaveProperty('value', '04 / 28');
    await user.clear(expiryField());
    await user.type(expiryField(), '13');
    expect(fieldError(expiryField())).toBe('Enter a month from 01 to 12.');
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('§5 Address portal rules apply to a new billing address, and nothing is sent', async () => {
    const { user } = await renderCardForm();
    await typeCard(user);
    await typeAddress(user, { ...NEW_ADDRESS, postalCode: '101' });
    await user.click(submitButton());
    await waitFor(() => expect(fieldError(textbox('ZIP or postal code'))).not.toBe(''));
    expect(received('post', ADDRESSES)).toEqual([]);
    expect(received('post', CARDS)).toEqual([]);
  });
});

describe('§6 the SSO variant: the partner’s card, its number read-only, sent flat to the SSO path, primary', () => {
  const PROVISIONED = {
    accountNumber: '4000111122223339',
    expirationMonth: '09',
    expirationYear: '2030',
    nameOnAccount: 'Alice Thornton',
    accountType: 'DEBIT_CARD',
    alreadyAdded: false,
  } as const;

  it('shows the number read-only and its expiry, asks no preferred box, and posts the flat payload with the API key', async () => {
    gateway.reply('post', SSO_CARDS, AddCardResponseSchema, { panGuid: 'pan-sso' });
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, savedAs('addr-new', NEW_ADDRESS));
    const { user, onSaved } = await renderCardForm({ sso: { card: PROVISIONED, apiKey: 'K-1' } });
    expect(numberField()).toHaveProperty('readOnly', true);
    expect(numberField()).toHaveProperty('value', '4000 1111 2222 3339');
    expect(expiryField()).toHaveProperty('value', '09 / 30');
    expect(screen.queryByRole('checkbox')).toBeNull();
    // Typing into the number changes nothing.
    await user.type(numberField(), '9');
    expect(numberField()).toHaveProperty('value', '4000 1111 2222 3339');
    await user.type(securityCodeField(), '123');
    await typeAddress(user);
    await user.click(submitButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(received('post', CARDS)).toEqual([]);
    const ssoAdds = received('post', SSO_CARDS);
    expect(ssoAdds.map((r) => r.url.searchParams.get('apiKey'))).toEqual(['K-1']);
    expect(ssoAdds[0]?.body).toEqual({
      accountType: 'DEBIT_CARD',
      accountNumber: '4000111122223339',
      expirationMonth: 9,
      expirationYear: 2030,
      cvv: '123',
      accountNickname: '',
      nameOnAccount: 'Alice Thornton',
      billingAddress: {
        addressLine1: '350 5th Ave',
        city: 'New York',
        stateProvinceCode: 'NY',
        postalCode: '10118',
        countryCode: 'US',
        addressName: 'Alice Thornton',
        phoneNumber: '0000000000',
      },
      countryOfIssuance: SSO_COUNTRY_OF_ISSUANCE,
    });
  });
});

describe('§4 Card submit: a valid add', () => {
  it('a new address is saved first (with verification), then the card with §7 payload, then onSaved("added")', async () => {
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, savedAs('addr-new', NEW_ADDRESS));
    const { user, onSaved } = await renderCardForm();
    await typeCard(user, { nickname: 'Groceries' });
    await typeAddress(user);
    await user.click(submitButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(received('post', ADDRESSES)).toHaveLength(1);
    expect(received('post', ADDRESSES)[0]?.url.pathname).toBe(
      `/test-gateway/consumer-controller/v1/account/${ACCOUNT}/address`,
    );
    // §5: US addresses are verified; §4 address init: NOT_VERIFIED unless the cardholder chose otherwise.
    expect(addressSaved()).toEqual({
      address: expect.objectContaining({
        ...NEW_ADDRESS,
        countryCode: 'US',
        addressVerificationStatusOverride: 'NOT_VERIFIED',
      }) as unknown,
      validate: true,
    });
    expect(received('post', CARDS)).toHaveLength(1);
    // The address first, the card once it is saved.
    const saves = gateway.requests.filter((r) => r.method === 'POST' && !r.url.pathname.endsWith(CARD_ART));
    expect(saves.map((r) => r.url.pathname)).toEqual([`/test-gateway/${ADDRESSES}`, `/test-gateway/${CARDS}`]);
    expect(cardAdded()).toEqual({
      paymentInstrument: {
        cardType: 'VISA',
        accountType: 'CREDIT_CARD',
        accountNumber: VISA,
        expirationMonth: 12,
        expirationYear: 2034,
        cvv: '123',
        accountNickname: 'Groceries',
        nameOnAccount: CARDHOLDER,
        billingAddress: {
          addressLine1: '350 5th Ave',
          city: 'New York',
          stateProvinceCode: 'NY',
          postalCode: '10118',
          countryCode: 'US',
          addressName: CARDHOLDER,
          phoneNumber: '0000000000',
        },
        // §4 Card defaults: the first card is primary whatever the checkbox says.
        sequenceNumber: '1',
      },
    });
  });

  it('a saved address chosen: the card only, with that address (§4 Card submit), not primary unless ticked', async () => {
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(received('post', ADDRESSES)).toEqual([]);
    const sent = cardAdded()?.paymentInstrument;
    expect(sent?.billingAddress).toEqual({
      addressLine1: '1 Main St',
      city: 'Beverly Hills',
      stateProvinceCode: 'CA',
      postalCode: '90210',
      countryCode: 'US',
      addressName: CARDHOLDER,
      phoneNumber: '0000000000',
    });
    expect(sent?.sequenceNumber).toBe('0');
  });

  it('"Make this my preferred card" sends the card as primary (sequenceNumber 1)', async () => {
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(screen.getByRole('checkbox', { name: 'Make this my preferred card' }));
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(cardAdded()?.paymentInstrument.sequenceNumber).toBe('1');
  });

  it("Copy primary address: the card goes with the primary card's billing address, and no address is saved", async () => {
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY] });
    await typeCard(user);
    await user.click(screen.getByRole('checkbox', { name: "Use my primary card's billing address" }));
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(received('post', ADDRESSES)).toEqual([]);
    expect(cardAdded()?.paymentInstrument.billingAddress).toMatchObject({
      addressLine1: '1 Main St',
      city: 'Beverly Hills',
      postalCode: '90210',
    });
  });

  it('while the card is being saved: the add button is disabled and a named busy indicator shows', async () => {
    // The gateway holds its answer until the test is over.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    onTestFinished(() => release());
    gateway.handle('post', CARDS, async () => {
      await answered;
      return answer(AddCardResponseSchema, { panGuid: 'pan-new' });
    });
    const { user } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(submitButton());
    expect(await screen.findByRole('progressbar', { name: 'Saving your card' })).toBeDefined();
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.click(submitButton());
    await waitFor(() => expect(received('post', CARDS)).toHaveLength(1));
  });

  it('§5 the portal minimum is 3: an American Express card goes with a 3-digit security code', async () => {
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user, { number: AMEX, cvv: '123' });
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(cardAdded()?.paymentInstrument).toMatchObject({ accountNumber: AMEX, cvv: '123' });
  });

  it('§2 Add a new address beside saved ones: entry fields, saved first, then the card with it', async () => {
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, savedAs('addr-new', NEW_ADDRESS));
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    await waitFor(() => expect(document.activeElement).toBe(textbox('Address line 1')));
    expect(textbox('Address line 1')).toHaveProperty('value', '');
    await typeAddress(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(addressSaved()?.intentId).toBeUndefined();
    expect(cardAdded()?.paymentInstrument.billingAddress.addressLine1).toBe('350 5th Ave');
  });
});

describe('§4 Address flow: the suggestion chooser', () => {
  const SUGGESTION = {
    line1: '350 5th Ave',
    city: 'New York',
    stateProvinceCode: 'NY',
    postalCode: '10118-0110',
    countryCode: 'US',
  };
  const suggested = { status: 'SUGGESTED', suggestions: { address: SUGGESTION } };

  async function reachSuggestion() {
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, suggested);
    const rendered = await renderCardForm();
    await typeCard(rendered.user);
    await typeAddress(rendered.user);
    await rendered.user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Check your billing address' });
    return { ...rendered, dialog };
  }

  it('shows the suggested and the entered address, the suggestion chosen first, and sends no card yet', async () => {
    const { dialog } = await reachSuggestion();
    expect(within(dialog).getByRole('radio', { name: /Suggested address/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: /Address as you entered it/ })).toHaveProperty('checked', false);
    // §4 Changed fields are highlighted.
    expect(within(dialog).getByText(/Changed:/).textContent).toContain('10118-0110');
    expect(received('post', CARDS)).toEqual([]);
  });

  it('Use this address: the suggestion is saved (VERIFIED, validation off), then the card with it', async () => {
    const { user, dialog, onSaved } = await reachSuggestion();
    // The next save's answer (a later stub answers first).
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, {
      address: { id: 'addr-new', ...SUGGESTION },
      status: 'VERIFIED',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(addressSaved(1)).toEqual({
      address: expect.objectContaining({
        postalCode: '10118-0110',
        addressVerificationStatusOverride: 'VERIFIED',
      }) as unknown,
      validate: false,
    });
    expect(cardAdded()?.paymentInstrument.billingAddress.postalCode).toBe('10118-0110');
  });

  it('the address as entered: saved with CONSUMER_OVERRIDE and validation off, then the card with it', async () => {
    const { user, dialog, onSaved } = await reachSuggestion();
    // The next save's answer (a later stub answers first).
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, savedAs('addr-new', NEW_ADDRESS));
    await user.click(within(dialog).getByRole('radio', { name: /Address as you entered it/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(addressSaved(1)).toEqual({
      address: expect.objectContaining({
        postalCode: '10118',
        addressVerificationStatusOverride: 'CONSUMER_OVERRIDE',
      }) as unknown,
      validate: false,
    });
    expect(cardAdded()?.paymentInstrument.billingAddress.postalCode).toBe('10118');
  });

  it('Edit the address: back to the fields as typed, nothing more sent until the cardholder sends again', async () => {
    const { user, dialog, onSaved } = await reachSuggestion();
    await user.click(within(dialog).getByRole('button', { name: 'Edit the address' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textbox('ZIP or postal code')).toHaveProperty('value', '10118');
    expect(received('post', ADDRESSES)).toHaveLength(1);
    expect(received('post', CARDS)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    // The fields are the cardholder's again: a corrected address goes through verification anew.
    // The next save's answer (a later stub answers first).
    gateway.reply(
      'post',
      ADDRESSES,
      AddressSaveResponseSchema,
      savedAs('addr-new', { ...NEW_ADDRESS, postalCode: '10001' }),
    );
    await user.clear(textbox('ZIP or postal code'));
    await user.type(textbox('ZIP or postal code'), '10001');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(addressSaved(1)).toMatchObject({
      address: { postalCode: '10001', addressVerificationStatusOverride: 'NOT_VERIFIED' },
      validate: true,
    });
  });

  // The modal gives focus back to its opener (Add card) as it goes; line 1 must be focused after that,
  // and stay so (it once raced a timer, and Add card sometimes won).
  it('§4 Address flow: Edit leaves focus on Address line 1, not on Add card, and it stays there', async () => {
    const { user, dialog } = await reachSuggestion();
    await user.click(within(dialog).getByRole('button', { name: 'Edit the address' }));
    await waitFor(() => expect(document.activeElement).toBe(textbox('Address line 1')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(textbox('Address line 1'));
  });
});

describe('§4 Address flow: a 422 opens the address-not-found modal', () => {
  async function reachNotFound() {
    gateway.fail('post', ADDRESSES, '422', 422);
    const rendered = await renderCardForm();
    await typeCard(rendered.user);
    await typeAddress(rendered.user);
    await rendered.user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: "We couldn't find this address" });
    return { ...rendered, dialog };
  }

  it('says §8 Addresses Add 422 (validation service) and shows the address entered', async () => {
    const { dialog } = await reachNotFound();
    expect(within(dialog).getByText("We couldn't verify this address.")).toBeDefined();
    expect(within(dialog).getByText('350 5th Ave')).toBeDefined();
    expect(received('post', CARDS)).toEqual([]);
  });

  it('Add saves the address as entered (CONSUMER_OVERRIDE, validation off), then the card', async () => {
    const { user, dialog, onSaved } = await reachNotFound();
    // The next save's answer (a later stub answers first).
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, savedAs('addr-new', NEW_ADDRESS));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(received('post', ADDRESSES)).toHaveLength(2);
    expect(addressSaved(1)).toEqual({
      address: expect.objectContaining({
        ...NEW_ADDRESS,
        addressVerificationStatusOverride: 'CONSUMER_OVERRIDE',
      }) as unknown,
      validate: false,
    });
    expect(received('post', CARDS)).toHaveLength(1);
  });

  it('Edit closes the modal and returns to the fields as typed, with nothing more sent', async () => {
    const { user, dialog, onSaved } = await reachNotFound();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textbox('Address line 1')).toHaveProperty('value', '350 5th Ave');
    expect(received('post', ADDRESSES)).toHaveLength(1);
    expect(received('post', CARDS)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(submitButton()).toHaveProperty('disabled', false);
  });
});

describe('§8 Addresses: a failed address save', () => {
  it('400 (invalid address) shows on the form, and the card is not sent', async () => {
    gateway.fail('post', ADDRESSES, '400', 400);
    const { user, onSaved } = await renderCardForm();
    await typeCard(user);
    await typeAddress(user);
    await user.click(submitButton());
    expect(await screen.findByText("This address isn't valid. Check it and try again.")).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(received('post', CARDS)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(submitButton()).toHaveProperty('disabled', false);
  });
});

describe('§4 Card save error', () => {
  it('§8 PROFILE_3004 (already added) shows under the number; the security code is cleared; nothing is saved', async () => {
    gateway.fail('post', CARDS, 'PROFILE_3004', 409, 'accountNumber: already added');
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(submitButton());
    await waitFor(() => expect(fieldError(numberField())).toBe('This card has already been added.'));
    expect(securityCodeField()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(numberField());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('§8 PROFILE_3006 (nickname in use) shows under the nickname, which takes focus', async () => {
    gateway.fail('post', CARDS, 'PROFILE_3006', 409, 'accountNickname: already used for another card');
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user, { nickname: 'Everyday' });
    await user.click(submitButton());
    await waitFor(() =>
      expect(fieldError(nicknameField())).toBe(
        'This nickname is already used for another card. Choose a different one.',
      ),
    );
    expect(document.activeElement).toBe(nicknameField());
    expect(securityCodeField()).toHaveProperty('value', '');
    expect(fieldError(numberField())).toBe('');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('§8 422 on add (prefix not matching) shows under the number', async () => {
    gateway.fail('post', CARDS, '422', 422);
    const { user } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(fieldError(numberField())).toBe(
        "This card number doesn't match the cards we support. Check the number and try again.",
      ),
    );
  });

  it('§8 500 on add: an error notification (internal error), no field message, the code cleared', async () => {
    gateway.fail('post', CARDS, '500', 500);
    const { user } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(portalStore.get(notificationsAtom).map((n) => [n.type, n.messageKey])).toEqual([
        ['error', 'errors:card.internal'],
      ]),
    );
    expect(securityCodeField()).toHaveProperty('value', '');
    expect(fieldError(numberField())).toBe('');
  });

  it('a new address saved before the card failed is kept: the retry sends the card only, with that address', async () => {
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, savedAs('addr-new', NEW_ADDRESS));
    gateway.fail('post', CARDS, '500', 500);
    const { user, onSaved } = await renderCardForm();
    await typeCard(user);
    await typeAddress(user);
    await user.click(submitButton());
    await waitFor(() => expect(securityCodeField()).toHaveProperty('value', ''));
    // The gateway saves the card the next time (a later stub answers first).
    gateway.reply('post', CARDS, AddCardResponseSchema, { panGuid: 'pan-new' });
    // The address now shows as the chosen one, not as fields to enter again.
    expect(screen.getByRole('radio', { name: /350 5th Ave/ })).toHaveProperty('checked', true);
    await user.type(securityCodeField(), '123');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(received('post', ADDRESSES)).toHaveLength(1);
    expect(received('post', CARDS)).toHaveLength(2);
    expect(cardAdded(1)?.paymentInstrument.billingAddress.addressLine1).toBe('350 5th Ave');
  });

  it('§4 Card save error "the billing address is moved to the front of the list": a new address added beside saved ones, saved, then the card failed, comes first', async () => {
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, savedAs('addr-new', NEW_ADDRESS));
    gateway.fail('post', CARDS, '500', 500);
    const { user } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    await typeAddress(user);
    await user.click(submitButton());
    await waitFor(() => expect(securityCodeField()).toHaveProperty('value', ''));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent ?? '')[0]).toMatch(
      /350 5th Ave/,
    );
    expect(radios[0]).toHaveProperty('checked', true);
  });

  it('a 201 arriving on the error path is a success: onSaved("added"), no message', async () => {
    // A 201 whose body is §8's error shape: no panGuid to read, so the client reports it as an error.
    gateway.fail('post', CARDS, '201', 201);
    const { user, onSaved } = await renderCardForm({ cards: [PRIMARY], addresses: [HOME] });
    await typeCard(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('added'));
    expect(fieldError(numberField())).toBe('');
    expect(portalStore.get(notificationsAtom)).toEqual([]);
  });
});

describe('§2 Add and edit card screen: edit mode', () => {
  const renderEdit = (props: Partial<CardFormProps> = {}) =>
    renderCardForm({ mode: 'edit', card: TRAVEL, cards: [PRIMARY, TRAVEL], addresses: [HOME], ...props });

  it('the number is the read-only last four; the card starts from its expiry, nickname and address; Update, Cancel, Delete', async () => {
    await renderEdit();
    expect(screen.getByText('Card ending in 4444')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(expiryField()).toHaveProperty('value', '09 / 31');
    expect(nicknameField()).toHaveProperty('value', 'Travel');
    expect(screen.getByRole('checkbox', { name: 'Make this my preferred card' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: /1 Main St/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Update card' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete card' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Add card/ })).toBeNull();
    // §2: hidden in edit mode.
    expect(screen.queryByRole('checkbox', { name: "Use my primary card's billing address" })).toBeNull();
  });

  it('Update card: the card only (§7 PATCH common attributes, unchanged address), then onSaved("updated")', async () => {
    const { user, onSaved } = await renderEdit();
    await user.clear(nicknameField());
    await user.type(nicknameField(), 'Holidays');
    await user.type(securityCodeField(), '321');
    await user.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    expect(received('post', ADDRESSES)).toEqual([]);
    expect(received('post', CARDS)).toEqual([]);
    expect(received('patch', `${CARDS}/pan-travel`).map((r) => r.body)).toContainEqual({
      paymentInstrument: {
        expirationMonth: 9,
        expirationYear: 2031,
        cvv: '321',
        accountNickname: 'Holidays',
        nameOnAccount: CARDHOLDER,
        billingAddress: {
          addressLine1: '1 Main St',
          city: 'Beverly Hills',
          stateProvinceCode: 'CA',
          postalCode: '90210',
          countryCode: 'US',
          addressName: CARDHOLDER,
          phoneNumber: '0000000000',
        },
        sequenceNumber: '0',
      },
    });
  });

  it('§4 Card submit: an edited address that changed is updated first (by its intentId), then the card', async () => {
    gateway.reply('post', ADDRESSES, AddressSaveResponseSchema, {
      address: { ...HOME, city: 'Los Angeles' },
      status: 'VERIFIED',
    });
    const { user, onSaved } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Edit this address' }));
    await waitFor(() => expect(textbox('Address line 1')).toHaveProperty('value', '1 Main St'));
    await user.clear(textbox('City'));
    await user.type(textbox('City'), 'Los Angeles');
    await user.type(securityCodeField(), '321');
    await user.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    expect(addressSaved()).toMatchObject({ intentId: 'addr-home', address: { id: 'addr-home', city: 'Los Angeles' } });
    expect(cardUpdated('pan-travel')?.paymentInstrument?.billingAddress?.city).toBe('Los Angeles');
  });

  it('§8 Update card: PROFILE_3004 means cannot update, as a notification (the number is no field here)', async () => {
    gateway.fail('patch', `${CARDS}/pan-travel`, 'PROFILE_3004', 409);
    const { user, onSaved } = await renderEdit();
    await user.type(securityCodeField(), '321');
    await user.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() =>
      expect(portalStore.get(notificationsAtom).map((n) => [n.type, n.messageKey])).toEqual([
        ['error', 'errors:card.cannotUpdate'],
      ]),
    );
    expect(securityCodeField()).toHaveProperty('value', '');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('§2 Delete card opens the are-you-sure alertdialog quoting the last four, focus on Delete', async () => {
    const { user } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('The card ending in 4444 will be deleted from your account.')).toBeDefined();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(received('delete', `${CARDS}/pan-travel`)).toEqual([]);
  });

  it("the delete modal's Cancel keeps the card: nothing sent, the modal gone", async () => {
    const { user, onDeleted } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // CONVENTIONS 12: the modal gives focus back to what opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete card' }));
    expect(received('delete', `${CARDS}/pan-travel`)).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('§4 Delete card (portal): Delete sends the delete for this card, then onDeleted', async () => {
    const { user, onDeleted, onSaved } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(received('delete', `${CARDS}/pan-travel`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(received('patch', `${CARDS}/pan-travel`)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('§8 a failed delete: the could-not-delete notice, the modal closed, no onDeleted', async () => {
    gateway.fail('delete', `${CARDS}/pan-travel`, '404', 404);
    const { user, onDeleted } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(portalStore.get(notificationsAtom).map((n) => [n.type, n.messageKey])).toEqual([
        ['error', 'errors:card.deleteFailed'],
      ]),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('§2 Cancel calls onCancel, and sends nothing', async () => {
    const { user, onCancel } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(received('patch', `${CARDS}/pan-travel`)).toEqual([]);
    expect(received('delete', `${CARDS}/pan-travel`)).toEqual([]);
  });
});

describe('§2 Enter submits the form, except on the delete or cancel buttons; in the shared form not from a text field', () => {
  it('Enter in a text field does not submit', async () => {
    const { user, onSaved } = await renderCardForm({
      mode: 'edit',
      card: TRAVEL,
      cards: [PRIMARY, TRAVEL],
      addresses: [HOME],
    });
    await user.type(securityCodeField(), '321{Enter}');
    await user.type(nicknameField(), '{Enter}');
    expect(received('patch', `${CARDS}/pan-travel`)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('The form has errors. Please correct the fields marked below.')).toBeNull();
  });

  it('Enter on the preferred-card checkbox submits', async () => {
    const { user, onSaved } = await renderCardForm({
      mode: 'edit',
      card: TRAVEL,
      cards: [PRIMARY, TRAVEL],
      addresses: [HOME],
    });
    await user.type(securityCodeField(), '321');
    screen.getByRole('checkbox', { name: 'Make this my preferred card' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    expect(received('patch', `${CARDS}/pan-travel`)).toHaveLength(1);
  });

  it('Enter on Delete card opens the modal and on Cancel cancels: neither submits', async () => {
    const { user, onCancel } = await renderCardForm({
      mode: 'edit',
      card: TRAVEL,
      cards: [PRIMARY, TRAVEL],
      addresses: [HOME],
    });
    await user.type(securityCodeField(), '321');
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Delete card' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).toBeDefined();
    expect(received('patch', `${CARDS}/pan-travel`)).toEqual([]);
  });
});

describe('§2 Add buttons: Cancel, No thanks, or neither', () => {
  it("secondary 'noThanks': No thanks instead of Cancel, and it calls onNoThanks", async () => {
    const { user, onNoThanks, onCancel } = await renderCardForm({ secondary: 'noThanks' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onNoThanks).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(received('post', CARDS)).toEqual([]);
  });

  it("secondary 'cancel': Cancel calls onCancel", async () => {
    const { user, onCancel } = await renderCardForm({ secondary: 'cancel' });
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('secondary null: neither Cancel nor No thanks', async () => {
    await renderCardForm({ secondary: null });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
    expect(submitButton()).toBeDefined();
  });
});
