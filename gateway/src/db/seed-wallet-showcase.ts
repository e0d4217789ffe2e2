// The sandbox's wallet showcase: one card for each reason the review carousel greys a card
// (§2 Card carousel, §8 Carousel overlay messages): expired (which no save would accept), 3-D Secure
// failed, not verified, a Canadian Visa debit card, an American Express card (a brand the demo checkout
// does not take), a card its cardholder suspended in the portal (ready.rita's Discover), and one usable
// default Mastercard, all billed to one address. `npm start` gives it to the demo merchant's
// `demo-shopper`; the journeys ask for it per shopper (wallet/dev-wallet.routes.ts).
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../context';
import type { ShopperContext } from '../wallet/shoppers';
import { insertWalletCard } from '../wallet/wallet-cards';
import { networkVerdict } from '../wallet/wallet-sandbox';
import type { Database } from './database';
import { DEMO_BILLING_ADDRESS } from './demo-users';

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

/** The demo merchant's shopper whose wallet `npm start` fills with the showcase. */
export const SHOWCASE_SHOPPER = 'demo-shopper';

function monthsFrom(now: Date, months: number): { month: number; year: number } {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + months;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}

/**
 * Fills the wallet of a merchant's shopper (made if new) with the showcase, when its wallet is empty:
 * answers whether it did. The address is written as the wallet's address book writes it, verified.
 */
export async function seedWalletShowcase(
  db: Pick<Database, 'query' | 'transaction'>,
  ctx: Pick<GatewayContext, 'vault'>,
  publicKey: string,
  reference: string,
  now: Date,
): Promise<'seeded' | 'notEmpty' | 'noMerchant'> {
  const merchant = (
    await db.query<{ id: string; issuer_id: string; name: string }>(
      'SELECT id, issuer_id, name FROM merchants WHERE public_key = $1',
      [publicKey],
    )
  ).rows[0];
  if (!merchant) return 'noMerchant';
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO shoppers (id, merchant_id, reference, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_id, reference) DO NOTHING',
      [randomUUID(), merchant.id, reference, now],
    );
    const shopperId = (
      await tx.query<{ id: string }>('SELECT id FROM shoppers WHERE merchant_id = $1 AND reference = $2', [
        merchant.id,
        reference,
      ])
    ).rows[0]?.id;
    if (!shopperId) throw new Error('a shopper neither inserted nor found');
    const existing = await tx.query('SELECT 1 FROM wallet_cards WHERE shopper_id = $1 LIMIT 1', [shopperId]);
    if (existing.rows.length > 0) return 'notEmpty';
    const shopper: ShopperContext = {
      merchant: { id: merchant.id, issuerId: merchant.issuer_id, name: merchant.name },
      shopperId,
      expiresAt: now,
    };
    const addressId = randomUUID();
    const a = DEMO_BILLING_ADDRESS;
    await tx.query(
      `INSERT INTO wallet_addresses (id, shopper_id, person_name, line1, city, state_province_code, postal_code, country_code, phone, verification_status, is_default, created_at, updated_at)
       VALUES ($1, $2, 'Sam Shopper', $3, $4, $5, $6, $7, '(202) 555-0147', 'VERIFIED', true, $8, $8)`,
      [addressId, shopperId, a.line1, a.city, a.stateProvinceCode, a.postalCode, a.countryCode, now],
    );
    for (const [i, card] of WALLET_SHOWCASE_CARDS.entries()) {
      await insertWalletCard(tx, ctx, shopper, {
        id: randomUUID(),
        number: card.number,
        expirationDate: monthsFrom(now, card.months),
        nickname: card.nickname,
        nameOnCard: 'Sam Shopper',
        isDefault: card.isDefault,
        billingAddressId: addressId,
        verdict: networkVerdict('sandbox', card.number),
        // One millisecond apart, so the wallet lists them in this order.
        createdAt: new Date(now.getTime() + i),
      });
    }
    return 'seeded';
  });
}
