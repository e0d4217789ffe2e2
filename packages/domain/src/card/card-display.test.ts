import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BILLING_COUNTRY_CODES,
  cardEndingInLabel,
  cardTypeLabel,
  displayCountryCode,
  displayExpiry,
  maskedCardNumber,
  portalCardImage,
  portalCardTitle,
  portalCardView,
} from './card-display';
import { PortalCardSchema } from './card-portal';

const card = v.parse(PortalCardSchema, {
  panGuid: 'pan-1',
  cardNickname: 'Travel',
  accountNumberLastFourDigits: '1234',
  expirationMonth: '9',
  expirationYear: 2027,
  primary: true,
  billingAddress: { addressLine1: '1 Main St', countryCode: '840' },
  cardArtFileName: 'visa-gold',
  financialAccountType: 'CREDIT_CARD',
  productBrandCode: 'VISA',
});

describe('§3 Card in the portal, derived display', () => {
  it('§3 the card number is four dots plus the last four, and reads as "ending in"', () => {
    expect(maskedCardNumber('1234')).toBe('•••• 1234');
    expect(cardEndingInLabel('1234')).toEqual({ key: 'card:display.endingIn', values: { lastFour: '1234' } });
  });

  it.each([
    [9, 2027, '09/27'],
    [12, 2030, '12/30'],
    [1, 2100, '01/00'],
  ])('§3 month %d of %d is shown %s (short year)', (month, year, shown) => {
    expect(displayExpiry(month, year)).toBe(shown);
  });

  it('§3 the shown expiry is always MM/YY for any month and four-digit year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1000, max: 9999 }), (month, year) => {
        expect(displayExpiry(month, year)).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
        expect(displayExpiry(month, year).slice(-2)).toBe(String(year).slice(-2));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [true, 'card:display.primary'],
    [false, null],
  ])('§3 cardType for primary %s is %s', (primary, label) => {
    expect(cardTypeLabel(primary)).toBe(label);
  });

  it.each(Object.entries(BILLING_COUNTRY_CODES))('§3, §9 billing country code %s is shown as %s', (code, shown) => {
    expect(displayCountryCode(code)).toBe(shown);
  });

  it.each([
    [' 840 ', 'US'],
    ['us', 'US'],
    ['CA', 'CA'],
  ])('billing country %j is shown %j', (code, shown) => {
    expect(displayCountryCode(code)).toBe(shown);
  });

  it.each([
    [{ cardNickname: 'Travel', productBrandCode: 'VISA', accountNumberLastFourDigits: '1234' }, { text: 'Travel' }],
    [
      { cardNickname: ' ', productBrandCode: 'VISA', accountNumberLastFourDigits: '1234' },
      { key: 'card:defaultNickname.portal', values: { brand: 'Visa', lastFour: '1234' } },
    ],
    [
      { cardNickname: '', productBrandCode: undefined, accountNumberLastFourDigits: '9876' },
      { key: 'card:defaultNickname.portalUnknownBrand', values: { lastFour: '9876' } },
    ],
  ])('§3 the title of %j is %j', (input, title) => {
    expect(portalCardTitle(input)).toEqual(title);
  });

  it.each<[string | undefined, number, string | null]>([
    ['visa-gold', 1, 'visa-gold_web_1x.png'],
    ['visa-gold', 2, 'visa-gold_web_2x.png'],
    [' visa-gold_web_1x.png ', 2, 'visa-gold_web_2x.png'],
    ['', 2, null],
    [undefined, 1, null],
  ])('§3 the image of art %j at pixel ratio %d is %j', (name, ratio, image) => {
    expect(portalCardImage(name, ratio)).toBe(image);
  });

  it('§3 a card tile shows every derived field', () => {
    expect(portalCardView(card, 2)).toEqual({
      title: { text: 'Travel' },
      image: 'visa-gold_web_2x.png',
      cardNumber: '•••• 1234',
      cardNumberLabel: { key: 'card:display.endingIn', values: { lastFour: '1234' } },
      expiry: '09/27',
      cardType: 'card:display.primary',
      billingCountry: 'US',
    });
    expect(portalCardView({ ...card, primary: false, billingAddress: undefined }, 1)).toMatchObject({
      cardType: null,
      billingCountry: null,
    });
    expect(portalCardView({ ...card, billingAddress: { countryCode: ' ' } }, 1).billingCountry).toBeNull();
  });
});
