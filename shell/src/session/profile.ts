// §4 "Full access … loads the profile": the user and their contacts, held for the page's life
// (§3 Session "Also held": fullName, userPrimaryEmail, lastLoginTimeStamp, userContacts, unverifiedPrimary).
import { getEmails, getPhones, getUser, type Email, type Phone, type User } from '@portal/client/api';
import { isVerifiedContact } from '@portal/domain/identity';
import type { HeldSession } from '@portal/client/state';

export type HeldProfile = Pick<
  HeldSession,
  'fullName' | 'userPrimaryEmail' | 'lastLoginTimeStamp' | 'userContacts' | 'unverifiedPrimary'
>;

/** The held profile from the gateway's answers. Contacts are shown as the gateway shows them to this token. */
export function profileOf(user: User, emails: readonly Email[], phones: readonly Phone[]): HeldProfile {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    fullName: fullName === '' ? null : fullName,
    userPrimaryEmail: user.primaryEmail ?? emails.find((e) => e.primary)?.email ?? null,
    lastLoginTimeStamp: user.lastLoginTimeStamp ?? null,
    unverifiedPrimary: user.unverifiedPrimary,
    userContacts: [
      ...emails.map((e) => ({
        contactId: e.emailGuid,
        type: 'email' as const,
        masked: e.email,
        verified: isVerifiedContact(e),
        primary: e.primary,
      })),
      ...phones.map((p) => ({
        contactId: p.phoneGuid,
        type: 'phone' as const,
        masked: p.phoneNumber,
        verified: isVerifiedContact(p),
        primary: p.primary,
      })),
    ],
  };
}

/** §7 GET apps/{extAppId}/users/{userGuid}, users/{userGuid}/emails and /phones, at once. */
export async function loadProfile(extAppId: string, userGuid: string): Promise<HeldProfile> {
  const [user, emails, phones] = await Promise.all([
    getUser(extAppId, userGuid),
    getEmails(userGuid),
    getPhones(userGuid),
  ]);
  return profileOf(user, emails, phones);
}
