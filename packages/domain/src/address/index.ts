// The address rules (§5 Address, §3 Address) for code outside this package's own bundles: the gateway
// checks an address with the same functions the forms use.
export {
  ADDRESS_COUNTRIES,
  ADDRESS_COUNTRY_RULES,
  type AddressCountry,
  addressInputMaxLengths,
  DEFAULT_ADDRESS_COUNTRY,
  normaliseCountryCode,
} from './address-countries';
export {
  type AddressSaveBody,
  addressSaveBody,
  AddressSaveBodySchema,
  fromServerBillingAddress,
  type ServerBillingAddressFields,
} from './address-mapping';
export { validatePortalAddress, portalAddressFormSchema } from './address-portal-rules';
export { type AddressErrors, addressFormSchema, validateAddress } from './address-validation';
export {
  type Address,
  ADDRESS_VERIFICATION_OVERRIDES,
  addressContextOf,
  type AddressSaveResponse,
  AddressSaveResponseSchema,
  AddressListResponseSchema,
  AddressSchema,
  type AddressVerificationOverride,
  type SuggestedAddress,
  suggestedAddresses,
} from './address-schemas';
// The embedded wallet's address screens: the whole form of §5 Address, its masks and limits,
// and §4's verification steps.
export { ADDRESS_FIELD_LIMITS, type AddressField } from './address-fields';
export { maskAddressField } from './address-masks';
export {
  addAfterAddressNotFound,
  changedAddressFields,
  chooseAddress,
  opensAddressNotFound,
  type AddressChoice,
} from './address-verification';
export {
  AddressAutocompleteConfigSchema,
  placeAddressOf,
  readPlaceComponents,
  type AddressAutocompleteConfig,
  type PlaceAddress,
  type PlaceComponent,
} from './address-autocomplete';
export { ADDRESS_MESSAGE_KEYS, type AddressMessageKey } from './address-messages';
