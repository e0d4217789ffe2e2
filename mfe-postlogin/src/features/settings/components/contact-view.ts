// §2 userSettings: one of the user's contacts as the settings list shows it, an email or a phone alike
// (§3 Session userContacts: its id, status and whether it is the primary one), and what may be done
// with it. The gateway enforces the same rules (docs/decisions/027); the screen only offers what would pass.
import type { Email, Phone } from '@portal/client/api';
import { formatUsPhone, isVerifiedContact } from '@portal/domain/identity';

export type ContactKind = 'email' | 'phone';

export interface ContactView {
  kind: ContactKind;
  /** §7's {emailGuid} or {phoneGuid}. */
  id: string;
  /** As shown: the address, or the phone in §5's display format `+1 (xxx)xxx-xxxx`. */
  address: string;
  verified: boolean;
  primary: boolean;
}

export type ContactAction = 'makePrimary' | 'remove';

interface ActionRule {
  readonly allowed: (contact: ContactView) => boolean;
  readonly why: string;
}

/** When each action is offered, in the order a row shows them. */
export const CONTACT_ACTION_RULES: Readonly<Record<ContactAction, ActionRule>> = {
  makePrimary: {
    allowed: (c) => c.verified && !c.primary,
    why: 'decision 027: a verified contact becomes the primary of its kind (an unverified one is refused); the primary already is',
  },
  remove: {
    allowed: (c) => !(c.kind === 'email' && c.primary),
    // The last verified contact stays too, but with the primary email kept (verified for every
    // full-access user) that case cannot arise here: the gateway's check guards it (decision 027).
    why: 'decision 027: the primary email stays (the account mail goes there; another is made primary first); any other contact may go',
  },
};

/** The actions a row offers for a contact. */
export function contactActions(contact: ContactView): ContactAction[] {
  return (Object.keys(CONTACT_ACTION_RULES) as ContactAction[]).filter((action) =>
    CONTACT_ACTION_RULES[action].allowed(contact),
  );
}

export function emailView(email: Email): ContactView {
  return {
    kind: 'email',
    id: email.emailGuid,
    address: email.email,
    verified: isVerifiedContact(email),
    primary: email.primary,
  };
}

export function phoneView(phone: Phone): ContactView {
  return {
    kind: 'phone',
    id: phone.phoneGuid,
    address: formatUsPhone(phone.phoneNumber),
    verified: isVerifiedContact(phone),
    primary: phone.primary,
  };
}
