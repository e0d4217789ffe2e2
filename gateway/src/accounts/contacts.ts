// A user's emails and phones as §7 answers them ("phones and emails are under users/{userGuid}"): masked
// for a partial token (013: nobody sees a full contact before sign-in completes); their rows are
// contacts-store.ts's.
import type * as v from 'valibot';
import type { EmailSchema, PhoneSchema } from '@portal/domain/schemas';
import { formatUsPhone } from '@portal/domain/identity';
import type { Contact } from './contacts-store';

/** The character 013's examples mask with. */
const DOT = '\u2022';

/** 013: `r•••@acmebank.example`: the first character of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? `${DOT.repeat(3)}` : `${email.slice(0, 1)}${DOT.repeat(3)}${email.slice(at)}`;
}

/** 013: `(•••) •••-0142`: the last four digits only. */
function maskPhone(digits: string): string {
  return `(${DOT.repeat(3)}) ${DOT.repeat(3)}-${digits.slice(-4)}`;
}

export const maskContact = (contact: Contact): string =>
  contact.kind === 'email' ? maskEmail(contact.value) : maskPhone(contact.value);

/** Where a message to the contact goes: the address, or the number in the §5 display format. */
export const contactAddress = (contact: Contact): string =>
  contact.kind === 'email' ? contact.value : formatUsPhone(contact.value);

const STATUS = (verified: boolean) => (verified ? 'VERIFIED' : 'UNVERIFIED');

export function emailAnswer(contact: Contact, masked: boolean): v.InferInput<typeof EmailSchema> {
  return {
    emailGuid: contact.id,
    email: masked ? maskEmail(contact.value) : contact.value,
    primary: contact.primary,
    contactStatus: STATUS(contact.verified),
  };
}

export function phoneAnswer(contact: Contact, masked: boolean): v.InferInput<typeof PhoneSchema> {
  return {
    phoneGuid: contact.id,
    phoneNumber: masked ? maskPhone(contact.value) : contact.value,
    phoneNumberCountryIsoCode: 'US',
    primary: contact.primary,
    contactStatus: STATUS(contact.verified),
  };
}
