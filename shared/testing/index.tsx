// @portal/shared/testing: fixtures and a render helper for component tests in every package.
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, type RouteObject } from 'react-router';
import { ApiError } from '../src/domain/errors';
import { appDetailsOf, type AppDetails, type IssuerConfig, type IssuerFlags } from '../src/domain/issuer';
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
} from '../src/i18n';
import { EMPTY_SESSION, type StoredSession } from '../src/domain/session';
import { loadPath, RemoteRoutes } from '../src/mount/screen-routes';
import { backGuardOf } from '../src/ui/use-back-button';
import {
  appDetailsAtom,
  assetBaseAtom,
  errorPopupAtom,
  issuerAtom,
  localeAtom,
  portalStore,
  sessionAtom,
  type AccessLevel,
} from '../src/state';

/**
 * user-event for a component test: types and clicks as a cardholder does, without the zero timeout
 * user-event waits for after each key and pointer action by default. A screen's own timers still run
 * (on fake ones where a test passes `advanceTimers`); the waits were a fifth of a screen test's time
 * (card-form: 25.3 s to 19.8 s).
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}): UserEvent {
  return userEvent.setup({ delay: null, ...options });
}

/** The flags of a standard issuer: none of the §1 special cases. */
export const STANDARD_FLAGS: Readonly<IssuerFlags> = {
  ssoApp: false,
  activationOnlyApp: false,
  cardActivationAllowed: true,
  isCardActivationWebEnabled: true,
  appLoginDisabled: false,
  migratedApp: false,
};

/** A complete, valid issuer configuration (the shape of issuers/<id>/issuer.json). */
export function testIssuer(
  overrides: { flags?: Partial<IssuerFlags> } & Partial<Omit<IssuerConfig, 'flags'>> = {},
): IssuerConfig {
  const { flags, ...rest } = overrides;
  return {
    id: 'testbank',
    extAppId: 'TEST-WEB-01',
    appName: 'Test Bank Cards',
    hosts: [],
    branding: {
      primaryColor: '#0b5cab',
      logo: { src: 'header-logo.svg', alt: 'Test Bank Cards home' },
      favicon: 'favicon.svg',
      marketingImage: { image: 'marketing-banner', alt: 'A person paying with a card' },
      banners: [
        { image: 'jumbotron-1', alt: 'First offer' },
        { image: 'jumbotron-2', alt: 'Second offer' },
        { image: 'jumbotron-3', alt: 'Third offer' },
      ],
      assetExtension: 'png',
    },
    url: {
      contactUs: 'https://bank.example/contact',
      aboutUs: 'https://bank.example/about',
      help: 'https://bank.example/help',
      softAgreement: 'https://bank.example/software',
      learnMoreLink: 'https://bank.example/learn',
      terms: 'https://bank.example/terms',
      privacy: 'https://bank.example/privacy',
    },
    otherInfo: {
      issuer_agreement_text: 'By continuing you agree to the cardholder agreement.',
      enroll_legal_ack_txt: 'I accept the terms.',
      customer_support: 'Call 1-800-555-0199.',
    },
    issuerWebSiteUrl: 'https://bank.example/',
    altTextforIssuerImages: 'Test Bank promotional image',
    supportedLocales: [
      { locale: 'en', defaultLocale: 'Y' },
      { locale: 'es', defaultLocale: 'N' },
    ],
    features: [
      { featureCD: 'BAL_INQ', activeIndicator: 'Y', digitalPlatforms: ['WEB'], supportivePlatforms: [] },
      { featureCD: 'VALERTS', activeIndicator: 'Y', digitalPlatforms: ['IOS'], supportivePlatforms: [] },
    ],
    application: { supportivePlatforms: [{ name: 'WEB', attributes: { API_KEY: 'test-key' } }] },
    analytics: { name: 'test-bank', id: 'TB-1' },
    isSmsFreeApp: false,
    ...rest,
    flags: { ...STANDARD_FLAGS, ...flags },
  };
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

/**
 * Every leaf of a message tree (a locale file) as `[dotted key, text]`, in file order; the items of a
 * list of texts are leaves of their own (`list.0`). For the tests that hold en and es to each other.
 */
export function messageLeaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string' || typeof tree === 'number' || typeof tree === 'boolean')
    return [[prefix, String(tree)]];
  if (typeof tree !== 'object' || tree === null) return [];
  const entries: [string, unknown][] = Array.isArray(tree)
    ? tree.map((item, i) => [String(i), item])
    : Object.entries(tree);
  return entries.flatMap(([key, value]) => messageLeaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The `{{placeholders}}` of a message, sorted (a translation must keep every one). */
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

export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();

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
