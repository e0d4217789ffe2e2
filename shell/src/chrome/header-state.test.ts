import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IssuerFlags } from '@portal/domain/issuer';
import { STANDARD_FLAGS } from '@portal/ui/testing';
import type { AccessLevel } from '@portal/client/state';
import { guard } from '../routing/guard';
import { headerState, logoTarget, type HeaderState } from './header-state';

const STANDARD: IssuerFlags = STANDARD_FLAGS;
const SSO: IssuerFlags = { ...STANDARD, ssoApp: true };
const ACTIVATION_ONLY: IssuerFlags = { ...STANDARD, activationOnlyApp: true };
const LOGIN_DISABLED: IssuerFlags = { ...STANDARD, appLoginDisabled: true, cardActivationAllowed: false };

describe('§2 Header states', () => {
  const table: readonly (readonly [string, AccessLevel, string, IssuerFlags, HeaderState])[] = [
    // 1: the create-account button, before signing in on the pre-login and login pages.
    ['/', 'none', 'standard', STANDARD, 1],
    ['/login', 'none', 'standard', STANDARD, 1],
    // 2: sign-in and create-account in the activation flow.
    ['/activation', 'none', 'standard', STANDARD, 2],
    ['/activation/set-pin', 'none', 'standard', STANDARD, 2],
    ['/activation/questions/123/wrong', 'none', 'standard', STANDARD, 2],
    // 3: pre-login pages with no buttons.
    ['/createAccount/enroll', 'none', 'standard', STANDARD, 3],
    ['/forgotpassword', 'none', 'standard', STANDARD, 3],
    ['/timeout', 'none', 'standard', STANDARD, 3],
    ['/pages/terms', 'none', 'standard', STANDARD, 3],
    ['/error/404', 'none', 'standard', STANDARD, 3],
    ['/login/challenge', 'partial', 'standard', STANDARD, 3],
    ['/', 'partial', 'standard', STANDARD, 3],
    ['/activation', 'partial', 'standard', STANDARD, 3],
    // 3 as well when the issuer forbids the routes the buttons lead to (§6).
    ['/', 'none', 'SSO', SSO, 3],
    ['/activation', 'none', 'SSO', SSO, 3],
    ['/activation', 'none', 'activation-only', ACTIVATION_ONLY, 3],
    ['/login', 'none', 'activation-only', ACTIVATION_ONLY, 3],
    ['/error', 'none', 'login-disabled', LOGIN_DISABLED, 3],
    // 4: signed in, whatever the page or issuer.
    ['/home', 'full', 'standard', STANDARD, 4],
    ['/userSettings', 'full', 'SSO', SSO, 4],
    ['/activation', 'full', 'standard', STANDARD, 4],
    ['/pages/terms', 'full', 'standard', STANDARD, 4],
  ];

  it.each(table)('%s with access %s (%s issuer) is state %s', (path, access, _name, flags, state) => {
    expect(headerState(path, access, flags)).toBe(state);
  });

  it('§6: no header button leads to a route the guard forbids', () => {
    const flags = fc.record({
      ssoApp: fc.boolean(),
      activationOnlyApp: fc.boolean(),
      cardActivationAllowed: fc.boolean(),
      isCardActivationWebEnabled: fc.boolean(),
      appLoginDisabled: fc.boolean(),
      migratedApp: fc.boolean(),
    });
    const paths = fc.constantFrom(
      '/',
      '/login',
      '/activation',
      '/activation/set-pin',
      '/createAccount',
      '/pages/terms',
      '/home',
      '/error/404',
      '/timeout',
    );
    fc.assert(
      fc.property(paths, fc.constantFrom<AccessLevel>('none', 'partial', 'full'), flags, (path, access, f) => {
        const state = headerState(path, access, f);
        const buttons = state === 1 ? ['/createAccount'] : state === 2 ? ['/login', '/createAccount'] : [];
        for (const to of buttons)
          expect(guard(to, { access, flags: f, activationWebEnabled: f.isCardActivationWebEnabled })).toEqual({
            kind: 'allow',
          });
      }),
    );
  });
});

describe('§2 logo target', () => {
  const table: readonly (readonly [string, AccessLevel, string])[] = [
    ['/activation', 'none', '/activation'],
    ['/activation/set-pin', 'none', '/activation'],
    ['/activation/questions/1/wrong', 'partial', '/activation'],
    ['/activation/set-pin/success', 'full', '/activation'],
    ['/home', 'full', '/home'],
    ['/pages/terms', 'full', '/home'],
    ['/login/challenge', 'partial', '/signOut'],
    ['/login/acceptTac', 'partial', '/signOut'],
    ['/', 'none', '/'],
    ['/login', 'none', '/'],
    ['/createAccount', 'none', '/'],
    ['/no/such/page', 'none', '/'],
  ];

  it.each(table)('on %s with access %s the logo goes to %s', (path, access, to) => {
    expect(logoTarget(path, access)).toBe(to);
  });

  // §2: "the logo click goes ... to sign-out when only partly signed in". The guard must let a
  // partly signed-in user reach /signOut, or the click lands on /login still partly signed in.
  it('§2 a partly signed-in user reaches sign-out through the logo', () => {
    const to = logoTarget('/login/challenge', 'partial');
    expect(guard(to, { access: 'partial', flags: STANDARD, activationWebEnabled: true })).toEqual({ kind: 'allow' });
  });
});
