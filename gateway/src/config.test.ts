import { availableParallelism } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISSUERS_DIR } from '@portal/issuers';
import { PARTNER_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '@portal/demo-sites/partner-bank';
import { STAND_IN_PLACES_KEY } from '@portal/demo-sites/places';
import {
  ConfigError,
  expandOrigins,
  originAllowed,
  readConfig,
  SANDBOX_DEVELOPMENT_KEY,
  SANDBOX_PLACES_KEY,
  SANDBOX_SSO_CLIENT_ID,
  SANDBOX_SSO_CLIENT_SECRET,
} from './config';
import { PRODUCTION_RATE_LIMITS } from './platform/policy';
import { hostnameOf } from '@portal/build/hosts';

const KEY = Buffer.alloc(32, 5).toString('base64');
/** A production key, and PGlite allowed, for the tests of what else production reads. */
const PROD = { GATEWAY_SECRET_KEY: KEY, GATEWAY_ALLOW_PGLITE: 'true' } as const;
/** The sandbox, asked for as npm start and the journeys ask (the default is production). */
const SANDBOX = { GATEWAY_PROFILE: 'sandbox' } as const;

/** The ConfigError message that readConfig gives for `env` (fails the test when it accepts it). */
function configErrorFor(env: NodeJS.ProcessEnv): string {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

const PARTNER = {
  issuer: 'https://online.northwindcu.example/oidc',
  clientId: 'portal',
  clientSecret: 'a-long-enough-client-secret',
  redirectUri: 'https://cards.northwindcu.example/sso/launch',
};

describe('readConfig', () => {
  it('has working defaults for the sandbox: port 8080 on 127.0.0.1, embedded PGlite, the demo issuers, the shell origins', () => {
    const config = readConfig(SANDBOX);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database.kind).toBe('pglite');
    expect(config.issuersDir).toBe(path.resolve(ISSUERS_DIR));
    expect(config.allowedOrigins).toEqual([
      'http://localhost:3000',
      // each issuer the gateway knows (not any name), expanded at start
      'http://{issuer}.localhost:3000',
      'http://127.0.0.1:3000',
      // the remotes' standalone development pages, in the sandbox profile only
      'http://localhost:3101',
      'http://localhost:3102',
      'http://localhost:3103',
      'http://localhost:3104',
      'http://localhost:3105',
    ]);
    expect(config.profile).toBe('sandbox');
    expect(config.logLevel).toBe('info');
    expect(config.secretKey.equals(Buffer.from(SANDBOX_DEVELOPMENT_KEY, 'base64'))).toBe(true);
    expect(config.usesDevelopmentKey).toBe(true);
    expect(config.resetDemoUsers).toBe(false);
    expect(config.hosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(config.rateLimits).toEqual(PRODUCTION_RATE_LIMITS);
    expect(config.hashing).toEqual({
      concurrency: Math.min(4, availableParallelism()),
      queue: 32,
      strength: 'standard',
    });
  });

  it('admits the standalone development pages on their configured ports: a moved page is still admitted', () => {
    const origins = readConfig({
      ...SANDBOX,
      MFE_PRELOGIN_DEV_PORT: '3201',
      MFE_EMBEDDED_WALLET_DEV_PORT: '4105',
    }).allowedOrigins;
    expect(origins).toContain('http://localhost:3201');
    expect(origins).toContain('http://localhost:4105');
    expect(origins).not.toContain('http://localhost:3101');
    expect(origins).not.toContain('http://localhost:3105');
    expect(origins).toContain('http://localhost:3102');
  });

  it('rejects a bad standalone development port, naming its variable', () => {
    expect(configErrorFor({ MFE_SSO_DEV_PORT: '31o3' })).toBe(
      'MFE_SSO_DEV_PORT: MFE_SSO_DEV_PORT must be a port from 1 to 65535, not "31o3"',
    );
  });

  it('an empty port variable is unset, as everywhere else (packages/build/node/ports.mjs)', () => {
    expect(readConfig({ ...SANDBOX, GATEWAY_PORT: '', SHELL_PORT: '' })).toMatchObject({
      port: 8080,
      allowedOrigins: expect.arrayContaining(['http://localhost:3000']) as unknown,
    });
  });

  it('admits the standalone development pages only in the sandbox profile', () => {
    expect(readConfig({ GATEWAY_PROFILE: 'production', ...PROD }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://{issuer}.localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  it('reads every variable', () => {
    const config = readConfig({
      GATEWAY_PORT: '9090',
      GATEWAY_HOST: '0.0.0.0',
      GATEWAY_METRICS_PORT: '9464',
      GATEWAY_METRICS_HOST: '10.0.0.7',
      DATABASE_URL: 'postgresql://user:pw@db:5432/portal',
      PORTAL_ISSUERS_DIR: '/srv/issuers',
      SHELL_PORT: '4000',
      GATEWAY_PROFILE: 'production',
      LOG_LEVEL: 'warn',
      ...PROD,
      GATEWAY_RESET_DEMO_USERS: 'true',
      GATEWAY_CHECK_ANSWERS: 'true',
      GATEWAY_HOSTS: 'API.bank.example:443, gw.bank.example',
      GATEWAY_RATE_LIMITS: 'signIn.client=20/30',
      GATEWAY_HASH_CONCURRENCY: '8',
      GATEWAY_HASH_QUEUE: '100',
      GATEWAY_TRUSTED_PROXIES: '10.0.0.0/8',
      GATEWAY_SSO_PARTNERS: JSON.stringify({ northwind: PARTNER }),
      DEMO_CHECKOUT_PORT: '4020',
      GATEWAY_ADDRESS_AUTOCOMPLETE: JSON.stringify({
        acme: { scriptUrl: 'https://places.bank.example/js', apiKey: 'browser_key_0001' },
      }),
    });
    expect(config).toEqual({
      port: 9090,
      host: '0.0.0.0',
      metrics: { port: 9464, host: '10.0.0.7' },
      hosts: ['api.bank.example', 'gw.bank.example'],
      database: { kind: 'postgres', url: 'postgresql://user:pw@db:5432/portal' },
      issuersDir: '/srv/issuers',
      allowedOrigins: ['http://localhost:4000', 'http://{issuer}.localhost:4000', 'http://127.0.0.1:4000'],
      profile: 'production',
      logLevel: 'warn',
      secretKey: Buffer.from(KEY, 'base64'),
      usesDevelopmentKey: false,
      previousSecretKeys: [],
      // Demo users exist only in the sandbox: nothing to reset in production.
      resetDemoUsers: false,
      checkAnswers: true,
      rateLimits: {
        ...PRODUCTION_RATE_LIMITS,
        signIn: { ...PRODUCTION_RATE_LIMITS.signIn, client: { max: 20, windowMs: 30_000 } },
      },
      hashing: { concurrency: 8, queue: 100, strength: 'standard' },
      trustedProxies: ['10.0.0.0/8'],
      ssoPartners: { northwind: PARTNER },
      // The demo checkout page is the sandbox's, and so is the default wallet origin.
      demoCheckoutOrigins: [],
      walletOrigins: [],
      addressAutocomplete: { acme: { scriptUrl: 'https://places.bank.example/js', apiKey: 'browser_key_0001' } },
    });
  });

  it("the wallet frame's origins: GATEWAY_WALLET_ORIGINS, else the local wallet remote in the sandbox", () => {
    expect(readConfig({ ...SANDBOX, MFE_EMBEDDED_WALLET_PORT: '4005' }).walletOrigins).toEqual([
      'http://localhost:4005',
      'http://127.0.0.1:4005',
    ]);
    expect(
      readConfig({
        GATEWAY_PROFILE: 'production',
        ...PROD,
        GATEWAY_WALLET_ORIGINS: 'https://wallet.bank.example, https://w2.bank.example',
      }).walletOrigins,
    ).toEqual(['https://wallet.bank.example', 'https://w2.bank.example']);
  });

  it('the sandbox demo merchant registers the demo checkout page on its port', () => {
    expect(readConfig({ ...SANDBOX, DEMO_CHECKOUT_PORT: '4020' }).demoCheckoutOrigins).toEqual([
      'http://localhost:4020',
      'http://127.0.0.1:4020',
    ]);
  });

  describe('GATEWAY_SSO_PARTNERS', () => {
    it('without it, the sandbox has the demo partner bank for northwind (DEMO_PARTNER_PORT, SHELL_PORT) and production none', () => {
      expect(readConfig({ ...SANDBOX, DEMO_PARTNER_PORT: '4010', SHELL_PORT: '4000' }).ssoPartners).toEqual({
        northwind: {
          issuer: 'http://localhost:4010',
          clientId: 'cardholder-portal',
          clientSecret: 'northwind-sandbox-client-secret-public',
          redirectUri: 'http://northwind.localhost:4000/sso/launch',
          eventsUrl: 'http://localhost:4010/api/events',
        },
      });
      expect(readConfig({ GATEWAY_PROFILE: 'production', ...PROD }).ssoPartners).toEqual({});
    });

    it("the sandbox's client id and secret are the demo partner bank's own", () => {
      expect([SANDBOX_SSO_CLIENT_ID, SANDBOX_SSO_CLIENT_SECRET]).toEqual([PARTNER_CLIENT_ID, SANDBOX_CLIENT_SECRET]);
    });

    it.each([
      [
        'not JSON',
        '{northwind',
        'GATEWAY_SSO_PARTNERS: must be a JSON object from issuer id to { issuer, clientId, clientSecret, redirectUri, eventsUrl? }',
      ],
      [
        'a relative issuer',
        JSON.stringify({ northwind: { ...PARTNER, issuer: '/oidc' } }),
        'GATEWAY_SSO_PARTNERS: northwind.issuer: issuer must be an absolute URL',
      ],
      [
        'a short secret',
        JSON.stringify({ northwind: { ...PARTNER, clientSecret: 'short' } }),
        'GATEWAY_SSO_PARTNERS: northwind.clientSecret: clientSecret must be at least 16 characters',
      ],
      [
        'an unknown field',
        JSON.stringify({ northwind: { ...PARTNER, scope: 'openid' } }),
        'GATEWAY_SSO_PARTNERS: northwind.scope',
      ],
      ['a bad issuer id', JSON.stringify({ 'North Wind': PARTNER }), 'an issuer id is a lower-case word'],
    ])('%s stops the start with a message naming the variable', (_name, value, message) => {
      expect(() => readConfig({ ...SANDBOX, GATEWAY_SSO_PARTNERS: value })).toThrow(message);
    });
  });

  describe('GATEWAY_ADDRESS_AUTOCOMPLETE (§2 maps autocomplete)', () => {
    const SERVICE = { scriptUrl: 'https://places.bank.example/maps/api/js', apiKey: 'browser_key_0001' };

    it('without it, the sandbox has the stand-in places service for acme (DEMO_PLACES_PORT) with its public key, and production none', () => {
      expect(readConfig({ ...SANDBOX, DEMO_PLACES_PORT: '4012' }).addressAutocomplete).toEqual({
        acme: { scriptUrl: 'http://localhost:4012/maps/api/js', apiKey: SANDBOX_PLACES_KEY },
      });
      expect(readConfig({ GATEWAY_PROFILE: 'production', ...PROD }).addressAutocomplete).toEqual({});
    });

    it("the sandbox's key is the stand-in service's own", () => {
      expect(SANDBOX_PLACES_KEY).toBe(STAND_IN_PLACES_KEY);
    });

    it('set, it is the whole list: issuer id to { scriptUrl, apiKey }', () => {
      expect(
        readConfig({ ...SANDBOX, GATEWAY_ADDRESS_AUTOCOMPLETE: JSON.stringify({ contoso: SERVICE }) })
          .addressAutocomplete,
      ).toEqual({ contoso: SERVICE });
    });

    it.each([
      [
        'not JSON',
        '{acme',
        'GATEWAY_ADDRESS_AUTOCOMPLETE: must be a JSON object from issuer id to { scriptUrl, apiKey }',
      ],
      [
        'a script that is not http(s)',
        JSON.stringify({ acme: { ...SERVICE, scriptUrl: 'data:text/javascript,1' } }),
        'acme.scriptUrl: addressAutocomplete.scriptUrl must use http or https',
      ],
      [
        'a key with markup',
        JSON.stringify({ acme: { ...SERVICE, apiKey: '<b>key</b>' } }),
        'acme.apiKey: addressAutocomplete.apiKey must be 8 to 200 letters',
      ],
      ['an unknown field', JSON.stringify({ acme: { ...SERVICE, countries: ['US'] } }), 'acme.countries'],
    ])('%s stops the start with a message naming the variable', (_name, value, message) => {
      expect(() => readConfig({ ...SANDBOX, GATEWAY_ADDRESS_AUTOCOMPLETE: value })).toThrow(message);
    });
  });

  it('uses GATEWAY_DATA_DIR for PGlite when there is no DATABASE_URL', () => {
    expect(readConfig({ ...SANDBOX, GATEWAY_DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('splits and trims GATEWAY_ALLOWED_ORIGINS, dropping empty entries', () => {
    expect(
      readConfig({ ...SANDBOX, GATEWAY_ALLOWED_ORIGINS: ' https://cards.bank.example , https://*.bank.example,, ' })
        .allowedOrigins,
    ).toEqual(['https://cards.bank.example', 'https://*.bank.example']);
  });

  it('rejects GATEWAY_PORT=abc, naming GATEWAY_PORT', () => {
    expect(configErrorFor({ GATEWAY_PORT: 'abc' })).toMatch(/^GATEWAY_PORT: /);
  });

  it.each(['0', '65536', '80.5', '-1', '0x50', '1e3', ' 80'])(
    'rejects GATEWAY_PORT=%j, naming GATEWAY_PORT',
    (value) => {
      expect(configErrorFor({ GATEWAY_PORT: value })).toBe(
        `GATEWAY_PORT: GATEWAY_PORT must be a port from 1 to 65535, not "${value}"`,
      );
    },
  );

  it('rejects DATABASE_URL=mysql://x, naming DATABASE_URL', () => {
    expect(configErrorFor({ DATABASE_URL: 'mysql://x' })).toBe('DATABASE_URL: DATABASE_URL must be a postgres:// URL');
  });

  it('rejects an unknown GATEWAY_PROFILE and a bad SHELL_PORT, naming both', () => {
    const message = configErrorFor({ GATEWAY_PROFILE: 'staging', SHELL_PORT: 'x' });
    expect(message).toContain('GATEWAY_PROFILE: GATEWAY_PROFILE must be sandbox or production');
    expect(message).toContain('SHELL_PORT: ');
  });
});

describe('the profile', () => {
  it('without GATEWAY_PROFILE the gateway is the production one: it asks for a key, and has no development route', () => {
    expect(configErrorFor({})).toMatch(/^GATEWAY_SECRET_KEY: the production profile needs a key/);
    expect(readConfig({ ...PROD }).profile).toBe('production');
  });

  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('the sandbox listens on the loopback address %s', (host) => {
    expect(readConfig({ GATEWAY_PROFILE: 'sandbox', GATEWAY_HOST: host }).host).toBe(host);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'portal.bank.example'])(
    'the sandbox refuses to listen on %s: its outbox and dump are for this machine only',
    (host) => {
      expect(configErrorFor({ GATEWAY_PROFILE: 'sandbox', GATEWAY_HOST: host })).toMatch(
        /^GATEWAY_HOST: the sandbox profile listens on the loopback address only/,
      );
    },
  );

  it('checks answers against the document only when GATEWAY_CHECK_ANSWERS says so', () => {
    expect(readConfig(PROD).checkAnswers).toBe(false);
    expect(readConfig({ ...PROD, GATEWAY_CHECK_ANSWERS: 'true' }).checkAnswers).toBe(true);
    expect(configErrorFor({ ...PROD, GATEWAY_CHECK_ANSWERS: 'on' })).toBe(
      'GATEWAY_CHECK_ANSWERS: GATEWAY_CHECK_ANSWERS must be true or false',
    );
  });

  it('production refuses the embedded PGlite unless GATEWAY_ALLOW_PGLITE says so', () => {
    expect(configErrorFor({ GATEWAY_SECRET_KEY: KEY })).toMatch(
      /^DATABASE_URL: the production profile needs a PostgreSQL server .*set GATEWAY_ALLOW_PGLITE=true$/,
    );
    expect(configErrorFor({ GATEWAY_SECRET_KEY: KEY, GATEWAY_ALLOW_PGLITE: 'yes' })).toBe(
      'GATEWAY_ALLOW_PGLITE: GATEWAY_ALLOW_PGLITE must be true or false',
    );
    expect(readConfig({ GATEWAY_SECRET_KEY: KEY, GATEWAY_ALLOW_PGLITE: 'true' }).database.kind).toBe('pglite');
    expect(
      readConfig({ GATEWAY_SECRET_KEY: KEY, DATABASE_URL: 'postgres://portal@db.bank.example/portal' }).database.kind,
    ).toBe('postgres');
    // The sandbox is PGlite by default, as npm start runs it.
    expect(readConfig(SANDBOX).database.kind).toBe('pglite');
  });

  it('serves metrics only where GATEWAY_METRICS_PORT says, on the loopback address unless told, never on the API port', () => {
    expect(readConfig(SANDBOX).metrics).toBeNull();
    expect(readConfig({ ...SANDBOX, GATEWAY_METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(configErrorFor({ ...SANDBOX, GATEWAY_METRICS_PORT: 'x' })).toMatch(/^GATEWAY_METRICS_PORT: /);
    expect(configErrorFor({ ...SANDBOX, GATEWAY_PORT: '9000', GATEWAY_METRICS_PORT: '9000' })).toBe(
      'GATEWAY_METRICS_PORT: the metrics listener needs a port of its own, not GATEWAY_PORT',
    );
  });

  it('production listens where it is told', () => {
    expect(readConfig({ ...PROD, GATEWAY_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('hostnameOf: one reading of a Host header for the gateway and the shell server (packages/build/node/hosts.mjs)', () => {
  it.each([
    ['acme.localhost:3000', 'acme.localhost'],
    ['ACME.Localhost', 'acme.localhost'],
    [' portal.acmebank.example ', 'portal.acmebank.example'],
    ['[::1]:8080', '[::1]'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['', ''],
    [undefined, ''],
  ])('%s -> %s', (header, hostname) => {
    expect(hostnameOf(header)).toBe(hostname);
  });

  it('GATEWAY_HOSTS is read with it', () => {
    expect(readConfig({ ...SANDBOX, GATEWAY_HOSTS: ' Portal.Example:443 ,[::1]:8080,' }).hosts).toEqual([
      'portal.example',
      '[::1]',
    ]);
  });
});

describe('GATEWAY_TRUSTED_PROXIES (who may say, in X-Forwarded-For, which client sent a request)', () => {
  it('unset or empty trusts nobody: the address a request comes from is its client', () => {
    expect(readConfig(SANDBOX).trustedProxies).toBe(false);
    expect(readConfig({ ...SANDBOX, GATEWAY_TRUSTED_PROXIES: ' ' }).trustedProxies).toBe(false);
  });

  it('reads a hop count, or a list of addresses and CIDRs (trimmed, empty entries dropped)', () => {
    expect(readConfig({ ...SANDBOX, GATEWAY_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
    expect(
      readConfig({ ...SANDBOX, GATEWAY_TRUSTED_PROXIES: ' 10.0.0.1, 10.1.0.0/16,,::1, fd00::/8 ' }).trustedProxies,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8']);
  });

  it.each(['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.256', '0', '-1', 'true', '10.0.0.1/'])(
    'rejects %s, naming the variable',
    (value) => {
      expect(configErrorFor({ ...SANDBOX, GATEWAY_TRUSTED_PROXIES: value })).toMatch(/^GATEWAY_TRUSTED_PROXIES: /);
    },
  );
});

describe('GATEWAY_SECRET_KEY and the profiles', () => {
  it('the sandbox uses the public development key unless a key is given', () => {
    const config = readConfig({ ...PROD });
    expect(config.secretKey.equals(Buffer.alloc(32, 5))).toBe(true);
    expect(config.usesDevelopmentKey).toBe(false);
  });

  it('the development key is named as such and is 32 bytes', () => {
    expect(Buffer.from(SANDBOX_DEVELOPMENT_KEY, 'base64').toString('utf8')).toMatch(/^sandbox-development-key/);
    expect(Buffer.from(SANDBOX_DEVELOPMENT_KEY, 'base64')).toHaveLength(32);
  });

  it('the production profile refuses to start without a key, or with the development key', () => {
    expect(configErrorFor({ GATEWAY_PROFILE: 'production' })).toMatch(
      /^GATEWAY_SECRET_KEY: the production profile needs a key/,
    );
    expect(configErrorFor({ GATEWAY_PROFILE: 'production', GATEWAY_SECRET_KEY: SANDBOX_DEVELOPMENT_KEY })).toMatch(
      /may not use the public sandbox development key/,
    );
  });

  it('rejects a GATEWAY_RATE_LIMITS entry it cannot read, naming the variable', () => {
    expect(configErrorFor({ ...SANDBOX, GATEWAY_RATE_LIMITS: 'signIn.client=lots' })).toMatch(
      /^GATEWAY_RATE_LIMITS: "signIn.client=lots" is not/,
    );
    expect(configErrorFor({ ...SANDBOX, GATEWAY_RATE_LIMITS: 'nowhere.client=1/1' })).toMatch(/^GATEWAY_RATE_LIMITS: /);
    expect(readConfig({ ...SANDBOX, GATEWAY_RATE_LIMITS: '*.client=600/60' }).rateLimits.codeCheck).toEqual({
      client: { max: 600, windowMs: 60_000 },
      account: PRODUCTION_RATE_LIMITS.codeCheck.account,
    });
  });

  it.each([
    ['not base64 at all!', 'GATEWAY_SECRET_KEY: GATEWAY_SECRET_KEY must be base64'],
    [Buffer.alloc(16).toString('base64'), 'GATEWAY_SECRET_KEY: GATEWAY_SECRET_KEY must be 32 bytes, base64-encoded'],
  ])('rejects GATEWAY_SECRET_KEY=%s', (value, message) => {
    expect(configErrorFor({ GATEWAY_SECRET_KEY: value }).split('; ')[0]).toBe(message);
  });

  it('GATEWAY_HASHING is standard unless the sandbox is told light; production refuses light', () => {
    expect(readConfig(SANDBOX).hashing.strength).toBe('standard');
    expect(readConfig({ ...SANDBOX, GATEWAY_HASHING: 'light' }).hashing.strength).toBe('light');
    expect(configErrorFor({ GATEWAY_PROFILE: 'production', ...PROD, GATEWAY_HASHING: 'light' })).toBe(
      'GATEWAY_HASHING: light is for the sandbox only; the production profile hashes with the standard settings',
    );
    expect(configErrorFor({ ...SANDBOX, GATEWAY_HASHING: 'fast' })).toBe(
      'GATEWAY_HASHING: GATEWAY_HASHING must be standard or light',
    );
  });

  it('GATEWAY_RESET_DEMO_USERS is true or false; true restores the demo users in the sandbox', () => {
    expect(readConfig({ ...SANDBOX, GATEWAY_RESET_DEMO_USERS: 'true' }).resetDemoUsers).toBe(true);
    expect(configErrorFor({ GATEWAY_RESET_DEMO_USERS: 'yes' })).toBe(
      'GATEWAY_RESET_DEMO_USERS: GATEWAY_RESET_DEMO_USERS must be true or false',
    );
  });
});

describe('originAllowed (the CORS allowlist)', () => {
  // The default allowlist, expanded for two issuers (the gateway expands it with the issuers it knows).
  const allowed = expandOrigins(readConfig(SANDBOX).allowedOrigins, ['acme', 'issuer-2']);

  it.each([
    ['http://localhost:3000', true, 'exact origin'],
    ['http://127.0.0.1:3000', true, 'exact origin'],
    ['http://acme.localhost:3000', true, "an issuer's sub-domain"],
    ['http://issuer-2.localhost:3000', true, "an issuer's sub-domain with a digit and hyphen"],
    ['http://evil.localhost:3000', false, 'a sub-domain that is no issuer'],
    ['http://localhost:3001', false, 'wrong port (exact)'],
    ['http://acme.localhost:3001', false, 'wrong port (wildcard)'],
    ['http://acme.localhost:30000', false, 'longer port'],
    ['https://localhost:3000', false, 'wrong scheme (exact)'],
    ['https://acme.localhost:3000', false, 'wrong scheme (wildcard)'],
    ['http://a.b.localhost:3000', false, 'two labels for a single-label wildcard'],
    ['http://.localhost:3000', false, 'empty label'],
    ['http://aXlocalhost:3000', false, 'the dot of the pattern is literal'],
    ['http://acme.localhost:3000.evil.example', false, 'the pattern is anchored at the end'],
    ['xhttp://acme.localhost:3000', false, 'the pattern is anchored at the start'],
    ['http://localhost:3000/', false, 'an origin has no path'],
    ['http://evil.example', false, 'another site'],
    ['null', false, 'an opaque origin'],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (origin, expected) => {
    expect(originAllowed(origin, allowed)).toBe(expected);
  });

  it('allows nothing with an empty allowlist', () => {
    expect(originAllowed('http://localhost:3000', [])).toBe(false);
  });

  it('treats regular-expression characters in a pattern literally', () => {
    expect(originAllowed('https://cards.bank.example', ['https://*.bank.example'])).toBe(true);
    expect(originAllowed('https://cards.bankXexample', ['https://*.bank.example'])).toBe(false);
    expect(originAllowed('http://a.x(y)+', ['http://*.x(y)+'])).toBe(true);
    expect(originAllowed('http://a.xyyy', ['http://*.x(y)+'])).toBe(false);
  });

  it('property: never throws for arbitrary origins and allowlists', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 5 }), (origin, patterns) => {
        expect(typeof originAllowed(origin, patterns)).toBe('boolean');
        expect(typeof originAllowed(origin, allowed)).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('property: only the issuers’ sub-domains of localhost:3000 are allowed, and no two-label one', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    fc.assert(
      fc.property(label, label, (a, b) => {
        expect(originAllowed(`http://${a}.localhost:3000`, allowed)).toBe(['acme', 'issuer-2'].includes(a));
        expect(originAllowed(`http://${a}.${b}.localhost:3000`, allowed)).toBe(false);
      }),
    );
  });

  it('expands {issuer} once per issuer and leaves the other origins as they are', () => {
    expect(
      expandOrigins(['https://{issuer}.cards.bank.example', 'https://cards.bank.example'], ['acme', 'tailspin']),
    ).toEqual(['https://acme.cards.bank.example', 'https://tailspin.cards.bank.example', 'https://cards.bank.example']);
    expect(expandOrigins(['http://{issuer}.localhost:3000'], [])).toEqual([]);
  });
});
