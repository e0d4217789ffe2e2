// Issued cards waiting for activation, their activation sessions and answers (issued_cards,
// activation_sessions, issued_card_answers), and the only SQL that reads or writes them. A card's number
// is sealed, its security code and answers are digests and hashes, a session is known by its token's hash.
import type { Queryable } from '../db/database';
import type { ActivationQuestionType } from './activation-policy';

/** An issued card as its row keeps it (no secret in clear: the number sealed, the rest digests and hashes). */
export interface IssuedCardRow {
  id: string;
  issuer_id: string;
  user_id: string;
  number_sealed: string;
  number_key_id: string;
  financial_account_type: string;
  expiration_month: number;
  expiration_year: number;
  secrets_key_id: string;
  /** Null once the card is active: nothing of what proved it is kept (F7). */
  security_code_digest: string | null;
  failed_attempts: number;
  locked_until: Date | null;
  activated_at: Date | null;
}

/** What decides whether a card can be worked on: active, or locked until when. */
export type IssuedCardState = Pick<IssuedCardRow, 'activated_at' | 'locked_until'>;

const CARD_COLUMNS =
  'c.id, c.issuer_id, c.user_id, c.number_sealed, c.number_key_id, c.financial_account_type, c.expiration_month, c.expiration_year, c.secrets_key_id, c.security_code_digest, c.failed_attempts, c.locked_until, c.activated_at';

/** The lock every change to one issued card takes: sessions, the verdict and the activation hold under concurrent requests. */
export const issuedCardLock = (cardId: string) => `activation:${cardId}`;

/** The issuer's issued card of this number (its keyed digest, card-vault.ts), or null. */
export async function issuedCardByNumber(
  db: Queryable,
  issuerId: string,
  numberDigest: string,
): Promise<IssuedCardRow | null> {
  const { rows } = await db.query<IssuedCardRow>(
    `SELECT ${CARD_COLUMNS} FROM issued_cards c WHERE c.issuer_id = $1 AND c.number_digest = $2`,
    [issuerId, numberDigest],
  );
  return rows[0] ?? null;
}

export async function issuedCard(db: Queryable, cardId: string): Promise<IssuedCardRow | null> {
  const { rows } = await db.query<IssuedCardRow>(`SELECT ${CARD_COLUMNS} FROM issued_cards c WHERE c.id = $1`, [
    cardId,
  ]);
  return rows[0] ?? null;
}

export async function issuedCardState(db: Queryable, cardId: string): Promise<IssuedCardState | null> {
  const { rows } = await db.query<IssuedCardState>(
    'SELECT activated_at, locked_until FROM issued_cards WHERE id = $1',
    [cardId],
  );
  return rows[0] ?? null;
}

/** A lock that has run its time is over: its count starts again. */
export async function clearRunLock(db: Queryable, cardId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE issued_cards SET failed_attempts = 0, locked_until = NULL WHERE id = $1 AND locked_until IS NOT NULL AND locked_until <= $2',
    [cardId, now],
  );
}

export async function failedAttemptsOf(db: Queryable, cardId: string): Promise<number> {
  const { rows } = await db.query<{ failed_attempts: number }>(
    'SELECT failed_attempts FROM issued_cards WHERE id = $1',
    [cardId],
  );
  return rows[0]?.failed_attempts ?? 0;
}

export interface NewActivationSession {
  readonly id: string;
  readonly tokenHash: string;
  readonly cardId: string;
  readonly questions: readonly ActivationQuestionType[];
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** The card's one live session from now: the ones that have ended or expired go, a live one ends, this one starts. */
export async function replaceSessions(db: Queryable, session: NewActivationSession): Promise<void> {
  const now = session.createdAt;
  await db.query(
    'DELETE FROM activation_sessions WHERE issued_card_id = $1 AND (ended_at IS NOT NULL OR expires_at <= $2)',
    [session.cardId, now],
  );
  await db.query('UPDATE activation_sessions SET ended_at = $2 WHERE issued_card_id = $1 AND ended_at IS NULL', [
    session.cardId,
    now,
  ]);
  await db.query(
    'INSERT INTO activation_sessions (id, token_hash, issued_card_id, questions, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [session.id, session.tokenHash, session.cardId, [...session.questions], now, session.expiresAt],
  );
}

export interface LiveSessionRow {
  sessionId: string;
  questions: ActivationQuestionType[];
  card: IssuedCardRow;
}

/** The live (not ended, not expired) session of a token's hash at this issuer, with its card, or null. */
export async function liveSessionRow(
  db: Queryable,
  issuerId: string,
  tokenHash: string,
  now: Date,
): Promise<LiveSessionRow | null> {
  const row = (
    await db.query<IssuedCardRow & { session_id: string; questions: ActivationQuestionType[] }>(
      `SELECT s.id AS session_id, s.questions, ${CARD_COLUMNS} FROM activation_sessions s JOIN issued_cards c ON c.id = s.issued_card_id
       WHERE s.token_hash = $1 AND c.issuer_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3`,
      [tokenHash, issuerId, now],
    )
  ).rows[0];
  if (!row) return null;
  const { session_id: sessionId, questions, ...card } = row;
  return { sessionId, questions, card };
}

export async function sessionIsLive(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM activation_sessions WHERE id = $1 AND ended_at IS NULL', [sessionId]);
  return rows.length > 0;
}

/** Ends a session still live at `now`; false when it had ended or expired. */
export async function endLiveSession(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE activation_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL AND expires_at > $2 RETURNING id',
    [sessionId, now],
  );
  return rows.length > 0;
}

