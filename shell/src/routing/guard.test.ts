import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IssuerFlags } from '@portal/domain/issuer';
import { href, ROUTE_LIST } from '@portal/client/routes';
import { STANDARD_FLAGS } from '@portal/ui/testing';
import type { AccessLevel } from '@portal/client/state';
import { guard, guardOnce, GUARD_RULES, routeGroup, type GuardContext, type RouteGroup } from './guard';

const STANDARD: IssuerFlags = STANDARD_FLAGS;

function ctx(access: AccessLevel, flags: Partial<IssuerFlags> = {}, activationWebEnabled = true): GuardContext {
  return { access, flags: { ...STANDARD, ...flags }, activationWebEnabled };
}

/** §2 paths of each policy group. */
const GROUP_PATHS: Readonly<Record<RouteGroup, readonly string[]>> = {
  'prelogin-home': ['/'],
  login: ['/login', '/login/', '/login/forcePasswordReset/success'],
  'login-partial': [
    '/login/verifyCode',
    '/login/challenge',
    '/login/challenge/verifyCode/email',
    '/login/challenge/verifyCode/phone',
    '/login/acceptTac',
    '/login/forcePasswordReset',
  ],
  recovery: ['/forgotpassword', '/forgotPassword/verifyCode', '/forgotPassword/resetPassword', '/forgotusername'],
  enrolment: ['/createAccount', '/createAccount/enroll', '/createAccount/verifyCode', '/createAccount/editEmail'],
  'enrolment-card': ['/createAccount/addCard'],
  'public-flow': [
    '/agreement',
    '/migration/establishAccount',
    '/migration/verifyAccount',
    '/migration/simVerifyAccount',
    '/migration/resetPassword',
    '/migration/acceptTac',
    '/idv',
    '/2fa',
    '/tnc',
  ],
  'session-end': ['/timeout'],
  private: [
    '/home',
    '/addCard',
    '/editCard/abc',
    '/userSettings',
    '/userSettings/addEmail',
    '/userSettings/phone/verifyCode/x',
    '/accounts',
    '/features',
    '/ssoLink',
  ],
  'sign-out': ['/signOut'],
  activation: [
    '/activation',
    '/activation/set-pin',
    '/activation/success',
    '/activation/set-pin/success',
    '/activation/questions/123',
    '/activation/questions/123/wrong',
  ],
  sso: ['/sso/launch'],
  open: ['/pages/terms', '/pages/privacy', '/error', '/error/404', '/no/such/page', '/homex', '/a/b/c/d/e/f'],
};

const ACCESS: readonly AccessLevel[] = ['none', 'partial', 'full'];
const BOOLS = [false, true] as const;

/** Every combination of access level and the flags the guard reads. */
const CONTEXTS: readonly GuardContext[] = ACCESS.flatMap((access) =>
  BOOLS.flatMap((ssoApp) =>
    BOOLS.flatMap((activationOnlyApp) =>
      BOOLS.flatMap((cardActivationAllowed) =>
        BOOLS.flatMap((appLoginDisabled) =>
          BOOLS.map((activationWebEnabled) =>
            ctx(access, { ssoApp, activationOnlyApp, cardActivationAllowed, appLoginDisabled }, activationWebEnabled),
          ),
        ),
      ),
    ),
  ),
);

describe('routeGroup', () => {
  const rows = Object.entries(GROUP_PATHS).flatMap(([group, paths]) => paths.map((p) => [p, group] as const));
  it.each(rows)('%s is in group %s', (path, group) => {
    expect(routeGroup(path)).toBe(group);
  });

  it('each registry row gives its own path its access group', () => {
    for (const row of ROUTE_LIST) expect(routeGroup(`/${row.path.replace(/:\w+/g, 'x')}`), row.path).toBe(row.access);
  });
});

