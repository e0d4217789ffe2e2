// The password-attempt ledgers (SPEC-DECISIONS §8 lockout, decision 022), and the only SQL that reads or
// writes them: the attempt columns of users (failed_attempts, attempts_reserved, attempts_reserved_at,
// locked_until, permanently_locked_at, sign_in_epoch) and of name_guards, and their locks (user_locks,
// name_guard_locks). A name that is no account is kept as a keyed digest.
import type { Queryable } from '../db/database';

/** Whose attempts: an account (users), or a name that is no account (name_guards). */
export type Ledger = { kind: 'account'; id: string } | { kind: 'name'; id: string };

/** The tables of each kind of ledger (constants, never input). */
const TABLES = {
  account: { table: 'users', locks: 'user_locks', owner: 'user_id' },
  name: { table: 'name_guards', locks: 'name_guard_locks', owner: 'guard_id' },
} as const;

/** The guard of a name's digest at an issuer, written at its first attempt and seen again at each: its id. */
export async function nameGuard(
  db: Queryable,
  guard: { id: string; issuerId: string; nameKey: string; seenAt: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO name_guards (id, issuer_id, name_key, last_seen_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (issuer_id, name_key) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at RETURNING id`,
    [guard.id, guard.issuerId, guard.nameKey, guard.seenAt],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the name guard was not written');
  return id;
}

/** Whether the ledger is locked for good, or until after `now`; null when there is no such ledger. */
export async function ledgerLocks(
  db: Queryable,
  ledger: Ledger,
  now: Date,
): Promise<{ permanent: boolean; locked: boolean } | null> {
  const { table } = TABLES[ledger.kind];
  const { rows } = await db.query<{ permanent: boolean; locked: boolean }>(
    `SELECT permanently_locked_at IS NOT NULL AS permanent, locked_until IS NOT NULL AND locked_until > $2 AS locked FROM ${table} WHERE id = $1`,
    [ledger.id, now],
  );
  return rows[0] ?? null;
}

export interface PlaceReservation {
  readonly now: Date;
  /** A place reserved at or before this was abandoned (a gateway stopped mid-request): it is free again. */
  readonly staleBefore: Date;
  readonly places: number;
}

/**
 * Reserves one of the ledger's places for an attempt, unless it is locked, in one statement whose
 * condition holds the locks and the count: answers the epoch the attempt counts in, or null when locked
 * or when every place is taken by attempts still being judged.
 */
export async function reservePlace(
  db: Queryable,
  ledger: Ledger,
  reservation: PlaceReservation,
): Promise<number | null> {
  const { table } = TABLES[ledger.kind];
  const { rows } = await db.query<{ sign_in_epoch: number }>(
    `UPDATE ${table} SET
       attempts_reserved = (CASE WHEN attempts_reserved_at IS NULL OR attempts_reserved_at <= $3 THEN failed_attempts ELSE attempts_reserved END) + 1,
       attempts_reserved_at = $2
     WHERE id = $1 AND permanently_locked_at IS NULL AND (locked_until IS NULL OR locked_until <= $2)
       AND (attempts_reserved < $4 OR attempts_reserved_at IS NULL OR attempts_reserved_at <= $3)
     RETURNING sign_in_epoch`,
    [ledger.id, reservation.now, reservation.staleBefore, reservation.places],
  );
  return rows[0]?.sign_in_epoch ?? null;
}

/** Gives a reserved place of this epoch back. */
export async function releasePlace(db: Queryable, ledger: Ledger, epoch: number): Promise<void> {
  const { table } = TABLES[ledger.kind];
  await db.query(
    `UPDATE ${table} SET attempts_reserved = GREATEST(attempts_reserved - 1, failed_attempts) WHERE id = $1 AND sign_in_epoch = $2`,
    [ledger.id, epoch],
  );
}

/** Counts one failure in its epoch: the epoch's failures now, or 0 when a lock or a success has closed it. */
export async function countFailure(db: Queryable, ledger: Ledger, epoch: number): Promise<number> {
  const { table } = TABLES[ledger.kind];
  const { rows } = await db.query<{ failed_attempts: number }>(
    `UPDATE ${table} SET failed_attempts = failed_attempts + 1 WHERE id = $1 AND sign_in_epoch = $2 RETURNING failed_attempts`,
    [ledger.id, epoch],
  );
  return rows[0]?.failed_attempts ?? 0;
}

/**
 * Locks the ledger until `until` (its count cleared, a new epoch begun) and records the lock; answers how
 * many locks it has had since `since`, this one included.
 */
export async function lockLedger(
  db: Queryable,
  ledger: Ledger,
  lock: { at: Date; until: Date; since: Date },
): Promise<number> {
  const { table, locks, owner } = TABLES[ledger.kind];
  await db.query(
    `UPDATE ${table} SET failed_attempts = 0, attempts_reserved = 0, attempts_reserved_at = NULL, locked_until = $2, sign_in_epoch = sign_in_epoch + 1 WHERE id = $1`,
    [ledger.id, lock.until],
  );
  await db.query(`INSERT INTO ${locks} (${owner}, locked_at) VALUES ($1, $2)`, [ledger.id, lock.at]);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${locks} WHERE ${owner} = $1 AND locked_at > $2`,
    [ledger.id, lock.since],
  );
  return rows[0]?.n ?? 0;
}

export async function lockLedgerForGood(db: Queryable, ledger: Ledger, now: Date): Promise<void> {
  const { table } = TABLES[ledger.kind];
  await db.query(`UPDATE ${table} SET permanently_locked_at = $2 WHERE id = $1`, [ledger.id, now]);
}

/** Clears the count and begins a new epoch, only while the ledger is not locked at `now`: false when it is. */
export async function clearLedger(db: Queryable, ledger: Ledger, now: Date): Promise<boolean> {
  const { table } = TABLES[ledger.kind];
  const { rows } = await db.query(
    `UPDATE ${table} SET failed_attempts = 0, attempts_reserved = 0, attempts_reserved_at = NULL, sign_in_epoch = sign_in_epoch + 1
     WHERE id = $1 AND permanently_locked_at IS NULL AND (locked_until IS NULL OR locked_until <= $2) RETURNING id`,
    [ledger.id, now],
  );
  return rows.length > 0;
}
