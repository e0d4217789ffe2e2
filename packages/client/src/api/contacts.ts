// §7 Cards (portal): "Phones and emails are under users/{userGuid}": the user's contacts (§3 Session
// userContacts, contactId, contactStatus). §7 shows no shapes: these are the gateway's contract.
import {
  ContactAnswerSchema,
  PhoneSchema,
  type Phone,
  PhonesResponseSchema,
  EmailSchema,
  type Email,
  EmailsResponseSchema,
  type AddPhoneRequest,
  type AddEmailRequest,
  type ContactVerificationRequest,
} from '@portal/domain/schemas';
import { call, callVoid, path } from './http';

/** §7: GET users/{userGuid}/phones. */
export async function getPhones(userGuid: string): Promise<Phone[]> {
  return (await call(PhonesResponseSchema, { method: 'get', url: path`users/${userGuid}/phones` })).phones;
}

/** §7: POST users/{userGuid}/phones; answers the phone added (unverified until its code is entered). */
export async function addPhone(userGuid: string, body: AddPhoneRequest): Promise<Phone> {
  return call(PhoneSchema, { method: 'post', url: path`users/${userGuid}/phones`, data: body });
}

/** §7: DELETE users/{userGuid}/phones/{phoneGuid}. */
export async function deletePhone(userGuid: string, phoneGuid: string): Promise<void> {
  return callVoid({ method: 'delete', url: path`users/${userGuid}/phones/${phoneGuid}` });
}

/** §7: GET users/{userGuid}/emails. */
export async function getEmails(userGuid: string): Promise<Email[]> {
  return (await call(EmailsResponseSchema, { method: 'get', url: path`users/${userGuid}/emails` })).emails;
}

/** §7: POST users/{userGuid}/emails; answers the address added. */
export async function addEmail(userGuid: string, body: AddEmailRequest): Promise<Email> {
  return call(EmailSchema, { method: 'post', url: path`users/${userGuid}/emails`, data: body });
}

/** §7: DELETE users/{userGuid}/emails/{emailGuid}. */
export async function deleteEmail(userGuid: string, emailGuid: string): Promise<void> {
  return callVoid({ method: 'delete', url: path`users/${userGuid}/emails/${emailGuid}` });
}

/**
 * §2 userSettings/…/verifyCode/{contactGuid} (docs/decisions/027): POST users/{userGuid}/otp/verification/contact
 * checks the code sent to the contact (sendVerificationCode with the full token) and answers it verified.
 */
export async function verifyContact(userGuid: string, body: ContactVerificationRequest): Promise<Email | Phone> {
  return call(ContactAnswerSchema, {
    method: 'post',
    url: path`users/${userGuid}/otp/verification/contact`,
    data: body,
  });
}

/** §2 userSettings (decision 027): PATCH users/{userGuid}/emails/{emailGuid} {primary: true}. */
export async function makeEmailPrimary(userGuid: string, emailGuid: string): Promise<Email> {
  return call(EmailSchema, {
    method: 'patch',
    url: path`users/${userGuid}/emails/${emailGuid}`,
    data: { primary: true },
  });
}

/** §2 userSettings (decision 027): PATCH users/{userGuid}/phones/{phoneGuid} {primary: true}. */
export async function makePhonePrimary(userGuid: string, phoneGuid: string): Promise<Phone> {
  return call(PhoneSchema, {
    method: 'patch',
    url: path`users/${userGuid}/phones/${phoneGuid}`,
    data: { primary: true },
  });
}
