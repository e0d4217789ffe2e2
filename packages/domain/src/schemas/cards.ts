// §7 Cards (portal): list, add, edit and delete under /consumer-controller/v1/account/{accountId}/paymentInstrument.
// The card as read is the domain's (§3 Card in the portal, domain/card/card-portal.ts); the card rules
// (brands, lengths, nickname defaults, which card is primary) live there too: this layer sends what it is given.
import * as v from 'valibot';
import { ServerBillingAddressSchema } from '../address/address-schemas';
import { SEQUENCE_NUMBER } from '../card/card-collection';
import { ExpiryMonthSchema, ExpiryYearSchema } from '../card/card-expiry';
import { FINANCIAL_ACCOUNT_TYPES } from '../card/card-portal';

/** §7 billingAddress of a card payload: the server names of §3, as the address domain defines them. */
export type BillingAddressBody = v.InferInput<typeof ServerBillingAddressSchema>;

/** §7 the card's own fields, in every card payload (portal and SSO); month and year as the domain reads them (§3: four-digit year). */
export const CARD_PAYLOAD_FIELDS = {
  expirationMonth: ExpiryMonthSchema,
  expirationYear: ExpiryYearSchema,
  cvv: v.string(),
  accountNickname: v.string(),
  nameOnAccount: v.string(),
  billingAddress: ServerBillingAddressSchema,
};

/** §7 "the same common attributes" of add and edit. */
const cardAttributes = {
  ...CARD_PAYLOAD_FIELDS,
  /** §7, §9: '1' for the primary card, '0' for the others. */
  sequenceNumber: v.picklist([SEQUENCE_NUMBER.default, SEQUENCE_NUMBER.other]),
};

/** §7 Add card payload: paymentInstrument {cardType, accountType, accountNumber, …common attributes}. */
export const AddCardRequestSchema = v.object({
  paymentInstrument: v.object({
    cardType: v.string(),
    accountType: v.picklist(FINANCIAL_ACCOUNT_TYPES),
    accountNumber: v.string(),
    ...cardAttributes,
  }),
});
export type AddCardRequest = v.InferInput<typeof AddCardRequestSchema>;

/** §7 Edit: "the same common attributes", each optional (a PATCH). */
export const UpdateCardRequestSchema = v.object({ paymentInstrument: v.partial(v.object(cardAttributes)) });
export type UpdateCardRequest = v.InferInput<typeof UpdateCardRequestSchema>;

/** The added card's id (§7 shows no shape; §4: a 201 signals the card created, and the list is fetched again). */
export const AddCardResponseSchema = v.object({ panGuid: v.pipe(v.string(), v.nonEmpty()) });
export type AddCardResponse = v.InferOutput<typeof AddCardResponseSchema>;
