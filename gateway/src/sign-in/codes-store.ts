// One-time codes and decoy codes (one_time_codes, decoy_codes), and the only SQL that reads or writes
// them. A code is kept as its slow hash, its recipient as the outbox's keyed digest (outbox.ts recipientKey).
import type { Queryable } from '../db/database';
import type { Contact } from '../accounts/contacts-store';

/**
 * The sandbox's expired codes (dev-outbox.routes.ts): each live code sent to the recipient's digest moves
 * back in time whole, sent and expiry alike, so it reads as expired by its expiry and by its age, in the
 * same order as before among the others. Answers how many codes ended.
 */
export async function expireLiveCodesOf(db: Queryable, recipientKey: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE one_time_codes
     SET sent_at = sent_at - (expires_at - $2::timestamptz) - interval '1 millisecond', expires_at = $2::timestamptz - interval '1 millisecond'
     WHERE recipient_key = $1 AND used_at IS NULL AND invalidated_at IS NULL AND expires_at > $2::timestamptz RETURNING id`,
    [recipientKey, now],
  );
  return rows.length;
}

/**
 * What a code is for: a sign-in probe, the forgot-password check, the migration check, or proving a
 * contact added in userSettings (docs/decisions/027).
 */
export type CodePurpose = 'probe' | RecoveryPurpose | 'contact';

/** The purposes whose code is asked for before sign-in by a username (decoys answer for a name that is no account). */
export type RecoveryPurpose = 'forgotcredential' | 'migration';

export interface CodeTarget {
  userId: string;
  purpose: CodePurpose;
  /** The probe a sign-in code answers (purpose `probe` only). */
  probeId?: string;
}

/** A code as its sends are counted: when, for which step, and to which contact. */
export interface SentCodeRow {
  sentAt: Date;
  step: string;
  /** Sent to an address that was replaced since (createAccount/editEmail). */
  replaced: boolean;
  contactId: string;
}

/** The user's codes for this purpose sent after `since`. */
export async function codesSentSince(db: Queryable, target: CodeTarget, since: Date): Promise<SentCodeRow[]> {
  const { rows } = await db.query<{ sent_at: Date; step: string; replaced: boolean; contact_id: string }>(
    `SELECT sent_at, step, contact_replaced_at IS NOT NULL AS replaced, contact_id FROM one_time_codes
     WHERE user_id = $1 AND purpose = $2 AND sent_at > $3`,
    [target.userId, target.purpose, since],
  );
  return rows.map((r) => ({
    sentAt: new Date(r.sent_at),
    step: r.step,
    replaced: r.replaced,
    contactId: r.contact_id,
  }));
}

/** How many codes of these steps went to a recipient's digest after `since`, whichever accounts asked. */
export async function countCodesToRecipientSince(
  db: Queryable,
  recipientKey: string,
  steps: readonly string[],
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM one_time_codes WHERE recipient_key = $1 AND step = ANY($2::text[]) AND sent_at > $3',
    [recipientKey, [...steps], since],
  );
  return rows[0]?.n ?? 0;
}

export interface LiveCodeRow {
  id: string;
  probeId: string | null;
  contactId: string;
  sentAt: Date;
}

/** The newest code of the user for this purpose and step still usable at `now`, if it was sent after `sentAfter`. */
export async function newestLiveCode(
  db: Queryable,
  target: CodeTarget,
  step: string,
  sentAfter: Date,
  now: Date,
): Promise<LiveCodeRow | null> {
  const { rows } = await db.query<{ id: string; probe_id: string | null; contact_id: string; sent_at: Date }>(
    `SELECT id, probe_id, contact_id, sent_at FROM one_time_codes
     WHERE user_id = $1 AND purpose = $2 AND step = $3 AND used_at IS NULL AND invalidated_at IS NULL AND sent_at > $4 AND expires_at > $5
     ORDER BY sent_at DESC LIMIT 1`,
    [target.userId, target.purpose, step, sentAfter, now],
  );
  const row = rows[0];
  return row ? { id: row.id, probeId: row.probe_id, contactId: row.contact_id, sentAt: new Date(row.sent_at) } : null;
}

/** Whether the user has a code for this purpose still there to be tried at `now`. */
export async function hasLiveCode(db: Queryable, userId: string, purpose: CodePurpose, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM one_time_codes WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND invalidated_at IS NULL AND expires_at > $3 LIMIT 1',
    [userId, purpose, now],
  );
  return rows.length > 0;
}

/** A code still unused answers another probe from now; false when it was used or ended meanwhile. */
export async function moveCodeToProbe(db: Queryable, codeId: string, probeId: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE one_time_codes SET probe_id = $2 WHERE id = $1 AND used_at IS NULL AND invalidated_at IS NULL RETURNING id',
    [codeId, probeId],
  );
  return rows.length > 0;
}

export interface NewCodeRow {
  readonly id: string;
  readonly target: CodeTarget;
  readonly step: string;
  readonly contact: Pick<Contact, 'kind' | 'id'>;
  readonly recipientKey: string;
  readonly codeHash: string;
  readonly sentAt: Date;
  readonly expiresAt: Date;
}

export async function insertCode(db: Queryable, code: NewCodeRow): Promise<void> {
  await db.query(
    `INSERT INTO one_time_codes (id, user_id, purpose, probe_id, step, contact_kind, contact_id, recipient_key, code_hash, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      code.id,
      code.target.userId,
      code.target.purpose,
      code.target.probeId ?? null,
      code.step,
      code.contact.kind,
      code.contact.id,
      code.recipientKey,
      code.codeHash,
      code.sentAt,
      code.expiresAt,
    ],
  );
}

