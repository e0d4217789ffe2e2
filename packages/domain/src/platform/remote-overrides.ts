// A tester's remote override (ARCHITECTURE §7), the way single-spa's
// import-map-overrides works for import maps: in a running portal, one remote's manifest URL is
// replaced by another build's (a branch build on another origin), set in the browser, shown in a
// banner while active, cleared with one click. Only to origins on the environment file's allowlist
// (`remoteOverrides.allowedOrigins`), and never in production (prod, or any environment but local, dev,
// qa, cert and sandbox) unless the file says `inProduction`.
// The rules are here (the file's schema is environment.ts's); the browser's side (URL, storage,
// banner) is the shell's (shell/src/federation/overrides.ts).
import { isRemoteName, type RemoteName, type RemoteOverridesConfig } from './environment';

/**
 * The environments that are not production (§9's local, dev, qa, cert and sandbox). Any other name,
 * prod or an issuer's own host, is taken as production: overrides there need `inProduction`.
 */
const TEST_ENVIRONMENTS: readonly string[] = ['local', 'dev', 'qa', 'cert', 'sandbox'];

/** The origins a tester may override a remote with in this environment: none unless the file allows it. */
export function overrideOrigins(environment: {
  name: string;
  remoteOverrides?: RemoteOverridesConfig | undefined;
}): readonly string[] {
  const config = environment.remoteOverrides;
  if (!config) return [];
  if (!TEST_ENVIRONMENTS.includes(environment.name) && !config.inProduction) return [];
  return config.allowedOrigins;
}

/** The query parameter that sets one remote's override: `?override-mfe_postlogin=<manifest URL>`. */
const OVERRIDE_PARAM_PREFIX = 'override-';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export interface RefusedOverride {
  name: string;
  url: string;
  reason: 'unknownRemote' | 'notAUrl' | 'originNotAllowed';
}

/** Overrides asked for (from the address or the browser's storage), judged against the allowlist. */
export function judgeOverrides(
  wanted: unknown,
  allowedOrigins: readonly string[],
): { accepted: RemoteOverrides; refused: RefusedOverride[] } {
  const accepted: RemoteOverrides = {};
  const refused: RefusedOverride[] = [];
  if (typeof wanted !== 'object' || wanted === null || Array.isArray(wanted)) return { accepted, refused };
  for (const [name, value] of Object.entries(wanted)) {
    const url = typeof value === 'string' ? value : String(value);
    if (!isRemoteName(name)) {
      refused.push({ name, url, reason: 'unknownRemote' });
      continue;
    }
    const parsed = typeof value === 'string' && URL.canParse(value) ? new URL(value) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) {
      refused.push({ name, url, reason: 'notAUrl' });
      continue;
    }
    if (!allowedOrigins.includes(parsed.origin)) {
      refused.push({ name, url, reason: 'originNotAllowed' });
      continue;
    }
    accepted[name] = parsed.href;
  }
  return { accepted, refused };
}

/** `?override-<remote>=<url>` pairs in a query string, by remote name (the last of a name wins). */
export function overridesInQuery(search: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(OVERRIDE_PARAM_PREFIX) && key.length > OVERRIDE_PARAM_PREFIX.length)
      found[key.slice(OVERRIDE_PARAM_PREFIX.length)] = value;
  }
  return found;
}

/** The query string without its override parameters ('' when nothing is left, else with its '?'). */
export function withoutOverrideParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(OVERRIDE_PARAM_PREFIX)) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The remotes map with the accepted overrides in place. */
export function withOverrides<T extends Record<RemoteName, string>>(remotes: T, overrides: RemoteOverrides): T {
  return { ...remotes, ...overrides };
}
