// Each card offers what its product offers (issuer.json `products`), and the card routes serve exactly
// that: for every demo card of every issuer a cardholder can sign in to, the capabilities its answer
// gives (cardFeatures and financialAccountType, read by cardOffers, the rule the screens ask) are the
// ones whose routes answer, and the others are refused as not offered.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cardOffers, webFeatures, type CardCapability } from '@portal/domain/features';
import { PortalCardListSchema, type PortalCard } from '@portal/domain/card';
import { ALERTS_ACCEPT, type TokenResponse } from '@portal/domain/schemas';
import { addCardBody, configOf, EXT, getWith, postJson, signedIn, useTestGateway } from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const cardsUrl = (answer: TokenResponse) => `/consumer-controller/v1/account/${guid(answer)}/paymentInstrument`;
const instrumentUrl = (answer: TokenResponse, panGuid: string, leaf: string) =>
  `/users/${guid(answer)}/paymentInstruments/${panGuid}/${leaf}`;

async function cardsOf(answer: TokenResponse): Promise<PortalCard[]> {
  const res = await getWith(gw.app, cardsUrl(answer), answer.access_token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(PortalCardListSchema, res.json()).paymentInstruments;
}

/** Whether the card routes serve each capability they have for this card: answered, or refused as not offered. */
async function served(answer: TokenResponse, card: PortalCard) {
  const get = (leaf: string, headers: Record<string, string> = {}) =>
    gw.app.inject({
      method: 'GET',
      url: instrumentUrl(answer, card.panGuid, leaf),
      headers: { authorization: `Bearer ${answer.access_token}`, ...headers },
    });
  const balance = await get('balances');
  const history = await get('transactions?offset=0&limit=25');
  const alerts = await get('alerts', { accept: ALERTS_ACCEPT });
  const control = await get('vctc');
  const code = (res: { json: () => unknown }) =>
    (res.json() as { responseStatus?: { code?: string } }).responseStatus?.code;
  return {
    balanceInquiry: balance.statusCode === 200,
    transactionHistory: history.statusCode === 200,
    alerts: alerts.statusCode === 200,
    // No control yet (DPS_4001) is a card that offers one; the plain 404 is a card that does not.
    virtualCardControl: control.statusCode === 200 || code(control) === 'DPS_4001',
  };
}

/** What the card's answer promises, by the rule the screens ask (cardOffers). */
function promised(card: PortalCard, issuerId: string) {
  const offers = cardOffers(card, webFeatures(configOf(issuerId).features));
  const has = (capability: CardCapability) => offers.includes(capability);
  return {
    balanceInquiry: has('balanceInquiry'),
    transactionHistory: has('transactionHistory'),
    alerts: has('alerts'),
    virtualCardControl: has('virtualCardControl'),
  };
}

describe('cards as products', () => {
  it.each(['acme', 'tailspin'] as const)(
    "at %s, every demo card's answer promises exactly what the card routes serve",
    async (issuerId) => {
      const rita = await signedIn(gw.app, EXT[issuerId], 'ready.rita');
      const cards = await cardsOf(rita);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(await served(rita, card), card.cardNickname).toEqual(promised(card, issuerId));
    },
  );

  it("acme's products differ: a debit Visa with balances and alerts, a credit Mastercard with control only", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const byName = new Map((await cardsOf(rita)).map((c) => [c.cardNickname, c]));
    expect(byName.get('Everyday Visa')).toMatchObject({
      financialAccountType: 'DEBIT_CARD',
      cardFeatures: [
        'BAL_INQ',
        'TXN_HIST',
        'VALERTS',
        'DLY_LOW_BAL',
        'VCTC',
        'CARD_INFORMATION_DISPLAY_SDK',
        'VISA_PUSH_PROVISION',
      ],
    });
    expect(byName.get('Travel Mastercard')).toMatchObject({
      financialAccountType: 'CREDIT_CARD',
      cardFeatures: ['VCTC'],
    });
    // The Amex's product lists balance and history, which only a debit card offers (§6): its routes refuse them.
    expect(byName.get('Amex rewards')?.cardFeatures).toEqual(['BAL_INQ', 'TXN_HIST', 'VALERTS', 'DLY_LOW_BAL']);
    // No Mastercard nor Amex offers Visa's push provisioning any more.
    for (const name of ['Travel Mastercard', 'Amex rewards', 'Spare Discover'])
      expect(byName.get(name)?.cardFeatures, name).not.toContain('VISA_PUSH_PROVISION');
  });

  it("a debit card added in the portal is its product's: a debit card with balance, history and alerts", async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    // The §7 request's account type is always CREDIT_CARD; the card's product says what it is.
    const res = await postJson(
      gw.app,
      cardsUrl(nora),
      addCardBody({ accountNumber: '4000000000000002' }),
      nora.access_token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [card] = await cardsOf(nora);
    if (!card) throw new Error('the card was not added');
    expect(card.financialAccountType).toBe('DEBIT_CARD');
    expect(await served(nora, card)).toEqual({
      balanceInquiry: true,
      transactionHistory: true,
      alerts: true,
      virtualCardControl: true,
    });
  });
});
