// The §5 Address masks as pure functions, applied on every keystroke by the address form.
import { addressCountryRules, type AddressMask, type AddressMaskSlot } from './address-countries';
import type { AddressField } from './address-fields';

const SLOT_ACCEPTS: Readonly<Record<AddressMaskSlot, RegExp>> = {
  digit: /^[0-9]$/,
  letter: /^[A-Za-z]$/,
  alphanumeric: /^[A-Za-z0-9]$/,
};

/**
 * Fills the mask's `X` slots with the characters of `value` the slot accepts (upper-cased), inserting
 * the mask's other characters only before a filled slot, so a partial entry shows no dangling
 * separator. Idempotent: a masked value masks to itself.
 */
export function applyAddressMask(value: string, mask: AddressMask): string {
  const accepted = [...value]
    .filter((c) => SLOT_ACCEPTS[mask.slot].test(c))
    .join('')
    .toUpperCase();
  const chars = [...(mask.dropLeading ? accepted.replace(mask.dropLeading, '') : accepted)];
  let out = '';
  let next = 0;
  for (const c of mask.pattern) {
    if (next >= chars.length) break;
    out += c === 'X' ? (chars[next++] ?? '') : c;
  }
  return out;
}

/** The §5 mask of a field in a country, or null when that field is typed freely. */
export function addressMask(field: AddressField, country: unknown): AddressMask | null {
  const masks: Partial<Record<AddressField, AddressMask>> = addressCountryRules(country).masks;
  return masks[field] ?? null;
}

/** A keystroke's new value for a field: masked where §5 gives the country a mask, else unchanged. */
export function maskAddressField(field: AddressField, value: string, country: unknown): string {
  const mask = addressMask(field, country);
  return mask ? applyAddressMask(value, mask) : value;
}
