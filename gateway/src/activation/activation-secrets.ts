// What card activation keeps instead of its secrets (docs/decisions/029): the security code as a keyed
// digest, each answer and the PIN as a salted scrypt hash of a keyed digest. The keys come from the card
// vault's key (its id stored beside what it keyed, so the master key can rotate as the vault's does): a
// copy of the database alone gives nothing to guess against, and with the key each guess still costs a
// slow hash.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { VaultKeyring } from '../cards/card-vault';
import { normaliseAnswer, type ActivationQuestionType } from './activation-policy';
import { hashSecret, verifySecret, type ScryptParams } from '../platform/secrets';

type VaultKey = VaultKeyring['current'];
type Purpose = 'security code' | 'answer' | 'pin';

/** The vault key of this id: the current one or one it replaced; an id no key has any more throws. */
function vaultKey(ring: VaultKeyring, keyId: string): VaultKey {
  const key = [ring.current, ...ring.previous].find((k) => k.id === keyId);
  if (!key) throw new Error(`no vault key ${keyId}`);
  return key;
}

/** A key for one purpose, derived from a vault key (HKDF-SHA-256): one purpose's digest says nothing of another's. */
const purposeKey = (key: VaultKey, purpose: Purpose): Buffer =>
  Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), `portal-gateway card activation ${purpose}`, 32));

/**
 * The keyed digest of a value for one card (base64url: a run of digits in hex could pass for a card
 * number in an at-rest search). The card's id is in it, so the same answer on two cards digests apart.
 */
function digest(
  ring: VaultKeyring,
  keyId: string,
  purpose: Purpose,
  cardId: string,
  ...parts: readonly string[]
): string {
  return createHmac('sha256', purposeKey(vaultKey(ring, keyId), purpose))
    .update([cardId, ...parts].join('\u0000'), 'utf8')
    .digest('base64url');
}

/** The security code as kept: a keyed digest (three or four digits need the key, never a hash alone). */
export const securityCodeDigest = (ring: VaultKeyring, keyId: string, cardId: string, securityCode: string): string =>
  digest(ring, keyId, 'security code', cardId, securityCode);

/** Whether a security code typed is the card's, in constant time. */
export function securityCodeMatches(
  ring: VaultKeyring,
  keyId: string,
  cardId: string,
  securityCode: string,
  stored: string,
): boolean {
  const typed = Buffer.from(securityCodeDigest(ring, keyId, cardId, securityCode));
  const kept = Buffer.from(stored);
  return typed.length === kept.length && timingSafeEqual(typed, kept);
}

/** An answer as kept: the scrypt hash (own salt) of the keyed digest of the normalised answer. */
export const hashAnswer = (
  ring: VaultKeyring,
  keyId: string,
  cardId: string,
  type: ActivationQuestionType,
  answer: string,
  params: ScryptParams,
): Promise<string> => hashSecret(digest(ring, keyId, 'answer', cardId, type, normaliseAnswer(type, answer)), params);

/** Whether an answer is the one kept; a missing hash matches nothing. */
export const answerMatches = (
  ring: VaultKeyring,
  keyId: string,
  cardId: string,
  type: ActivationQuestionType,
  answer: string,
  stored: string | null,
): Promise<boolean> => verifySecret(digest(ring, keyId, 'answer', cardId, type, normaliseAnswer(type, answer)), stored);

/** The PIN as kept: the scrypt hash (own salt) of its keyed digest; it is never compared here, only kept for the card. */
export const hashPin = (
  ring: VaultKeyring,
  keyId: string,
  cardId: string,
  pin: string,
  params: ScryptParams,
): Promise<string> => hashSecret(digest(ring, keyId, 'pin', cardId, pin), params);

/** Whether a PIN is the one kept (the tests' proof that the hash is the PIN's). */
export const pinMatches = (
  ring: VaultKeyring,
  keyId: string,
  cardId: string,
  pin: string,
  stored: string | null,
): Promise<boolean> => verifySecret(digest(ring, keyId, 'pin', cardId, pin), stored);
