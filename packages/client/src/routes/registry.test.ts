// The route registry against spec §2: every route §2 lists is one row, owned once, by the app
// ARCHITECTURE §2b gives it; no row is a route §2 does not list. Adding a route to §2 means adding it
// here first, and this test fails until the registry has its row.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { href, walletHref } from './href';
import { LOGIN_STEP_ROUTES, loginStepPath } from './login-steps';
import { covers, matchPath, ownerOf, routeOf, segments } from './match';
import { ROUTE_LIST, ROUTES, screenName, WALLET_ROUTES, type AppName, type RouteId } from './registry';
import { LOGIN_STEPS } from '@portal/domain/session';

/** §2's route lists, as the spec writes them ({x} for a parameter), with the app §2b gives each. */
const SPEC_PORTAL_ROUTES: readonly (readonly [section: string, path: string, owner: AppName])[] = [
  ['Pre-login routes', '', 'mfe_prelogin'],
  ['Pre-login routes', 'login', 'mfe_prelogin'],
  ['Pre-login routes', 'login/verifyCode', 'mfe_prelogin'],
  ['Pre-login routes', 'login/challenge', 'mfe_prelogin'],
  ['Pre-login routes', 'login/challenge/verifyCode/email', 'mfe_prelogin'],
  ['Pre-login routes', 'login/challenge/verifyCode/phone', 'mfe_prelogin'],
  ['Pre-login routes', 'login/acceptTac', 'mfe_prelogin'],
  ['Pre-login routes', 'login/forcePasswordReset', 'mfe_prelogin'],
  ['Pre-login routes', 'login/forcePasswordReset/success', 'mfe_prelogin'],
  ['Pre-login routes', 'forgotpassword', 'mfe_prelogin'],
  ['Pre-login routes', 'forgotPassword/verifyCode', 'mfe_prelogin'],
  ['Pre-login routes', 'forgotPassword/resetPassword', 'mfe_prelogin'],
  ['Pre-login routes', 'forgotusername', 'mfe_prelogin'],
  ['Pre-login routes', 'createAccount', 'mfe_prelogin'],
  ['Pre-login routes', 'createAccount/enroll', 'mfe_prelogin'],
  ['Pre-login routes', 'createAccount/verifyCode', 'mfe_prelogin'],
  ['Pre-login routes', 'createAccount/addCard', 'mfe_prelogin'],
  ['Pre-login routes', 'createAccount/editEmail', 'mfe_prelogin'],
  ['Pre-login routes', 'agreement', 'mfe_prelogin'],
  ['Pre-login routes', 'timeout', 'mfe_prelogin'],
  ['Pre-login routes', 'sso/launch', 'mfe_sso'],
  ['Pre-login routes', 'pages/terms', 'mfe_prelogin'],
  ['Pre-login routes', 'pages/privacy', 'mfe_prelogin'],
  ['Pre-login routes', 'pages/electronic_communication', 'mfe_prelogin'],
  ['Logged-in routes', 'home', 'mfe_postlogin'],
  ['Logged-in routes', 'addCard', 'mfe_postlogin'],
  ['Logged-in routes', 'editCard/{cardID}', 'mfe_postlogin'],
  ['Logged-in routes', 'userSettings', 'mfe_postlogin'],
  ['Logged-in routes', 'userSettings/addEmail', 'mfe_postlogin'],
  ['Logged-in routes', 'userSettings/addPhone', 'mfe_postlogin'],
  ['Logged-in routes', 'userSettings/email/verifyCode/{contactGuid}', 'mfe_postlogin'],
  ['Logged-in routes', 'userSettings/phone/verifyCode/{contactGuid}', 'mfe_postlogin'],
  ['Logged-in routes', 'accounts', 'mfe_postlogin'],
  ['Logged-in routes', 'features', 'mfe_postlogin'],
  ['Logged-in routes', 'ssoLink', 'mfe_postlogin'],
  ['Logged-in routes', 'signOut', 'mfe_postlogin'],
  ['Migration routes', 'migration/establishAccount', 'mfe_prelogin'],
  ['Migration routes', 'migration/resetPassword', 'mfe_prelogin'],
  ['Migration routes', 'migration/acceptTac', 'mfe_prelogin'],
  ['Migration routes', 'migration/verifyAccount', 'mfe_prelogin'],
  ['Migration routes', 'migration/simVerifyAccount', 'mfe_prelogin'],
  ['Activation routes', 'activation', 'mfe_activation'],
  ['Activation routes', 'activation/set-pin', 'mfe_activation'],
  ['Activation routes', 'activation/success', 'mfe_activation'],
  ['Activation routes', 'activation/set-pin/success', 'mfe_activation'],
  ['Activation routes', 'activation/questions/{tokenNumber}', 'mfe_activation'],
  ['Activation routes', 'activation/questions/{tokenNumber}/{error}', 'mfe_activation'],
  ['Other routes', 'error', 'shell_error'],
  ['Other routes', 'idv', 'mfe_prelogin'],
  ['Other routes', '2fa', 'mfe_prelogin'],
  ['Other routes', 'tnc', 'mfe_prelogin'],
  ['Other routes', 'error/404', 'shell_not_found'],
];

