// Saved addresses (§3 Address, §4 Address flow, §5 Address, §7 Addresses, §8 Addresses), in
// two books: a cardholder's (the portal saves with POST /consumer-controller/v1/account/{id}/address, an
// update naming the address by intentId) and a wallet shopper's (POST to the address base URL,
// PUT and DELETE with /{id}). Each book has its rules of §5: the portal's lighter ones, the full ones in
// the wallet. US and CA addresses are verified unless validate is false: a verified one is saved as
// VERIFIED, one the verifier would spell otherwise is answered with the suggestion and not saved, one it
// cannot find is 422 (the address-not-found modal, whose Add saves it as CONSUMER_OVERRIDE with validate
// false). Only the owner's addresses are ever read or changed.
import { randomUUID } from 'node:crypto';
import {
  type AddressErrors,
  type AddressSaveBody,
  type AddressVerificationOverride,
  normaliseCountryCode,
  validateAddress,
  validatePortalAddress,
} from '@portal/domain/address';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import {
  type AddressFields,
  type AddressRow,
  type AddressTable,
  addressRows,
  clearDefault,
  FIELDS,
  insertAddressRow,
  ownedAddressRow,
  ownerHasAddress,
  promoteOldest,
  removeAddressRow,
  updateAddressRow,
} from './addresses-store';
import { GatewayError } from '../errors';
import type { AddressField, AddressToVerify } from './address-verifier';
import { isUuid } from '../platform/secrets';

type SentAddress = AddressSaveBody['address'];

/** §3 Address as the portal reads it (client names). */
export interface AddressAnswer {
  id: string;
  personName?: string;
  firstName?: string;
  lastName?: string;
  nickName?: string;
  line1: string;
  line2?: string;
  line3?: string;
  city?: string;
  stateProvinceCode?: string;
  postalCode?: string;
  countryCode: string;
  phone?: string;
  phoneNumberCountryIsoCode?: string;
  verificationStatus: AddressVerificationOverride;
  default: boolean;
}

function addressAnswer(row: AddressRow): AddressAnswer {
  const fields = Object.fromEntries(
    FIELDS.flatMap(([column, name]) => (row[column] === null || row[column] === '' ? [] : [[name, row[column]]])),
  );
  return {
    ...fields,
    id: row.id,
    line1: row.line1,
    countryCode: row.country_code,
    verificationStatus: row.verification_status,
    default: row.is_default,
  };
}

/** Whose addresses: a portal cardholder's (by user id) or a wallet shopper's (by shopper id). */
export interface AddressBook extends AddressTable {
  /** §5: the book's rules, a message key per broken field. */
  readonly validate: (address: unknown) => AddressErrors;
}

/** §5 "Portal add/edit address rules". */
export const PORTAL_ADDRESS_BOOK: AddressBook = {
  table: 'addresses',
  owner: 'user_id',
  validate: validatePortalAddress,
};
/** §5 Address, all of it: the wallet's form checks names, phone and the per-country formats. */
export const WALLET_ADDRESS_BOOK: AddressBook = {
  table: 'wallet_addresses',
  owner: 'shopper_id',
  validate: (address) => validateAddress(address),
};

/** §5: verification runs only for US and CA. */
const VERIFIED_COUNTRIES = ['US', 'CA'];

const addressNotFound = () => new GatewayError(404, '404', 'No such address.');

/** The owner's addresses, the default first, then oldest first. */
export async function listAddresses(db: Queryable, book: AddressBook, ownerId: string): Promise<AddressAnswer[]> {
  return (await addressRows(db, book, ownerId)).map(addressAnswer);
}

/** One of the owner's addresses, or null (also for an id that is not a UUID). */
export async function ownedAddress(
  db: Queryable,
  book: AddressBook,
  ownerId: string,
  addressId: string,
): Promise<AddressAnswer | null> {
  if (!isUuid(addressId)) return null;
  const row = await ownedAddressRow(db, book, ownerId, addressId);
  return row ? addressAnswer(row) : null;
}

/** Trimmed text, or undefined for nothing. */
const textOf = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The address as it will be kept: trimmed, the country upper-case (US by default, §3), state and postal code upper-case (§5). */
function tidy(address: SentAddress): SentAddress & { countryCode: string } {
  const countryCode = normaliseCountryCode(address.countryCode);
  return {
    ...Object.fromEntries(
      Object.entries(address).map(([key, value]) => [key, typeof value === 'string' ? textOf(value) : value]),
    ),
    countryCode,
    stateProvinceCode: textOf(address.stateProvinceCode)?.toUpperCase(),
    postalCode: textOf(address.postalCode)?.toUpperCase(),
  };
}

