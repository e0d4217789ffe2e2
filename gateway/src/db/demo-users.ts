// The demo users of docs/decisions/013, in one place: the gateway seeds them (seed-demo.ts) and the
// start script prints them. Every demo issuer but the SSO one has them (SSO users arrive through SSO).
// It imports types only, so a plain Node script that strips types can load it.
import type { ActivationQuestionType, IssuerConfig } from '@portal/domain/issuer';

/** 013: the password of every demo user. */
export const DEMO_PASSWORD = 'Harbour!Lights47';

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  /** What signing in as this user shows (the start banner's words). */
  state: string;
  /** The last two digits of the phone, `+1 (202) 555-01xx` (013 Contacts). */
  phoneSuffix: string;
  /** An address of its own; otherwise `<username>@<issuer's domain>` (013 Contacts). */
  email?: string;
  /** A phone of its own (10 digits), for a copy made by the sandbox's /__dev/users; otherwise from phoneSuffix. */
  phoneDigits?: string;
  emailVerified: boolean;
  twoFactor: boolean;
  forceReset: boolean;
  permanentlyLocked: boolean;
  /** Which terms the user has accepted: the current ones, an older version of each, or none. */
  terms: 'current' | 'previous' | 'none';
  status: 'active' | 'awaitingMigration';
  /** Seeded only for an issuer whose app is a migrated one (013: tailspin only). */
  migratedAppsOnly: boolean;
  /** The cards the user starts with: none by default. */
  cards: readonly DemoCard[];
  /** A card issued to the user and waiting for activation, where the issuer offers activation. */
  issuedCard?: DemoIssuedCard;
}

/**
 * A demo card. The numbers are the card networks' published test numbers (they pass Luhn and belong to
 * no one); the expiry is counted from the day of seeding, so a card stays valid, or expiring, as seeded.
 */
export interface DemoCard {
  number: string;
  nickname: string;
  accountType: 'DEBIT_CARD' | 'CREDIT_CARD' | 'PREPAID_CARD';
  /** Months from the seeding month to the expiry month: 1 is "expiring next month" (§9: under 2 months). */
  expiresInMonths: number;
  primary: boolean;
  suspended: boolean;
}

/**
 * A card issued and not yet active (decision 029). Its number is derived per issuer and user
 * (db/seed-issued-cards.ts: the BIN, nine digits from the issuer and username, the Luhn digit), so every
 * issuer's card, and every copy made by /__dev/users, is a card of its own. The expiry is fixed (a person
 * types it); the answers are the issuer's record of the cardholder, one per question type (the issuer
 * asks three). Demo data, printed by `npm start`; the gateway keeps only digests and hashes of them.
 */
export interface DemoIssuedCard {
  /** The first six digits: a Visa or Mastercard test range, none of the numbers above. */
  bin: string;
  accountType: DemoCard['accountType'];
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
  answers: Readonly<Record<ActivationQuestionType, string>>;
}

/** Every demo card's billing address (a real ZIP, so the offline verifier finds it). */
export const DEMO_BILLING_ADDRESS = {
  line1: '350 5th Ave',
  city: 'New York',
  stateProvinceCode: 'NY',
  postalCode: '10118',
  countryCode: 'US',
} as const;

/** ready.rita's cards: a primary Visa, a Mastercard, an Amex, a suspended card and one expiring next month. */
const READY_CARDS: readonly DemoCard[] = [
  {
    number: '4111111111111111',
    nickname: 'Everyday Visa',
    accountType: 'DEBIT_CARD',
    expiresInMonths: 36,
    primary: true,
    suspended: false,
  },
  {
    number: '5555555555554444',
    nickname: 'Travel Mastercard',
    accountType: 'CREDIT_CARD',
    expiresInMonths: 28,
    primary: false,
    suspended: false,
  },
  {
    number: '378282246310005',
    nickname: 'Amex rewards',
    accountType: 'CREDIT_CARD',
    expiresInMonths: 40,
    primary: false,
    suspended: false,
  },
  {
    number: '6011111111111117',
    nickname: 'Spare Discover',
    accountType: 'CREDIT_CARD',
    expiresInMonths: 20,
    primary: false,
    suspended: true,
  },
  {
    number: '4012888888881881',
    nickname: 'Old Visa',
    accountType: 'CREDIT_CARD',
    expiresInMonths: 1,
    primary: false,
    suspended: false,
  },
];

/** ready.rita's and new.nora's cards to activate: answers that appear nowhere else in the demo data. */
const RITA_ISSUED: DemoIssuedCard = {
  bin: '400000',
  accountType: 'DEBIT_CARD',
  expirationMonth: 9,
  expirationYear: 2033,
  securityCode: '731',
  answers: { DATE_OF_BIRTH: '07041985', SSN_LAST_FOUR: '4417', BILLING_ZIP: '60614', MOTHERS_MAIDEN_NAME: 'Lindqvist' },
};
const NORA_ISSUED: DemoIssuedCard = {
  bin: '520082',
  accountType: 'CREDIT_CARD',
  expirationMonth: 11,
  expirationYear: 2034,
  securityCode: '258',
  answers: { DATE_OF_BIRTH: '11231992', SSN_LAST_FOUR: '2058', BILLING_ZIP: '97205', MOTHERS_MAIDEN_NAME: 'Okafor' },
};

