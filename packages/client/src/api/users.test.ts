import { BASE, describeCalls, type CallCase } from './test-kit';
import { enrollUser, getUser, updateUser } from './users';

const USER = {
  userGuid: 'U-1',
  userName: 'jo',
  firstName: 'Jo',
  lastName: 'Doe',
  primaryEmail: 'jo@bank.example',
  defaultShippingAddressId: 'A-1',
};
const USER_READ = { ...USER, unverifiedPrimary: false, isSmsFreeApp: false };
const ENROLMENT = {
  firstName: 'Jo',
  lastName: 'Doe',
  userName: 'jo',
  password: 'correct horse battery',
  email: 'jo@bank.example',
  acceptedTerms: ['G-1'],
};
const TOKEN = { access_token: 'T-2', isUnverified: true, probes: [{ type: 'VERIFY_USERNAME', ref: 'P-1' }] };

const CASES: CallCase[] = [
  {
    name: '§7 User: getUser GETs apps/{extAppId}/users/{userGuid}',
    run: () => getUser('APP', 'U 1'),
    method: 'get',
    url: `${BASE}apps/APP/users/U%201`,
    answer: { data: USER },
    result: USER_READ,
    invalid: { ...USER, userGuid: '' },
  },
  {
    name: '§7 User /secure: updateUser PUTs the names to apps/{extAppId}/users/{userGuid}/secure',
    run: () => updateUser('APP', 'U-1', { firstName: 'Joanna', lastName: 'Doe' }),
    method: 'put',
    url: `${BASE}apps/APP/users/U-1/secure`,
    body: { json: { firstName: 'Joanna', lastName: 'Doe' } },
    answer: { data: { ...USER, firstName: 'Joanna' } },
    result: { ...USER_READ, firstName: 'Joanna' },
    invalid: { userGuid: 'U-1' },
  },
  {
    name: '§7 Enrolment: enrollUser POSTs to apps/{extAppId}/enrollment and gets a partial-access token',
    run: () => enrollUser('APP/1', ENROLMENT),
    method: 'post',
    url: `${BASE}apps/APP%2F1/enrollment`,
    body: { json: ENROLMENT },
    answer: { status: 201, data: TOKEN },
    result: { ...TOKEN, token_type: 'Bearer', scope: '', isChallenge: false, newTac: false },
    invalid: { isUnverified: true },
  },
];

describeCalls('§7 User, terms and credentials: the user', CASES);
