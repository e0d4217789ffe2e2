// createRemoteApp(): the single-spa lifecycles of a remote (ARCHITECTURE §2.6), with the providers
// every remote needs: the shared i18n instance, the remote's own router, and an error boundary so a
// crash in one remote never blanks the page. No jotai Provider: the default store is the shared one;
// no query provider: the page's one server-state cache is the hooks' default (@portal/client/query),
// so a screen that makes no call loads none of TanStack Query. While mounted, it preloads a lazy
// feature (screen-routes.tsx) as soon as a visitor shows intent to follow a link to one of its routes.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, type RouteObject } from 'react-router';
import { addMessages, i18n, loadRuleMessages, type LocaleBundles } from '@portal/client/i18n';
import { ErrorBoundary } from '../kit/error-boundary';
import { RegionUnavailable } from '../kit/region-unavailable';
import { isLazyRoute, preloadPath, RemoteRoutes, RenderAttemptContext } from './screen-routes';

/** What single-spa hands an application's lifecycles. */
export interface RemoteAppProps {
  name: string;
  /** Where to render; single-spa-layout's container for the app when absent. */
  domElement?: HTMLElement;
  [key: string]: unknown;
}

export interface RemoteLifecycles {
  bootstrap: (props: RemoteAppProps) => Promise<void>;
  mount: (props: RemoteAppProps) => Promise<void>;
  unmount: (props: RemoteAppProps) => Promise<void>;
}

/** The module every remote exposes as './app'. */
export type RemoteAppModule = RemoteLifecycles;

export interface RemoteAppOptions {
  /** The remote's i18n namespace and its product messages per locale. */
  namespace: string;
  messages: LocaleBundles;
  /** The remote's route table (screenRoutes: its lazy features load on demand); its last route should be the catch-all 404. */
  routes: RouteObject[];
  /**
   * Its first chunk's screens show cards or forms (home's card tiles, activation's card form): the
   * rules' messages are loaded before it mounts. A lazy feature loads them itself.
   */
  ruleMessages?: boolean;
}

/** single-spa-layout's container id for an application. */
export function applicationElementId(name: string): string {
  return `single-spa-application:${name}`;
}

function containerFor(props: RemoteAppProps): HTMLElement {
  const el = props.domElement ?? document.getElementById(applicationElementId(props.name));
  if (!el) throw new Error(`No container for application ${props.name}`);
  return el;
}

/** The DOM events by which a visitor shows intent to follow a link: pointing at it, focusing it, touching it. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Preloads the lazy feature of a route of `routes` when a visitor shows intent to follow a link to it:
 * any link of the document, so the shell's header links count as much as the remote's own.
 * Never at idle: nothing loads that no one asked for. Returns what stops it.
 */
function preloadOnIntent(routes: readonly RouteObject[]): () => void {
  if (!routes.some(isLazyRoute)) return () => undefined;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href || !URL.canParse(href, document.baseURI)) return;
    const url = new URL(href, document.baseURI);
    if (url.origin === window.location.origin) preloadPath(routes, url.pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
}

export function createRemoteApp(options: RemoteAppOptions): RemoteLifecycles {
  let root: Root | null = null;
  let stopPreloading: (() => void) | null = null;
  let attempt = 0;

  /**
   * (Re)renders the remote's router at the current URL. "Try again" comes back here: a fresh router and
   * boundary (by their key), and a new attempt, so a lazy feature that failed to load is asked again.
   */
  function start(name: string): void {
    if (!root) return;
    attempt += 1;
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n} defaultNS={options.namespace}>
          <ErrorBoundary
            key={attempt}
            fallback={() => <RegionUnavailable onRetry={() => start(name)} />}
            onError={(error) => console.error(`[${name}] render failed`, error)}
          >
            <RenderAttemptContext value={attempt}>
              <BrowserRouter>
                <RemoteRoutes routes={options.routes} />
              </BrowserRouter>
            </RenderAttemptContext>
          </ErrorBoundary>
        </I18nextProvider>
      </StrictMode>,
    );
  }

  return {
    async bootstrap() {
      addMessages(options.namespace, options.messages);
      if (options.ruleMessages) await loadRuleMessages();
    },
    async mount(props) {
      root = createRoot(containerFor(props));
      stopPreloading = preloadOnIntent(options.routes);
      start(props.name);
    },
    async unmount() {
      stopPreloading?.();
      root?.unmount();
      stopPreloading = null;
      root = null;
    },
  };
}

/** Checks at run time that a loaded module is a remote app (the shell types it through this). */
export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m['bootstrap'] === 'function' && typeof m['mount'] === 'function' && typeof m['unmount'] === 'function';
}
