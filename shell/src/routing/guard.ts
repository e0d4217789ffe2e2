// The route guard (ARCHITECTURE §2.5): one pure function of path, access level and issuer flags,
// written as a table (spec §6 Roles and permissions, §2 Other routes, §4 States).
import type { IssuerFlags } from '@portal/shared/domain/issuer';
import type { AccessLevel } from '@portal/shared/state';
import { covers, type RouteOwner } from './route-map';

/** Routes grouped by the policy that applies to them (not by owner). */
export type RouteGroup =
  | 'prelogin-home'
  | 'login'
  | 'login-partial'
  | 'recovery'
  | 'enrolment'
  | 'public-flow'
  | 'private'
  | 'sign-out'
  | 'activation'
  | 'sso'
  | 'open';

const g = (path: string, exact: boolean, group: RouteGroup) => ({ path, exact, group });

/** Most specific first: the first row that covers a path gives its group. */
export const ROUTE_GROUPS: readonly (Omit<RouteOwner, 'owner'> & { group: RouteGroup })[] = [
  g('', true, 'prelogin-home'),
  g('login', true, 'login'),
  // §6: challenge verification (and every later step of the login scope queue) needs a signed-in state.
  g('login/verifyCode', false, 'login-partial'),
  g('login/challenge', false, 'login-partial'),
  g('login/acceptTac', false, 'login-partial'),
  // The reset revoked every token (decision 013): its success page is shown signed out, like login.
  g('login/forcePasswordReset/success', true, 'login'),
  g('login/forcePasswordReset', false, 'login-partial'),
  g('login', false, 'login'),
  g('forgotpassword', true, 'recovery'),
  g('forgotPassword', false, 'recovery'),
  g('forgotusername', true, 'recovery'),
  g('createAccount', false, 'enrolment'),
  g('agreement', true, 'public-flow'),
  g('timeout', true, 'public-flow'),
  g('migration', false, 'public-flow'),
  g('idv', true, 'public-flow'),
  g('2fa', true, 'public-flow'),
  g('tnc', true, 'public-flow'),
  g('home', true, 'private'),
  g('addCard', true, 'private'),
  g('editCard', false, 'private'),
  g('userSettings', false, 'private'),
  g('accounts', true, 'private'),
  g('features', true, 'private'),
  g('ssoLink', true, 'private'),
  // §2: the logo of a partly signed-in user goes to sign-out, so partial access may sign out.
  g('signOut', true, 'sign-out'),
  g('activation', false, 'activation'),
  g('sso', false, 'sso'),
  g('pages', false, 'open'),
  g('error', false, 'open'),
];

/** Unmatched paths are the 404 page, open to everyone. */
export function routeGroup(pathname: string): RouteGroup {
  return ROUTE_GROUPS.find((r) => covers(r, pathname))?.group ?? 'open';
}

export interface GuardContext {
  access: AccessLevel;
  flags: IssuerFlags;
  /** §3 Application details isCardActivationWebEnabled, from the gateway. */
  activationWebEnabled: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export const ERROR_PATH = '/error';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const ACTIVATION_PATH = '/activation';
export const PRELOGIN_PATH = '/';

const PUBLIC: readonly RouteGroup[] = ['prelogin-home', 'login', 'recovery', 'enrolment'];

export interface GuardRule {
  /** Spec section and sentence this row implements. */
  why: string;
  groups: readonly RouteGroup[];
  when: (ctx: GuardContext) => boolean;
  to: string;
}

/** Ordered: the first row whose group and condition match decides. */
export const GUARD_RULES: readonly GuardRule[] = [
  {
    why: '§6: apps with app login disabled forbid all public routes and go to /error',
    groups: ['prelogin-home', 'login', 'login-partial', 'recovery', 'enrolment', 'public-flow', 'private', 'sign-out', 'activation', 'sso'],
    when: (c) => c.flags.appLoginDisabled,
    to: ERROR_PATH,
  },
  {
    why: '§6: SSO apps forbid the login, forgot password, forgot username and create-account routes (the pre-login page signs SSO users out)',
    groups: ['login', 'login-partial', 'recovery', 'enrolment'],
    when: (c) => c.flags.ssoApp,
    to: PRELOGIN_PATH,
  },
  {
    why: '§6: an activation-only app redirects enrolment, login, forgot password and forgot username (and §2 the pre-login page) to card activation',
    groups: ['prelogin-home', 'login', 'login-partial', 'recovery', 'enrolment'],
    when: (c) => c.flags.activationOnlyApp,
    to: ACTIVATION_PATH,
  },
  {
    why: '§6: apps with card activation disallowed forbid the activation routes (§2: /error)',
    groups: ['activation'],
    when: (c) => !c.flags.cardActivationAllowed || !c.activationWebEnabled,
    to: ERROR_PATH,
  },
  {
    why: '§6: post-login routes need a full-access user, otherwise login (§2 Page refresh)',
    groups: ['private'],
    when: (c) => c.access !== 'full',
    to: LOGIN_PATH,
  },
  {
    why: '§2, §6: signing out needs a session (full or partial), else login',
    groups: ['sign-out'],
    when: (c) => c.access === 'none',
    to: LOGIN_PATH,
  },
  {
    why: '§6: challenge verification needs a logged-in state, else login',
    groups: ['login-partial'],
    when: (c) => c.access === 'none',
    to: LOGIN_PATH,
  },
  {
    why: '§6: public routes are available only while not signed in',
    groups: [...PUBLIC, 'login-partial'],
    when: (c) => c.access === 'full',
    to: HOME_PATH,
  },
];

/** One decision for a path. */
export function guardOnce(pathname: string, ctx: GuardContext): GuardDecision {
  const group = routeGroup(pathname);
  const rule = GUARD_RULES.find((r) => r.groups.includes(group) && r.when(ctx));
  return rule ? { kind: 'redirect', to: rule.to } : { kind: 'allow' };
}

/** Follows redirects to a path that is allowed (a redirect target may itself be guarded). */
export function guard(pathname: string, ctx: GuardContext): GuardDecision {
  let path = pathname;
  const seen = new Set<string>([path]);
  for (;;) {
    const decision = guardOnce(path, ctx);
    if (decision.kind === 'allow') return path === pathname ? decision : { kind: 'redirect', to: path };
    if (seen.has(decision.to)) return { kind: 'redirect', to: ERROR_PATH };
    seen.add(decision.to);
    path = decision.to;
  }
}
