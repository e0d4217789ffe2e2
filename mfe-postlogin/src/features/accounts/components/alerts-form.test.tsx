import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardAlerts } from '@portal/client/api';
import { PortalCardListSchema } from '@portal/domain/card';
import { ALERTS_ACCEPT, CardAlertsResponseSchema } from '@portal/domain/schemas';
import { i18n } from '@portal/client/i18n';
import { queryClient } from '@portal/client/query';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import { fieldError, popup } from '@portal/ui/testing';
import { startTestGateway, answer } from '@portal/ui/testing/network';
import { CARDS, inTurn, instrument, json, never, received, refusal } from './gateway-kit';
import { card, renderAccounts, USER } from './test-kit';

const gateway = startTestGateway();

// A debit card with balance (so it has an account link) and both alerts.
const ALERTING = card({
  panGuid: 'pan-alerts',
  cardNickname: 'Everyday Debit',
  accountNumberLastFourDigits: '1111',
  primary: true,
  cardFeatures: ['BAL_INQ', 'VALERTS', 'DLY_LOW_BAL'],
});

const SAVED: CardAlerts = {
  alerts: [
    { alertType: 'VALERTS', enabled: false },
    { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 100 },
  ],
  currencyCode: 'USD',
};

const alertsPart = async () => {
  const region = await screen.findByRole('region');
  const heading = await within(region).findByRole('heading', { level: 3, name: /^(Alerts|Alertas)$/ });
  const section = heading.closest('section');
  if (!section) throw new Error('no alerts part');
  return section;
};
const transactionAlerts = () => screen.findByRole<HTMLInputElement>('checkbox', { name: 'Transaction alerts' });
const lowBalance = () => screen.findByRole<HTMLInputElement>('checkbox', { name: 'Daily low-balance alert' });
const thresholdOrNull = () =>
  screen.queryByRole<HTMLInputElement>('spinbutton', { name: 'Alert me when my balance is below' });
const threshold = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Alert me when my balance is below' });
const save = () => screen.getByRole('button', { name: 'Save alerts' });
const notifications = () => portalStore.get(notificationsAtom).map((n) => i18n.t(n.messageKey, n.values ?? {}));
const RANGE = 'Enter a whole number from 1 to 9999.';
/** §7 the card's alerts: read with GET, saved with PUT. */
const ALERTS = instrument('pan-alerts', 'alerts');
/** The alerts each save sent. */
const saves = () => received('PUT', ALERTS).map((r) => r.body);

beforeEach(() => {
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: [ALERTING] });
  // The balance and the history stay loading: these tests are about the alerts.
  gateway.handle('get', instrument(':pan', 'balances'), never);
  gateway.handle('get', instrument(':pan', 'transactions'), never);
  gateway.reply('get', ALERTS, CardAlertsResponseSchema, SAVED);
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
});

