// The shell server's settings, from the environment, validated as the gateway's are
// (gateway/src/config.ts): a bad value stops the start with a message naming the variable. An empty
// variable counts as unset, as it does for the ports everywhere (packages/build/node/ports.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { ISSUERS_DIR } from '@portal/issuers';
import { REMOTE_NAMES, type RuntimeEnvironment } from '@portal/domain/platform';
import { packageDir } from '@portal/build/node';
import { PORT_DEFAULTS, portFromEnv } from '@portal/build/ports';
import { ENV_DIR, loadEnvironment, remoteOverrideVariable } from './environment';

export const DEFAULT_DIST_DIR = path.join(packageDir(import.meta.url, '@portal/shell'), 'dist');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A variable's text, `fallback` when it is unset or empty. */
const text = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value || fallback),
  );

/** A port variable, read as every program here reads one. */
const port = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return portFromEnv({ [name]: dataset.value }, name, fallback);
      } catch (error) {
        addIssue({ message: error instanceof Error ? error.message : String(error) });
        return NEVER;
      }
    }),
  );

/** An http(s) URL override, or undefined when unset or empty. */
const url = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check(
      (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      (issue) => `${name} must be an http or https URL, not "${String(issue.input)}"`,
    ),
    v.transform((value) => value || undefined),
  );

/** Names of environments and issuers: lower-case letters, digits and hyphens (they name files and folders). */
const NAME = /^[a-z][a-z0-9-]*$/;

const ShellEnvSchema = v.object({
  SHELL_PORT: port('SHELL_PORT', PORT_DEFAULTS.SHELL_PORT),
  SHELL_HOST: v.pipe(
    text('127.0.0.1'),
    v.check(
      (host) => isIP(host) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host),
      (issue) => `SHELL_HOST must be an IP address or a host name, not "${String(issue.input)}"`,
    ),
  ),
  PORTAL_ENV: v.pipe(
    text('local'),
    v.regex(
      NAME,
      (issue) =>
        `PORTAL_ENV must be an environment name (lower-case letters, digits, hyphens), not "${String(issue.input)}"`,
    ),
  ),
  PORTAL_DEFAULT_ISSUER: v.pipe(
    text('acme'),
    v.regex(
      NAME,
      (issue) =>
        `PORTAL_DEFAULT_ISSUER must be an issuer id (lower-case letters, digits, hyphens), not "${String(issue.input)}"`,
    ),
  ),
  PORTAL_ISSUERS_DIR: text(ISSUERS_DIR),
  SHELL_DIST_DIR: text(DEFAULT_DIST_DIR),
  LOG_LEVEL: v.pipe(
    text('info'),
    v.picklist(
      LOG_LEVELS,
      (issue) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${String(issue.input)}"`,
    ),
  ),
  PORTAL_GATEWAY_URL: url('PORTAL_GATEWAY_URL'),
});

/** PORTAL_REMOTE_MFE_PRELOGIN_URL and the others: checked here so a typo names its variable, not the environment file. */
const RemoteOverridesSchema = v.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [remoteOverrideVariable(name), url(remoteOverrideVariable(name))])),
);

export interface ShellConfig {
  port: number;
  host: string;
  /** The shell's build: index.html (the page's template) and the files it loads. */
  distDir: string;
  issuersDir: string;
  defaultIssuer: string;
  /** shell/env/<PORTAL_ENV>.json with PORTAL_GATEWAY_URL and PORTAL_REMOTE_<NAME>_URL over it. */
  environment: RuntimeEnvironment;
  logLevel: (typeof LOG_LEVELS)[number];
}

export class ShellConfigError extends Error {
  override readonly name = 'ShellConfigError';
}

/** The names of the folders (or files) in `dir` that `keep` accepts, for a message listing the choices. */
function namesIn(dir: string, keep: (name: string) => boolean): string {
  try {
    return readdirSync(dir).filter(keep).sort().join(', ');
  } catch {
    return '';
  }
}

export function readShellConfig(env: NodeJS.ProcessEnv = process.env, envDir: string = ENV_DIR): ShellConfig {
  const result = v.safeParse(ShellEnvSchema, env);
  const remotes = v.safeParse(RemoteOverridesSchema, env);
  if (!result.success || !remotes.success) {
    const issues = [...(result.success ? [] : result.issues), ...(remotes.success ? [] : remotes.issues)];
    throw new ShellConfigError(issues.map((i) => `${v.getDotPath(i) ?? 'environment'}: ${i.message}`).join('; '));
  }
  const e = result.output;
  // What the values name must exist too: found now, the message says which variable to fix.
  const problems: string[] = [];
  const distDir = path.resolve(e.SHELL_DIST_DIR);
  if (!existsSync(path.join(distDir, 'index.html')))
    problems.push(`SHELL_DIST_DIR: ${distDir} has no index.html; build the shell first (npm run build)`);
  const issuersDir = path.resolve(e.PORTAL_ISSUERS_DIR);
  if (!existsSync(issuersDir)) problems.push(`PORTAL_ISSUERS_DIR: ${issuersDir} does not exist`);
  else if (!existsSync(path.join(issuersDir, e.PORTAL_DEFAULT_ISSUER))) {
    problems.push(
      `PORTAL_DEFAULT_ISSUER: there is no issuer "${e.PORTAL_DEFAULT_ISSUER}" in ${issuersDir} (there are: ${namesIn(issuersDir, (n) => existsSync(path.join(issuersDir, n, 'issuer.json')))})`,
    );
  }
  if (!existsSync(path.join(envDir, `${e.PORTAL_ENV}.json`))) {
    problems.push(
      `PORTAL_ENV: there is no ${path.join(envDir, `${e.PORTAL_ENV}.json`)} (there are: ${namesIn(envDir, (n) => n.endsWith('.json')).replaceAll('.json', '')})`,
    );
  }
  if (problems.length > 0) throw new ShellConfigError(problems.join('; '));
  let environment: RuntimeEnvironment;
  try {
    environment = loadEnvironment(e.PORTAL_ENV, env, envDir);
  } catch (error) {
    throw new ShellConfigError(`PORTAL_ENV: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    port: e.SHELL_PORT,
    host: e.SHELL_HOST,
    distDir,
    issuersDir,
    defaultIssuer: e.PORTAL_DEFAULT_ISSUER,
    environment,
    logLevel: e.LOG_LEVEL,
  };
}
