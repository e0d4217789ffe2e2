// createRemoteApp(): the single-spa lifecycles of a remote (ARCHITECTURE §2.6), with the providers
// every remote needs: the shared i18n instance, the page's one server-state cache, the remote's own
// router, and an error boundary so a crash in one remote never blanks the page. No jotai Provider:
// the default store is the shared one.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { addMessages, i18n, type LocaleBundles } from '../i18n/index';
import { queryClient } from '../query/client';
import { ErrorBoundary } from '../ui/error-boundary';
import { RegionUnavailable } from '../ui/region-unavailable';

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
  /** The remote's route table; its last route should be the catch-all 404. */
  routes: RouteObject[];
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

/**
 * React Router catches a route's error in its own boundary (a developer page with a stack trace);
 * rethrowing sends it on to the remote's ErrorBoundary, which shows the polite fallback.
 */
function RethrowRouteError(): never {
  throw useRouteError();
}

export function createRemoteApp(options: RemoteAppOptions): RemoteLifecycles {
  let root: Root | null = null;
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  return {
    async bootstrap() {
      addMessages(options.namespace, options.messages);
    },
    async mount(props) {
      router = createBrowserRouter([{ ErrorBoundary: RethrowRouteError, children: options.routes }]);
      root = createRoot(containerFor(props));
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n} defaultNS={options.namespace}>
            <ErrorBoundary
              fallback={(reset) => <RegionUnavailable onRetry={reset} />}
              onError={(error) => console.error(`[${props.name}] render failed`, error)}
            >
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </ErrorBoundary>
          </I18nextProvider>
        </StrictMode>,
      );
    },
    async unmount() {
      root?.unmount();
      router?.dispose();
      root = null;
      router = null;
    },
  };
}

/** Checks at run time that a loaded module is a remote app (the shell types it through this). */
export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m['bootstrap'] === 'function' && typeof m['mount'] === 'function' && typeof m['unmount'] === 'function';
}
