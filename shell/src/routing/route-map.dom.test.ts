import fc from 'fast-check';
import { constructApplications, constructRoutes, matchRoute } from 'single-spa-layout';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteLifecycles } from '@portal/ui/mount';
import { covers, ownerOf, ROUTE_LIST, ROUTES, segments, type AppName } from '@portal/client/routes';
import { layoutRoutes, NOT_FOUND_APP } from './route-map';

/** Every route §2 names (with sample values for its parameters), and the app ARCHITECTURE §2b gives it. */
const SPEC_ROUTES: readonly (readonly [string, AppName])[] = [
  // §2 Pre-login routes
  ['/', 'mfe_prelogin'],
  ['/login', 'mfe_prelogin'],
  ['/login/verifyCode', 'mfe_prelogin'],
  ['/login/challenge', 'mfe_prelogin'],
  ['/login/challenge/verifyCode/email', 'mfe_prelogin'],
  ['/login/challenge/verifyCode/phone', 'mfe_prelogin'],
  ['/login/acceptTac', 'mfe_prelogin'],
  ['/login/forcePasswordReset', 'mfe_prelogin'],
  ['/login/forcePasswordReset/success', 'mfe_prelogin'],
  ['/forgotpassword', 'mfe_prelogin'],
  ['/forgotPassword/verifyCode', 'mfe_prelogin'],
  ['/forgotPassword/resetPassword', 'mfe_prelogin'],
  ['/forgotusername', 'mfe_prelogin'],
  ['/createAccount', 'mfe_prelogin'],
  ['/createAccount/enroll', 'mfe_prelogin'],
  ['/createAccount/verifyCode', 'mfe_prelogin'],
  ['/createAccount/addCard', 'mfe_prelogin'],
  ['/createAccount/editEmail', 'mfe_prelogin'],
  ['/agreement', 'mfe_prelogin'],
  ['/timeout', 'mfe_prelogin'],
  ['/sso/launch', 'mfe_sso'],
  ['/pages/terms', 'mfe_prelogin'],
  ['/pages/privacy', 'mfe_prelogin'],
  ['/pages/electronic_communication', 'mfe_prelogin'],
  // §2 Logged-in routes
  ['/home', 'mfe_postlogin'],
  ['/addCard', 'mfe_postlogin'],
  ['/editCard/abc', 'mfe_postlogin'],
  ['/userSettings', 'mfe_postlogin'],
  ['/userSettings/addEmail', 'mfe_postlogin'],
  ['/userSettings/addPhone', 'mfe_postlogin'],
  ['/userSettings/email/verifyCode/x', 'mfe_postlogin'],
  ['/userSettings/phone/verifyCode/x', 'mfe_postlogin'],
  ['/accounts', 'mfe_postlogin'],
  ['/features', 'mfe_postlogin'],
  ['/ssoLink', 'mfe_postlogin'],
  ['/signOut', 'mfe_postlogin'],
  // §2 Migration routes
  ['/migration/establishAccount', 'mfe_prelogin'],
  ['/migration/resetPassword', 'mfe_prelogin'],
  ['/migration/acceptTac', 'mfe_prelogin'],
  ['/migration/verifyAccount', 'mfe_prelogin'],
  ['/migration/simVerifyAccount', 'mfe_prelogin'],
  // §2 Activation routes
  ['/activation', 'mfe_activation'],
  ['/activation/set-pin', 'mfe_activation'],
  ['/activation/success', 'mfe_activation'],
  ['/activation/set-pin/success', 'mfe_activation'],
  ['/activation/questions/123', 'mfe_activation'],
  ['/activation/questions/123/wrong', 'mfe_activation'],
  // §2 Other routes
  ['/error', 'shell_error'],
  ['/idv', 'mfe_prelogin'],
  ['/2fa', 'mfe_prelogin'],
  ['/tnc', 'mfe_prelogin'],
  ['/error/404', 'shell_not_found'],
];

const UNMATCHED: readonly string[] = [
  '/nope',
  '/nope/a',
  '/nope/a/b',
  '/nope/a/b/c',
  '/nope/a/b/c/d',
  '/nope/a/b/c/d/e',
  '/homex',
  '/home/extra',
  '/addCard/1',
  '/accounts/x',
  '/signOut/now',
  '/error/500',
  '/error/404/x',
  '/forgotusername/x',
  '/ssoLinks',
  '/loginx',
  '/activations',
  '/idv/1',
];

