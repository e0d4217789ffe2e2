// §2 Page refresh as data: where a fresh page load (a reload, or a portal URL opened anew) goes, from
// the path and the session stored across refresh (§3 Session). The shell applies it once, at boot,
// before routing; the route guard then applies the access rules of §6 to wherever this lands.
import { accessLevelOf, type StoredSession } from '../domain/session/session';

/** The pages a refresh sends a person back to: the first page of each flow, and login. */
export const REFRESH_TARGETS = ['/login', '/forgotpassword', '/createAccount/enroll', '/migration/establishAccount', '/activation'] as const;
export type RefreshTarget = (typeof REFRESH_TARGETS)[number];

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
  /** Path without the leading slash, matched by segments and without regard to case, as the route map is. */
  path: string;
  /** Only this path, not its sub-paths. */
  exact: boolean;
  decide: (session: StoredSession) => RefreshOutcome;
}

const KEEP: RefreshOutcome = { action: 'keep' };

/** The flow starts again at `to`; whatever it had stored goes, unless the person is fully signed in. */
const restart =
  (to: RefreshTarget) =>
  (session: StoredSession): RefreshOutcome => ({ action: 'redirect', to, endFlow: accessLevelOf(session) !== 'full' });

const keepIf =
  (holds: (session: StoredSession) => boolean, otherwise: RefreshTarget) =>
  (session: StoredSession): RefreshOutcome =>
    holds(session) ? KEEP : restart(otherwise)(session);

const full = (s: StoredSession) => accessLevelOf(s) === 'full';
const inMigration = (s: StoredSession) => s.flowConfig?.flow === 'migration';

const row = (path: string, exact: boolean, why: string, decide: RefreshRule['decide']): RefreshRule => ({ path, exact, why, decide });
const keep = (path: string, exact: boolean, why: string) => row(path, exact, why, () => KEEP);

/** Logged-in routes of §2: kept only for a full-access user, otherwise login. */
const LOGGED_IN: readonly (readonly [string, boolean])[] = [
  ['home', true],
  ['addCard', true],
  ['editCard', false],
  ['userSettings', false],
  ['accounts', true],
  ['features', true],
  ['ssoLink', true],
  ['signOut', true],
];

/** Ordered, most specific first: the first row covering a path decides. A path no row covers is kept. */
export const PAGE_REFRESH_RULES: readonly RefreshRule[] = [
  keep('login', true, '§2 Page refresh: a refresh restores the flow: login'),
  row('login', false, '§2 Page refresh: login sub-pages go to login (a sign-in under way starts again)', restart('/login')),
  keep('forgotpassword', true, '§2 Page refresh: forgot-password pages go to forgotpassword (it is that page)'),
  row('forgotPassword', false, '§2 Page refresh: forgot-password pages go to forgotpassword', restart('/forgotpassword')),
  row('createAccount/verifyCode', false, '§2 Page refresh: the enrolment verify page goes back to enroll', restart('/createAccount/enroll')),
  row('createAccount/editEmail', false, '§2 Page refresh: the enrolment edit-email page goes back to enroll', restart('/createAccount/enroll')),
  // The enrolment's add-card step comes after the email is verified, i.e. with full access.
  row('createAccount/addCard', false, 'enrolment add-card: kept once signed in (it follows verification), else back to enroll', keepIf(full, '/createAccount/enroll')),
  keep('migration/establishAccount', true, '§2 Page refresh: a refresh restores the flow: migration (its first page)'),
  row('migration/verifyAccount', false, '§2 Page refresh: migration restored while its stored flow lasts', keepIf(inMigration, '/migration/establishAccount')),
  row('migration/simVerifyAccount', false, '§2 Page refresh: migration restored while its stored flow lasts', keepIf(inMigration, '/migration/establishAccount')),
  row(
    'migration/resetPassword',
    false,
    '§2 Page refresh: migration restored while its stored flow holds the reset token',
    keepIf((s) => inMigration(s) && s.token !== null, '/migration/establishAccount'),
  ),
  // By the terms step the account is migrated (decision 013): without the sign-in's pending terms, sign in.
  row('migration/acceptTac', false, '§2 Page refresh: migration restored while its terms are pending, else sign in', keepIf((s) => s.partialAccess && s.tacInfo !== null, '/login')),
  keep('activation', true, '§2 Page refresh: a refresh restores the flow: card activation'),
  // The success pages only state what happened; they depend on nothing stored.
  keep('activation/set-pin/success', true, 'activation: the PIN success page is kept'),
  row('activation/set-pin', true, '§2 Page refresh: the activation PIN step is restored while its card activation token (ca_token) is stored', keepIf((s) => s.ca_token !== null, '/activation')),
  // The questions came with the card number, which is never stored: activation starts again.
  row('activation/questions', false, '§2 Page refresh: card activation restored at its start (its questions are not stored)', restart('/activation')),
  ...LOGGED_IN.map(([path, exact]) => row(path, exact, '§2 Page refresh: logged-in pages are kept only for a full-access user, otherwise they go to login', keepIf(full, '/login'))),
];

/** The path's segments, without empty ones, in lower case. */
function segments(pathname: string): string[] {
  return pathname
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '');
}

function covers(rule: Pick<RefreshRule, 'path' | 'exact'>, pathname: string): boolean {
  const want = segments(rule.path);
  const have = segments(pathname);
  if (rule.exact ? have.length !== want.length : have.length < want.length) return false;
  return want.every((s, i) => have[i] === s);
}

/** The rule that decides for a path, if any. */
export function pageRefreshRule(pathname: string): RefreshRule | undefined {
  return PAGE_REFRESH_RULES.find((r) => covers(r, pathname));
}

/** §2 Page refresh: where a fresh load of `pathname` goes, given the session stored across refresh. */
export function pageRefreshOutcome(pathname: string, session: StoredSession): RefreshOutcome {
  return pageRefreshRule(pathname)?.decide(session) ?? KEEP;
}