describe('§6 alerts: the card’s alerts as the server keeps them', () => {
  it('a checkbox per alert, each saying what it does, and the low-balance amount while that alert is on, in the card’s currency', async () => {
    await renderAccounts();
    const valerts = await transactionAlerts();
    const daily = await lowBalance();
    expect(received('GET', ALERTS).map((r) => r.headers.get('accept'))).toEqual([ALERTS_ACCEPT]);
    expect([valerts.checked, daily.checked]).toEqual([false, true]);
    expect(screen.getByRole('group', { name: 'Choose the alerts you want for this card' })).toBeDefined();
    expect(document.getElementById(valerts.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An alert for every purchase.',
    );
    const amount = threshold();
    expect(amount.value).toBe('100');
    expect(amount.getAttribute('aria-required')).toBe('true');
    const hint = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    const whole = (n: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
    expect(hint?.textContent).toBe(`A whole amount from ${whole(1)} to ${whole(9999)}.`);
    expect(hint?.textContent).toBe('A whole amount from $1 to $9,999.');
  });

  it.each(['0', '10000', '12.5'])(
    '§5 a threshold of %s is refused with the range message, on the field, which takes focus; nothing is sent',
    async (typed) => {
      const { user } = await renderAccounts();
      await lowBalance();
      const amount = threshold();
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(save());
      await waitFor(() => expect(fieldError(amount)).toBe(RANGE));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(amount);
      expect(saves()).toEqual([]);
    },
  );

  it('§5 an empty threshold while the alert is on is refused as required', async () => {
    const { user } = await renderAccounts();
    await lowBalance();
    await user.clear(threshold());
    await user.click(save());
    await waitFor(() => expect(fieldError(threshold())).toBe('Enter a number.'));
    expect(saves()).toEqual([]);
  });

  it.each([
    ['1', 1],
    ['9999', 9999],
  ])(
    '§5 a threshold of %s is accepted and sent as the number %d; the answer is shown, and a notification says the alerts were saved',
    async (typed, sent) => {
      const kept: CardAlerts = {
        alerts: [
          { alertType: 'VALERTS', enabled: true },
          { alertType: 'DLY_LOW_BAL', enabled: true, threshold: sent },
        ],
        currencyCode: 'USD',
      };
      gateway.reply('put', ALERTS, CardAlertsResponseSchema, kept);
      const { user } = await renderAccounts();
      await user.click(await transactionAlerts());
      const amount = threshold();
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(save());
      await waitFor(() => expect(notifications()).toEqual(['Alerts saved.']));
      expect(saves()).toEqual([
        {
          alerts: [
            { alertType: 'VALERTS', enabled: true },
            { alertType: 'DLY_LOW_BAL', enabled: true, threshold: sent },
          ],
        },
      ]);
      expect(received('PUT', ALERTS)[0]?.headers.get('accept')).toBe(ALERTS_ACCEPT);
      expect(fieldError(amount)).toBe('');
      expect((await transactionAlerts()).checked).toBe(true);
      // The answer is the cached read: what the page shows next is the server's.
      expect(queryClient.getQueryData(['users', USER, 'paymentInstruments', 'pan-alerts', 'alerts'])).toEqual(kept);
    },
  );

  it('the threshold is not required, nor shown, while its alert is off: the alert is saved off', async () => {
    gateway.reply('put', ALERTS, CardAlertsResponseSchema, {
      ...SAVED,
      alerts: [
        { alertType: 'VALERTS', enabled: false },
        { alertType: 'DLY_LOW_BAL', enabled: false },
      ],
    });
    const { user } = await renderAccounts();
    await lowBalance();
    await user.clear(threshold());
    await user.click(await lowBalance());
    expect(thresholdOrNull()).toBeNull();
    await user.click(save());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()).toEqual([
      {
        alerts: [
          { alertType: 'VALERTS', enabled: false },
          { alertType: 'DLY_LOW_BAL', enabled: false },
        ],
      },
    ]);
  });

  it('an alert turned off keeps a valid amount, and turned on again shows it', async () => {
    // The gateway keeps what it is sent.
    gateway.handle('put', ALERTS, (request) =>
      answer(CardAlertsResponseSchema, {
        alerts: (request.body as Pick<CardAlerts, 'alerts'>).alerts,
        currencyCode: 'USD',
      }),
    );
    const { user } = await renderAccounts();
    await user.click(await lowBalance());
    await user.click(save());
    await waitFor(() =>
      expect(saves()).toEqual([
        { alerts: [SAVED.alerts[0], { alertType: 'DLY_LOW_BAL', enabled: false, threshold: 100 }] },
      ]),
    );
    await user.click(await lowBalance());
    expect(threshold().value).toBe('100');
  });

  it('§8 a save that fails (HTTP 500) raises the technical popup and keeps everything the person set and typed', async () => {
    gateway.fail('put', ALERTS, 'SERVER_DOWN', 500);
    const { user } = await renderAccounts();
    await user.click(await transactionAlerts());
    const amount = threshold();
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(save());
    await waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    expect(notifications()).toEqual([]);
    expect((await transactionAlerts()).checked).toBe(true);
    expect((await lowBalance()).checked).toBe(true);
    expect(threshold().value).toBe('250');
  });

  it('§8 a save the catalogue leaves to the form is said on the form, focused, and the values stay', async () => {
    gateway.fail('put', ALERTS, 'inputValidationError', 400, 'threshold: out of range');
    const { user } = await renderAccounts();
    await lowBalance();
    const amount = threshold();
    await user.clear(amount);
    await user.type(amount, '42');
    await user.click(save());
    // The form's message region (the summary's region beside it stays empty: no field is wrong).
    const part = await alertsPart();
    const alert = await waitFor(() => {
      const said = within(part)
        .getAllByRole('alert')
        .filter((region) => region.textContent !== '');
      expect(said).toHaveLength(1);
      return said[0] as HTMLElement;
    });
    expect(document.activeElement).toBe(alert);
    // The gateway's own text, written for developers, never reaches the cardholder.
    expect(screen.queryByText(/out of range/)).toBeNull();
    expect(threshold().value).toBe('42');
  });

  it('after a reload the saved values are the ones shown: they come from the server', async () => {
    const kept: CardAlerts = {
      alerts: [
        { alertType: 'VALERTS', enabled: true },
        { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 75 },
      ],
      currencyCode: 'USD',
    };
    gateway.reply('put', ALERTS, CardAlertsResponseSchema, kept);
    inTurn('get', ALERTS, json(CardAlertsResponseSchema, SAVED), json(CardAlertsResponseSchema, kept));
    const { user } = await renderAccounts();
    await user.click(await transactionAlerts());
    await user.clear(threshold());
    await user.type(threshold(), '75');
    await user.click(save());
    await waitFor(() => expect(notifications()).toEqual(['Alerts saved.']));
    // A reload: a new page, with nothing cached.
    cleanup();
    queryClient.clear();
    await renderAccounts();
    expect((await transactionAlerts()).checked).toBe(true);
    expect(threshold().value).toBe('75');
    expect(received('GET', ALERTS)).toHaveLength(2);
  });

  it('a card that offers no alert on the web says so, with no form', async () => {
    gateway.reply('get', ALERTS, CardAlertsResponseSchema, { alerts: [], currencyCode: 'USD' });
    await renderAccounts();
    expect(await within(await alertsPart()).findByText('This card has no alerts to set on the web.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save alerts' })).toBeNull();
  });

  it('§8 alerts that cannot be read: said in their part, with Try again', async () => {
    const read = inTurn('get', ALERTS, refusal('NOT_FOUND', 404), json(CardAlertsResponseSchema, SAVED));
    const { user } = await renderAccounts();
    const part = await alertsPart();
    expect(await within(part).findByText("We couldn't load your alerts. Please try again.")).toBeDefined();
    await user.click(within(part).getByRole('button', { name: 'Try again' }));
    expect(await lowBalance()).toBeDefined();
    expect(read).toHaveLength(2);
  });

  it('in Spanish: the labels, the hint in the Spanish format of the currency, and the range message', async () => {
    const { user } = await renderAccounts({ locale: 'es' });
    const daily = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Alerta diaria de saldo bajo' });
    expect(screen.getByRole('checkbox', { name: 'Alertas de transacciones' })).toBeDefined();
    expect(daily.checked).toBe(true);
    const amount = screen.getByRole<HTMLInputElement>('spinbutton', {
      name: 'Avisarme cuando mi saldo sea inferior a',
    });
    const whole = (n: number) =>
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `Un importe entero de ${whole(1)} a ${whole(9999)}.`,
    );
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar alertas' }));
    await waitFor(() => expect(fieldError(amount)).toBe('Introduzca un número entero del 1 al 9999.'));
  });
});
