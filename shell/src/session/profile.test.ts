// isolated: the test gateway (a Mock Service Worker server) and the page's API client it configures are module state.
import { describe, expect, it } from 'vitest';
import { EmailsResponseSchema, PhonesResponseSchema, UserSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import { loadProfile, profileOf } from './profile';

const gateway = startTestGateway();

const USER = {
  userGuid: 'user-1',
  userName: 'ready.rita',
  firstName: 'Rita',
  lastName: 'Ready',
  primaryEmail: 'ready.rita@acmebank.example',
  lastLoginTimeStamp: '2030-01-01T08:00:00Z',
  unverifiedPrimary: false,
  isSmsFreeApp: false,
};
const EMAILS = [
  { emailGuid: 'e-1', email: 'ready.rita@acmebank.example', primary: true, contactStatus: 'VERIFIED' },
  { emailGuid: 'e-2', email: 'rita@home.example', primary: false, contactStatus: 'unverified' },
];
const PHONES = [{ phoneGuid: 'p-1', phoneNumber: '+1 (202) 555-0142', primary: true, contactStatus: 'verified' }];

describe('§4 the profile loaded on full access (§3 "Also held")', () => {
  it('holds the full name, primary email, last login, contacts and whether the primary is unverified', () => {
    expect(profileOf(USER, EMAILS, PHONES)).toEqual({
      fullName: 'Rita Ready',
      userPrimaryEmail: 'ready.rita@acmebank.example',
      lastLoginTimeStamp: '2030-01-01T08:00:00Z',
      unverifiedPrimary: false,
      userContacts: [
        { contactId: 'e-1', type: 'email', masked: 'ready.rita@acmebank.example', verified: true, primary: true },
        { contactId: 'e-2', type: 'email', masked: 'rita@home.example', verified: false, primary: false },
        { contactId: 'p-1', type: 'phone', masked: '+1 (202) 555-0142', verified: true, primary: true },
      ],
    });
  });

  it('falls back to the primary email among the contacts, and to nothing where nothing is known', () => {
    const bare = {
      ...USER,
      firstName: '',
      lastName: '',
      primaryEmail: undefined,
      lastLoginTimeStamp: undefined,
      unverifiedPrimary: true,
    };
    expect(profileOf(bare, EMAILS, [])).toMatchObject({
      fullName: null,
      userPrimaryEmail: 'ready.rita@acmebank.example',
      lastLoginTimeStamp: null,
      unverifiedPrimary: true,
    });
    expect(profileOf(bare, [], []).userPrimaryEmail).toBeNull();
    expect(
      profileOf(USER, [{ emailGuid: 'e-3', email: 'x@y.example', primary: false }], []).userContacts[0]?.verified,
    ).toBe(false);
  });

  it('asks for the user, the emails and the phones at once', async () => {
    const user = gateway.reply('get', 'apps/ACME-WEB-01/users/user-1', UserSchema, USER);
    const emails = gateway.reply('get', 'users/user-1/emails', EmailsResponseSchema, { emails: EMAILS });
    const phones = gateway.reply('get', 'users/user-1/phones', PhonesResponseSchema, { phones: PHONES });
    await expect(loadProfile('ACME-WEB-01', 'user-1')).resolves.toMatchObject({
      fullName: 'Rita Ready',
      userContacts: [{ contactId: 'e-1' }, { contactId: 'e-2' }, { contactId: 'p-1' }],
    });
    expect([user.length, emails.length, phones.length]).toEqual([1, 1, 1]);
    expect(gateway.requests).toHaveLength(3);
  });
});
