import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  canResend,
  CODE_MESSAGE_KEYS,
  codeExpired,
  codeMinutesLeft,
  codeSentAt,
  codeVerdict,
  normaliseOneTimeCode,
  ONE_TIME_CODE_POLICY,
  ONE_TIME_CODE_RULES,
  OneTimeCodeSchema,
  resendAvailableAt,
  resendVerdict,
  validateOneTimeCode,
} from './identity-codes';
import { firstIssueMessage } from '../text/messages';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const T0 = Date.UTC(2026, 2, 15, 12);

describe('SPEC-DECISIONS one-time codes: the policy', () => {
  it.each<[keyof typeof ONE_TIME_CODE_POLICY, number]>([
    ['digits', 6],
    ['validForMs', 10 * MINUTE],
    ['maxAttempts', 5],
    ['resendAfterMs', 30 * SECOND],
    ['maxSendsPerWindow', 5],
    ['sendWindowMs', 60 * MINUTE],
  ])('%s is %d', (name, value) => {
    expect(ONE_TIME_CODE_POLICY[name]).toBe(value);
  });
});

describe('SPEC-DECISIONS one-time codes: the code field, one test per row', () => {
  const BREAKS: Record<string, string> = { 'identity:code.required': ' - ', 'identity:code.format': '12345' };
  it.each(ONE_TIME_CODE_RULES.map((rule) => [rule.key, rule.spec, rule] as const))('%s (%s)', (key, _spec, rule) => {
    const broken = BREAKS[key] ?? '';
    expect(rule.fails(normaliseOneTimeCode(broken), undefined)).toBe(true);
    expect(rule.fails('123456', undefined)).toBe(false);
    expect(validateOneTimeCode(broken)).toBe(key);
    expect(firstIssueMessage(OneTimeCodeSchema, broken)).toBe(key);
  });

  it.each([
    ['123456', null],
    ['000000', null],
    ['123 456', null],
    ['123-456', null],
    ['', 'identity:code.required'],
    ['1234567', 'identity:code.format'],
    ['12345a', 'identity:code.format'],
    ['１２３４５６', 'identity:code.format'], // full-width digits
  ])('%j: %s', (code, key) => {
    expect(validateOneTimeCode(code)).toBe(key);
    expect(firstIssueMessage(OneTimeCodeSchema, code)).toBe(key);
  });

  it('outputs the 6 digits', () => {
    expect(v.parse(OneTimeCodeSchema, ' 123 456 ')).toBe('123456');
  });
});

describe('SPEC-DECISIONS one-time codes: valid 10 minutes, 5 tries', () => {
  it.each([
    [0, false],
    [10 * MINUTE - 1, false],
    [10 * MINUTE, true],
    [11 * MINUTE, true],
  ])('%d ms after sending, expired: %s', (elapsed, expired) => {
    expect(codeExpired(T0, T0 + elapsed)).toBe(expired);
  });

  it.each([
    [0, 5],
    [4, 1],
    [5, 0],
    [9, 0],
    [-3, 5],
    [Number.NaN, 0],
  ])('after %d wrong tries, %d left', (failed, left) => {
    expect(attemptsLeft(failed)).toBe(left);
  });

  it.each<[number, number, string | null]>([
    [MINUTE, 0, null],
    [MINUTE, 4, null],
    [MINUTE, 5, 'identity:code.attemptsExhausted'],
    [10 * MINUTE, 0, 'identity:code.expired'],
    [10 * MINUTE, 5, 'identity:code.expired'],
  ])('%d ms after sending with %d wrong tries: %s', (elapsed, failed, key) => {
    expect(codeVerdict(T0, failed, T0 + elapsed)).toBe(key);
  });
});

