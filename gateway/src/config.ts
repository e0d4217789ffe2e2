// The gateway's settings, from the environment, validated: a bad value stops the start with a
// message naming the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { ISSUERS_DIR } from '@portal/issuers';
import { packageDir } from '@portal/build/node';
import { AddressAutocompleteConfigSchema, type AddressAutocompleteConfig } from '@portal/domain/address';
import { hostnameOf } from '@portal/build/hosts';
import { PORT_DEFAULTS, portFromEnv, STANDALONE_DEV_PORTS } from '@portal/build/ports';
import {
  HASHING_DEFAULTS,
  PRODUCTION_RATE_LIMITS,
  RATE_LIMIT_BUCKETS,
  RATE_LIMIT_SCOPES,
  type RateLimit,
  type RateLimitBucket,
  type RateLimits,
  type RateLimitScope,
} from './services/policy';

const projectRoot = path.dirname(packageDir(import.meta.url, '@portal/gateway'));

/** A port variable, read as every program here reads one (packages/build/node/ports.mjs): empty is unset. */
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

/** A port variable with no default: empty is off (null). */
const optionalPort = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
      if (dataset.value.trim() === '') return null;
      try {
        return portFromEnv({ [name]: dataset.value }, name, 0);
      } catch (error) {
        addIssue({ message: error instanceof Error ? error.message : String(error) });
        return NEVER;
      }
    }),
  );

/** A count variable: a whole number from 1 up; empty is unset. */
const count = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) => (text.trim() === '' ? String(fallback) : text.trim())),
    v.regex(/^[1-9]\d{0,5}$/, `${name} must be a whole number from 1 to 999999`),
    v.transform(Number),
  );

/** An address, or an address and a prefix length its family allows (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * GATEWAY_TRUSTED_PROXIES: who may say, in X-Forwarded-For, which client a request is from (the
 * limits per client and the hashing queue's turns count by it, decision 023). Empty trusts nobody:
 * the address a request comes from is its client, and X-Forwarded-For is ignored, so no client can
 * name a new address on each request. Else a hop count (the client is that many addresses back from
 * the connection, for a gateway reachable only through that many proxies), or a comma-separated list
 * of the proxies' addresses and CIDRs. Never `true` (trust everybody: any client could name itself).
 */
const trustedProxies = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }): false | number | string[] => {
      const text = dataset.value.trim();
      if (text === '') return false;
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops >= 1 && hops <= 99) return hops;
        addIssue({ message: `a hop count is from 1 to 99, not "${text}" (leave it empty to trust no proxy)` });
        return NEVER;
      }
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isAddressOrCidr(entry));
      if (bad.length === 0) return entries;
      addIssue({
        message: `${bad.map((entry) => `"${entry}"`).join(', ')} is not an address or CIDR; give a hop count or a comma-separated list of addresses and CIDRs (empty trusts no proxy)`,
      });
      return NEVER;
    }),
  );

/**
 * The sandbox's client secret at the demo partner bank when GATEWAY_SSO_PARTNERS is not set: public
 * (demo-sites' partner bank starts with the same value), so it protects nothing, like the sandbox key.
 */
export const SANDBOX_SSO_CLIENT_SECRET = 'northwind-sandbox-client-secret-public';

/** The client id the portal has at a partner unless GATEWAY_SSO_PARTNERS names another. */
export const SANDBOX_SSO_CLIENT_ID = 'cardholder-portal';

/**
 * One issuer's single sign-on partner (decision 031): the OpenID Connect provider its
 * members arrive from, the portal's registration there, and where card events go.
 */
export interface SsoPartner {
  /** The provider's issuer identifier; its discovery document is under it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's sso/launch on the issuer's own origin: the one redirect URI registered. */
  redirectUri: string;
  /** Where the gateway posts §4's add-card-success event (HTTP Basic with the client's credentials), if anywhere. */
  eventsUrl?: string | undefined;
}

const absoluteUrl = (name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.url(`${name} must be an absolute URL`),
    v.check((text) => /^https?:\/\//.test(text), `${name} must be an http or https URL`),
  );

const SsoPartnerSchema = v.strictObject({
  issuer: absoluteUrl('issuer'),
  clientId: v.pipe(v.string(), v.minLength(1, 'clientId is missing')),
  clientSecret: v.pipe(v.string(), v.minLength(16, 'clientSecret must be at least 16 characters')),
  redirectUri: absoluteUrl('redirectUri'),
  eventsUrl: v.optional(absoluteUrl('eventsUrl')),
});

/**
 * A JSON object from issuer id to one issuer's setting (`schema`), read from the environment; empty
 * is unset (null: the profile's default then applies). `shape` says what each value holds.
 */
const jsonByIssuer = <T>(schema: v.GenericSchema<unknown, T>, shape: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }): Record<string, T> | null => {
      const text = dataset.value.trim();
      if (text === '') return null;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        addIssue({ message: `must be a JSON object from issuer id to ${shape}` });
        return NEVER;
      }
      const result = v.safeParse(
        v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'an issuer id is a lower-case word')), schema),
        json,
      );
      if (result.success) return result.output;
      addIssue({ message: result.issues.map((i) => `${v.getDotPath(i) ?? 'issuers'}: ${i.message}`).join('; ') });
      return NEVER;
    }),
  );

/**
 * GATEWAY_SSO_PARTNERS: a JSON object from issuer id to its partner (SsoPartner); empty is unset (the
 * sandbox then has the demo partner bank for northwind, production none).
 */
