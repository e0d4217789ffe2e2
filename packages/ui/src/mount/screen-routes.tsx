// A remote's react-router table, derived from the route registry: the remote names the screen of each
// route it owns (the type asks for every one), the paths come from the registry, and any other path is
// the portal's 404. A lazy feature's screens and messages are one chunk, loaded when one of its routes
// first renders or on a visitor's intent (preloadPath). The router is react-router's declarative one
// (decision 036): the data router cost about 13 KB of brotli on every page.
import {
  createContext,
  Suspense,
  use,
  useContext,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type ReactNode,
  type RejectedReactPromise,
} from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { FIRST_PAINT_ID, type RemoteName } from '@portal/domain/platform';
import { addMessages, loadRuleMessages, type LocaleBundles } from '@portal/client/i18n';
import { covers, type FeatureRouteIdOf, ROUTE_LIST, type RouteId, type RouteIdOf } from '@portal/client/routes';
import { NotFoundPage } from '../kit/not-found-page';
import { Spinner } from '../kit/spinner';

/** What a lazy feature's module exports: the screen of each of its routes, and its messages. */
export interface FeatureModule<Id extends RouteId> {
  readonly screens: { readonly [K in Id]: ReactNode };
  /** The feature's own messages (locale -> tree), merged into the remote's namespace before its first screen renders. */
  readonly messages?: LocaleBundles;
}

