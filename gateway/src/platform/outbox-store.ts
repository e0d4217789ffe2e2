// The outbox table, and the only SQL that reads or writes it: rows hold a keyed digest of the recipient
// and the sealed message (outbox.ts seals and opens them), never an address or a code in clear.
import type { Queryable } from '../db/database';

export interface OutboxRow {
  readonly id: string;
  readonly recipientKey: string;
  readonly sealed: string;
  readonly createdAt: Date;
}

export async function insertOutboxRow(db: Queryable, row: OutboxRow): Promise<void> {
  await db.query('INSERT INTO outbox (id, recipient_key, sealed, created_at) VALUES ($1, $2, $3, $4)', [
    row.id,
    row.recipientKey,
    row.sealed,
    row.createdAt,
  ]);
}

/** How many messages went to a recipient's digest after `since`. */
export async function countOutboxRowsSince(db: Queryable, recipientKey: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox WHERE recipient_key = $1 AND created_at > $2',
    [recipientKey, since],
  );
  return rows[0]?.n ?? 0;
}

/** A recipient's rows, newest first (ties in the order written), at most `limit`. */
export async function outboxRowsOf(db: Queryable, recipientKey: string, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<{ id: string; sealed: string; created_at: Date }>(
    'SELECT id, sealed, created_at FROM outbox WHERE recipient_key = $1 ORDER BY created_at DESC, seq DESC LIMIT $2',
    [recipientKey, limit],
  );
  return rows.map((row) => ({ id: row.id, recipientKey, sealed: row.sealed, createdAt: new Date(row.created_at) }));
}
