// The gateway's settings, from the environment, validated: a bad value stops the start with a
// message naming the variable. The variables' shapes, the outside services, the key, the hosts and
// origins, and the limits each have a module of their own beside this one.
import path from 'node:path';
import * as v from 'valibot';
import { ISSUERS_DIR } from '@portal/issuers';
import { packageDir } from '@portal/build/node';
import type { AddressAutocompleteConfig } from '@portal/domain/address';
import { hostnameOf } from '@portal/build/hosts';
import { PORT_DEFAULTS, STANDALONE_DEV_PORTS } from '@portal/build/ports';
import { HASHING_DEFAULTS, type RateLimits } from '../platform/policy';
import { ConfigError } from './error';
import { defaultHosts, ISSUER_PLACEHOLDER, isLoopback } from './hosts';
import { SANDBOX_DEVELOPMENT_KEY, SECRET_KEY_BYTES } from './keys';
import { parseRateLimits } from './limits';
import { addressAutocomplete, sandboxPartners, sandboxPlaces, ssoPartners, type SsoPartner } from './partners';
import { count, optionalPort, port, trustedProxies } from './variables';

export { ConfigError } from './error';
export { expandOrigins, originAllowed } from './hosts';
export { SANDBOX_DEVELOPMENT_KEY } from './keys';
export { SANDBOX_PLACES_KEY, SANDBOX_SSO_CLIENT_ID, SANDBOX_SSO_CLIENT_SECRET, type SsoPartner } from './partners';

const projectRoot = path.dirname(packageDir(import.meta.url, '@portal/gateway'));

const ConfigSchema = v.object({
  GATEWAY_PORT: port('GATEWAY_PORT', PORT_DEFAULTS.GATEWAY_PORT),
  GATEWAY_HOST: v.optional(v.string(), '127.0.0.1'),
  // The Prometheus listener (platform/metrics.ts): off unless a port is given; loopback unless told.
  GATEWAY_METRICS_PORT: optionalPort('GATEWAY_METRICS_PORT'),
  GATEWAY_METRICS_HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  ),
  GATEWAY_DATA_DIR: v.optional(v.string(), path.join(projectRoot, '.data', 'pglite')),
  // The production profile runs on the embedded PGlite only when asked: one process, one disk.
  GATEWAY_ALLOW_PGLITE: v.optional(
    v.picklist(['true', 'false'], 'GATEWAY_ALLOW_PGLITE must be true or false'),
    'false',
  ),
  PORTAL_ISSUERS_DIR: v.optional(v.string(), ISSUERS_DIR),
  SHELL_PORT: port('SHELL_PORT', PORT_DEFAULTS.SHELL_PORT),
  GATEWAY_ALLOWED_ORIGINS: v.optional(v.string()),
  // Production unless the sandbox is asked for (npm start and the journeys ask): a gateway started
  // without a word serves no development route.
  GATEWAY_PROFILE: v.optional(
    v.picklist(['sandbox', 'production'], 'GATEWAY_PROFILE must be sandbox or production'),
    'production',
  ),
  GATEWAY_HOSTS: v.optional(v.string()),
  GATEWAY_RATE_LIMITS: v.optional(v.string(), ''),
  GATEWAY_HASH_CONCURRENCY: count('GATEWAY_HASH_CONCURRENCY', HASHING_DEFAULTS.concurrency),
  GATEWAY_HASH_QUEUE: count('GATEWAY_HASH_QUEUE', HASHING_DEFAULTS.queue),
  // `light`: the sandbox's browser journeys, which make and sign in hundreds of accounts (decision 037).
  GATEWAY_HASHING: v.optional(
    v.picklist(['standard', 'light'], 'GATEWAY_HASHING must be standard or light'),
    'standard',
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  GATEWAY_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.base64('GATEWAY_SECRET_KEY must be base64'),
      v.check(
        (text) => Buffer.from(text, 'base64').length === SECRET_KEY_BYTES,
        `GATEWAY_SECRET_KEY must be ${SECRET_KEY_BYTES} bytes, base64-encoded`,
      ),
    ),
  ),
  // Keys GATEWAY_SECRET_KEY replaced, comma-separated: the card vault still opens what they sealed.
  GATEWAY_PREVIOUS_SECRET_KEYS: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
      v.check(
        (keys) =>
          keys.every((k) => /^[A-Za-z0-9+/]+={0,2}$/.test(k) && Buffer.from(k, 'base64').length === SECRET_KEY_BYTES),
        `GATEWAY_PREVIOUS_SECRET_KEYS must be keys of ${SECRET_KEY_BYTES} bytes, base64-encoded, separated by commas`,
      ),
    ),
    '',
  ),
  // Every answer held to its route's declaration, a breach logged (platform/answer-check.ts): for a
  // staging gateway, and for `npm run fuzz`.
  GATEWAY_CHECK_ANSWERS: v.optional(
    v.picklist(['true', 'false'], 'GATEWAY_CHECK_ANSWERS must be true or false'),
    'false',
  ),
  GATEWAY_RESET_DEMO_USERS: v.optional(
    v.picklist(['true', 'false'], 'GATEWAY_RESET_DEMO_USERS must be true or false'),
    'false',
  ),
  GATEWAY_TRUSTED_PROXIES: trustedProxies(),
  // The demo partner bank's port (demo-sites), where the sandbox's SSO issuer signs its members in.
  DEMO_PARTNER_PORT: port('DEMO_PARTNER_PORT', PORT_DEFAULTS.DEMO_PARTNER_PORT),
  GATEWAY_SSO_PARTNERS: ssoPartners(),
  // The demo merchant's checkout page (demo-sites): the origin the sandbox's demo merchant registers.
  DEMO_CHECKOUT_PORT: port('DEMO_CHECKOUT_PORT', PORT_DEFAULTS.DEMO_CHECKOUT_PORT),
  // The wallet remote's origin: its isolated frame calls the wallet's routes from there.
  MFE_EMBEDDED_WALLET_PORT: port('MFE_EMBEDDED_WALLET_PORT', 3005),
  GATEWAY_WALLET_ORIGINS: v.optional(v.string()),
  // The sandbox's stand-in hosted places service (demo-sites), which acme's wallet loads.
  DEMO_PLACES_PORT: port('DEMO_PLACES_PORT', PORT_DEFAULTS.DEMO_PLACES_PORT),
  GATEWAY_ADDRESS_AUTOCOMPLETE: addressAutocomplete(),
});

