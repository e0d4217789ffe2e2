// The address rules (§5 Address, §3 Address) for code outside this package's own bundles: the gateway
// checks an address with the same functions the forms use.
export {
  normaliseCountryCode,
  DEFAULT_ADDRESS_COUNTRY,
  ADDRESS_COUNTRIES,
  ADDRESS_COUNTRY_RULES,
} from './address-countries';
export {
  AddressSaveBodySchema,
  fromServerBillingAddress,
  type AddressSaveBody,
  type ServerBillingAddressFields,
} from './address-mapping';
export { validatePortalAddress, portalAddressFormSchema } from './address-portal-rules';
export { type AddressErrors, validateAddress } from './address-validation';
export {
  ADDRESS_VERIFICATION_OVERRIDES,
  AddressSaveResponseSchema,
  type Address,
  type AddressVerificationOverride,
  type AddressSaveResponse,
  AddressSchema,
} from './address-schemas';
// The embedded wallet's address screens: the whole form of §5 Address, its masks and limits,
// and §4's verification steps.
export { addressInputMaxLengths, type AddressCountry } from './address-countries';
export { ADDRESS_FIELD_LIMITS, type AddressField } from './address-fields';
export { addressSaveBody } from './address-mapping';
export { maskAddressField } from './address-masks';
export { addressContextOf, suggestedAddresses, type SuggestedAddress } from './address-schemas';
export { addressFormSchema } from './address-validation';
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