/** A session still live at `now` lives until `expiresAt`; false when it had ended or expired. */
export async function extendLiveSession(
  db: Queryable,
  sessionId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE activation_sessions SET expires_at = $2 WHERE id = $1 AND ended_at IS NULL AND expires_at > $3 RETURNING id',
    [sessionId, expiresAt, now],
  );
  return rows.length > 0;
}

export interface AttemptReservation {
  readonly cardId: string;
  readonly now: Date;
  /** A reservation made at or before this was abandoned: it holds no place. */
  readonly staleBefore: Date;
  /** Failures plus reservations stay under this. */
  readonly places: number;
}

/**
 * Reserves one place for an answer about to be judged, in one statement whose condition holds the lock and
 * the count (failures plus live reservations under `places`), so that answers sent at once cannot take
 * more places than there are. A lock that has run counts nothing and is cleared. False when no place was
 * left (or the card is active or locked).
 */
export async function reserveAttempt(db: Queryable, reservation: AttemptReservation): Promise<boolean> {
  const reserved = `(CASE WHEN attempts_reserved_at IS NULL OR attempts_reserved_at <= $3 THEN 0 ELSE attempts_reserved END)`;
  const failed = `(CASE WHEN locked_until <= $2 THEN 0 ELSE failed_attempts END)`;
  const { rows } = await db.query(
    `UPDATE issued_cards SET attempts_reserved = ${reserved} + 1, attempts_reserved_at = $2, failed_attempts = ${failed},
       locked_until = CASE WHEN locked_until <= $2 THEN NULL ELSE locked_until END
     WHERE id = $1 AND activated_at IS NULL AND (locked_until IS NULL OR locked_until <= $2) AND ${failed} + ${reserved} < $4
     RETURNING id`,
    [reservation.cardId, reservation.now, reservation.staleBefore, reservation.places],
  );
  return rows.length > 0;
}

/** Gives back one reserved place. */
export async function releaseAttempt(db: Queryable, cardId: string): Promise<void> {
  await db.query('UPDATE issued_cards SET attempts_reserved = GREATEST(attempts_reserved - 1, 0) WHERE id = $1', [
    cardId,
  ]);
}

/** The hash the issuer keeps for each of the card's questions. */
export async function answerHashes(db: Queryable, cardId: string): Promise<Map<ActivationQuestionType, string>> {
  const { rows } = await db.query<{ question_type: ActivationQuestionType; answer_hash: string }>(
    'SELECT question_type, answer_hash FROM issued_card_answers WHERE issued_card_id = $1',
    [cardId],
  );
  return new Map(rows.map((r) => [r.question_type, r.answer_hash]));
}

/** The card is active as this payment instrument; what proved it, its security code's digest and the answers' hashes, goes (F7). */
export async function markActivated(db: Queryable, cardId: string, panGuid: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE issued_cards SET activated_at = $2, pan_guid = $3, security_code_digest = NULL WHERE id = $1',
    [cardId, now, panGuid],
  );
  await db.query('DELETE FROM issued_card_answers WHERE issued_card_id = $1', [cardId]);
}

/** The card's count of wrong answers, and its lock's end when this one locks it. */
export async function recordWrongAnswers(
  db: Queryable,
  cardId: string,
  failed: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db.query(
    'UPDATE issued_cards SET failed_attempts = $2, locked_until = COALESCE($3, locked_until) WHERE id = $1',
    [cardId, failed, lockedUntil],
  );
}

/** The PIN's salted slow hash (activation-secrets.ts), and the key that salted it. */
export async function storePinHash(
  db: Queryable,
  cardId: string,
  pin: { hash: string; keyId: string },
  now: Date,
): Promise<void> {
  await db.query('UPDATE issued_cards SET pin_hash = $2, pin_key_id = $3, pin_set_at = $4 WHERE id = $1', [
    cardId,
    pin.hash,
    pin.keyId,
    now,
  ]);
}
