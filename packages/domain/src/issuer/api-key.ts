// §3 Held configuration values "API key": the issuer's key for the web, the attribute API_KEY of its
// WEB platform (application.supportivePlatforms), which §7's apiKey query carries (single sign-on's
// oidc requests; the gateway looks the issuer up by it).
import type { IssuerConfig } from './issuer';

/** The web platform's API key, or null when the issuer has none (its apiKey calls cannot be made). */
export function webApiKey(issuer: Pick<IssuerConfig, 'application'>): string | null {
  const key = issuer.application.supportivePlatforms.find((p) => p.name === 'WEB')?.attributes?.['API_KEY'];
  return key !== undefined && key.trim() !== '' ? key : null;
}
