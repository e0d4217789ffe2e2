import { describe, expect, it } from 'vitest';
import {
  BILLING_PHONE_PLACEHOLDER,
  cardBillingAddress,
  portalAddCardRequest,
  portalUpdateCardRequest,
} from './card-portal-request';

const values = { expiry: { month: 9, year: 2031 }, cvv: '123', nickName: '  Travel  ', default: false };
const billingAddress = cardBillingAddress(
  { line1: ' 350 5th Ave ', city: 'New York', stateProvinceCode: 'ny', postalCode: '10118', countryCode: 'us' },
  ' Rita Ready ',
);

describe('the portal card payloads (§7 Cards (portal))', () => {
  it('sends the billing address under the server names, normalised, with the name and the phone placeholder', () => {
    expect(billingAddress).toEqual({
      addressLine1: '350 5th Ave',
      city: 'New York',
      stateProvinceCode: 'NY',
      postalCode: '10118',
      countryCode: 'US',
      addressName: 'Rita Ready',
      phoneNumber: BILLING_PHONE_PLACEHOLDER,
    });
  });

  it('adds with VISA and CREDIT_CARD, the number without spaces, and the first card primary whatever the box says (§4, §9)', () => {
    const first = portalAddCardRequest({
      values,
      billingAddress,
      cardholderName: 'Rita Ready',
      accountNumber: '4111 1111 1111 1111',
      collectionSize: 0,
    });
    expect(first.paymentInstrument).toMatchObject({
      cardType: 'VISA',
      accountType: 'CREDIT_CARD',
      accountNumber: '4111111111111111',
      sequenceNumber: '1',
      accountNickname: 'Travel',
      expirationMonth: 9,
      expirationYear: 2031,
      nameOnAccount: 'Rita Ready',
    });
    const second = portalAddCardRequest({
      values,
      billingAddress,
      cardholderName: 'Rita Ready',
      accountNumber: '4111111111111111',
      collectionSize: 2,
    });
    expect(second.paymentInstrument.sequenceNumber).toBe('0');
    const preferred = portalAddCardRequest({
      values: { ...values, default: true },
      billingAddress,
      cardholderName: 'Rita Ready',
      accountNumber: '4111111111111111',
      collectionSize: 2,
    });
    expect(preferred.paymentInstrument.sequenceNumber).toBe('1');
  });

  it('keeps a primary card primary on edit, and makes one primary when the box is ticked', () => {
    expect(
      portalUpdateCardRequest({ values, billingAddress, cardholderName: 'R', wasPrimary: true }).paymentInstrument
        .sequenceNumber,
    ).toBe('1');
    expect(
      portalUpdateCardRequest({ values, billingAddress, cardholderName: 'R', wasPrimary: false }).paymentInstrument
        .sequenceNumber,
    ).toBe('0');
    expect(
      portalUpdateCardRequest({
        values: { ...values, default: true },
        billingAddress,
        cardholderName: 'R',
        wasPrimary: false,
      }).paymentInstrument.sequenceNumber,
    ).toBe('1');
  });
});
