// Test kit of the sign-in screens: the login routes in a browser router that follows navigateTo as the
// portal does (single-spa turns every history change of another URL into a popstate), stand-ins for
// the pages they lead to, the portal set up with the prelogin messages, and readers for what the
// screens raise (notifications, the error popup) and store (the session).
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { TokenResponse } from '@portal/shared/api';
import type { IssuerConfig } from '@portal/shared/domain/issuer';
import { applyTokenAnswer, errorPopupAtom, notificationsAtom, patchSession, portalStore } from '@portal/shared/state';
import { renderInPortal, setUpPortal, testIssuer, type PortalSetup } from '@portal/shared/testing';

export { apiError, fieldError, findTitle, popup, storedSession } from '@portal/shared/testing';
import { NotFoundPage } from '@portal/shared/ui';
import { preloginMessages } from '../../../i18n/messages';
import { loginRoutes } from '../routes';

/** The pages the sign-in leads to but does not own, each a heading to find. */
const STAND_INS: RouteObject[] = [
  { path: '/home', element: <h1>Home stand-in</h1> },
  { path: '/', element: <h1>Pre-login stand-in</h1> },
  { path: '/forgotpassword', element: <h1>Forgot password stand-in</h1> },
  { path: '/forgotusername', element: <h1>Forgot username stand-in</h1> },
  { path: '/createAccount', element: <h1>Create account stand-in</h1> },
  { path: '*', element: <NotFoundPage /> },
];

const here = () => `${window.location.pathname}${window.location.search}`;

/** History changes to another URL raise popstate, as single-spa's patched history does in the portal. */
function followPortalNavigation(): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    const spy = vi.spyOn(window.history, method);
    onTestFinished(() => spy.mockRestore());
    spy.mockImplementation((state: unknown, unused: string, url?: string | URL | null) => {
      const before = here();
      original(state, unused, url);
      // single-spa marks its artificial popstate, so a back-button guard can tell it from a real back.
      if (here() !== before) window.dispatchEvent(Object.assign(new PopStateEvent('popstate', { state }), { singleSpa: true }));
    });
  }
}

export { installDialog } from '@portal/shared/testing';

export interface SignInSetup extends Omit<PortalSetup, 'messages' | 'access'> {
  path: string;
  /** Runs after the portal is set up: start a sign-in (signedInWith), or patch the session. */
  session?: () => void;
}

export interface RenderedSignIn {
  user: UserEvent;
  issuer: IssuerConfig;
}

/**
 * A screen of the last test, unmounted, may still step back off its back-button guard a task later
 * (useBackButton's release): that history move, and its popstate, are let happen before this test starts.
 */
const settleHistory = () => new Promise((resolve) => setTimeout(resolve, 20));

export async function renderSignIn({ path, session, ...setup }: SignInSetup, user: UserEvent = userEvent.setup()): Promise<RenderedSignIn> {
  await settleHistory();
  const issuer = await setUpPortal({ issuer: testIssuer(), ...setup, messages: { prelogin: preloginMessages } });
  portalStore.set(notificationsAtom, []);
  portalStore.set(errorPopupAtom, null);
  session?.();
  // jsdom draws nothing, so it cannot scroll: the form's scroll to the first error is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', path);
  followPortalNavigation();
  const router = createBrowserRouter([...loginRoutes, ...STAND_INS]);
  onTestFinished(() => router.dispose());
  renderInPortal(<RouterProvider router={router} />, 'prelogin');
  return { user, issuer };
}

/** A token answer (decision 013) with defaults for the fields a test does not care about. */
export function tokenAnswer(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return { access_token: 'token-1', token_type: 'Bearer', scope: 'full', userGuid: 'guid-chen', isUnverified: false, isChallenge: false, newTac: false, probes: [], ...overrides };
}

/** The answer of a sign-in with these probes pending, refs `ref-<probe>`; ACCEPT_TNC carries two terms' guids. */
export function partialAnswer(probes: readonly ('VERIFY_USERNAME' | 'SOLVE_CHALLENGE' | 'ACCEPT_TNC')[], token = 'partial-1'): TokenResponse {
  return tokenAnswer({
    access_token: token,
    scope: 'partial',
    isUnverified: probes.includes('VERIFY_USERNAME'),
    isChallenge: probes.includes('SOLVE_CHALLENGE'),
    newTac: probes.includes('ACCEPT_TNC'),
    probes: probes.map((type) => ({ type, ref: `ref-${type}`, ...(type === 'ACCEPT_TNC' ? { data: { refs: ['terms-ec', 'terms-pr'] } } : {}) })),
  });
}

/** A sign-in under way as the login page leaves it (the stored partial session a refresh finds). */
export function signedInWith(answer: TokenResponse, userName = 'challenge.chen'): () => void {
  return () => {
    patchSession({ userName });
    applyTokenAnswer(answer, Date.now());
  };
}

export const notifications = () =>
  portalStore.get(notificationsAtom).map((n) => ({ type: n.type, messageKey: n.messageKey, dismissible: n.dismissible ?? false, customerSupport: n.appendCustomerSupport ?? false }));
/** The visible text of the page, to look for untranslated keys. */
export const pageText = () => document.body.textContent ?? '';
