// §7 Cards (portal), the SSO lines: partnerConsumer/enroll and partnerConsumer/paymentInstruments, with
// the apiKey query of §7 "oidc requests". §6 SSO users send the account type and the country of issuance.
// §7 shows only the flat payload's two fields: the rest is the gateway's contract.
import * as v from 'valibot';
import { FINANCIAL_ACCOUNT_TYPES } from '../card/card-portal';
import { TokenResponseSchema } from './auth';
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

/** The longest value a field of the partner's authorization response may have here (a code, a state, an issuer). */
const RESPONSE_FIELD_MAX = 2048;
const responseField = (name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.minLength(1, `${name} is missing`),
    v.maxLength(RESPONSE_FIELD_MAX, `${name} is too long`),
  );

/**
 * §7 "oidc requests default with an apiKey query": POST oidc/authorize?apiKey= starts a single sign-on.
 * The gateway keeps the code verifier (the §7 code challenge) and the nonce; the portal gets where to
 * send the browser and the state it must come back with (decision 031).
 */
export const SsoAuthorizeResponseSchema = v.object({
  authorizationUrl: v.pipe(v.string(), v.url('authorizationUrl must be an absolute URL')),
  state: responseField('state'),
});
export type SsoAuthorizeResponse = v.InferOutput<typeof SsoAuthorizeResponseSchema>;

/**
 * §3 "federated token": the partner's authorization response as it came back to sso/launch, the code
 * with its state and (RFC 9207) issuer. partnerConsumer/enroll exchanges it; the organisation is the
 * issuer its apiKey names.
 */
export const SsoEnrolRequestSchema = v.strictObject({
  federatedToken: responseField('federatedToken'),
  state: responseField('state'),
  iss: v.optional(responseField('iss')),
});
export type SsoEnrolRequest = v.InferInput<typeof SsoEnrolRequestSchema>;

/** partnerConsumer/enroll's answer: a full-access token, and whether this arrival enrolled the partner's member. */
export const SsoEnrolResponseSchema = v.object({ ...TokenResponseSchema.entries, enrolled: v.boolean() });
export type SsoEnrolResponse = v.InferOutput<typeof SsoEnrolResponseSchema>;

/**
 * The card the partner provisioned with the member's arrival (decision 031), for the SSO card flow's
 * read-only number: GET partnerConsumer/paymentInstruments/provisioned?apiKey= (204: none).
 * `alreadyAdded` says the member's cards hold it already.
 */
export const ProvisionedCardSchema = v.object({
  accountNumber: v.pipe(v.string(), v.regex(/^\d{12,19}$/, 'accountNumber must be the card number')),
  expirationMonth: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])$/, 'expirationMonth must be MM')),
  expirationYear: v.pipe(v.string(), v.regex(/^\d{4}$/, 'expirationYear must be YYYY')),
  nameOnAccount: v.string(),
  accountType: v.picklist(FINANCIAL_ACCOUNT_TYPES),
  alreadyAdded: v.boolean(),
});
export type ProvisionedCard = v.InferOutput<typeof ProvisionedCardSchema>;
