// ARCHITECTURE §4: the sandbox profile's window on the outbox, GET /__dev/outbox?recipient=, where the
// e2e suite and a demo user read their codes. app.ts registers it in the sandbox profile only: in
// production the route does not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { readMessages } from '../services/outbox';
import { parseWith } from '../services/validation';
import { answer } from './request';

export const DEV_OUTBOX_PATH = '/__dev/outbox';

const QuerySchema = v.object({ recipient: v.pipe(v.string('recipient: an email address or phone number'), v.trim(), v.nonEmpty('recipient: an email address or phone number')) });

export function devOutboxRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    const { recipient } = parseWith(QuerySchema, request.query);
    return answer(reply, { messages: await readMessages(ctx, recipient) });
  });
}
