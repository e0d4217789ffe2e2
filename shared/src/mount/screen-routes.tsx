// A remote's react-router table, derived from the route registry: the remote names the screen of each
// route it owns (the type asks for every one), and the paths come from the registry rows. A path the
// remote owns no route for is the portal's 404.
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RemoteName } from '../domain/platform/environment';
import { ROUTE_LIST, type RouteId, type RouteIdOf } from '../routes/registry';
import { NotFoundPage } from '../ui/not-found-page';

/** The screen of every route a remote owns. */
export type ScreenMap<R extends RemoteName> = { readonly [Id in RouteIdOf<R>]: ReactNode };

/** The react-router routes of some registry screens (a feature's own, or a test's), at their registry paths. */
export function routesOf(screens: Readonly<Partial<Record<RouteId, ReactNode>>>): RouteObject[] {
  return ROUTE_LIST.flatMap((r) => (r.id in screens ? [{ path: `/${r.path}`, element: screens[r.id] }] : []));
}

/** A remote's whole table: the screen of every route it owns, and the portal's 404 for any other path. */
export function screenRoutes<R extends RemoteName>(owner: R, screens: ScreenMap<R>): RouteObject[] {
  const own = ROUTE_LIST.filter((r) => r.owner === owner);
  return [...own.map((r) => ({ path: `/${r.path}`, element: screens[r.id as RouteIdOf<R>] })), { path: '*', element: <NotFoundPage /> }];
}
