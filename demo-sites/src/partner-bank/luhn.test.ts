// The Luhn check digit of the cards the bank provisions: known numbers, and properties of every
// number it can make.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit, visaNumber, visaNumberFor } from './luhn';

describe('luhnCheckDigit', () => {
  it.each([
    ['7992739871', '3'], // the textbook example (ISO/IEC 7812-1 annex B)
    ['411111111111111', '1'], // Visa's published test number
    ['555555555555444', '4'], // Mastercard's
    ['37828224631000', '5'], // American Express's
    ['0', '0'],
  ])('%s takes %s', (body, digit) => {
    expect(luhnCheckDigit(body)).toBe(digit);
  });

  it('refuses anything but digits', () => {
    for (const body of ['', '4111 1111', '4111-1111', '41x1', '٤١١١'])
      expect(() => luhnCheckDigit(body)).toThrow(TypeError);
  });
});

describe('isLuhnValid', () => {
  it('takes valid numbers and refuses the others', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false);
    expect(isLuhnValid('0')).toBe(false);
  });

  it('property: any number with its check digit appended is valid, and changing any one digit makes it invalid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const number = body + luhnCheckDigit(body);
        expect(isLuhnValid(number)).toBe(true);
        const i = at % number.length;
        const changed = number.slice(0, i) + String((Number(number[i]) + delta) % 10) + number.slice(i + 1);
        expect(isLuhnValid(changed)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the Visa numbers the bank makes', () => {
  it('visaNumber completes a 15-digit body starting with 4, and nothing else', () => {
    expect(visaNumber('411111111111111')).toBe('4111111111111111');
    for (const body of ['51111111111111', '4111111111111111', '41111111111111', '4111111111111a1'])
      expect(() => visaNumber(body)).toThrow(TypeError);
  });

  it('visaNumberFor is the same for the same seed and differs between seeds', () => {
    expect(visaNumberFor('journey.someone')).toBe(visaNumberFor('journey.someone'));
    expect(visaNumberFor('journey.someone')).not.toBe(visaNumberFor('journey.someone-else'));
  });

  it('property: every generated number has 16 digits, a Visa BIN (400000–499999) and passes Luhn', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const number = visaNumberFor(seed);
        expect(number).toMatch(/^4\d{15}$/);
        expect(isLuhnValid(number)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a thousand different seeds give a thousand different numbers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { minLength: 1000, maxLength: 1000 }),
        (seeds) => {
          expect(new Set(seeds.map(visaNumberFor)).size).toBe(seeds.length);
        },
      ),
      { numRuns: 5 },
    );
  });
});
