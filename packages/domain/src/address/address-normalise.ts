// §5 Address "before sending" and §3 (countryCode upper-case): normalisation, idempotent.
import { addressCountryRules, normaliseCountryCode } from './address-countries';
import { ADDRESS_FIELDS, type AddressField } from './address-fields';
import { builtPersonName } from './address-names';
import type { Address } from './address-schemas';

/** Upper-cases the first character (a whole code point, so an astral letter is not split). */
function capitaliseFirst(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + text.slice(head.length);
}

/**
 * One field as it is sent, in its country (§5): trimmed; the state code upper-cased for US, CA, AU
 * and BR; the postal code upper-cased; line 1 capitalised for BR; SG's fixed city; the country code
 * upper-case with 840 as US (§3, §9).
 */
export function normaliseAddressField(field: AddressField, value: string, country: unknown): string {
  const rule = addressCountryRules(country);
  const text = value.trim();
  switch (field) {
    case 'countryCode':
      return normaliseCountryCode(text);
    case 'stateProvinceCode':
      return rule.upperCaseState ? text.toUpperCase() : text;
    case 'postalCode':
      return text.toUpperCase();
    case 'line1':
      return rule.capitaliseLine1 ? capitaliseFirst(text) : text;
    case 'city':
      return rule.fixedCity ? rule.fixedCity.value : text;
    default:
      return text;
  }
}

/** The whole address as it is sent: every text field normalised, personName built where needed (§3). */
export function normaliseAddress(address: Address): Address {
  const countryCode = normaliseCountryCode(address.countryCode);
  const out: Address = { ...address, countryCode };
  for (const field of ADDRESS_FIELDS) {
    const value = out[field];
    if (typeof value === 'string') out[field] = normaliseAddressField(field, value, countryCode);
  }
  if (typeof out.nickName === 'string') out.nickName = out.nickName.trim();
  const fixedCity = addressCountryRules(countryCode).fixedCity;
  if (fixedCity) out.city = fixedCity.value;
  const personName = builtPersonName(out);
  if (personName !== null) out.personName = personName;
  return out;
}
