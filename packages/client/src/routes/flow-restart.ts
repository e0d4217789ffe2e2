// Where flows start again: after a refused token, and on a public start route (docs/decisions/025).
// Where a flow starts again when its own token is refused (a 401: the token lapsed after its 10 minutes,
// or was revoked; docs/decisions/025). Each flow's start page, except where the account the flow was
// making already exists: an enrolment with a token, and a migration at its terms, are finished by
// signing in (§2 Sign-in order), never by enrolling or migrating again.
import type { Flow, StoredSession } from '@portal/domain/session';
import { href, type PlainRouteId } from './href';
import { routeOf } from './match';

const FLOW_RESTART: Readonly<Record<Flow, PlainRouteId>> = {
  login: 'login',
  enrolment: 'login',
  recovery: 'forgotPassword',
  migration: 'migrationEstablishAccount',
};

/**
 * The page the session's flow starts again at: a card activation under way (its token, §3 ca_token,
 * decision 029) at `activation`; with no flow stored, login.
 */
export function flowRestartPath(session: Pick<StoredSession, 'flowConfig' | 'ca_token'>): string {
  const config = session.flowConfig;
  if (!config) return href(session.ca_token ? 'activation' : 'login');
  // By its terms step the migrated account is active: the person signs in with the new password.
  if (config.flow === 'migration' && config.step === 'acceptTac') return href('login');
  return href(FLOW_RESTART[config.flow]);
}

/** Whether entering `pathname` ends a partial or reset session under way (its registry row's `startsAfresh`). */
export function startsAfresh(pathname: string): boolean {
  return routeOf(pathname)?.startsAfresh === true;
}
