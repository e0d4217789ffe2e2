// Single sign-on (decision 031): §7 "oidc requests default with an apiKey query". The
// issuer is the one whose web platform has that API key (§3 held configuration values).
//   POST oidc/authorize?apiKey=          starts a launch at the issuer's partner
//   POST partnerConsumer/enroll?apiKey=  completes it with the partner's answer (§3 federated token)
// No token: these calls are the way in. Both count against the ssoLaunch limits (decision 023's kind).
// The SSO card flow, with the member's full-access token, on the issuer the key names:
//   GET  partnerConsumer/paymentInstruments/provisioned?apiKey=  the card the partner provisioned (204: none)
//   POST partnerConsumer/paymentInstruments?apiKey=              adds it (§7's flat payload), primary
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SsoCardRequestSchema, SsoEnrolRequestSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { insufficientScope } from '../errors';
import type { CardOwner } from '../services/cards';
import { findIssuerByApiKey, type Issuer } from '../services/issuers';
import { completeLaunch, partnerSubjectOf, startLaunch } from '../services/sso';
import { addProvisionedCard, provisionedCard } from '../services/sso-cards';
import { declared, PUBLIC, publicKeyOf, token, tokenOf } from '../platform/access';
import { answer, JSON_TYPE, noContent, readBody } from './request';

type SsoRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

/** The issuer the apiKey query names, its launches limited per client and per issuer. */
async function issuerOf(ctx: GatewayContext, request: SsoRequest): Promise<Issuer> {
  const issuer = await findIssuerByApiKey(ctx.db, publicKeyOf(request, 'apiKey'));
  await ctx.limit(request, 'ssoLaunch', issuer.id);
  return issuer;
}

/**
 * The signed-in member of the partner of the issuer the key names: a token of another issuer, or of
 * someone who did not arrive through single sign-on, is 401, as a token of the wrong kind is.
 */
async function memberOf(
  ctx: GatewayContext,
  request: SsoRequest,
  bucket: 'cardReveal' | 'cardSave',
): Promise<{ issuer: Issuer; owner: CardOwner & { subject: string } }> {
  const auth = tokenOf(request);
  const issuer = await findIssuerByApiKey(ctx.db, publicKeyOf(request, 'apiKey'));
  const subject = issuer.id === auth.issuerId ? await partnerSubjectOf(ctx.db, issuer.id, auth.userId) : null;
  if (subject === null) throw insufficientScope('This token is not a partner member’s of this application.');
  await ctx.limit(request, bucket, auth.userId);
  return { issuer, owner: { userId: auth.userId, issuerId: auth.issuerId, subject } };
}

/** A launch is the way in (no token); the card flow is the signed-in member's (memberOf checks the partner). */
const OPEN = declared({ access: PUBLIC });
const MEMBER = declared({ access: token(['full']) });

export function ssoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get('/partnerConsumer/paymentInstruments/provisioned', MEMBER, async (request: SsoRequest, reply) => {
    // The full number goes back to its member: counted as a card's number shown (decision 028).
    const { owner } = await memberOf(ctx, request, 'cardReveal');
    const card = await provisionedCard(ctx, owner);
    return card ? answer(reply, card) : noContent(reply);
  });

  app.post('/partnerConsumer/paymentInstruments', MEMBER, async (request: SsoRequest, reply) => {
    const { issuer, owner } = await memberOf(ctx, request, 'cardSave');
    const body = readBody(request, JSON_TYPE, SsoCardRequestSchema);
    const added = await addProvisionedCard(ctx, owner, body, ctx.sso.partnerOf(issuer.id), (fields, message) =>
      request.log.warn(fields, message),
    );
    // §4 Card save success: "A 201 also signals card created".
    return answer(reply, added, 201);
  });

  app.post('/oidc/authorize', OPEN, async (request: SsoRequest, reply) => {
    const issuer = await issuerOf(ctx, request);
    return answer(reply, await startLaunch(ctx, issuer, (fields, message) => request.log.warn(fields, message)));
  });

  app.post('/partnerConsumer/enroll', OPEN, async (request: SsoRequest, reply) => {
    const issuer = await issuerOf(ctx, request);
    const body = readBody(request, JSON_TYPE, SsoEnrolRequestSchema);
    return answer(
      reply,
      await completeLaunch(ctx, issuer, body, (fields, message) => request.log.warn(fields, message)),
    );
  });
}
