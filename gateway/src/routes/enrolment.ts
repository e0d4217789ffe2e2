// §7 Enrolment: POST apps/{extAppId}/enrollment (013), the body checked with the portal's own schema
// (@portal/domain/schemas EnrolmentRequestSchema: the CreateAccount form's fields and rules, the same
// objects); a password a §5 rule refuses answers that rule's invalidPassword* code (request.ts).
import type { FastifyInstance } from 'fastify';
import { EnrolmentRequestSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { CODES, GatewayError } from '../errors';
import { enrol } from '../services/enrolment';
import { findIssuer } from '../services/issuers';
import { declared, PUBLIC } from '../platform/access';
import { answer, JSON_TYPE, readBody } from './request';

/** An empty phone field is no phone (it is optional on the form). */
function withoutEmptyPhone(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('phone' in body)) return body;
  const { phone, ...rest } = body as Record<string, unknown>;
  return typeof phone === 'string' && phone.trim() === '' ? rest : { ...rest, phone };
}

const OPEN = declared({ access: PUBLIC });

export function enrolmentRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { extAppId: string } }>('/apps/:extAppId/enrollment', OPEN, async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const body = readBody(request, JSON_TYPE, EnrolmentRequestSchema, withoutEmptyPhone);
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
  });
}
