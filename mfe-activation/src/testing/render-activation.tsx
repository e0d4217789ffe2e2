// The one test kit of mfe-activation's screens: the screens under test in a browser router that follows
// navigateTo as the portal does (single-spa turns every history change of another URL into a popstate),
// a stand-in for every other route of the registry (a heading naming its path), the portal set up with
// the whole activation namespace, the activation as an earlier step left it (the stored session's
// ca_token, what memory holds), and readers for what the screens raise and store.
import type { UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { ActivationQuestions } from '@portal/client/api';
import type { IssuerConfig, IssuerFlags } from '@portal/domain/issuer';
import type { StoredSession } from '@portal/domain/session';
import type { LocaleBundles } from '@portal/client/i18n';
import { covers, ROUTE_LIST } from '@portal/client/routes';
import { errorPopupAtom, notificationsAtom, portalStore } from '@portal/client/state';
import {
  remoteRoutesAt,
  renderInPortal,
  setStoredSession,
  setUpPortal,
  setupUser,
  testIssuer,
  type PortalSetup,
} from '@portal/ui/testing';
import { NotFoundPage } from '@portal/ui';
import { activationFlowAtom, type ActivationInMemory } from '../features/activation/hooks/activation-flow';
import { activationRoutes } from '../features/activation/routes';
import { messages as featureMessages } from '../features/activation/screens';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export { fieldError, findTitle, popup, storedSession } from '@portal/ui/testing';

/** The activation namespace as a page holds it once the feature's chunk has loaded. */
const allActivationMessages: LocaleBundles = {
  en: { ...en, ...featureMessages['en'] },
  es: { ...es, ...featureMessages['es'] },
};

/** The heading of a route's stand-in: its path. */
export const standIn = (path: string): string => `stand-in: ${path}`;

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
      if (here() !== before)
        window.dispatchEvent(Object.assign(new PopStateEvent('popstate', { state }), { singleSpa: true }));
    });
  }
}

/** A stand-in for every registry route the screens under test do not cover (another remote's). */
function standIns(screens: readonly RouteObject[]): RouteObject[] {
  const covered = (path: string) =>
    screens.some((r) => r.path !== undefined && r.path !== '*' && covers({ path: r.path }, path));
  return ROUTE_LIST.flatMap((row) => {
    const path = `/${row.path}`;
    return covered(path.replace(/:(\w+)/g, 'x')) ? [] : [{ path, element: <h1>{standIn(path)}</h1> }];
  });
}

/** The card of the tests: a Visa that passes §5's rules (Luhn), with its expiry and security code. */
export const CARD = { number: '4000001234567899', expiry: '0933', cvv: '123' } as const;

/** The answer of §7 questions for the test card, with the issuer's three questions. */
export function questionsAnswer(overrides: Partial<ActivationQuestions> = {}): ActivationQuestions {
  return {
    cardId: 'card-7f3a',
    activationToken: 'ca-token-1',
    expiresIn: 600,
    questions: [
      { questionId: 'DATE_OF_BIRTH', type: 'DATE_OF_BIRTH' },
      { questionId: 'SSN_LAST_FOUR', type: 'SSN_LAST_FOUR' },
      { questionId: 'BILLING_ZIP', type: 'BILLING_ZIP' },
    ],
    attemptsLeft: 3,
    ...overrides,
  };
}

/** The activation as the card's page leaves it: the token stored, the questions in memory. */
export function activationUnderWay(
  answer: ActivationQuestions = questionsAnswer(),
  now = Date.now(),
): { session: Partial<StoredSession>; flow: ActivationInMemory } {
  return {
    session: { ca_token: answer.activationToken },
    flow: {
      cardId: answer.cardId,
      questions: answer.questions,
      attemptsLeft: answer.attemptsLeft,
      lockedUntil: null,
      expiresAt: now + answer.expiresIn * 1000,
    },
  };
}

interface ActivationSetup extends Omit<PortalSetup, 'messages' | 'access' | 'issuer'> {
  path: string;
  /** The screens under test; the feature's own table by default (the remote's, lazy, for a journey). */
  routes?: RouteObject[];
  flags?: Partial<IssuerFlags>;
  /** The stored session as an earlier step (or a refresh) left it. */
  session?: Partial<StoredSession>;
  /** What memory holds of the activation (nothing after a refresh). */
  flow?: ActivationInMemory | null;
}

interface RenderedActivation {
  user: UserEvent;
  issuer: IssuerConfig;
}

/** A screen of the last test, unmounted, may still move history a task later: let it, first. */
const settleHistory = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Renders `path` among the screens under test, after setting up the portal, the session and memory. */
export async function renderFlow(
  { path, routes = activationRoutes, flags, session, flow = null, ...setup }: ActivationSetup,
  user: UserEvent = setupUser(),
): Promise<RenderedActivation> {
  await settleHistory();
  const issuer = await setUpPortal({
    issuer: testIssuer({ flags: flags ?? {} }),
    ...setup,
    messages: { activation: allActivationMessages },
  });
  portalStore.set(notificationsAtom, []);
  portalStore.set(errorPopupAtom, null);
  if (session) setStoredSession(session);
  portalStore.set(activationFlowAtom, flow);
  // jsdom draws nothing, so it cannot scroll: the form's scroll to the first error is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', path);
  followPortalNavigation();
  const screens = routes.filter((r) => r.path !== '*');
  renderInPortal(
    await remoteRoutesAt([...screens, ...standIns(screens), { path: '*', element: <NotFoundPage /> }], path),
    'activation',
  );
  return { user, issuer };
}

/** Where the page is now: path and query. */
export const location = (): string => here();

/** What memory holds of the activation now. */
export const flowInMemory = (): ActivationInMemory | null => portalStore.get(activationFlowAtom);

/** Every value the browser's storage holds now (local and session), for the at-rest checks. */
export function storedText(): string {
  const all = [window.localStorage, window.sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, i) => {
      const key = storage.key(i) ?? '';
      return `${key}=${storage.getItem(key) ?? ''}`;
    }),
  );
  return all.join('\n');
}
