// §7 Cards (portal), the SSO lines: partnerConsumer/enroll and partnerConsumer/paymentInstruments, with
// the apiKey query of §7 "oidc requests". §6 SSO users send the account type and the country of issuance.
// §7 shows only the flat payload's two fields: the rest is the gateway's contract.
import { TokenResponseSchema, type TokenResponse } from '../schemas/auth';
import { AddCardResponseSchema, type AddCardResponse } from '../schemas/cards';
import { SSO_COUNTRY_OF_ISSUANCE, type SsoCardRequest, type SsoEnrolRequest } from '../schemas/sso';
import { call } from './http';

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
