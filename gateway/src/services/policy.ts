// The gateway's own numbers for sign-in (SPEC-DECISIONS); the one-time code numbers are the shared
// domain's ONE_TIME_CODE_POLICY, which the portal reads too.

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
