// §7 Cards (embedded checkout): create, update and delete on the configured payment base URL with an
// apiKey query, and the card-art lookup. The card and the card art as read are the domain's
// (domain/card/card-embedded.ts, domain/card/card-art.ts); the card rules live there: this layer sends what it is given.
import * as v from 'valibot';
import { AddressAutocompleteConfigSchema } from '../address/address-autocomplete';
import { ExternalAddressSchema } from '../address/address-mapping';
import type { CardArtRequestSchema } from '../card/card-art';
import { EmbeddedCardSchema } from '../card/card-embedded';
import { ExpirationDateSchema } from '../card/card-expiry';

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
  paymentInstrument: v.object({
    ...instrumentFields,
    accountNumber: v.string(),
    paymentType: v.object({ cardBrand: v.string() }),
  }),
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

/** The shopper's cards: §7 shows no list call; the gateway's contract is GET on the payment base URL. */
export const WalletCardListSchema = v.object(
  { paymentInstruments: v.array(EmbeddedCardSchema, 'card:data.invalidCard') },
  'card:data.invalidCard',
);

/**
 * GET wallet/v1/session (decision 032): whether the shopper session holds, for which merchant, for how
 * many seconds more, and the hosted places service of the merchant's issuer when it configures one.
 */
export const WalletSessionSchema = v.object({
  merchant: v.object({ name: v.string() }),
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(0)),
  addressAutocomplete: v.optional(AddressAutocompleteConfigSchema),
});
export type WalletSession = v.InferOutput<typeof WalletSessionSchema>;

/**
 * POST merchant-controller/v1/shopperSessions (decision 032), as the merchant's server reads it: the
 * shopper session to hand its page (a Bearer token of the wallet's calls) and its lifetime in seconds.
 */
export const ShopperSessionResponseSchema = v.object({
  shopperSession: v.pipe(v.string(), v.nonEmpty()),
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ShopperSessionResponse = v.InferOutput<typeof ShopperSessionResponseSchema>;
