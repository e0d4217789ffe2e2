// The single-spa-layout route map (ARCHITECTURE §2b), derived from the route registry of
// @portal/client/routes: one layout route per registry row, rendered by the row's owner; any other
// path falls to the shell's 404.
import { ROUTE_LIST, type ShellAppName } from '@portal/client/routes';

export const NOT_FOUND_APP: ShellAppName = 'shell_not_found';

/** The single-spa-layout routes object (JSON form) for the registry. */
export function layoutRoutes(containerEl: string): {
  containerEl: string;
  routes: unknown[];
} {
  const app = (name: string) => ({ type: 'application', name });
  return {
    containerEl,
    routes: [
      // Exact, as the registry matches (routes/match.ts): a path below a route is not that route.
      ...ROUTE_LIST.map((r) => ({ type: 'route', path: `/${r.path}`, exact: true, routes: [app(r.owner)] })),
      { type: 'route', default: true, routes: [app(NOT_FOUND_APP)] },
    ],
  };
}