export type SaveOutcome =
  | { kind: 'saved'; address: AddressAnswer }
  | { kind: 'suggested'; entered: SentAddress; suggestion: SentAddress; changed: AddressField[] };

function toVerify(address: SentAddress & { countryCode: string }): AddressToVerify {
  return {
    line1: address.line1 ?? '',
    line2: address.line2,
    city: address.city ?? '',
    stateProvinceCode: address.stateProvinceCode ?? '',
    postalCode: address.postalCode ?? '',
    countryCode: address.countryCode,
  };
}

/**
 * §7 save. The book's §5 rules first (400 "invalid address", naming the field); then, for a US or CA
 * address sent with validate, the verifier: a suggestion is answered, not saved; not found is 422.
 * An address saved without verification keeps the override it was sent with (CONSUMER_OVERRIDE from
 * the not-found modal's Add), else NOT_VERIFIED (§4 address init).
 */
export async function saveAddress(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'addressVerifier'>,
  book: AddressBook,
  ownerId: string,
  body: AddressSaveBody,
): Promise<SaveOutcome> {
  const address = tidy(body.address);
  const issues = Object.entries(book.validate(address));
  if (issues.length > 0)
    throw new GatewayError(400, '400', `${issues[0]?.[0] ?? 'address'}: ${String(issues[0]?.[1] ?? 'invalid')}`);
  let status: AddressVerificationOverride =
    address.addressVerificationStatusOverride === 'CONSUMER_OVERRIDE' ? 'CONSUMER_OVERRIDE' : 'NOT_VERIFIED';
  let kept = address;
  if (body.validate && VERIFIED_COUNTRIES.includes(address.countryCode)) {
    const verdict = await ctx.addressVerifier.verify(toVerify(address));
    if (verdict.kind === 'notFound')
      throw new GatewayError(422, '422', 'The address could not be found by the verification service.');
    if (verdict.kind === 'suggested')
      return {
        kind: 'suggested',
        entered: address,
        suggestion: { ...address, ...verdict.address, addressVerificationStatusOverride: 'VERIFIED' },
        changed: verdict.changed,
      };
    if (verdict.kind === 'verified') {
      status = 'VERIFIED';
      kept = { ...address, ...verdict.address };
    }
  }
  const saved = await writeAddress(ctx, book, ownerId, body.intentId, kept, status);
  return { kind: 'saved', address: saved };
}

async function writeAddress(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  book: AddressBook,
  ownerId: string,
  intentId: string | undefined,
  address: SentAddress & { countryCode: string },
  status: AddressVerificationOverride,
): Promise<AddressAnswer> {
  const now = ctx.now();
  const fields = Object.fromEntries(
    FIELDS.map(([column, name]) => [
      column,
      name === 'countryCode' ? address.countryCode : (textOf(address[name]) ?? null),
    ]),
  ) as AddressFields;
  return ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, `${book.table}:${ownerId}`);
    const wantsDefault = address.default === true;
    let id: string;
    if (intentId !== undefined) {
      if (!isUuid(intentId) || !(await ownedAddressRow(tx, book, ownerId, intentId))) throw addressNotFound();
      id = intentId;
      if (wantsDefault) await clearDefault(tx, book, ownerId, id);
      await updateAddressRow(tx, book, ownerId, id, { fields, status, makeDefault: wantsDefault }, now);
    } else {
      id = randomUUID();
      // The first address is the default one (as a user's first card is primary, §4).
      const none = !(await ownerHasAddress(tx, book, ownerId));
      if (wantsDefault) await clearDefault(tx, book, ownerId, null);
      await insertAddressRow(tx, book, ownerId, id, { fields, status, makeDefault: wantsDefault || none }, now);
    }
    const row = await ownedAddressRow(tx, book, ownerId, id);
    if (!row) throw new Error('address not written');
    return addressAnswer(row);
  });
}

/** §7 delete by id: the owner's address, or 404. When it was the default, the oldest left becomes it. */
export async function deleteAddress(
  ctx: Pick<GatewayContext, 'db'>,
  book: AddressBook,
  ownerId: string,
  addressId: string,
): Promise<void> {
  if (!isUuid(addressId)) throw addressNotFound();
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, `${book.table}:${ownerId}`);
    const removed = await removeAddressRow(tx, book, ownerId, addressId);
    if (!removed) throw addressNotFound();
    if (removed.wasDefault) await promoteOldest(tx, book, ownerId);
  });
}
