// The address form's values (§3 Address, the fields the wallet's address screens show), from a saved
// address, a draft back from the suggestion, or nothing.
import type { Address, AddressCountry } from '@portal/shared/domain/address';

export interface AddressValues {
  personName: string;
  line1: string;
  line2: string;
  line3: string;
  city: string;
  stateProvinceCode: string;
  postalCode: string;
  countryCode: string;
  phone: string;
}

/** The form's values of an address (a saved one, a draft back from the suggestion, or a new one in the first country offered). */
export function addressValues(address: Address | null, countries: readonly AddressCountry[]): AddressValues {
  const country = address?.countryCode && (countries as readonly string[]).includes(address.countryCode) ? address.countryCode : (countries[0] ?? 'US');
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