const ready = {
  emailVerified: true,
  twoFactor: false,
  forceReset: false,
  permanentlyLocked: false,
  terms: 'current',
  status: 'active',
  migratedAppsOnly: false,
  cards: [],
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    ...ready,
    username: 'ready.rita',
    firstName: 'Rita',
    lastName: 'Ready',
    state: 'ready: full access at once, five cards',
    phoneSuffix: '10',
    cards: READY_CARDS,
    issuedCard: RITA_ISSUED,
  },
  {
    ...ready,
    username: 'new.nora',
    firstName: 'Nora',
    lastName: 'New',
    state: 'ready: full access at once, no card yet',
    phoneSuffix: '17',
    issuedCard: NORA_ISSUED,
  },
  {
    ...ready,
    username: 'unverified.uma',
    firstName: 'Uma',
    lastName: 'Unverified',
    state: 'primary email not verified',
    phoneSuffix: '11',
    emailVerified: false,
  },
  {
    ...ready,
    username: 'challenge.chen',
    firstName: 'Chen',
    lastName: 'Challenge',
    state: 'two-factor, with an email and a phone',
    phoneSuffix: '12',
    twoFactor: true,
  },
  {
    ...ready,
    username: 'terms.tomas',
    firstName: 'Tomás',
    lastName: 'Terms',
    state: 'new terms pending',
    phoneSuffix: '13',
    terms: 'previous',
  },
  {
    ...ready,
    username: 'reset.rosa',
    firstName: 'Rosa',
    lastName: 'Reset',
    state: 'flagged for a forced reset',
    phoneSuffix: '14',
    forceReset: true,
  },
  {
    ...ready,
    username: 'locked.lee',
    firstName: 'Lee',
    lastName: 'Locked',
    state: 'permanently locked',
    phoneSuffix: '15',
    permanentlyLocked: true,
  },
  {
    ...ready,
    username: 'migrate.mia',
    firstName: 'Mia',
    lastName: 'Migrate',
    state: 'awaiting migration',
    phoneSuffix: '16',
    email: 'mia@tailspinrewards.example',
    emailVerified: false,
    terms: 'none',
    status: 'awaitingMigration',
    migratedAppsOnly: true,
  },
];

/** The demo users an issuer has: none for an SSO app; the migration user only for a migrated app. */
export function demoUsersOf(config: Pick<IssuerConfig, 'flags'>): DemoUser[] {
  if (config.flags.ssoApp) return [];
  return DEMO_USERS.filter((u) => !u.migratedAppsOnly || config.flags.migratedApp);
}

/** An issuer's mail domain: its web site's host without `www.` (`www.acmebank.example` -> `acmebank.example`). */
export function issuerDomain(config: Pick<IssuerConfig, 'issuerWebSiteUrl'>): string {
  return new URL(config.issuerWebSiteUrl).hostname.replace(/^www\./, '');
}

/** 013 Contacts: `<username>@<issuer's domain>`, the `.` in the username kept. */
export function demoEmail(user: DemoUser, config: Pick<IssuerConfig, 'issuerWebSiteUrl'>): string {
  return user.email ?? `${user.username}@${issuerDomain(config)}`;
}

/** The phone's 10 digits, as stored (§5 Identity). */
export const demoPhoneDigits = (user: DemoUser): string => user.phoneDigits ?? `20255501${user.phoneSuffix}`;

/** The phone as 013 writes it. */
export const demoPhone = (user: DemoUser): string => {
  const d = demoPhoneDigits(user);
  return `+1 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/**
 * Whether an issuer's cardholders sign in on the portal: not in an SSO app (they arrive through SSO),
 * an activation-only app (every public route goes to activation) or one with app login disabled
 * (every public route goes to /error), as the shell's guard sends them (§6, shell/src/routing/guard.ts).
 */
export function signInAllowed(config: Pick<IssuerConfig, 'flags'>): boolean {
  return !config.flags.ssoApp && !config.flags.activationOnlyApp && !config.flags.appLoginDisabled;
}

/** One line of the start banner per issuer and user, for the issuers where signing in is allowed. */
export interface DemoSignIn {
  issuerId: string;
  extAppId: string;
  username: string;
  password: string | null;
  state: string;
  email: string;
  phone: string;
}

export function demoSignIns(
  configs: readonly Pick<IssuerConfig, 'id' | 'extAppId' | 'flags' | 'issuerWebSiteUrl'>[],
): DemoSignIn[] {
  return configs.filter(signInAllowed).flatMap((config) =>
    demoUsersOf(config).map((user) => ({
      issuerId: config.id,
      extAppId: config.extAppId,
      username: user.username,
      // A migrated account has no password until it is established.
      password: user.status === 'active' ? DEMO_PASSWORD : null,
      state: user.state,
      email: demoEmail(user, config),
      phone: demoPhone(user),
    })),
  );
}