describe('GUARD_RULES, row by row (§6)', () => {
  GUARD_RULES.forEach((rule, index) => {
    it(rule.why, () => {
      for (const group of rule.groups) {
        const earlier = GUARD_RULES.slice(0, index).filter((r) => r.groups.includes(group));
        const others = GUARD_RULES.filter((r) => r !== rule && r.groups.includes(group));
        // The condition holds (and no earlier row for this group already decided).
        const holds = CONTEXTS.filter((c) => rule.when(c) && !earlier.some((r) => r.when(c)));
        // The condition does not hold, and no other row applies either.
        const fails = CONTEXTS.filter((c) => !rule.when(c) && !others.some((r) => r.when(c)));
        expect(holds.length, `${group}: contexts where the row applies`).toBeGreaterThan(0);
        expect(fails.length, `${group}: contexts where it does not`).toBeGreaterThan(0);
        for (const path of GROUP_PATHS[group]) {
          for (const c of holds)
            expect(guardOnce(path, c), `${path} ${JSON.stringify(c)}`).toEqual({ kind: 'redirect', to: rule.to });
          for (const c of fails) expect(guardOnce(path, c), `${path} ${JSON.stringify(c)}`).toEqual({ kind: 'allow' });
        }
      }
    });
  });

  it('open routes (legal pages, /error, the 404) are never redirected', () => {
    for (const path of GROUP_PATHS.open)
      for (const c of CONTEXTS) expect(guardOnce(path, c)).toEqual({ kind: 'allow' });
  });

  it('every rule redirects to a route the spec names', () => {
    const targets = new Set([
      href('error'),
      href('login'),
      href('home'),
      href('activation'),
      href('preloginHome'),
      href('createAccountEnroll'),
    ]);
    for (const rule of GUARD_RULES) expect(targets.has(rule.to)).toBe(true);
  });
});

