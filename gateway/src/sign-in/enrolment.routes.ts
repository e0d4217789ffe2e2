// §7 Enrolment: POST apps/{extAppId}/enrollment (013), the body checked with the portal's own schema
// (@portal/domain/schemas EnrolmentRequestSchema: the CreateAccount form's fields and rules, the same
// objects); a password a §5 rule refuses answers that rule's invalidPassword* code (request.ts).
import type { FastifyInstance } from 'fastify';
import { EnrolmentRequestSchema, TokenResponseSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { CODES, GatewayError } from '../errors';
import { enrol } from './enrolment';
import { findIssuer } from '../platform/issuers-store';
import { PUBLIC } from '../platform/access';
import { bodyIn, declared, JSON_TYPE, LIMITED, mergeRefusals } from '../platform/operation';
import { CODE_SEND, FLOW, PASSWORD_RULES, UNKNOWN_APP } from '../platform/refusals';
import { answer, readBody } from '../platform/request';

/** An empty phone field is no phone (it is optional on the form). */
function withoutEmptyPhone(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('phone' in body)) return body;
  const { phone, ...rest } = body as Record<string, unknown>;
  return typeof phone === 'string' && phone.trim() === '' ? rest : { ...rest, phone };
}

const ENROLMENT_BODY = bodyIn(JSON_TYPE, EnrolmentRequestSchema, withoutEmptyPhone);

export function enrolmentRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { extAppId: string } }>(
    '/apps/:extAppId/enrollment',
    declared({
      access: PUBLIC,
      tag: 'Enrolment',
      summary: 'Create an account: a partial token whose probe verifies the email',
      body: ENROLMENT_BODY,
      answers: { 200: TokenResponseSchema },
      refusals: mergeRefusals(UNKNOWN_APP, FLOW, PASSWORD_RULES, CODE_SEND, LIMITED, { 409: [CODES.usernameTaken] }),
    }),
    async (request, reply) => {
      const issuer = await findIssuer(ctx.db, request.params.extAppId);
      const body = readBody(request, ENROLMENT_BODY);
      await ctx.limit(request, 'enrolment', `${issuer.id}:${body.email}`);
      // Past the budget of taken-name answers, every enrolment is 429, taken name or not (policy.ts).
      await ctx.refuseIfSpent(request, 'usernameTaken');
      try {
        return answer(reply, await enrol(ctx, issuer, { ...body, phone: body.phone ?? null }));
      } catch (error) {
        if (error instanceof GatewayError && error.code === CODES.usernameTaken)
          await ctx.limit(request, 'usernameTaken', issuer.id);
        throw error;
      }
    },
  );
}
