// §5 Address "Portal add/edit address rules": the portal's own, simpler address form rules.
import * as v from 'valibot';
import { ADDRESS_COUNTRY_RULES, normaliseCountryCode } from './address-countries';
import { ADDRESS_LINE_PATTERN, CITY_PATTERN, STATE_ALPHABETIC_PATTERN } from './address-fields';
import { ADDRESS_MESSAGES as M, type AddressMessageKey } from './address-messages';
import { addressErrorsOf, addressFieldSchema, addressRecord, type AddressErrors } from './address-validation';

interface PortalFieldRule {
  readonly required: AddressMessageKey | null;
  readonly format?: { readonly pattern: RegExp; readonly message: AddressMessageKey };
  /** A minimum length in the named countries only. */
  readonly minLength?: { readonly countries: Readonly<Record<string, number>>; readonly message: AddressMessageKey };
}

/**
 * §5 Address, portal add/edit: line1 required and in the allowed format; line2 in the format; city
 * required and in the format; stateProvinceCode required and alphabetic only; postalCode required with
 * a US minimum length (the US ZIP's 5 digits). Phone and names are not validated there.
 */
export const PORTAL_ADDRESS_RULES = {
  line1: { required: M.line1Required, format: { pattern: ADDRESS_LINE_PATTERN, message: M.line1Invalid } },
  line2: { required: null, format: { pattern: ADDRESS_LINE_PATTERN, message: M.line2Invalid } },
  city: { required: M.cityRequired, format: { pattern: CITY_PATTERN, message: M.cityInvalid } },
  stateProvinceCode: {
    required: M.stateRequired,
    format: { pattern: STATE_ALPHABETIC_PATTERN, message: M.stateAlphabetic },
  },
  postalCode: {
    required: M.postalRequired,
    minLength: { countries: { US: ADDRESS_COUNTRY_RULES.US.postal.min }, message: M.postalTooShort },
  },
} as const satisfies Record<string, PortalFieldRule>;

type PortalField = keyof typeof PORTAL_ADDRESS_RULES;

function portalField(field: PortalField, country: string) {
  const rule: PortalFieldRule = PORTAL_ADDRESS_RULES[field];
  const min = rule.minLength?.countries[country];
  const check = rule.format
    ? v.pipe(v.string(), v.regex(rule.format.pattern, rule.format.message))
    : rule.minLength && min !== undefined
      ? v.pipe(v.string(), v.minLength(min, rule.minLength.message))
      : v.string();
  return addressFieldSchema(field, country, rule.required, check);
}

/**
 * The portal's address form of a country. Unvalidated fields (names, phone, the rest) pass through
 * as given, so the form's values are not lost by the resolver.
 */
export function portalAddressFormSchema(country: unknown) {
  const code = normaliseCountryCode(country);
  return v.looseObject(
    {
      line1: portalField('line1', code),
      line2: portalField('line2', code),
      city: portalField('city', code),
      stateProvinceCode: portalField('stateProvinceCode', code),
      postalCode: portalField('postalCode', code),
      countryCode: addressFieldSchema('countryCode', code, null),
    },
    M.dataInvalid,
  );
}

/** §5 portal add/edit address rules, for an address of any shape (US when it names no country). */
export function validatePortalAddress(address: unknown): AddressErrors {
  const record = addressRecord(address);
  const result = v.safeParse(portalAddressFormSchema(record.countryCode), record);
  return result.success ? {} : addressErrorsOf(result.issues);
}
