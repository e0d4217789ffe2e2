// What every route and service of the gateway works with: storage, settings, the clock, hashing and
// keys (the card vault's among them), the password hashing queue and the rate limits.
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import type { PasswordQueue } from './platform/hash-queue';
import type { AddressVerifier } from './accounts/address-verifier';
import type { VaultKeyring } from './cards/card-vault';
import type { Limiter, SpentCheck } from './platform/limiter';
import type { Hashing, Keys } from './platform/secrets';
import type { SsoRelyingParty } from './sso/relying-party';

export interface GatewayContext {
  db: Database;
  config: GatewayConfig;
  /** The gateway's clock: every expiry, lock and limit reads it, so tests move time without waiting. */
  now: () => Date;
  hashing: Hashing;
  keys: Keys;
  /** The card vault's keys: the current master key's and those it replaced. */
  vault: VaultKeyring;
  /** Verifies US and CA addresses (§5); the offline verifier unless another is plugged in. */
  addressVerifier: AddressVerifier;
  /** Every password hash and check waits here (decision 023). */
  passwordQueue: PasswordQueue;
  /** The limits per client and per account (decision 023). */
  limit: Limiter;
  /** 429 when the client has already reached a bucket's limit, counting nothing (a bucket that counts only some answers). */
  refuseIfSpent: SpentCheck;
  /** Each SSO issuer's partner, as an OpenID Connect relying party. */
  sso: SsoRelyingParty;
}
