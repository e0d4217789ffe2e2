// §7 Cards (portal): the list, add, edit and delete under /consumer-controller/v1/account/{accountId}/
// paymentInstrument, a card's status and virtual card control under users/{userGuid}/paymentInstruments/
// {paymentGuid}/, and the card art lookup. A full-access token only; {accountId} and {userGuid} are the
// caller's own user guid, and anything else (another user's card, another account) is 404, never data.
// Adding and editing count against the cardSave limits (decision 023), per client and per user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  CardArtRequestSchema,
  CardArtResponseSchema,
  normaliseCardNumber,
  PortalCardListSchema,
  PortalCardSchema,
} from '@portal/domain/card';
import {
  AddCardRequestSchema,
  AddCardResponseSchema,
  CardControlResponseSchema,
  CardStatusResponseSchema,
  CreateCardControlRequestSchema,
  DOCUMENT_ID_HEADER,
  UpdateCardControlRequestSchema,
  UpdateCardRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { cardArtOf } from './card-art';
import { cardStatus, createControl, getControl, updateControl } from './card-controls';
import { addCard, cardNotFound, deleteCard, listCards, updateCard } from './cards';
import { SANDBOX_SECURITY_CODES } from './card-sandbox';
import { clearPartsOf } from './card-vault';
import { type Access, choice, shopperOf, shopperSession, token, tokenOf } from '../platform/access';
import { byStatus, declared, jsonBody, LIMITED, type Operation } from '../platform/operation';
import { answer, noContent, readBody } from '../platform/request';

const hasApiKeyQuery = (query: unknown): boolean => typeof query === 'object' && query !== null && 'apiKey' in query;

const CARDS_PATH = '/consumer-controller/v1/account/:accountId/paymentInstrument';
const INSTRUMENT_PATH = '/users/:userGuid/paymentInstruments/:paymentGuid';
const CARD_ART_PATH = '/issuer-controller/v1/issuer/cardart';

type CardRequest = FastifyRequest<{
  Params: { accountId?: string; userGuid?: string; panGuid?: string; paymentGuid?: string };
}>;

/**
 * A full-access token of the user the path names: another account is answered as a card that is not
 * found, so a guess learns nothing.
 */
const OWN_CARDS = token(['full'], { param: 'accountId', refuse: cardNotFound });
const OWN_INSTRUMENT = token(['full'], { param: 'userGuid', refuse: cardNotFound });
const TAG = 'Cards';
const card = (access: Access, rest: Omit<Operation, 'access' | 'tag'>) => declared({ access, tag: TAG, ...rest });

/** §8 Add card and Update card (portal): every code a save can answer, a sandbox's demo outcomes included. */
const SAVE_REFUSALS = {
  ...byStatus([
    ...Object.values(SANDBOX_SECURITY_CODES),
    { status: 409, code: 'PROFILE_3006' },
    { status: 404, code: '404' },
  ]),
  ...LIMITED,
};

const ADD_BODY = jsonBody(AddCardRequestSchema);
const UPDATE_BODY = jsonBody(UpdateCardRequestSchema);
const CREATE_CONTROL_BODY = jsonBody(CreateCardControlRequestSchema);
const UPDATE_CONTROL_BODY = jsonBody(UpdateCardControlRequestSchema);
const CARD_ART_BODY = jsonBody(CardArtRequestSchema);
const CONTROL_HEADERS = { [DOCUMENT_ID_HEADER]: "The control's documentId (§7)." };
const CONTROL_REFUSALS = { 404: ['404', 'DPS_4001'] } as const;

export function cardRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    CARDS_PATH,
    card(OWN_CARDS, {
      summary: "The caller's cards (No Content when there are none)",
      answers: { 200: PortalCardListSchema, 204: null },
    }),
    async (request: CardRequest, reply) => {
      const cards = await listCards(ctx, tokenOf(request));
      // §7, §4 Card defaults: No Content means the collection is empty.
      return cards.length === 0 ? noContent(reply) : answer(reply, { paymentInstruments: cards });
    },
  );

  app.post(
    CARDS_PATH,
    card(OWN_CARDS, {
      summary: 'Add a card',
      body: ADD_BODY,
      answers: { 201: AddCardResponseSchema },
      refusals: SAVE_REFUSALS,
    }),
    async (request: CardRequest, reply) => {
      const owner = tokenOf(request);
      await ctx.limit(request, 'cardSave', owner.userId);
      const body = readBody(request, ADD_BODY);
      return answer(reply, await addCard(ctx, owner, body), 201);
    },
  );

  app.patch(
    `${CARDS_PATH}/:panGuid`,
    card(OWN_CARDS, {
      summary: "Edit a card's nickname, expiry or billing address",
      body: UPDATE_BODY,
      answers: { 200: PortalCardSchema },
      refusals: SAVE_REFUSALS,
    }),
    async (request: CardRequest, reply) => {
      const owner = tokenOf(request);
      await ctx.limit(request, 'cardSave', owner.userId);
      const body = readBody(request, UPDATE_BODY);
      return answer(reply, await updateCard(ctx, owner, request.params.panGuid ?? '', body));
    },
  );

  app.delete(
    `${CARDS_PATH}/:panGuid`,
    card(OWN_CARDS, { summary: 'Delete a card', answers: { 204: null }, refusals: { 404: ['404'] } }),
    async (request: CardRequest, reply) => {
      await deleteCard(ctx, tokenOf(request), request.params.panGuid ?? '');
      return noContent(reply);
    },
  );

  app.get(
    `${INSTRUMENT_PATH}/status`,
    card(OWN_INSTRUMENT, {
      summary: "A card's status (§3 Virtual card control)",
      answers: { 200: CardStatusResponseSchema },
      refusals: CONTROL_REFUSALS,
    }),
    async (request: CardRequest, reply) =>
      answer(reply, await cardStatus(ctx, tokenOf(request), request.params.paymentGuid ?? '')),
  );

  app.get(
    `${INSTRUMENT_PATH}/vctc`,
    card(OWN_INSTRUMENT, {
      summary: "A card's virtual card control",
      answers: { 200: CardControlResponseSchema },
      answerHeaders: CONTROL_HEADERS,
      refusals: CONTROL_REFUSALS,
    }),
    async (request: CardRequest, reply) => {
      const control = await getControl(ctx, tokenOf(request), request.params.paymentGuid ?? '');
      return answer(reply.header(DOCUMENT_ID_HEADER, control.documentId), control);
    },
  );

  app.post(
    `${INSTRUMENT_PATH}/vctc`,
    card(OWN_INSTRUMENT, {
      summary: 'Create the virtual card control (suspend or resume the card)',
      body: CREATE_CONTROL_BODY,
      answers: { 201: CardControlResponseSchema },
      answerHeaders: CONTROL_HEADERS,
      refusals: CONTROL_REFUSALS,
    }),
    async (request: CardRequest, reply) => {
      const owner = tokenOf(request);
      const body = readBody(request, CREATE_CONTROL_BODY);
      const control = await createControl(ctx, owner, request.params.paymentGuid ?? '', body.isControlEnabled);
      // §7: "documentId can come from a response header".
      return answer(reply.header(DOCUMENT_ID_HEADER, control.documentId), control, 201);
    },
  );

  app.put(
    `${INSTRUMENT_PATH}/vctc`,
    card(OWN_INSTRUMENT, {
      summary: 'Update the virtual card control',
      body: UPDATE_CONTROL_BODY,
      answers: { 200: CardControlResponseSchema },
      answerHeaders: CONTROL_HEADERS,
      refusals: CONTROL_REFUSALS,
    }),
    async (request: CardRequest, reply) => {
      const owner = tokenOf(request);
      const body = readBody(request, UPDATE_CONTROL_BODY);
      const control = await updateControl(
        ctx,
        owner,
        request.params.paymentGuid ?? '',
        body.documentId,
        body.globalControl.isControlEnabled,
      );
      return answer(reply.header(DOCUMENT_ID_HEADER, control.documentId), control);
    },
  );

  // §7 card art: the art of the caller's issuer for the number's BIN (the number is read, never kept or
  // logged). The wallet asks it with its apiKey query and shopper session: the merchant's issuer's art.
  const byShopper = shopperSession('apiKey');
  const byToken = token(['partial', 'full']);
  const cardArtAccess = choice([byShopper, byToken], (request) =>
    hasApiKeyQuery(request.query) ? byShopper : byToken,
  );
  app.post(
    CARD_ART_PATH,
    card(cardArtAccess, {
      summary: "The issuer's card art for a card number's BIN",
      query: v.object({ apiKey: v.optional(v.string()) }),
      body: CARD_ART_BODY,
      answers: { 200: CardArtResponseSchema },
      refusals: { 404: ['404'] },
    }),
    async (request, reply) => {
      const issuerId = hasApiKeyQuery(request.query) ? shopperOf(request).merchant.issuerId : tokenOf(request).issuerId;
      const { cardArtAccountNumber } = readBody(request, CARD_ART_BODY);
      const art = await cardArtOf(
        ctx.db,
        issuerId,
        clearPartsOf(normaliseCardNumber(cardArtAccountNumber)).bankIdentifier,
      );
      if (!art) throw new GatewayError(404, '404', 'The issuer has no card art.');
      return answer(reply, {
        cardArt: [{ imageUrl: `${art.image}_web_1x.png`, width: art.width, height: art.height }],
      });
    },
  );
}
