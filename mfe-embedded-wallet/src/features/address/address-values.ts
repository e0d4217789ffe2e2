// The address form's values (§3 Address, the fields the wallet's address screens show), from a saved
// address, a draft back from the suggestion, or nothing.
import type { Address, AddressCountry, PlaceAddress } from '@portal/domain/address';

/** The place's fields (what a suggestion fills), and the shopper's name and phone. */
export interface AddressValues extends PlaceAddress {
  personName: string;
  phone: string;
}

/** The form's values of an address (a saved one, a draft back from the suggestion, or a new one in the first country offered). */
export function addressValues(address: Address | null, countries: readonly AddressCountry[]): AddressValues {
  const country =
    address?.countryCode && (countries as readonly string[]).includes(address.countryCode)
      ? address.countryCode
      : (countries[0] ?? 'US');
  return {
    personName: address?.personName ?? [address?.firstName, address?.lastName].filter(Boolean).join(' '),
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    line3: address?.line3 ?? '',
    city: address?.city ?? '',
    stateProvinceCode: address?.stateProvinceCode ?? '',
    postalCode: address?.postalCode ?? '',
    countryCode: country,
    phone: address?.phone ?? '',
  };
}