/** §2 Payment-instrument routes (embedded) and Address routes: the wallet's own router. */
const SPEC_WALLET_ROUTES: readonly string[] = [
  'addCard',
  'addCard/retry',
  'editCard/{cardID}',
  'editCard/{cardID}/retry',
  'deleteCard/{cardID}',
  'cardList',
  'review',
  'addressaddnew',
  'addressupdatedelete/{addressId}',
  'suggestedaddress',
];

/** The spec's {x} as the registry writes it (:x). */
const asPattern = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');
/** A URL of the route, with a sample value for each parameter. */
const sample = (pattern: string) => `/${pattern.replace(/:(\w+)/g, 'sample-$1')}`;

describe('the route registry against §2', () => {
  it.each(SPEC_PORTAL_ROUTES)('§2 %s: /%s is one row, rendered by %s', (_section, specPath, owner) => {
    const rows = ROUTE_LIST.filter((r) => r.path === asPattern(specPath));
    expect(rows, 'rows for this route').toHaveLength(1);
    expect(rows[0]?.owner).toBe(owner);
    // The URL resolves to that row and nothing else (no two rows cover one URL).
    const url = sample(asPattern(specPath));
    expect(ROUTE_LIST.filter((r) => covers(r, url)).map((r) => r.path)).toEqual([asPattern(specPath)]);
    expect(ownerOf(url)).toBe(owner);
  });

  // ARCHITECTURE §2b: mfe-sso has "the SSO variants of the card screens", which §2 does not name as routes.
  const SSO_CARD_ROUTES = ['sso/addCard'];

  it('has no row that §2 does not list, but the SSO card screen', () => {
    const listed = new Set([...SPEC_PORTAL_ROUTES.map(([, p]) => asPattern(p)), ...SSO_CARD_ROUTES]);
    expect(ROUTE_LIST.map((r) => r.path).filter((p) => !listed.has(p))).toEqual([]);
  });

  it.each(SPEC_WALLET_ROUTES)('§2 (embedded) /%s is one wallet row', (specPath) => {
    expect(Object.values(WALLET_ROUTES).filter((r) => r.path === asPattern(specPath))).toHaveLength(1);
  });

  it('has no wallet row that §2 does not list', () => {
    const listed = new Set(SPEC_WALLET_ROUTES.map(asPattern));
    expect(Object.values(WALLET_ROUTES).filter((r) => !listed.has(r.path))).toEqual([]);
  });

  it('lists each path once, whatever its case (single-spa-layout matches without regard to case)', () => {
    const keys = ROUTE_LIST.map((r) => r.path.toLowerCase().replace(/:\w+/g, ':'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    '/nope',
    '/homex',
    '/home/extra',
    '/addCard/1',
    '/error/500',
    '/login/verifyCode/x',
    '/editCard',
    '/activation/questions',
    '/a/b/c/d/e/f',
  ])('%s is no route of §2: the 404', (path) => {
    expect(routeOf(path)).toBeUndefined();
    expect(ownerOf(path)).toBe('shell_not_found');
  });

  it('§2: any path of 1 to 6 unknown segments is the 404 (1,000 runs)', () => {
    const unknownSegment = fc.stringMatching(/^[a-z0-9]{1,8}$/).map((s) => `zz${s}`);
    fc.assert(
      fc.property(fc.array(unknownSegment, { minLength: 1, maxLength: 6 }), (parts) => {
        expect(ownerOf(`/${parts.join('/')}`)).toBe('shell_not_found');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('matching (routes/match.ts)', () => {
  it('ignores case, empty segments and a trailing slash, as single-spa-layout does', () => {
    expect(routeOf('/HOME')?.id).toBe('home');
    expect(routeOf('/home/')?.id).toBe('home');
    expect(routeOf('//login//verifyCode')?.id).toBe('loginVerifyCode');
    expect(routeOf('/forgotpassword/VERIFYCODE')?.id).toBe('forgotPasswordVerifyCode');
  });

  it('reads parameters, decoded', () => {
    expect(matchPath('editCard/:cardID', '/editCard/card%201')).toEqual({ cardID: 'card 1' });
    expect(matchPath('activation/questions/:tokenNumber/:error', '/activation/questions/42/wrong')).toEqual({
      tokenNumber: '42',
      error: 'wrong',
    });
    expect(matchPath('editCard/:cardID', '/editCard/%E0%A4%A')).toBeNull();
  });

  it('splits a path into its non-empty segments', () => {
    expect(segments('/login/verifyCode/')).toEqual(['login', 'verifyCode']);
    expect(segments('//a//b')).toEqual(['a', 'b']);
    expect(segments('/')).toEqual([]);
    expect(segments('')).toEqual([]);
  });
});

describe('href', () => {
  it('gives each plain route its path', () => {
    expect(href('preloginHome')).toBe('/');
    expect(href('login')).toBe('/login');
    expect(href('forgotPasswordReset')).toBe('/forgotPassword/resetPassword');
    expect(href('notFound')).toBe('/error/404');
  });

  it('fills and encodes parameters', () => {
    expect(href('editCard', { cardID: 'a/b c' })).toBe('/editCard/a%2Fb%20c');
    expect(href('activationQuestionsError', { tokenNumber: '7', error: 'wrong' })).toBe(
      '/activation/questions/7/wrong',
    );
    expect(walletHref('editCardRetry', { cardID: '9' })).toBe('/editCard/9/retry');
  });

  it('refuses an empty parameter rather than link to another route', () => {
    expect(() => href('editCard', { cardID: '' })).toThrow(/cardID/);
  });

  it('round-trips: every route matches its own href, with the same parameters (1,000 runs)', () => {
    const value = fc.string({ minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_LIST), value, (row, v) => {
        const names = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
        const params = Object.fromEntries(names.map((n) => [n, v]));
        const url = (href as (id: RouteId, p?: Record<string, string>) => string)(row.id, params);
        expect(routeOf(url)?.id).toBe(row.id);
        expect(matchPath(row.path, url)).toEqual(params);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('what derives from the rows', () => {
  it('§4 every login step is shown on a registry route', () => {
    for (const step of LOGIN_STEPS) expect(routeOf(loginStepPath(step))?.id).toBe(LOGIN_STEP_ROUTES[step]);
  });

  it('§1 analytics screen names are the ids in snake case', () => {
    expect(screenName('loginAcceptTac')).toBe('login_accept_tac');
    expect(screenName('signinException2fa')).toBe('signin_exception_2fa');
    expect(screenName('preloginHome')).toBe('prelogin_home');
    const names = ROUTE_LIST.map((r) => screenName(r.id));
    expect(new Set(names).size).toBe(names.length);
  });

  it('§2 logged-in nav: Cards, Settings, Accounts, Features and the SSO link, in that order', () => {
    expect(ROUTE_LIST.filter((r) => r.nav).map((r) => [r.path, r.nav?.when])).toEqual([
      ['home', 'always'],
      ['userSettings', 'always'],
      ['accounts', 'accounts'],
      ['features', 'features'],
      ['ssoLink', 'ssoApp'],
    ]);
  });

  it('§2 Back button: home confirms logout, the settings verify pages return to userSettings', () => {
    expect(ROUTES.home.back).toBe('confirmLogout');
    expect(ROUTES.userSettingsVerifyEmail.back).toBe('toUserSettings');
    expect(ROUTES.userSettingsVerifyPhone.back).toBe('toUserSettings');
    expect(ROUTES.createAccountAddCard.back).toBe('enrolmentAddCard');
  });

  it('§6 every logged-in route but sign-out needs full access', () => {
    const postlogin = ROUTE_LIST.filter((r) => r.owner === 'mfe_postlogin');
    expect(postlogin.filter((r) => r.access !== 'private').map((r) => r.id)).toEqual(['signOut']);
  });
});
