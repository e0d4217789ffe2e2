// §7 Cards (embedded checkout): create, update and delete on the configured payment base URL with an
// apiKey query, and the card-art lookup. The card and the card art as read are the domain's
// (domain/card/card-embedded.ts, domain/card/card-art.ts); the card rules live there: this layer sends what it is given.
import * as v from 'valibot';
import { ExternalAddressSchema } from '../domain/address/address-mapping';
import { type CardArtRequestSchema, CardArtResponseSchema, cardArtOf, type CardArtImage } from '../domain/card/card-art';
import { EmbeddedCardResponseSchema, type EmbeddedCard } from '../domain/card/card-embedded';
import { ExpirationDateSchema } from '../domain/card/card-expiry';
import { call, callVoid, withId, type ServiceEndpoint } from './http';

/** §7 paymentInstrument fields of create and update: nameOnCard, expirationDate {month, year}, cvv, nickName, default. */
const instrumentFields = {
  nameOnCard: v.string(),
  expirationDate: ExpirationDateSchema,
  cvv: v.string(),
  nickName: v.string(),
  default: v.boolean(),
};

/**
 * §7 create body: billingAddressId; paymentInstrument, plus accountNumber and paymentType.cardBrand;
 * newBillingAddress (address fields without internal flags) when the address is new.
 */
export const AddWalletCardRequestSchema = v.object({
  billingAddressId: v.optional(v.string()),
  paymentInstrument: v.object({ ...instrumentFields, accountNumber: v.string(), paymentType: v.object({ cardBrand: v.string() }) }),
  newBillingAddress: v.optional(ExternalAddressSchema),
});
export type AddWalletCardRequest = v.InferInput<typeof AddWalletCardRequestSchema>;

/** §7 update body: as create, without the card number and brand. */
export const UpdateWalletCardRequestSchema = v.object({
  billingAddressId: v.optional(v.string()),
  paymentInstrument: v.object(instrumentFields),
  newBillingAddress: v.optional(ExternalAddressSchema),
});
export type UpdateWalletCardRequest = v.InferInput<typeof UpdateWalletCardRequestSchema>;

/** §7 Card art: cardArtAccountNumber in. */
export type CardArtRequest = v.InferInput<typeof CardArtRequestSchema>;

/** §7: the card service takes its key as ?apiKey=. */
const keyOf = (endpoint: ServiceEndpoint) => (endpoint.apiKey === undefined ? undefined : { apiKey: endpoint.apiKey });

/** §7 create: POST to the payment base URL (§4: a 201 signals the card created). The answer may be wrapped in paymentInstrument. */
export async function addWalletCard(endpoint: ServiceEndpoint, body: AddWalletCardRequest): Promise<EmbeddedCard> {
  return call(EmbeddedCardResponseSchema, { method: 'post', url: endpoint.url, params: keyOf(endpoint), data: body });
}

/** §7 update: PUT (or PATCH) to the payment base URL plus /{id}. */
export async function updateWalletCard(endpoint: ServiceEndpoint, id: string, body: UpdateWalletCardRequest, method: 'put' | 'patch' = 'put'): Promise<EmbeddedCard> {
  return call(EmbeddedCardResponseSchema, { method, url: withId(endpoint.url, id), params: keyOf(endpoint), data: body });
}

/** §7 delete: DELETE the payment base URL plus /{id}. */
export async function deleteWalletCard(endpoint: ServiceEndpoint, id: string): Promise<void> {
  return callVoid({ method: 'delete', url: withId(endpoint.url, id), params: keyOf(endpoint) });
}

/** §7 Card art: POST /issuer-controller/v1/issuer/cardart; the answer's cardArt[0] (imageUrl, width, height). */
export async function getCardArt(body: CardArtRequest): Promise<CardArtImage> {
  return cardArtOf(await call(CardArtResponseSchema, { method: 'post', url: '/issuer-controller/v1/issuer/cardart', data: body }));
}
