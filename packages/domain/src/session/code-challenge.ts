// §7 Code challenge: 45 random alphanumeric characters from the platform's CSPRNG, without modulo bias.
// The password grant sends one; in single sign-on it is the PKCE code verifier the gateway keeps
// (RFC 7636: 43 to 128 unreserved characters), so it lives with the session rules both sides use.

/** §7: the length of a code challenge. */
export const CODE_CHALLENGE_LENGTH = 45;
/** §7 "alphanumeric": the 62 ASCII letters and digits. */
export const CODE_CHALLENGE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The largest multiple of the alphabet's size that fits in a byte (248 = 4 x 62). Bytes at or above it
 * are rejected: mapping 0..255 straight onto 62 letters would make the first 8 letters likelier.
 */
export const ACCEPTED_BYTE_LIMIT = 256 - (256 % CODE_CHALLENGE_ALPHABET.length);

/** Fills a buffer with random bytes: crypto.getRandomValues in the portal, a stand-in in tests. */
export type RandomBytes = (buffer: Uint8Array) => Uint8Array;

const cryptoRandom: RandomBytes = (buffer) => globalThis.crypto.getRandomValues(buffer);

/** A fresh code challenge (§7), by rejection sampling of random bytes. */
export function createCodeChallenge(
  random: RandomBytes = cryptoRandom,
  length: number = CODE_CHALLENGE_LENGTH,
): string {
  const size = CODE_CHALLENGE_ALPHABET.length;
  let out = '';
  while (out.length < length) {
    // Ask for a little more than is missing: about 3 % of bytes are rejected.
    for (const byte of random(new Uint8Array(length - out.length + 8))) {
      if (byte < ACCEPTED_BYTE_LIMIT && out.length < length) out += CODE_CHALLENGE_ALPHABET.charAt(byte % size);
    }
  }
  return out;
}
