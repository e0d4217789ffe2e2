import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { embeddedCardExpiry, EmbeddedCardResponseSchema, EmbeddedCardSchema } from './card-embedded';

const minimal = { id: 'card-1', lastFourDigits: '1111' };
const full = {
  id: 'card-1',
  selected: true,
  default: true,
  lastFourDigits: '1111',
  billingAddress: { line1: '1 Main St', countryCode: 'US' },
  billingAddressId: 'addr-1',
  verificationStatus: 'VERIFIED',
  expired: false,
  accepted: true,
  failed3ds: false,
  suspended: false,
  cardArts: { cardArt: [{ baseImageFileName: 'visa-gold', width: 164, height: 105 }] },
  avsResponseCode: 'Y',
  productCode: 'A',
  productBrandCode: 'VISA',
  issuerBid: '1000',
  nickName: 'Travel',
  nameOnCard: 'Ana Pérez',
  expiry: '0927',
  expirationDate: { month: 9, year: 2027 },
  paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' },
  countryOfIssuance: 'CA',
};

describe('§3 Card in the embedded checkout', () => {
  it('§3 reads every field the spec lists', () => {
    expect(v.parse(EmbeddedCardSchema, full)).toEqual(full);
  });

  it('§3 flags the server leaves out read as not selected, not default, not expired, accepted, no 3-D Secure failure', () => {
    expect(v.parse(EmbeddedCardSchema, minimal)).toEqual({
      ...minimal,
      selected: false,
      default: false,
      expired: false,
      accepted: true,
      failed3ds: false,
      suspended: false,
      nickName: '',
    });
  });

  it('§7 a save response may be wrapped in paymentInstrument', () => {
    expect(v.parse(EmbeddedCardResponseSchema, { paymentInstrument: full })).toEqual(full);
    expect(v.parse(EmbeddedCardResponseSchema, full)).toEqual(full);
  });

  it.each([
    ['no id', { lastFourDigits: '1111' }],
    ['an empty id', { id: '', lastFourDigits: '1111' }],
    ['three last digits', { id: 'c', lastFourDigits: '111' }],
    ['letters for last four', { id: 'c', lastFourDigits: 'abcd' }],
    ['a month 13', { ...minimal, expirationDate: { month: 13, year: 2027 } }],
    ['a text flag', { ...minimal, expired: 'no' }],
    ['art without a name', { ...minimal, cardArts: { cardArt: [{ baseImageFileName: '' }] } }],
  ])('%s is refused with the card data message', (_what, body) => {
    expect(v.safeParse(EmbeddedCardSchema, body).issues?.[0].message).toBe('card:data.invalidCard');
  });

  it('never throws on any body, and its only message is the card data one', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            { id: fc.string(), lastFourDigits: fc.string(), expiry: fc.string(), paymentType: fc.anything() },
            { requiredKeys: [] },
          ),
        ),
        (body) => {
          for (const issue of v.safeParse(EmbeddedCardResponseSchema, body).issues ?? [])
            expect(issue.message).toBe('card:data.invalidCard');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    [
      { expirationDate: { month: 9, year: 2027 }, expiry: '0128' },
      { month: 9, year: 2027 },
    ],
    [{ expiry: '0128' }, { month: 1, year: 2028 }],
    [{ expiry: '13' }, null],
    [{}, null],
  ])('§3 the expiry of %j is %j', (card, date) => {
    expect(embeddedCardExpiry(card)).toEqual(date);
  });
});
