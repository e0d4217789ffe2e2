// §7 Terms get: apps/{extAppId}/terms for enrolment (the current terms of the issuer, §3 Terms items),
// users/{userGuid}/getTerms for a signed-in or signing-in user (those still to accept, item 20).
// Accepting is a probe (probes.ts).
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context';
import { findIssuer } from '../services/issuers';
import { currentTerms, pendingTermsItems } from '../services/terms';
import { authenticate, requireUser, TOKEN_KINDS } from '../services/tokens';
import { answer } from './request';

export function termsRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get<{ Params: { extAppId: string } }>('/apps/:extAppId/terms', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    return answer(reply, { terms: await currentTerms(ctx.db, issuer.id) });
  });

  app.get<{ Params: { userGuid: string } }>('/users/:userGuid/getTerms', async (request, reply) => {
    const auth = await authenticate(ctx, request, TOKEN_KINDS);
    requireUser(auth, request.params.userGuid);
    return answer(reply, { terms: await pendingTermsItems(ctx.db, auth.userId, auth.issuerId) });
  });
}
