// §7 Cards (portal), the SSO lines: partnerConsumer/enroll and partnerConsumer/paymentInstruments, with
// the apiKey query of §7 "oidc requests". §6 SSO users send the account type and the country of issuance.
// §7 shows only the flat payload's two fields: the rest is the gateway's contract.
import * as v from 'valibot';
import { FINANCIAL_ACCOUNT_TYPES } from '../domain/card/card-portal';
import { CARD_PAYLOAD_FIELDS } from './cards';

/** §7: countryOfIssuance 840 (the United States, ISO 3166 numeric) in the SSO card payload. */
export const SSO_COUNTRY_OF_ISSUANCE = '840';

/** §7 SSO: a flat payload (no paymentInstrument wrapper) with accountType and countryOfIssuance. */
export const SsoCardRequestSchema = v.object({
  accountType: v.picklist(FINANCIAL_ACCOUNT_TYPES),
  countryOfIssuance: v.string(),
  accountNumber: v.string(),
  ...CARD_PAYLOAD_FIELDS,
});
export type SsoCardRequest = Omit<v.InferInput<typeof SsoCardRequestSchema>, 'countryOfIssuance'>;

/** §3 "federated token and organisation id": what the partner hands the portal at sso/launch. */
export const SsoEnrolRequestSchema = v.object({ federatedToken: v.string(), orgId: v.string() });
export type SsoEnrolRequest = v.InferInput<typeof SsoEnrolRequestSchema>;
