import { describe, expect, it } from 'vitest';
import { BASE, configureTestApi, describeCalls, stubTransport, type CallCase } from './test-kit';
import {
  addWalletCard,
  deleteWalletCard,
  getCardArt,
  getWalletCards,
  getWalletSession,
  updateWalletCard,
} from './wallet';
import { type AddWalletCardRequest, type UpdateWalletCardRequest } from '@portal/domain/schemas';

const PAYMENTS = 'https://payments.example/v2/paymentInstruments';
const SAME_ORIGIN = `${BASE}wallet/paymentInstruments`;
const ADDRESS = { line1: '1 Main St', city: 'Austin', stateProvinceCode: 'TX', postalCode: '78701', countryCode: 'US' };
const UPDATE: UpdateWalletCardRequest = {
  billingAddressId: 'A-1',
  paymentInstrument: {
    nameOnCard: 'Jo Doe',
    expirationDate: { month: 7, year: 2031 },
    cvv: '123',
    nickName: 'Travel',
    default: true,
  },
};
const CREATE: AddWalletCardRequest = {
  paymentInstrument: {
    ...UPDATE.paymentInstrument,
    accountNumber: '4111111111111111',
    paymentType: { cardBrand: 'VISA' },
  },
  newBillingAddress: ADDRESS,
};
const CARD = {
  id: 'C-1',
  lastFourDigits: '1111',
  default: true,
  nickName: 'Travel',
  expirationDate: { month: '07', year: '2031' },
  paymentType: { cardBrand: 'VISA', cardType: 'CREDIT' },
  cardArts: { cardArt: [{ baseImageFileName: 'classic_web_2x.png', width: 328, height: 210 }] },
};
/** The domain's reading of it (domain/card/card-embedded.ts). */
const CARD_READ = {
  ...CARD,
  expirationDate: { month: 7, year: 2031 },
  selected: false,
  expired: false,
  accepted: true,
  failed3ds: false,
  suspended: false,
};

const CASES: CallCase[] = [
  {
    name: '§7 Cards (embedded): addWalletCard POSTs to the payment base URL with ?apiKey=',
    run: () => addWalletCard({ url: PAYMENTS, apiKey: 'K/1' }, CREATE),
    method: 'post',
    url: `${PAYMENTS}?apiKey=K%2F1`,
    body: { json: CREATE },
    bearer: false,
    answer: { status: 201, data: CARD },
    // §4: a 201 also signals the card created.
    result: { card: CARD_READ, created: true },
    invalid: { paymentInstrument: { lastFourDigits: '1111' } },
  },
  {
    name: '§7 Cards (embedded): "the response may be wrapped in paymentInstrument"',
    run: () => addWalletCard({ url: PAYMENTS, apiKey: 'K1' }, CREATE),
    method: 'post',
    url: `${PAYMENTS}?apiKey=K1`,
    body: { json: CREATE },
    bearer: false,
    answer: { status: 200, data: { paymentInstrument: CARD } },
    result: { card: CARD_READ, created: false },
  },
  {
    name: "getWalletCards GETs the payment base URL with ?apiKey= (the gateway's list)",
    run: () => getWalletCards({ url: PAYMENTS, apiKey: 'K1' }),
    method: 'get',
    url: `${PAYMENTS}?apiKey=K1`,
    bearer: false,
    answer: { data: { paymentInstruments: [CARD] } },
    result: [CARD_READ],
    invalid: { paymentInstruments: [{ id: '' }] },
  },
  {
    name: 'getWalletCards: §4 No Content is an empty collection',
    run: () => getWalletCards({ url: PAYMENTS, apiKey: 'K1' }),
    method: 'get',
    url: `${PAYMENTS}?apiKey=K1`,
    bearer: false,
    answer: { status: 204 },
    result: [],
  },
  {
    name: '§7 Cards (embedded): updateWalletCard PUTs to the base URL plus /{id}',
    run: () => updateWalletCard({ url: PAYMENTS, apiKey: 'K1' }, 'C 1', UPDATE),
    method: 'put',
    url: `${PAYMENTS}/C%201?apiKey=K1`,
    body: { json: UPDATE },
    bearer: false,
    answer: { data: { paymentInstrument: CARD } },
    result: CARD_READ,
    invalid: { paymentInstrument: { ...CARD, id: '' } },
  },
  {
    name: '§7 Cards (embedded): the update may be a PATCH',
    run: () => updateWalletCard({ url: PAYMENTS, apiKey: 'K1' }, 'C-1', UPDATE, 'patch'),
    method: 'patch',
    url: `${PAYMENTS}/C-1?apiKey=K1`,
    body: { json: UPDATE },
    bearer: false,
    answer: { data: CARD },
    result: CARD_READ,
  },
  {
    name: '§7 Cards (embedded): deleteWalletCard DELETEs the base URL plus /{id}',
    run: () => deleteWalletCard({ url: PAYMENTS, apiKey: 'K1' }, 'C-1'),
    method: 'delete',
    url: `${PAYMENTS}/C-1?apiKey=K1`,
    bearer: false,
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 Cards (embedded): without a configured key no apiKey is sent',
    run: () => deleteWalletCard({ url: PAYMENTS }, 'C-1'),
    method: 'delete',
    url: `${PAYMENTS}/C-1`,
    bearer: false,
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 Cards (embedded): a payment base URL on the gateway itself gets the bearer token too',
    run: () => deleteWalletCard({ url: SAME_ORIGIN, apiKey: 'K1' }, 'C-1'),
    method: 'delete',
    url: `${SAME_ORIGIN}/C-1?apiKey=K1`,
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 Card art: getCardArt POSTs cardArtAccountNumber to /issuer-controller/v1/issuer/cardart and reads cardArt[0]',
    run: () => getCardArt({ cardArtAccountNumber: '4111111111111111' }),
    method: 'post',
    url: `${BASE}issuer-controller/v1/issuer/cardart`,
    body: { json: { cardArtAccountNumber: '4111111111111111' } },
    answer: {
      data: {
        cardArt: [
          { imageUrl: 'https://art.example/classic_web_2x.png', width: 328, height: 210 },
          { imageUrl: 'https://art.example/other.png', width: 1, height: 1 },
        ],
      },
    },
    result: { imageUrl: 'https://art.example/classic_web_2x.png', width: 328, height: 210 },
    invalid: { cardArt: [{ imageUrl: '', width: 328, height: 210 }] },
  },
  {
    name: 'decision 032: getWalletSession GETs wallet/v1/session, the merchant and the seconds left',
    run: () => getWalletSession(),
    method: 'get',
    url: `${BASE}wallet/v1/session`,
    answer: { data: { merchant: { name: 'Harbour Goods' }, expiresIn: 840 } },
    result: { merchant: { name: 'Harbour Goods' }, expiresIn: 840 },
    invalid: { merchant: { name: 'Harbour Goods' }, expiresIn: -1 },
  },
];

describeCalls('§7 Cards (embedded checkout)', CASES);

describe('§3 Card art', () => {
  it('§3 an answer without its cardArt[0] is ApiError VMCP_001 (the domain requires one)', async () => {
    const { instance } = configureTestApi();
    stubTransport(instance, { data: { cardArt: [] } });
    await expect(getCardArt({ cardArtAccountNumber: '4111111111111111' })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'VMCP_001',
      status: 200,
    });
  });
});
