// §7 Cards (portal): the list, add, edit and delete under /consumer-controller/v1/account/{accountId}/
// paymentInstrument, a card's status and virtual card control under users/{userGuid}/paymentInstruments/
// {paymentGuid}/, and the card art lookup. A full-access token only; {accountId} and {userGuid} are the
// caller's own user guid, and anything else (another user's card, another account) is 404, never data.
// Adding and editing count against the cardSave limits (decision 023), per client and per user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CardArtRequestSchema, normaliseCardNumber } from '@portal/domain/card';
import {
  AddCardRequestSchema,
  CreateCardControlRequestSchema,
  DOCUMENT_ID_HEADER,
  UpdateCardControlRequestSchema,
  UpdateCardRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { cardArtOf } from '../services/card-art';
import { cardStatus, createControl, getControl, updateControl } from '../services/card-controls';
import { addCard, cardNotFound, deleteCard, listCards, type CardOwner, updateCard } from '../services/cards';
import { clearPartsOf } from '../services/card-vault';
import { authenticate } from '../services/tokens';
import { answer, JSON_TYPE, noContent, readBody } from './request';
import { shopperOf } from './wallet';

const hasApiKeyQuery = (query: unknown): boolean => typeof query === 'object' && query !== null && 'apiKey' in query;

const CARDS_PATH = '/consumer-controller/v1/account/:accountId/paymentInstrument';
const INSTRUMENT_PATH = '/users/:userGuid/paymentInstruments/:paymentGuid';
const CARD_ART_PATH = '/issuer-controller/v1/issuer/cardart';

type CardRequest = FastifyRequest<{
  Params: { accountId?: string; userGuid?: string; panGuid?: string; paymentGuid?: string };
}>;

/**
 * The signed-in user, when the path names them: another account is answered as a card that is not
 * found, so a guess learns nothing.
 */
async function ownerOf(ctx: GatewayContext, request: CardRequest): Promise<CardOwner> {
  const auth = await authenticate(ctx, request, ['full']);
  const named = request.params.accountId ?? request.params.userGuid;
  if (named !== auth.userId) throw cardNotFound();
  return { userId: auth.userId, issuerId: auth.issuerId };
}

export function cardRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(CARDS_PATH, async (request: CardRequest, reply) => {
    const cards = await listCards(ctx, await ownerOf(ctx, request));
    // §7, §4 Card defaults: No Content means the collection is empty.
    return cards.length === 0 ? noContent(reply) : answer(reply, { paymentInstruments: cards });
  });

  app.post(CARDS_PATH, async (request: CardRequest, reply) => {
    const owner = await ownerOf(ctx, request);
    await ctx.limit(request, 'cardSave', owner.userId);
    const body = readBody(request, JSON_TYPE, AddCardRequestSchema);
    return answer(reply, await addCard(ctx, owner, body), 201);
  });

  app.patch(`${CARDS_PATH}/:panGuid`, async (request: CardRequest, reply) => {
    const owner = await ownerOf(ctx, request);
    await ctx.limit(request, 'cardSave', owner.userId);
    const body = readBody(request, JSON_TYPE, UpdateCardRequestSchema);
    return answer(reply, await updateCard(ctx, owner, request.params.panGuid ?? '', body));
  });

  app.delete(`${CARDS_PATH}/:panGuid`, async (request: CardRequest, reply) => {
    await deleteCard(ctx, await ownerOf(ctx, request), request.params.panGuid ?? '');
    return noContent(reply);
  });

  app.get(`${INSTRUMENT_PATH}/status`, async (request: CardRequest, reply) =>
    answer(reply, await cardStatus(ctx, await ownerOf(ctx, request), request.params.paymentGuid ?? '')),
  );

  app.get(`${INSTRUMENT_PATH}/vctc`, async (request: CardRequest, reply) => {
    const control = await getControl(ctx, await ownerOf(ctx, request), request.params.paymentGuid ?? '');
    return answer(reply.header(DOCUMENT_ID_HEADER, control.documentId), control);
  });

  app.post(`${INSTRUMENT_PATH}/vctc`, async (request: CardRequest, reply) => {
    const owner = await ownerOf(ctx, request);
    const body = readBody(request, JSON_TYPE, CreateCardControlRequestSchema);
    const control = await createControl(ctx, owner, request.params.paymentGuid ?? '', body.isControlEnabled);
    // §7: "documentId can come from a response header".
    return answer(reply.header(DOCUMENT_ID_HEADER, control.documentId), control, 201);
  });

  app.put(`${INSTRUMENT_PATH}/vctc`, async (request: CardRequest, reply) => {
    const owner = await ownerOf(ctx, request);
    const body = readBody(request, JSON_TYPE, UpdateCardControlRequestSchema);
    const control = await updateControl(
      ctx,
      owner,
      request.params.paymentGuid ?? '',
      body.documentId,
      body.globalControl.isControlEnabled,
    );
    return answer(reply.header(DOCUMENT_ID_HEADER, control.documentId), control);
  });

  // §7 card art: the art of the caller's issuer for the number's BIN (the number is read, never kept or
  // logged). The wallet asks it with its apiKey query and shopper session: the merchant's issuer's art.
  app.post(CARD_ART_PATH, async (request, reply) => {
    const issuerId = hasApiKeyQuery(request.query)
      ? (await shopperOf(ctx, request, 'apiKey')).merchant.issuerId
      : (await authenticate(ctx, request, ['partial', 'full'])).issuerId;
    const { cardArtAccountNumber } = readBody(request, JSON_TYPE, CardArtRequestSchema);
    const art = await cardArtOf(
      ctx.db,
      issuerId,
      clearPartsOf(normaliseCardNumber(cardArtAccountNumber)).bankIdentifier,
    );
    if (!art) throw new GatewayError(404, '404', 'The issuer has no card art.');
    return answer(reply, { cardArt: [{ imageUrl: `${art.image}_web_1x.png`, width: art.width, height: art.height }] });
  });
}
