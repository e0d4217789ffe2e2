import { addSsoCard, enrollSsoConsumer } from './sso';
import { type SsoCardRequest } from '../schemas/sso';
import { BASE, describeCalls, type CallCase } from './test-kit';

const CARD: SsoCardRequest = {
  accountType: 'DEBIT_CARD',
  accountNumber: '4111111111111111',
  expirationMonth: '07',
  expirationYear: '2031',
  cvv: '123',
  accountNickname: 'Visa 1111',
  nameOnAccount: 'Jo Doe',
  billingAddress: { addressLine1: '1 Main St', city: 'Austin', postalCode: '78701', countryCode: 'US' },
};

const CASES: CallCase[] = [
  {
    name: '§7 SSO: enrollSsoConsumer POSTs the federated token to partnerConsumer/enroll?apiKey=',
    run: () => enrollSsoConsumer('K1', { federatedToken: 'FT-1', orgId: 'ORG-1' }),
    method: 'post',
    url: `${BASE}partnerConsumer/enroll?apiKey=K1`,
    body: { json: { federatedToken: 'FT-1', orgId: 'ORG-1' } },
    answer: { data: { access_token: 'T-9', scope: 'home' } },
    result: { access_token: 'T-9', scope: 'home', token_type: 'Bearer', isUnverified: false, isChallenge: false, newTac: false, probes: [] },
    invalid: { scope: 'home' },
  },
  {
    name: '§7 SSO: addSsoCard POSTs the flat payload with accountType and countryOfIssuance 840',
    run: () => addSsoCard('K1', CARD),
    method: 'post',
    url: `${BASE}partnerConsumer/paymentInstruments?apiKey=K1`,
    body: { json: { ...CARD, countryOfIssuance: '840' } },
    answer: { status: 201, data: { panGuid: 'PAN-9' } },
    result: { panGuid: 'PAN-9' },
    invalid: {},
  },
];

describeCalls('§7 Cards (portal): SSO', CASES);
