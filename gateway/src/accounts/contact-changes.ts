// Adding, proving, preferring and removing a user's contacts (§7 users/{userGuid}/emails and /phones,
// §2 userSettings, docs/decisions/027), and 013's createAccount/editEmail: with the partial token, while
// the primary email is unverified, a new address replaces it, unless the two-factor challenge is still
// open (decision 022).
import type { GatewayContext } from '../context';
import { lockForTransaction } from '../db/database';
import { insufficientScope, invalidInput, notFound } from '../errors';
import { checkCode, sendCode, wrongCode, type OtvcAnswer } from '../sign-in/codes';
import { endCodesOfReplacedContact, type CodeTarget } from '../sign-in/codes-store';
import {
  deleteContact,
  findContact,
  insertEmail,
  insertPhone,
  listEmails,
  listPhones,
  markVerified,
  primaryEmail,
  replacePrimaryEmail,
  setPrimary,
  type Contact,
} from './contacts-store';
import { issuerById } from '../platform/issuers-store';
import { openProbes, SOLVE_CHALLENGE } from '../sign-in/sessions';
import type { TokenContext } from '../sign-in/tokens';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** POST users/{userGuid}/emails: the address added, or (partial token) the unverified primary replaced. */
export async function addEmailFor(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: TokenContext,
  email: string,
): Promise<Contact> {
  const now = ctx.now();
  if (auth.kind === 'partial') {
    // With the password alone, an address of the caller's in place of
    // the owner's would be verified by the code that then goes there, and receive the two-factor code.
    if ((await openProbes(ctx.db, auth.tokenId)).some((p) => p.type === SOLVE_CHALLENGE)) {
      throw insufficientScope('The primary email is not replaced while the two-factor challenge is open.');
    }
    const primary = await primaryEmail(ctx.db, auth.userId);
    if (!primary || primary.verified)
      throw insufficientScope('Only an unverified primary email is replaced before sign-in completes.');
    return ctx.db.transaction(async (tx) => {
      await endCodesOfReplacedContact(tx, primary.id, now);
      return replacePrimaryEmail(tx, primary, email);
    });
  }
  const emails = await listEmails(ctx.db, auth.userId);
  if (emails.some((e) => sameEmail(e.value, email))) throw invalidInput('email: the address is already on the profile');
  return insertEmail(ctx.db, auth.userId, email, { primary: emails.length === 0, verifiedAt: null, now });
}

/** POST users/{userGuid}/phones: a US number (§5), unverified until a code proves it. */
export async function addPhoneFor(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: TokenContext,
  digits: string,
): Promise<Contact> {
  const phones = await listPhones(ctx.db, auth.userId);
  if (phones.some((p) => p.value === digits)) throw invalidInput('phoneNumber: the number is already on the profile');
  return insertPhone(ctx.db, auth.userId, digits, { primary: phones.length === 0, verifiedAt: null, now: ctx.now() });
}

/** One of the user's contacts of this kind, or 404 (another user's answers the same as none). */
async function ownContact(
  ctx: Pick<GatewayContext, 'db'>,
  userId: string,
  kind: Contact['kind'],
  id: string,
): Promise<Contact> {
  const contact = await findContact(ctx.db, userId, id);
  if (!contact || contact.kind !== kind) throw notFound(`No ${kind} ${id} on this profile`);
  return contact;
}

/**
 * DELETE users/{userGuid}/emails/{emailGuid} or phones/{phoneGuid} (§2 userSettings): the primary email
 * stays (it is where the account's mail goes: another is made primary first), and so does the last
 * verified contact (the codes of sign-in and recovery need one). A primary phone removed passes its
 * place to the oldest verified phone left. Under the user's contacts lock: two removals at once cannot
 * each leave the other as the last.
 */
export async function removeContactFor(
  ctx: Pick<GatewayContext, 'db'>,
  auth: TokenContext,
  kind: Contact['kind'],
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, `contacts:${auth.userId}`);
    const all = [...(await listEmails(tx, auth.userId)), ...(await listPhones(tx, auth.userId))];
    const contact = all.find((c) => c.id === id && c.kind === kind);
    if (!contact) throw notFound(`No ${kind} ${id} on this profile`);
    if (kind === 'email' && contact.primary) throw invalidInput('emailGuid: the primary email cannot be removed');
    if (contact.verified && !all.some((c) => c.verified && c.id !== contact.id))
      throw invalidInput(`${kind}Guid: the last verified contact cannot be removed`);
    await deleteContact(tx, contact);
    const heir = contact.primary ? all.find((c) => c.kind === kind && c.id !== contact.id && c.verified) : undefined;
    if (heir) await setPrimary(tx, heir);
  });
}

const contactTarget = (auth: TokenContext): CodeTarget => ({ userId: auth.userId, purpose: 'contact' });

/** A contact of the user's still to prove, or 404 / 400 (already verified). */
async function unprovenContact(
  ctx: Pick<GatewayContext, 'db'>,
  auth: TokenContext,
  contactId: string,
): Promise<Contact> {
  const contact = await findContact(ctx.db, auth.userId, contactId);
  if (!contact) throw notFound('contactId: no contact of this user has this id');
  if (contact.verified) throw invalidInput('contactId: the contact is already verified');
  return contact;
}

/**
 * POST users/{userGuid}/otvc with the full token (§2 userSettings/…/verifyCode/{contactGuid}): a code to
 * a contact the user added and has not proved, with the sign-in code's rules and limits; a new one
 * stops the one before (one contact is proved at a time).
 */
export async function sendContactCode(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  auth: TokenContext,
  contactId: string,
): Promise<OtvcAnswer> {
  const contact = await unprovenContact(ctx, auth, contactId);
  const issuer = await issuerById(ctx.db, auth.issuerId);
  return sendCode(ctx, contactTarget(auth), contact, issuer.appName);
}

/**
 * POST users/{userGuid}/otp/verification/contact {contactId, code}: the code the contact was sent marks
 * it verified. A try is spent as at sign-in (5 at most, checkCode); the right code for another contact
 * is a wrong one here.
 */
export async function verifyContactFor(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: TokenContext,
  contactId: string,
  code: string,
): Promise<Contact> {
  const contact = await unprovenContact(ctx, auth, contactId);
  const proved = await checkCode(ctx, contactTarget(auth), code);
  if (proved.id !== contact.id) throw wrongCode();
  await markVerified(ctx.db, contact, ctx.now());
  return { ...contact, verified: true };
}

/** PATCH users/{userGuid}/emails|phones/{guid} {primary: true}: a verified contact becomes the primary of its kind. */
export async function makePrimaryFor(
  ctx: Pick<GatewayContext, 'db'>,
  auth: TokenContext,
  kind: Contact['kind'],
  id: string,
): Promise<Contact> {
  const contact = await ownContact(ctx, auth.userId, kind, id);
  if (!contact.verified) throw invalidInput(`${kind}Guid: only a verified contact can be the primary one`);
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, `contacts:${auth.userId}`);
    await setPrimary(tx, contact);
  });
  return { ...contact, primary: true };
}