describe('SPEC-DECISIONS one-time codes: resend after 30 seconds, at most 5 sends an hour', () => {
  const sends = (...minutes: number[]) => minutes.map((m) => T0 + m * MINUTE);

  it.each<[string, number[], number, number, string | null]>([
    ['nothing sent yet', [], 0, 0, null],
    ['just sent', [0], 0, 30 * SECOND, 'identity:code.resendWait'],
    ['29 s after', [0], (29 * SECOND) / MINUTE, 30 * SECOND, 'identity:code.resendWait'],
    ['30 s after', [0], 0.5, 30 * SECOND, null],
    ['the 5th in the hour', [0, 1, 2, 3], 4, 4 * MINUTE, null],
    ['a 6th within the hour', [0, 1, 2, 3, 4], 5, 60 * MINUTE, 'identity:code.resendLimit'],
    ['an hour after the oldest of the last 5', [0, 1, 2, 3, 4], 60, 60 * MINUTE, null],
    ['the order of the times does not matter', [4, 0, 3, 1, 2], 59, 60 * MINUTE, 'identity:code.resendLimit'],
  ])('%s', (_case, sentMinutes, atMinute, availableAfterT0, key) => {
    const sent = sends(...sentMinutes);
    const now = T0 + atMinute * MINUTE;
    expect(resendVerdict(sent, now)).toBe(key);
    expect(canResend(sent, now)).toBe(key === null);
    expect(resendAvailableAt(sent, now)).toBe(Math.max(now, T0 + availableAfterT0));
  });

  it('resendAvailableAt is the first moment a resend is allowed', () => {
    const history = fc.array(fc.integer({ min: 0, max: 2 * 60 * MINUTE }), { maxLength: 8 });
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 2 * 60 * MINUTE }), (offsets, extra) => {
        const sent = offsets.map((o) => T0 + o);
        const now = T0 + Math.max(0, ...offsets) + (extra % MINUTE);
        const at = resendAvailableAt(sent, now);
        expect(at).toBeGreaterThanOrEqual(now);
        expect(canResend(sent, at)).toBe(true);
        if (at > now) expect(canResend(sent, at - 1)).toBe(false);
        expect(resendVerdict(sent, at)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('properties', () => {
  it('arbitrary strings never throw, and the schema agrees with validateOneTimeCode', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789 -a') })),
        (code) => {
          expect(firstIssueMessage(OneTimeCodeSchema, code)).toBe(validateOneTimeCode(code));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('arbitrary values never throw in the schema', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = v.safeParse(OneTimeCodeSchema, value);
        if (typeof value !== 'string') expect(result.issues?.[0].message).toBe('identity:code.required');
      }),
      { numRuns: 1000 },
    );
  });

  it('every 6-digit code passes, however it is spaced', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6}$/),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(' ', '-'),
        (code, at, sep) => {
          expect(validateOneTimeCode(code.slice(0, at) + sep + code.slice(at))).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('normalisation is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (code) => {
        expect(normaliseOneTimeCode(normaliseOneTimeCode(code))).toBe(normaliseOneTimeCode(code));
      }),
      { numRuns: 1000 },
    );
  });

  it('timing helpers never throw on arbitrary numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.double()), fc.double(), fc.double(), (sent, now, failed) => {
        expect(typeof codeExpired(sent[0] ?? 0, now)).toBe('boolean');
        expect(attemptsLeft(failed)).toBeGreaterThanOrEqual(0);
        expect(CODE_MESSAGE_KEYS).toContain(codeVerdict(sent[0] ?? 0, failed, now) ?? 'identity:code.expired');
        expect(CODE_MESSAGE_KEYS).toContain(resendVerdict(sent, now) ?? 'identity:code.resendWait');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('decision 022: when a code went, from what it has left', () => {
  it.each<[number | undefined, number]>([
    [600, T0],
    [580, T0 - 20 * SECOND],
    [0, T0 - 10 * MINUTE],
    [undefined, T0],
    [Number.NaN, T0],
    [9999, T0],
    [-5, T0 - 10 * MINUTE],
  ])('expiresIn %s s: sent at T0 %s', (expiresIn, sentAt) => {
    expect(codeSentAt(expiresIn, T0)).toBe(sentAt);
  });

  it('whatever the figure, the code went between 10 minutes ago and now, and what is left agrees with it (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (expiresIn) => {
        const sentAt = codeSentAt(expiresIn, T0);
        expect(sentAt).toBeLessThanOrEqual(T0);
        expect(sentAt).toBeGreaterThanOrEqual(T0 - 10 * MINUTE);
        expect(codeMinutesLeft(sentAt, T0)).toBe(Math.ceil(expiresIn / 60));
        expect(codeExpired(sentAt, T0)).toBe(expiresIn === 0);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [0, 10],
    [1, 10],
    [MINUTE, 9],
    [9 * MINUTE + 1, 1],
    [10 * MINUTE, 0],
    [11 * MINUTE, 0],
  ])('%d ms after sending, %d whole minutes left', (elapsed, minutes) => {
    expect(codeMinutesLeft(T0, T0 + elapsed)).toBe(minutes);
  });
});
