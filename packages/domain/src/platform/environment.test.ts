import * as v from 'valibot';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_NAMES, REMOTE_NAMES, RuntimeEnvironmentSchema } from './environment';

const remotes = Object.fromEntries(REMOTE_NAMES.map((n) => [n, `https://cdn.example/${n}/mf-manifest.json`]));

describe('the runtime environment', () => {
  it('§9 lists the environments local, dev, qa, cert, sandbox and prod', () => {
    expect(ENVIRONMENT_NAMES).toEqual(['local', 'dev', 'qa', 'cert', 'sandbox', 'prod']);
  });

  it('names the five remotes', () => {
    expect(REMOTE_NAMES).toEqual(['mfe_prelogin', 'mfe_postlogin', 'mfe_sso', 'mfe_activation', 'mfe_embedded_wallet']);
  });

  it("§9 the application version defaults to 'development'", () => {
    expect(
      v.parse(RuntimeEnvironmentSchema, { name: 'qa', gatewayBaseUrl: 'https://qa.example/api', remotes }).appVersion,
    ).toBe('development');
  });

  it.each<[string, Record<string, unknown>]>([
    ['an upper-case name', { name: 'QA' }],
    ['a relative gateway URL', { gatewayBaseUrl: '/api' }],
    ['a missing remote', { remotes: { ...remotes, mfe_sso: undefined } }],
    ['an unknown remote', { remotes: { ...remotes, mfe_other: 'https://cdn.example/x.json' } }],
  ])('rejects %s', (_what, change) => {
    expect(
      v.safeParse(RuntimeEnvironmentSchema, {
        name: 'qa',
        gatewayBaseUrl: 'https://qa.example/api',
        remotes,
        ...change,
      }).success,
    ).toBe(false);
  });
});

describe('the runtime environment schema, for any input (fast-check)', () => {
  it('never throws, and accepts any well-formed environment', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        v.safeParse(RuntimeEnvironmentSchema, json);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...ENVIRONMENT_NAMES), fc.webUrl(), (name, url) => {
        expect(v.safeParse(RuntimeEnvironmentSchema, { name, gatewayBaseUrl: url, remotes }).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('remoteOverrides in the runtime environment', () => {
  const base = { name: 'qa', gatewayBaseUrl: 'https://qa.example/api', remotes };
  const parse = (remoteOverrides: unknown) => v.safeParse(RuntimeEnvironmentSchema, { ...base, remoteOverrides });
  const issues = (remoteOverrides: unknown) => {
    const result = parse(remoteOverrides);
    return result.success ? [] : result.issues.map((i) => i.message);
  };

  it('is optional: an environment without it has none', () => {
    const result = v.safeParse(RuntimeEnvironmentSchema, base);
    expect(result.success).toBe(true);
    expect(result.success && result.output.remoteOverrides).toBeUndefined();
    expect(result.success && 'remoteOverrides' in result.output).toBe(false);
  });

  it('takes a list of origins, inProduction false unless said', () => {
    const result = parse({ allowedOrigins: ['https://branches.qa.example', 'http://localhost:4013'] });
    expect(result.success && result.output.remoteOverrides).toEqual({
      allowedOrigins: ['https://branches.qa.example', 'http://localhost:4013'],
      inProduction: false,
    });
    const inProd = parse({ allowedOrigins: ['https://branches.qa.example'], inProduction: true });
    expect(inProd.success && inProd.output.remoteOverrides).toEqual({
      allowedOrigins: ['https://branches.qa.example'],
      inProduction: true,
    });
    const saidFalse = parse({ allowedOrigins: ['https://branches.qa.example'], inProduction: false });
    expect(saidFalse.success && saidFalse.output.remoteOverrides?.inProduction).toBe(false);
  });

  it.each([
    ['a port', 'http://localhost:4013'],
    ['an IPv4 address', 'http://127.0.0.1:4013'],
    ['an IPv6 address', 'http://[::1]:4013'],
    ['https with no port', 'https://branches.qa.example'],
    ['a hyphenated subdomain', 'https://branch-builds.dev.cardportal.example'],
  ])('accepts an origin with %s', (_what, origin) => {
    expect(issues({ allowedOrigins: [origin] })).toEqual([]);
  });

  it.each([
    ['a path', 'https://branches.qa.example/builds'],
    ['a trailing slash', 'https://branches.qa.example/'],
    ['a query', 'https://branches.qa.example?x=1'],
    ['a fragment', 'https://branches.qa.example#x'],
    ['a user and password', 'https://user:pass@branches.qa.example'],
    ['ftp:', 'ftp://branches.qa.example'],
    ['ws:', 'ws://branches.qa.example'],
    ['file:', 'file:///srv/branches'],
    ['javascript:', 'javascript:alert(1)'],
    ['capitals in the host', 'https://Branches.qa.example'],
    ['capitals in the scheme', 'HTTPS://branches.qa.example'],
    ['the default port written out', 'https://branches.qa.example:443'],
    ['no scheme', 'branches.qa.example'],
    ['an empty string', ''],
    ['spaces around it', ' https://branches.qa.example '],
    // The URL parser lets these through in a host; in the shell's CSP they would be a wildcard or a new directive.
    ['a wildcard host', 'https://*.qa.example'],
    ['a bare wildcard', 'https://*'],
    ['a semicolon', 'https://x.example;script-src'],
    ['a quote', "https://x.example'unsafe-inline'"],
    ['a comma', 'https://x.example,y.example'],
  ])('rejects an allowed origin with %s, saying it must be an origin', (_what, origin) => {
    expect(issues({ allowedOrigins: [origin] })).toEqual([
      'must be an origin (http or https, a plain host, no path, no trailing slash)',
    ]);
  });

  it('rejects one bad origin among good ones', () => {
    expect(parse({ allowedOrigins: ['http://localhost:4013', 'http://localhost:4013/x'] }).success).toBe(false);
  });

  it('rejects an empty list, saying it needs an origin', () => {
    expect(issues({ allowedOrigins: [] })).toEqual(['lists at least one origin']);
  });

  it.each<[string, unknown]>([
    ['no allowedOrigins', {}],
    ['allowedOrigins as a string', { allowedOrigins: 'https://branches.qa.example' }],
    ['allowedOrigins with a number', { allowedOrigins: [4013] }],
    ['inProduction as a string', { allowedOrigins: ['https://branches.qa.example'], inProduction: 'true' }],
    ['inProduction as null', { allowedOrigins: ['https://branches.qa.example'], inProduction: null }],
    ['an unknown key', { allowedOrigins: ['https://branches.qa.example'], origins: ['https://other.example'] }],
    ['a misspelt inProduction', { allowedOrigins: ['https://branches.qa.example'], inProd: true }],
    ['remoteOverrides as a list', ['https://branches.qa.example']],
    ['remoteOverrides as true', true],
    ['remoteOverrides as null', null],
  ])('rejects %s', (_what, remoteOverrides) => {
    expect(parse(remoteOverrides).success).toBe(false);
  });

  it('property: any http or https URL’s origin is accepted, and the origin with a path is not (fast-check)', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.webSegment(), (url, segment) => {
        const origin = new URL(url).origin;
        expect(parse({ allowedOrigins: [origin] }).success).toBe(true);
        expect(parse({ allowedOrigins: [`${origin}/${segment}`] }).success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
