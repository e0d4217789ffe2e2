import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEmails, getPhones, getUser } from '@portal/client/api';
import { loadProfile, profileOf } from './profile';

vi.mock('@portal/client/api', () => ({ getUser: vi.fn(), getEmails: vi.fn(), getPhones: vi.fn() }));

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
  beforeEach(() => vi.clearAllMocks());

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
    vi.mocked(getUser).mockResolvedValue(USER);
    vi.mocked(getEmails).mockResolvedValue(EMAILS);
    vi.mocked(getPhones).mockResolvedValue(PHONES);
    await expect(loadProfile('ACME-WEB-01', 'user-1')).resolves.toMatchObject({ fullName: 'Rita Ready' });
    expect(getUser).toHaveBeenCalledWith('ACME-WEB-01', 'user-1');
    expect(getEmails).toHaveBeenCalledWith('user-1');
    expect(getPhones).toHaveBeenCalledWith('user-1');
  });
});
