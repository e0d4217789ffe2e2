// The outbox of ARCHITECTURE §4: every message (a one-time code, a username reminder) is stored sealed
// with AES-256-GCM; a recipient's messages are found through a keyed digest of the recipient, so the
// table holds no address, number or code in clear.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { normaliseUsPhone } from '@portal/domain/identity';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { keyedDigest, openText, sealText } from './secrets';

const MessageSchema = v.object({
  recipient: v.string(),
  subject: v.string(),
  text: v.string(),
  /** The code the text carries, so the sandbox reader (and the e2e suite) need not parse prose. */
  code: v.optional(v.string()),
});
export type OutboxMessage = v.InferOutput<typeof MessageSchema>;

/** One recipient, however typed: an email lower-cased, a US phone as its 10 digits. */
export function normaliseRecipient(recipient: string): string {
  const trimmed = recipient.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : normaliseUsPhone(trimmed);
}

/** AES-256-GCM (`sealText`); the row's id is the associated data, so rows cannot be swapped. */
export function sealMessage(key: Buffer, id: string, message: OutboxMessage): string {
  return sealText(key, id, JSON.stringify(message));
}

/** Opens a sealed message; a wrong key, a changed byte or another row's id throws. */
export function openMessage(key: Buffer, id: string, sealed: string): OutboxMessage {
  const text = openText(key, id, sealed);
  if (text === null) throw new Error('not a sealed outbox message');
  return v.parse(MessageSchema, JSON.parse(text));
}

/** Puts a message in the outbox (the delivery of a real deployment would read from here). */
export async function enqueueMessage(ctx: GatewayContext, db: Queryable, message: OutboxMessage): Promise<void> {
  const id = randomUUID();
  await db.query('INSERT INTO outbox (id, recipient_key, sealed, created_at) VALUES ($1, $2, $3, $4)', [
    id,
    keyedDigest(ctx.keys.recipients, normaliseRecipient(message.recipient)),
    sealMessage(ctx.keys.outbox, id, message),
    ctx.now(),
  ]);
}

/** How many messages a recipient was sent since a time. */
export async function countMessagesSince(ctx: GatewayContext, recipient: string, since: Date): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox WHERE recipient_key = $1 AND created_at > $2',
    [keyedDigest(ctx.keys.recipients, normaliseRecipient(recipient)), since],
  );
  return rows[0]?.n ?? 0;
}

/** A recipient's messages, opened, newest first (at most `limit`). */
export async function readMessages(
  ctx: GatewayContext,
  recipient: string,
  limit = 50,
): Promise<(OutboxMessage & { sentAt: string })[]> {
  const { rows } = await ctx.db.query<{ id: string; sealed: string; created_at: Date }>(
    'SELECT id, sealed, created_at FROM outbox WHERE recipient_key = $1 ORDER BY created_at DESC, seq DESC LIMIT $2',
    [keyedDigest(ctx.keys.recipients, normaliseRecipient(recipient)), limit],
  );
  return rows.map((row) => ({
    ...openMessage(ctx.keys.outbox, row.id, row.sealed),
    sentAt: new Date(row.created_at).toISOString(),
  }));
}
