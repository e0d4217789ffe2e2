// Token renewal (§4 Access levels and session, §7 Keep-alive): the keep-alive call, the age rule that
// triggers it before a request, and the single flight that lets concurrent requests share one renewal.
import * as v from 'valibot';

/** §7: the configured keep-alive URL's default (the gateway calls the same call oauth2/token/renewal). */
export const DEFAULT_KEEP_ALIVE_URL = '/consumer-api/v1/refreshvtoken';

/** §7: the keep-alive's form-urlencoded grant. */
export const KEEP_ALIVE_GRANT = 'access_token_renewal';

/** §7: the response header (or body field) carrying the new token. */
export const ACCESS_TOKEN_FIELD = 'access_token';

/** §7: the keep-alive body, when the token comes as a field rather than a header. */
export const KeepAliveResponseSchema = v.object({ [ACCESS_TOKEN_FIELD]: v.pipe(v.string(), v.nonEmpty()) });
