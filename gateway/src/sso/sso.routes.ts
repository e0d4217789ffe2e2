// Single sign-on (decision 031): §7 "oidc requests default with an apiKey query". The
// issuer is the one whose web platform has that API key (§3 held configuration values).
//   POST oidc/authorize?apiKey=          starts a launch at the issuer's partner
//   POST partnerConsumer/enroll?apiKey=  completes it with the partner's answer (§3 federated token)
// No token: these calls are the way in. Both count against the ssoLaunch limits (decision 023's kind).
// The SSO card flow, with the member's full-access token, on the issuer the key names:
//   GET  partnerConsumer/paymentInstruments/provisioned?apiKey=  the card the partner provisioned (204: none)
//   POST partnerConsumer/paymentInstruments?apiKey=              adds it (§7's flat payload), primary
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddCardResponseSchema,
  ProvisionedCardSchema,
  SsoAuthorizeResponseSchema,
  SsoCardRequestSchema,
  SsoEnrolRequestSchema,
  SsoEnrolResponseSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { insufficientScope } from '../errors';
import { SANDBOX_SECURITY_CODES } from '../cards/card-sandbox';
import type { CardOwner } from '../cards/cards';
import { findIssuerByApiKey, type Issuer } from '../platform/issuers-store';
import { completeLaunch, startLaunch } from './sso';
import { memberSubject } from './sso-store';
import { addProvisionedCard, provisionedCard } from './sso-cards';
import { type Access, PUBLIC, publicKeyOf, publicKeyQuery, token, tokenOf } from '../platform/access';
import { byStatus, declared, jsonBody, LIMITED, mergeRefusals, type Operation } from '../platform/operation';
import { answer, noContent, readBody } from '../platform/request';

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
  const subject = issuer.id === auth.issuerId ? await memberSubject(ctx.db, issuer.id, auth.userId) : null;
  if (subject === null) throw insufficientScope('This token is not a partner member’s of this application.');
  await ctx.limit(request, bucket, auth.userId);
  return { issuer, owner: { userId: auth.userId, issuerId: auth.issuerId, subject } };
}

/** A launch is the way in (no token); the card flow is the signed-in member's (memberOf checks the partner). */
const OPEN = PUBLIC;
const MEMBER = token(['full']);
const TAG = 'Single sign-on';
/** The issuer's API key, as publicKeyOf (platform/access.ts) reads it. */
const API_KEY_QUERY = publicKeyQuery('apiKey');
const sso = (access: Access, rest: Omit<Operation, 'access' | 'tag' | 'query'>) =>
  declared({ access, tag: TAG, query: API_KEY_QUERY, ...rest });

const CARD_BODY = jsonBody(SsoCardRequestSchema);
const ENROL_BODY = jsonBody(SsoEnrolRequestSchema);

/** No application has the key (404 DPS_0001); every call counts against a limit. */
const KEYED = { 404: ['DPS_0001'], ...LIMITED } as const;
/**
 * A launch's refusals: the application offers no single sign-on (404 flowNotOffered), or has no partner
 * configured or reachable (503 with §8's technical message). Completing one adds 400 VMCP_001.
 */
const LAUNCH_REFUSALS = { ...KEYED, 404: ['DPS_0001', 'flowNotOffered'], 503: ['VMCP_001'] } as const;
/** §8 Add card (portal), as the SSO card is added: every code a portal save answers, its sandbox's demo outcomes included. */
const CARD_SAVE_REFUSALS = {
  ...byStatus([
    ...Object.values(SANDBOX_SECURITY_CODES),
    { status: 403, code: '403' },
    { status: 404, code: 'DPS_0001' },
    { status: 409, code: 'PROFILE_3004' },
    { status: 409, code: 'PROFILE_3006' },
  ]),
  ...LIMITED,
};

export function ssoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    '/partnerConsumer/paymentInstruments/provisioned',
    sso(MEMBER, {
      summary: "The card the partner provisioned with the member's arrival (No Content when there is none)",
      answers: { 200: ProvisionedCardSchema, 204: null },
      refusals: KEYED,
    }),
    async (request: SsoRequest, reply) => {
      // The full number goes back to its member: counted as a card's number shown (decision 028).
      const { owner } = await memberOf(ctx, request, 'cardReveal');
      const card = await provisionedCard(ctx, owner);
      return card ? answer(reply, card) : noContent(reply);
    },
  );

  app.post(
    '/partnerConsumer/paymentInstruments',
    sso(MEMBER, {
      summary: 'Add the provisioned card (the flat SSO payload), as the primary card',
      body: CARD_BODY,
      answers: { 201: AddCardResponseSchema },
      refusals: CARD_SAVE_REFUSALS,
    }),
    async (request: SsoRequest, reply) => {
      const { issuer, owner } = await memberOf(ctx, request, 'cardSave');
      const body = readBody(request, CARD_BODY);
      const added = await addProvisionedCard(ctx, owner, body, ctx.sso.partnerOf(issuer.id), (fields, message) =>
        request.log.warn(fields, message),
      );
      // §4 Card save success: "A 201 also signals card created".
      return answer(reply, added, 201);
    },
  );

  app.post(
    '/oidc/authorize',
    sso(OPEN, {
      summary: "Start a single sign-on at the issuer's partner",
      answers: { 200: SsoAuthorizeResponseSchema },
      refusals: LAUNCH_REFUSALS,
    }),
    async (request: SsoRequest, reply) => {
      const issuer = await issuerOf(ctx, request);
      return answer(reply, await startLaunch(ctx, issuer, (fields, message) => request.log.warn(fields, message)));
    },
  );

  app.post(
    '/partnerConsumer/enroll',
    sso(OPEN, {
      summary: "Complete a single sign-on with the partner's answer: a full-access token, enrolling on first arrival",
      body: ENROL_BODY,
      answers: { 200: SsoEnrolResponseSchema },
      // §8's technical message: a launch unknown, used or expired, or an answer the partner or a check refuses.
      refusals: mergeRefusals(LAUNCH_REFUSALS, { 400: ['VMCP_001'] }),
    }),
    async (request: SsoRequest, reply) => {
      const issuer = await issuerOf(ctx, request);
      const body = readBody(request, ENROL_BODY);
      return answer(
        reply,
        await completeLaunch(ctx, issuer, body, (fields, message) => request.log.warn(fields, message)),
      );
    },
  );
}