/** A feature module as a dynamic import of one of a remote's feature folders gives it (registryFeatures). */
export interface SomeFeatureModule {
  readonly screens: Readonly<Partial<Record<RouteId, ReactNode>>>;
  readonly messages?: LocaleBundles;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a template `import()` answered, read as a feature module: an object of screens and, if any,
 * an object of messages; anything else fails to load, naming the folder, as a missing screen does.
 */
export function featureModuleOf(value: unknown, where: string): SomeFeatureModule {
  if (!isRecord(value) || !isRecord(value['screens'])) throw new Error(`${where} exports no \`screens\` object`);
  const messages = value['messages'];
  if (messages !== undefined && !isRecord(messages))
    throw new Error(`${where} exports \`messages\` that are not by locale`);
  // The screens are React elements and the messages locale trees, as the feature module's own types say.
  return value as unknown as SomeFeatureModule;
}

const LAZY = Symbol('lazy screen');

/** Some routes' screens, by registry id. */
type Screens = Readonly<Partial<Record<RouteId, ReactNode>>>;

/** The screen of one route of a lazy feature: the route renders `screens[id]` of the feature's module. */
export interface LazyScreen {
  readonly [LAZY]: { load(): Promise<{ readonly screens: Screens }> } & RenderLoad<{ readonly screens: Screens }>;
}

/** A feature whose screens load on demand (lazyFeature). */
export interface LazyFeature<Id extends RouteId> {
  /** The lazy screens of these routes of the feature, to spread into a ScreenMap. */
  screens<const Ids extends readonly Id[]>(...ids: Ids): { readonly [K in Ids[number]]: LazyScreen };
  /** Starts loading the feature (once: a load under way or done is reused; a failed one is tried again). */
  load(): Promise<FeatureModule<Id>>;
}

/**
 * A promise that says how it settled, as React's `use` reads it (React's own ReactPromise protocol): a
 * feature already loaded (preloaded on intent, or by an earlier route) renders at once instead of
 * suspending for a microtask.
 */
type Tracked<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const t: Tracked<T> = Object.assign(promise, { status: 'pending' as const });
  // Block bodies: a handler answering `t` itself would make this chain adopt its rejection.
  promise.then(
    (value) => {
      void Object.assign(t, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      void Object.assign(t, { status: 'rejected', reason });
    },
  );
  return t;
}

/** How a lazy screen asks for its feature while rendering, for one attempt (see LazyRouteScreen). */
const RENDER_LOAD = Symbol('render load');

interface RenderLoad<M> {
  /** The load under way or done; else, for the attempt `key`, the one that failed (so its boundary shows it); else a new one. */
  [RENDER_LOAD]: (key: string) => Tracked<M>;
}

/**
 * A feature loaded on demand: `load` is the feature's dynamic import(), so its code and messages are
 * a chunk of their own; its messages are added to `namespace` (deep-merged, an issuer's override
 * kept) before any of its screens renders.
 */
export function lazyFeature<Id extends RouteId>(
  namespace: string,
  load: () => Promise<FeatureModule<Id>>,
): LazyFeature<Id> {
  let loading: Tracked<FeatureModule<Id>> | null = null;
  // A render that failed to load: the same attempt renders the same failure (the remote's boundary
  // shows it) rather than asking again and again; a new attempt (Try again, a navigation) asks again.
  let failed: { key: string; promise: Tracked<FeatureModule<Id>> } | null = null;
  const start = (key?: string) => {
    // A feature's screens show forms and cards: the rules' messages come with it (in parallel).
    const promise = tracked(
      Promise.all([load(), loadRuleMessages()]).then(([module]) => {
        if (module.messages) addMessages(namespace, module.messages);
        return module;
      }),
    );
    loading = promise;
    promise.catch(() => {
      // A dead origin or a removed chunk: the next navigation (or "Try again") asks again.
      if (loading === promise) loading = null;
      if (key !== undefined) failed = { key, promise };
    });
    return promise;
  };
  const feature: LazyFeature<Id> & RenderLoad<FeatureModule<Id>> = {
    load: () => loading ?? start(),
    [RENDER_LOAD]: (key) => loading ?? (failed?.key === key ? failed.promise : start(key)),
    screens(...ids) {
      const screen: LazyScreen = { [LAZY]: feature };
      return Object.fromEntries(ids.map((id) => [id, screen])) as { readonly [K in (typeof ids)[number]]: LazyScreen };
    },
  };
  return feature;
}

function isLazy(screen: unknown): screen is LazyScreen {
  return typeof screen === 'object' && screen !== null && LAZY in screen;
}

/**
 * The lazy screens of every route of `owner` whose registry row names a feature (PortalRoute.feature):
 * one lazyFeature per feature, loaded by `load(feature)` (the remote's `import(\`./features/${feature}/screens.tsx\`)`,
 * which the bundler makes one chunk per feature folder). A new screen of a feature is its registry row
 * and its screen in the feature's module: the remote's table does not change. A module without the
 * screen of one of its rows fails to load, naming the row, rather than rendering nothing.
 */
export function registryFeatures<R extends RemoteName>(
  owner: R,
  namespace: string,
  load: (feature: string) => Promise<unknown>,
): { readonly [Id in FeatureRouteIdOf<R>]: LazyScreen } {
  const byFeature = new Map<string, RouteId[]>();
  for (const row of ROUTE_LIST)
    if (row.owner === owner && row.feature !== undefined)
      byFeature.set(row.feature, [...(byFeature.get(row.feature) ?? []), row.id]);
  const screens: Partial<Record<RouteId, LazyScreen>> = {};
  for (const [name, ids] of byFeature) {
    const feature = lazyFeature<RouteId>(namespace, async () => {
      const module = featureModuleOf(await load(name), `features/${name}/screens.tsx of ${owner}`);
      const missing = ids.filter((id) => !(id in module.screens));
      if (missing.length > 0)
        throw new Error(`features/${name}/screens.tsx of ${owner} has no screen for ${missing.join(', ')}`);
      return module as FeatureModule<RouteId>;
    });
    Object.assign(screens, feature.screens(...ids));
  }
  return screens as { readonly [Id in FeatureRouteIdOf<R>]: LazyScreen };
}

/** The screen of every route a remote owns: an element, or a lazy feature's screen. */
export type ScreenMap<R extends RemoteName> = { readonly [Id in RouteIdOf<R>]: ReactNode | LazyScreen };

/** Each lazy route's feature loader, for preloadPath. */
const lazyRoutes = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * Which attempt at rendering the remote this is (createRemoteApp counts its "Try again"s): with the
 * location's key, it tells a lazy screen whether a failed load is this attempt's, to be shown, or an
 * earlier one's, to be tried again.
 */
export const RenderAttemptContext = createContext(0);

/** A lazy feature's screen: suspends until the feature is there (RemoteRoutes shows a spinner meanwhile). */
function LazyRouteScreen({ id, feature }: { id: RouteId; feature: LazyScreen[typeof LAZY] }) {
  const attempt = useContext(RenderAttemptContext);
  const location = useLocation();
  const module = use(feature[RENDER_LOAD](`${attempt}:${location.key}`));
  return <>{module.screens[id] ?? null}</>;
}

/** A route of the registry row `id` at `path` showing `screen`. */
function routeTo(id: RouteId, path: string, screen: ReactNode | LazyScreen): RouteObject {
  if (!isLazy(screen)) return { path, element: screen };
  const feature = screen[LAZY];
  const route: RouteObject = { path, element: <LazyRouteScreen id={id} feature={feature} /> };
  lazyRoutes.set(route, () => feature.load());
  return route;
}

/** The react-router routes of some registry screens (a feature's own, or a test's), at their registry paths. */
export function routesOf(screens: Screens): RouteObject[] {
  return ROUTE_LIST.flatMap((r) => (r.id in screens ? [{ path: `/${r.path}`, element: screens[r.id] }] : []));
}

/** A remote's whole table: the screen of every route it owns, and the portal's 404 for any other path. */
export function screenRoutes<R extends RemoteName>(owner: R, screens: ScreenMap<R>): RouteObject[] {
  const own = ROUTE_LIST.filter((r) => r.owner === owner);
  return [
    ...own.map((r) => routeTo(r.id, `/${r.path}`, screens[r.id as RouteIdOf<R>])),
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** Whether a route's screen is a lazy feature's (one screenRoutes made). */
export function isLazyRoute(route: RouteObject): boolean {
  return lazyRoutes.has(route);
}

/**
 * Starts loading the lazy feature of the route of `routes` that covers `pathname`, if it is one; a
 * feature loads once however often it is asked. A failure is left to the navigation that needs the
 * feature (it shows the remote's fallback): a preload never rejects.
 */
export function preloadPath(routes: readonly RouteObject[], pathname: string): void {
  loadPath(routes, pathname).catch(() => undefined);
}

/** Loads the lazy feature of the route of `routes` that covers `pathname`, if it is one (a test renders the screen after it). */
export async function loadPath(routes: readonly RouteObject[], pathname: string): Promise<void> {
  for (const route of routes) {
    const load = lazyRoutes.get(route);
    if (load && route.path !== undefined && covers({ path: route.path.replace(/^\//, '') }, pathname)) {
      await load();
      return;
    }
  }
}

/**
 * What a first visit to a lazy route shows while its feature loads (a later navigation keeps the page it
 * leaves until then: the router's updates are transitions). Where the shell server drew the screen's
 * first view (login's image, decision 030), that copy stands in the screen's place meanwhile: the busy
 * indicator is announced but not drawn under it, where the takeover would pull it up the page.
 */
function ScreenLoading() {
  const underFirstPaint = document.getElementById(FIRST_PAINT_ID) !== null;
  return underFirstPaint ? (
    <span className="visually-hidden">
      <Spinner />
    </span>
  ) : (
    <Spinner />
  );
}

/** A remote's routes in the router above it (BrowserRouter in the portal, MemoryRouter in the wallet or a test). */
export function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return <Suspense fallback={<ScreenLoading />}>{useRoutes(routes)}</Suspense>;
}