const ssoPartners = () => jsonByIssuer(SsoPartnerSchema, '{ issuer, clientId, clientSecret, redirectUri, eventsUrl? }');

/**
 * GATEWAY_ADDRESS_AUTOCOMPLETE: a JSON object from issuer id to its hosted places service ({ scriptUrl,
 * apiKey }), which wins over the issuer's own `addressAutocomplete` (so a key need not live in the
 * issuer's repository); empty is unset (the sandbox then has the stand-in service for acme).
 */
const addressAutocomplete = () => jsonByIssuer(AddressAutocompleteConfigSchema, '{ scriptUrl, apiKey }');

/**
 * The sandbox's places key at its stand-in service (demo-sites/src/places) when
 * GATEWAY_ADDRESS_AUTOCOMPLETE is not set: public (the stand-in starts with the same value), like the
 * sandbox's other keys. A real service's browser key is public by design too, restricted by origin.
 */
export const SANDBOX_PLACES_KEY = 'places_sandbox_public_key';

/** The sandbox's hosted places service: acme's wallet loads the stand-in on DEMO_PLACES_PORT. */
function sandboxPlaces(placesPort: number): Record<string, AddressAutocompleteConfig> {
  return { acme: { scriptUrl: `http://localhost:${placesPort}/maps/api/js`, apiKey: SANDBOX_PLACES_KEY } };
}

/** The sandbox's partners: northwind's members sign in at the demo partner bank (demo-sites). */
function sandboxPartners(partnerPort: number, shellPort: number): Record<string, SsoPartner> {
  const bank = `http://localhost:${partnerPort}`;
  return {
    northwind: {
      issuer: bank,
      clientId: SANDBOX_SSO_CLIENT_ID,
      clientSecret: SANDBOX_SSO_CLIENT_SECRET,
      redirectUri: `http://northwind.localhost:${shellPort}/sso/launch`,
      eventsUrl: `${bank}/api/events`,
    },
  };
}

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

/** Where only this machine can reach: the loopback addresses and the name for them. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Without GATEWAY_HOSTS: the loopback names, and the address it listens on when that is a name or one address. */
function defaultHosts(listen: string): string[] {
  const own =
    listen === '0.0.0.0' || listen === '::' ? [] : [listen.includes(':') ? `[${listen}]` : listen.toLowerCase()];
  return [...new Set(['localhost', '127.0.0.1', '[::1]', ...own])];
}

/** The rate limits with none of GATEWAY_RATE_LIMITS's overrides: every value far above any test's traffic. */
const RELAXED: RateLimit = { max: 100_000, windowMs: 60_000 };

/**
 * GATEWAY_RATE_LIMITS: empty for the production values, else comma-separated entries applied in turn:
 * `relaxed` (every limit lifted, for tests), or `<bucket>.<scope>=<max>/<seconds>`, where bucket is one
 * of RATE_LIMIT_BUCKETS or `*`, and scope `client`, `account` or `*` (`*.client=600/60` for the
 * journeys, which all sign in from this machine).
 */
function parseRateLimits(text: string): RateLimits {
  const limits = Object.fromEntries(RATE_LIMIT_BUCKETS.map((b) => [b, { ...PRODUCTION_RATE_LIMITS[b] }])) as Record<
    RateLimitBucket,
    Record<RateLimitScope, RateLimit>
  >;
  for (const entry of text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    if (entry === 'relaxed') {
      for (const b of RATE_LIMIT_BUCKETS) for (const sc of RATE_LIMIT_SCOPES) limits[b][sc] = RELAXED;
      continue;
    }
    const match = /^([A-Za-z*]+)\.([a-z*]+)=(\d{1,6})\/(\d{1,6})$/.exec(entry);
    const buckets = match?.[1] === '*' ? RATE_LIMIT_BUCKETS : RATE_LIMIT_BUCKETS.filter((b) => b === match?.[1]);
    const scopes = match?.[2] === '*' ? RATE_LIMIT_SCOPES : RATE_LIMIT_SCOPES.filter((sc) => sc === match?.[2]);
    const max = Number(match?.[3]);
    const seconds = Number(match?.[4]);
    if (!match || buckets.length === 0 || scopes.length === 0 || max < 1 || seconds < 1) {
      throw new ConfigError(
        `GATEWAY_RATE_LIMITS: "${entry}" is not relaxed nor <bucket>.<scope>=<max>/<seconds> (buckets ${RATE_LIMIT_BUCKETS.join(', ')} or *; scopes client, account or *)`,
      );
    }
    for (const b of buckets) for (const sc of scopes) limits[b][sc] = { max, windowMs: seconds * 1000 };
  }
  return limits;
}

/** In an allowed origin, the place of each issuer's id (its `<id>.localhost` or its production host). */
const ISSUER_PLACEHOLDER = '{issuer}';

/** The allowlist with `{issuer}` replaced by each issuer's id, once per issuer. */
export function expandOrigins(patterns: readonly string[], issuerIds: readonly string[]): string[] {
  return patterns.flatMap((pattern) =>
    pattern.includes(ISSUER_PLACEHOLDER)
      ? issuerIds.map((id) => pattern.split(ISSUER_PLACEHOLDER).join(id))
      : [pattern],
  );
}

/** Whether a browser origin may call the gateway (the CORS allowlist). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    if (!pattern.includes('*')) return pattern === origin;
    const re = new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[a-z0-9-]+')}$`,
    );
    return re.test(origin);
  });
}
