// §7 User, terms and credentials, the terms part: reading the terms, accepting them at sign-in, and
// the step-up acceptance of a feature's terms. Shapes from §3 Terms.
import {
  DEFAULT_TERMS_FEATURE,
  type FeatureTermsRequest,
  type ProbeRequest,
  type TermsItem,
  TermsResponseSchema,
  type TokenResponse,
  TokenResponseSchema,
} from '@portal/domain/schemas';
import { probeForm } from './auth';
import { call, callVoid, path } from './http';

/** §7 Terms get (enrolment): GET apps/{extAppId}/terms. */
export async function getEnrolmentTerms(extAppId: string): Promise<TermsItem[]> {
  return (await call(TermsResponseSchema, { method: 'get', url: path`apps/${extAppId}/terms` })).terms;
}

/**
 * §7 Terms get (signed in): GET users/{userGuid}/getTerms, the terms the user has still to accept: the
 * application's (APP), or with `featureCode` the PRODUCT terms of that feature (a feature with
 * its own terms is on once they are accepted, so an empty list means it is on).
 */
export async function getUserTerms(userGuid: string, featureCode?: string): Promise<TermsItem[]> {
  return (
    await call(TermsResponseSchema, {
      method: 'get',
      url: path`users/${userGuid}/getTerms`,
      ...(featureCode ? { params: { featureCode } } : {}),
    })
  ).terms;
}

/**
 * §7 Terms accept (§4 ACCEPT_TNC): POST oauth2/token/tnc, grant_type authorization_probe with
 * probes_ref; the answer holds userGuid, access_token and scope.
 */
export async function acceptTerms(body: Pick<ProbeRequest, 'probes_ref'>): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: 'oauth2/token/tnc', data: probeForm(body) });
}

/**
 * §7 Step-up: POST users/{userGuid}/phones/{phoneGuid}/features/{featurecode}/acceptTerms (phones are
 * under users/{userGuid}, §7 Cards), feature code DEFAULT unless one is named.
 */
export async function acceptFeatureTerms(
  userGuid: string,
  phoneGuid: string,
  body: FeatureTermsRequest,
  featureCode: string = DEFAULT_TERMS_FEATURE,
): Promise<void> {
  return callVoid({
    method: 'post',
    url: path`users/${userGuid}/phones/${phoneGuid}/features/${featureCode}/acceptTerms`,
    data: body,
  });
}
