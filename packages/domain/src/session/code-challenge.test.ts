import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPTED_BYTE_LIMIT,
  CODE_CHALLENGE_ALPHABET,
  CODE_CHALLENGE_LENGTH,
  createCodeChallenge,
  type RandomBytes,
} from './code-challenge';

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** A stand-in source: the given bytes first (cycled to fill each buffer), then the platform's own. */
function bytesThenCrypto(first: readonly number[]): RandomBytes {
  let used = false;
  return (buffer) => {
    if (used || first.length === 0) return globalThis.crypto.getRandomValues(buffer);
    used = true;
    buffer.forEach((_, i) => {
      buffer[i] = first[i % first.length] ?? 0;
    });
    return buffer;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§7 Code challenge: 45 random alphanumeric characters', () => {
  it('§7 the alphabet is the 62 letters and digits, and a challenge is 45 of them', () => {
    expect(CODE_CHALLENGE_ALPHABET).toHaveLength(62);
    expect(new Set(CODE_CHALLENGE_ALPHABET).size).toBe(62);
    expect(CODE_CHALLENGE_ALPHABET).toMatch(ALPHANUMERIC);
    expect(CODE_CHALLENGE_LENGTH).toBe(45);
  });

  it('§7 every challenge has 45 alphanumeric characters, and no two are alike', () => {
    const challenges = Array.from({ length: 1000 }, () => createCodeChallenge());
    expect(challenges.every((c) => c.length === 45 && ALPHANUMERIC.test(c))).toBe(true);
    expect(new Set(challenges).size).toBe(challenges.length);
  });

  it('§7 comes from crypto.getRandomValues by default', () => {
    const random = vi.spyOn(globalThis.crypto, 'getRandomValues');
    createCodeChallenge();
    expect(random).toHaveBeenCalled();
  });

  it('no modulo bias: bytes 248 to 255 are rejected, so each byte value 0..247 maps to one letter four times over', () => {
    expect(ACCEPTED_BYTE_LIMIT).toBe(248);
    const everyAcceptedByteOnce = Array.from({ length: 256 }, (_, byte) => byte);
    const challenge = createCodeChallenge(bytesThenCrypto(everyAcceptedByteOnce), 248);
    const counts = new Map<string, number>();
    for (const ch of challenge) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    expect(new Set(counts.values())).toEqual(new Set([4]));
  });

  it('a rejected byte is skipped, not folded onto a letter', () => {
    expect(createCodeChallenge(bytesThenCrypto([255, 248, 0, 61, 62]), 3)).toBe('A9A');
  });

  it('asks for more bytes until it has enough, however many are rejected', () => {
    const random = vi.fn(bytesThenCrypto([255]));
    const challenge = createCodeChallenge(random);
    expect(challenge).toMatch(/^[A-Za-z0-9]{45}$/);
    expect(random.mock.calls.length).toBeGreaterThan(1);
  });

  it('§7 for any bytes from the source, the challenge is 45 alphabet characters taken in order from the accepted bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 120 }), (bytes) => {
        const challenge = createCodeChallenge(bytesThenCrypto([...bytes]));
        expect(challenge).toHaveLength(45);
        expect(challenge).toMatch(ALPHANUMERIC);
        // The first buffer holds 53 bytes (45 + 8) cycled from `bytes`; its accepted ones lead the challenge.
        const first = Array.from({ length: 53 }, (_, i) => bytes[i % bytes.length] ?? 0).filter(
          (b) => b < ACCEPTED_BYTE_LIMIT,
        );
        const expected = first
          .slice(0, 45)
          .map((b) => CODE_CHALLENGE_ALPHABET.charAt(b % 62))
          .join('');
        expect(challenge.startsWith(expected)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('§7 distribution (loose): over 2,000 challenges every character appears near 1/62 of the time (chi-square, 61 d.f.)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i += 1) for (const ch of createCodeChallenge()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const total = 2000 * 45;
    const expected = total / 62;
    const chiSquare = [...CODE_CHALLENGE_ALPHABET].reduce(
      (sum, ch) => sum + ((counts.get(ch) ?? 0) - expected) ** 2 / expected,
      0,
    );
    // 61 degrees of freedom: mean 61, and 150 is beyond p < 1e-9; a modulo-biased source scores far higher.
    expect(chiSquare).toBeLessThan(150);
  });
});
