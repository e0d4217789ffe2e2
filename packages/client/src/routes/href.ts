// Typed links to the registry's routes: href('login') is '/login'; a route with parameters takes
// them, typed from its path (href('editCard', { cardID }) is '/editCard/<cardID>'). Every path a
// screen, the shell or a test links to comes from here, never from a string of its own.
import { ROUTES, WALLET_ROUTES, type RouteId, type WalletRouteId } from './registry';

/** The names of a path's `:parameters`. */
export type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** The arguments after a route's id: nothing, or its parameters. */
export type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Readonly<Record<ParamNames<P>, string>>];

/** The routes that take no parameter (linkable as they are). */
export type PlainRouteId = {
  [Id in RouteId]: [ParamNames<(typeof ROUTES)[Id]['path']>] extends [never] ? Id : never;
}[RouteId];

function fill(path: string, params: Readonly<Record<string, string>> = {}): string {
  const filled = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined || value === '') throw new Error(`href: no value for ${part} in ${path}`);
      return encodeURIComponent(value);
    })
    .join('/');
  return `/${filled}`;
}

/** The URL path of a portal route. */
export function href<Id extends RouteId>(id: Id, ...args: HrefArgs<(typeof ROUTES)[Id]['path']>): string {
  return fill(ROUTES[id].path, args[0]);
}

/** The URL path of a wallet route, inside the wallet's own router. */
export function walletHref<Id extends WalletRouteId>(
  id: Id,
  ...args: HrefArgs<(typeof WALLET_ROUTES)[Id]['path']>
): string {
  return fill(WALLET_ROUTES[id].path, args[0]);
}

/** The sign-out page's query parameter naming where it goes once the session has ended. */
export const SIGN_OUT_NEXT_PARAM = 'then';

/**
 * §8 Exception cases, "a technical-error modal, then the user goes to login": a signed-in user is
 * signed out first (the token revoked, the session purged), then shown login, which a session that is
 * still open would send home (§6).
 */
export const signOutThenLoginHref = (): string => `${href('signOut')}?${SIGN_OUT_NEXT_PARAM}=login`;
