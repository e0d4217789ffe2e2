// A remote's react-router table, derived from the route registry: the remote names the screen of each
// route it owns (the type asks for every one), and the paths come from the registry rows. A path the
// remote owns no route for is the portal's 404.
//
// A screen is either an element, in the remote's first chunk, or a lazy feature's (issue 9): a
// feature's screens and its messages come from one dynamic import(), loaded when one of its routes is
// first navigated to (react-router's `lazy` route property) or when a visitor shows intent to go there
// (preloadPath, which createRemoteApp calls on pointerover, focusin and touchstart of a link).
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RemoteName } from '../domain/platform/environment';
import { addMessages, type LocaleBundles } from '../i18n/index';
import { covers } from '../routes/match';
import { ROUTE_LIST, type RouteId, type RouteIdOf } from '../routes/registry';
import { NotFoundPage } from '../ui/not-found-page';

/** What a lazy feature's module exports: the screen of each of its routes, and its messages. */
export interface FeatureModule<Id extends RouteId> {
  readonly screens: { readonly [K in Id]: ReactNode };
  /** The feature's own messages (locale -> tree), merged into the remote's namespace before its first screen renders. */
  readonly messages?: LocaleBundles;
}

const LAZY = Symbol('lazy screen');

/** Some routes' screens, by registry id. */
type Screens = Readonly<Partial<Record<RouteId, ReactNode>>>;

/** The screen of one route of a lazy feature: the route renders `screens[id]` of the feature's module. */
export interface LazyScreen {
  readonly [LAZY]: () => Promise<{ readonly screens: Screens }>;
}

/** A feature whose screens load on demand (lazyFeature). */
export interface LazyFeature<Id extends RouteId> {
  /** The lazy screens of these routes of the feature, to spread into a ScreenMap. */
  screens<const Ids extends readonly Id[]>(...ids: Ids): { readonly [K in Ids[number]]: LazyScreen };
  /** Starts loading the feature (once: a load under way or done is reused; a failed one is tried again). */
  load(): Promise<FeatureModule<Id>>;
}

/**
 * A feature loaded on demand: `load` is the feature's dynamic import(), so its code and messages are
 * a chunk of their own; its messages are added to `namespace` (deep-merged, an issuer's override
 * kept) before any of its screens renders.
 */
export function lazyFeature<Id extends RouteId>(namespace: string, load: () => Promise<FeatureModule<Id>>): LazyFeature<Id> {
  let loading: Promise<FeatureModule<Id>> | null = null;
  const feature: LazyFeature<Id> = {
    load() {
      loading ??= load().then(
        (module) => {
          if (module.messages) addMessages(namespace, module.messages);
          return module;
        },
        (error: unknown) => {
          // A dead origin or a removed chunk: the next navigation (or "Try again") asks again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    screens(...ids) {
      const screen: LazyScreen = { [LAZY]: () => feature.load() };
      return Object.fromEntries(ids.map((id) => [id, screen])) as { readonly [K in (typeof ids)[number]]: LazyScreen };
    },
  };
  return feature;
}

function isLazy(screen: unknown): screen is LazyScreen {
  return typeof screen === 'object' && screen !== null && LAZY in screen;
}

/** The screen of every route a remote owns: an element, or a lazy feature's screen. */
export type ScreenMap<R extends RemoteName> = { readonly [Id in RouteIdOf<R>]: ReactNode | LazyScreen };

/** Each lazy route's feature loader, for preloadPath. */
const lazyRoutes = new WeakMap<RouteObject, () => Promise<unknown>>();

/** A route of the registry row `id` at `path` showing `screen`. */
function routeTo(id: RouteId, path: string, screen: ReactNode | LazyScreen): RouteObject {
  if (!isLazy(screen)) return { path, element: screen };
  const load = screen[LAZY];
  const route: RouteObject = {
    path,
    lazy: async () => {
      const feature = await load();
      return { element: feature.screens[id] ?? null };
    },
  };
  lazyRoutes.set(route, load);
  return route;
}

/** The react-router routes of some registry screens (a feature's own, or a test's), at their registry paths. */
export function routesOf(screens: Screens): RouteObject[] {
  return ROUTE_LIST.flatMap((r) => (r.id in screens ? [{ path: `/${r.path}`, element: screens[r.id] }] : []));
}

/** A remote's whole table: the screen of every route it owns, and the portal's 404 for any other path. */
export function screenRoutes<R extends RemoteName>(owner: R, screens: ScreenMap<R>): RouteObject[] {
  const own = ROUTE_LIST.filter((r) => r.owner === owner);
  return [...own.map((r) => routeTo(r.id, `/${r.path}`, screens[r.id as RouteIdOf<R>])), { path: '*', element: <NotFoundPage /> }];
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
  for (const route of routes) {
    const load = lazyRoutes.get(route);
    if (load && route.path !== undefined && covers({ path: route.path.replace(/^\//, '') }, pathname)) {
      load().catch(() => undefined);
      return;
    }
  }
}
