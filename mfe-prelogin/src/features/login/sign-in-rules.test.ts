import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, type StoredSession } from '@portal/domain/session';
import { STANDARD_FLAGS } from '@portal/ui/testing';
import { probeRef, resumeTarget, selfServiceAllowed, stepRedirect } from './sign-in-rules';

const TOKEN = { name: 'access_token', value: 't', timestamp: 0 };
const partial = (loginScope: StoredSession['loginScope'], probes: Record<string, string> = {}): StoredSession => ({
  ...EMPTY_SESSION,
  partialAccess: true,
  token: TOKEN,
  loginScope,
  flowConfig: { flow: 'login', step: loginScope[0] ?? 'home', probes, code: null },
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
    for (const flag of ['ssoApp', 'activationOnlyApp', 'appLoginDisabled'] as const)
      expect(selfServiceAllowed({ ...STANDARD_FLAGS, [flag]: true })).toBe(false);
  });
});

describe('probeRef (§3 flowConfig)', () => {
  it('reads a probe ref of the last answer', () => {
    expect(probeRef(partial(['verifyCode', 'home'], { VERIFY_USERNAME: 'ref-1' }), 'VERIFY_USERNAME')).toBe('ref-1');
    expect(probeRef(partial(['verifyCode', 'home'], { VERIFY_USERNAME: 'ref-1' }), 'SOLVE_CHALLENGE')).toBeNull();
    expect(probeRef(EMPTY_SESSION, 'VERIFY_USERNAME')).toBeNull();
  });
});
