// The gateway's settings, from the environment, validated: a bad value stops the start with a
// message naming the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { ISSUERS_DIR } from '@portal/issuers';
import { PORT_DEFAULTS, portFromEnv, STANDALONE_DEV_PORTS } from '../../scripts/lib/ports.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port variable, read as every program here reads one (scripts/lib/ports.mjs): empty is unset. */
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

/** AES-256-GCM and HMAC-SHA-256 keys are 32 bytes. */
const SECRET_KEY_BYTES = 32;

/**
 * The sandbox profile's fixed key, when GATEWAY_SECRET_KEY is not set: public, so it protects nothing
 * and exists only so a demo starts with no setup. The production profile refuses to start without a key.
 */
export const SANDBOX_DEVELOPMENT_KEY = Buffer.from('sandbox-development-key-public!!', 'utf8').toString('base64');

const ConfigSchema = v.object({
  GATEWAY_PORT: port('GATEWAY_PORT', PORT_DEFAULTS.GATEWAY_PORT),
  GATEWAY_HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'))),
  GATEWAY_DATA_DIR: v.optional(v.string(), path.join(projectRoot, '.data', 'pglite')),
  PORTAL_ISSUERS_DIR: v.optional(v.string(), ISSUERS_DIR),
  SHELL_PORT: port('SHELL_PORT', PORT_DEFAULTS.SHELL_PORT),
  GATEWAY_ALLOWED_ORIGINS: v.optional(v.string()),
  GATEWAY_PROFILE: v.optional(v.picklist(['sandbox', 'production'], 'GATEWAY_PROFILE must be sandbox or production'), 'sandbox'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  GATEWAY_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.base64('GATEWAY_SECRET_KEY must be base64'),
      v.check((text) => Buffer.from(text, 'base64').length === SECRET_KEY_BYTES, `GATEWAY_SECRET_KEY must be ${SECRET_KEY_BYTES} bytes, base64-encoded`),
    ),
  ),
  GATEWAY_RESET_DEMO_USERS: v.optional(v.picklist(['true', 'false'], 'GATEWAY_RESET_DEMO_USERS must be true or false'), 'false'),
});

/**
 * The ports of the remotes' standalone development pages (`rspack serve`, shared/build/rspack.ts
 * remoteConfig): MFE_PRELOGIN_DEV_PORT (3101) and so on, the same variables the pages read.
 */
const DevPortsSchema = v.object(Object.fromEntries(STANDALONE_DEV_PORTS.map((d) => [d.variable, port(d.variable, d.fallback)])));

export interface GatewayConfig {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  issuersDir: string;
  /** Exact origins, or `scheme://*.host:port` for every issuer sub-domain of the portal. */
  allowedOrigins: string[];
  profile: 'sandbox' | 'production';
  logLevel: string;
  /** The key of the outbox's encryption, the outbox's recipient index and the decoy ids (32 bytes). */
  secretKey: Buffer;
  /** Whether the fixed development key is in use (sandbox only), so the start can say so. */
  usesDevelopmentKey: boolean;
  /** Sandbox: restore every demo user to its seeded state at start (password, flags, locks, contacts). */
  resetDemoUsers: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const result = v.safeParse(ConfigSchema, env);
  const devPorts = v.safeParse(DevPortsSchema, env);
  if (!result.success || !devPorts.success) {
    const issues = [...(result.success ? [] : result.issues), ...(devPorts.success ? [] : devPorts.issues)];
    throw new ConfigError(issues.map((i) => `${v.getDotPath(i) ?? 'environment'}: ${i.message}`).join('; '));
  }
  const e = result.output;
  if (e.GATEWAY_PROFILE === 'production' && !e.GATEWAY_SECRET_KEY) {
    throw new ConfigError(`GATEWAY_SECRET_KEY: the production profile needs a key of ${SECRET_KEY_BYTES} bytes, base64-encoded`);
  }
  if (e.GATEWAY_PROFILE === 'production' && Buffer.from(e.GATEWAY_SECRET_KEY ?? '', 'base64').equals(Buffer.from(SANDBOX_DEVELOPMENT_KEY, 'base64'))) {
    throw new ConfigError('GATEWAY_SECRET_KEY: the production profile may not use the public sandbox development key');
  }
  const shell = e.SHELL_PORT;
  const allowedOrigins = e.GATEWAY_ALLOWED_ORIGINS
    ? e.GATEWAY_ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : [
        `http://localhost:${shell}`,
        `http://*.localhost:${shell}`,
        `http://127.0.0.1:${shell}`,
        // A remote running alone for development (`rspack serve`, on MFE_<NAME>_DEV_PORT): sandbox only.
        ...(e.GATEWAY_PROFILE === 'sandbox' ? Object.values(devPorts.output).map((p) => `http://localhost:${p}`) : []),
      ];
  return {
    port: e.GATEWAY_PORT,
    host: e.GATEWAY_HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: e.GATEWAY_DATA_DIR },
    issuersDir: path.resolve(e.PORTAL_ISSUERS_DIR),
    allowedOrigins,
    profile: e.GATEWAY_PROFILE,
    logLevel: e.LOG_LEVEL,
    secretKey: Buffer.from(e.GATEWAY_SECRET_KEY ?? SANDBOX_DEVELOPMENT_KEY, 'base64'),
    usesDevelopmentKey: !e.GATEWAY_SECRET_KEY,
    // Demo users exist only in the sandbox profile, so there is nothing to reset in production.
    resetDemoUsers: e.GATEWAY_PROFILE === 'sandbox' && e.GATEWAY_RESET_DEMO_USERS === 'true',
  };
}

/** Whether a browser origin may call the gateway (the CORS allowlist). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    if (!pattern.includes('*')) return pattern === origin;
    const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')).join('[a-z0-9-]+')}$`);
    return re.test(origin);
  });
}
