// The address rules (§5 Address, §3 Address) for code outside this package's own bundles: the gateway
// checks an address with the same functions the forms use.
export { normaliseCountryCode } from './address-countries';
export { AddressSaveBodySchema, fromServerBillingAddress, type AddressSaveBody } from './address-mapping';
export { validatePortalAddress } from './address-portal-rules';
export { type AddressErrors, validateAddress } from './address-validation';
export { ADDRESS_VERIFICATION_OVERRIDES, AddressSaveResponseSchema, type Address, type AddressVerificationOverride } from './address-schemas';
