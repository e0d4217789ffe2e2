import {
  addWalletAddress,
  deleteAddress,
  deleteWalletAddress,
  getWalletAddresses,
  lookUpPostalArea,
  saveAddress,
  updateWalletAddress,
} from './addresses';
import { BASE, describeCalls, type CallCase } from './test-kit';

const SERVICE = 'https://addresses.example/v1/addresses';
const PORTAL = `${BASE}consumer-controller/v1/account/ACC%201/address`;
const ENTERED = {
  firstName: 'Jo',
  lastName: 'Doe',
  line1: '1 main st',
  city: 'austin',
  stateProvinceCode: 'TX',
  postalCode: '78701',
  countryCode: 'US',
  addressVerificationStatusOverride: 'NOT_VERIFIED',
} as const;
const SAVED = { ...ENTERED, id: 'A-1', verificationStatus: 'VERIFIED' };
const SUGGESTED = {
  ...ENTERED,
  line1: '1 MAIN ST',
  city: 'AUSTIN',
  addressVerificationStatusOverride: 'VERIFIED',
} as const;

const CASES: CallCase[] = [
  {
    name: "lookUpPostalArea GETs the address base URL plus /lookup with the country and the code (the wallet's autocomplete)",
    run: () => lookUpPostalArea({ url: SERVICE, apiKey: 'K1' }, 'US', '94043'),
    method: 'get',
    url: `${SERVICE}/lookup?apikey=K1&countryCode=US&postalCode=94043`,
    bearer: false,
    answer: { data: { city: 'Mountain View', stateProvinceCode: 'CA' } },
    result: { city: 'Mountain View', stateProvinceCode: 'CA' },
    invalid: { city: 1 },
  },
  {
    name: 'lookUpPostalArea: a code no area has (404) is null, not a failure',
    run: () => lookUpPostalArea({ url: SERVICE, apiKey: 'K1' }, 'US', '00000'),
    method: 'get',
    url: `${SERVICE}/lookup?apikey=K1&countryCode=US&postalCode=00000`,
    bearer: false,
    answer: { status: 404, data: { code: '404' } },
    result: null,
  },
  {
    name: "getWalletAddresses GETs the address base URL with ?apikey= (the gateway's list)",
    run: () => getWalletAddresses({ url: SERVICE, apiKey: 'K1' }),
    method: 'get',
    url: `${SERVICE}?apikey=K1`,
    bearer: false,
    answer: { data: { addresses: [SAVED] } },
    result: [SAVED],
    invalid: { addresses: [{ ...SAVED, line1: 42 }] },
  },
  {
    name: '§7 Addresses (embedded): addWalletAddress POSTs {address} to the address base URL with ?apikey=',
    run: () => addWalletAddress({ url: SERVICE, apiKey: 'K 1' }, { address: ENTERED }),
    method: 'post',
    url: `${SERVICE}?apikey=K+1`,
    body: { json: { address: ENTERED } },
    bearer: false,
    answer: { status: 201, data: { address: SAVED, status: 'VERIFIED' } },
    result: { address: SAVED, status: 'VERIFIED' },
    invalid: { address: { ...SAVED, line1: 42 } },
  },
  {
    name: '§7 Addresses (embedded): the apikey is optional; suggestions and changed are read (§4 Address flow)',
    run: () => addWalletAddress({ url: SERVICE }, { address: ENTERED }),
    method: 'post',
    url: SERVICE,
    body: { json: { address: ENTERED } },
    bearer: false,
    answer: { data: { suggestions: { address: SUGGESTED }, changed: ['line1', 'city'], status: 'SUGGESTIONS' } },
    result: { suggestions: { address: SUGGESTED }, changed: ['line1', 'city'], status: 'SUGGESTIONS' },
  },
  {
    name: '§7 Addresses (embedded): updateWalletAddress PUTs to the base URL plus /{id}',
    run: () => updateWalletAddress({ url: `${SERVICE}/`, apiKey: 'K1' }, 'A/1', { address: { ...ENTERED, id: 'A/1' } }),
    method: 'put',
    url: `${SERVICE}/A%2F1?apikey=K1`,
    body: { json: { address: { ...ENTERED, id: 'A/1' } } },
    bearer: false,
    answer: { data: { address: SAVED } },
    result: { address: SAVED },
    invalid: { changed: 'line1' },
  },
  {
    name: '§7 Addresses (embedded): deleteWalletAddress DELETEs the base URL plus /{id}',
    run: () => deleteWalletAddress({ url: SERVICE, apiKey: 'K1' }, 'A-1'),
    method: 'delete',
    url: `${SERVICE}/A-1?apikey=K1`,
    bearer: false,
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 Addresses (portal): saveAddress POSTs address, intentId and validate to /consumer-controller/v1/account/{id}/address',
    run: () => saveAddress('ACC 1', { address: { ...ENTERED, id: 'A-1' }, intentId: 'I-1', validate: true }),
    method: 'post',
    url: PORTAL,
    body: { json: { address: { ...ENTERED, id: 'A-1' }, intentId: 'I-1', validate: true } },
    answer: { data: { address: SAVED, changed: false, status: 'VERIFIED' } },
    result: { address: SAVED, changed: false, status: 'VERIFIED' },
    invalid: { address: { ...SAVED, addressVerificationStatusOverride: 'MAYBE' } },
  },
  {
    name: '§7 Addresses (portal): deleteAddress DELETEs by id',
    run: () => deleteAddress('ACC 1', 'A-1'),
    method: 'delete',
    url: `${PORTAL}/A-1`,
    answer: { status: 204 },
    result: undefined,
  },
];

describeCalls('§7 Addresses', CASES);
