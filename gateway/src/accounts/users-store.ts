// The users table, and the only SQL that reads or writes it from accounts/ (issue 37 item 3, the typed
// stores): lookups by name and id, a new user, the login record and the names.
import { normaliseUsername } from '@portal/domain/identity';
import type { Queryable } from '../db/database';
import { isUuid } from '../platform/secrets';

export interface UserRow {
  id: string;
  issuer_id: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  status: 'active' | 'awaitingMigration';
  two_factor: boolean;
  force_reset: boolean;
  failed_attempts: number;
  locked_until: Date | null;
  permanently_locked_at: Date | null;
  last_login_at: Date | null;
  previous_login_at: Date | null;
}

const COLUMNS =
  'id, issuer_id, username, first_name, last_name, password_hash, status, two_factor, force_reset, failed_attempts, locked_until, permanently_locked_at, last_login_at, previous_login_at';

/** 013: a username is case-insensitive, per issuer (and trimmed, as the shared rule does). */
export async function findUserByName(db: Queryable, issuerId: string, username: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE issuer_id = $1 AND lower(username) = lower($2)`,
    [issuerId, normaliseUsername(username)],
  );
  return rows[0] ?? null;
}

/**
 * A new password's hash, changed now: the account becomes active and unflagged, and its attempt ledger
 * (sign-in/attempts-store.ts) starts a new epoch with its count and temporary lock cleared.
 */
export async function storeNewPassword(db: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, password_changed_at = $3, status = 'active', force_reset = false,
       failed_attempts = 0, attempts_reserved = 0, attempts_reserved_at = NULL, locked_until = NULL, sign_in_epoch = sign_in_epoch + 1
     WHERE id = $1`,
    [userId, passwordHash, now],
  );
}

/** The usernames at an issuer with this email address among their contacts (whatever its case), in name order. */
export async function usernamesWithEmail(db: Queryable, issuerId: string, email: string): Promise<string[]> {
  const { rows } = await db.query<{ username: string }>(
    `SELECT DISTINCT u.username FROM users u JOIN user_emails e ON e.user_id = u.id
     WHERE u.issuer_id = $1 AND lower(e.email) = lower($2) ORDER BY u.username`,
    [issuerId, email],
  );
  return rows.map((r) => r.username);
}

/** How many users there are, at every issuer. */
export async function userCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0]?.n ?? 0;
}

/** A user by guid; a guid that cannot be one is nobody. */
export async function findUser(db: Queryable, userId: string): Promise<UserRow | null> {
  if (!isUuid(userId)) return null;
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0] ?? null;
}

/**
 * A new active user: with a password's hash (enrolment, its change dated now), or with none (a partner's
 * member, who signs in only through the partner: §6, no login in an SSO app).
 */
export async function insertUser(
  db: Queryable,
  user: {
    id: string;
    issuerId: string;
    username: string;
    firstName: string;
    lastName: string;
    passwordHash: string | null;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO users (id, issuer_id, username, first_name, last_name, password_hash, status, password_changed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $8)`,
    [
      user.id,
      user.issuerId,
      user.username,
      user.firstName,
      user.lastName,
      user.passwordHash,
      user.passwordHash === null ? null : now,
      now,
    ],
  );
}

/** 013: a full sign-in records the time; the one before it is what home shows as the last login. */
export async function recordLogin(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET previous_login_at = last_login_at, last_login_at = $2 WHERE id = $1', [userId, now]);
}

/** PUT …/secure: the names a user may change. */
export async function updateNames(db: Queryable, userId: string, firstName: string, lastName: string): Promise<void> {
  await db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [userId, firstName, lastName]);
}
