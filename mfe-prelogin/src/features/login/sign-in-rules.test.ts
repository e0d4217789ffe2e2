import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, type StoredSession } from '@portal/shared/domain/session';
import { STANDARD_FLAGS } from '@portal/shared/testing';
import { probeRef, resumeTarget, selfServiceAllowed, stepRedirect, storedCode, withSentCode } from './sign-in-rules';

const TOKEN = { name: 'access_token', value: 't', timestamp: 0 };
const partial = (loginScope: StoredSession['loginScope'], data: Record<string, string> = {}): StoredSession => ({
  ...EMPTY_SESSION,
  partialAccess: true,
  token: TOKEN,
  loginScope,
  flowConfig: { flow: 'login', step: loginScope[0] ?? 'home', data },
});
const full: StoredSession = { ...EMPTY_SESSION, fullAccess: true, token: TOKEN, loginScope: ['home'] };
const partialWithoutToken: StoredSession = { ...EMPTY_SESSION, partialAccess: true, loginScope: ['challenge', 'home'] };

describe('stepRedirect (§2 Sign-in order, §6)', () => {
  it.each([
    ['no session', EMPTY_SESSION, 'challenge', '/login'],
    ['partial flags without a token', partialWithoutToken, 'challenge', '/login'],
    ['full access', full, 'challenge', '/home'],
    ['the step heads the queue', partial(['challenge', 'home']), 'challenge', null],
    ['an earlier step heads the queue', partial(['verifyCode', 'challenge', 'home']), 'acceptTac', '/login/verifyCode'],
    ['a later step heads the queue', partial(['acceptTac', 'home']), 'verifyCode', '/login/acceptTac'],
    ['a reset scope', partial(['forcePasswordReset']), 'forcePasswordReset', null],
  ] as const)('%s', (_, session, step, expected) => {
    expect(stepRedirect(session, step)).toBe(expected);
  });
});

describe('resumeTarget (/idv, /2fa, /tnc)', () => {
  it('login without a session, home with full access, else the head of the queue', () => {
    expect(resumeTarget(EMPTY_SESSION)).toBe('/login');
    expect(resumeTarget(full)).toBe('/home');
    expect(resumeTarget(partial(['challenge', 'acceptTac', 'home']))).toBe('/login/challenge');
    expect(resumeTarget(partial(['forcePasswordReset']))).toBe('/login/forcePasswordReset');
  });
});

describe('selfServiceAllowed (§6, decision 006)', () => {
  it('only apps that allow sign-in, recovery and enrolment offer the links', () => {
    expect(selfServiceAllowed(STANDARD_FLAGS)).toBe(true);
    expect(selfServiceAllowed({ ...STANDARD_FLAGS, migratedApp: true })).toBe(true);
    for (const flag of ['ssoApp', 'activationOnlyApp', 'appLoginDisabled'] as const) expect(selfServiceAllowed({ ...STANDARD_FLAGS, [flag]: true })).toBe(false);
  });
});

describe('probeRef and the sent code kept in the flow (§3 flowConfig)', () => {
  const now = 1_800_000_000_000;
  const code = { contactId: 'email-1', maskedContact: 'c•••@bank.example', sentAt: now - 60_000 };

  it('reads a probe ref', () => {
    expect(probeRef(partial(['verifyCode', 'home'], { VERIFY_USERNAME: 'ref-1' }), 'VERIFY_USERNAME')).toBe('ref-1');
    expect(probeRef(EMPTY_SESSION, 'VERIFY_USERNAME')).toBeNull();
  });

  it('keeps the probe refs beside the sent code, and gives the code back while it lives', () => {
    const session = partial(['verifyCode', 'home'], { VERIFY_USERNAME: 'ref-1' });
    const withCode = { ...session, flowConfig: withSentCode(session, code) };
    expect(probeRef(withCode, 'VERIFY_USERNAME')).toBe('ref-1');
    expect(storedCode(withCode, now)).toEqual(code);
    expect(storedCode(withCode, now, 'email-1')).toEqual(code);
  });

  it('no code: none sent, another contact, or expired (SPEC-DECISIONS 10 minutes)', () => {
    const session = partial(['challenge', 'home']);
    const withCode = { ...session, flowConfig: withSentCode(session, code) };
    expect(storedCode(session, now)).toBeNull();
    expect(storedCode(withCode, now, 'phone-1')).toBeNull();
    expect(storedCode(withCode, code.sentAt + 10 * 60_000)).toBeNull();
    expect(withSentCode(EMPTY_SESSION, code)).toBeNull();
  });
});
