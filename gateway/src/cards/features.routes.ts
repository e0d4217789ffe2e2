// The Features page's calls (§6 SDK features; §7): a card's details to reveal
// (users/{userGuid}/paymentInstruments/{paymentGuid}/sdkPayload/v2), accepting a feature's terms (§7
// Step-up: users/{userGuid}/phones/{phoneGuid}/features/{featurecode}/acceptTerms), a federated token for
// push provisioning (issuer-controller/v1/federatedProvision), and the thank-you page's partner logos
// (vmeservices/v1/partner/logo/locale/{locale}, public). Every call about a person needs a full-access
// token and names only the caller: another user's id, card or phone is 404, never data.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  CardDetailsResponseSchema,
  FeatureTermsRequestSchema,
  FederatedProvisionRequestSchema,
  FederatedProvisionResponseSchema,
  PartnerLogosResponseSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { invalidInput, notFound } from '../errors';
import { cardDetails, cardWithCapability, federatedProvision } from './card-details';
import { cardNotFound } from './cards';
import { acceptFeatureTerms, checkedFeatureCode } from './feature-terms';
import { LOGO_IMAGE_PATH, logoLanguage, partnerLogos, partnerLogoSvg } from './partner-logos';
import { type Access, PUBLIC, token, tokenOf } from '../platform/access';
import { declared, jsonBody, LIMITED, type Operation } from '../platform/operation';
import { answer, noContent, readBody } from '../platform/request';

const INSTRUMENT_PATH = '/users/:userGuid/paymentInstruments/:paymentGuid';
const ACCEPT_TERMS_PATH = '/users/:userGuid/phones/:phoneGuid/features/:featurecode/acceptTerms';
const FEDERATED_PROVISION_PATH = '/issuer-controller/v1/federatedProvision';
const LOGOS_PATH = '/vmeservices/v1/partner/logo/locale/:locale';

/** The logos are the same for everyone and change only with a release: caches may keep them a day. */
const PUBLIC_CACHE = 'public, max-age=86400';

type UserRequest = FastifyRequest<{
  Params: { userGuid?: string; paymentGuid?: string; phoneGuid?: string; featurecode?: string };
}>;

/** A full-access token of the user the path names; another user is 404, as a card or phone that is not theirs. */
const ownCard = token(['full'], { param: 'userGuid', refuse: cardNotFound });
const ownPhone = token(['full'], { param: 'userGuid', refuse: () => notFound('No such user.') });
const TAG = 'Card features';
const feature = (access: Access, rest: Omit<Operation, 'access' | 'tag'>) => declared({ access, tag: TAG, ...rest });

const TERMS_BODY = jsonBody(FeatureTermsRequestSchema);
const PROVISION_BODY = jsonBody(FederatedProvisionRequestSchema);
/** A partner's logo: an SVG document the gateway draws (cards/partner-logos.ts). */
const LogoSvgSchema = v.pipe(v.string(), v.startsWith('<svg'));

/**
 * The origin the logos' URLs name: the one the request was sent to (its Host, which app.ts already
 * checked against GATEWAY_HOSTS, and its scheme). A Host with anything but a name, an address and a
 * port (`localhost:80@elsewhere`) would make the URL point elsewhere: refused.
 */
function originOf(request: FastifyRequest): string {
  const host = request.host;
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host))
    throw invalidInput('The Host header is not a host name and port.');
  return `${request.protocol}://${host}`;
}

/** Answers one card's details and says so in the log, by the card's id only: never the number. */
function revealed(request: FastifyRequest, reply: FastifyReply, panGuid: string, details: unknown): FastifyReply {
  request.log.info({ panGuid }, 'card details revealed');
  // no-store (answer) and, for HTTP/1.0 caches, Pragma: the number must not outlive the page that shows it.
  return answer(reply.header('Pragma', 'no-cache'), details);
}

export function featureRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  // §6 card display: CARD_INFORMATION_DISPLAY_SDK on WEB_SDK; 10 reveals per user in 15 minutes (rate-limits.ts).
  app.get(
    `${INSTRUMENT_PATH}/sdkPayload/v2`,
    feature(ownCard, {
      summary: "A card's full number and expiry, to show for a few seconds (§6 card display)",
      answers: { 200: CardDetailsResponseSchema },
      // Its 404 (the owner rule's) also answers a card whose issuer offers no card display on the web.
      refusals: LIMITED,
    }),
    async (request: UserRequest, reply) => {
      const owner = tokenOf(request);
      const panGuid = await cardWithCapability(
        ctx.db,
        owner,
        request.params.paymentGuid ?? '',
        'cardDisplay',
        'card display',
      );
      await ctx.limit(request, 'cardReveal', owner.userId);
      return revealed(request, reply, panGuid, await cardDetails(ctx, owner, panGuid));
    },
  );

  // §7 Step-up: {featurecode} is DEFAULT or the feature whose terms these are; each guid a current terms version of the issuer.
  app.post(
    ACCEPT_TERMS_PATH,
    feature(ownPhone, {
      summary: "Accept a feature's terms (§7 Step-up)",
      body: TERMS_BODY,
      answers: { 204: null },
    }),
    async (request: UserRequest, reply) => {
      const owner = tokenOf(request);
      checkedFeatureCode(request.params.featurecode, 'featurecode');
      const body = readBody(request, TERMS_BODY);
      await acceptFeatureTerms(ctx, {
        userId: owner.userId,
        issuerId: owner.issuerId,
        phoneGuid: request.params.phoneGuid ?? '',
        guids: body.userTermsAndConditionList.map((t) => t.guid),
      });
      return noContent(reply);
    },
  );

  // §6 push provisioning: the card's and the terms' checks are federatedProvision's; the token is never logged.
  app.post(
    FEDERATED_PROVISION_PATH,
    feature(token(['full']), {
      summary: 'A federated token to push-provision a card to a partner',
      body: PROVISION_BODY,
      answers: { 200: FederatedProvisionResponseSchema },
      // 403: no push provisioning on the web for the card, or its terms not accepted; 404: not the caller's card.
      refusals: { 403: ['403'], 404: ['404'] },
    }),
    async (request, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, PROVISION_BODY);
      const answerBody = await federatedProvision(ctx, { userId: auth.userId, issuerId: auth.issuerId }, body);
      request.log.info({ panGuid: body.panGuid, orgId: body.orgId }, 'federated token issued');
      return answer(reply, answerBody);
    },
  );

  // §9: 16 logos. An unsupported locale gets the English ones (partner-logos.ts); a text that is no locale tag is 400.
  app.get<{ Params: { locale: string } }>(
    LOGOS_PATH,
    feature(PUBLIC, { summary: "The thank-you page's partner logos", answers: { 200: PartnerLogosResponseSchema } }),
    async (request, reply) => {
      if (logoLanguage(request.params.locale) === null) throw invalidInput('locale: a locale tag such as en or fr-CA');
      return reply
        .header('Cache-Control', PUBLIC_CACHE)
        .send({ logos: partnerLogos(originOf(request), ctx.config.profile === 'sandbox') });
    },
  );

  app.get<{ Params: { file: string } }>(
    `${LOGO_IMAGE_PATH}/:file`,
    feature(PUBLIC, {
      summary: "A partner's logo (image/svg+xml)",
      answers: { 200: LogoSvgSchema },
      answerTypes: ['image/svg+xml'],
      refusals: { 404: ['404'] },
    }),
    async (request, reply) => {
      const svg = partnerLogoSvg(request.params.file);
      if (svg === null) throw notFound('No such partner logo.');
      return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', PUBLIC_CACHE).send(svg);
    },
  );
}
