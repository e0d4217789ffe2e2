// The sandbox's demo merchant (decision 032): the checkout page `npm start` serves embeds the
// wallet as this merchant. Its keys are published (the README, the start banner), so it exists in the
// sandbox profile only, like the demo users.
import type { Queryable } from './database';
import { tokenHash } from '../platform/secrets';

export interface DemoMerchant {
  id: string;
  /** The issuer whose wallet it embeds. */
  issuerId: string;
  name: string;
  /** §7's apiKey query of the wallet's calls: public by design. */
  publicKey: string;
  /** What the merchant's server signs its session requests with: public here, because it is a demo. */
  secretKey: string;
}

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    id: 'harbour-goods',
    issuerId: 'acme',
    name: 'Harbour Goods',
    publicKey: 'pk_sandbox_harbour_goods',
    secretKey: 'sk_sandbox_harbour_goods_demo_secret_public',
  },
];

/**
 * Puts the demo merchants in place (their keys as published, whatever they were), with the demo
 * checkout page's origins as theirs (the wallet's calls from that page pass CORS); answers how many.
 */
export async function seedDemoMerchants(db: Queryable, now: Date, origins: readonly string[]): Promise<number> {
  for (const m of DEMO_MERCHANTS) {
    await db.query(
      `INSERT INTO merchants (id, issuer_id, name, public_key, secret_key_hash, origins, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET issuer_id = EXCLUDED.issuer_id, name = EXCLUDED.name, public_key = EXCLUDED.public_key,
         secret_key_hash = EXCLUDED.secret_key_hash, origins = EXCLUDED.origins`,
      [m.id, m.issuerId, m.name, m.publicKey, tokenHash(m.secretKey), [...origins], now],
    );
  }
  return DEMO_MERCHANTS.length;
}
