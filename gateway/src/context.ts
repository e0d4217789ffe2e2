// What every route and service of the gateway works with: storage, settings, the clock, hashing and keys.
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import type { Hashing, Keys } from './services/secrets';

export interface GatewayContext {
  db: Database;
  config: GatewayConfig;
  /** The gateway's clock: every expiry, lock and limit reads it, so tests move time without waiting. */
  now: () => Date;
  hashing: Hashing;
  keys: Keys;
}
