import { describe, expect, it } from 'vitest';
import { isVerifiedContact } from './identity-contacts';

describe('a contact’s status (decision 013)', () => {
  it.each([
    ['VERIFIED', true],
    ['verified', true],
    ['UNVERIFIED', false],
    ['PENDING', false],
    [undefined, false],
  ] as const)('%s is verified: %s', (contactStatus, verified) => {
    expect(isVerifiedContact(contactStatus === undefined ? {} : { contactStatus })).toBe(verified);
  });
});
