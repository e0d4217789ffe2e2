// §7 Enrolment: POST apps/{extAppId}/enrollment (013), the fields checked with the shared §5 rules; a
// password a §5 rule refuses answers that rule's invalidPassword* code.
import type { FastifyInstance } from 'fastify';
import { EnrolmentRequestSchema } from '@portal/shared/api';
import type { GatewayContext } from '../context';
import { enrol } from '../services/enrolment';
import { findIssuer } from '../services/issuers';
import { checkNewPassword } from '../services/passwords';
import { EnrolmentFieldsSchema } from './fields';
import { answer, JSON_TYPE, parseWith, readBody } from './request';

export function enrolmentRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Params: { extAppId: string } }>('/apps/:extAppId/enrollment', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    const body = readBody(request, JSON_TYPE, EnrolmentRequestSchema);
    // An empty phone field is no phone (it is optional on the form).
    const fields = parseWith(EnrolmentFieldsSchema, { ...body, phone: body.phone?.trim() ? body.phone : undefined });
    // The form's order: the other fields, then the password, which must not contain the username.
    const password = checkNewPassword(fields.userName, body.password);
    const started = await enrol(ctx, issuer, { ...fields, password, phone: fields.phone ?? null, acceptedTerms: body.acceptedTerms });
    return answer(reply, started);
  });
}
