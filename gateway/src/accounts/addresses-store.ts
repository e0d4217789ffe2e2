// Saved addresses, a cardholder's (addresses) and a wallet shopper's (wallet_addresses), and the only SQL
// that reads or writes them (issue 37 item 3, the typed stores). Every read and change names the owner.
import type { AddressVerificationOverride } from '@portal/domain/address';
import type { Queryable } from '../db/database';

/** Which book: its table and the column naming its owner. */
export interface AddressTable {
  readonly table: 'addresses' | 'wallet_addresses';
  readonly owner: 'user_id' | 'shopper_id';
}

export interface AddressRow {
  id: string;
  person_name: string | null;
  first_name: string | null;
  last_name: string | null;
  nick_name: string | null;
  line1: string;
  line2: string | null;
  line3: string | null;
  city: string | null;
  state_province_code: string | null;
  postal_code: string | null;
  country_code: string;
  phone: string | null;
  phone_country_iso: string | null;
  verification_status: AddressVerificationOverride;
  is_default: boolean;
}

/** Columns and the §3 names they answer as. */
export const FIELDS = [
  ['person_name', 'personName'],
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['nick_name', 'nickName'],
  ['line1', 'line1'],
  ['line2', 'line2'],
  ['line3', 'line3'],
  ['city', 'city'],
  ['state_province_code', 'stateProvinceCode'],
  ['postal_code', 'postalCode'],
  ['country_code', 'countryCode'],
  ['phone', 'phone'],
  ['phone_country_iso', 'phoneNumberCountryIsoCode'],
] as const;

const COLUMNS = `id, ${FIELDS.map(([column]) => column).join(', ')}, verification_status, is_default`;

/** An address's fields as kept, by column (null for a field left empty). */
export type AddressFields = { [K in (typeof FIELDS)[number][0]]: string | null };

/** What a write keeps beside the fields: the verification status, and whether it becomes the default. */
interface AddressWrite {
  readonly fields: AddressFields;
  readonly status: AddressVerificationOverride;
  readonly makeDefault: boolean;
}

/** The owner's addresses, the default first, then oldest first. */
export async function addressRows(db: Queryable, book: AddressTable, ownerId: string): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM ${book.table} WHERE ${book.owner} = $1 ORDER BY is_default DESC, created_at, id`,
    [ownerId],
  );
  return rows;
}

/** One of the owner's addresses, or null. */
export async function ownedAddressRow(
  db: Queryable,
  book: AddressTable,
  ownerId: string,
  addressId: string,
): Promise<AddressRow | null> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM ${book.table} WHERE id = $1 AND ${book.owner} = $2`,
    [addressId, ownerId],
  );
  return rows[0] ?? null;
}

/** No address of the owner is the default any more, but `keep` when named. */
export async function clearDefault(
  db: Queryable,
  book: AddressTable,
  ownerId: string,
  keep: string | null,
): Promise<void> {
  if (keep === null)
    await db.query(`UPDATE ${book.table} SET is_default = false WHERE ${book.owner} = $1 AND is_default`, [ownerId]);
  else
    await db.query(`UPDATE ${book.table} SET is_default = false WHERE ${book.owner} = $1 AND is_default AND id <> $2`, [
      ownerId,
      keep,
    ]);
}

/** Whether the owner has an address at all. */
export async function ownerHasAddress(db: Queryable, book: AddressTable, ownerId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${book.table} WHERE ${book.owner} = $1 LIMIT 1`, [ownerId]);
  return rows.length > 0;
}

const values = (fields: AddressFields) => FIELDS.map(([column]) => fields[column]);

/** Changes one of the owner's addresses; it stays the default if it was one. */
export async function updateAddressRow(
  db: Queryable,
  book: AddressTable,
  ownerId: string,
  id: string,
  write: AddressWrite,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE ${book.table} SET ${FIELDS.map(([column], i) => `${column} = $${i + 3}`).join(', ')}, verification_status = $${FIELDS.length + 3},
       is_default = is_default OR $${FIELDS.length + 4}, updated_at = $${FIELDS.length + 5} WHERE id = $1 AND ${book.owner} = $2`,
    [id, ownerId, ...values(write.fields), write.status, write.makeDefault, now],
  );
}

/** Keeps a new address of the owner. */
export async function insertAddressRow(
  db: Queryable,
  book: AddressTable,
  ownerId: string,
  id: string,
  write: AddressWrite,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO ${book.table} (id, ${book.owner}, ${FIELDS.map(([column]) => column).join(', ')}, verification_status, is_default, created_at, updated_at)
     VALUES ($1, $2, ${FIELDS.map((_, i) => `$${i + 3}`).join(', ')}, $${FIELDS.length + 3}, $${FIELDS.length + 4}, $${FIELDS.length + 5}, $${FIELDS.length + 5})`,
    [id, ownerId, ...values(write.fields), write.status, write.makeDefault, now],
  );
}

/** Removes one of the owner's addresses: whether it was the default, or null when there was none. */
export async function removeAddressRow(
  db: Queryable,
  book: AddressTable,
  ownerId: string,
  addressId: string,
): Promise<{ wasDefault: boolean } | null> {
  const { rows } = await db.query<{ is_default: boolean }>(
    `DELETE FROM ${book.table} WHERE id = $1 AND ${book.owner} = $2 RETURNING is_default`,
    [addressId, ownerId],
  );
  const removed = rows[0];
  return removed ? { wasDefault: removed.is_default } : null;
}

/** The owner's oldest address becomes the default. */
export async function promoteOldest(db: Queryable, book: AddressTable, ownerId: string): Promise<void> {
  await db.query(
    `UPDATE ${book.table} SET is_default = true WHERE id = (SELECT id FROM ${book.table} WHERE ${book.owner} = $1 ORDER BY created_at, id LIMIT 1)`,
    [ownerId],
  );
}
