// The address autocomplete (§5: "An autocomplete request is debounced 1000 ms and restricted to a
// configured country list"; issue 14: behind a provider interface). The offline provider, the default,
// asks the gateway for the city and state or province a postal code names (its own postal data, no
// outside service). A hosted places service would be another provider, loaded with the page's nonce only
// when an issuer configures its key (SPEC-DECISIONS: off unless configured).
import { lookUpPostalArea, walletAddressService } from '@portal/shared/api';

interface PostalArea {
  readonly city?: string | undefined;
  readonly stateProvinceCode: string;
}

export interface AddressAutocompleteProvider {
  /** The area a postal code names in a country, or null when none is known (or the provider failed: the form works on without it). */
  postalArea(countryCode: string, postalCode: string): Promise<PostalArea | null>;
}

export function offlineAutocomplete(publicKey: string): AddressAutocompleteProvider {
  return {
    postalArea: (countryCode, postalCode) => lookUpPostalArea(walletAddressService(publicKey), countryCode, postalCode).catch(() => null),
  };
}
