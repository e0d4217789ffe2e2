// The outbox of ARCHITECTURE §4: every message (a one-time code, a username reminder) is stored sealed
// with AES-256-GCM; a recipient's messages are found through a keyed digest of the recipient, so the
// table holds no address, number or code in clear.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { normaliseUsPhone } from '@portal/domain/identity';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { countOutboxRowsSince, insertOutboxRow, outboxRowsOf } from './outbox-store';
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

/** How the outbox and the codes find a recipient's rows: a keyed digest of the recipient, normalised. */
export const recipientKey = (ctx: Pick<GatewayContext, 'keys'>, recipient: string): string =>
  keyedDigest(ctx.keys.recipients, normaliseRecipient(recipient));

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
export async function enqueueMessage(
  ctx: Pick<GatewayContext, 'now' | 'keys'>,
  db: Queryable,
  message: OutboxMessage,
): Promise<void> {
  const id = randomUUID();
  await insertOutboxRow(db, {
    id,
    recipientKey: recipientKey(ctx, message.recipient),
    sealed: sealMessage(ctx.keys.outbox, id, message),
    createdAt: ctx.now(),
  });
}

/** How many messages a recipient was sent since a time. */
export async function countMessagesSince(
  ctx: Pick<GatewayContext, 'db' | 'keys'>,
  recipient: string,
  since: Date,
): Promise<number> {
  return countOutboxRowsSince(ctx.db, recipientKey(ctx, recipient), since);
}

/** A recipient's messages, opened, newest first (at most `limit`). */
export async function readMessages(
  ctx: Pick<GatewayContext, 'db' | 'keys'>,
  recipient: string,
  limit = 50,
): Promise<(OutboxMessage & { sentAt: string })[]> {
  const rows = await outboxRowsOf(ctx.db, recipientKey(ctx, recipient), limit);
  return rows.map((row) => ({
    ...openMessage(ctx.keys.outbox, row.id, row.sealed),
    sentAt: row.createdAt.toISOString(),
  }));
}
