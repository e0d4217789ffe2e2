// A public start route (the pre-login page, login, forgot password, forgot username, create account)
// ends a partial or reset session under way, so no half-finished sign-in or recovery survives a typed
// /login or rides along on the next flow's public calls: dropped from the session at once, revoked at
// the gateway in the background (docs/decisions/025). The shell applies it at boot and before each
// navigation the guard allows.
import { revokeToken } from '@portal/client/api';
import { startsAfresh } from '@portal/client/routes';
import { endSessionUnderWay } from '@portal/client/state';

/** Ends the session under way when `pathname` is a public start route; returns the token dropped, if any. */
export function endSessionOnStartRoute(
  pathname: string,
  revoke: (token: string) => Promise<void> = revokeToken,
): string | null {
  if (!startsAfresh(pathname)) return null;
  const token = endSessionUnderWay();
  // Best effort: a partial or reset token lapses 10 minutes after issue anyway (decision 013).
  if (token !== null) revoke(token).catch(() => undefined);
  return token;
}
