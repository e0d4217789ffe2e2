// The sandbox profile's POST /__dev/wallet/showcase: fills a demo merchant's shopper's wallet with one
// card for each reason the review carousel greys a card (§2 Card carousel, §8 Carousel overlay
// messages): expired (which no save would accept), 3-D Secure failed, not verified, a Canadian Visa
// debit card, an American Express card (a brand the demo checkout does not take), a card its cardholder
// suspended in the portal (ready.rita's Discover), and one usable default Mastercard, all with one
// billing address. The demo checkout page and the journeys use it. app.ts registers it in the sandbox
// profile only: in production the route does not exist.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { DEMO_BILLING_ADDRESS } from '../db/demo-users';
import { GatewayError, CODES } from '../errors';
import { WALLET_ADDRESS_BOOK, saveAddress } from '../services/addresses';
import type { ShopperContext } from '../services/shoppers';
import { insertWalletCard } from '../services/wallet-cards';
import { networkVerdict } from '../services/wallet-sandbox';
import { answer, JSON_TYPE, readBody } from './request';

const DEV_SHOWCASE_PATH = '/__dev/wallet/showcase';

const BodySchema = v.strictObject({
  publicKey: v.pipe(v.string('publicKey: a demo merchant’s public key'), v.nonEmpty('publicKey: a demo merchant’s public key')),
  shopperReference: v.pipe(v.string('shopperReference: the merchant’s reference'), v.regex(/^[A-Za-z0-9._:@-]{1,128}$/, 'shopperReference: the merchant’s reference')),
});

/** The showcase: number, nickname, months from now to the expiry (negative: expired), default. */
export const WALLET_SHOWCASE_CARDS = [
  { number: '5555555555554444', nickname: 'Everyday Mastercard', months: 30, isDefault: true },
  { number: '4000000000000002', nickname: 'Old Visa', months: -2, isDefault: false },
  { number: '4000000000003220', nickname: 'Online Visa', months: 24, isDefault: false },
  { number: '4000000000000101', nickname: 'New Visa', months: 24, isDefault: false },
  { number: '4000001240000000', nickname: 'Toronto Visa Debit', months: 24, isDefault: false },
  { number: '378282246310005', nickname: 'Amex rewards', months: 24, isDefault: false },
  { number: '6011111111111117', nickname: 'Spare Discover', months: 20, isDefault: false },
] as const;

function monthsFrom(now: Date, months: number): { month: number; year: number } {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + months;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}

export function devWalletRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(DEV_SHOWCASE_PATH, async (request, reply) => {
    const body = readBody(request, JSON_TYPE, BodySchema);
    const merchant = (await ctx.db.query<{ id: string; issuer_id: string; name: string }>('SELECT id, issuer_id, name FROM merchants WHERE public_key = $1', [body.publicKey])).rows[0];
    if (!merchant) throw new GatewayError(404, CODES.unknownApp, 'No merchant has this key');
    const now = ctx.now();
    await ctx.db.query('INSERT INTO shoppers (id, merchant_id, reference, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_id, reference) DO NOTHING', [
      randomUUID(),
      merchant.id,
      body.shopperReference,
      now,
    ]);
    const shopperId = (await ctx.db.query<{ id: string }>('SELECT id FROM shoppers WHERE merchant_id = $1 AND reference = $2', [merchant.id, body.shopperReference])).rows[0]?.id;
    if (!shopperId) throw new Error('a shopper neither inserted nor found');
    const shopper: ShopperContext = { merchant: { id: merchant.id, issuerId: merchant.issuer_id, name: merchant.name }, shopperId, expiresAt: now };
    const existing = await ctx.db.query('SELECT 1 FROM wallet_cards WHERE shopper_id = $1 LIMIT 1', [shopperId]);
    if (existing.rows.length > 0) throw new GatewayError(409, '409', 'This shopper’s wallet has cards already.');
    const address = await saveAddress(ctx, WALLET_ADDRESS_BOOK, shopperId, {
      address: { ...DEMO_BILLING_ADDRESS, personName: 'Sam Shopper', phone: '(202) 555-0147', default: true },
      validate: false,
    });
    const billingAddressId = address.kind === 'saved' ? address.address.id : null;
    await ctx.db.transaction(async (tx) => {
      for (const [i, card] of WALLET_SHOWCASE_CARDS.entries()) {
        await insertWalletCard(tx, ctx, shopper, {
          id: randomUUID(),
          number: card.number,
          expirationDate: monthsFrom(now, card.months),
          nickname: card.nickname,
          nameOnCard: 'Sam Shopper',
          isDefault: card.isDefault,
          billingAddressId,
          verdict: networkVerdict('sandbox', card.number),
          // One millisecond apart, so the wallet lists them in this order.
          createdAt: new Date(now.getTime() + i),
        });
      }
    });
    return answer(reply, { cards: WALLET_SHOWCASE_CARDS.length }, 201);
  });
}
