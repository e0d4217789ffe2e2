// The gateway's secrets: scrypt hashes with per-secret salts and their parameters, opaque tokens and
// their SHA-256, codes, derived keys and ids.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_HASHING } from '../test-kit';
import {
  CODE_SCRYPT,
  derivedUuid,
  deriveKeys,
  hashSecret,
  isUuid,
  keyedDigest,
  newAccessToken,
  newOneTimeCode,
  PASSWORD_SCRYPT,
  tokenHash,
  verifySecret,
} from './secrets';

const cheap = TEST_HASHING.password;

describe('scrypt hashes', () => {
  it('the production parameters are the documented ones (OWASP scrypt rows)', () => {
    expect(PASSWORD_SCRYPT).toEqual({ N: 32768, r: 8, p: 3 });
    expect(CODE_SCRYPT).toEqual({ N: 16384, r: 8, p: 1 });
  });

  it('stores scrypt$N$r$p$salt$hash, a new salt each time, and verifies only the secret', async () => {
    const a = await hashSecret('Harbour!Lights47', cheap);
    const b = await hashSecret('Harbour!Lights47', cheap);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Harbour');
    await expect(verifySecret('Harbour!Lights47', a)).resolves.toBe(true);
    await expect(verifySecret('Harbour!Lights48', a)).resolves.toBe(false);
  });

  it('verifies with the parameters stored in the hash (a hash of the production setting still verifies)', async () => {
    const hash = await hashSecret('123456', CODE_SCRYPT);
    await expect(verifySecret('123456', hash)).resolves.toBe(true);
  });

  it('the same text in another Unicode form is the same secret (NFC)', async () => {
    const hash = await hashSecret('Tom\u00e1s#Quay58', cheap);
    await expect(verifySecret('Toma\u0301s#Quay58', hash)).resolves.toBe(true);
  });

  it.each([null, '', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$x$8$1$c2FsdA==$aGFzaA==', 'scrypt$1024$8$1$$'])(
    'a missing or malformed hash (%s) matches nothing',
    async (stored) => {
      await expect(verifySecret('anything', stored)).resolves.toBe(false);
    },
  );
});

describe('tokens and codes', () => {
  it('a token is 32 random bytes, base64url; its stored form is the SHA-256 in hex', () => {
    const token = newAccessToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(newAccessToken()).not.toBe(token);
  });

  it('property: a code is always 6 digits', () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        expect(newOneTimeCode()).toMatch(/^\d{6}$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('derived keys and ids', () => {
  const master = Buffer.alloc(32, 1);

  it('derives three different 32-byte keys, the same for the same master key', () => {
    const keys = deriveKeys(master);
    expect(new Set([keys.outbox, keys.recipients, keys.decoys].map((k) => k.toString('hex'))).size).toBe(3);
    expect(keys.outbox).toHaveLength(32);
    expect(deriveKeys(master).decoys.equals(keys.decoys)).toBe(true);
    expect(deriveKeys(Buffer.alloc(32, 2)).decoys.equals(keys.decoys)).toBe(false);
  });

  it('property: a derived id is a version-8 UUID, stable for the same names, and a key changes it', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), (parts) => {
        const id = derivedUuid(parts);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(isUuid(id)).toBe(true);
        expect(derivedUuid(parts)).toBe(id);
        expect(derivedUuid(parts, master)).not.toBe(id);
      }),
      { numRuns: 1000 },
    );
  });

  it('a keyed digest depends on the key and the text', () => {
    expect(keyedDigest(master, 'a')).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedDigest(master, 'a')).not.toBe(keyedDigest(master, 'b'));
    expect(keyedDigest(master, 'a')).not.toBe(keyedDigest(Buffer.alloc(32, 2), 'a'));
  });

  it.each([
    ['x', false],
    ['30d13a4d-27ee-828c-b0e9-5fce3c4e0a06', true],
    ['30d13a4d27ee828cb0e95fce3c4e0a06', false],
  ])('isUuid(%s) is %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
