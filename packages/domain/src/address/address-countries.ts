// The per-country address rules of spec §5 Address, §3 Address and §9, as one table.
import { ADDRESS_FIELD_LIMITS, type AddressField } from './address-fields';
import { ADDRESS_MESSAGES as M, type AddressMessageKey } from './address-messages';
import { AU_STATE_CODES, BR_STATE_CODES, CA_PROVINCE_CODES, US_STATE_CODES } from './address-regions';

/** What a mask slot (`X` in the spec's notation) accepts. */
export type AddressMaskSlot = 'digit' | 'letter' | 'alphanumeric';
/** §5 Address masks, in the spec's notation: each `X` is a slot, every other character is inserted. */
export interface AddressMask {
  readonly pattern: string;
  readonly slot: AddressMaskSlot;
  /** Leading input taken out before filling: a NANP area code never starts with 0 or 1 (a pasted +1). */
  readonly dropLeading?: RegExp;
}

/** A per-country min, max and format of §5 Address (checked on the trimmed, upper-cased value). */
export interface AddressTextFormat {
  readonly min: number;
  readonly max: number;
  /** The format as a pattern, or as the list of the values that exist (state codes). */
  readonly format: RegExp | readonly string[];
  readonly message: AddressMessageKey;
}

/**
 * A phone format: the digits a number must have once spaces, ( ) . - and a leading + are taken out,
 * or 'NANP': the §5 US phone rule itself (identity-phone.ts), so the rule is written once.
 */
export interface AddressPhoneFormat {
  readonly digits: RegExp | 'NANP';
  readonly message: AddressMessageKey;
}

export interface AddressCountryRule {
  /** §3, §9: one of the five address countries the forms offer. */
  readonly supported: boolean;
  /** §5, §9: the deliverability check runs for this country. */
  readonly verification: boolean;
  readonly cityRequired: boolean;
  readonly stateRequired: boolean;
  readonly postalRequired: boolean;
  /** §5: "and BR when Brazil validation is off": the state is required only while that check is on. */
  readonly stateNeedsBrazilValidation: boolean;
  /** §5: line3 is used for NZ and BR. */
  readonly usesLine3: boolean;
  /** §5: before sending, the state code is uppercased for US, CA, AU and BR. */
  readonly upperCaseState: boolean;
  /** §5: line 1 capitalises its first letter for BR. */
  readonly capitaliseLine1: boolean;
  /** null: no min, max or format (§5: "NZ has none"). */
  readonly state: AddressTextFormat | null;
  readonly postal: AddressTextFormat;
  readonly phone: AddressPhoneFormat;
  readonly masks: Readonly<Partial<Record<'phone' | 'postalCode' | 'stateProvinceCode', AddressMask>>>;
  /** §5 Field max lengths (the input's maxlength attribute); no state entry means free. */
  readonly inputMaxLength: { readonly phone: number; readonly postalCode: number; readonly stateProvinceCode?: number };
  /** §5: for SG the city is fixed to a town label and read-only. */
  readonly fixedCity?: { readonly value: string; readonly label: AddressMessageKey };
}

