// Seeds the demo users of 013 (db/demo-users.ts) at every start of the sandbox profile. Idempotent: a
// demo user that exists is left as it is (a password someone changed, a reset done, a lock) unless
// `restore` is asked for (GATEWAY_RESET_DEMO_USERS=true), which puts every demo user back as seeded.
import { randomUUID } from 'node:crypto';
import type { IssuerConfig } from '@portal/domain/issuer';
import type { VaultKeyring } from '../cards/card-vault';
import { derivedUuid, hashSecret, type Hashing } from '../platform/secrets';
import type { Database, Queryable } from './database';
import { DEMO_PASSWORD, demoEmail, demoPhoneDigits, demoUsersOf, type DemoUser } from './demo-users';
import { insertDemoCards } from './seed-cards';
import { seedIssuedCards } from './seed-issued-cards';
import { APP_TERMS, TERMS_SOURCES } from './seed-terms';

type SeedIssuer = Pick<IssuerConfig, 'id' | 'url' | 'flags' | 'issuerWebSiteUrl' | 'cardArts' | 'defaultCardArt'>;

export interface DemoSeedOptions {
  hashing: Hashing;
  /** The card vault's keys: the demo cards are sealed as the card routes seal them. */
  vault: VaultKeyring;
  now: Date;
  /** Put every demo user back in its seeded state (password, flags, locks, contacts, terms). */
  restore: boolean;
}

/** The older version of each term that terms.tomas accepted (never current, never shown). */
const previousTermsGuid = (issuerId: string, type: string): string =>
  derivedUuid(['terms-previous', issuerId, APP_TERMS, type]);

export async function seedPreviousTerms(db: Queryable, config: SeedIssuer): Promise<string[]> {
  const guids: string[] = [];
  for (const [position, [type, key]] of TERMS_SOURCES.entries()) {
    const guid = previousTermsGuid(config.id, type);
    await db.query(
      `INSERT INTO terms (guid, issuer_id, feature_code, type, url, is_current, position) VALUES ($1, $2, $3, $4, $5, false, $6)
       ON CONFLICT (guid) DO NOTHING`,
      [guid, config.id, APP_TERMS, type, `${config.url[key]}?version=previous`, position],
    );
    guids.push(guid);
  }
  return guids;
}

export async function insertDemoUser(
  tx: Queryable,
  config: SeedIssuer,
  user: DemoUser,
  hash: string | null,
  previousTerms: readonly string[],
  now: Date,
  vault: VaultKeyring,
): Promise<string> {
  // Random, as every account's: a guid derived from the issuer and the username would be
  // known to anyone, in every database seeded so.
  const id = randomUUID();
  await tx.query(
    `INSERT INTO users (id, issuer_id, username, first_name, last_name, password_hash, status, two_factor, force_reset, permanently_locked_at, password_changed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      id,
      config.id,
      user.username,
      user.firstName,
      user.lastName,
      hash,
      user.status,
      user.twoFactor,
      user.forceReset,
      user.permanentlyLocked ? now : null,
      now,
    ],
  );
  const verifiedAt = user.emailVerified ? now : null;
  await tx.query(
    'INSERT INTO user_emails (id, user_id, email, is_primary, verified_at, created_at) VALUES ($1, $2, $3, true, $4, $5)',
    [randomUUID(), id, demoEmail(user, config), verifiedAt, now],
  );
  // The phone is verified with the account (the two-factor code may go to it), except for an account not yet established.
  await tx.query(
    "INSERT INTO user_phones (id, user_id, phone_number, country_iso, is_primary, verified_at, created_at) VALUES ($1, $2, $3, 'US', true, $4, $5)",
    [randomUUID(), id, demoPhoneDigits(user), user.status === 'active' ? now : null, now],
  );
  const accepted =
    user.terms === 'none'
      ? []
      : user.terms === 'previous'
        ? previousTerms
        : (
            await tx.query<{ guid: string }>(
              "SELECT guid FROM terms WHERE issuer_id = $1 AND is_current AND feature_code = 'APP'",
              [config.id],
            )
          ).rows.map((r) => r.guid);
  for (const guid of accepted)
    await tx.query('INSERT INTO terms_acceptances (user_id, terms_guid, accepted_at) VALUES ($1, $2, $3)', [
      id,
      guid,
      now,
    ]);
  await insertDemoCards(tx, vault, config, { id, fullName: `${user.firstName} ${user.lastName}` }, user.cards, now);
  return id;
}

/**
 * Seeds (or, with `restore`, re-seeds) the demo users of each issuer, then the cards they have to
 * activate that are missing (seed-issued-cards.ts); returns how many users were written.
 */
export async function seedDemoUsers(
  db: Database,
  configs: readonly SeedIssuer[],
  options: DemoSeedOptions,
): Promise<number> {
  // The lookups, and below each issuer's transaction, run at once: on a PostgreSQL server each takes a
  // connection of its own (PGlite runs them in turn), and an issuer's demo users are its own rows.
  const found = await Promise.all(
    configs.flatMap((config) =>
      demoUsersOf(config).map(async (user) => {
        const { rows } = await db.query<{ id: string }>(
          'SELECT id FROM users WHERE issuer_id = $1 AND lower(username) = lower($2)',
          [config.id, user.username],
        );
        return { config, user, existing: rows[0]?.id ?? null };
      }),
    ),
  );
  const work = found.filter(({ existing }) => existing === null || options.restore);
  // Hashed together: scrypt runs on the thread pool, so the first start does not wait for each in turn.
  const hashes = await Promise.all(
    work.map(({ user }) =>
      user.status === 'active' ? hashSecret(DEMO_PASSWORD, options.hashing.password) : Promise.resolve(null),
    ),
  );
  await Promise.all(
    configs
      .filter((c) => demoUsersOf(c).length > 0)
      .map((config) =>
        db.transaction(async (tx) => {
          const previous = await seedPreviousTerms(tx, config);
          for (const [i, item] of work.entries()) {
            if (item.config !== config) continue;
            // Restoring replaces the account whole: its tokens, codes, locks and contacts go with it.
            if (item.existing) await tx.query('DELETE FROM users WHERE id = $1', [item.existing]);
            await insertDemoUser(tx, config, item.user, hashes[i] ?? null, previous, options.now, options.vault);
          }
        }),
      ),
  );
  await seedIssuedCards(db, configs, options);
  return work.length;
}
