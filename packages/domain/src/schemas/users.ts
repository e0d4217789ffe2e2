// §7 User: the profile (apps/{extAppId}/users/{userGuid} and /secure) and enrolment. §7 shows no
// shapes: these, built from the user fields of §3 Address and §3 Session, are the gateway's contract.
import * as v from 'valibot';
import { UsPhoneSchema } from '../identity/identity-phone';
import { checkEnrolmentPassword, ENROLMENT_FIELDS, profileNamesFormSchema } from './forms';

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

/** The profile fields a user may change (through /secure: a full-access token is needed): the names form. */
export const UserUpdateSchema = profileNamesFormSchema;
export type UserUpdate = v.InferInput<typeof UserUpdateSchema>;

/**
 * §4 Flows, enrolment: enroll, then verifyCode. The CreateAccount form's own fields and rules (the
 * same objects), an optional US phone, and `acceptedTerms`: the guids of the terms shown (§7
 * apps/{extAppId}/terms), where the form has its box.
 */
export const EnrolmentRequestSchema = v.pipe(
  v.object({ ...ENROLMENT_FIELDS, phone: v.optional(UsPhoneSchema), acceptedTerms: v.array(v.string()) }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => checkEnrolmentPassword(dataset.value, addIssue)),
    ['password'],
  ),
);
export type EnrolmentRequest = v.InferInput<typeof EnrolmentRequestSchema>;
