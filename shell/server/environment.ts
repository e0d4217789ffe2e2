// The runtime environment file (SPEC-DECISIONS §9) with overrides from the process environment, so
// `npm start` can move ports without editing files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describeIssues } from '@portal/domain/issuer';
import { REMOTE_NAMES, type RuntimeEnvironment, RuntimeEnvironmentSchema } from '@portal/domain/platform';
import { packageDir } from '@portal/build/node';

export const ENV_DIR = path.join(packageDir(import.meta.url, '@portal/shell'), 'env');

/** PORTAL_REMOTE_MFE_PRELOGIN_URL overrides remotes.mfe_prelogin, and so on. */
export function remoteOverrideVariable(name: string): string {
  return `PORTAL_REMOTE_${name.toUpperCase()}_URL`;
}

/** PORTAL_PARTNER_SITE_NORTHWIND overrides partnerSites.northwind (a hyphen in an id is an underscore). */
const PARTNER_SITE_PREFIX = 'PORTAL_PARTNER_SITE_';

function partnerSiteOverrides(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith(PARTNER_SITE_PREFIX) && typeof entry[1] === 'string' && entry[1] !== '',
      )
      .map(([name, url]) => [name.slice(PARTNER_SITE_PREFIX.length).toLowerCase().replace(/_/g, '-'), url]),
  );
}

export function loadEnvironment(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
  dir: string = ENV_DIR,
): RuntimeEnvironment {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`PORTAL_ENV "${name}" is not an environment name`);
  const file = path.join(dir, `${name}.json`);
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const remotes = { ...(json['remotes'] as Record<string, unknown> | undefined) };
  for (const remote of REMOTE_NAMES) {
    const override = env[remoteOverrideVariable(remote)];
    if (override) remotes[remote] = override;
  }
  // PORTAL_REMOTE_OVERRIDE_ORIGINS (comma-separated origins) sets the file's allowlist for a
  // tester's remote overrides (the file's inProduction stays the file's).
  const overrideOrigins = env['PORTAL_REMOTE_OVERRIDE_ORIGINS'];
  const fileOverrides = json['remoteOverrides'] as Record<string, unknown> | undefined;
  const merged = {
    ...json,
    ...(overrideOrigins
      ? {
          remoteOverrides: {
            ...fileOverrides,
            allowedOrigins: overrideOrigins
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean),
          },
        }
      : {}),
    ...(env['PORTAL_GATEWAY_URL'] ? { gatewayBaseUrl: env['PORTAL_GATEWAY_URL'] } : {}),
    ...(env['PORTAL_APP_VERSION'] ? { appVersion: env['PORTAL_APP_VERSION'] } : {}),
    remotes,
    partnerSites: { ...(json['partnerSites'] as Record<string, unknown> | undefined), ...partnerSiteOverrides(env) },
  };
  const result = v.safeParse(RuntimeEnvironmentSchema, merged);
  if (!result.success) throw new Error(`${file}: ${describeIssues(result.issues).join('; ')}`);
  return result.output;
}
