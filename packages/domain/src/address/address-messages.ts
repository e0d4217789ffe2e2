// Every message key the address rules can produce (namespace `address`); texts in i18n/locales/*/address.json.
const key = <P extends string>(path: P) => `address:${path}` as const;

/** The keys, by the rule that yields them. Typed literally so a rule table cannot name a key missing here. */
export const ADDRESS_MESSAGES = {
  dataInvalid: key('data.invalid'),
  personNameRequired: key('personName.required'),
  personNameTooLong: key('personName.tooLong'),
  firstNameRequired: key('firstName.required'),
  firstNameTooLong: key('firstName.tooLong'),
  lastNameRequired: key('lastName.required'),
  lastNameTooLong: key('lastName.tooLong'),
  line1Required: key('line1.required'),
  line1TooLong: key('line1.tooLong'),
  line1Invalid: key('line1.invalid'),
  line2TooLong: key('line2.tooLong'),
  line2Invalid: key('line2.invalid'),
  line3TooLong: key('line3.tooLong'),
  line3Invalid: key('line3.invalid'),
  cityRequired: key('city.required'),
  cityTooLong: key('city.tooLong'),
  cityInvalid: key('city.invalid'),
  cityFixedLabelSG: key('city.fixedLabel.SG'),
  stateRequired: key('stateProvinceCode.required'),
  stateTooShort: key('stateProvinceCode.tooShort'),
  stateTooLong: key('stateProvinceCode.tooLong'),
  stateInvalid: key('stateProvinceCode.invalid'),
  stateAlphabetic: key('stateProvinceCode.alphabetic'),
  stateFormatUS: key('stateProvinceCode.format.US'),
  stateFormatCA: key('stateProvinceCode.format.CA'),
  stateFormatAU: key('stateProvinceCode.format.AU'),
  stateFormatBR: key('stateProvinceCode.format.BR'),
  postalRequired: key('postalCode.required'),
  postalTooShort: key('postalCode.tooShort'),
  postalTooLong: key('postalCode.tooLong'),
  postalInvalid: key('postalCode.invalid'),
  postalFormatUS: key('postalCode.format.US'),
  postalFormatCA: key('postalCode.format.CA'),
  postalFormatAU: key('postalCode.format.AU'),
  postalFormatNZ: key('postalCode.format.NZ'),
  postalFormatBR: key('postalCode.format.BR'),
  phoneRequired: key('phone.required'),
  phoneInvalid: key('phone.invalid'),
  phoneFormatNANP: key('phone.format.nanp'),
  phoneFormatAU: key('phone.format.AU'),
  phoneFormatNZ: key('phone.format.NZ'),
  phoneFormatBR: key('phone.format.BR'),
  countryCodeInvalid: key('countryCode.invalid'),
} as const;

export type AddressMessageKey = (typeof ADDRESS_MESSAGES)[keyof typeof ADDRESS_MESSAGES];

/** House rule: the list of every key this area can produce; each has an en and an es text. */
export const ADDRESS_MESSAGE_KEYS: readonly AddressMessageKey[] = Object.freeze(Object.values(ADDRESS_MESSAGES));
