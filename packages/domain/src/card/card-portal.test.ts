import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FINANCIAL_ACCOUNT_TYPES, PortalCardListSchema, PortalCardSchema } from './card-portal';

const server = {
  panGuid: 'pan-1',
  cardNickname: 'Travel',
  accountNumberLastFourDigits: '1234',
  expirationMonth: '09',
  expirationYear: '2027',
  primary: true,
  billingAddress: {
    addressLine1: '1 Main St',
    addressLine2: 'Apt 2',
    addressLine3: '',
    city: 'Austin',
    stateProvinceCode: 'TX',
    postalCode: '78701',
    countryCode: '840',
    addressName: 'Ana Pérez',
    phoneNumber: '5125550100',
  },
  nameOnCard: 'Ana Pérez',
  cardArtFileName: 'visa-gold',
  financialAccountType: 'DEBIT_CARD',
  productBrandCode: 'VISA',
  bankIdentifier: '411111',
  cardFeatures: ['BAL_INQ', { featureCD: 'TXN_HIST', activeIndicator: 'Y' }],
};

describe('§3 Card in the portal, from the server', () => {
  it('§3 reads every field; month and year become numbers; features become codes', () => {
    expect(v.parse(PortalCardSchema, server)).toEqual({
      ...server,
      expirationMonth: 9,
      expirationYear: 2027,
      cardFeatures: ['BAL_INQ', 'TXN_HIST'],
    });
  });

  it('fills what the server may leave out: no nickname, not primary, no features', () => {
    const { cardNickname: _n, primary: _p, cardFeatures: _f, billingAddress: _b, ...rest } = server;
    expect(v.parse(PortalCardSchema, rest)).toMatchObject({ cardNickname: '', primary: false, cardFeatures: [] });
  });

  it.each(FINANCIAL_ACCOUNT_TYPES)('§3 financialAccountType %s is read', (type) => {
    expect(v.parse(PortalCardSchema, { ...server, financialAccountType: type }).financialAccountType).toBe(type);
  });

  it.each([
    ['an unknown account type', { financialAccountType: 'CHARGE_CARD' }],
    ['a two-digit year', { expirationYear: 27 }],
    ['month 0', { expirationMonth: 0 }],
    ['five last digits', { accountNumberLastFourDigits: '12345' }],
    ['an empty panGuid', { panGuid: '' }],
    ['a feature without a code', { cardFeatures: [{ featureCD: '' }] }],
  ])('%s is refused with the card data message', (_what, change) => {
    expect(v.safeParse(PortalCardSchema, { ...server, ...change }).issues?.[0].message).toBe('card:data.invalidCard');
  });

  it('§7 the list answer holds paymentInstruments', () => {
    expect(v.parse(PortalCardListSchema, { paymentInstruments: [server] }).paymentInstruments).toHaveLength(1);
    expect(v.safeParse(PortalCardListSchema, {}).success).toBe(false);
  });

  it('never throws on any body, and its only message is the card data one', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            panGuid: fc.string(),
            accountNumberLastFourDigits: fc.stringMatching(/^\d{3,5}$/),
            expirationMonth: fc.oneof(fc.integer(), fc.string()),
            financialAccountType: fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES, 'X'),
          }),
        ),
        (body) => {
          for (const issue of v.safeParse(PortalCardListSchema, { paymentInstruments: [body] }).issues ?? [])
            expect(issue.message).toBe('card:data.invalidCard');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
