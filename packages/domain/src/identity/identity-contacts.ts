// A contact's status as the gateway gives it (§3 Session contactStatus; decision 013 names none but
// VERIFIED and UNVERIFIED): only a verified contact counts as one, so nothing is verified by default.

const VERIFIED_CONTACT_STATUS = 'VERIFIED';

/**
 * Whether a contact is verified: its status is VERIFIED, in any case. A two-factor code goes only to a
 * verified contact (decision 013), and the profile tells the two apart (§3 userContacts).
 */
export function isVerifiedContact(contact: { contactStatus?: string | undefined }): boolean {
  return contact.contactStatus?.toUpperCase() === VERIFIED_CONTACT_STATUS;
}
