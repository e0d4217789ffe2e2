// §7 Cards (portal), the SSO lines: partnerConsumer/enroll and partnerConsumer/paymentInstruments, with
// the apiKey query of §7 "oidc requests". §6 SSO users send the account type and the country of issuance.
// §7 shows only the flat payload's two fields: the rest is the gateway's contract.
import {
  type AddCardResponse,
  AddCardResponseSchema,
  type ProvisionedCard,
  ProvisionedCardSchema,
  SSO_COUNTRY_OF_ISSUANCE,
  type SsoAuthorizeResponse,
  SsoAuthorizeResponseSchema,
  type SsoCardRequest,
  type SsoEnrolRequest,
  type SsoEnrolResponse,
  SsoEnrolResponseSchema,
} from '@portal/domain/schemas';
import { parseResponse } from './boundary';
import { call, send } from './http';

/** §7 oidc requests: POST oidc/authorize?apiKey= starts a single sign-on with the issuer's partner. */
export async function startSsoLaunch(apiKey: string): Promise<SsoAuthorizeResponse> {
  return call(SsoAuthorizeResponseSchema, { method: 'post', url: 'oidc/authorize', params: { apiKey } });
}

/** §7 SSO: POST partnerConsumer/enroll?apiKey= signs the partner's member in, enrolling them on first arrival. */
export async function enrollSsoConsumer(apiKey: string, body: SsoEnrolRequest): Promise<SsoEnrolResponse> {
  return call(SsoEnrolResponseSchema, {
    method: 'post',
    url: 'partnerConsumer/enroll',
    params: { apiKey },
    data: body,
  });
}

/** The card the partner provisioned with the member's arrival, or null (No Content) when there is none (decision 031). */
export async function getProvisionedCard(apiKey: string): Promise<ProvisionedCard | null> {
  const response = await send({
    method: 'get',
    url: 'partnerConsumer/paymentInstruments/provisioned',
    params: { apiKey },
  });
  return response.status === 204 ? null : parseResponse(ProvisionedCardSchema, response.data, response.status);
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
