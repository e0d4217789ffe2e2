// The sign-in screens' routing rules as pure functions of the stored session (§2 Sign-in order,
// Page refresh, Other routes; §4 Login scope), so each screen states none of them itself.
import type { IssuerFlags } from '@portal/domain/issuer';
import { accessLevelOf, type LoginStep, type StoredSession } from '@portal/domain/session';
import { href } from '@portal/client/routes';
import { nextLoginRoute } from '@portal/client/state';

/** §2 login/challenge/verifyCode/email and /phone: where the code of the chosen channel is entered. */
export const CHALLENGE_CODE_ROUTES = {
  email: 'loginChallengeCodeEmail',
  phone: 'loginChallengeCodePhone',
} as const;
export type ChallengeChannel = keyof typeof CHALLENGE_CODE_ROUTES;

/**
 * §2 Other routes "/idv, /2fa, /tnc: sign-in exception paths": entry points (an issuer's link, a
 * bookmark, a reopened tab) that resume the probe of the stored partial session (resumeTarget).
 */
export type ExceptionRoute = 'signinExceptionIdv' | 'signinException2fa' | 'signinExceptionTnc';

/**
 * Where a screen of login step `step` must send the person instead of showing itself, or null.
 * No session (or no token): login (§6 "challenge verification needs a logged-in state, else login").
 * Full access: home. Another step at the head of the queue: that step, because the queue is consumed
 * one step at a time (§4) and a typed or bookmarked URL must not skip one.
 */
export function stepRedirect(session: StoredSession, step: LoginStep): string | null {
  const level = accessLevelOf(session);
  if (level === 'none' || session.token === null) return href('login');
  if (level === 'full') return href('home');
  if (session.loginScope[0] === step) return null;
  return nextLoginRoute(session) ?? href('login');
}

/**
 * Where an exception path sends the person. The queue stays the authority: /tnc while the email is
 * still unverified resumes at verifyCode, since §2's order cannot be skipped; a finished or absent
 * sign-in goes home or to login.
 */
export function resumeTarget(session: StoredSession): string {
  const level = accessLevelOf(session);
  if (level === 'full') return href('home');
  if (level === 'none' || session.token === null) return href('login');
  return nextLoginRoute(session) ?? href('login');
}

/**
 * Whether the login page offers forgot password, forgot username and create account: not for the
 * apps whose flags forbid those routes (§6: SSO, activation-only, app login disabled), the same
 * rule the shell's header applies to its create-account button (decision 006).
 */
export function selfServiceAllowed(flags: IssuerFlags): boolean {
  return !flags.ssoApp && !flags.activationOnlyApp && !flags.appLoginDisabled;
}

/** The current ref of a probe, from the session's flow (applyTokenAnswer keeps them there). */
export function probeRef(session: StoredSession, probe: string): string | null {
  return session.flowConfig?.probes[probe] ?? null;
}