/**
 * The ports of the remotes' standalone development pages (`rspack serve`, packages/build/src/dev-server.ts
 * remoteConfig): MFE_PRELOGIN_DEV_PORT (3101) and so on, the same variables the pages read.
 */
const DevPortsSchema = v.object(
  Object.fromEntries(STANDALONE_DEV_PORTS.map((d) => [d.variable, port(d.variable, d.fallback)])),
);

export interface GatewayConfig {
  port: number;
  host: string;
  /** Where `/metrics` is served (Prometheus text), apart from the API: null for nowhere. */
  metrics: { port: number; host: string } | null;
  /** The host names requests may name in `Host` (lower-case, without port): anything else is 421. */
  hosts: string[];
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  issuersDir: string;
  /**
   * Exact origins, `{issuer}` standing for each issuer's id (`http://{issuer}.localhost:3000`), or, set
   * by an operator, `scheme://*.host:port` for any one label.
   */
  allowedOrigins: string[];
  profile: 'sandbox' | 'production';
  logLevel: string;
  /** The key of the outbox's encryption, the outbox's recipient index and the decoy ids (32 bytes). */
  secretKey: Buffer;
  /** Whether the fixed development key is in use (sandbox only), so the start can say so. */
  usesDevelopmentKey: boolean;
  /** Master keys `secretKey` replaced: the card vault opens what they sealed and seals again with the current one. */
  previousSecretKeys: Buffer[];
  /** Sandbox: restore every demo user to its seeded state at start (password, flags, locks, contacts). */
  resetDemoUsers: boolean;
  /** Whether each answer is checked against the OpenAPI document, a breach logged (GATEWAY_CHECK_ANSWERS). */
  checkAnswers: boolean;
  /** The limits per client and per account (decision 023). */
  rateLimits: RateLimits;
  /** Password hashes run at once, and how many more may wait (decision 023). */
  /**
   * The password hashing queue, and the scrypt settings: `standard` (secrets.ts DEFAULT_HASHING), or
   * `light` (LIGHT_HASHING), which only the sandbox accepts.
   */
  hashing: { concurrency: number; queue: number; strength: 'standard' | 'light' };
  /**
   * The proxies whose X-Forwarded-For names the client (Fastify's `trustProxy`): false for none, a hop
   * count, or their addresses and CIDRs.
   */
  trustedProxies: false | number | string[];
  /** Each SSO issuer's partner, by issuer id. */
  ssoPartners: Record<string, SsoPartner>;
  /**
   * Where the wallet's isolated frame is served (the wallet remote's origin): it may call the
   * wallet's routes for any merchant. GATEWAY_WALLET_ORIGINS, else in the sandbox the local remote's.
   */
  walletOrigins: string[];
  /** The sandbox's demo checkout page: the origins its demo merchant registers, for the wallet's calls. */
  demoCheckoutOrigins: string[];
  /** Issuers' hosted places services set by the environment, over their issuer.json's. */
  addressAutocomplete: Record<string, AddressAutocompleteConfig>;
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
    throw new ConfigError(
      `GATEWAY_SECRET_KEY: the production profile needs a key of ${SECRET_KEY_BYTES} bytes, base64-encoded`,
    );
  }
  if (
    e.GATEWAY_PROFILE === 'production' &&
    Buffer.from(e.GATEWAY_SECRET_KEY ?? '', 'base64').equals(Buffer.from(SANDBOX_DEVELOPMENT_KEY, 'base64'))
  ) {
    throw new ConfigError('GATEWAY_SECRET_KEY: the production profile may not use the public sandbox development key');
  }
  if (e.GATEWAY_PROFILE === 'production' && e.GATEWAY_HASHING === 'light') {
    throw new ConfigError(
      'GATEWAY_HASHING: light is for the sandbox only; the production profile hashes with the standard settings',
    );
  }
  if (e.GATEWAY_PROFILE === 'production' && !e.DATABASE_URL && e.GATEWAY_ALLOW_PGLITE !== 'true') {
    throw new ConfigError(
      'DATABASE_URL: the production profile needs a PostgreSQL server (postgres://user:password@host:5432/database); to run one instance on the embedded PGlite in GATEWAY_DATA_DIR instead, set GATEWAY_ALLOW_PGLITE=true',
    );
  }
  // The sandbox's outbox, dump and demo users are for this machine only.
  if (e.GATEWAY_PROFILE === 'sandbox' && !isLoopback(e.GATEWAY_HOST)) {
    throw new ConfigError(
      `GATEWAY_HOST: the sandbox profile listens on the loopback address only (127.0.0.1, ::1 or localhost), not "${e.GATEWAY_HOST}"`,
    );
  }
  const rateLimits = parseRateLimits(e.GATEWAY_RATE_LIMITS);
  const shell = e.SHELL_PORT;
  const allowedOrigins = e.GATEWAY_ALLOWED_ORIGINS
    ? e.GATEWAY_ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : [
        `http://localhost:${shell}`,
        // Each issuer the gateway knows, not any name: `{issuer}` is expanded at start.
        `http://${ISSUER_PLACEHOLDER}.localhost:${shell}`,
        `http://127.0.0.1:${shell}`,
        // A remote running alone for development (`rspack serve`, on MFE_<NAME>_DEV_PORT): sandbox only.
        ...(e.GATEWAY_PROFILE === 'sandbox' ? Object.values(devPorts.output).map((p) => `http://localhost:${p}`) : []),
      ];
  if (e.GATEWAY_METRICS_PORT !== null && e.GATEWAY_METRICS_PORT === e.GATEWAY_PORT) {
    throw new ConfigError('GATEWAY_METRICS_PORT: the metrics listener needs a port of its own, not GATEWAY_PORT');
  }
  return {
    port: e.GATEWAY_PORT,
    host: e.GATEWAY_HOST,
    metrics: e.GATEWAY_METRICS_PORT === null ? null : { port: e.GATEWAY_METRICS_PORT, host: e.GATEWAY_METRICS_HOST },
    hosts: e.GATEWAY_HOSTS
      ? e.GATEWAY_HOSTS.split(',')
          .map((entry) => hostnameOf(entry))
          .filter(Boolean)
      : defaultHosts(e.GATEWAY_HOST),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.GATEWAY_DATA_DIR },
    issuersDir: path.resolve(e.PORTAL_ISSUERS_DIR),
    allowedOrigins,
    profile: e.GATEWAY_PROFILE,
    logLevel: e.LOG_LEVEL,
    secretKey: Buffer.from(e.GATEWAY_SECRET_KEY ?? SANDBOX_DEVELOPMENT_KEY, 'base64'),
    usesDevelopmentKey: !e.GATEWAY_SECRET_KEY,
    previousSecretKeys: e.GATEWAY_PREVIOUS_SECRET_KEYS.map((k) => Buffer.from(k, 'base64')),
    // Demo users exist only in the sandbox profile, so there is nothing to reset in production.
    resetDemoUsers: e.GATEWAY_PROFILE === 'sandbox' && e.GATEWAY_RESET_DEMO_USERS === 'true',
    checkAnswers: e.GATEWAY_CHECK_ANSWERS === 'true',
    rateLimits,
    hashing: { concurrency: e.GATEWAY_HASH_CONCURRENCY, queue: e.GATEWAY_HASH_QUEUE, strength: e.GATEWAY_HASHING },
    trustedProxies: e.GATEWAY_TRUSTED_PROXIES,
    ssoPartners:
      e.GATEWAY_SSO_PARTNERS ?? (e.GATEWAY_PROFILE === 'sandbox' ? sandboxPartners(e.DEMO_PARTNER_PORT, shell) : {}),
    // The demo merchant exists in the sandbox only, and so does its checkout page.
    walletOrigins: e.GATEWAY_WALLET_ORIGINS
      ? e.GATEWAY_WALLET_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : e.GATEWAY_PROFILE === 'sandbox'
        ? [`http://localhost:${e.MFE_EMBEDDED_WALLET_PORT}`, `http://127.0.0.1:${e.MFE_EMBEDDED_WALLET_PORT}`]
        : [],
    demoCheckoutOrigins:
      e.GATEWAY_PROFILE === 'sandbox'
        ? [`http://localhost:${e.DEMO_CHECKOUT_PORT}`, `http://127.0.0.1:${e.DEMO_CHECKOUT_PORT}`]
        : [],
    addressAutocomplete:
      e.GATEWAY_ADDRESS_AUTOCOMPLETE ?? (e.GATEWAY_PROFILE === 'sandbox' ? sandboxPlaces(e.DEMO_PLACES_PORT) : {}),
  };
}
