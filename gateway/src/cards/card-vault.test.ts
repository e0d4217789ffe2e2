import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardNumberDigest,
  clearPartsOf,
  needsResealing,
  openCardNumber,
  sealCardNumber,
  vaultKeyring,
} from './card-vault';

const master = randomBytes(32);
const ring = vaultKeyring(master);
const VISA = '4111111111111111';

/** Card numbers of 13 to 19 digits. */
const cardNumbers = fc.stringMatching(/^\d{13,19}$/);

describe('the card vault', () => {
  it('opens what it sealed, for the same row', () => {
    const sealed = sealCardNumber(ring, 'row-1', VISA);
    expect(sealed.keyId).toBe(ring.current.id);
    expect(openCardNumber(ring, 'row-1', sealed)).toBe(VISA);
  });

  it('keeps the digits a person typed with spaces or dashes, and nothing else', () => {
    expect(openCardNumber(ring, 'row-1', sealCardNumber(ring, 'row-1', '4111 1111-1111 1111'))).toBe(VISA);
  });

  it('never shows the number, and seals the same number differently each time', () => {
    fc.assert(
      fc.property(cardNumbers, (number) => {
        const a = sealCardNumber(ring, 'row', number);
        const b = sealCardNumber(ring, 'row', number);
        expect(a.sealed).not.toContain(number);
        expect(a.sealed).not.toBe(b.sealed);
        expect(openCardNumber(ring, 'row', a)).toBe(number);
      }),
    );
  });

  it('refuses a sealed number moved to another row, changed, or sealed with a key it does not hold', () => {
    const sealed = sealCardNumber(ring, 'row-1', VISA);
    expect(() => openCardNumber(ring, 'row-2', sealed)).toThrow();
    const [format, iv, body, tag] = sealed.sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      openCardNumber(ring, 'row-1', { ...sealed, sealed: [format, iv, flipped.toString('base64'), tag].join('.') }),
    ).toThrow();
    expect(() => openCardNumber(vaultKeyring(randomBytes(32)), 'row-1', sealed)).toThrow(/no vault key/);
    expect(() => openCardNumber(ring, 'row-1', { keyId: ring.current.id, sealed: 'v0.a.b.c' })).toThrow(
      /not a sealed card number/,
    );
  });

  it('rotates: a number sealed with the previous master key still opens, and asks to be sealed again', () => {
    const next = randomBytes(32);
    const rotated = vaultKeyring(next, [master]);
    const old = sealCardNumber(ring, 'row-1', VISA);
    expect(rotated.current.id).not.toBe(ring.current.id);
    expect(openCardNumber(rotated, 'row-1', old)).toBe(VISA);
    expect(needsResealing(rotated, old)).toBe(true);
    const resealed = sealCardNumber(rotated, 'row-1', openCardNumber(rotated, 'row-1', old));
    expect(needsResealing(rotated, resealed)).toBe(false);
    expect(vaultKeyring(master).current.id).toBe(ring.current.id);
  });

  it('finds a duplicate by a keyed digest: the same number (however typed) gives the same digest, another key another', () => {
    expect(cardNumberDigest(ring, VISA)).toBe(cardNumberDigest(ring, '4111 1111 1111 1111'));
    expect(cardNumberDigest(ring, VISA)).not.toBe(cardNumberDigest(ring, '4111111111111112'));
    expect(cardNumberDigest(vaultKeyring(randomBytes(32)), VISA)).not.toBe(cardNumberDigest(ring, VISA));
    fc.assert(
      fc.property(cardNumbers, (number) => {
        expect(cardNumberDigest(ring, number)).not.toContain(number);
      }),
    );
  });

  it('keeps in clear only the first six and the last four digits', () => {
    expect(clearPartsOf('4111 1111 1111 1234')).toEqual({ bankIdentifier: '411111', lastFourDigits: '1234' });
    fc.assert(
      fc.property(cardNumbers, (number) => {
        const { bankIdentifier, lastFourDigits } = clearPartsOf(number);
        expect(bankIdentifier + lastFourDigits).toHaveLength(10);
        expect(number.startsWith(bankIdentifier) && number.endsWith(lastFourDigits)).toBe(true);
      }),
    );
    expect(() => clearPartsOf('4111')).toThrow();
    expect(() => clearPartsOf('4111 1111 1111 111x')).toThrow();
  });
});
