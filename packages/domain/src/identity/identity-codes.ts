// One-time codes of the verifyCode pages: format, lifetime, tries and resending (SPEC-DECISIONS one-time codes, §7 otvc).
import * as v from 'valibot';
import { firstFailingRule, type Rule } from './identity-rules';

/**
 * SPEC-DECISIONS "one-time codes (verifyCode pages)": 6 digits, valid 10 minutes, 5 tries, resend
 * allowed after 30 seconds, at most 5 sends an hour (OWASP ASVS 2.7). The gateway enforces the same
 * numbers; the portal uses them to say what is possible before asking.
 */
export const ONE_TIME_CODE_POLICY = {
  digits: 6,
  validForMs: 10 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 30_000,
  maxSendsPerWindow: 5,
  sendWindowMs: 60 * 60_000,
} as const;

export const CODE_MESSAGE_KEYS = [
  'identity:code.required',
  'identity:code.format',
  'identity:code.expired',
  'identity:code.attemptsExhausted',
  'identity:code.resendWait',
  'identity:code.resendLimit',
] as const;

/** Spaces and hyphens dropped: codes are read out and pasted as `123 456` or `123-456`. */
export function normaliseOneTimeCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** SPEC-DECISIONS one-time codes: the code field, in the order a form reports them (value normalised). */
export const ONE_TIME_CODE_RULES: readonly Rule<'identity:code.required' | 'identity:code.format'>[] = [
  { key: 'identity:code.required', spec: 'SPEC-DECISIONS one-time codes', fails: (code) => code === '' },
  {
    key: 'identity:code.format',
    spec: 'SPEC-DECISIONS one-time codes (6 digits)',
    fails: (code) => !/^\d{6}$/.test(code),
  },
];

/** The first message for a typed code, or null when it has the right shape. */
export function validateOneTimeCode(code: string): 'identity:code.required' | 'identity:code.format' | null {
  return firstFailingRule(ONE_TIME_CODE_RULES, normaliseOneTimeCode(code), undefined);
}

/** The code field of the verifyCode pages; output the 6 digits. */
export const OneTimeCodeSchema = v.pipe(
  v.string('identity:code.required'),
  v.transform(normaliseOneTimeCode),
  v.nonEmpty('identity:code.required'),
  v.length(ONE_TIME_CODE_POLICY.digits, 'identity:code.format'),
  v.digits('identity:code.format'),
);

/** Whether a code sent at `sentAt` has expired at `now` (epoch milliseconds): at 10 minutes exactly it has. */
export function codeExpired(sentAt: number, now: number): boolean {
  return !(now - sentAt < ONE_TIME_CODE_POLICY.validForMs);
}

/**
 * When a code was sent, from what the gateway says it has left (`expiresIn`, seconds): a code sent
 * now has the whole 10 minutes, and one a second sign-in took over (decision 022) has less, so its
 * validity and the 30-second resend wait count from when it really went. Without a figure, now.
 */
export function codeSentAt(expiresInSeconds: number | undefined, now: number): number {
  if (expiresInSeconds === undefined || !Number.isFinite(expiresInSeconds)) return now;
  const left = Math.min(Math.max(expiresInSeconds * 1000, 0), ONE_TIME_CODE_POLICY.validForMs);
  return now - (ONE_TIME_CODE_POLICY.validForMs - left);
}

/** The whole minutes a code sent at `sentAt` still works at `now`, rounded up (0 once expired). */
export function codeMinutesLeft(sentAt: number, now: number): number {
  const left = sentAt + ONE_TIME_CODE_POLICY.validForMs - now;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Tries left after this many wrong ones, from 0 to 5; a count that is not a number leaves none. */
export function attemptsLeft(failedAttempts: number): number {
  const left = ONE_TIME_CODE_POLICY.maxAttempts - failedAttempts;
  return Number.isNaN(left) ? 0 : Math.min(ONE_TIME_CODE_POLICY.maxAttempts, Math.max(0, left));
}

/** Why a code can no longer be tried at `now`, or null while it can: expired first, then out of tries. */
export function codeVerdict(
  sentAt: number,
  failedAttempts: number,
  now: number,
): 'identity:code.expired' | 'identity:code.attemptsExhausted' | null {
  if (codeExpired(sentAt, now)) return 'identity:code.expired';
  return attemptsLeft(failedAttempts) === 0 ? 'identity:code.attemptsExhausted' : null;
}

/**
 * When a new code may be sent, given the times earlier ones were (epoch milliseconds, any order): 30
 * seconds after the last, and only while fewer than 5 were sent in the hour before. Never before `now`.
 */
export function resendAvailableAt(sentTimes: readonly number[], now: number): number {
  const newestFirst = [...sentTimes].sort((a, b) => b - a);
  const { resendAfterMs, maxSendsPerWindow, sendWindowMs } = ONE_TIME_CODE_POLICY;
  const afterLast = newestFirst[0] === undefined ? now : newestFirst[0] + resendAfterMs;
  // The oldest of the last 5 sends leaves the hour's window at this time.
  const limitSend = newestFirst[maxSendsPerWindow - 1];
  const afterWindow = limitSend === undefined ? now : limitSend + sendWindowMs;
  return Math.max(now, afterLast, afterWindow);
}

/** Whether a new code may be sent at `now`. */
export function canResend(sentTimes: readonly number[], now: number): boolean {
  return resendAvailableAt(sentTimes, now) <= now;
}

/** Why a new code cannot be sent at `now`, or null when it can: the hourly limit first, as it lasts longer. */
export function resendVerdict(
  sentTimes: readonly number[],
  now: number,
): 'identity:code.resendWait' | 'identity:code.resendLimit' | null {
  if (canResend(sentTimes, now)) return null;
  const inWindow = sentTimes.filter((t) => now - t < ONE_TIME_CODE_POLICY.sendWindowMs).length;
  return inWindow >= ONE_TIME_CODE_POLICY.maxSendsPerWindow ? 'identity:code.resendLimit' : 'identity:code.resendWait';
}
