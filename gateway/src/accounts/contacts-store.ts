// A user's emails and phones (user_emails, user_phones), and the only SQL that reads or writes them
// (issue 37 item 3, the typed stores): listing, finding, adding, verifying, making primary, removing.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { isUuid } from '../platform/secrets';

export interface Contact {
  kind: 'email' | 'phone';
  id: string;
  /** The address, or the 10 digits of a US number. */
  value: string;
  primary: boolean;
  verified: boolean;
}

interface ContactRow {
  id: string;
  value: string;
  is_primary: boolean;
  verified_at: Date | null;
}

const toContact =
  (kind: Contact['kind']) =>
  (row: ContactRow): Contact => ({
    kind,
    id: row.id,
    value: row.value,
    primary: row.is_primary,
    verified: row.verified_at !== null,
  });

export async function listEmails(db: Queryable, userId: string): Promise<Contact[]> {
  const { rows } = await db.query<ContactRow>(
    'SELECT id, email AS value, is_primary, verified_at FROM user_emails WHERE user_id = $1 ORDER BY is_primary DESC, created_at, id',
    [userId],
  );
  return rows.map(toContact('email'));
}

export async function listPhones(db: Queryable, userId: string): Promise<Contact[]> {
  const { rows } = await db.query<ContactRow>(
    'SELECT id, phone_number AS value, is_primary, verified_at FROM user_phones WHERE user_id = $1 ORDER BY is_primary DESC, created_at, id',
    [userId],
  );
  return rows.map(toContact('phone'));
}

export async function primaryEmail(db: Queryable, userId: string): Promise<Contact | null> {
  return (await listEmails(db, userId)).find((c) => c.primary) ?? null;
}

/** One of the user's contacts by its emailGuid or phoneGuid. */
export async function findContact(db: Queryable, userId: string, contactId: string): Promise<Contact | null> {
  if (!isUuid(contactId)) return null;
  const all = [...(await listEmails(db, userId)), ...(await listPhones(db, userId))];
  return all.find((c) => c.id === contactId) ?? null;
}

export async function markVerified(db: Queryable, contact: Pick<Contact, 'kind' | 'id'>, now: Date): Promise<void> {
  const table = contact.kind === 'email' ? 'user_emails' : 'user_phones';
  await db.query(`UPDATE ${table} SET verified_at = COALESCE(verified_at, $2) WHERE id = $1`, [contact.id, now]);
}

export async function insertEmail(
  db: Queryable,
  userId: string,
  email: string,
  options: { primary: boolean; verifiedAt: Date | null; now: Date; id?: string },
): Promise<Contact> {
  const id = options.id ?? randomUUID();
  await db.query(
    'INSERT INTO user_emails (id, user_id, email, is_primary, verified_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, userId, email, options.primary, options.verifiedAt, options.now],
  );
  return { kind: 'email', id, value: email, primary: options.primary, verified: options.verifiedAt !== null };
}

export async function insertPhone(
  db: Queryable,
  userId: string,
  digits: string,
  options: { primary: boolean; verifiedAt: Date | null; now: Date; id?: string },
): Promise<Contact> {
  const id = options.id ?? randomUUID();
  await db.query(
    'INSERT INTO user_phones (id, user_id, phone_number, country_iso, is_primary, verified_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, userId, digits, 'US', options.primary, options.verifiedAt, options.now],
  );
  return { kind: 'phone', id, value: digits, primary: options.primary, verified: options.verifiedAt !== null };
}

/** 013 createAccount/editEmail: the unverified primary address is replaced (its codes: sign-in/codes.ts). */
export async function replacePrimaryEmail(db: Queryable, contact: Contact, email: string): Promise<Contact> {
  await db.query('UPDATE user_emails SET email = $2, verified_at = NULL WHERE id = $1', [contact.id, email]);
  return { ...contact, value: email, verified: false };
}

export async function deleteContact(db: Queryable, contact: Pick<Contact, 'kind' | 'id'>): Promise<void> {
  await db.query(`DELETE FROM ${contact.kind === 'email' ? 'user_emails' : 'user_phones'} WHERE id = $1`, [contact.id]);
}

/**
 * The contact becomes the primary one of its kind; the one before stops being it, first (one primary
 * email a user, an index checked row by row).
 */
export async function setPrimary(db: Queryable, contact: Pick<Contact, 'kind' | 'id'>): Promise<void> {
  const table = contact.kind === 'email' ? 'user_emails' : 'user_phones';
  await db.query(
    `UPDATE ${table} SET is_primary = false WHERE is_primary AND id <> $1 AND user_id = (SELECT user_id FROM ${table} WHERE id = $1)`,
    [contact.id],
  );
  await db.query(`UPDATE ${table} SET is_primary = true WHERE id = $1`, [contact.id]);
}
