// Test kit of the recovery, enrolment and migration screens: the screens in a memory router with
// stand-ins for the pages they lead to, the portal set up with the prelogin messages, and readers for
// what they raise (notifications, the error popup) and what they store (the session).
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { TokenResponse } from '@portal/shared/api';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { IssuerConfig } from '@portal/shared/domain/issuer';
import type { StoredSession } from '@portal/shared/domain/session';
import { EMPTY_HELD, errorPopupAtom, heldSessionAtom, notificationsAtom, patchSession, portalStore, type HeldSession } from '@portal/shared/state';
import { renderInPortal, setUpPortal, testIssuer, type PortalSetup } from '@portal/shared/testing';

export { apiError, fieldError, findTitle, popup, storedSession } from '@portal/shared/testing';
import { preloginMessages } from '../../../i18n/messages';

/** The pages these flows lead to but do not own, each a heading to find. */
const STAND_INS: RouteObject[] = [
  { path: '/login', element: <h1>Sign-in page</h1> },
  { path: '/', element: <h1>Pre-login page</h1> },
];

export interface FlowSetup extends Omit<PortalSetup, 'messages'> {
  routes: RouteObject[];
  path: string;
  session?: Partial<StoredSession>;
  /** What the page holds in memory (§3 Session "Also held"), as an earlier step left it. */
  held?: Partial<HeldSession>;
}

export interface RenderedFlow {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  issuer: IssuerConfig;
}

/** jsdom has <dialog> but not its methods: the two the portal's Modal uses, where missing. */
function provideDialogMethods(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return;
  dialog.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** Renders `path` among `routes`, after setting up the portal (and the session, if given). */
export async function renderFlow({ routes, path, session, held, ...setup }: FlowSetup): Promise<RenderedFlow> {
  const issuer = await setUpPortal({ issuer: testIssuer(), ...setup, messages: { prelogin: preloginMessages } });
  portalStore.set(notificationsAtom, []);
  portalStore.set(errorPopupAtom, null);
  if (session) patchSession(session);
  portalStore.set(heldSessionAtom, { ...EMPTY_HELD, ...held });
  provideDialogMethods();
  // jsdom draws nothing, so it cannot scroll: the form's scroll to the first error is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter([...routes, ...STAND_INS, { path: '*', element: <h1>Elsewhere</h1> }], { initialEntries: [path] });
  const user = userEvent.setup();
  renderInPortal(<RouterProvider router={router} />, 'prelogin');
  return { user, router, issuer };
}

/** The raised notifications: type and message, and the page one waits for when it names one. */
export const notifications = () =>
  portalStore.get(notificationsAtom).map((n) => ({ type: n.type, messageKey: n.messageKey, ...(n.showOn === undefined ? {} : { showOn: n.showOn }) }));

/** A token answer (decision 013) with defaults for the fields a test does not care about. */
export function tokenAnswer(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return { access_token: 'token-1', token_type: 'Bearer', scope: 'full', userGuid: 'user-1', isUnverified: false, isChallenge: false, newTac: false, probes: [], ...overrides };
}
