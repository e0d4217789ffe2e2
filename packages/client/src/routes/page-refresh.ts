// §2 Page refresh, derived from the route registry: where a fresh page load (a reload, or a portal URL
// opened anew) goes, from the path and the session stored across refresh (§3 Session). The shell
// applies it once, at boot, before routing; the route guard then applies the access rules of §6 to
// wherever this lands. Each route's rule is a field of its registry row; what each condition means
// is here.
import { accessLevelOf, type StoredSession } from '@portal/domain/session';
import { href } from './href';
import { routeOf } from './match';
import {
  REFRESH_TARGET_IDS,
  ROUTE_LIST,
  type RefreshCondition,
  type RefreshRule as RouteRefreshRule,
} from './registry';

/** The pages a refresh sends a person back to: the first page of each flow, and login. */
export const REFRESH_TARGETS = REFRESH_TARGET_IDS.map((id) => href(id));
type RefreshTarget = string;

/**
 * `keep`: the page is shown again, its flow restored from the stored session.
 * `redirect`: the flow starts again at `to`. `endFlow` says the interrupted flow's stored state
 * (token, access, login scope, flow, terms) is dropped, so the page it lands on starts clean; a
 * full-access session is never dropped by a refresh.
 */
export type RefreshOutcome = { action: 'keep' } | { action: 'redirect'; to: RefreshTarget; endFlow: boolean };

export interface RefreshRule {
  /** The sentence of §2 Page refresh (or the decision) the row implements. */
  why: string;
  /** The registry row's path, matched as the route map matches. */
  path: string;
  /** Always true: a registry row covers exactly its own path. */
  exact: true;
  decide: (session: StoredSession) => RefreshOutcome;
}

const KEEP: RefreshOutcome = { action: 'keep' };

const inMigration = (s: StoredSession) => s.flowConfig?.flow === 'migration';

/** What each condition of the registry asks of the stored session. */
const REFRESH_CONDITIONS: Readonly<Record<RefreshCondition, (session: StoredSession) => boolean>> = {
  fullAccess: (s) => accessLevelOf(s) === 'full',
  migrationFlow: inMigration,
  // The reset needs the reset token the migration's code gave.
  migrationResetToken: (s) => inMigration(s) && s.token !== null,
  // The terms need the sign-in's partial token and its ACCEPT_TNC probe.
  migrationTermsPending: (s) => s.partialAccess && s.tacInfo !== null,
  activationToken: (s) => s.ca_token !== null,
  // The enrolment's account exists once it has a partial token: enroll continues it (decision 025).
  enrolmentUnderWay: (s) => s.partialAccess && s.token !== null && s.flowConfig?.flow === 'enrolment',
};

/** The flow starts again at `to`; whatever it had stored goes, unless the person is fully signed in. */
function restart(to: string, session: StoredSession): RefreshOutcome {
  return { action: 'redirect', to, endFlow: accessLevelOf(session) !== 'full' };
}

function decider(rule: RouteRefreshRule): (session: StoredSession) => RefreshOutcome {
  switch (rule.kind) {
    case 'keep':
      return () => KEEP;
    case 'restart':
      return (s) => restart(href(rule.at), s);
    case 'keepIf':
      return (s) => (REFRESH_CONDITIONS[rule.holds](s) ? KEEP : restart(href(rule.otherwise), s));
    case 'resumeIf':
      return (s) =>
        REFRESH_CONDITIONS[rule.holds](s)
          ? { action: 'redirect', to: href(rule.at), endFlow: false }
          : restart(href(rule.at), s);
  }
}

/** One rule per registry row. A path no row covers (the 404) is kept. */
export const PAGE_REFRESH_RULES: readonly RefreshRule[] = ROUTE_LIST.map((r) => ({
  path: r.path,
  exact: true,
  why: r.refresh.why,
  decide: decider(r.refresh),
}));

/** The rule that decides for a path, if any. */
export function pageRefreshRule(pathname: string): RefreshRule | undefined {
  const route = routeOf(pathname);
  return route && PAGE_REFRESH_RULES[ROUTE_LIST.indexOf(route)];
}

/** §2 Page refresh: where a fresh load of `pathname` goes, given the session stored across refresh. */
export function pageRefreshOutcome(pathname: string, session: StoredSession): RefreshOutcome {
  return pageRefreshRule(pathname)?.decide(session) ?? KEEP;
}
