// Single sign-on's own tables, and the only SQL that reads or writes them (issue 37 item 3, the typed
// stores): the launches waiting for a partner's answer (sso_launches), the partners' members
// (partner_consumers) and the card a partner provisioned with an arrival (partner_provisioned_cards).
// The services (sso.ts, sso-cards.ts) work with these rows and never with the tables.
import type { ProvisionedCard } from '@portal/domain/schemas';
import type { Queryable } from '../db/database';
import type { SealedCardNumber } from '../cards/card-vault';

/** A launch: the SHA-256 of its state (never the state), its issuer, and its secrets sealed. */
export interface LaunchRow {
  readonly stateHash: string;
  readonly issuerId: string;
  readonly sealed: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Keeps a new launch, forgetting those that expired by `now`. */
export async function insertLaunch(db: Queryable, launch: LaunchRow, now: Date): Promise<void> {
  await db.query('DELETE FROM sso_launches WHERE expires_at <= $1', [now]);
  await db.query(
    'INSERT INTO sso_launches (state_hash, issuer_id, sealed, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [launch.stateHash, launch.issuerId, launch.sealed, launch.createdAt, launch.expiresAt],
  );
}

/** Takes the launch of a state at an issuer, so nobody else can: its sealed secrets and expiry, or null. */
export async function takeLaunchRow(
  db: Queryable,
  stateHash: string,
  issuerId: string,
): Promise<{ sealed: string; expiresAt: Date } | null> {
  const { rows } = await db.query<{ sealed: string; expires_at: Date }>(
    'DELETE FROM sso_launches WHERE state_hash = $1 AND issuer_id = $2 RETURNING sealed, expires_at',
    [stateHash, issuerId],
  );
  const row = rows[0];
  return row ? { sealed: row.sealed, expiresAt: row.expires_at } : null;
}

/** Ends a launch as its lifetime would, a moment before `now`; whether there was one. */
export async function expireLaunchRow(db: Queryable, stateHash: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    "UPDATE sso_launches SET expires_at = $2::timestamptz - interval '1 millisecond' WHERE state_hash = $1 RETURNING state_hash",
    [stateHash, now],
  );
  return rows.length > 0;
}

/** The portal user of a partner's member, their arrival noted at `now`; null for a member not seen yet. */
export async function arriveMember(
  db: Queryable,
  issuerId: string,
  subject: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'UPDATE partner_consumers SET last_launch_at = $3 WHERE issuer_id = $1 AND subject = $2 RETURNING user_id',
    [issuerId, subject, now],
  );
  return rows[0]?.user_id ?? null;
}

/** Records a partner's member as the portal user enrolled for them at `now`. */
export async function insertMember(
  db: Queryable,
  member: { issuerId: string; subject: string; userId: string },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO partner_consumers (issuer_id, subject, user_id, enrolled_at, last_launch_at) VALUES ($1, $2, $3, $4, $4)',
    [member.issuerId, member.subject, member.userId, now],
  );
}

/** The partner's subject of a portal user at an issuer, when the user is one of its partner's members. */
export async function memberSubject(db: Queryable, issuerId: string, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ subject: string }>(
    'SELECT subject FROM partner_consumers WHERE issuer_id = $1 AND user_id = $2',
    [issuerId, userId],
  );
  return rows[0]?.subject ?? null;
}

/** A provisioned card as kept: its number sealed by the card vault, found again by its digest. */
export interface ProvisionedCardRow {
  readonly number: SealedCardNumber;
  readonly numberDigest: string;
  readonly lastFour: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
  readonly nameOnCard: string;
  readonly accountType: ProvisionedCard['accountType'];
  readonly provisionedAt: Date;
}

/** Forgets the member's provisioned card. */
export async function dropProvisionedCard(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM partner_provisioned_cards WHERE user_id = $1', [userId]);
}

/** Keeps the card a partner provisioned for a member (one a member: drop the earlier first). */
export async function insertProvisionedCard(db: Queryable, userId: string, card: ProvisionedCardRow): Promise<void> {
  await db.query(
    `INSERT INTO partner_provisioned_cards (user_id, number_sealed, number_key_id, number_digest, last_four, expiration_month, expiration_year, name_on_card, account_type, provisioned_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      card.number.sealed,
      card.number.keyId,
      card.numberDigest,
      card.lastFour,
      card.expirationMonth,
      card.expirationYear,
      card.nameOnCard,
      card.accountType,
      card.provisionedAt,
    ],
  );
}

interface ProvisionedTableRow {
  number_sealed: string;
  number_key_id: string;
  number_digest: string;
  last_four: string;
  expiration_month: string;
  expiration_year: string;
  name_on_card: string;
  account_type: ProvisionedCard['accountType'];
  provisioned_at: Date;
}

/** The member's provisioned card, or null. */
export async function provisionedCardRow(db: Queryable, userId: string): Promise<ProvisionedCardRow | null> {
  const { rows } = await db.query<ProvisionedTableRow>(
    'SELECT number_sealed, number_key_id, number_digest, last_four, expiration_month, expiration_year, name_on_card, account_type, provisioned_at FROM partner_provisioned_cards WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    number: { sealed: row.number_sealed, keyId: row.number_key_id },
    numberDigest: row.number_digest,
    lastFour: row.last_four,
    expirationMonth: row.expiration_month,
    expirationYear: row.expiration_year,
    nameOnCard: row.name_on_card,
    accountType: row.account_type,
    provisionedAt: row.provisioned_at,
  };
}
