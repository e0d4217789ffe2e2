// The card vault: a card number is kept only sealed (AES-256-GCM, the id of the key that
// sealed it stored beside it, so keys can rotate), found again only by a keyed digest (a duplicate,
// PROFILE_3004), and shown only as its BIN and last four. The security code never comes here: it is
// checked and dropped by the route that receives it.
import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { openText, sealText } from '../platform/secrets';

/** One vault key: its id is stored beside every value it sealed. */
interface VaultKey {
  readonly id: string;
  readonly key: Buffer;
}

/**
 * The keys of the vault: `current` seals; `previous` (the keys of earlier master keys) still open what
 * they sealed until every row is sealed again with the current one. `digest` keys the duplicate index;
 * it belongs to the current master key too, so rotating it means computing the index again.
 */
export interface VaultKeyring {
  readonly current: VaultKey;
  readonly previous: readonly VaultKey[];
  readonly digest: Buffer;
}

function derived(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `portal-gateway card vault ${info}`, 32));
}

/** A vault key from a master key; its id names the key without revealing anything of it. */
function vaultKeyOf(master: Buffer): VaultKey {
  const key = derived(master, 'encryption');
  return { id: `k${createHash('sha256').update(derived(master, 'key id')).digest('hex').slice(0, 12)}`, key };
}

/** The keyring of the configured master key, with the keys of the masters it replaced. */
export function vaultKeyring(master: Buffer, previousMasters: readonly Buffer[] = []): VaultKeyring {
  return {
    current: vaultKeyOf(master),
    previous: previousMasters.map(vaultKeyOf),
    digest: derived(master, 'duplicate index'),
  };
}

/** What a row keeps of a card number: the sealed number and the id of the key that sealed it. */
export interface SealedCardNumber {
  readonly keyId: string;
  readonly sealed: string;
}

/** Digits only: the number as the rules of §5 read it (spaces and dashes a person typed removed). */
const digitsOf = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/**
 * Seals a card number for the row `rowId` (the payment instrument's panGuid): the row id is the
 * associated data, so a sealed number moved to another row does not open.
 */
export function sealCardNumber(ring: VaultKeyring, rowId: string, cardNumber: string): SealedCardNumber {
  return { keyId: ring.current.id, sealed: sealText(ring.current.key, rowId, digitsOf(cardNumber)) };
}

/** Opens a sealed card number; an unknown key, a changed byte or another row's id throws. */
export function openCardNumber(ring: VaultKeyring, rowId: string, value: SealedCardNumber): string {
  const key = [ring.current, ...ring.previous].find((k) => k.id === value.keyId);
  if (!key) throw new Error(`no vault key ${value.keyId}`);
  const number = openText(key.key, rowId, value.sealed);
  if (number === null) throw new Error('not a sealed card number');
  return number;
}

/** Whether a value was sealed with an earlier key (to seal it again with the current one). */
export const needsResealing = (ring: VaultKeyring, value: SealedCardNumber): boolean => value.keyId !== ring.current.id;

/**
 * The keyed digest that finds the same card number again, never the number itself. base64url, not hex:
 * hex is a run of digits often enough that a search of the database for card numbers (13 to 19 digits
 * passing Luhn, the at-rest check) would find one in about one digest in a hundred.
 */
export function cardNumberDigest(ring: VaultKeyring, cardNumber: string): string {
  return createHmac('sha256', ring.digest).update(digitsOf(cardNumber), 'utf8').digest('base64url');
}

/** BIN length kept in clear: the first six digits (PCI DSS's first six and last four). */
const BIN_DIGITS = 6;

/** What may be kept and shown in clear: the BIN (`bankIdentifier`, for card art) and the last four. */
export function clearPartsOf(cardNumber: string): { bankIdentifier: string; lastFourDigits: string } {
  const digits = digitsOf(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) throw new Error('not a card number');
  return { bankIdentifier: digits.slice(0, BIN_DIGITS), lastFourDigits: digits.slice(-4) };
}
