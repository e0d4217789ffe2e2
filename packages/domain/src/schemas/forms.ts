// The portal's forms (§2 Screens) as valibot schemas composed from the domain's field rules, ready for
// usePortalForm. A rule lives once in domain/; a form only names which rules its fields follow. A form's
// fields are named as its request body names them, so where the body is the form's values the wire
// schema is this very object (credentials.ts, contacts.ts, users.ts), and the gateway validates the
// body with what the form validated.
import * as v from 'valibot';
import { addressFormSchema, type AddressRuleOptions } from '../address/address-validation';
import { portalAddressFormSchema } from '../address/address-portal-rules';
import { addCardFormSchema, editCardFormSchema } from '../card/card-form';
import { OneTimeCodeSchema } from '../identity/identity-codes';
import { dateOfBirthSchema } from '../identity/identity-dates';
import { EmailSchema } from '../identity/identity-email';
import { FirstNameSchema, LastNameSchema } from '../identity/identity-names';
import { passwordSchema } from '../identity/identity-password';
import { UsPhoneSchema } from '../identity/identity-phone';
import { PinEntrySchema } from '../identity/identity-pin';
import { TermsAcceptedSchema } from '../identity/identity-terms';
import { firstIssueMessage } from '../text/messages';
import { KnownUsernameSchema, UsernameSchema } from '../identity/identity-username';

const required = (key: `${string}:${string}`) => v.pipe(v.string(key), v.nonEmpty(key));
/** A username typed to find an account: spaces around it are not part of it, nor is a control character. */
const knownUsername = KnownUsernameSchema;

/**
 * §2 Login. Both fields are only required here (the username holds no control character): the username
 * and password rules apply when a cardholder chooses them (enrolment, reset), and a migrated username
 * that predates them still signs in.
 */
export const loginFormSchema = v.object({
  username: knownUsername,
  password: required('identity:password.required'),
});

/**
 * §2 CreateAccount's fields that the enrolment request carries as they are: the form and the request
 * body (users.ts EnrolmentRequestSchema) are built from these very objects.
 */
export const ENROLMENT_FIELDS = {
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  userName: UsernameSchema,
  password: v.string('identity:password.required'),
};

/**
 * §5: the password must not contain the username, so it is checked with the username in hand, and
 * the field reports the rule's own first message (too short, contains the username…).
 */
function checkPasswordWithUserName(
  value: { userName: string; password: string },
  addIssue: (issue: { message: string }) => void,
): void {
  const message = enrolmentPasswordMessage(value.userName, value.password);
  if (message) addIssue({ message });
}

/** The password and the username of a form's values, as typed, when the password is text. */
function passwordAndUserName(value: unknown): { userName: string; password: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { userName, password } = value as Record<string, unknown>;
  return typeof password === 'string' ? { userName: typeof userName === 'string' ? userName : '', password } : null;
}

/**
 * The §5 password rules of an enrolment (a v.rawCheck, forwarded to the password field), whatever the
 * other fields hold: an empty submit flags the password with the rest, not only once they pass. The
 * username rule uses the username as typed, valid or not.
 */
export function checkEnrolmentPassword(values: unknown, addIssue: (issue: { message: string }) => void): void {
  const typed = passwordAndUserName(values);
  if (typed) checkPasswordWithUserName(typed, addIssue);
}

/** §2 CreateAccount (enrol): names, email, a username, a password that does not contain it, the terms. */
export const enrolmentFormSchema = v.pipe(
  v.object({ ...ENROLMENT_FIELDS, acceptTerms: TermsAcceptedSchema }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => checkEnrolmentPassword(dataset.value, addIssue)),
    ['password'],
  ),
);

/** The first password message for a username: what the enrolment form reports on its password field. */
export function enrolmentPasswordMessage(username: string, password: string): string | null {
  return firstIssueMessage(passwordSchema(username), password);
}

/** §2 forgotpassword: the username to recover (the §7 forgot-credential body). */
export const forgotPasswordFormSchema = v.object({ userName: knownUsername });

/** §2 migration/establishAccount: the old account's username and its email (decision 013 Migration; the §7 body). */
export const establishAccountFormSchema = v.object({ userName: knownUsername, email: EmailSchema });

/** §2 forgotusername (EnterContact): the email on the account. */
export const forgotUsernameFormSchema = v.object({ email: EmailSchema });

/** §2 ResetPassword, ForcePassword, migration/resetPassword: a new password for a known username. */
export function resetPasswordFormSchema(userName: string) {
  return v.object({ password: passwordSchema(userName) });
}

/** §7 Change credentials (userSettings): the current password, only required, and a new one under §5. */
export function changePasswordFormSchema(userName: string) {
  return v.object({ currentPassword: required('identity:password.required'), newPassword: passwordSchema(userName) });
}

/** The profile's names (§5 Identity: first and last name), as userSettings changes them. */
export const profileNamesFormSchema = v.object({ firstName: FirstNameSchema, lastName: LastNameSchema });

/** §2 VerifyCode (login, enrolment, recovery, settings): the one-time code (SPEC-DECISIONS: 6 digits). */
export const verifyCodeFormSchema = v.object({ code: OneTimeCodeSchema });

/** §2 userSettings/addEmail. */
export const addEmailFormSchema = v.object({ email: EmailSchema });

/** §2 userSettings/addPhone (US phone, §5; its 10 digits out). */
export const addPhoneFormSchema = v.object({ phoneNumber: UsPhoneSchema });

/** §2 activation/set-pin (SPEC-DECISIONS PIN: entered twice). */
export const setPinFormSchema = PinEntrySchema;

/** §2 Terms page: the box must be ticked (§4 Flows: otherwise a form error shows). */
export const acceptTermsFormSchema = v.object({ acceptTerms: TermsAcceptedSchema });

/** §2 activation questions that ask for a date of birth (SPEC-DECISIONS activation questions). */
export function dateOfBirthFormSchema(now: Date) {
  return v.object({ dateOfBirth: dateOfBirthSchema(now) });
}

/** §2 Add and edit card (CardEntry), and the address forms (§2 Address screens, §5 Address). */
export { addCardFormSchema, addressFormSchema, editCardFormSchema, portalAddressFormSchema, type AddressRuleOptions };
