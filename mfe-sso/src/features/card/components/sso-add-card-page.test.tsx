import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardArtResponseSchema } from '@portal/domain/card';
import { ProvisionedCardSchema } from '@portal/domain/schemas';
import { renderInPortal, setStoredSession, setUpPortal, testIssuer } from '@portal/ui/testing';
import { AddressListResponseSchema } from '@portal/domain/address';
import { startTestGateway } from '@portal/ui/testing/network';
import { ssoMessages } from '../../../i18n/messages';
import { SsoAddCardPage } from './sso-add-card-page';

const gateway = startTestGateway();
const PROVISIONED = 'partnerConsumer/paymentInstruments/provisioned';

const CARD = {
  accountNumber: '4000111122223339',
  expirationMonth: '09',
  expirationYear: '2030',
  nameOnAccount: 'Alice Thornton',
  accountType: 'DEBIT_CARD',
  alreadyAdded: false,
} as const;

async function renderPage(locale = 'en') {
  window.history.replaceState(null, '', '/sso/addCard');
  await setUpPortal({
    issuer: testIssuer({ flags: { ssoApp: true } }),
    access: 'full',
    locale,
    messages: { sso: ssoMessages },
  });
  setStoredSession({ userId: 'user-1' });
  return renderInPortal(<SsoAddCardPage />, 'sso');
}

beforeEach(() => {
  window.dataLayer = [];
  // The member's cards and addresses: none yet (No Content is an empty card list, §4).
  gateway.replyEmpty('get', 'consumer-controller/v1/account/user-1/paymentInstrument');
  gateway.reply('get', 'consumer-controller/v1/account/user-1/address', AddressListResponseSchema, { addresses: [] });
  // The art drawn beside the form.
  gateway.reply('post', 'issuer-controller/v1/issuer/cardart', CardArtResponseSchema, {
    cardArt: [{ imageUrl: 'visa-classic_web_1x.png', width: 164, height: 105 }],
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§6 the SSO card flow (sso/addCard)', () => {
  it("shows the bank's card in the shared form's SSO variant, with its h1 and title; Cancel logs out (the sign-out page)", async () => {
    const asked = gateway.reply('get', PROVISIONED, ProvisionedCardSchema, CARD);
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Add your card']);
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    expect(number).toHaveProperty('readOnly', true);
    expect(number).toHaveProperty('value', '4000 1111 2222 3339');
    expect(asked.map((r) => r.url.searchParams.get('apiKey'))).toContain('test-key');
    expect(document.title).toBe('Add your card | Test Bank Cards');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/signOut'));
  });

  it.each([
    ['no card provisioned', null],
    ['its card added already', { ...CARD, alreadyAdded: true }],
  ])('a member with %s goes home, replacing the page', async (_name, answer) => {
    if (answer === null) gateway.replyEmpty('get', PROVISIONED);
    else gateway.reply('get', PROVISIONED, ProvisionedCardSchema, answer);
    const entries = window.history.length;
    await renderPage();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(window.history.length).toBe(entries);
  });

  it('a failed load says so and Try again asks again', async () => {
    const down = gateway.unreachable('get', PROVISIONED);
    await renderPage();
    expect(await screen.findByText('We could not load your card.')).toBeTruthy();
    // The gateway is back (a later stub answers first).
    const again = gateway.reply('get', PROVISIONED, ProvisionedCardSchema, CARD);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(down.length).toBeGreaterThan(0);
    expect(again.length).toBeGreaterThan(0);
  });

  it('in Spanish', async () => {
    gateway.reply('get', PROVISIONED, ProvisionedCardSchema, CARD);
    await renderPage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregue su tarjeta' })).toBeTruthy();
  });
});
