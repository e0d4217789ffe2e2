import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddWalletCardRequestSchema, UpdateWalletCardRequestSchema } from '../schemas/wallet';
import { EmbeddedCardSchema } from './card-embedded';
import { walletAddCardRequest, walletCardForForm, walletUpdateCardRequest } from './card-wallet-request';

const values = { expiry: { month: 7, year: 2031 }, cvv: '123', nickName: '  Travel ', default: false };

describe("§7 Cards (embedded checkout): the wallet form's payloads", () => {
  it('create: the number without spaces, the brand of its first digit, the billing address id; §4 the first card is the default', () => {
    const body = walletAddCardRequest({
      values,
      billingAddressId: 'A-1',
      nameOnCard: ' Sam Shopper ',
      accountNumber: '4111 1111 1111 1111',
      collectionSize: 0,
    });
    expect(body).toEqual({
      billingAddressId: 'A-1',
      paymentInstrument: {
        nameOnCard: 'Sam Shopper',
        expirationDate: { month: 7, year: 2031 },
        cvv: '123',
        nickName: 'Travel',
        default: true,
        accountNumber: '4111111111111111',
        paymentType: { cardBrand: 'VISA' },
      },
    });
    expect(v.safeParse(AddWalletCardRequestSchema, body).success).toBe(true);
  });

  it('create: a later card is the default only when asked; no address id, no billingAddressId', () => {
    const body = walletAddCardRequest({
      values,
      billingAddressId: null,
      nameOnCard: '',
      accountNumber: '378282246310005',
      collectionSize: 2,
    });
    expect('billingAddressId' in body).toBe(false);
    expect(body.paymentInstrument).toMatchObject({ default: false, paymentType: { cardBrand: 'AMEX' } });
  });

  it('update: no number or brand; a default card stays the default', () => {
    const body = walletUpdateCardRequest({ values, billingAddressId: 'A-2', nameOnCard: '', wasDefault: true });
    expect(body).toEqual({
      billingAddressId: 'A-2',
      paymentInstrument: {
        nameOnCard: '',
        expirationDate: { month: 7, year: 2031 },
        cvv: '123',
        nickName: 'Travel',
        default: true,
      },
    });
    expect(v.safeParse(UpdateWalletCardRequestSchema, body).success).toBe(true);
  });
});

describe('a wallet card as the shared card form reads a saved card', () => {
  const card = v.parse(EmbeddedCardSchema, {
    id: 'C-1',
    default: true,
    lastFourDigits: '0101',
    nickName: 'New Visa',
    expiry: '0731',
    paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' },
    billingAddress: {
      id: 'A-1',
      personName: 'Sam',
      line1: '350 5th Ave',
      city: 'New York',
      stateProvinceCode: 'NY',
      postalCode: '10118',
      countryCode: 'US',
      default: true,
    },
    cardArts: { cardArt: [{ baseImageFileName: 'acme-visa' }] },
  });

  it('id, last four, expiry (from MMYY), nickname, default, brand, art and the billing address in server names', () => {
    expect(walletCardForForm(card)).toEqual({
      panGuid: 'C-1',
      cardNickname: 'New Visa',
      accountNumberLastFourDigits: '0101',
      expirationMonth: 7,
      expirationYear: 2031,
      primary: true,
      billingAddress: {
        addressName: 'Sam',
        addressLine1: '350 5th Ave',
        city: 'New York',
        stateProvinceCode: 'NY',
        postalCode: '10118',
        countryCode: 'US',
      },
      cardArtFileName: 'acme-visa',
      financialAccountType: 'DEBIT_CARD',
      productBrandCode: 'VISA',
      cardFeatures: [],
    });
  });

  it('a card with no expiry cannot be edited in the form: null', () => {
    expect(walletCardForForm({ ...card, expiry: undefined, expirationDate: undefined })).toBeNull();
  });
});
