// §7 Addresses: the embedded wallet's address service and the portal's account addresses. The address
// and its save answer are the domain's (§3 Address, domain/address/address-schemas.ts; the body "less internal
// ones", domain/address/address-mapping.ts): this layer sends what it is given and parses with those schemas.
import * as v from 'valibot';
import { type AddressSaveBodySchema, ExternalAddressSchema } from '../address/address-mapping';

/**
 * §7 embedded: "the body has the attributes under an address object"; beside it, as in the portal's
 * save, the validate flag (§5: verification runs only when validate is not false; the not-found
 * modal's Add sends false).
 */
export const WalletAddressRequestSchema = v.object({
  address: ExternalAddressSchema,
  validate: v.optional(v.boolean()),
});
export type WalletAddressRequest = v.InferInput<typeof WalletAddressRequestSchema>;

/** §7 portal save: address (less internal fields), an optional intentId and a validate flag. */
export type SaveAddressRequest = v.InferInput<typeof AddressSaveBodySchema>;

/** The wallet's offline autocomplete, GET …/addresses/lookup: a postal code's city (when the data names one) and state or province. */
export const PostalAreaSchema = v.object({ city: v.optional(v.string()), stateProvinceCode: v.string() });
export type PostalArea = v.InferOutput<typeof PostalAreaSchema>;
