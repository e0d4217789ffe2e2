import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessLevelOf, EMPTY_SESSION, loginScopeOf, parseStoredSession, StoredSessionSchema } from './session';

describe('§4 the login scope queue, from a token answer', () => {
  it.each([
    [{ scope: 'full', isUnverified: false, isChallenge: false, newTac: false }, ['home']],
    [{ scope: 'partial', isUnverified: true, isChallenge: false, newTac: false }, ['verifyCode', 'home']],
    [
      { scope: 'partial', isUnverified: true, isChallenge: true, newTac: true },
      ['verifyCode', 'challenge', 'acceptTac', 'home'],
    ],
    [{ scope: 'partial', isUnverified: false, isChallenge: true, newTac: true }, ['challenge', 'acceptTac', 'home']],
    [{ scope: 'partial', isUnverified: false, isChallenge: false, newTac: true }, ['acceptTac', 'home']],
    [
      { scope: 'partial /credentials/reset', isUnverified: true, isChallenge: true, newTac: true },
      ['forcePasswordReset'],
    ],
  ])('§2 Sign-in order: %j -> %j', (answer, steps) => {
    expect(loginScopeOf(answer)).toEqual(steps);
  });

  it('always ends at home unless a password reset comes first, and keeps §2 order', () => {
    const order = ['verifyCode', 'challenge', 'acceptTac', 'home'];
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), fc.boolean(), (scope, isUnverified, isChallenge, newTac) => {
        const steps = loginScopeOf({ scope, isUnverified, isChallenge, newTac });
        if (scope.includes('/credentials/reset')) expect(steps).toEqual(['forcePasswordReset']);
        else {
          expect(steps.at(-1)).toBe('home');
          expect([...steps].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(steps);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§3 the stored session', () => {
  it('reads back what it wrote, and nothing unreadable', () => {
    const session = {
      ...EMPTY_SESSION,
      fullAccess: true,
      userId: 'u-1',
      token: { name: 'access_token', value: 't', timestamp: 5 },
    };
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
    expect(parseStoredSession('{not json')).toBe(EMPTY_SESSION);
    expect(parseStoredSession(JSON.stringify({ ...session, password: 'never' }))).toBe(EMPTY_SESSION);
    expect(parseStoredSession(null)).toBe(EMPTY_SESSION);
  });

  it('never throws on anything found in storage', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(StoredSessionSchema.entries).toBeDefined();
        parseStoredSession(text);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [{ fullAccess: false, partialAccess: false }, 'none'],
    [{ fullAccess: false, partialAccess: true }, 'partial'],
    [{ fullAccess: true, partialAccess: false }, 'full'],
    [{ fullAccess: true, partialAccess: true }, 'full'],
  ] as const)('§4 access level of %j is %s', (flags, level) => {
    expect(accessLevelOf(flags)).toBe(level);
  });
});
