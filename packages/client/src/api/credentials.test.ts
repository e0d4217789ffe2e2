import {
  changeCredential,
  establishAccount,
  recoverCredential,
  recoverUsername,
  resetCredential,
  verifyMigrationCode,
  verifyRecoveryCode,
} from './credentials';
import { BASE, describeCalls, type CallCase } from './test-kit';

const SENT = { userGuid: 'U-1', contactId: 'C-1', maskedContact: 'j***@bank.example' };
const RESET_TOKEN = { access_token: 'T-3', scope: '/credentials/reset' };
const RESET_TOKEN_READ = {
  ...RESET_TOKEN,
  token_type: 'Bearer',
  isUnverified: false,
  isChallenge: false,
  newTac: false,
  probes: [],
};

const CASES: CallCase[] = [
  {
    name: '§7 Forgot username: recoverUsername POSTs the address to apps/{extAppId}/identities',
    run: () => recoverUsername('APP', { email: 'jo@bank.example' }),
    method: 'post',
    url: `${BASE}apps/APP/identities`,
    body: { json: { email: 'jo@bank.example' } },
    answer: { status: 202, data: '' },
    result: undefined,
  },
  {
    name: '§7 Forgot credential: recoverCredential POSTs the username to apps/{extAppId}/forgotcredential',
    run: () => recoverCredential('APP', { userName: 'jo' }),
    method: 'post',
    url: `${BASE}apps/APP/forgotcredential`,
    body: { json: { userName: 'jo' } },
    answer: { data: SENT },
    result: SENT,
    invalid: { contactId: 'C-1' },
  },
  {
    name: '§7 Forgot credential OTP: verifyRecoveryCode POSTs the code; the scope holds /credentials/reset (§4)',
    run: () => verifyRecoveryCode('U-1', { code: '123456' }),
    method: 'post',
    url: `${BASE}users/U-1/otp/verification/forgotcredential`,
    body: { json: { code: '123456' } },
    answer: { data: RESET_TOKEN },
    result: RESET_TOKEN_READ,
    invalid: { scope: '/credentials/reset' },
  },
  {
    name: '§7 Reset: resetCredential POSTs the new password to users/{userGuid}/resetCredential',
    run: () => resetCredential('U/1', { password: 'correct horse battery' }),
    method: 'post',
    url: `${BASE}users/U%2F1/resetCredential`,
    body: { json: { password: 'correct horse battery' } },
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 Change credentials: changeCredential POSTs both passwords to the lcm subject credentials change path',
    run: () => changeCredential({ currentPassword: 'old one', newPassword: 'new one' }),
    method: 'post',
    url: `${BASE}oauth2/lcm/subject/credentials/change`,
    body: { json: { currentPassword: 'old one', newPassword: 'new one' } },
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 Migration establishAccount: establishAccount POSTs to apps/{extAppId}/migration',
    run: () => establishAccount('APP', { userName: 'jo', email: 'jo@bank.example' }),
    method: 'post',
    url: `${BASE}apps/APP/migration`,
    body: { json: { userName: 'jo', email: 'jo@bank.example' } },
    answer: { data: { userGuid: 'U-1' } },
    result: { userGuid: 'U-1' },
    invalid: { userGuid: 42 },
  },
  {
    name: '§7 Migration OTP: verifyMigrationCode POSTs the code to users/{userGuid}/otp/verification/migration',
    run: () => verifyMigrationCode('U-1', { code: '654321' }),
    method: 'post',
    url: `${BASE}users/U-1/otp/verification/migration`,
    body: { json: { code: '654321' } },
    answer: { data: RESET_TOKEN },
    result: RESET_TOKEN_READ,
    invalid: '',
  },
];

describeCalls('§7 User, terms and credentials: credentials', CASES);
