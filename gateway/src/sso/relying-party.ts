// Each SSO issuer's partner, as an OpenID Connect relying party (decision 031): its configuration from
// the partner's discovery document, fetched once. Kept apart from the launch (sso.ts), which works with
// the whole gateway context: this is a part of that context, and needs none of it.
import * as oidc from 'openid-client';
import type { SsoPartner } from '../config';

/** How long the gateway waits for the partner's discovery, keys and token endpoint. */
const PARTNER_TIMEOUT_S = 10;

/**
 * Each partner's openid-client configuration, from its discovery document, fetched once. A failed
 * discovery is forgotten, so the next launch tries again (the partner may have been down).
 */
export class SsoRelyingParty {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly partners: Readonly<Record<string, SsoPartner>>) {}

  partnerOf(issuerId: string): SsoPartner | null {
    return this.partners[issuerId] ?? null;
  }

  configuration(issuerId: string, partner: SsoPartner): Promise<oidc.Configuration> {
    let pending = this.configurations.get(issuerId);
    if (!pending) {
      pending = discover(partner);
      this.configurations.set(issuerId, pending);
      pending.catch(() => this.configurations.delete(issuerId));
    }
    return pending;
  }
}

async function discover(partner: SsoPartner): Promise<oidc.Configuration> {
  const insecure = new URL(partner.issuer).protocol === 'http:';
  const config = await oidc.discovery(
    new URL(partner.issuer),
    partner.clientId,
    { id_token_signed_response_alg: 'RS256' },
    oidc.ClientSecretBasic(partner.clientSecret),
    // A partner on plain http exists only on this machine (the sandbox's demo bank); openid-client
    // refuses http unless told, and config.ts admits http only for what an operator configured.
    { timeout: PARTNER_TIMEOUT_S, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
  );
  // The ID token comes straight from the token endpoint, where openid-client leans on TLS alone to
  // trust it. The portal checks its signature against the partner's published keys as well, so a
  // token signed by anyone else is refused whatever the transport.
  oidc.enableNonRepudiationChecks(config);
  return config;
}
