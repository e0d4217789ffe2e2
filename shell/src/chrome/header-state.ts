// §2 Header states as a pure function of route and session (each route's signed-out state is a field
// of its registry row), and where the logo goes.
import type { IssuerFlags } from '@portal/domain/issuer';
import { href, routeOf, type HeaderRule } from '@portal/client/routes';
import type { AccessLevel } from '@portal/client/state';

/** 1: create-account button; 2: sign-in and create-account (activation flow); 3: no buttons; 4: signed in. */
export type HeaderState = 1 | 2 | 3 | 4;

const SIGNED_OUT_STATE: Readonly<Record<HeaderRule, HeaderState>> = { createAccount: 1, signInAndCreate: 2, plain: 3 };

export function headerState(pathname: string, access: AccessLevel, flags: IssuerFlags): HeaderState {
  if (access === 'full') return 4;
  // No button may lead to a route the issuer forbids (§6).
  const canEnrol = !flags.ssoApp && !flags.activationOnlyApp && !flags.appLoginDisabled;
  if (access === 'partial' || !canEnrol) return 3;
  return SIGNED_OUT_STATE[routeOf(pathname)?.header ?? 'plain'];
}

/** §2: the logo goes to activation in that flow, home when fully signed in, sign-out when partly, else the pre-login page. */
export function logoTarget(pathname: string, access: AccessLevel): string {
  if (routeOf(pathname)?.access === 'activation') return href('activation');
  if (access === 'full') return href('home');
  if (access === 'partial') return href('signOut');
  return href('preloginHome');
}