describe('guard decisions', () => {
  it('§4 Flows: createAccount/addCard is for the new cardholder once verified (full access); before that, back to enroll', () => {
    expect(guard('/createAccount/addCard', ctx('full'))).toEqual({ kind: 'allow' });
    expect(guard('/createAccount/addCard', ctx('partial'))).toEqual({ kind: 'redirect', to: '/createAccount/enroll' });
    expect(guard('/createAccount/addCard', ctx('none'))).toEqual({ kind: 'redirect', to: '/createAccount/enroll' });
    // An SSO app forbids it (the pre-login page, which a signed-in cardholder leaves for home).
    expect(guard('/createAccount/addCard', ctx('full', { ssoApp: true }))).toEqual({ kind: 'redirect', to: '/home' });
  });

  const loginDisabled = ctx('none', { appLoginDisabled: true });
  const sso = ctx('none', { ssoApp: true });
  const activationOnly = ctx('none', { activationOnlyApp: true });

  it.each(['/', '/login', '/activation', '/createAccount', '/home', '/sso/launch'])(
    '§6 login disabled: %s goes to /error',
    (path) => {
      expect(guard(path, loginDisabled)).toEqual({ kind: 'redirect', to: '/error' });
    },
  );

  it.each(['/pages/terms', '/error/404', '/no/such/page', '/error'])('§6 login disabled: %s is left alone', (path) => {
    expect(guard(path, loginDisabled)).toEqual({ kind: 'allow' });
  });

  it.each([
    '/login',
    '/forgotpassword',
    '/forgotusername',
    '/createAccount',
    '/forgotPassword/verifyCode',
    '/login/challenge',
  ])('§6 SSO app: %s goes to the pre-login page', (path) => {
    expect(guard(path, sso)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('§2 SSO app: the pre-login page itself stays (it signs SSO users out), signed in or not', () => {
    expect(guard('/', sso)).toEqual({ kind: 'allow' });
    expect(guard('/', ctx('full', { ssoApp: true }))).toEqual({ kind: 'allow' });
    expect(guard('/sso/launch', sso)).toEqual({ kind: 'allow' });
  });

  it('§6 SSO app: a signed-in member asking for a sign-in route goes on home, not out', () => {
    expect(guard('/login', ctx('full', { ssoApp: true }))).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard('/forgotpassword', ctx('full', { ssoApp: true }))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('§2 sso/launch, §6: any other app has no single sign-on: its pre-login page instead (home once signed in)', () => {
    expect(guard('/sso/launch', ctx('none'))).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/sso/launch', ctx('full'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard('/sso/launch', activationOnly)).toEqual({ kind: 'redirect', to: '/activation' });
    // An SSO member already signed in may arrive again from the partner (another launch replaces the session).
    expect(guard('/sso/launch', ctx('full', { ssoApp: true }))).toEqual({ kind: 'allow' });
  });

  it.each(['/', '/login', '/createAccount/enroll', '/forgotPassword/verifyCode', '/forgotusername'])(
    '§6 activation-only app: %s goes to /activation',
    (path) => {
      expect(guard(path, activationOnly)).toEqual({ kind: 'redirect', to: '/activation' });
    },
  );

  it('§6 activation-only app: the activation flow itself is open', () => {
    expect(guard('/activation', activationOnly)).toEqual({ kind: 'allow' });
    expect(guard('/activation/set-pin', activationOnly)).toEqual({ kind: 'allow' });
  });

  it('§6 activation disallowed (either flag): /activation/set-pin goes to /error', () => {
    expect(guard('/activation/set-pin', ctx('none', { cardActivationAllowed: false }))).toEqual({
      kind: 'redirect',
      to: '/error',
    });
    expect(guard('/activation/set-pin', ctx('none', {}, false))).toEqual({ kind: 'redirect', to: '/error' });
    expect(guard('/activation/set-pin', ctx('none'))).toEqual({ kind: 'allow' });
  });

  it('§6 an activation-only app with activation disallowed ends on /error, not in a loop', () => {
    expect(guard('/login', ctx('none', { activationOnlyApp: true, cardActivationAllowed: false }))).toEqual({
      kind: 'redirect',
      to: '/error',
    });
  });

  it('§6 /home needs full access: none and partial go to /login', () => {
    expect(guard('/home', ctx('none'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/home', ctx('partial'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/home', ctx('full'))).toEqual({ kind: 'allow' });
  });

  it('§6 /login/challenge needs a signed-in state: none goes to /login, partial is allowed', () => {
    expect(guard('/login/challenge', ctx('none'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/login/challenge', ctx('partial'))).toEqual({ kind: 'allow' });
  });

  it.each([
    '/migration/establishAccount',
    '/migration/verifyAccount',
    '/migration/simVerifyAccount',
    '/migration/resetPassword',
    '/migration/acceptTac',
    '/agreement',
    '/idv',
    '/2fa',
    '/tnc',
  ])('§6 public routes only while not signed in: a full-access user on %s goes home; anyone else stays', (path) => {
    expect(guard(path, ctx('full'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard(path, ctx('partial'))).toEqual({ kind: 'allow' });
    expect(guard(path, ctx('none'))).toEqual({ kind: 'allow' });
  });

  it('§4 /timeout stays open with full access: expiry goes there before it drops the access', () => {
    expect(guard('/timeout', ctx('full'))).toEqual({ kind: 'allow' });
  });

  it('§6 public routes only while not signed in: full access on /login goes to /home', () => {
    expect(guard('/login', ctx('full'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard('/createAccount', ctx('full'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard('/', ctx('full'))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('follows a redirect chain to its end: an SSO user with partial access on /home ends on the pre-login page', () => {
    expect(guardOnce('/home', ctx('partial', { ssoApp: true }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/home', ctx('partial', { ssoApp: true }))).toEqual({ kind: 'redirect', to: '/' });
  });

  // single-spa-layout mounts mfe_postlogin for /HOME (it matches paths without regard to case), so the
  // guard must not treat it as an open, unknown page.
  it('§6 a case variant of a post-login route (/HOME) without full access still goes to /login', () => {
    expect(guard('/HOME', ctx('none'))).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('guard never loops', () => {
  const specPaths = Object.values(GROUP_PATHS).flat();
  const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/);
  const path = fc.oneof(
    fc.constantFrom(...specPaths),
    fc.array(segment, { minLength: 0, maxLength: 6 }).map((s) => `/${s.join('/')}`),
    fc
      .tuple(fc.constantFrom(...specPaths), fc.array(segment, { minLength: 1, maxLength: 3 }))
      .map(([p, s]) => `${p.replace(/\/$/, '')}/${s.join('/')}`),
  );
  const context = fc.record({
    access: fc.constantFrom<AccessLevel>('none', 'partial', 'full'),
    flags: fc.record({
      ssoApp: fc.boolean(),
      activationOnlyApp: fc.boolean(),
      cardActivationAllowed: fc.boolean(),
      isCardActivationWebEnabled: fc.boolean(),
      appLoginDisabled: fc.boolean(),
      migratedApp: fc.boolean(),
    }),
    activationWebEnabled: fc.boolean(),
  });

  it('the final redirect target is itself allowed, or /error', () => {
    fc.assert(
      fc.property(path, context, (p, c) => {
        const decision = guard(p, c);
        if (decision.kind === 'allow') {
          expect(guardOnce(p, c)).toEqual({ kind: 'allow' });
          return;
        }
        expect(decision.to).not.toBe(p);
        if (decision.to !== href('error')) expect(guardOnce(decision.to, c)).toEqual({ kind: 'allow' });
        expect(guard(decision.to, c)).toEqual({ kind: 'allow' });
      }),
      { numRuns: 2000 },
    );
  });
});
