import { describe, expect, it } from 'vitest';
import {
  CONTACT_ACTION_RULES,
  contactActions,
  emailView,
  phoneView,
  type ContactAction,
  type ContactView,
} from './contact-view';

const contact = (over: Partial<ContactView>): ContactView => ({
  kind: 'email',
  id: 'c-1',
  address: 'rita@example.com',
  verified: true,
  primary: false,
  ...over,
});

describe('§2 userSettings: a contact as the list shows it', () => {
  it('§3 an email: its guid, address, status (VERIFIED in any case) and primary flag', () => {
    expect(
      emailView({ emailGuid: 'e-1', email: 'rita@example.com', primary: true, contactStatus: 'verified' }),
    ).toEqual({
      kind: 'email',
      id: 'e-1',
      address: 'rita@example.com',
      verified: true,
      primary: true,
    });
    expect(emailView({ emailGuid: 'e-2', email: 'new@example.com', primary: false }).verified).toBe(false);
    expect(
      emailView({ emailGuid: 'e-3', email: 'new@example.com', primary: false, contactStatus: 'UNVERIFIED' }).verified,
    ).toBe(false);
  });

  it.each([
    ['3035550199', '+1 (303)555-0199'],
    ['+1 303 555 0199', '+1 (303)555-0199'],
    ['0013035550199', '+1 (303)555-0199'],
    // Not 10 digits once normalised: shown as it came, never cut into a misleading shape.
    ['555-0199', '555-0199'],
  ])('§5 a phone %s is shown %s', (phoneNumber, shown) => {
    expect(phoneView({ phoneGuid: 'p-1', phoneNumber, primary: false, contactStatus: 'VERIFIED' })).toEqual({
      kind: 'phone',
      id: 'p-1',
      address: shown,
      verified: true,
      primary: false,
    });
  });
});

describe('decision 027: what a row offers (each rule where it applies and where it does not)', () => {
  const cases: [string, ContactView, ContactAction[]][] = [
    ['the primary email: nothing (it stays, and is the primary already)', contact({ primary: true }), []],
    ['a verified email that is not primary: make primary, remove', contact({}), ['makePrimary', 'remove']],
    [
      'an unverified email: remove only (only a verified contact becomes primary)',
      contact({ verified: false }),
      ['remove'],
    ],
    [
      'the primary phone: remove (its place passes to a verified phone left)',
      contact({ kind: 'phone', primary: true }),
      ['remove'],
    ],
    [
      'a verified phone that is not primary: make primary, remove',
      contact({ kind: 'phone' }),
      ['makePrimary', 'remove'],
    ],
    ['an unverified phone: remove only', contact({ kind: 'phone', verified: false }), ['remove']],
  ];

  it.each(cases)('%s', (_name, view, actions) => {
    expect(contactActions(view)).toEqual(actions);
  });

  it('every rule says why, citing the decision', () => {
    for (const rule of Object.values(CONTACT_ACTION_RULES)) expect(rule.why).toMatch(/^decision 027: /);
  });
});
