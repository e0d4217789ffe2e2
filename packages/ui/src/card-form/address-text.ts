// An address as the lines a person reads (the billing carousel, the suggestion chooser, the not-found
// modal): line 1, line 2, "City, ST 10118", the country. Empty parts are left out.
import type { Address } from '@portal/domain/address';

export function addressLines(
  address: Pick<Address, 'line1' | 'line2' | 'line3' | 'city' | 'stateProvinceCode' | 'postalCode' | 'countryCode'>,
): string[] {
  const place = [
    address.city?.trim(),
    [address.stateProvinceCode?.trim(), address.postalCode?.trim()].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [address.line1, address.line2, address.line3, place, address.countryCode]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
}
