import { describe, expect, it } from 'vitest';
import { addCard, deleteCard, getCards, updateCard } from './cards';
import { type AddCardRequest } from '@portal/domain/schemas';
import { BASE, configureTestApi, describeCalls, stubTransport, type CallCase } from './test-kit';

const LIST = `${BASE}consumer-controller/v1/account/ACC%201/paymentInstrument`;
const BILLING = {
  addressLine1: '1 Main St',
  city: 'Austin',
  stateProvinceCode: 'TX',
  postalCode: '78701',
  countryCode: '840',
  addressName: 'Jo Doe',
  phoneNumber: '0000000000',
};
const CARD = {
  panGuid: 'PAN-1',
  cardNickname: 'Visa 1111',
  accountNumberLastFourDigits: '1111',
  expirationMonth: '07',
  expirationYear: '2031',
  primary: true,
  billingAddress: BILLING,
  financialAccountType: 'DEBIT_CARD',
  cardFeatures: ['BAL_INQ', 'TXN_HIST'],
};
/** The domain's reading of it (domain/card/card-portal.ts): month and year as numbers. */
const CARD_READ = { ...CARD, expirationMonth: 7, expirationYear: 2031 };
const ADD: AddCardRequest = {
  paymentInstrument: {
    cardType: 'VISA',
    accountType: 'CREDIT_CARD',
    accountNumber: '4111111111111111',
    expirationMonth: '07',
    expirationYear: '2031',
    cvv: '123',
    accountNickname: 'Visa 1111',
    nameOnAccount: 'Jo Doe',
    billingAddress: BILLING,
    sequenceNumber: '1',
  },
};

const CASES: CallCase[] = [
  {
    name: "§7 Cards (portal): getCards GETs the account's paymentInstrument list",
    run: () => getCards('ACC 1'),
    method: 'get',
    url: LIST,
    answer: {
      data: {
        paymentInstruments: [
          CARD,
          { ...CARD, panGuid: 'PAN-2', primary: undefined, cardNickname: undefined, cardFeatures: undefined },
        ],
      },
    },
    result: [CARD_READ, { ...CARD_READ, panGuid: 'PAN-2', primary: false, cardNickname: '', cardFeatures: [] }],
    invalid: { paymentInstruments: [{ ...CARD, financialAccountType: 'GIFT_CARD' }] },
  },
  {
    name: '§7 Cards (portal), §4 Card defaults: No Content is an empty list',
    run: () => getCards('ACC 1'),
    method: 'get',
    url: LIST,
    answer: { status: 204, data: '' },
    result: [],
  },
  {
    name: "§7 Cards (portal): addCard POSTs the paymentInstrument payload on the list's path",
    run: () => addCard('ACC 1', ADD),
    method: 'post',
    url: LIST,
    body: { json: ADD },
    answer: { status: 201, data: { panGuid: 'PAN-3' } },
    result: { panGuid: 'PAN-3' },
    invalid: { id: 'PAN-3' },
  },
  {
    name: '§7 Cards (portal): updateCard PATCHes {base}/{panGuid} with the common attributes',
    run: () => updateCard('ACC 1', 'PAN/1', { paymentInstrument: { accountNickname: 'Travel', sequenceNumber: '0' } }),
    method: 'patch',
    url: `${LIST}/PAN%2F1`,
    body: { json: { paymentInstrument: { accountNickname: 'Travel', sequenceNumber: '0' } } },
    answer: { status: 200, data: {} },
    result: undefined,
  },
  {
    name: '§7 Cards (portal): deleteCard DELETEs {base}/{panGuid}',
    run: () => deleteCard('ACC 1', 'PAN-1'),
    method: 'delete',
    url: `${LIST}/PAN-1`,
    answer: { status: 204 },
    result: undefined,
  },
];

describeCalls('§7 Cards (portal)', CASES);

describe('§4 Card defaults: the empty list', () => {
  it('§4 a 200 with an empty body is not an empty list: it is VMCP_001', async () => {
    const { instance } = configureTestApi();
    stubTransport(instance, { status: 200, data: '' });
    await expect(getCards('ACC')).rejects.toMatchObject({ name: 'ApiError', code: 'VMCP_001', status: 200 });
  });
});
