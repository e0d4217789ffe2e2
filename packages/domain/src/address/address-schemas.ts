// The address as it crosses the wire: §3 Address (the entity), §3 Billing address (server names) and
// the §7 save response, parsed at the boundary. Lenient on purpose: formats are the validators' job.
import * as v from 'valibot';
import { normaliseCountryCode } from './address-countries';
import { ADDRESS_MESSAGES as M } from './address-messages';

/** §3: addressVerificationStatusOverride: VERIFIED (suggestions), CONSUMER_OVERRIDE (entered), NOT_VERIFIED. */
export const ADDRESS_VERIFICATION_OVERRIDES = ['VERIFIED', 'CONSUMER_OVERRIDE', 'NOT_VERIFIED'] as const;
export type AddressVerificationOverride = (typeof ADDRESS_VERIFICATION_OVERRIDES)[number];

/** §2 Address routes: suggestedaddress?context= (shipping or billing, default shipping). */
export const ADDRESS_CONTEXTS = ['shipping', 'billing'] as const;
export type AddressContext = (typeof ADDRESS_CONTEXTS)[number];
export const DEFAULT_ADDRESS_CONTEXT: AddressContext = 'shipping';

/** The context a route's query parameter names, shipping when absent or unknown (§2). */
export function addressContextOf(param: unknown): AddressContext {
  return param === 'billing' ? 'billing' : DEFAULT_ADDRESS_CONTEXT;
}

/** A field that may be missing or null in a server body; null is read as missing. */
function optionalField<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(
    v.pipe(
      v.nullable(schema),
      v.transform((value: v.InferOutput<TSchema> | null) => value ?? undefined),
    ),
  );
}

const text = optionalField(v.string(M.dataInvalid));
const flag = optionalField(v.boolean(M.dataInvalid));

/** §3 and §9: countryCode is upper-case, US when absent, and 840 means US. */
const countryCode = v.pipe(
  v.optional(v.nullable(v.union([v.string(M.dataInvalid), v.number(M.dataInvalid)], M.dataInvalid)), ''),
  v.transform((raw: string | number | null) => normaliseCountryCode(raw)),
);

/** §3 Address: every field but suggestions. */
const ADDRESS_ENTRIES = {
  id: optionalField(v.union([v.string(M.dataInvalid), v.pipe(v.number(M.dataInvalid), v.toString())], M.dataInvalid)),
  accepted: flag,
  personName: text,
  nickName: text,
  firstName: text,
  lastName: text,
  line1: text,
  line2: text,
  line3: text,
  city: text,
  stateProvinceCode: text,
  postalCode: text,
  countryCode,
  phone: text,
  phoneNumberCountryIsoCode: text,
  verificationStatus: text,
  /** §3: default (preferred). */
  default: flag,
  billingAccepted: flag,
  context: optionalField(v.picklist(ADDRESS_CONTEXTS, M.dataInvalid)),
  intentId: text,
  // §3 names these without a shape; they are kept as given and never sent back (INTERNAL_ADDRESS_FIELDS).
  verificationDetails: v.optional(v.unknown()),
  verificationResult: v.optional(v.unknown()),
  validate: flag,
  addressVerificationStatusOverride: optionalField(v.picklist(ADDRESS_VERIFICATION_OVERRIDES, M.dataInvalid)),
  // §3 "merchant-accepts shipping or billing locale flags": the spec gives no names; these are ours.
  merchantAcceptsShippingLocale: flag,
  merchantAcceptsBillingLocale: flag,
};

/** An address offered as a suggestion: the entity without suggestions of its own. */
const SuggestedAddressSchema = v.object(ADDRESS_ENTRIES, M.dataInvalid);

/** §3: suggestions hold addresses or an address (§7 reads suggestions.address, one or a list). */
export const AddressSuggestionsSchema = v.object(
  {
    addresses: optionalField(v.array(SuggestedAddressSchema, M.dataInvalid)),
    // The list first: valibot's object schema would also take an array, as an empty address.
    address: optionalField(
      v.union([v.array(SuggestedAddressSchema, M.dataInvalid), SuggestedAddressSchema], M.dataInvalid),
    ),
  },
  M.dataInvalid,
);

/** §3 Address: the entity, all its fields. */
export const AddressSchema = v.object(
  { ...ADDRESS_ENTRIES, suggestions: optionalField(AddressSuggestionsSchema) },
  M.dataInvalid,
);
export type Address = v.InferOutput<typeof AddressSchema>;
export type SuggestedAddress = v.InferOutput<typeof SuggestedAddressSchema>;

/** §3 Billing address, server names; §7 billingAddress of a card (countryCode may come as 840). */
/** The saved addresses as the gateway lists them (§7 Addresses, the portal's and the wallet's). */
export const AddressListResponseSchema = v.object({ addresses: v.array(AddressSchema) });

export const ServerBillingAddressSchema = v.object(
  {
    addressLine1: text,
    addressLine2: text,
    addressLine3: text,
    city: text,
    stateProvinceCode: text,
    postalCode: text,
    countryCode: optionalField(
      v.union([v.string(M.dataInvalid), v.pipe(v.number(M.dataInvalid), v.toString())], M.dataInvalid),
    ),
    addressName: text,
    phoneNumber: text,
  },
  M.dataInvalid,
);

/** §7 Addresses: the save response fields read: address, suggestions.address, changed, status. */
export const AddressSaveResponseSchema = v.object(
  {
    address: optionalField(AddressSchema),
    suggestions: optionalField(AddressSuggestionsSchema),
    // Not shown by the spec: a flag, or the names of the fields the service changed (§4 highlights them).
    changed: optionalField(
      v.union([v.boolean(M.dataInvalid), v.array(v.string(M.dataInvalid), M.dataInvalid)], M.dataInvalid),
    ),
    status: optionalField(v.union([v.string(M.dataInvalid), v.number(M.dataInvalid)], M.dataInvalid)),
  },
  M.dataInvalid,
);
export type AddressSaveResponse = v.InferOutput<typeof AddressSaveResponseSchema>;

/** §4 Address flow: the suggested addresses of a response (or an address's own suggestions), as one list. */
export function suggestedAddresses(source: {
  suggestions?: v.InferOutput<typeof AddressSuggestionsSchema> | undefined;
}): SuggestedAddress[] {
  const { address, addresses = [] } = source.suggestions ?? {};
  const single = address === undefined ? [] : Array.isArray(address) ? address : [address];
  return [...single, ...addresses];
}
