// §7 One-time verification code: POST users/{userGuid}/otvc {contactId}. With the partial token (013
// Sending a code) the code answers the token's first open code probe; with the full token (§2
// userSettings, docs/decisions/027) it proves a contact the user added, checked at
// POST users/{userGuid}/otp/verification/contact {contactId, code}, which answers the contact verified.
import type { FastifyInstance } from 'fastify';
import {
  ContactAnswerSchema,
  ContactVerificationRequestSchema,
  OtvcRequestSchema,
  OtvcResponseSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { sendContactCode, verifyContactFor } from '../accounts/contact-changes';
import { emailAnswer, phoneAnswer } from '../accounts/contacts';
import { sendProbeCode } from './probe-answers';
import { token, tokenOf } from '../platform/access';
import { declared, jsonBody, LIMITED, mergeRefusals } from '../platform/operation';
import { CODE_CHECK, CODE_SEND, NOT_FOUND } from '../platform/refusals';
import { answer, readBody } from '../platform/request';

const TAG = 'One-time codes';
const OTVC_BODY = jsonBody(OtvcRequestSchema);
const VERIFICATION_BODY = jsonBody(ContactVerificationRequestSchema);

export function codeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { userGuid: string } }>(
    '/users/:userGuid/otvc',
    declared({
      access: token(['partial', 'full'], { param: 'userGuid' }),
      tag: TAG,
      summary: 'Send a one-time code to a contact (a sign-in probe, or a contact the user added)',
      body: OTVC_BODY,
      answers: { 200: OtvcResponseSchema },
      refusals: mergeRefusals(NOT_FOUND, CODE_SEND, LIMITED),
    }),
    async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, OTVC_BODY);
      await ctx.limit(request, 'codeSend', `user:${auth.userId}`);
      return answer(
        reply,
        auth.kind === 'full'
          ? await sendContactCode(ctx, auth, body.contactId)
          : await sendProbeCode(ctx, auth, body.contactId),
      );
    },
  );

  app.post<{ Params: { userGuid: string } }>(
    '/users/:userGuid/otp/verification/contact',
    declared({
      access: token(['full'], { param: 'userGuid' }),
      tag: TAG,
      summary: 'Verify a contact the user added with the code sent to it',
      body: VERIFICATION_BODY,
      answers: { 200: ContactAnswerSchema },
      refusals: mergeRefusals(NOT_FOUND, CODE_CHECK, LIMITED),
    }),
    async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, VERIFICATION_BODY);
      await ctx.limit(request, 'codeCheck', `contact:${auth.userId}`);
      const contact = await verifyContactFor(ctx, auth, body.contactId, body.code);
      return answer(reply, contact.kind === 'email' ? emailAnswer(contact, false) : phoneAnswer(contact, false));
    },
  );
}
