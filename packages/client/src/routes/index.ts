// @portal/client/routes: the route registry of §2 and what derives from it (matching, links, the
// page-refresh table, the login-step pages). React-free.
export {
  href,
  SIGN_OUT_NEXT_PARAM,
  signOutThenLoginHref,
  walletHref,
  type HrefArgs,
  type ParamNames,
  type PlainRouteId,
} from './href';
export { flowRestartPath, startsAfresh } from './flow-restart';
export { navigateTo } from './navigate';
export { LOGIN_STEP_ROUTES, loginStepPath } from './login-steps';
export { covers, matchPath, ownerOf, routeOf, segments } from './match';
export { pageRefreshOutcome, type RefreshOutcome } from './page-refresh';
export {
  ROUTE_LIST,
  ROUTES,
  screenName,
  WALLET_ROUTES,
  type AccessGroup,
  type AppName,
  type BackRule,
  type HeaderRule,
  type NavEntry,
  type PortalRoute,
  type RouteId,
  type FeatureRouteIdOf,
  type RouteIdOf,
  type RouteRow,
  type ShellAppName,
  type WalletRouteId,
} from './registry';
