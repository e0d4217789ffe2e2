import { addSsoCard, enrollSsoConsumer, getProvisionedCard, startSsoLaunch } from './sso';
import { type SsoCardRequest } from '@portal/domain/schemas';
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

const PROVISIONED = {
  accountNumber: '4000111122223339',
  expirationMonth: '09',
  expirationYear: '2030',
  nameOnAccount: 'Alice Thornton',
  accountType: 'DEBIT_CARD',
  alreadyAdded: false,
};

const CASES: CallCase[] = [
  {
    name: '§7 oidc requests: startSsoLaunch POSTs to oidc/authorize?apiKey= and reads where to go and the state',
    run: () => startSsoLaunch('K1'),
    method: 'post',
    url: `${BASE}oidc/authorize?apiKey=K1`,
    answer: { data: { authorizationUrl: 'https://bank.example/auth?client_id=p', state: 'S-1' } },
    result: { authorizationUrl: 'https://bank.example/auth?client_id=p', state: 'S-1' },
    invalid: { authorizationUrl: 'not a url', state: 'S-1' },
  },
  {
    name: '§7 SSO: enrollSsoConsumer POSTs the federated token (the authorization response) to partnerConsumer/enroll?apiKey=',
    run: () => enrollSsoConsumer('K1', { federatedToken: 'CODE-1', state: 'S-1', iss: 'https://bank.example' }),
    method: 'post',
    url: `${BASE}partnerConsumer/enroll?apiKey=K1`,
    body: { json: { federatedToken: 'CODE-1', state: 'S-1', iss: 'https://bank.example' } },
    answer: { data: { access_token: 'T-9', scope: 'full', enrolled: true } },
    result: {
      access_token: 'T-9',
      scope: 'full',
      token_type: 'Bearer',
      isUnverified: false,
      isChallenge: false,
      newTac: false,
      probes: [],
      enrolled: true,
    },
    invalid: { access_token: 'T-9' },
  },
  {
    name: 'getProvisionedCard GETs partnerConsumer/paymentInstruments/provisioned?apiKey= and reads the card',
    run: () => getProvisionedCard('K1'),
    method: 'get',
    url: `${BASE}partnerConsumer/paymentInstruments/provisioned?apiKey=K1`,
    answer: { data: PROVISIONED },
    result: PROVISIONED,
    invalid: { ...PROVISIONED, accountNumber: 'not a number' },
  },
  {
    name: 'getProvisionedCard: No Content is no card',
    run: () => getProvisionedCard('K1'),
    method: 'get',
    url: `${BASE}partnerConsumer/paymentInstruments/provisioned?apiKey=K1`,
    answer: { status: 204, data: '' },
    result: null,
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
