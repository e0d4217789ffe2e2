// Address verification: §5 Address (US and CA, validate flag), §3 (override statuses), §4 Address flow.
import { addressCountryRules, DEFAULT_ADDRESS_COUNTRY, normaliseCountryCode } from './address-countries';
import type { AddressField } from './address-fields';
import { normaliseAddressField } from './address-normalise';
import type { Address, AddressVerificationOverride, SuggestedAddress } from './address-schemas';

/** §4 "address init": on create or update the override is NOT_VERIFIED unless one is given. */
export const DEFAULT_VERIFICATION_OVERRIDE: AddressVerificationOverride = 'NOT_VERIFIED';

/** §3: VERIFIED for a chosen suggestion, CONSUMER_OVERRIDE for the address as entered (§4). */
export const ADDRESS_CHOICE_OVERRIDES = {
  suggested: 'VERIFIED',
  entered: 'CONSUMER_OVERRIDE',
} as const satisfies Record<string, AddressVerificationOverride>;
export type AddressChoice = keyof typeof ADDRESS_CHOICE_OVERRIDES;

/** §4: "On save, a 422 opens the address-not-found modal" (§8 Addresses: validation service). */
const ADDRESS_NOT_FOUND_STATUS = 422;

/** §4, §8: whether a failed save's HTTP status opens the address-not-found modal. */
export function opensAddressNotFound(status: number | null | undefined): boolean {
  return status === ADDRESS_NOT_FOUND_STATUS;
}

/** §5: verification runs only for US and CA, and only when validate is not false. */
export function shouldVerifyAddress(address: Pick<Address, 'countryCode' | 'validate'>): boolean {
  return addressCountryRules(address.countryCode).verification && address.validate !== false;
}

/**
 * §4 "address init" on create or update: the override defaults to NOT_VERIFIED, and when verification
 * will not run (§5: not US or CA, or validate false) validate is false, so the address is sent as not
 * verified.
 */
export function initAddress(address: Address): Address {
  return {
    ...address,
    addressVerificationStatusOverride: address.addressVerificationStatusOverride ?? DEFAULT_VERIFICATION_OVERRIDE,
    validate: shouldVerifyAddress(address),
  };
}

/**
 * §4: "The address model is created with country US when no addresses exist." Decided: otherwise it
 * takes the country of the default address (else the first), where the cardholder most likely lives.
 */
export function newAddress(saved: readonly Pick<Address, 'countryCode' | 'default'>[]): Address {
  const model = saved.find((a) => a.default === true) ?? saved[0];
  const countryCode = model ? normaliseCountryCode(model.countryCode) : DEFAULT_ADDRESS_COUNTRY;
  return { countryCode, addressVerificationStatusOverride: DEFAULT_VERIFICATION_OVERRIDE };
}

/** The fields a verification service may change, which a suggestion replaces and §4 highlights. */
const SUGGESTION_FIELDS = [
  'line1',
  'line2',
  'line3',
  'city',
  'stateProvinceCode',
  'postalCode',
  'countryCode',
] as const satisfies readonly AddressField[];

/**
 * §4: the user picks the recommended or the entered address and the chosen one is saved. The
 * suggestion's postal fields replace the entered ones; the rest (id, names, phone, intentId) stays.
 * Decided: validate is false either way, since verifying again would answer with the same suggestions.
 */
export function chooseAddress(choice: AddressChoice, entered: Address, suggested: SuggestedAddress): Address {
  const chosen: Address = { ...entered };
  if (choice === 'suggested') {
    for (const field of SUGGESTION_FIELDS) {
      const value = suggested[field];
      if (value !== undefined) chosen[field] = value;
    }
  }
  return { ...chosen, addressVerificationStatusOverride: ADDRESS_CHOICE_OVERRIDES[choice], validate: false };
}

/** §4 "Changed fields are highlighted": the postal fields where the suggestion differs from the entry. */
export function changedAddressFields(entered: Address, suggested: SuggestedAddress): AddressField[] {
  const country = suggested.countryCode;
  return SUGGESTION_FIELDS.filter((field) => {
    const proposed = suggested[field];
    if (proposed === undefined) return false;
    return (
      normaliseAddressField(field, proposed, country) !== normaliseAddressField(field, entered[field] ?? '', country)
    );
  });
}

/** §4: Add in the address-not-found modal saves with override CONSUMER_OVERRIDE and validation off. */
export function addAfterAddressNotFound(address: Address): Address {
  return { ...address, addressVerificationStatusOverride: ADDRESS_CHOICE_OVERRIDES.entered, validate: false };
}

/** §4: updating an existing address needs an intentId; the caller logs a warning when this is false. */
export function canUpdateAddress(address: Pick<Address, 'intentId'>): boolean {
  return typeof address.intentId === 'string' && address.intentId.trim() !== '';
}