/** The target's codes still unused stop working. */
export async function invalidateCodesOf(db: Queryable, target: CodeTarget, now: Date): Promise<void> {
  await db.query(
    `UPDATE one_time_codes SET invalidated_at = $4
     WHERE user_id = $1 AND purpose = $2 AND probe_id IS NOT DISTINCT FROM $3::uuid AND used_at IS NULL AND invalidated_at IS NULL`,
    [target.userId, target.purpose, target.probeId ?? null, now],
  );
}

/** A probe's codes still unused stop working (the probe was reissued). */
export async function invalidateCodesOfProbe(db: Queryable, probeId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE one_time_codes SET invalidated_at = $2 WHERE probe_id = $1 AND used_at IS NULL AND invalidated_at IS NULL',
    [probeId, now],
  );
}

/**
 * 013 createAccount/editEmail: the codes sent to a replaced address die, marked as sent to a replaced
 * address (so the new one may be sent its first code at once).
 */
export async function endCodesOfReplacedContact(db: Queryable, contactId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE one_time_codes SET invalidated_at = COALESCE(invalidated_at, $2), contact_replaced_at = $2 WHERE contact_id = $1 AND used_at IS NULL',
    [contactId, now],
  );
}

/** The newest code for the target not invalidated, whatever its state: what a refused try is told. */
const NEWEST = `SELECT id FROM one_time_codes
  WHERE user_id = $1 AND purpose = $2 AND probe_id IS NOT DISTINCT FROM $3::uuid AND invalidated_at IS NULL
  ORDER BY sent_at DESC LIMIT 1`;

/** The state of the target's newest code, or null when it has none. */
export async function newestCodeState(
  db: Queryable,
  target: CodeTarget,
): Promise<{ sentAt: Date; tries: number; used: boolean } | null> {
  const { rows } = await db.query<{ sent_at: Date; tries: number; used_at: Date | null }>(
    `SELECT sent_at, tries, used_at FROM one_time_codes WHERE id = (${NEWEST})`,
    [target.userId, target.purpose, target.probeId ?? null],
  );
  const row = rows[0];
  return row ? { sentAt: new Date(row.sent_at), tries: row.tries, used: row.used_at !== null } : null;
}

export interface TriedCodeRow {
  id: string;
  contactKind: Contact['kind'];
  contactId: string;
  codeHash: string;
}

/**
 * Reserves a try of the target's newest code, in one statement that counts it only while the code is
 * unused, unexpired and under `maxTries`: however many tries arrive at once, that many are judged. Null
 * when no try could be reserved.
 */
export async function reserveCodeTry(
  db: Queryable,
  target: CodeTarget,
  now: Date,
  maxTries: number,
): Promise<TriedCodeRow | null> {
  const { rows } = await db.query<{ id: string; contact_kind: Contact['kind']; contact_id: string; code_hash: string }>(
    `UPDATE one_time_codes SET tries = tries + 1
     WHERE id = (${NEWEST}) AND used_at IS NULL AND invalidated_at IS NULL AND expires_at > $4 AND tries < $5
     RETURNING id, contact_kind, contact_id, code_hash`,
    [target.userId, target.purpose, target.probeId ?? null, now, maxTries],
  );
  const row = rows[0];
  return row ? { id: row.id, contactKind: row.contact_kind, contactId: row.contact_id, codeHash: row.code_hash } : null;
}

/** Marks a code used, once: false when another request used or ended it first. */
export async function markCodeUsed(db: Queryable, codeId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE one_time_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND invalidated_at IS NULL RETURNING id',
    [codeId, now],
  );
  return rows.length > 0;
}

/** When the decoy codes booked for a subject's digest after `since` were booked, newest first. */
export async function decoySendsSince(db: Queryable, subjectKey: string, since: Date): Promise<Date[]> {
  const { rows } = await db.query<{ sent_at: Date }>(
    'SELECT sent_at FROM decoy_codes WHERE subject_key = $1 AND sent_at > $2 ORDER BY sent_at DESC',
    [subjectKey, since],
  );
  return rows.map((r) => new Date(r.sent_at));
}

export async function insertDecoyCode(
  db: Queryable,
  decoy: { id: string; subjectKey: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO decoy_codes (id, subject_key, sent_at, expires_at) VALUES ($1, $2, $3, $4)', [
    decoy.id,
    decoy.subjectKey,
    decoy.sentAt,
    decoy.expiresAt,
  ]);
}

const NEWEST_DECOY = 'SELECT id FROM decoy_codes WHERE subject_key = $1 ORDER BY sent_at DESC LIMIT 1';

/** Reserves a try of the subject's newest decoy code while it is unexpired and under `maxTries`, as reserveCodeTry does. */
export async function reserveDecoyTry(
  db: Queryable,
  subjectKey: string,
  now: Date,
  maxTries: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE decoy_codes SET tries = tries + 1 WHERE id = (${NEWEST_DECOY}) AND expires_at > $2 AND tries < $3 RETURNING id`,
    [subjectKey, now, maxTries],
  );
  return rows.length > 0;
}

/** The subject's newest decoy code's expiry and tries, or null when none was booked. */
export async function newestDecoyState(
  db: Queryable,
  subjectKey: string,
): Promise<{ expiresAt: Date; tries: number } | null> {
  const { rows } = await db.query<{ expires_at: Date; tries: number }>(
    `SELECT expires_at, tries FROM decoy_codes WHERE id = (${NEWEST_DECOY})`,
    [subjectKey],
  );
  const row = rows[0];
  return row ? { expiresAt: new Date(row.expires_at), tries: row.tries } : null;
}
