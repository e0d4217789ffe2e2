// The §5 Address rules of a whole address in its country: one valibot schema per country (for the
// form, through react-hook-form, and the gateway) and a validator returning a message key per field.
import * as v from 'valibot';
import {
  addressCountryRules,
  normaliseCountryCode,
  type AddressPhoneFormat,
  type AddressTextFormat,
} from './address-countries';
import { validateUsPhone } from '../identity/identity-phone';
import {
  ADDRESS_FIELD_LIMITS,
  ADDRESS_FIELDS,
  ADDRESS_LINE_PATTERN,
  CITY_PATTERN,
  type AddressField,
} from './address-fields';
import { ADDRESS_MESSAGE_KEYS, ADDRESS_MESSAGES as M, type AddressMessageKey } from './address-messages';
import { missingAddressName, type AddressNameField } from './address-names';
import { normaliseAddressField } from './address-normalise';

export interface AddressRuleOptions {
  /** §5: "BR when Brazil validation is off" takes the state requirement away. On unless set false. */
  readonly brazilValidation?: boolean;
}

/** A message key per broken field, the first rule each breaks; empty when the address is valid. */
export type AddressErrors = Partial<Record<AddressField, AddressMessageKey>>;

type TextRule = v.GenericSchema<string, string>;

/**
 * A field's schema: a string (missing or null read as empty), normalised as it will be sent (§5), then
 * either required (`nonEmpty`) followed by the rule, or empty-or-the-rule. Validating the normalised
 * value means a lower-case "ny" passes, as it will be sent upper-cased.
 */
export function addressFieldSchema(
  field: AddressField,
  country: unknown,
  required: AddressMessageKey | null,
  rule: TextRule = v.string(),
) {
  const base = v.pipe(
    v.nullish(v.union([v.string(M.dataInvalid), v.pipe(v.number(M.dataInvalid), v.toString())], M.dataInvalid), ''),
    v.transform((value: string) => normaliseAddressField(field, value, country)),
  );
  return required === null
    ? v.pipe(base, v.union([v.literal(''), rule], M.dataInvalid))
    : v.pipe(base, v.nonEmpty(required), rule);
}

/** §5 "per-country min, max and format rules" (state and postal code). */
function formatRule(format: AddressTextFormat, tooShort: AddressMessageKey, tooLong: AddressMessageKey): TextRule {
  const { min, max, message } = format;
  return format.format instanceof RegExp
    ? v.pipe(v.string(), v.minLength(min, tooShort), v.maxLength(max, tooLong), v.regex(format.format, message))
    : v.pipe(v.string(), v.minLength(min, tooShort), v.maxLength(max, tooLong), v.values(format.format, message));
}

/** The characters a phone may be typed with: digits, spaces, ( ) . - and one leading +. */
const ADDRESS_PHONE_CHARACTERS = /^\+?[\d ().-]+$/;
/** The digits of a phone, which the per-country formats are written on. */
export const addressPhoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** Whether a phone has the digits its country's format asks for. */
function phoneDigitsValid(format: AddressPhoneFormat, phone: string): boolean {
  return format.digits === 'NANP' ? validateUsPhone(phone) === null : format.digits.test(addressPhoneDigits(phone));
}

/** §5 "phone is required with per-country format rules". */
function phoneRule(format: AddressPhoneFormat): TextRule {
  // No valibot action tests a value derived from the input (its digits), hence the check.
  return v.pipe(
    v.string(),
    v.regex(ADDRESS_PHONE_CHARACTERS, format.message),
    v.check((phone) => phoneDigitsValid(format, phone), format.message),
  );
}

const textRule = (limit: number, tooLong: AddressMessageKey, pattern: RegExp, invalid: AddressMessageKey): TextRule =>
  v.pipe(v.string(), v.maxLength(limit, tooLong), v.regex(pattern, invalid));

/** §5: whether stateProvinceCode is required in a country, with the Brazil switch. */
export function isStateRequired(country: unknown, options: AddressRuleOptions = {}): boolean {
  const rule = addressCountryRules(country);
  return rule.stateRequired && !(rule.stateNeedsBrazilValidation && options.brazilValidation === false);
}

const NAME_PATHS = [['personName'], ['firstName'], ['lastName']] as const;
const NAME_REQUIRED: Readonly<Record<AddressNameField, AddressMessageKey>> = {
  personName: M.personNameRequired,
  firstName: M.firstNameRequired,
  lastName: M.lastNameRequired,
};

