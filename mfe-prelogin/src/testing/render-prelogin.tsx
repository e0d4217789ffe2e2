// The one test kit of mfe-prelogin's screens: the screens under test in the browser router that follows
// navigateTo as the portal does (single-spa turns every history change of another URL into a
// popstate), a stand-in for every other route of the registry (a heading naming its path), the portal
// set up with the whole prelogin namespace (a feature's screens rendered on their own come without
// their lazy chunk, which brings the feature's messages in the portal), and readers for what the
// screens raise (notifications, the error popup) and store (the session).
import type { UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { TokenResponse } from '@portal/client/api';
import type { IssuerConfig } from '@portal/domain/issuer';
import type { StoredSession } from '@portal/domain/session';
import { ROUTE_LIST, covers } from '@portal/client/routes';
import {
  applyTokenAnswer,
  EMPTY_HELD,
  errorPopupAtom,
  heldSessionAtom,
  notificationsAtom,
  portalStore,
  type HeldSession,
} from '@portal/client/state';
import {
  installDialog,
  remoteRoutesAt,
  renderInPortal,
  setStoredSession,
  setUpPortal,
  setupUser,
  testIssuer,
  type PortalSetup,
} from '@portal/ui/testing';
import { NotFoundPage } from '@portal/ui';
import { allPreloginMessages } from '../i18n/message-files';
import { routes as allRoutes } from '../routes';

export { fieldError, findTitle, installDialog, popup, storedSession } from '@portal/ui/testing';

/** The heading of a route's stand-in: its path. */
const standIn = (path: string) => `stand-in: ${path}`;

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
      if (here() !== before)
        window.dispatchEvent(Object.assign(new PopStateEvent('popstate', { state }), { singleSpa: true }));
    });
  }
}

/** A stand-in for every registry route the screens under test do not cover (another feature's, another remote's). */
function standIns(screens: readonly RouteObject[]): RouteObject[] {
  const covered = (path: string) =>
    screens.some((r) => r.path !== undefined && r.path !== '*' && covers({ path: r.path }, path));
  return ROUTE_LIST.flatMap((row) => {
    const path = `/${row.path}`;
    return covered(path.replace(/:(\w+)/g, 'x')) ? [] : [{ path, element: <h1>{standIn(path)}</h1> }];
  });
}

export interface PreloginSetup extends Omit<PortalSetup, 'messages' | 'access'> {
  path: string;
  /** The screens under test; the whole remote by default. */
  routes?: RouteObject[];
  /** The session as an earlier step (or a refresh) left it: its fields, or what makes it (signedInWith). */
  session?: Partial<StoredSession> | (() => void);
  /** What the page holds in memory (§3 Session "Also held"), as an earlier step left it. */
  held?: Partial<HeldSession>;
}

export interface RenderedPrelogin {
  user: UserEvent;
  issuer: IssuerConfig;
}

/**
 * A screen of the last test, unmounted, may still step back off its back-button guard a task later
 * (useBackButton's release): that history move, and its popstate, are let happen before this test starts.
 */
const settleHistory = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Renders `path` among the screens under test, after setting up the portal (and the session, if given). */
export async function renderFlow(
  { path, routes = allRoutes, session, held, ...setup }: PreloginSetup,
  user: UserEvent = setupUser(),
): Promise<RenderedPrelogin> {
  await settleHistory();
  const issuer = await setUpPortal({ issuer: testIssuer(), ...setup, messages: { prelogin: allPreloginMessages } });
  portalStore.set(notificationsAtom, []);
  portalStore.set(errorPopupAtom, null);
  if (typeof session === 'function') session();
  else if (session) setStoredSession(session);
  portalStore.set(heldSessionAtom, { ...EMPTY_HELD, ...held });
  // jsdom has <dialog> without the methods the portal's Modal uses.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') installDialog();
  // jsdom draws nothing, so it cannot scroll: the form's scroll to the first error is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', path);
  followPortalNavigation();
  const screens = routes.filter((r) => r.path !== '*');
  renderInPortal(
    await remoteRoutesAt([...screens, ...standIns(screens), { path: '*', element: <NotFoundPage /> }], path),
    'prelogin',
  );
  return { user, issuer };
}

/** The raised notifications: type and message, the page one waits for, and how it shows. */
export const notifications = () =>
  portalStore.get(notificationsAtom).map((n) => ({
    type: n.type,
    messageKey: n.messageKey,
    ...(n.showOn === undefined ? {} : { showOn: n.showOn }),
    ...(n.appendCustomerSupport ? { customerSupport: true } : {}),
  }));

/** The visible text of the page, to look for untranslated keys. */
export const pageText = () => document.body.textContent ?? '';

/** A token answer (decision 013) with defaults for the fields a test does not care about. */
export function tokenAnswer(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return {
    access_token: 'token-1',
    token_type: 'Bearer',
    scope: 'full',
    userGuid: 'guid-chen',
    isUnverified: false,
    isChallenge: false,
    newTac: false,
    probes: [],
    ...overrides,
  };
}

/** The answer of a sign-in with these probes pending, refs `ref-<probe>`; ACCEPT_TNC carries two terms' guids. */
export function partialAnswer(
  probes: readonly ('VERIFY_USERNAME' | 'SOLVE_CHALLENGE' | 'ACCEPT_TNC')[],
  token = 'partial-1',
): TokenResponse {
  return tokenAnswer({
    access_token: token,
    scope: 'partial',
    isUnverified: probes.includes('VERIFY_USERNAME'),
    isChallenge: probes.includes('SOLVE_CHALLENGE'),
    newTac: probes.includes('ACCEPT_TNC'),
    probes: probes.map((type) => ({
      type,
      ref: `ref-${type}`,
      ...(type === 'ACCEPT_TNC' ? { data: { refs: ['terms-ec', 'terms-pr'] } } : {}),
    })),
  });
}

/** A sign-in under way as the login page leaves it (the stored partial session a refresh finds). */
export function signedInWith(answer: TokenResponse, userName = 'challenge.chen'): () => void {
  return () => {
    setStoredSession({ userName });
    applyTokenAnswer(answer, Date.now());
  };
}
