import {
  addEmail,
  addPhone,
  deleteEmail,
  deletePhone,
  getEmails,
  getPhones,
  makeEmailPrimary,
  makePhonePrimary,
  verifyContact,
} from './contacts';
import { BASE, describeCalls, type CallCase } from './test-kit';

const USER = `${BASE}users/U%2F1`;
const PHONE = {
  phoneGuid: 'PH-1',
  phoneNumber: '5125550100',
  phoneNumberCountryIsoCode: 'US',
  primary: true,
  contactStatus: 'VERIFIED',
};
const EMAIL = { emailGuid: 'EM-1', email: 'jo@bank.example', primary: true, contactStatus: 'VERIFIED' };

const CASES: CallCase[] = [
  {
    name: '§7 phones under users/{userGuid}: getPhones GETs the list',
    run: () => getPhones('U/1'),
    method: 'get',
    url: `${USER}/phones`,
    answer: { data: { phones: [PHONE, { phoneGuid: 'PH-2', phoneNumber: '5125550101' }] } },
    result: [PHONE, { phoneGuid: 'PH-2', phoneNumber: '5125550101', primary: false }],
    invalid: { phones: [{ phoneNumber: '5125550100' }] },
  },
  {
    name: '§7 phones: addPhone POSTs the number',
    run: () => addPhone('U/1', { phoneNumber: '5125550102', phoneNumberCountryIsoCode: 'US' }),
    method: 'post',
    url: `${USER}/phones`,
    body: { json: { phoneNumber: '5125550102', phoneNumberCountryIsoCode: 'US' } },
    answer: { status: 201, data: { ...PHONE, phoneGuid: 'PH-3', primary: false, contactStatus: 'UNVERIFIED' } },
    result: { ...PHONE, phoneGuid: 'PH-3', primary: false, contactStatus: 'UNVERIFIED' },
    invalid: { phoneGuid: 'PH-3' },
  },
  {
    name: '§7 phones: deletePhone DELETEs users/{userGuid}/phones/{phoneGuid}',
    run: () => deletePhone('U/1', 'PH 3'),
    method: 'delete',
    url: `${USER}/phones/PH%203`,
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 emails under users/{userGuid}: getEmails GETs the list',
    run: () => getEmails('U/1'),
    method: 'get',
    url: `${USER}/emails`,
    answer: { data: { emails: [EMAIL] } },
    result: [EMAIL],
    invalid: { emails: [{ ...EMAIL, emailGuid: '' }] },
  },
  {
    name: '§7 emails: addEmail POSTs the address',
    run: () => addEmail('U/1', { email: 'jo2@bank.example' }),
    method: 'post',
    url: `${USER}/emails`,
    body: { json: { email: 'jo2@bank.example' } },
    answer: { status: 201, data: { emailGuid: 'EM-2', email: 'jo2@bank.example' } },
    result: { emailGuid: 'EM-2', email: 'jo2@bank.example', primary: false },
    invalid: { email: 'jo2@bank.example' },
  },
  {
    name: '§7 emails: deleteEmail DELETEs users/{userGuid}/emails/{emailGuid}',
    run: () => deleteEmail('U/1', 'EM-2'),
    method: 'delete',
    url: `${USER}/emails/EM-2`,
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: 'decision 027: verifyContact POSTs the code for the contact to users/{userGuid}/otp/verification/contact',
    run: () => verifyContact('U/1', { contactId: 'EM-2', code: '123456' }),
    method: 'post',
    url: `${USER}/otp/verification/contact`,
    body: { json: { contactId: 'EM-2', code: '123456' } },
    answer: { data: { ...EMAIL, emailGuid: 'EM-2', primary: false } },
    result: { ...EMAIL, emailGuid: 'EM-2', primary: false },
    invalid: { contactStatus: 'VERIFIED' },
  },
  {
    name: 'decision 027: makeEmailPrimary PATCHes {primary: true}',
    run: () => makeEmailPrimary('U/1', 'EM-2'),
    method: 'patch',
    url: `${USER}/emails/EM-2`,
    body: { json: { primary: true } },
    answer: { data: { ...EMAIL, emailGuid: 'EM-2' } },
    result: { ...EMAIL, emailGuid: 'EM-2' },
    invalid: { primary: true },
  },
  {
    name: 'decision 027: makePhonePrimary PATCHes {primary: true}',
    run: () => makePhonePrimary('U/1', 'PH 2'),
    method: 'patch',
    url: `${USER}/phones/PH%202`,
    body: { json: { primary: true } },
    answer: { data: { ...PHONE, phoneGuid: 'PH 2' } },
    result: { ...PHONE, phoneGuid: 'PH 2' },
    invalid: { phoneNumber: '5125550100' },
  },
];

describeCalls('§7 Cards (portal): phones and emails under users/{userGuid}', CASES);
