// The rate_limits table, and the only SQL that reads or writes it: one fixed-window counter per key,
// the key a keyed digest (no client address nor username in clear).
import type { Queryable } from '../db/database';

export interface RateLimitCount {
  readonly hits: number;
  readonly resetsAt: Date;
}

/** Counted so: a fixed window per key, opened by the first request; one statement, atomic in PostgreSQL (the upsert takes the row's lock). */
const INCREMENT = `INSERT INTO rate_limits (key, hits, resets_at) VALUES ($1, 1, $3)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.resets_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
    resets_at = CASE WHEN rate_limits.resets_at <= $2 THEN EXCLUDED.resets_at ELSE rate_limits.resets_at END
  RETURNING hits, resets_at`;

/** Counts one hit of a key at `now`; a window that has closed opens again, to end at `resetsAt`. */
export async function countHit(db: Queryable, key: string, now: Date, resetsAt: Date): Promise<RateLimitCount> {
  const { rows } = await db.query<{ hits: number; resets_at: Date }>(INCREMENT, [key, now, resetsAt]);
  const row = rows[0];
  if (!row) throw new Error('the rate limit counter was not written');
  return { hits: row.hits, resetsAt: new Date(row.resets_at) };
}

/** A key's count in its open window, without counting; null when it has none open. */
export async function openCount(db: Queryable, key: string, now: Date): Promise<RateLimitCount | null> {
  const { rows } = await db.query<{ hits: number; resets_at: Date }>(
    'SELECT hits, resets_at FROM rate_limits WHERE key = $1 AND resets_at > $2',
    [key, now],
  );
  const row = rows[0];
  return row ? { hits: row.hits, resetsAt: new Date(row.resets_at) } : null;
}

/** Deletes the counters whose window has closed. */
export async function sweepClosedCounts(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE resets_at <= $1', [now]);
}
