// §7 Terms get: apps/{extAppId}/terms for enrolment (the current terms of the issuer, §3 Terms items),
// users/{userGuid}/getTerms for a signed-in or signing-in user (those still to accept): the
// application's (APP), or with ?featureCode=X the PRODUCT terms of feature X still to accept (§7
// Step-up: empty once accepted, or when X needs no terms). Accepting is a probe (probes.ts), or for a
// feature's terms the step-up call (features.ts).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { TermsResponseSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { checkedFeatureCode } from '../cards/feature-terms';
import { pendingFeatureTerms, currentTerms, pendingTermsItems } from './terms-store';
import { findIssuer } from '../platform/issuers-store';
import { anyToken, choice, PUBLIC, token, tokenOf } from '../platform/access';
import { declared } from '../platform/operation';
import { UNKNOWN_APP } from '../platform/refusals';
import { answer } from '../platform/request';

/** The application's terms to any token of the user; a feature's (asked for by the Features page) to a full one only. */
const appTerms = anyToken({ param: 'userGuid' });
const featureTerms = token(['full'], { param: 'userGuid' });
const PENDING_TERMS = choice([appTerms, featureTerms], (request) =>
  (request.query as Record<string, unknown>).featureCode === undefined ? appTerms : featureTerms,
);

export function termsRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get<{ Params: { extAppId: string } }>(
    '/apps/:extAppId/terms',
    declared({
      access: PUBLIC,
      tag: 'Terms',
      summary: "The issuer's current terms, for enrolment",
      answers: { 200: TermsResponseSchema },
      refusals: UNKNOWN_APP,
    }),
    async (request, reply) => {
      const issuer = await findIssuer(ctx.db, request.params.extAppId);
      return answer(reply, { terms: await currentTerms(ctx.db, issuer.id) });
    },
  );

  app.get<{ Params: { userGuid: string }; Querystring: Record<string, unknown> }>(
    '/users/:userGuid/getTerms',
    declared({
      access: PENDING_TERMS,
      tag: 'Terms',
      summary: "The terms the user still has to accept: the application's, or with featureCode a feature's",
      query: v.object({ featureCode: v.optional(v.string()) }),
      answers: { 200: TermsResponseSchema },
    }),
    async (request, reply) => {
      const asked = request.query.featureCode;
      const auth = tokenOf(request);
      if (asked === undefined)
        return answer(reply, { terms: await pendingTermsItems(ctx.db, auth.userId, auth.issuerId) });
      const featureCode = checkedFeatureCode(asked, 'featureCode');
      return answer(reply, { terms: await pendingFeatureTerms(ctx.db, auth.userId, auth.issuerId, featureCode) });
    },
  );
}
