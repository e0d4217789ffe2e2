// §7 User: the profile (apps/{extAppId}/users/{userGuid} and /secure) and enrolment. §7 shows no
// shapes: these, built from the user fields of §3 Address and §3 Session, are the gateway's contract.
import * as v from 'valibot';
import { TokenResponseSchema, type TokenResponse } from './auth';
import { call, path } from './http';

/**
 * The signed-in user: §3 Address "user fields seen" (firstName, lastName, defaultShippingAddressId)
 * and §3 Session (userName, userPrimaryEmail, lastLoginTimeStamp, contactId, contactStatus,
 * unverifiedPrimary, isSmsFreeApp).
 */
export const UserSchema = v.object({
  userGuid: v.pipe(v.string(), v.nonEmpty()),
  userName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  primaryEmail: v.optional(v.string()),
  lastLoginTimeStamp: v.optional(v.string()),
  defaultShippingAddressId: v.optional(v.string()),
  contactId: v.optional(v.string()),
  contactStatus: v.optional(v.string()),
  unverifiedPrimary: v.optional(v.boolean(), false),
  isSmsFreeApp: v.optional(v.boolean(), false),
});
export type User = v.InferOutput<typeof UserSchema>;

/** The profile fields a user may change (through /secure: a full-access token is needed). */
export const UserUpdateSchema = v.object({ firstName: v.string(), lastName: v.string() });
export type UserUpdate = v.InferInput<typeof UserUpdateSchema>;

/**
 * §4 Flows, enrolment: enroll, then verifyCode. The identity rules of §5 are the forms' business; this
 * is only the shape. `acceptedTerms` holds the guids of the terms shown (§7 apps/{extAppId}/terms).
 */
export const EnrolmentRequestSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  userName: v.string(),
  password: v.string(),
  email: v.string(),
  phone: v.optional(v.string()),
  acceptedTerms: v.array(v.string()),
});
export type EnrolmentRequest = v.InferInput<typeof EnrolmentRequestSchema>;

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
