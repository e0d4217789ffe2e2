// §7 User, terms and credentials, the credentials part: forgot username, forgot password with its
// one-time code, reset and change, and the migration of §4 Flows. §7 shows no shapes: these are the
// gateway's contract.
import * as v from 'valibot';
import {
  establishAccountFormSchema,
  forgotPasswordFormSchema,
  forgotUsernameFormSchema,
  verifyCodeFormSchema,
} from './forms';

/** §7 Forgot username: the username is sent to the address on file. The forgotusername form's values. */
export const UsernameRecoveryRequestSchema = forgotUsernameFormSchema;
export type UsernameRecoveryRequest = v.InferInput<typeof UsernameRecoveryRequestSchema>;

/** §7 Forgot credential (§4 Flows: forgotpassword, verifyCode, resetPassword, login). The forgotpassword form's values. */
export const CredentialRecoveryRequestSchema = forgotPasswordFormSchema;
export type CredentialRecoveryRequest = v.InferInput<typeof CredentialRecoveryRequestSchema>;

/** Who the one-time code was sent to: the user to verify, and the contact that received it. */
export const CodeSentResponseSchema = v.object({
  userGuid: v.pipe(v.string(), v.nonEmpty()),
  contactId: v.optional(v.string()),
  maskedContact: v.optional(v.string()),
});
export type CodeSentResponse = v.InferOutput<typeof CodeSentResponseSchema>;

/** A one-time code (SPEC-DECISIONS: 6 digits): the verifyCode form's values. */
export const CodeVerificationRequestSchema = verifyCodeFormSchema;
export type CodeVerificationRequest = v.InferInput<typeof CodeVerificationRequestSchema>;

/** §7 Reset: the new credential. Its §5 rule needs the username: resetPasswordFormSchema(userName) on both sides. */
export const CredentialResetRequestSchema = v.object({ password: v.string() });
export type CredentialResetRequest = v.InferInput<typeof CredentialResetRequestSchema>;

/** §7 Change credentials: the current credential and the new one (changePasswordFormSchema(userName) on both sides). */
export const CredentialChangeRequestSchema = v.object({ currentPassword: v.string(), newPassword: v.string() });
export type CredentialChangeRequest = v.InferInput<typeof CredentialChangeRequestSchema>;

/** §7 Migration establishAccount (§4 Flows: establishAccount, verifyAccount, resetPassword, acceptTac). The form's values. */
export const EstablishAccountRequestSchema = establishAccountFormSchema;
export type EstablishAccountRequest = v.InferInput<typeof EstablishAccountRequestSchema>;
