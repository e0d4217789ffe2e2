// §2 Activation routes end to end, through the remote's own route table (its lazy chunk), by keyboard
// alone, with the session kept in sessionStorage as the shell keeps it: the card, a wrong answer, the
// right ones, the PIN, done. At every step, nothing of the card (number, security code), the answers or
// the PIN is in the URL or the browser's storage; only the activation token is stored, and only while
// the activation lasts. The stored session is what §2 Page refresh reads: the questions restart at
// activation, set-pin is kept.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivationQuestionsResponseSchema, ActivationResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import { SESSION_STORAGE_KEY, type StoredSession } from '@portal/domain/session';
import { pageRefreshOutcome } from '@portal/client/routes';
import { startSessionPersistence } from '@portal/client/state';
import { CARD, findTitle, location, questionsAnswer, renderFlow, storedText } from '../../../testing/render-activation';
import { routes } from '../../../routes';

const gateway = startTestGateway();
const ACTIVATION = 'apps/TEST-WEB-01/activation';

const SECRETS = [CARD.number, '07241985', '07/24/1985', '6789', '30301', '2580'];
let stopPersistence: () => void = () => undefined;

afterEach(() => {
  stopPersistence();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** Nothing secret in the URL or in either storage, now. */
function expectNothingKept(): void {
  for (const secret of SECRETS) {
    expect(location()).not.toContain(secret);
    expect(storedText()).not.toContain(secret);
  }
  expect(storedText()).not.toContain(`"${CARD.cvv}"`);
}

/** What a refresh of this page would do with the session stored now (§2 Page refresh). */
function refreshHere() {
  const text = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
  expect(text).not.toBeNull();
  return pageRefreshOutcome(window.location.pathname, JSON.parse(text ?? '{}') as StoredSession);
}

/**
 * A page of the flow moves focus to its heading as it arrives, which on a loaded machine can come after
 * its content shows: the keyboard goes on from there, as a cardholder's would.
 */
const focusOnTheHeading = () => waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));

describe('§2 Activation routes, end to end', () => {
  it('card → wrong answer → right answers → PIN → done, by keyboard, keeping nothing of the card, the answers or the PIN', async () => {
    gateway.reply('post', `${ACTIVATION}/questions`, ActivationQuestionsResponseSchema, questionsAnswer());
    gateway.reply('post', ACTIVATION, ActivationResponseSchema, {
      cardId: 'card-7f3a',
      activated: false,
      attemptsLeft: 2,
      pinRequired: false,
    });
    const setPin = gateway.replyEmpty('post', `${ACTIVATION}/card/pin`);
    const { user } = await renderFlow({ path: '/activation', routes });
    stopPersistence = startSessionPersistence(window.sessionStorage);

    await findTitle('Activate your card');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Card number' }));
    await user.keyboard(CARD.number);
    await user.tab();
    await user.keyboard(CARD.expiry);
    await user.tab();
    await user.keyboard(`${CARD.cvv}{Enter}`);

    await findTitle('Confirm your identity');
    expect(location()).toBe('/activation/questions/card-7f3a');
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      ca_token: 'ca-token-1',
    });
    expectNothingKept();
    // A refresh here starts again at activation, and drops what was stored (its questions came with the card).
    expect(refreshHere()).toEqual({ action: 'redirect', to: '/activation', endFlow: true });

    await focusOnTheHeading();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Date of birth' }));
    await user.keyboard('07/24/1985');
    await user.tab();
    await user.keyboard('6780');
    await user.tab();
    await user.keyboard('30301{Enter}');

    await screen.findByText("That answer didn't match. 2 attempts left.");
    expect(location()).toBe('/activation/questions/card-7f3a/wrong-answer');
    expectNothingKept();
    // The gateway's verdict on the next answers (a later stub answers first).
    gateway.reply('post', ACTIVATION, ActivationResponseSchema, {
      cardId: 'card-7f3a',
      activated: true,
      attemptsLeft: 2,
      pinRequired: true,
    });

    await focusOnTheHeading();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Date of birth' }));
    await user.keyboard('07/24/1985');
    await user.tab();
    await user.keyboard('6789');
    await user.tab();
    await user.keyboard('30301{Enter}');

    await findTitle('Set your PIN');
    expect(location()).toBe('/activation/set-pin?card=card-7f3a');
    expectNothingKept();
    // A refresh here keeps the PIN step: its token is stored.
    expect(refreshHere()).toEqual({ action: 'keep' });

    await focusOnTheHeading();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('New PIN'));
    await user.keyboard('2580');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Enter the PIN again'));
    await user.keyboard('2580{Enter}');

    await findTitle('Your PIN is set');
    expect(setPin.map((r) => r.body)).toEqual([{ cardId: 'card-7f3a', activationToken: 'ca-token-1', pin: '2580' }]);
    // The card, the two sets of answers, the PIN: and nothing else.
    expect(gateway.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /test-gateway/apps/TEST-WEB-01/activation/questions',
      'POST /test-gateway/apps/TEST-WEB-01/activation',
      'POST /test-gateway/apps/TEST-WEB-01/activation',
      'POST /test-gateway/apps/TEST-WEB-01/activation/card/pin',
    ]);
    // The activation is over: its token is gone from the session, and the empty session from storage.
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expectNothingKept();
    expect(storedText()).not.toContain('ca-token-1');
    expect(window.localStorage.length).toBe(0);
  });
});
