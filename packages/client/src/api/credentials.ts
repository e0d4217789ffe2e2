// §7 User, terms and credentials, the credentials part: forgot username, forgot password with its
// one-time code, reset and change, and the migration of §4 Flows. §7 shows no shapes: these are the
// gateway's contract.
import {
  type CodeSentResponse,
  CodeSentResponseSchema,
  type CodeVerificationRequest,
  type CredentialChangeRequest,
  type CredentialRecoveryRequest,
  type CredentialResetRequest,
  type EstablishAccountRequest,
  type TokenResponse,
  TokenResponseSchema,
  type UsernameRecoveryRequest,
} from '@portal/domain/schemas';
import { call, callVoid, path } from './http';

/** §7 Forgot username: POST apps/{extAppId}/identities. Answers alike for known and unknown addresses. */
export async function recoverUsername(extAppId: string, body: UsernameRecoveryRequest): Promise<void> {
  return callVoid({ method: 'post', url: path`apps/${extAppId}/identities`, data: body });
}

/** §7 Forgot credential: POST apps/{extAppId}/forgotcredential; a one-time code goes to the user. */
export async function recoverCredential(extAppId: string, body: CredentialRecoveryRequest): Promise<CodeSentResponse> {
  return call(CodeSentResponseSchema, { method: 'post', url: path`apps/${extAppId}/forgotcredential`, data: body });
}

/**
 * §7 "plus OTP verification for a forgotten password": POST users/{userGuid}/otp/verification/forgotcredential
 * (§7 names no path; this mirrors the migration's). The answer's scope holds /credentials/reset (§4).
 */
export async function verifyRecoveryCode(userGuid: string, body: CodeVerificationRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, {
    method: 'post',
    url: path`users/${userGuid}/otp/verification/forgotcredential`,
    data: body,
  });
}

/** §7 Reset: POST users/{userGuid}/resetCredential, with the token the code verification gave. */
export async function resetCredential(userGuid: string, body: CredentialResetRequest): Promise<void> {
  return callVoid({ method: 'post', url: path`users/${userGuid}/resetCredential`, data: body });
}

/** §7 Change credentials: POST the lcm subject credentials change path. */
export async function changeCredential(body: CredentialChangeRequest): Promise<void> {
  return callVoid({ method: 'post', url: 'oauth2/lcm/subject/credentials/change', data: body });
}

/** §7 Migration establishAccount: POST apps/{extAppId}/migration; a one-time code goes to the user. */
export async function establishAccount(extAppId: string, body: EstablishAccountRequest): Promise<CodeSentResponse> {
  return call(CodeSentResponseSchema, { method: 'post', url: path`apps/${extAppId}/migration`, data: body });
}

/** §7 Migration OTP: POST users/{userGuid}/otp/verification/migration (verifyAccount). */
export async function verifyMigrationCode(userGuid: string, body: CodeVerificationRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, {
    method: 'post',
    url: path`users/${userGuid}/otp/verification/migration`,
    data: body,
  });
}
