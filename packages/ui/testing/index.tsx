// @portal/ui/testing: a render helper and fixtures for component tests in every package; the React-free
// fixtures are @portal/domain/testing's, re-exported.
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@portal/domain/errors';
import type { RemoteName } from '@portal/domain/platform';
import { ROUTE_LIST } from '@portal/client/routes';
import { appDetailsOf, type AppDetails, type IssuerConfig } from '@portal/domain/issuer';
import { testIssuer } from '@portal/domain/testing';
import {
  addMessages,
  applyIssuerMessages,
  i18n,
  initI18n,
  loadRuleMessages,
  PRODUCT_LOCALES,
  PRODUCT_MESSAGE_LOADERS,
  RULE_MESSAGE_LOADERS,
  type LocaleBundles,
} from '@portal/client/i18n';
import { EMPTY_SESSION, type StoredSession } from '@portal/domain/session';
import { featureModuleOf, loadPath, RemoteRoutes } from '../src/mount/screen-routes';
import { backGuardOf } from '../src/kit/use-back-button';
import {
  appDetailsAtom,
  assetBaseAtom,
  errorPopupAtom,
  issuerAtom,
  localeAtom,
  portalStore,
  sessionAtom,
  type AccessLevel,
} from '@portal/client/state';

export { messageLeaves, placeholdersOf, STANDARD_FLAGS, testIssuer } from '@portal/domain/testing';

/**
 * user-event for a component test: types and clicks as a cardholder does, without the zero timeout
 * user-event waits for after each key and pointer action by default. A screen's own timers still run
 * (on fake ones where a test passes `advanceTimers`); the waits were a fifth of a screen test's time
 * (card-form: 25.3 s to 19.8 s).
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}): UserEvent {
  return userEvent.setup({ delay: null, ...options });
}

export interface PortalSetup {
  issuer?: IssuerConfig;
  appDetails?: AppDetails | null;
  locale?: string;
  access?: AccessLevel;
  /** Product messages of the package under test: namespace -> locale -> messages. */
  messages?: Record<string, LocaleBundles>;
}

/** Puts an issuer, its details, locale and access level in the shared store and starts i18n. */
export async function setUpPortal(setup: PortalSetup = {}): Promise<IssuerConfig> {
  const issuer = setup.issuer ?? testIssuer();
  const locale = setup.locale ?? 'en';
  await initI18n({ locale });
  await i18n.changeLanguage(locale);
  // The rules' and forms' messages, as a form's screen has them in the portal (a lazy feature loads them).
  await loadRuleMessages();
  for (const [namespace, bundles] of Object.entries(setup.messages ?? {})) addMessages(namespace, bundles);
  applyIssuerMessages({
    [locale]: {
      issuer: {
        appName: issuer.appName,
        customerSupport: issuer.otherInfo.customer_support,
        banners: Object.fromEntries(issuer.branding.banners.map((b) => [b.image, b.alt])),
      },
    },
  });
  portalStore.set(issuerAtom, issuer);
  portalStore.set(appDetailsAtom, setup.appDetails === undefined ? appDetailsOf(issuer) : setup.appDetails);
  portalStore.set(assetBaseAtom, '/issuer-assets/');
  portalStore.set(localeAtom, locale);
  const access = setup.access ?? 'none';
  portalStore.set(sessionAtom, {
    ...EMPTY_SESSION,
    fullAccess: access === 'full',
    partialAccess: access === 'partial',
  });
  return issuer;
}

/**
 * Renders with the page's i18n instance (the store is jotai's default one, and the query cache the
 * page's one, as in the portal: no provider of either).
 */
export function renderInPortal(ui: ReactNode, defaultNS = 'common'): RenderResult {
  // As a wrapper, so rerender() keeps the provider and the component's state.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n} defaultNS={defaultNS}>
      {children}
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

/**
 * A remote's routes as createRemoteApp renders them (the declarative router on the page's history), at
 * `path`, once that path's lazy feature has loaded: the screen is there at the first render, as the
 * portal shows it after its loading spinner.
 */
export async function remoteRoutesAt(routes: RouteObject[], path: string): Promise<ReactElement> {
  window.history.replaceState(null, '', path);
  await loadPath(routes, window.location.pathname);
  return (
    <BrowserRouter>
      <RemoteRoutes routes={routes} />
    </BrowserRouter>
  );
}

/**
 * jsdom has <dialog> without its methods: the two the portal's Modal uses, as a browser does them
 * (close fires `close`), for the tests of anything that opens one. `uninstallDialog` takes them away.
 */
export function installDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

export function uninstallDialog(): void {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
}

/** Every product namespace in every product locale (namespace -> locale -> messages), for the catalogue tests. */
export async function allProductMessages(): Promise<Record<string, LocaleBundles>> {
  const all: Record<string, LocaleBundles> = {};
  for (const locale of PRODUCT_LOCALES) {
    for (const loader of [PRODUCT_MESSAGE_LOADERS[locale], RULE_MESSAGE_LOADERS[locale]]) {
      for (const [namespace, tree] of Object.entries(await loader())) (all[namespace] ??= {})[locale] = tree;
    }
  }
  return all;
}

/** An answer of the gateway in §8's shape, as the API client throws it. */
export function apiError(code: string, status: number, message = ''): ApiError {
  return new ApiError(code, status, message, { responseStatus: { code, status, message } });
}

/** The one h1 on screen, found once it shows. */
export async function findTitle(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name });
}

/** The error message a field shows (its described-by error element), without the hidden "Error:". */
export function fieldError(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent?.replace(/^Error:\s*/, '') ?? '';
}

/** The session as the store holds it now. */
export const storedSession = (): StoredSession => portalStore.get(sessionAtom);

/** Sets fields of the stored session as an earlier step (or a refresh) would have left them. */
export function setStoredSession(patch: Partial<StoredSession>): void {
  portalStore.set(sessionAtom, { ...portalStore.get(sessionAtom), ...patch });
}

/** The error popup open now, if any. */
export const popup = () => portalStore.get(errorPopupAtom);

/**
 * The browser's back button on a screen that answers it (useBackButton), and the popstate it causes.
 * It waits for the screen's guard entry first: a back pressed before the screen has armed it would
 * be overtaken by the guard's pushState, and jsdom would then never deliver the popstate.
 */
export async function pressBack(): Promise<void> {
  await waitFor(() => {
    if (backGuardOf(window.history.state) === null)
      throw new Error('the screen has not armed its back-button guard yet');
  });
  const moved = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  act(() => window.history.back());
  await act(() => moved);
}

/**
 * The tests of a remote whose lazy features come from the registry (registryFeatures): every row of
 * `owner` naming a feature loads its folder's screens.tsx as the remote loads it (`importFeature`, the
 * same template import), and finds its screen there.
 */
export function describeRegistryFeatures(
  owner: RemoteName,
  routes: RouteObject[],
  importFeature: (feature: string) => Promise<unknown>,
): void {
  const rows = ROUTE_LIST.filter((r) => r.owner === owner && r.feature !== undefined);
  const pathOf = (path: string) => `/${path.replace(/:\w+/g, 'x')}`;
  describe(`the registry's features of ${owner}`, () => {
    beforeAll(async () => {
      await setUpPortal({ access: 'full' });
    });
    it.each(rows.map((r) => [r.id, r.feature ?? '', r.path] as const))(
      '%s loads features/%s/screens.tsx, which has its screen',
      async (id, feature, path) => {
        await loadPath(routes, pathOf(path));
        const module = featureModuleOf(await importFeature(feature), `features/${feature}/screens.tsx`);
        expect(module.screens).toHaveProperty(id);
      },
    );
  });
}
