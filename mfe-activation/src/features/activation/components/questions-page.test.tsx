import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivationResult } from '@portal/client/api';
import { ActivationKeepAliveResponseSchema, ActivationResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import {
  activationUnderWay,
  fieldError,
  findTitle,
  flowInMemory,
  location,
  popup,
  questionsAnswer,
  renderFlow,
  storedSession,
} from '../../../testing/render-activation';
import { KEEP_ALIVE_EVERY_MS } from '../hooks/use-activation-keep-alive';

const gateway = startTestGateway();
const ACTIVATION = 'apps/TEST-WEB-01/activation';
const KEEP_ALIVE = 'apps/TEST-WEB-01/activation/card-7f3a/keepAlive';

const PATH = '/activation/questions/card-7f3a';
const open = (answer = questionsAnswer(), path = PATH) => renderFlow({ path, ...activationUnderWay(answer) });

const dateOfBirth = () => screen.getByRole('textbox', { name: 'Date of birth' });
/** Masked (a password input has no role of its own). */
const ssn = () => screen.getByLabelText('Last 4 digits of your Social Security number');
const zip = () => screen.getByRole('textbox', { name: 'Billing ZIP code' });
const continueButton = () => screen.queryByRole('button', { name: 'Continue' });

const verdict = (overrides: Partial<ActivationResult>): ActivationResult => ({
  cardId: 'card-7f3a',
  activated: false,
  attemptsLeft: 2,
  pinRequired: false,
  ...overrides,
});

async function answerAll(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.type(dateOfBirth(), '07/24/1985');
  await user.type(ssn(), '6789');
  await user.type(zip(), '30301');
  await user.click(continueButton() ?? document.body);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('§2 activation/questions/{tokenNumber}', () => {
  it('has its title and h1, and one field per question, labelled by its type', async () => {
    await open(
      questionsAnswer({
        questions: [
          { questionId: 'q-dob', type: 'DATE_OF_BIRTH' },
          { questionId: 'q-ssn', type: 'SSN_LAST_FOUR' },
          { questionId: 'q-zip', type: 'BILLING_ZIP' },
          { questionId: 'q-name', type: 'MOTHERS_MAIDEN_NAME' },
        ],
      }),
    );
    await findTitle('Confirm your identity');
    expect(document.title).toBe('Confirm your identity | Test Bank Cards');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(dateOfBirth().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('MM/DD/YYYY, such as 07/04/1990')).toBeTruthy();
    expect(ssn().getAttribute('type')).toBe('password');
    expect(ssn().getAttribute('inputmode')).toBe('numeric');
    expect(ssn().getAttribute('maxlength')).toBe('4');
    expect(zip().getAttribute('maxlength')).toBe('5');
    expect(screen.getByRole('textbox', { name: "Your mother's maiden name" })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('shows only the questions the issuer asks', async () => {
    await open(questionsAnswer({ questions: [{ questionId: 'q-name', type: 'MOTHERS_MAIDEN_NAME' }] }));
    await findTitle('Confirm your identity');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Date of birth' })).toBeNull();
  });

  it('answers against their rules are refused on their fields, focus on the first, and nothing is sent', async () => {
    const { user } = await open();
    await user.type(dateOfBirth(), '13/24/1985');
    await user.type(ssn(), '67');
    await user.type(zip(), '303');
    await user.click(continueButton() ?? document.body);
    await waitFor(() => expect(dateOfBirth().getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(dateOfBirth())).toBe('The month must be from 01 to 12.');
    expect(fieldError(ssn())).toBe('Enter exactly 4 digits.');
    expect(fieldError(zip())).toBe('Enter the 5 digits of your ZIP code.');
    expect(document.activeElement).toBe(dateOfBirth());
    expect(screen.getByText('The form has errors. Please correct the fields marked below.')).toBeTruthy();
    expect(gateway.requests).toEqual([]);
  });

  it('§7 activation: one answer per question, by its id (the date as MMDDYYYY); no PIN needed goes to activation/success, the token gone', async () => {
    const activated = gateway.reply(
      'post',
      ACTIVATION,
      ActivationResponseSchema,
      verdict({ activated: true, attemptsLeft: 3 }),
    );
    const { user } = await open();
    await answerAll(user);
    await findTitle('Your card is active');
    expect(activated.map((r) => r.body)).toEqual([
      {
        cardId: 'card-7f3a',
        activationToken: 'ca-token-1',
        answers: [
          { questionId: 'DATE_OF_BIRTH', answer: '07241985' },
          { questionId: 'SSN_LAST_FOUR', answer: '6789' },
          { questionId: 'BILLING_ZIP', answer: '30301' },
        ],
      },
    ]);
    expect(location()).toBe('/activation/success');
    expect(storedSession().ca_token).toBeNull();
    expect(flowInMemory()).toBeNull();
  });

  it('activated with a PIN to set: activation/set-pin, the token kept for it and the card named by its id', async () => {
    gateway.reply(
      'post',
      ACTIVATION,
      ActivationResponseSchema,
      verdict({ activated: true, attemptsLeft: 3, pinRequired: true }),
    );
    const { user } = await open();
    await answerAll(user);
    await findTitle('Set your PIN');
    expect(location()).toBe('/activation/set-pin?card=card-7f3a');
    expect(storedSession().ca_token).toBe('ca-token-1');
  });

  it('a wrong answer goes to the {error} route: attempts left, and the same questions again, empty; another says one is left', async () => {
    const first = gateway.reply('post', ACTIVATION, ActivationResponseSchema, verdict({ attemptsLeft: 2 }));
    const { user } = await open();
    await answerAll(user);
    await screen.findByText("That answer didn't match. 2 attempts left.");
    expect(location()).toBe('/activation/questions/card-7f3a/wrong-answer');
    expect(screen.getByText("That answer didn't match. 2 attempts left.").closest('[role="alert"]')).toBeTruthy();
    expect((dateOfBirth() as HTMLInputElement).value).toBe('');
    expect((ssn() as HTMLInputElement).value).toBe('');
    expect(storedSession().ca_token).toBe('ca-token-1');

    // The gateway's second verdict (a later stub answers first).
    const second = gateway.reply('post', ACTIVATION, ActivationResponseSchema, verdict({ attemptsLeft: 1 }));
    // The error route moves focus to its heading as it arrives, which can come after its content shows:
    // the person answers again from there (typing earlier would lose keys to the move).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    await answerAll(user);
    await screen.findByText("That answer didn't match. 1 attempt left.");
    expect([first.length, second.length]).toEqual([1, 1]);
    expect(location()).toBe('/activation/questions/card-7f3a/wrong-answer');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect((zip() as HTMLInputElement).value).toBe('');
  });

  it('SPEC-DECISIONS lock: the last wrong answer shows the lock (24 hours, customer support) and no form; the token is dropped', async () => {
    gateway.reply(
      'post',
      ACTIVATION,
      ActivationResponseSchema,
      verdict({ attemptsLeft: 0, lockedUntil: '2031-07-24T10:30:00.000Z' }),
    );
    const { user } = await open(questionsAnswer({ attemptsLeft: 1 }));
    await answerAll(user);
    const message = await screen.findByText(/Activation of this card is locked for 24 hours/);
    expect(message.textContent).toContain('call customer support');
    expect(message.textContent).toContain('Call 1-800-555-0199.');
    expect(location()).toBe('/activation/questions/card-7f3a/locked');
    expect(screen.getByText(/You can try again after .*2031/)).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(continueButton()).toBeNull();
    expect(storedSession().ca_token).toBeNull();
    expect(screen.getByRole('link', { name: 'Activate another card' }).getAttribute('href')).toBe('/activation');
  });

  it('decision 029: a refused activation token (401) ends the activation: it starts again at activation, the popup saying why', async () => {
    gateway.fail('post', ACTIVATION, 'invalidToken', 401);
    const { user } = await open();
    await answerAll(user);
    await findTitle('Activate your card');
    expect(location()).toBe('/activation');
    expect(popup()).toEqual({
      messageKey: 'errors:activation.ended',
      buttonKey: 'common:popup.ok',
      action: { kind: 'close' },
    });
    expect(storedSession().ca_token).toBeNull();
    expect(flowInMemory()).toBeNull();
  });

  it.each([
    ['no questions in memory (a refresh, an old tab)', { session: { ca_token: 'ca-token-1' }, flow: null }],
    ["another card's questions", { ...activationUnderWay(questionsAnswer({ cardId: 'card-other' })) }],
    ['no activation token', { flow: activationUnderWay().flow }],
  ])('§2 Page refresh: with %s it starts again at activation', async (_case, state) => {
    await renderFlow({ path: PATH, ...state });
    await findTitle('Activate your card');
    expect(location()).toBe('/activation');
  });

  it('an {error} the page does not know shows the questions', async () => {
    await open(questionsAnswer(), `${PATH}/nonsense`);
    await findTitle('Confirm your identity');
    expect(location()).toBe(PATH);
    expect(screen.queryByText(/attempts? left/)).toBeNull();
  });
});

describe('§7 cardId/keepAlive on the questions', () => {
  it('keeps the activation alive on a timer while the person is active, and not while they are away', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const kept = gateway.reply('post', KEEP_ALIVE, ActivationKeepAliveResponseSchema, { expiresIn: 600 });
    await open();
    await findTitle('Confirm your identity');
    expect(gateway.requests).toEqual([]);

    fireEvent.keyDown(dateOfBirth(), { key: '1' });
    await act(() => vi.advanceTimersByTimeAsync(KEEP_ALIVE_EVERY_MS));
    await waitFor(() => expect(kept.map((r) => r.body)).toEqual([{ activationToken: 'ca-token-1' }]));

    // Away: no activity, no keep-alive.
    await act(() => vi.advanceTimersByTimeAsync(KEEP_ALIVE_EVERY_MS));
    expect(kept).toHaveLength(1);

    // Back after the quiet spell: kept alive at once, without waiting for the timer.
    fireEvent.pointerDown(zip());
    await waitFor(() => expect(kept).toHaveLength(2));
    expect(gateway.requests).toHaveLength(2);
    // The token lives on from its last keep-alive: past the first 10 minutes, the activation is still there.
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(location()).toBe(PATH);
    expect(popup()).toBeNull();
  });

  it('a token left to lapse ends the activation clearly: back to activation, with the popup saying why', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    await open();
    await findTitle('Confirm your identity');
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    await findTitle('Activate your card');
    expect(gateway.requests).toEqual([]);
    expect(popup()?.messageKey).toBe('errors:activation.ended');
    expect(storedSession().ca_token).toBeNull();
  });

  it('a keep-alive refused (401) ends the activation', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const refused = gateway.fail('post', KEEP_ALIVE, 'invalidToken', 401);
    await open();
    await findTitle('Confirm your identity');
    fireEvent.keyDown(dateOfBirth(), { key: '1' });
    await act(() => vi.advanceTimersByTimeAsync(KEEP_ALIVE_EVERY_MS));
    await findTitle('Activate your card');
    expect(refused).toHaveLength(1);
    expect(popup()?.messageKey).toBe('errors:activation.ended');
  });
});
