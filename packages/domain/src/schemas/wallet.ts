// §7 Cards (embedded checkout): create, update and delete on the configured payment base URL with an
// apiKey query, and the card-art lookup. The card and the card art as read are the domain's
// (domain/card/card-embedded.ts, domain/card/card-art.ts); the card rules live there: this layer sends what it is given.
import * as v from 'valibot';
import { ExternalAddressSchema } from '../address/address-mapping';
import type { CardArtRequestSchema } from '../card/card-art';
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