/** §5: "may contain fewer than two hyphens"; letters, digits, spaces, starting and ending alphanumeric. */
const PERMISSIVE_POSTAL: AddressTextFormat = {
  min: 2,
  max: 16,
  format: /^(?!(?:.*-){2})[A-Z0-9](?:[A-Z0-9 -]*[A-Z0-9])?$/,
  message: M.postalInvalid,
};
/** Decided for countries without a spec'd state format: a region name or code, as a city is written. */
const PERMISSIVE_STATE: AddressTextFormat = {
  min: 1,
  max: ADDRESS_FIELD_LIMITS.city,
  format: /^(?=.*\p{L})[\p{L}\p{M}\p{N} .'’-]+$/u,
  message: M.stateInvalid,
};
/** E.164: at most 15 digits; 6 is the shortest national number in use with its country code. */
const INTERNATIONAL_PHONE: AddressPhoneFormat = { digits: /^\d{6,15}$/, message: M.phoneInvalid };
/** North American Numbering Plan: the §5 US phone rule (area code and exchange start 2 to 9; +1 allowed). */
const NANP_PHONE: AddressPhoneFormat = { digits: 'NANP', message: M.phoneFormatNANP };
const NANP_MASKS = {
  phone: { pattern: '(XXX)XXX-XXXX', slot: 'digit', dropLeading: /^[01]+/ },
  stateProvinceCode: { pattern: 'XX', slot: 'letter' },
} as const;

const twoLetterStates = (values: readonly string[], message: AddressMessageKey): AddressTextFormat => ({
  min: 2,
  max: 2,
  format: values,
  message,
});

/** A country §5 names only for its required fields: permissive formats, default input lengths. */
function otherCountry(required: { city: boolean; state: boolean; postal: boolean }): AddressCountryRule {
  return {
    supported: false,
    verification: false,
    cityRequired: required.city,
    stateRequired: required.state,
    postalRequired: required.postal,
    stateNeedsBrazilValidation: false,
    usesLine3: false,
    upperCaseState: false,
    capitaliseLine1: false,
    state: PERMISSIVE_STATE,
    postal: PERMISSIVE_POSTAL,
    phone: INTERNATIONAL_PHONE,
    masks: {},
    inputMaxLength: { phone: 25, postalCode: 16 },
  };
}

/**
 * §5 Address (required fields, masks, max lengths, formats), §3 Address (supported countries),
 * §9 (validation countries US and CA). The required-field lists of §5:
 * - city required for US, CA, AU, NZ, BR, HK, CN, MY, SG;
 * - stateProvinceCode required unless AR, CL, CO, HK, MX, MY, PE, SG, ZA, AE (BR: see brazilValidation);
 * - postalCode required except CO, HK, AE.
 */
export const ADDRESS_COUNTRY_RULES = {
  US: {
    ...otherCountry({ city: true, state: true, postal: true }),
    supported: true,
    verification: true,
    upperCaseState: true,
    state: twoLetterStates(US_STATE_CODES, M.stateFormatUS),
    // ZIP or ZIP+4; typing is limited to the 5-digit mask, data from the server may carry ZIP+4.
    postal: { min: 5, max: 10, format: /^\d{5}(?:-\d{4})?$/, message: M.postalFormatUS },
    phone: NANP_PHONE,
    masks: { ...NANP_MASKS, postalCode: { pattern: 'XXXXX', slot: 'digit' } },
    inputMaxLength: { phone: 16, postalCode: 6 },
  },
  AU: {
    ...otherCountry({ city: true, state: true, postal: true }),
    supported: true,
    upperCaseState: true,
    state: { min: 2, max: 3, format: AU_STATE_CODES, message: M.stateFormatAU },
    postal: { min: 4, max: 4, format: /^\d{4}$/, message: M.postalFormatAU },
    // National 0 + 9 digits or +61 + 9 digits; area codes 2, 3, 7, 8 and mobiles 4.
    phone: { digits: /^(?:61|0)[2-478]\d{8}$/, message: M.phoneFormatAU },
    masks: { postalCode: { pattern: 'XXXX', slot: 'digit' } },
    inputMaxLength: { phone: 16, postalCode: 5, stateProvinceCode: 3 },
  },
  CA: {
    ...otherCountry({ city: true, state: true, postal: true }),
    supported: true,
    verification: true,
    upperCaseState: true,
    state: twoLetterStates(CA_PROVINCE_CODES, M.stateFormatCA),
    // A1A 1A1: Canada Post never uses D F I O Q U, nor W or Z as the first letter.
    postal: {
      min: 6,
      max: 7,
      format: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
      message: M.postalFormatCA,
    },
    phone: NANP_PHONE,
    masks: { ...NANP_MASKS, postalCode: { pattern: 'XXX XXX', slot: 'alphanumeric' } },
    inputMaxLength: { phone: 16, postalCode: 9 },
  },
  NZ: {
    ...otherCountry({ city: true, state: true, postal: true }),
    supported: true,
    usesLine3: true,
    state: null,
    postal: { min: 4, max: 4, format: /^\d{4}$/, message: M.postalFormatNZ },
    // National 0 + 8 to 10 digits (landlines 9, mobiles up to 11 with the 0) or +64 without the 0.
    phone: { digits: /^(?:64|0)[2-9]\d{7,9}$/, message: M.phoneFormatNZ },
    masks: { postalCode: { pattern: 'XXXX', slot: 'digit' } },
    inputMaxLength: { phone: 25, postalCode: 5 },
  },
  BR: {
    ...otherCountry({ city: true, state: true, postal: true }),
    supported: true,
    stateNeedsBrazilValidation: true,
    usesLine3: true,
    upperCaseState: true,
    capitaliseLine1: true,
    state: twoLetterStates(BR_STATE_CODES, M.stateFormatBR),
    // CEP NNNNN-NNN; the mask writes the hyphen, data from elsewhere may come without it.
    postal: { min: 8, max: 9, format: /^\d{5}-?\d{3}$/, message: M.postalFormatBR },
    // Optional +55, a two-digit area code (11 to 99), then a 9-digit mobile (9...) or 8-digit landline (2-5...).
    phone: { digits: /^(?:55)?[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/, message: M.phoneFormatBR },
    masks: { postalCode: { pattern: 'XXXXX-XXX', slot: 'digit' } },
    inputMaxLength: { phone: 25, postalCode: 16 },
  },
  HK: otherCountry({ city: true, state: false, postal: false }),
  CN: otherCountry({ city: true, state: true, postal: true }),
  MY: otherCountry({ city: true, state: false, postal: true }),
  SG: {
    ...otherCountry({ city: true, state: false, postal: true }),
    fixedCity: { value: 'Singapore', label: M.cityFixedLabelSG },
  },
  AR: otherCountry({ city: false, state: false, postal: true }),
  CL: otherCountry({ city: false, state: false, postal: true }),
  CO: otherCountry({ city: false, state: false, postal: false }),
  MX: otherCountry({ city: false, state: false, postal: true }),
  PE: otherCountry({ city: false, state: false, postal: true }),
  ZA: otherCountry({ city: false, state: false, postal: true }),
  AE: otherCountry({ city: false, state: false, postal: false }),
} as const satisfies Record<string, AddressCountryRule>;

// A Map, so that a code such as "constructor" never reaches the object's prototype.
const RULES_BY_CODE: ReadonlyMap<string, AddressCountryRule> = new Map(Object.entries(ADDRESS_COUNTRY_RULES));

/** §5: any other country: city optional, state and postal code required, permissive formats. */
export const OTHER_COUNTRY_RULE: AddressCountryRule = otherCountry({ city: false, state: true, postal: true });

/** §3 Address, §9: the supported address countries, in the spec's order. */
export const ADDRESS_COUNTRIES = ['US', 'AU', 'CA', 'NZ', 'BR'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
/** §3 (countryCode default US), §4 (the model is created with US), §9. */
export const DEFAULT_ADDRESS_COUNTRY: AddressCountry = 'US';
/** §3 Card in the portal, §9: "code 840 maps to US" (ISO 3166-1 numeric). */
const NUMERIC_COUNTRY_CODES: Readonly<Record<string, AddressCountry>> = { '840': 'US' };

export function isAddressCountry(code: unknown): code is AddressCountry {
  return typeof code === 'string' && (ADDRESS_COUNTRIES as readonly string[]).includes(code);
}

/** §3: countryCode is upper-case, US by default; 840 is US (§9). */
export function normaliseCountryCode(raw: unknown): string {
  const text = (typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '').trim().toUpperCase();
  if (text === '') return DEFAULT_ADDRESS_COUNTRY;
  return (Object.hasOwn(NUMERIC_COUNTRY_CODES, text) && NUMERIC_COUNTRY_CODES[text]) || text;
}

/** The rules of a country (after normalising its code); countries §5 does not name get OTHER_COUNTRY_RULE. */
export function addressCountryRules(country: unknown): AddressCountryRule {
  return RULES_BY_CODE.get(normaliseCountryCode(country)) ?? OTHER_COUNTRY_RULE;
}

/** §5 Address: the countries whose addresses are verified (§9 "address validation countries"). */
export const ADDRESS_VERIFICATION_COUNTRIES: readonly string[] = Object.entries(ADDRESS_COUNTRY_RULES)
  .filter(([, rule]) => rule.verification)
  .map(([code]) => code);

/** §5 Field max lengths, for the inputs' maxlength attributes (undefined: free). */
export function addressInputMaxLengths(country: unknown): Readonly<Partial<Record<AddressField, number>>> {
  const rule = addressCountryRules(country);
  return {
    ...ADDRESS_FIELD_LIMITS,
    phone: rule.inputMaxLength.phone,
    postalCode: rule.inputMaxLength.postalCode,
    ...(rule.inputMaxLength.stateProvinceCode === undefined
      ? {}
      : { stateProvinceCode: rule.inputMaxLength.stateProvinceCode }),
  };
}
