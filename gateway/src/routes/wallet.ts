// §7 Cards (embedded checkout) and §7 Addresses, the embedded wallet's: the shopper's cards under
// /wallet/v1/paymentInstruments (none is 204, §4 Card defaults) and addresses under /wallet/v1/addresses.
// Every call carries the merchant's public key (apiKey for cards, apikey for addresses, as §7 spells
// them) and the shopper session as a Bearer token (services/shoppers.ts). Another shopper's card or
// address is 404; card saves count against the cardSave limits per client and per shopper.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AddWalletCardRequestSchema,
  UpdateWalletCardRequestSchema,
  WalletAddressRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { GatewayError, invalidInput } from '../errors';
import { postalArea } from '../services/address-verifier';
import {
  deleteAddress,
  listAddresses,
  saveAddress,
  type SaveOutcome,
  WALLET_ADDRESS_BOOK,
} from '../services/addresses';
import { declared, shopperSession, shopperOf } from '../platform/access';
import { addWalletCard, deleteWalletCard, listWalletCards, updateWalletCard } from '../services/wallet-cards';
import { answer, JSON_TYPE, noContent, readBody } from './request';

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
const CARDS = declared({ access: shopperSession('apiKey') });
const ADDRESSES = declared({ access: shopperSession('apikey') });

export function walletRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(WALLET_CARDS_PATH, CARDS, async (request, reply) => {
    const cards = await listWalletCards(ctx, shopperOf(request));
    return cards.length === 0 ? noContent(reply) : answer(reply, { paymentInstruments: cards });
  });

  app.post(WALLET_CARDS_PATH, CARDS, async (request, reply) => {
    const shopper = shopperOf(request);
    await ctx.limit(request, 'cardSave', `shopper:${shopper.shopperId}`);
    const body = readBody(request, JSON_TYPE, AddWalletCardRequestSchema);
    // §7 "the response may be wrapped in paymentInstrument"; §4 a 201 signals the card created.
    return answer(reply, { paymentInstrument: await addWalletCard(ctx, shopper, body) }, 201);
  });

  const update = async (request: IdRequest, reply: FastifyReply) => {
    const shopper = shopperOf(request);
    await ctx.limit(request, 'cardSave', `shopper:${shopper.shopperId}`);
    const body = readBody(request, JSON_TYPE, UpdateWalletCardRequestSchema);
    return answer(reply, { paymentInstrument: await updateWalletCard(ctx, shopper, request.params.id, body) });
  };
  app.put(`${WALLET_CARDS_PATH}/:id`, CARDS, update);
  app.patch(`${WALLET_CARDS_PATH}/:id`, CARDS, update);

  app.delete(`${WALLET_CARDS_PATH}/:id`, CARDS, async (request: IdRequest, reply) => {
    await deleteWalletCard(ctx, shopperOf(request), request.params.id);
    return noContent(reply);
  });

  app.get(WALLET_ADDRESSES_PATH, ADDRESSES, async (request, reply) => {
    const shopper = shopperOf(request);
    return answer(reply, { addresses: await listAddresses(ctx.db, WALLET_ADDRESS_BOOK, shopper.shopperId) });
  });

  // The autocomplete's offline provider: the city and state a postal code names (no address is read or kept).
  app.get(`${WALLET_ADDRESSES_PATH}/lookup`, ADDRESSES, async (request, reply) => {
    const query = v.safeParse(LookupQuerySchema, request.query);
    if (!query.success) throw invalidInput(query.issues[0].message);
    const area = postalArea(query.output.countryCode, query.output.postalCode);
    if (!area) throw new GatewayError(404, '404', 'No postal area has this code.');
    return answer(reply, area);
  });

  app.post(WALLET_ADDRESSES_PATH, ADDRESSES, async (request, reply) => {
    const shopper = shopperOf(request);
    const { address, validate } = readBody(request, JSON_TYPE, WalletAddressRequestSchema);
    const { body, saved } = addressAnswer(
      await saveAddress(ctx, WALLET_ADDRESS_BOOK, shopper.shopperId, { address, validate: validate !== false }),
    );
    return answer(reply, body, saved ? 201 : 200);
  });

  app.put(`${WALLET_ADDRESSES_PATH}/:id`, ADDRESSES, async (request: IdRequest, reply) => {
    const shopper = shopperOf(request);
    const { address, validate } = readBody(request, JSON_TYPE, WalletAddressRequestSchema);
    const outcome = await saveAddress(ctx, WALLET_ADDRESS_BOOK, shopper.shopperId, {
      address,
      intentId: request.params.id,
      validate: validate !== false,
    });
    return answer(reply, addressAnswer(outcome).body);
  });

  app.delete(`${WALLET_ADDRESSES_PATH}/:id`, ADDRESSES, async (request: IdRequest, reply) => {
    await deleteAddress(ctx, WALLET_ADDRESS_BOOK, shopperOf(request).shopperId, request.params.id);
    return noContent(reply);
  });
}
