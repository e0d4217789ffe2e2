// One-time codes and decoy codes (one_time_codes, decoy_codes), and the only SQL that reads or writes
// them. A code is kept as its slow hash, its recipient as the outbox's keyed digest (outbox.ts recipientKey).
import type { Queryable } from '../db/database';

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
