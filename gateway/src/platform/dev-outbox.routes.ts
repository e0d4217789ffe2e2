// ARCHITECTURE §4: the sandbox profile's window on the outbox, GET /__dev/outbox?recipient=, where the
// e2e suite and a demo user read their codes; and POST /__dev/outbox/expire, which ends the live codes
// sent to a recipient now, as ten minutes would (the journeys' expired code, with no clock to move).
// app.ts registers both in the sandbox profile only: in production the routes do not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { expireLiveCodesOf } from '../sign-in/codes-store';
import { readMessages, recipientKey } from './outbox';
import { parseWith } from './validation';
import { answer, readBody } from './request';
import { SANDBOX } from './access';
import { declared, jsonBody, type Operation } from './operation';

const sandbox = (rest: Omit<Operation, 'access' | 'tag'>) => declared({ access: SANDBOX, tag: 'Sandbox', ...rest });

export const DEV_OUTBOX_PATH = '/__dev/outbox';
export const DEV_EXPIRE_CODES_PATH = '/__dev/outbox/expire';

const QuerySchema = v.object({
  recipient: v.pipe(
    v.string('recipient: an email address or phone number'),
    v.trim(),
    v.nonEmpty('recipient: an email address or phone number'),
  ),
});

const EXPIRE_BODY = jsonBody(QuerySchema);

/** A recipient's messages, newest first, opened: each as the outbox keeps it, with when it was sent. */
const MessagesSchema = v.object({
  messages: v.array(
    v.object({
      recipient: v.string(),
      subject: v.string(),
      text: v.string(),
      /** The code the text carries, so the e2e suite need not parse prose. */
      code: v.optional(v.string()),
      sentAt: v.pipe(v.string(), v.isoTimestamp()),
    }),
  ),
});

export function devOutboxRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    DEV_OUTBOX_PATH,
    sandbox({
      summary: "A recipient's messages, newest first",
      query: QuerySchema,
      answers: { 200: MessagesSchema },
    }),
    async (request, reply) => {
      const { recipient } = parseWith(QuerySchema, request.query);
      return answer(reply, { messages: await readMessages(ctx, recipient) });
    },
  );

  // The codes are found as the code service files them: by the keyed digest of the recipient; each reads
  // as sent ten minutes ago, expired by its expiry and by its age (codeVerdict).
  app.post(
    DEV_EXPIRE_CODES_PATH,
    sandbox({
      summary: 'End the live codes sent to a recipient now',
      body: EXPIRE_BODY,
      // How many codes ended.
      answers: { 200: v.object({ expired: v.pipe(v.number(), v.integer(), v.minValue(0)) }) },
    }),
    async (request, reply) => {
      const { recipient } = readBody(request, EXPIRE_BODY);
      return answer(reply, { expired: await expireLiveCodesOf(ctx.db, recipientKey(ctx, recipient), ctx.now()) });
    },
  );
}
