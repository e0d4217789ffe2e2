// Who owns which route (ARCHITECTURE §2b), as data: the single-spa-layout route map is built from it.
import type { RemoteName } from '@portal/shared/domain/platform';

export type ShellAppName = 'shell_not_found' | 'shell_error';
export type AppName = RemoteName | ShellAppName;

export interface RouteOwner {
  /** Path without the leading slash; '' is the pre-login page. */
  path: string;
  /** Only this path, not its sub-paths. */
  exact: boolean;
  owner: AppName;
}

const prefix = (path: string, owner: AppName): RouteOwner => ({ path, exact: false, owner });
const only = (path: string, owner: AppName): RouteOwner => ({ path, exact: true, owner });

/** §2 routes by owner. Unmatched paths (any number of segments) fall to the shell's 404. */
export const ROUTE_OWNERS: readonly RouteOwner[] = [
  only('', 'mfe_prelogin'),
  prefix('login', 'mfe_prelogin'),
  only('forgotpassword', 'mfe_prelogin'),
  prefix('forgotPassword', 'mfe_prelogin'),
  only('forgotusername', 'mfe_prelogin'),
  prefix('createAccount', 'mfe_prelogin'),
  only('agreement', 'mfe_prelogin'),
  only('timeout', 'mfe_prelogin'),
  prefix('pages', 'mfe_prelogin'),
  prefix('migration', 'mfe_prelogin'),
  only('idv', 'mfe_prelogin'),
  only('2fa', 'mfe_prelogin'),
  only('tnc', 'mfe_prelogin'),
  only('home', 'mfe_postlogin'),
  only('addCard', 'mfe_postlogin'),
  prefix('editCard', 'mfe_postlogin'),
  prefix('userSettings', 'mfe_postlogin'),
  only('accounts', 'mfe_postlogin'),
  only('features', 'mfe_postlogin'),
  only('ssoLink', 'mfe_postlogin'),
  only('signOut', 'mfe_postlogin'),
  prefix('sso', 'mfe_sso'),
  prefix('activation', 'mfe_activation'),
  only('error', 'shell_error'),
  only('error/404', 'shell_not_found'),
];

export const NOT_FOUND_APP: ShellAppName = 'shell_not_found';

/** The path's segments, without empty ones: '/login/verifyCode/' -> ['login', 'verifyCode']. */
export function segments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

/**
 * Whether a route entry covers a path as single-spa-layout matches it: by segment prefix (or
 * exactly), ignoring case, so the guard and the server agree with the app that actually mounts.
 */
export function covers(route: Omit<RouteOwner, 'owner'>, pathname: string): boolean {
  const want = segments(route.path.toLowerCase());
  const have = segments(pathname.toLowerCase());
  if (route.exact ? have.length !== want.length : have.length < want.length) return false;
  return want.every((s, i) => have[i] === s);
}

/** The app that renders a path: its owner, or the shell's 404. */
export function ownerOf(pathname: string): AppName {
  return ROUTE_OWNERS.find((r) => covers(r, pathname))?.owner ?? NOT_FOUND_APP;
}

/** The single-spa-layout routes object (JSON form) for the map above. */
export function layoutRoutes(containerEl: string): {
  containerEl: string;
  routes: unknown[];
} {
  const app = (name: AppName) => ({ type: 'application', name });
  return {
    containerEl,
    routes: [
      ...ROUTE_OWNERS.map((r) => ({ type: 'route', path: `/${r.path}`, exact: r.exact || r.path === '', routes: [app(r.owner)] })),
      { type: 'route', default: true, routes: [app(NOT_FOUND_APP)] },
    ],
  };
}
