// §7 One-time verification code: POST users/{userGuid}/otvc {contactId}. With the partial token (013
// Sending a code) the code answers the token's first open code probe; with the full token (§2
// userSettings, docs/decisions/027) it proves a contact the user added, checked at
// POST users/{userGuid}/otp/verification/contact {contactId, code}, which answers the contact verified.
import type { FastifyInstance } from 'fastify';
import { ContactVerificationRequestSchema, OtvcRequestSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { sendContactCode, verifyContactFor } from '../services/contact-changes';
import { emailAnswer, phoneAnswer } from '../services/contacts';
import { sendProbeCode } from '../services/probe-answers';
import { declared, token, tokenOf } from '../platform/access';
import { answer, JSON_TYPE, readBody } from './request';

const OWN_PARTIAL_OR_FULL = declared({ access: token(['partial', 'full'], { param: 'userGuid' }) });
const OWN_FULL = declared({ access: token(['full'], { param: 'userGuid' }) });

export function codeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { userGuid: string } }>('/users/:userGuid/otvc', OWN_PARTIAL_OR_FULL, async (request, reply) => {
    const auth = tokenOf(request);
    const body = readBody(request, JSON_TYPE, OtvcRequestSchema);
    await ctx.limit(request, 'codeSend', `user:${auth.userId}`);
    return answer(
      reply,
      auth.kind === 'full'
        ? await sendContactCode(ctx, auth, body.contactId)
        : await sendProbeCode(ctx, auth, body.contactId),
    );
  });

  app.post<{ Params: { userGuid: string } }>(
    '/users/:userGuid/otp/verification/contact',
    OWN_FULL,
    async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, JSON_TYPE, ContactVerificationRequestSchema);
      await ctx.limit(request, 'codeCheck', `contact:${auth.userId}`);
      const contact = await verifyContactFor(ctx, auth, body.contactId, body.code);
      return answer(reply, contact.kind === 'email' ? emailAnswer(contact, false) : phoneAnswer(contact, false));
    },
  );
}
