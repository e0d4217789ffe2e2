// The gateway's own numbers for sign-in (SPEC-DECISIONS); the one-time code numbers are the shared
// domain's ONE_TIME_CODE_POLICY, which the portal reads too.
import { availableParallelism } from 'node:os';

/** SPEC-DECISIONS "token lifetime on the gateway 10 minutes" (the portal renews at 6). */
export const TOKEN_LIFETIME_MS = 10 * 60_000;

/**
 * SPEC-DECISIONS §8 lock thresholds: 5 consecutive failures lock for 30 minutes; the third temporary
 * lock within 24 hours is permanent until support unlocks (PCI DSS 8.3.4).
 */
export const LOCKOUT_POLICY = {
  failuresBeforeLock: 5,
  lockMs: 30 * 60_000,
  locksBeforePermanent: 3,
  lockWindowMs: 24 * 60 * 60_000,
} as const;

/**
 * Forgot username answers alike for known and unknown addresses, so it cannot refuse; past this many
 * reminders an hour to one address it sends nothing more, so nobody can flood a mailbox through it.
 */
export const USERNAME_REMINDERS_PER_HOUR = 5;
export const USERNAME_REMINDER_WINDOW_MS = 60 * 60_000;

/**
 * A reserved password attempt is judged within a second or two; one older than this was abandoned (a
 * gateway stopped mid-request) and no longer holds one of the five places (decision 022).
 */
export const ATTEMPT_RESERVATION_STALE_MS = 60_000;

/** Codes to one address that is not verified yet (enrolment, createAccount/editEmail): at most this many an hour, whoever asks. */
export const UNVERIFIED_ADDRESS_CODES_PER_HOUR = 5;

/** The flows the rate limits count (decision 023), and who is counted: the client's address, or the account asked for. */
export const RATE_LIMIT_BUCKETS = [
  'signIn',
  'codeSend',
  'codeCheck',
  'recovery',
  'enrolment',
  'usernameTaken',
  'cardSave',
  'cardSettings',
  'cardReveal',
  'activation',
  'ssoLaunch',
  'shopperSession',
  'clientErrors',
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];
export const RATE_LIMIT_SCOPES = ['client', 'account'] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

export interface RateLimit {
  /** Requests allowed in a window. */
  max: number;
  windowMs: number;
}

export type RateLimits = Readonly<Record<RateLimitBucket, Readonly<Record<RateLimitScope, RateLimit>>>>;

const perMinute = (max: number): RateLimit => ({ max, windowMs: 60_000 });
const per = (max: number, minutes: number): RateLimit => ({ max, windowMs: minutes * 60_000 });

/**
 * The production limits (decision 023; gateway/README.md). Per client: what one person at one address
 * does in a minute, with room for a few at one office; per account: what one person does in the window,
 * below what a guesser needs (the lockout and the five tries of a code stop guessing; these stop
 * the cost and the noise of it). Recovery per account is per name asked for, known or not.
 */
export const PRODUCTION_RATE_LIMITS: RateLimits = {
  signIn: { client: perMinute(10), account: per(10, 15) },
  codeSend: { client: perMinute(10), account: per(10, 15) },
  codeCheck: { client: perMinute(30), account: per(20, 15) },
  recovery: { client: perMinute(10), account: per(5, 60) },
  enrolment: { client: perMinute(5), account: per(5, 60) },
  // The probe's F4: enrolment's 409 usernameTaken tells whether a name is an account, so those answers
  // have a budget of their own, far below the enrolments allowed (per account: per issuer, a crawl
  // from many addresses). Once a client has spent it, every enrolment from that client is refused alike.
  usernameTaken: { client: per(10, 60), account: per(300, 60) },
  // Adding or editing a card checks a number and a security code; card testing (trying
  // stolen numbers through an add-card form) needs many tries, a cardholder a few.
  cardSave: { client: perMinute(20), account: per(20, 60) },
  // Decision 028: a card's alerts saved; no number is checked, so more than cardSave.
  cardSettings: { client: perMinute(30), account: per(30, 60) },
  // Decision 028: the full card number shown (…/sdkPayload/v2), as seldom as a cardholder
  // needs it: 10 in 15 minutes for the user, whatever the client.
  cardReveal: { client: perMinute(10), account: per(10, 15) },
  // Decision 029: the activation questions call checks a card number, expiry and security
  // code with no sign-in, what card testing tries; per account is per card number asked for, known or not.
  activation: { client: perMinute(10), account: per(10, 60) },
  // Decision 031: starting and completing a single sign-on, two calls a launch. Per account is
  // per issuer: a flood of launches at one issuer from many addresses, far above its members' arrivals.
  ssoLaunch: { client: perMinute(20), account: perMinute(600) },
  // Decision 032: a merchant's server asks for a shopper session per checkout, from a few
  // addresses: per client a busy server's minute, per merchant (account) ten times that.
  shopperSession: { client: perMinute(120), account: perMinute(1200) },
  // Browser failures reported (a page sends ten at most): a broken page's reports, not a log flood;
  // per account is per issuer, a release that breaks every cardholder's page at once.
  clientErrors: { client: perMinute(30), account: perMinute(3000) },
};

/**
 * The password hashing queue (decision 023): hashes at once, one a core up to the thread pool's four
 * (more at once only makes each slower), and how many may wait (about a second and a half of work).
 */
export const HASHING_DEFAULTS = { concurrency: Math.min(4, availableParallelism()), queue: 32 } as const;
