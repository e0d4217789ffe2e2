// The address form's fields, their §5 Address limits and the character formats of lines and city.

/** The fields an address form validates (§3 Address, §5 Address), in the order a form shows them. */
export const ADDRESS_FIELDS = [
  'personName',
  'firstName',
  'lastName',
  'line1',
  'line2',
  'line3',
  'city',
  'stateProvinceCode',
  'postalCode',
  'countryCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** §5 Address limits: personName 120; first and last name 24; line1 140; line2 140; line3 100; city 100. */
export const ADDRESS_FIELD_LIMITS = {
  personName: 120,
  firstName: 24,
  lastName: 24,
  line1: 140,
  line2: 140,
  line3: 100,
  city: 100,
} as const satisfies Partial<Record<AddressField, number>>;

/**
 * §5 Address (portal add/edit rules: "in an allowed format"; the spec does not show the format).
 * Decided: letters of any script with their accents (São Paulo, Zürich, Ōtautahi), digits, spaces and
 * the punctuation real addresses use: . , ' ’ # & / ( ) : ; ° and the hyphen; at least one letter or
 * digit. Left out: < > " { } \ and control characters, which no postal address needs and which are how
 * markup and injection get in (§5 Form behaviour strips script tags; this refuses them earlier).
 */
export const ADDRESS_LINE_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} .,'’#&/():;°-]+$/u;

/**
 * §5 Address city "in the format". Decided: as the lines, without # & / : ; ° (no town name needs
 * them), and at least one letter; digits stay allowed because real towns carry them (100 Mile House, BC).
 */
export const CITY_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}\p{N} .,'’()-]+$/u;

/** §5 Address portal rules: "stateProvinceCode required and alphabetic only" (letters of any script). */
export const STATE_ALPHABETIC_PATTERN = /^\p{L}+$/u;

/** §5 Address: "Enter in line 1 is suppressed" (the field must not submit the form). */
export const ENTER_SUPPRESSED_FIELDS: readonly AddressField[] = ['line1'];
