// The bank's members: two fixed demo members, and, when the bank is started so, journey members made
// up on first sign-in, so that parallel browser tests each have a member (and a card) of their own.
import { createHash } from 'node:crypto';
import { sameSecret } from './credentials';
import { visaNumber, visaNumberFor } from './luhn';

/** The one password of every demo and journey member: public, printed by `npm start`. */
export const DEMO_MEMBER_PASSWORD = 'Northwind-demo-1';

/** A demo member as `npm start` prints it. */
export interface DemoMember {
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly sub: string;
}

export interface Member {
  /** The subject of the ID token: stable, and never reused for another member. */
  readonly sub: string;
  readonly username: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly email: string;
  /** The 16-digit Visa number of the card the bank provisions to the portal. */
  readonly cardNumber: string;
  /** 'MM'. */
  readonly cardExpirationMonth: string;
}

/** The card the bank provisions to the portal: the ID token's `provisioned_card` claim (scope `cards`). */
export interface ProvisionedCard {
  readonly accountNumber: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
  readonly nameOnAccount: string;
  readonly accountType: 'DEBIT_CARD';
}

/** The claims the bank asserts about a member, by their OpenID Connect names (a type, so it is an index of claims too). */
type MemberClaims = {
  readonly sub: string;
  readonly name: string;
  readonly given_name: string;
  readonly family_name: string;
  readonly email: string;
  /** The bank verified every member's address when the member opened their account. */
  readonly email_verified: true;
  readonly provisioned_card: ProvisionedCard;
};

/** The northwind issuer's own domain (issuers/northwind/issuer.json). */
const EMAIL_DOMAIN = 'northwindcu.example';

/** A provisioned card expires this many years after the year it is handed over, so it is never expired. */
const CARD_YEARS_VALID = 4;

const DEMO_ROWS: readonly Member[] = [
  {
    sub: 'nw-member-0001',
    username: 'alice.demo',
    givenName: 'Alice',
    familyName: 'Thornton',
    email: `alice.demo@${EMAIL_DOMAIN}`,
    cardNumber: visaNumber('400011112222333'),
    cardExpirationMonth: '09',
  },
  {
    sub: 'nw-member-0002',
    username: 'ben.demo',
    givenName: 'Ben',
    familyName: 'Okafor',
    email: `ben.demo@${EMAIL_DOMAIN}`,
    cardNumber: visaNumber('400044445555666'),
    cardExpirationMonth: '03',
  },
];

export const fullName = (member: Member): string => `${member.givenName} ${member.familyName}`;

export const DEMO_MEMBERS: readonly DemoMember[] = Object.freeze(
  DEMO_ROWS.map((m) =>
    Object.freeze({ username: m.username, password: DEMO_MEMBER_PASSWORD, name: fullName(m), sub: m.sub }),
  ),
);

/**
 * A journey member's username: `journey.` and a name of its own. It starts with a letter or digit so
 * the family name made from it has one; dots and underscores become spaces there.
 */
const JOURNEY_USERNAME = /^journey\.[a-z0-9][a-z0-9._-]{0,63}$/;
const JOURNEY_SUBJECT_HEX = 16;

/** The member a journey username stands for, the same every time (so the same across restarts). */
export function journeyMember(username: string): Member {
  const digest = createHash('sha256').update(username).digest('hex');
  const words = username.slice('journey.'.length).replace(/[._]+/g, ' ').trim();
  return {
    sub: `nw-journey-${digest.slice(0, JOURNEY_SUBJECT_HEX)}`,
    username,
    givenName: 'Journey',
    familyName: words.charAt(0).toUpperCase() + words.slice(1),
    email: `${username}@${EMAIL_DOMAIN}`,
    cardNumber: visaNumberFor(username),
    cardExpirationMonth: String(
      (parseInt(digest.slice(JOURNEY_SUBJECT_HEX, JOURNEY_SUBJECT_HEX + 2), 16) % 12) + 1,
    ).padStart(2, '0'),
  };
}

/** The card handed to the portal; its expiry is counted from `now`. */
export function provisionedCardOf(member: Member, now: Date): ProvisionedCard {
  return {
    accountNumber: member.cardNumber,
    expirationMonth: member.cardExpirationMonth,
    expirationYear: String(now.getUTCFullYear() + CARD_YEARS_VALID),
    nameOnAccount: fullName(member),
    accountType: 'DEBIT_CARD',
  };
}

export function claimsOf(member: Member, now: Date): MemberClaims {
  return {
    sub: member.sub,
    name: fullName(member),
    given_name: member.givenName,
    family_name: member.familyName,
    email: member.email,
    email_verified: true,
    provisioned_card: provisionedCardOf(member, now),
  };
}

export interface MemberDirectory {
  /** The member these credentials sign in, or undefined; the username is matched ignoring case and spaces around it. */
  signIn(username: string, password: string): Member | undefined;
  /** A member by subject: the demo members, and the journey members who signed in since the bank started. */
  bySub(sub: string): Member | undefined;
}

export function createMemberDirectory({ openJourneyMembers }: { openJourneyMembers: boolean }): MemberDirectory {
  const byUsername = new Map(DEMO_ROWS.map((m) => [m.username, m]));
  const bySub = new Map(DEMO_ROWS.map((m) => [m.sub, m]));
  return {
    signIn(username, password) {
      const name = username.trim().toLowerCase();
      // Checked first, whoever is asked for, so an unknown name costs the same as a wrong password.
      const passwordMatches = sameSecret(password, DEMO_MEMBER_PASSWORD);
      const member =
        byUsername.get(name) ?? (openJourneyMembers && JOURNEY_USERNAME.test(name) ? journeyMember(name) : undefined);
      if (!member || !passwordMatches) return undefined;
      // A journey member is remembered from its first sign-in: the provider finds accounts by subject.
      byUsername.set(member.username, member);
      bySub.set(member.sub, member);
      return member;
    },
    bySub: (sub) => bySub.get(sub),
  };
}
