// §7 User: the profile (apps/{extAppId}/users/{userGuid} and /secure) and enrolment. §7 shows no
// shapes: these, built from the user fields of §3 Address and §3 Session, are the gateway's contract.
import {
  type EnrolmentRequest,
  type TokenResponse,
  TokenResponseSchema,
  type User,
  UserSchema,
  type UserUpdate,
} from '@portal/domain/schemas';
import { call, path } from './http';

/** §7 User: GET apps/{extAppId}/users/{userGuid}. */
export async function getUser(extAppId: string, userGuid: string): Promise<User> {
  return call(UserSchema, { method: 'get', url: path`apps/${extAppId}/users/${userGuid}` });
}

/** §7 User /secure: PUT apps/{extAppId}/users/{userGuid}/secure; answers the updated user. */
export async function updateUser(extAppId: string, userGuid: string, body: UserUpdate): Promise<User> {
  return call(UserSchema, { method: 'put', url: path`apps/${extAppId}/users/${userGuid}/secure`, data: body });
}

/**
 * §7 Enrolment: POST apps/{extAppId}/enrollment. The answer is a partial-access token whose probe
 * (VERIFY_USERNAME) the verifyCode page answers through §7 identity verification.
 */
export async function enrollUser(extAppId: string, body: EnrolmentRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: path`apps/${extAppId}/enrollment`, data: body });
}
