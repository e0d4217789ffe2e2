// Adding and removing a user's contacts (§7 users/{userGuid}/emails and /phones), and 013's
// createAccount/editEmail: with the partial token, while the primary email is unverified, a new
// address replaces it, unless the two-factor challenge is still open (decision 022).
import type { GatewayContext } from '../context';
import { insufficientScope, invalidInput, notFound } from '../errors';
import { deleteContact, insertEmail, insertPhone, listEmails, listPhones, primaryEmail, replacePrimaryEmail, type Contact } from './contacts';
import { openProbes, SOLVE_CHALLENGE } from './sessions';
import type { TokenContext } from './tokens';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** POST users/{userGuid}/emails: the address added, or (partial token) the unverified primary replaced. */
export async function addEmailFor(ctx: GatewayContext, auth: TokenContext, email: string): Promise<Contact> {
  const now = ctx.now();
  if (auth.kind === 'partial') {
    // Issue "Sign-in hardened", item 5: with the password alone, an address of the caller's in place of
    // the owner's would be verified by the code that then goes there, and receive the two-factor code.
    if ((await openProbes(ctx.db, auth.tokenId)).some((p) => p.type === SOLVE_CHALLENGE)) {
      throw insufficientScope('The primary email is not replaced while the two-factor challenge is open.');
    }
    const primary = await primaryEmail(ctx.db, auth.userId);
    if (!primary || primary.verified) throw insufficientScope('Only an unverified primary email is replaced before sign-in completes.');
    return ctx.db.transaction((tx) => replacePrimaryEmail(tx, primary, email, now));
  }
  const emails = await listEmails(ctx.db, auth.userId);
  if (emails.some((e) => sameEmail(e.value, email))) throw invalidInput('email: the address is already on the profile');
  return insertEmail(ctx.db, auth.userId, email, { primary: emails.length === 0, verifiedAt: null, now });
}

/** POST users/{userGuid}/phones: a US number (§5), unverified until a code proves it. */
export async function addPhoneFor(ctx: GatewayContext, auth: TokenContext, digits: string): Promise<Contact> {
  const phones = await listPhones(ctx.db, auth.userId);
  if (phones.some((p) => p.value === digits)) throw invalidInput('phoneNumber: the number is already on the profile');
  return insertPhone(ctx.db, auth.userId, digits, { primary: phones.length === 0, verifiedAt: null, now: ctx.now() });
}

/** DELETE users/{userGuid}/emails/{emailGuid} or phones/{phoneGuid}; the primary email stays. */
export async function removeContactFor(ctx: GatewayContext, auth: TokenContext, kind: Contact['kind'], id: string): Promise<void> {
  const all = kind === 'email' ? await listEmails(ctx.db, auth.userId) : await listPhones(ctx.db, auth.userId);
  const contact = all.find((c) => c.id === id);
  if (!contact) throw notFound(`No ${kind} ${id} on this profile`);
  if (kind === 'email' && contact.primary) throw invalidInput('emailGuid: the primary email cannot be removed');
  await deleteContact(ctx.db, contact);
}
