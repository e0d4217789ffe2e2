import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivationKeepAliveResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import {
  activationUnderWay,
  fieldError,
  findTitle,
  flowInMemory,
  location,
  popup,
  renderFlow,
  storedSession,
} from '../../../testing/render-activation';

const gateway = startTestGateway();
const SET_PIN = 'apps/TEST-WEB-01/activation/card/pin';
const KEEP_ALIVE = 'apps/TEST-WEB-01/activation/card-7f3a/keepAlive';

const PATH = '/activation/set-pin?card=card-7f3a';
/** As the questions leave it: the token stored, the card in memory. */
const open = () => renderFlow({ path: PATH, ...activationUnderWay() });

/** PIN inputs are masked (a password input has no role of its own). */
const pin = () => screen.getByLabelText('New PIN');
const again = () => screen.getByLabelText('Enter the PIN again');
const save = () => screen.getByRole('button', { name: 'Save PIN' });
const rule = (text: string) => within(screen.getByRole('list')).getByText(text).closest('li');

describe('§2 activation/set-pin', () => {
  it('has its title and h1, and the PIN twice: masked, a numeric keypad, 4 digits, out of autofill', async () => {
    await open();
    await findTitle('Set your PIN');
    expect(document.title).toBe('Set your PIN | Test Bank Cards');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const input of [pin(), again()]) {
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.getAttribute('maxlength')).toBe('4');
      expect(input.getAttribute('autocomplete')).toBe('off');
    }
  });

  it('SPEC-DECISIONS PIN: the rules are ticked as the person types, and read with the PIN field', async () => {
    const { user } = await open();
    const checklist = screen.getByText('Your PIN must follow these rules:').parentElement ?? document.body;
    expect(pin().getAttribute('aria-describedby')).toContain(checklist.id);
    expect(again().getAttribute('aria-describedby') ?? '').not.toContain(checklist.id);
    const exactly = () => rule('Your PIN must be exactly 4 digits.')?.textContent;
    const same = () => rule("Don't use the same digit 4 times (such as 1111).")?.textContent;
    const inOrder = () => rule("Don't use digits in order (such as 1234 or 9876).")?.textContent;
    expect([exactly(), same(), inOrder()].every((text) => text?.includes('(not yet)'))).toBe(true);
    await user.type(pin(), '11');
    expect([exactly(), same(), inOrder()].every((text) => text?.includes('(not yet)'))).toBe(true);
    await user.type(pin(), '11');
    expect(exactly()).toContain('(done)');
    expect(same()).toContain('(not yet)');
    await user.clear(pin());
    await user.type(pin(), '9876');
    expect(same()).toContain('(done)');
    expect(inOrder()).toContain('(not yet)');
    await user.clear(pin());
    await user.type(pin(), '2580');
    expect([exactly(), same(), inOrder()].every((text) => text?.includes('(done)'))).toBe(true);
  });

  it.each([
    ['all the same digit', '7777', '7777', pin, "Don't use the same digit 4 times (such as 1111)."],
    ['a straight run up', '1234', '1234', pin, "Don't use digits in order (such as 1234 or 9876)."],
    ['a straight run down', '9876', '9876', pin, "Don't use digits in order (such as 1234 or 9876)."],
    ['fewer than 4 digits', '258', '258', pin, 'Your PIN must be exactly 4 digits.'],
    ['two entries that differ', '2580', '2581', again, "The two PINs don't match."],
    ['no second entry', '2580', '', again, 'Enter your PIN again.'],
  ])('refuses %s with its message, and sends nothing', async (_case, first, second, field, message) => {
    const { user } = await open();
    await user.type(pin(), first);
    if (second) await user.type(again(), second);
    await user.click(save());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(field())).toBe(message);
    expect(gateway.requests).toEqual([]);
  });

  it('§7 card/pin: a valid PIN is sent once; the activation ends, its token gone, and set-pin/success follows', async () => {
    const set = gateway.replyEmpty('post', SET_PIN);
    const { user } = await open();
    await user.type(pin(), '2580');
    await user.type(again(), '2580{Enter}');
    await findTitle('Your PIN is set');
    expect(set.map((r) => r.body)).toEqual([{ cardId: 'card-7f3a', activationToken: 'ca-token-1', pin: '2580' }]);
    expect(gateway.requests).toHaveLength(1);
    expect(location()).toBe('/activation/set-pin/success');
    expect(storedSession().ca_token).toBeNull();
    expect(flowInMemory()).toBeNull();
  });

  it("decision 029: the gateway's PIN refusal shows the rule's own message, and the PIN is chosen again", async () => {
    gateway.fail('post', SET_PIN, 'invalidPinSequence', 400);
    const { user } = await open();
    await user.type(pin(), '2580');
    await user.type(again(), '2580{Enter}');
    const message = await screen.findByText("Don't use digits in order (such as 1234 or 9876).", {
      selector: '[role="alert"] *',
    });
    expect(message).toBeTruthy();
    expect((pin() as HTMLInputElement).value).toBe('');
    expect((again() as HTMLInputElement).value).toBe('');
    expect(storedSession().ca_token).toBe('ca-token-1');
  });

  it('decision 029: a refused token (401) ends the activation: back to activation, the popup saying why', async () => {
    gateway.fail('post', SET_PIN, 'invalidToken', 401);
    const { user } = await open();
    await user.type(pin(), '2580');
    await user.type(again(), '2580{Enter}');
    await findTitle('Activate your card');
    expect(popup()?.messageKey).toBe('errors:activation.ended');
    expect(storedSession().ca_token).toBeNull();
  });

  it('§2 Page refresh: the PIN step is restored from the stored token and the card in the URL, and its token checked at once', async () => {
    const kept = gateway.reply('post', KEEP_ALIVE, ActivationKeepAliveResponseSchema, { expiresIn: 600 });
    const set = gateway.replyEmpty('post', SET_PIN);
    // After a refresh: the session stored across it, nothing in memory.
    const { user } = await renderFlow({ path: PATH, session: { ca_token: 'ca-token-1' }, flow: null });
    await findTitle('Set your PIN');
    await waitFor(() => expect(kept.map((r) => r.body)).toEqual([{ activationToken: 'ca-token-1' }]));
    await user.type(pin(), '2580');
    await user.type(again(), '2580{Enter}');
    await findTitle('Your PIN is set');
    expect(set.map((r) => r.body)).toContainEqual({
      cardId: 'card-7f3a',
      activationToken: 'ca-token-1',
      pin: '2580',
    });
  });

  it('§2 Page refresh: a token that lapsed meanwhile ends the activation at once', async () => {
    const refused = gateway.fail('post', KEEP_ALIVE, 'invalidToken', 401);
    await renderFlow({ path: PATH, session: { ca_token: 'ca-token-1' }, flow: null });
    await findTitle('Activate your card');
    expect(refused.map((r) => r.body)).toEqual([{ activationToken: 'ca-token-1' }]);
    expect(popup()?.messageKey).toBe('errors:activation.ended');
  });

  it.each([
    ['no activation token', { path: PATH }],
    ['no card named', { path: '/activation/set-pin', session: { ca_token: 'ca-token-1' } }],
  ])('without %s it starts again at activation', async (_case, setup) => {
    await renderFlow(setup);
    await findTitle('Activate your card');
    expect(location()).toBe('/activation');
  });
});
