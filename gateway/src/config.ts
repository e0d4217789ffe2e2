// The gateway's settings, from the environment, validated: a bad value stops the start with a
// message naming the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { ISSUERS_DIR } from '@portal/issuers';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be a port from 1 to 65535`),
    v.maxValue(65535, `${name} must be a port from 1 to 65535`),
  );

/** AES-256-GCM and HMAC-SHA-256 keys are 32 bytes. */
export const SECRET_KEY_BYTES = 32;

/**
 * The sandbox profile's fixed key, when GATEWAY_SECRET_KEY is not set: public, so it protects nothing
 * and exists only so a demo starts with no setup. The production profile refuses to start without a key.
 */
export const SANDBOX_DEVELOPMENT_KEY = Buffer.from('sandbox-development-key-public!!', 'utf8').toString('base64');

const ConfigSchema = v.object({
  GATEWAY_PORT: port('GATEWAY_PORT', 8080),
  GATEWAY_HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'))),
  GATEWAY_DATA_DIR: v.optional(v.string(), path.join(projectRoot, '.data', 'pglite')),
  PORTAL_ISSUERS_DIR: v.optional(v.string(), ISSUERS_DIR),
  SHELL_PORT: port('SHELL_PORT', 3000),
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

/** The development ports of the remotes' standalone pages (shared/build/rspack.ts remoteConfig). */
export const STANDALONE_DEV_PORTS = [3101, 3102, 3103, 3104, 3105] as const;

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
  if (!result.success) {
    throw new ConfigError(result.issues.map((i) => `${v.getDotPath(i) ?? 'environment'}: ${i.message}`).join('; '));
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
        // A remote running alone for development (`rspack serve`, ports 3101-3105): sandbox only.
        ...(e.GATEWAY_PROFILE === 'sandbox' ? STANDALONE_DEV_PORTS.map((p) => `http://localhost:${p}`) : []),
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