/** The address form of a country (§5 Address, every line); its issue messages are `address:` keys. */
export function addressFormSchema(country: unknown, options: AddressRuleOptions = {}) {
  const code = normaliseCountryCode(country);
  const rule = addressCountryRules(code);
  const field = (name: AddressField, required: AddressMessageKey | null, check?: TextRule) =>
    addressFieldSchema(name, code, required, check);
  return v.pipe(
    v.object(
      {
        personName: field(
          'personName',
          null,
          v.pipe(v.string(), v.maxLength(ADDRESS_FIELD_LIMITS.personName, M.personNameTooLong)),
        ),
        firstName: field(
          'firstName',
          null,
          v.pipe(v.string(), v.maxLength(ADDRESS_FIELD_LIMITS.firstName, M.firstNameTooLong)),
        ),
        lastName: field(
          'lastName',
          null,
          v.pipe(v.string(), v.maxLength(ADDRESS_FIELD_LIMITS.lastName, M.lastNameTooLong)),
        ),
        line1: field(
          'line1',
          M.line1Required,
          textRule(ADDRESS_FIELD_LIMITS.line1, M.line1TooLong, ADDRESS_LINE_PATTERN, M.line1Invalid),
        ),
        line2: field(
          'line2',
          null,
          textRule(ADDRESS_FIELD_LIMITS.line2, M.line2TooLong, ADDRESS_LINE_PATTERN, M.line2Invalid),
        ),
        line3: field(
          'line3',
          null,
          textRule(ADDRESS_FIELD_LIMITS.line3, M.line3TooLong, ADDRESS_LINE_PATTERN, M.line3Invalid),
        ),
        city: field(
          'city',
          rule.cityRequired ? M.cityRequired : null,
          textRule(ADDRESS_FIELD_LIMITS.city, M.cityTooLong, CITY_PATTERN, M.cityInvalid),
        ),
        stateProvinceCode: field(
          'stateProvinceCode',
          isStateRequired(code, options) ? M.stateRequired : null,
          rule.state ? formatRule(rule.state, M.stateTooShort, M.stateTooLong) : undefined,
        ),
        postalCode: field(
          'postalCode',
          rule.postalRequired ? M.postalRequired : null,
          formatRule(rule.postal, M.postalTooShort, M.postalTooLong),
        ),
        // The schema is for one country: a different code in the data would be checked by the wrong rules.
        countryCode: field(
          'countryCode',
          null,
          v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, M.countryCodeInvalid), v.value(code, M.countryCodeInvalid)),
        ),
        phone: field('phone', M.phoneRequired, phoneRule(rule.phone)),
      },
      M.dataInvalid,
    ),
    // §5: personName, or both first and last; each blank one of the three carries the message.
    v.forward(
      v.partialCheck(NAME_PATHS, (names) => !missingAddressName('personName', names), NAME_REQUIRED.personName),
      ['personName'],
    ),
    v.forward(
      v.partialCheck(NAME_PATHS, (names) => !missingAddressName('firstName', names), NAME_REQUIRED.firstName),
      ['firstName'],
    ),
    v.forward(
      v.partialCheck(NAME_PATHS, (names) => !missingAddressName('lastName', names), NAME_REQUIRED.lastName),
      ['lastName'],
    ),
  );
}

const isAddressMessageKey = (message: string): message is AddressMessageKey =>
  (ADDRESS_MESSAGE_KEYS as readonly string[]).includes(message);
const isAddressField = (key: unknown): key is AddressField => (ADDRESS_FIELDS as readonly unknown[]).includes(key);

/** The first issue of each field, as the field's message key. */
export function addressErrorsOf(issues: readonly v.BaseIssue<unknown>[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (isAddressField(key) && errors[key] === undefined && isAddressMessageKey(issue.message))
      errors[key] = issue.message;
  }
  return errors;
}

/** The fields of anything that may be an address; anything else counts as an empty one. */
export function addressRecord(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input } : {};
}

/** §5 Address: validates a whole address by the rules of its own country (US when it names none). */
export function validateAddress(address: unknown, options: AddressRuleOptions = {}): AddressErrors {
  const record = addressRecord(address);
  const result = v.safeParse(addressFormSchema(record.countryCode, options), record);
  return result.success ? {} : addressErrorsOf(result.issues);
}
