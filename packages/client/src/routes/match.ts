// The one way a path is matched against the registry's routes, as single-spa-layout matches its own
// map: segment by segment, without regard to case or empty segments (a trailing slash), `:name`
// standing for any one segment. The guard, the server's 404, the refresh table, the header and the
// nav all ask here, so they agree with the app that actually mounts.
import { ROUTE_LIST, type AppName, type PortalRoute, type RouteId } from './registry';

/** The path's segments, without empty ones: '/login/verifyCode/' -> ['login', 'verifyCode']. */
export function segments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

/** The parameters of `pattern` read from `pathname`, or null when the pattern does not cover it. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        // A malformed escape is not a value any screen could use: no route covers the path.
        return null;
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** Whether a route covers a path. */
export function covers(route: Pick<PortalRoute, 'path'>, pathname: string): boolean {
  return matchPath(route.path, pathname) !== null;
}

/** The registry row that covers a path, with its id; undefined for a path §2 does not name (the 404). */
export function routeOf(pathname: string): (PortalRoute & { id: RouteId }) | undefined {
  return ROUTE_LIST.find((r) => covers(r, pathname));
}

/** The app that renders a path: its route's owner, or the shell's 404. */
export function ownerOf(pathname: string): AppName {
  return routeOf(pathname)?.owner ?? 'shell_not_found';
}
