// §7 Cards (embedded checkout) and §7 Addresses, the embedded wallet's: the shopper's cards under
// /wallet/v1/paymentInstruments (none is 204, §4 Card defaults) and addresses under /wallet/v1/addresses.
// Every call carries the merchant's public key (apiKey for cards, apikey for addresses, as §7 spells
// them) and the shopper session as a Bearer token (wallet/shoppers.ts). Another shopper's card or
// address is 404; card saves count against the cardSave limits per client and per shopper.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AddressListResponseSchema, AddressSaveResponseSchema } from '@portal/domain/address';
import { EmbeddedCardResponseSchema } from '@portal/domain/card';
import {
  AddWalletCardRequestSchema,
  PostalAreaSchema,
  UpdateWalletCardRequestSchema,
  WalletAddressRequestSchema,
  WalletCardListSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { GatewayError, invalidInput } from '../errors';
import { postalArea } from '../accounts/address-verifier';
import {
  deleteAddress,
  listAddresses,
  saveAddress,
  type SaveOutcome,
  WALLET_ADDRESS_BOOK,
} from '../accounts/addresses';
import { publicKeyQuery, shopperSession, shopperOf } from '../platform/access';
import { byStatus, declared, jsonBody, LIMITED, type Operation } from '../platform/operation';
import { addWalletCard, deleteWalletCard, listWalletCards, updateWalletCard } from './wallet-cards';
import { WALLET_SANDBOX_SECURITY_CODES } from './wallet-sandbox';
import { answer, noContent, readBody } from '../platform/request';

const WALLET_CARDS_PATH = '/wallet/v1/paymentInstruments';
const WALLET_ADDRESSES_PATH = '/wallet/v1/addresses';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const LookupQuerySchema = v.object({
  countryCode: v.pipe(v.string('countryCode is missing'), v.regex(/^[A-Za-z]{2}$/, 'countryCode: two letters')),
  postalCode: v.pipe(v.string('postalCode is missing'), v.maxLength(16, 'postalCode is too long')),
});

/** §7 "Response fields read: address, suggestions.address, changed, status". */
function addressAnswer(outcome: SaveOutcome): { body: unknown; saved: boolean } {
  if (outcome.kind === 'suggested') {
    return {
      body: {
        address: outcome.entered,
        suggestions: { address: [outcome.suggestion] },
        changed: outcome.changed,
        status: 'SUGGESTED',
      },
      saved: false,
    };
  }
  return { body: { address: outcome.address, status: outcome.address.verificationStatus }, saved: true };
}

/** The shopper session, with the merchant's public key in the query §7 names: apiKey for cards, apikey for addresses. */
const CARDS = shopperSession('apiKey');
const ADDRESSES = shopperSession('apikey');
const CARDS_QUERY = publicKeyQuery('apiKey');
const ADDRESSES_QUERY = publicKeyQuery('apikey');
const TAG = 'Wallet';
const cardCall = (rest: Omit<Operation, 'access' | 'tag' | 'query'>) =>
  declared({ access: CARDS, tag: TAG, query: CARDS_QUERY, ...rest });
const addressCall = (rest: Omit<Operation, 'access' | 'tag'>) =>
  declared({ access: ADDRESSES, tag: TAG, query: ADDRESSES_QUERY, ...rest });

const ADD_CARD_BODY = jsonBody(AddWalletCardRequestSchema);
const UPDATE_CARD_BODY = jsonBody(UpdateWalletCardRequestSchema);
const ADDRESS_BODY = jsonBody(WalletAddressRequestSchema);

/**
 * §8 Add card (embedded) and its update: the §5 rules (400), the sandbox's demo outcomes, a duplicate
 * (409), a billing address that is not the shopper's (404) or a new one the address rules refuse (400,
 * 422), and the cardSave limits.
 */
const CARD_SAVE_REFUSALS = {
  ...byStatus([
    ...Object.values(WALLET_SANDBOX_SECURITY_CODES),
    { status: 400, code: '400' },
    { status: 404, code: '404' },
    { status: 409, code: '409' },
    { status: 422, code: '422' },
  ]),
  ...LIMITED,
};
/** §7 Addresses: the address rules (400 naming the field) and the verifier's not found (422). */
const ADDRESS_SAVE_REFUSALS = { 400: ['400'], 422: ['422'] } as const;
const NOT_FOUND = { 404: ['404'] } as const;

export function walletRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    WALLET_CARDS_PATH,
    cardCall({
      summary: "The shopper's cards (No Content when there are none)",
      answers: { 200: WalletCardListSchema, 204: null },
    }),
    async (request, reply) => {
      const cards = await listWalletCards(ctx, shopperOf(request));
      return cards.length === 0 ? noContent(reply) : answer(reply, { paymentInstruments: cards });
    },
  );

  app.post(
    WALLET_CARDS_PATH,
    cardCall({
      summary: "Add a card to the shopper's wallet",
      body: ADD_CARD_BODY,
      answers: { 201: EmbeddedCardResponseSchema },
      refusals: CARD_SAVE_REFUSALS,
    }),
    async (request, reply) => {
      const shopper = shopperOf(request);
      await ctx.limit(request, 'cardSave', `shopper:${shopper.shopperId}`);
      const body = readBody(request, ADD_CARD_BODY);
      // §7 "the response may be wrapped in paymentInstrument"; §4 a 201 signals the card created.
      return answer(reply, { paymentInstrument: await addWalletCard(ctx, shopper, body) }, 201);
    },
  );

  const update = async (request: IdRequest, reply: FastifyReply) => {
    const shopper = shopperOf(request);
    await ctx.limit(request, 'cardSave', `shopper:${shopper.shopperId}`);
    const body = readBody(request, UPDATE_CARD_BODY);
    return answer(reply, { paymentInstrument: await updateWalletCard(ctx, shopper, request.params.id, body) });
  };
  const updateCard = (summary: string) =>
    cardCall({
      summary,
      body: UPDATE_CARD_BODY,
      answers: { 200: EmbeddedCardResponseSchema },
      refusals: CARD_SAVE_REFUSALS,
    });
  app.put(
    `${WALLET_CARDS_PATH}/:id`,
    updateCard("Edit a wallet card's expiry, names, default or billing address"),
    update,
  );
  app.patch(`${WALLET_CARDS_PATH}/:id`, updateCard('Edit a wallet card (as PUT)'), update);

  app.delete(
    `${WALLET_CARDS_PATH}/:id`,
    cardCall({
      summary: "Delete a card from the shopper's wallet",
      answers: { 204: null },
      refusals: NOT_FOUND,
    }),
    async (request: IdRequest, reply) => {
      await deleteWalletCard(ctx, shopperOf(request), request.params.id);
      return noContent(reply);
    },
  );

  app.get(
    WALLET_ADDRESSES_PATH,
    addressCall({
      summary: "The shopper's saved addresses",
      answers: { 200: AddressListResponseSchema },
    }),
    async (request, reply) => {
      const shopper = shopperOf(request);
      return answer(reply, { addresses: await listAddresses(ctx.db, WALLET_ADDRESS_BOOK, shopper.shopperId) });
    },
  );

  // The autocomplete's offline provider: the city and state a postal code names (no address is read or kept).
  app.get(
    `${WALLET_ADDRESSES_PATH}/lookup`,
    addressCall({
      summary: 'The city and state or province a postal code names',
      query: v.object({ ...ADDRESSES_QUERY.entries, ...LookupQuerySchema.entries }),
      answers: { 200: PostalAreaSchema },
      refusals: NOT_FOUND,
    }),
    async (request, reply) => {
      const query = v.safeParse(LookupQuerySchema, request.query);
      if (!query.success) throw invalidInput(query.issues[0].message);
      const area = postalArea(query.output.countryCode, query.output.postalCode);
      if (!area) throw new GatewayError(404, '404', 'No postal area has this code.');
      return answer(reply, area);
    },
  );

  app.post(
    WALLET_ADDRESSES_PATH,
    addressCall({
      summary: 'Save a new address, through verification (a suggestion is answered, not saved)',
      body: ADDRESS_BODY,
      answers: { 200: AddressSaveResponseSchema, 201: AddressSaveResponseSchema },
      refusals: ADDRESS_SAVE_REFUSALS,
    }),
    async (request, reply) => {
      const shopper = shopperOf(request);
      const { address, validate } = readBody(request, ADDRESS_BODY);
      const { body, saved } = addressAnswer(
        await saveAddress(ctx, WALLET_ADDRESS_BOOK, shopper.shopperId, { address, validate: validate !== false }),
      );
      return answer(reply, body, saved ? 201 : 200);
    },
  );

  app.put(
    `${WALLET_ADDRESSES_PATH}/:id`,
    addressCall({
      summary: 'Update a saved address, through verification (a suggestion is answered, not saved)',
      body: ADDRESS_BODY,
      answers: { 200: AddressSaveResponseSchema },
      refusals: { ...ADDRESS_SAVE_REFUSALS, ...NOT_FOUND },
    }),
    async (request: IdRequest, reply) => {
      const shopper = shopperOf(request);
      const { address, validate } = readBody(request, ADDRESS_BODY);
      const outcome = await saveAddress(ctx, WALLET_ADDRESS_BOOK, shopper.shopperId, {
        address,
        intentId: request.params.id,
        validate: validate !== false,
      });
      return answer(reply, addressAnswer(outcome).body);
    },
  );

  app.delete(
    `${WALLET_ADDRESSES_PATH}/:id`,
    addressCall({
      summary: 'Delete a saved address',
      answers: { 204: null },
      refusals: NOT_FOUND,
    }),
    async (request: IdRequest, reply) => {
      await deleteAddress(ctx, WALLET_ADDRESS_BOOK, shopperOf(request).shopperId, request.params.id);
      return noContent(reply);
    },
  );
}
