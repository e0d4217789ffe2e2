import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivationQuestionsResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import {
  CARD,
  fieldError,
  findTitle,
  flowInMemory,
  location,
  questionsAnswer,
  renderFlow,
  standIn,
  storedSession,
} from '../../../testing/render-activation';

const gateway = startTestGateway();
const QUESTIONS = 'apps/TEST-WEB-01/activation/questions';

const open = (setup: Partial<Parameters<typeof renderFlow>[0]> = {}) => renderFlow({ path: '/activation', ...setup });
const number = () => screen.getByRole('textbox', { name: 'Card number' });
const expiry = () => screen.getByRole('textbox', { name: 'Expiry date' });
const securityCode = () => screen.getByRole('textbox', { name: 'Security code' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('§2 activation: the card to activate', () => {
  it('has its page title, one h1, and the card number, expiry and security code with their hints', async () => {
    await open();
    await findTitle('Activate your card');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Activate your card | Test Bank Cards');
    expect(number().getAttribute('autocomplete')).toBe('cc-number');
    expect(number().getAttribute('inputmode')).toBe('numeric');
    expect(expiry().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('MM / YY, as printed on the card')).toBeTruthy();
    expect(securityCode().getAttribute('autocomplete')).toBe('cc-csc');
  });

  it.each([
    [
      'a number that fails the checksum',
      { number: '4000001234567890', expiry: CARD.expiry, cvv: CARD.cvv },
      number,
      'card number',
    ],
    [
      'a brand the portal does not know',
      { number: '9000001234567899', expiry: CARD.expiry, cvv: CARD.cvv },
      number,
      'card number',
    ],
    ['an expiry in the past', { number: CARD.number, expiry: '0120', cvv: CARD.cvv }, expiry, 'expir'],
    ['a month that does not exist', { number: CARD.number, expiry: '1333', cvv: CARD.cvv }, expiry, 'month'],
    [
      'a security code too short',
      { number: CARD.number, expiry: CARD.expiry, cvv: '12' },
      securityCode,
      'security code',
    ],
  ])('§5 Card: %s is refused on its field, and nothing is sent', async (_case, card, field, words) => {
    const { user } = await open();
    await user.type(number(), card.number);
    await user.type(expiry(), card.expiry);
    await user.type(securityCode(), card.cvv);
    await user.click(continueButton());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(field()).toLowerCase()).toContain(words);
    expect(screen.getByText('The form has errors. Please correct the fields marked below.')).toBeTruthy();
    expect(gateway.requests).toEqual([]);
  });

  it('an empty form says which fields to fill, and sends nothing', async () => {
    const { user } = await open();
    await user.click(continueButton());
    await waitFor(() => expect(number().getAttribute('aria-invalid')).toBe('true'));
    expect(expiry().getAttribute('aria-invalid')).toBe('true');
    expect(securityCode().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number());
    expect(gateway.requests).toEqual([]);
  });

  it('§7 questions: sends the card (month and four-digit year), keeps the token, and goes to the questions by the card id, never its number', async () => {
    const asked = gateway.reply('post', QUESTIONS, ActivationQuestionsResponseSchema, questionsAnswer());
    const { user } = await open();
    await user.type(number(), '4000 0012 3456 7899');
    await user.type(expiry(), '09 / 33');
    await user.type(securityCode(), `${CARD.cvv}{Enter}`);
    await findTitle('Confirm your identity');
    expect(asked.map((r) => r.body)).toEqual([
      { accountNumber: CARD.number, expirationMonth: 9, expirationYear: 2033, cvv: CARD.cvv },
    ]);
    expect(gateway.requests).toHaveLength(1);
    expect(location()).toBe('/activation/questions/card-7f3a');
    expect(storedSession().ca_token).toBe('ca-token-1');
    expect(flowInMemory()).toMatchObject({ cardId: 'card-7f3a', attemptsLeft: 3 });
    expect(JSON.stringify(flowInMemory())).not.toContain(CARD.number);
  });

  it('decision 029: a card that matches no card waiting for activation says so, without saying which field, and clears the security code', async () => {
    gateway.fail('post', QUESTIONS, 'activationCardNotFound', 400);
    const { user } = await open();
    await user.type(number(), CARD.number);
    await user.type(expiry(), CARD.expiry);
    await user.type(securityCode(), `${CARD.cvv}{Enter}`);
    const alert = await screen.findByText(/We couldn't find a card waiting for activation/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect((securityCode() as HTMLInputElement).value).toBe('');
    // Kept as typed, grouped as on the card (the add card form's own field).
    expect((number() as HTMLInputElement).value.replace(/ /g, '')).toBe(CARD.number);
    expect(location()).toBe('/activation');
    expect(storedSession().ca_token).toBeNull();
    // An active card answers so too (its security code is no longer kept): the way to it is signing in.
    expect(screen.getByText('If you have already activated this card, sign in to see it and manage it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it.each([
    ['an activation-only app', { activationOnlyApp: true }],
    ['an SSO app', { ssoApp: true }],
    ['app login disabled', { appLoginDisabled: true }],
  ])('not found in %s: no word of signing in, and no link there', async (_name, flags) => {
    gateway.fail('post', QUESTIONS, 'activationCardNotFound', 400);
    const { user } = await open({ flags });
    await user.type(number(), CARD.number);
    await user.type(expiry(), CARD.expiry);
    await user.type(securityCode(), `${CARD.cvv}{Enter}`);
    await screen.findByText(/We couldn't find a card waiting for activation/);
    expect(screen.queryByText(/sign in to see it/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('409 already active: says so, with a link to sign in (and to create an account)', async () => {
    gateway.fail('post', QUESTIONS, 'activationAlreadyActive', 409);
    const { user } = await open();
    await user.type(number(), CARD.number);
    await user.type(expiry(), CARD.expiry);
    await user.type(securityCode(), `${CARD.cvv}{Enter}`);
    await screen.findByText('This card is already active, so there is nothing more to do.');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await findTitle(standIn('/login'));
  });

  it("423 locked: the lock's message with the issuer's customer support", async () => {
    gateway.fail('post', QUESTIONS, 'activationLocked', 423);
    const { user } = await open();
    await user.type(number(), CARD.number);
    await user.type(expiry(), CARD.expiry);
    await user.type(securityCode(), `${CARD.cvv}{Enter}`);
    const message = await screen.findByText(/Activation of this card is locked for 24 hours/);
    expect(message.textContent).toContain('Call 1-800-555-0199.');
  });

  it('an activation left behind (its token stored, its questions in memory) ends when the first page is entered again', async () => {
    await open({
      session: { ca_token: 'ca-old' },
      flow: { cardId: 'card-old', questions: [], attemptsLeft: 3, lockedUntil: null, expiresAt: null },
    });
    await findTitle('Activate your card');
    await waitFor(() => expect(storedSession().ca_token).toBeNull());
    expect(flowInMemory()).toBeNull();
  });

  it('is in Spanish for an es visitor', async () => {
    await open({ locale: 'es' });
    await findTitle('Active su tarjeta');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });
});
