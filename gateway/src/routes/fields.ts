// The field rules of the request bodies, composed from the shared domain's §5 schemas: the ones the
// portal's forms are built from (shared/src/forms/schemas.ts). The forms entry itself also exports
// React components with CSS modules, which Node cannot load, so the gateway composes the same rules.
import * as v from 'valibot';
import { EmailSchema, FirstNameSchema, LastNameSchema, OneTimeCodeSchema, UsernameSchema, UsPhoneSchema } from '@portal/shared/domain/identity';

/** §2 Login's rule for a name or password typed to prove who one is (it may predate the §5 rules): only required. */
const required = (key: `${string}:${string}`) => v.pipe(v.string(key), v.nonEmpty(key));

/** The verifyCode pages' code (SPEC-DECISIONS: 6 digits; spaces and hyphens dropped). */
export const CodeFieldSchema = v.object({ code: OneTimeCodeSchema });

/** forgotusername, addEmail, editEmail: one email (§5). */
export const EmailFieldSchema = v.object({ email: EmailSchema });

/** addPhone: a US number (§5), its 10 digits out. */
export const PhoneFieldSchema = v.object({ phone: UsPhoneSchema });

/** forgotpassword: the username to recover. */
export const RecoveryFieldsSchema = v.object({ userName: v.pipe(required('identity:username.required'), v.trim()) });

/** migration/establishAccount: the old app's username and the email on file. */
export const MigrationFieldsSchema = v.object({ userName: v.pipe(required('identity:username.required'), v.trim()), email: EmailSchema });

/** Change password: the current one is only required (the new one follows passwordSchema). */
export const CurrentPasswordSchema = v.object({ currentPassword: required('identity:password.required') });

/** The profile's names (§5). */
export const NamesSchema = v.object({ firstName: FirstNameSchema, lastName: LastNameSchema });

/** CreateAccount's fields but the password (checked with the username in hand) and the terms (by guid). */
export const EnrolmentFieldsSchema = v.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  userName: UsernameSchema,
  phone: v.optional(UsPhoneSchema),
});
