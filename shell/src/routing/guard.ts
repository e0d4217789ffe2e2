// The route guard (ARCHITECTURE §2.5): one pure function of path, access level and issuer flags,
// written as a table (spec §6 Roles and permissions, §2 Other routes, §4 States).
import type { IssuerFlags } from '@portal/domain/issuer';
import type { AccessLevel } from '@portal/client/state';
import { href, routeOf, type AccessGroup } from '@portal/client/routes';

/** Routes grouped by the policy that applies to them (not by owner): the registry's access groups. */
export type RouteGroup = AccessGroup;

/** A path's group: its registry row's; a path §2 does not name is the 404 page, open to everyone. */
export function routeGroup(pathname: string): RouteGroup {
  return routeOf(pathname)?.access ?? 'open';
}

export interface GuardContext {
  access: AccessLevel;
  flags: IssuerFlags;
  /** §3 Application details isCardActivationWebEnabled, from the gateway. */
  activationWebEnabled: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

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
    groups: [
      'prelogin-home',
      'login',
      'login-partial',
      'recovery',
      'enrolment',
      'enrolment-card',
      'public-flow',
      'session-end',
      'private',
      'sign-out',
      'activation',
      'sso',
    ],
    when: (c) => c.flags.appLoginDisabled,
    to: href('error'),
  },
  {
    why: '§6: SSO apps forbid the login, forgot password, forgot username and create-account routes; a member signed in goes on home (the pre-login page would sign them out)',
    groups: ['login', 'login-partial', 'recovery', 'enrolment', 'enrolment-card'],
    when: (c) => c.flags.ssoApp && c.access === 'full',
    to: href('home'),
  },
  {
    why: '§6: SSO apps forbid the login, forgot password, forgot username and create-account routes (the pre-login page signs SSO users out)',
    groups: ['login', 'login-partial', 'recovery', 'enrolment', 'enrolment-card'],
    when: (c) => c.flags.ssoApp,
    to: href('preloginHome'),
  },
  {
    why: '§2 sso/launch, §6 "SSO users use a different flow": only an SSO app has single sign-on; any other app goes to its pre-login page',
    groups: ['sso'],
    when: (c) => !c.flags.ssoApp,
    to: href('preloginHome'),
  },
  {
    why: '§6: an activation-only app redirects enrolment, login, forgot password and forgot username (and §2 the pre-login page) to card activation',
    groups: ['prelogin-home', 'login', 'login-partial', 'recovery', 'enrolment', 'enrolment-card'],
    when: (c) => c.flags.activationOnlyApp,
    to: href('activation'),
  },
  {
    why: '§6: apps with card activation disallowed forbid the activation routes (§2: /error)',
    groups: ['activation'],
    when: (c) => !c.flags.cardActivationAllowed || !c.activationWebEnabled,
    to: href('error'),
  },
  {
    why: '§6: post-login routes need a full-access user, otherwise login (§2 Page refresh)',
    groups: ['private'],
    when: (c) => c.access !== 'full',
    to: href('login'),
  },
  {
    why: '§4 Flows (enroll, verifyCode, addCard, home): the enrolment add-card step follows verification, so it needs the full access that gives; else back to enroll (§2 Page refresh)',
    groups: ['enrolment-card'],
    when: (c) => c.access !== 'full',
    to: href('createAccountEnroll'),
  },
  {
    why: '§2, §6: signing out needs a session (full or partial), else login',
    groups: ['sign-out'],
    when: (c) => c.access === 'none',
    to: href('login'),
  },
  {
    why: '§6: challenge verification needs a logged-in state, else login',
    groups: ['login-partial'],
    when: (c) => c.access === 'none',
    to: href('login'),
  },
  {
    why: '§6: public routes are available only while not signed in (the flows and exception paths of a sign-in too: full access has finished them)',
    groups: [...PUBLIC.filter((g) => g !== 'prelogin-home'), 'login-partial', 'public-flow'],
    when: (c) => c.access === 'full',
    to: href('home'),
  },
  {
    why: '§6 and §2: the pre-login page is for visitors not signed in, except in an SSO app, where it performs the SSO logout whoever visits',
    groups: ['prelogin-home'],
    when: (c) => c.access === 'full' && !c.flags.ssoApp,
    to: href('home'),
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
    if (seen.has(decision.to)) return { kind: 'redirect', to: href('error') };
    seen.add(decision.to);
    path = decision.to;
  }
}