describe('§2 route owners (ARCHITECTURE §2b)', () => {
  it.each(SPEC_ROUTES)('%s is rendered by %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(UNMATCHED)('%s is not a §2 route: the shell 404 renders it', (path) => {
    expect(ownerOf(path)).toBe('shell_not_found');
  });

  it('§2: any unmatched path of 1 to 5 segments (and 6) shows the 404 page', () => {
    const unknownSegment = fc.stringMatching(/^[a-z0-9]{1,8}$/).map((s) => `zz${s}`);
    fc.assert(
      fc.property(fc.array(unknownSegment, { minLength: 1, maxLength: 6 }), (parts) => {
        expect(ownerOf(`/${parts.join('/')}`)).toBe(NOT_FOUND_APP);
      }),
    );
  });

  it('/homex and /home/extra are not home, while /home/ is', () => {
    const home = ROUTES.home;
    expect(covers(home, '/home')).toBe(true);
    expect(covers(home, '/home/')).toBe(true);
    expect(covers(home, '/homex')).toBe(false);
    expect(covers(home, '/home/extra')).toBe(false);
  });

  it('a route covers its own path only: not a sub-path, nor a longer first segment (the registry has a row per route)', () => {
    expect(covers(ROUTES.login, '/login/challenge/verifyCode/email')).toBe(false);
    expect(covers(ROUTES.loginChallengeCodeEmail, '/login/challenge/verifyCode/email')).toBe(true);
    expect(covers(ROUTES.login, '/loginx')).toBe(false);
    expect(covers(ROUTES.login, '/')).toBe(false);
    expect(covers(ROUTES.editCard, '/editCard/card-1')).toBe(true);
    expect(covers(ROUTES.editCard, '/editCard')).toBe(false);
  });

  it('splits a path into its non-empty segments', () => {
    expect(segments('/login/verifyCode/')).toEqual(['login', 'verifyCode']);
    expect(segments('//a//b')).toEqual(['a', 'b']);
    expect(segments('/')).toEqual([]);
    expect(segments('')).toEqual([]);
  });

  it('lists each route once', () => {
    const keys = ROUTE_LIST.map((r) => r.path.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the single-spa-layout route map', () => {
  const noop: RemoteLifecycles = {
    bootstrap: async () => undefined,
    mount: async () => undefined,
    unmount: async () => undefined,
  };

  afterEach(() => {
    document.body.innerHTML = '';
  });

  function construct() {
    document.body.innerHTML = '<div id="x"></div>';
    return constructRoutes(layoutRoutes('#x'));
  }

  /** The applications single-spa would make active for a path (their activeWhen, as built by single-spa-layout). */
  function activeApps(path: string): string[] {
    const routes = construct();
    const applications = constructApplications({ routes, loadApp: async () => noop });
    const location = new URL(path, 'http://localhost:3000') as unknown as Location;
    return applications
      .filter((app) => {
        const when = app.activeWhen;
        const fns = (Array.isArray(when) ? when : [when]) as unknown[];
        return fns.some((fn) => typeof fn === 'function' && (fn as (l: Location) => boolean)(location));
      })
      .map((app) => app.name);
  }

  it('constructRoutes accepts the map', () => {
    const routes = construct();
    expect(routes.containerEl).toBe('#x');
    // One route per registry row, plus the default (404) route.
    expect(routes.routes).toHaveLength(ROUTE_LIST.length + 1);
  });

  it('registers every owner and the 404 as applications', () => {
    const routes = construct();
    const names = constructApplications({ routes, loadApp: async () => noop }).map((a) => a.name);
    expect(new Set(names)).toEqual(new Set([...ROUTE_LIST.map((r) => r.owner), NOT_FOUND_APP]));
  });

  it.each([...SPEC_ROUTES.map(([p]) => p), ...UNMATCHED])('single-spa-layout activates exactly ownerOf(%s)', (path) => {
    expect(activeApps(path)).toEqual([ownerOf(path)]);
  });

  it('matchRoute resolves the pre-login page to mfe_prelogin only (the root route is exact)', () => {
    const matched = matchRoute(construct(), '/');
    expect(JSON.stringify(matched.routes)).toContain('mfe_prelogin');
    expect(JSON.stringify(matched.routes)).not.toContain(NOT_FOUND_APP);
  });

  // covers() says it follows single-spa-layout's matching; single-spa-layout matches without regard to
  // case, so a case variant must resolve to the same app on both sides (the guard classifies with covers()).
  it.each(['/HOME', '/Activation/set-pin', '/ERROR', '/forgotpassword/verifyCode'])(
    'ownerOf(%s) agrees with the app single-spa-layout activates for it',
    (path) => {
      expect([ownerOf(path)]).toEqual(activeApps(path));
    },
  );
});
