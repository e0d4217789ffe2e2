// §7 Terms get: apps/{extAppId}/terms for enrolment (the current terms of the issuer, §3 Terms items),
// users/{userGuid}/getTerms for a signed-in or signing-in user (those still to accept): the
// application's (APP), or with ?featureCode=X the PRODUCT terms of feature X still to accept (§7
// Step-up: empty once accepted, or when X needs no terms). Accepting is a probe (probes.ts), or for a
// feature's terms the step-up call (features.ts).
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context';
import { checkedFeatureCode, pendingFeatureTerms } from '../services/feature-terms';
import { findIssuer } from '../services/issuers';
import { currentTerms, pendingTermsItems } from '../services/terms';
import { authenticate, requireUser, TOKEN_KINDS } from '../services/tokens';
import { answer } from './request';

export function termsRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get<{ Params: { extAppId: string } }>('/apps/:extAppId/terms', async (request, reply) => {
    const issuer = await findIssuer(ctx.db, request.params.extAppId);
    return answer(reply, { terms: await currentTerms(ctx.db, issuer.id) });
  });

  app.get<{ Params: { userGuid: string }; Querystring: Record<string, unknown> }>(
    '/users/:userGuid/getTerms',
    async (request, reply) => {
      const asked = request.query.featureCode;
      // A feature's terms are asked for by a signed-in user (the Features page): a full token only.
      const auth = await authenticate(ctx, request, asked === undefined ? TOKEN_KINDS : ['full']);
      requireUser(auth, request.params.userGuid);
      if (asked === undefined)
        return answer(reply, { terms: await pendingTermsItems(ctx.db, auth.userId, auth.issuerId) });
      const featureCode = checkedFeatureCode(asked, 'featureCode');
      return answer(reply, { terms: await pendingFeatureTerms(ctx.db, auth.userId, auth.issuerId, featureCode) });
    },
  );
}
