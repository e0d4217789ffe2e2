// §7 Cards (portal), the SSO lines: partnerConsumer/enroll and partnerConsumer/paymentInstruments, with
// the apiKey query of §7 "oidc requests". §6 SSO users send the account type and the country of issuance.
// §7 shows only the flat payload's two fields: the rest is the gateway's contract.
import * as v from 'valibot';
import { FINANCIAL_ACCOUNT_TYPES } from '../domain/card/card-portal';
import { TokenResponseSchema, type TokenResponse } from './auth';
import { AddCardResponseSchema, CARD_PAYLOAD_FIELDS, type AddCardResponse } from './cards';
import { call } from './http';

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

/** §7 SSO: POST partnerConsumer/enroll?apiKey= signs the partner's user in (or enrols them). */
export async function enrollSsoConsumer(apiKey: string, body: SsoEnrolRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: 'partnerConsumer/enroll', params: { apiKey }, data: body });
}

/** §7 SSO: POST partnerConsumer/paymentInstruments?apiKey= adds a card. */
export async function addSsoCard(apiKey: string, body: SsoCardRequest): Promise<AddCardResponse> {
  return call(AddCardResponseSchema, {
    method: 'post',
    url: 'partnerConsumer/paymentInstruments',
    params: { apiKey },
    data: { ...body, countryOfIssuance: SSO_COUNTRY_OF_ISSUANCE },
  });
}
