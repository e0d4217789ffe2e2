// Each issuer's outside services: its single sign-on partner (GATEWAY_SSO_PARTNERS) and its hosted
// places service (GATEWAY_ADDRESS_AUTOCOMPLETE), and the sandbox's stand-ins for both.
import * as v from 'valibot';
import { AddressAutocompleteConfigSchema, type AddressAutocompleteConfig } from '@portal/domain/address';
import { absoluteUrl, jsonByIssuer } from './variables';

/**
 * The sandbox's client secret at the demo partner bank when GATEWAY_SSO_PARTNERS is not set: public
 * (demo-sites' partner bank starts with the same value), so it protects nothing, like the sandbox key.
 */
export const SANDBOX_SSO_CLIENT_SECRET = 'northwind-sandbox-client-secret-public';

/** The client id the portal has at a partner unless GATEWAY_SSO_PARTNERS names another. */
export const SANDBOX_SSO_CLIENT_ID = 'cardholder-portal';

/**
 * One issuer's single sign-on partner (decision 031): the OpenID Connect provider its
 * members arrive from, the portal's registration there, and where card events go.
 */
export interface SsoPartner {
  /** The provider's issuer identifier; its discovery document is under it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's sso/launch on the issuer's own origin: the one redirect URI registered. */
  redirectUri: string;
  /** Where the gateway posts §4's add-card-success event (HTTP Basic with the client's credentials), if anywhere. */
  eventsUrl?: string | undefined;
}

const SsoPartnerSchema = v.strictObject({
  issuer: absoluteUrl('issuer'),
  clientId: v.pipe(v.string(), v.minLength(1, 'clientId is missing')),
  clientSecret: v.pipe(v.string(), v.minLength(16, 'clientSecret must be at least 16 characters')),
  redirectUri: absoluteUrl('redirectUri'),
  eventsUrl: v.optional(absoluteUrl('eventsUrl')),
});

/**
 * GATEWAY_SSO_PARTNERS: a JSON object from issuer id to its partner (SsoPartner); empty is unset (the
 * sandbox then has the demo partner bank for northwind, production none).
 */
export const ssoPartners = () =>
  jsonByIssuer(SsoPartnerSchema, '{ issuer, clientId, clientSecret, redirectUri, eventsUrl? }');

/**
 * GATEWAY_ADDRESS_AUTOCOMPLETE: a JSON object from issuer id to its hosted places service ({ scriptUrl,
 * apiKey }), which wins over the issuer's own `addressAutocomplete` (so a key need not live in the
 * issuer's repository); empty is unset (the sandbox then has the stand-in service for acme).
 */
export const addressAutocomplete = () => jsonByIssuer(AddressAutocompleteConfigSchema, '{ scriptUrl, apiKey }');

/**
 * The sandbox's places key at its stand-in service (demo-sites/src/places) when
 * GATEWAY_ADDRESS_AUTOCOMPLETE is not set: public (the stand-in starts with the same value), like the
 * sandbox's other keys. A real service's browser key is public by design too, restricted by origin.
 */
export const SANDBOX_PLACES_KEY = 'places_sandbox_public_key';

/** The sandbox's hosted places service: acme's wallet loads the stand-in on DEMO_PLACES_PORT. */
export function sandboxPlaces(placesPort: number): Record<string, AddressAutocompleteConfig> {
  return { acme: { scriptUrl: `http://localhost:${placesPort}/maps/api/js`, apiKey: SANDBOX_PLACES_KEY } };
}

/** The sandbox's partners: northwind's members sign in at the demo partner bank (demo-sites). */
export function sandboxPartners(partnerPort: number, shellPort: number): Record<string, SsoPartner> {
  const bank = `http://localhost:${partnerPort}`;
  return {
    northwind: {
      issuer: bank,
      clientId: SANDBOX_SSO_CLIENT_ID,
      clientSecret: SANDBOX_SSO_CLIENT_SECRET,
      redirectUri: `http://northwind.localhost:${shellPort}/sso/launch`,
      eventsUrl: `${bank}/api/events`,
    },
  };
}
