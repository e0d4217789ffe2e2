// The bank's members: the demo members' table, the sign-in rules, journey members and the claims.
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from './luhn';
import {
  claimsOf,
  createMemberDirectory,
  DEMO_MEMBER_PASSWORD,
  DEMO_MEMBERS,
  journeyMember,
  provisionedCardOf,
} from './members';

describe('the demo members', () => {
  it('are two, each with a username, the demo password, a full name and a fixed subject of its own', () => {
    expect(DEMO_MEMBERS).toEqual([
      { username: 'alice.demo', password: DEMO_MEMBER_PASSWORD, name: 'Alice Thornton', sub: 'nw-member-0001' },
      { username: 'ben.demo', password: DEMO_MEMBER_PASSWORD, name: 'Ben Okafor', sub: 'nw-member-0002' },
    ]);
    expect(Object.isFrozen(DEMO_MEMBERS)).toBe(true);
  });

  it('each has a distinct 16-digit Visa card that passes Luhn', () => {
    const directory = createMemberDirectory({ openJourneyMembers: false });
    const numbers = DEMO_MEMBERS.map((m) => directory.bySub(m.sub)?.cardNumber ?? '');
    for (const number of numbers) {
      expect(number).toMatch(/^4\d{15}$/);
      expect(isLuhnValid(number)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('signing in', () => {
  const directory = createMemberDirectory({ openJourneyMembers: false });

  it('takes a demo member with the demo password, the username in any case and with spaces around it', () => {
    for (const username of ['alice.demo', 'Alice.Demo', '  alice.demo '])
      expect(directory.signIn(username, DEMO_MEMBER_PASSWORD)?.sub).toBe('nw-member-0001');
  });

  it('refuses a wrong password, a password in another case, an unknown member and empty fields', () => {
    expect(directory.signIn('alice.demo', 'wrong')).toBeUndefined();
    expect(directory.signIn('alice.demo', DEMO_MEMBER_PASSWORD.toLowerCase())).toBeUndefined();
    expect(directory.signIn('carol.demo', DEMO_MEMBER_PASSWORD)).toBeUndefined();
    expect(directory.signIn('', '')).toBeUndefined();
  });

  it('makes up no journey member unless asked to', () => {
    expect(directory.signIn('journey.someone', DEMO_MEMBER_PASSWORD)).toBeUndefined();
    expect(directory.bySub(journeyMember('journey.someone').sub)).toBeUndefined();
  });
});

describe('journey members', () => {
  it('are made up on first sign-in with the demo password, then found by subject', () => {
    const directory = createMemberDirectory({ openJourneyMembers: true });
    expect(directory.signIn('journey.someone', 'wrong')).toBeUndefined();
    expect(directory.bySub(journeyMember('journey.someone').sub)).toBeUndefined();
    const member = directory.signIn('Journey.Someone', DEMO_MEMBER_PASSWORD);
    expect(member).toEqual(journeyMember('journey.someone'));
    expect(directory.bySub(member?.sub ?? '')).toBe(member);
  });

  it('need a name after journey.: starting with a letter or digit, of letters, digits, dots, dashes and underscores', () => {
    const directory = createMemberDirectory({ openJourneyMembers: true });
    for (const username of [
      'journey.',
      'journey..x',
      'journey.-x',
      'journey.a b',
      'journey.a/b',
      `journey.${'a'.repeat(65)}`,
      'journeys.x',
      'x.journey.y',
    ]) {
      expect(directory.signIn(username, DEMO_MEMBER_PASSWORD), username).toBeUndefined();
    }
    for (const username of ['journey.a', 'journey.add-card_2', 'journey.sso.launch.7', `journey.${'a'.repeat(64)}`]) {
      expect(directory.signIn(username, DEMO_MEMBER_PASSWORD), username).toBeDefined();
    }
  });

  it('have the same subject, name and card every time, distinct from every other journey member', () => {
    const member = journeyMember('journey.add_card.3');
    expect(member).toEqual(journeyMember('journey.add_card.3'));
    expect(member).toMatchObject({
      givenName: 'Journey',
      familyName: 'Add card 3',
      email: 'journey.add_card.3@northwindcu.example',
    });
    expect(member.sub).toMatch(/^nw-journey-[0-9a-f]{16}$/);
    expect(member.cardExpirationMonth).toMatch(/^(0[1-9]|1[0-2])$/);
    const other = journeyMember('journey.add_card.4');
    expect(other.sub).not.toBe(member.sub);
    expect(other.cardNumber).not.toBe(member.cardNumber);
  });
});

describe('the claims', () => {
  const alice = createMemberDirectory({ openJourneyMembers: false }).bySub('nw-member-0001');
  if (!alice) throw new Error('alice');

  it("are the OpenID Connect names of the member's details, and the card", () => {
    expect(claimsOf(alice, new Date('2026-11-27T12:00:00Z'))).toEqual({
      sub: 'nw-member-0001',
      name: 'Alice Thornton',
      given_name: 'Alice',
      family_name: 'Thornton',
      email: 'alice.demo@northwindcu.example',
      email_verified: true,
      provisioned_card: {
        accountNumber: alice.cardNumber,
        expirationMonth: '09',
        expirationYear: '2030',
        nameOnAccount: 'Alice Thornton',
        accountType: 'DEBIT_CARD',
      },
    });
  });

  it('the card expires four years after the year it is handed over, so it is never expired', () => {
    expect(provisionedCardOf(alice, new Date('2026-12-31T23:59:59Z')).expirationYear).toBe('2030');
    expect(provisionedCardOf(alice, new Date('2031-01-01T00:00:00Z')).expirationYear).toBe('2035');
  });
});
