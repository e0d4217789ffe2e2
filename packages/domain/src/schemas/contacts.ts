// §7 Cards (portal): "Phones and emails are under users/{userGuid}": the user's contacts (§3 Session
// userContacts, contactId, contactStatus). §7 shows no shapes: these are the gateway's contract.
import * as v from 'valibot';
import { addEmailFormSchema, addPhoneFormSchema, verifyCodeFormSchema } from './forms';

const text = v.pipe(v.string(), v.nonEmpty());

/** A phone on the user's profile; phoneGuid is §7's {phoneGuid}. */
export const PhoneSchema = v.object({
  phoneGuid: text,
  phoneNumber: v.string(),
  phoneNumberCountryIsoCode: v.optional(v.string()),
  primary: v.optional(v.boolean(), false),
  contactStatus: v.optional(v.string()),
});
export type Phone = v.InferOutput<typeof PhoneSchema>;

export const PhonesResponseSchema = v.object({ phones: v.array(PhoneSchema) });

/** An email address on the user's profile. */
export const EmailSchema = v.object({
  emailGuid: text,
  email: v.string(),
  primary: v.optional(v.boolean(), false),
  contactStatus: v.optional(v.string()),
});
export type Email = v.InferOutput<typeof EmailSchema>;

/** The contact a proof or a change answers: an email or a phone, as the contact was. */
export const ContactAnswerSchema = v.union([EmailSchema, PhoneSchema]);

export const EmailsResponseSchema = v.object({ emails: v.array(EmailSchema) });

/** §2 userSettings/addPhone's number (the form's own rule), with the country it belongs to. */
export const AddPhoneRequestSchema = v.object({ ...addPhoneFormSchema.entries, phoneNumberCountryIsoCode: v.string() });
export type AddPhoneRequest = v.InferInput<typeof AddPhoneRequestSchema>;

/** §2 userSettings/addEmail and createAccount/editEmail: the form's values. */
export const AddEmailRequestSchema = addEmailFormSchema;
export type AddEmailRequest = v.InferInput<typeof AddEmailRequestSchema>;

/**
 * §2 userSettings/email/verifyCode/{contactGuid} and …/phone/…: the code sent to a contact of the
 * signed-in user, and which contact it proves (docs/decisions/027: POST users/{userGuid}/otp/verification/contact).
 */
export const ContactVerificationRequestSchema = v.object({ contactId: text, ...verifyCodeFormSchema.entries });
export type ContactVerificationRequest = v.InferInput<typeof ContactVerificationRequestSchema>;

/** §2 userSettings: a verified contact made the primary one of its kind (PATCH users/{userGuid}/emails|phones/{guid}). */
export const ContactUpdateRequestSchema = v.object({ primary: v.literal(true) });
export type ContactUpdateRequest = v.InferInput<typeof ContactUpdateRequestSchema>;
