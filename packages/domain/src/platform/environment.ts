// The runtime environment (SPEC-DECISIONS §9): one file per environment holding the gateway base URL
// and the remotes map (Module Federation name -> mf-manifest.json URL), read at run time so a remote
// is redeployed without rebuilding the shell.
import * as v from 'valibot';
import { DEFAULT_APP_VERSION } from '../constants/constants';
import { isCspSafeOrigin } from './origin';

export const ENVIRONMENT_NAMES = ['local', 'dev', 'qa', 'cert', 'sandbox', 'prod'] as const;

/** The Module Federation names of the portal's remotes (ARCHITECTURE §1). */
export const REMOTE_NAMES = [
  'mfe_prelogin',
  'mfe_postlogin',
  'mfe_sso',
  'mfe_activation',
  'mfe_embedded_wallet',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

const absoluteUrl = v.pipe(v.string(), v.url('must be an absolute URL'));

/** An origin alone: scheme, host and port, no path (https://branches.qa.example). */
const OriginSchema = v.pipe(
  v.string(),
  v.check(isCspSafeOrigin, 'must be an origin (http or https, a plain host, no path, no trailing slash)'),
);

const RemoteOverridesSchema = v.strictObject({
  /** The origins a tester may point a remote at. */
  allowedOrigins: v.pipe(v.array(OriginSchema), v.minLength(1, 'lists at least one origin')),
  /** In a production environment (prod, or an issuer's own host), overrides are refused unless this is true. */
  inProduction: v.optional(v.boolean(), false),
});
export type RemoteOverridesConfig = v.InferOutput<typeof RemoteOverridesSchema>;

export const RuntimeEnvironmentSchema = v.strictObject({
  /** local, dev, qa, cert, sandbox, prod, or an issuer-specific host's name. */
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'an environment name is a lower-case word')),
  gatewayBaseUrl: absoluteUrl,
  remotes: v.strictObject(
    Object.fromEntries(REMOTE_NAMES.map((n) => [n, absoluteUrl])) as Record<RemoteName, typeof absoluteUrl>,
  ),
  /** §9: application version, default 'development'. */
  appVersion: v.optional(v.string(), DEFAULT_APP_VERSION),
  /**
   * Where an SSO issuer's partner (its online banking) is in this environment, by issuer id:
   * the issuer's web site and SSO link (§3) point there instead (the local demo partner bank).
   */
  partnerSites: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'an issuer id is a lower-case word')), absoluteUrl),
    {},
  ),
  /** The origins a tester may point a remote at in a running portal (remote-overrides.ts). */
  remoteOverrides: v.optional(RemoteOverridesSchema),
});
export type RuntimeEnvironment = v.InferOutput<typeof RuntimeEnvironmentSchema>;
