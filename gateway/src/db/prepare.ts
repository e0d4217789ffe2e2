// What a starting gateway does to its database before it listens: migrations, then the issuers, their
// terms and (sandbox only) the demo users, merchants and shopper, all under the schema lock.
import type { LoadedIssuer } from '@portal/issuers';
import type { GatewayConfig } from '../config';
import { vaultKeyring } from '../cards/card-vault';
import { hashingOf } from '../platform/secrets';
import type { Database } from './database';
import { DEMO_MERCHANTS, seedDemoMerchants } from './demo-merchants';
import { applyMigrations, underSchemaLock } from './migrate';
import { seedIssuers } from './seed';
import { seedDemoUsers } from './seed-demo';
import { seedTerms } from './seed-terms';
import { SHOWCASE_SHOPPER, seedWalletShowcase } from './seed-wallet-showcase';

/** Told each step of the start as it begins or ends (main.ts logs them). */
export type Progress = (step: string, fields?: Record<string, unknown>) => void;

export interface Prepared {
  /** The migrations this instance applied (none when another instance had). */
  migrations: string[];
  seeded: number;
  terms: number;
  demoUsers: number;
  demoMerchants: number;
}

/** Another instance starting on the same database waits until this one has migrated and seeded. */
export function prepareDatabase(
  db: Database,
  config: Pick<
    GatewayConfig,
    'profile' | 'hashing' | 'secretKey' | 'previousSecretKeys' | 'resetDemoUsers' | 'demoCheckoutOrigins'
  >,
  issuers: readonly LoadedIssuer[],
  progress: Progress = () => {},
): Promise<Prepared> {
  const configs = issuers.map((i) => i.config);
  progress('waiting for the schema lock (another instance may be migrating)');
  return underSchemaLock(db, async () => {
    progress('applying migrations');
    const migrations = await applyMigrations(db);
    progress('migrations applied', { migrations });
    const seeded = await seedIssuers(db, issuers);
    const terms = await seedTerms(db, configs);
    progress('issuers and terms seeded', { issuers: seeded, terms });
    if (config.profile === 'sandbox') progress('seeding the demo users (hashing their passwords)');
    // Demo users have a published password: the sandbox profile only.
    const demoUsers =
      config.profile === 'sandbox'
        ? await seedDemoUsers(db, configs, {
            hashing: hashingOf(config.hashing.strength),
            vault: vaultKeyring(config.secretKey, config.previousSecretKeys),
            now: new Date(),
            restore: config.resetDemoUsers,
          })
        : 0;
    if (config.profile === 'sandbox') progress('demo users seeded', { demoUsers });
    // The demo merchant's keys are published too: the sandbox profile only.
    const demoMerchants =
      config.profile === 'sandbox' ? await seedDemoMerchants(db, new Date(), config.demoCheckoutOrigins) : 0;
    // The demo checkout's `demo-shopper` shows every reason the wallet greys a card; kept as it is once there.
    if (config.profile === 'sandbox') {
      for (const merchant of DEMO_MERCHANTS)
        await seedWalletShowcase(
          db,
          { vault: vaultKeyring(config.secretKey, config.previousSecretKeys) },
          merchant.publicKey,
          SHOWCASE_SHOPPER,
          new Date(),
        );
    }
    return { migrations, seeded, terms, demoUsers, demoMerchants };
  });
}
