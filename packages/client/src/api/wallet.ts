// §7 Cards (embedded checkout): create, update and delete on the configured payment base URL with an
// apiKey query, and the card-art lookup. The card and the card art as read are the domain's
// (domain/card/card-embedded.ts, domain/card/card-art.ts); the card rules live there: this layer sends what it is given.
import {
  type CardArtImage,
  cardArtOf,
  CardArtResponseSchema,
  type EmbeddedCard,
  EmbeddedCardResponseSchema,
} from '@portal/domain/card';
import { parseResponse } from './boundary';
import {
  type AddWalletCardRequest,
  type UpdateWalletCardRequest,
  type CardArtRequest,
  WalletCardListSchema,
  type WalletSession,
  WalletSessionSchema,
} from '@portal/domain/schemas';
import { call, callVoid, send, withId, type ServiceEndpoint } from './http';

/**
 * The gateway's wallet services (gateway/src/wallet/wallet.routes.ts), relative to the configured
 * gateway: the payment base URL, and the address base URL with the key §7 spells apikey.
 */
export const WALLET_PAYMENT_SERVICE: ServiceEndpoint = { url: 'wallet/v1/paymentInstruments' };
export const walletAddressService = (publicKey: string): ServiceEndpoint => ({
  url: 'wallet/v1/addresses',
  apiKey: publicKey,
});

/** GET wallet/v1/session (decision 032): the session as the domain reads it (@portal/domain/schemas). */
export type { WalletSession };

/** The wallet's check at mount: the shopper session, with the apiKey every wallet call carries (a 401 when it has ended). */
export async function getWalletSession(): Promise<WalletSession> {
  return call(WalletSessionSchema, { method: 'get', url: 'wallet/v1/session' });
}

/** §7: the card service takes its key as ?apiKey=. */
const keyOf = (endpoint: ServiceEndpoint) => (endpoint.apiKey === undefined ? undefined : { apiKey: endpoint.apiKey });

/** GET the payment base URL: the shopper's cards; §4 Card defaults: No Content (204) is an empty collection. */
export async function getWalletCards(endpoint: ServiceEndpoint): Promise<EmbeddedCard[]> {
  const response = await send({ method: 'get', url: endpoint.url, params: keyOf(endpoint) });
  if (response.status === 204) return [];
  return parseResponse(WalletCardListSchema, response.data, response.status).paymentInstruments;
}

/**
 * §7 create: POST to the payment base URL. The answer may be wrapped in paymentInstrument; §4 "a 201
 * also signals card created", so its status comes back with the card.
 */
export async function addWalletCard(
  endpoint: ServiceEndpoint,
  body: AddWalletCardRequest,
): Promise<{ card: EmbeddedCard; created: boolean }> {
  const response = await send({ method: 'post', url: endpoint.url, params: keyOf(endpoint), data: body });
  return {
    card: parseResponse(EmbeddedCardResponseSchema, response.data, response.status),
    created: response.status === 201,
  };
}

/** §7 update: PUT (or PATCH) to the payment base URL plus /{id}. */
export async function updateWalletCard(
  endpoint: ServiceEndpoint,
  id: string,
  body: UpdateWalletCardRequest,
  method: 'put' | 'patch' = 'put',
): Promise<EmbeddedCard> {
  return call(EmbeddedCardResponseSchema, {
    method,
    url: withId(endpoint.url, id),
    params: keyOf(endpoint),
    data: body,
  });
}

/** §7 delete: DELETE the payment base URL plus /{id}. */
export async function deleteWalletCard(endpoint: ServiceEndpoint, id: string): Promise<void> {
  return callVoid({ method: 'delete', url: withId(endpoint.url, id), params: keyOf(endpoint) });
}

/** §7 Card art: POST /issuer-controller/v1/issuer/cardart; the answer's cardArt[0] (imageUrl, width, height). */
export async function getCardArt(body: CardArtRequest): Promise<CardArtImage> {
  return cardArtOf(
    await call(CardArtResponseSchema, { method: 'post', url: '/issuer-controller/v1/issuer/cardart', data: body }),
  );
}
