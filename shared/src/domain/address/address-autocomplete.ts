// The maps autocomplete of §5 Address and §1: its settings, off unless an issuer configures a provider.
import * as v from 'valibot';
import { DEFAULT_ADDRESS_COUNTRY, isAddressCountry, normaliseCountryCode, type AddressCountry } from './address-countries';
import { ADDRESS_MESSAGES as M } from './address-messages';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../constants/constants';

/** §5: restricted to a configured country list, US by default. */
export const DEFAULT_AUTOCOMPLETE_COUNTRIES: readonly AddressCountry[] = [DEFAULT_ADDRESS_COUNTRY];

/** An issuer's autocomplete configuration (SPEC-DECISIONS: off unless a provider key is configured). */
export const AddressAutocompleteConfigSchema = v.object(
  {
    providerKey: v.optional(v.pipe(v.string(M.dataInvalid), v.trim())),
    countries: v.optional(v.array(v.string(M.dataInvalid), M.dataInvalid)),
  },
  M.dataInvalid,
);
export type AddressAutocompleteConfig = v.InferOutput<typeof AddressAutocompleteConfigSchema>;

export interface AddressAutocompleteSettings {
  readonly enabled: boolean;
  /** §5, §9: a request is debounced 1000 ms. */
  readonly debounceMs: number;
  readonly countries: readonly AddressCountry[];
}

/**
 * The settings a form uses. Enabled only with a provider key (SPEC-DECISIONS: the form works fully
 * without it). Decided: configured countries are kept only when they are address countries (§3), in
 * their configured order without repeats, since suggesting an address the form cannot take is useless;
 * an empty result falls back to US.
 */
export function addressAutocompleteSettings(config: AddressAutocompleteConfig = {}): AddressAutocompleteSettings {
  const configured = (config.countries ?? []).map(normaliseCountryCode).filter(isAddressCountry);
  const countries = [...new Set(configured)];
  return {
    enabled: (config.providerKey ?? '').trim() !== '',
    debounceMs: AUTOCOMPLETE_DEBOUNCE_MS,
    countries: countries.length > 0 ? countries : DEFAULT_AUTOCOMPLETE_COUNTRIES,
  };
}
