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
    expect(v.parse(RuntimeEnvironmentSchema, { name: 'qa', gatewayBaseUrl: 'https://qa.example/api', remotes }).appVersion).toBe('development');
  });

  it.each<[string, Record<string, unknown>]>([
    ['an upper-case name', { name: 'QA' }],
    ['a relative gateway URL', { gatewayBaseUrl: '/api' }],
    ['a missing remote', { remotes: { ...remotes, mfe_sso: undefined } }],
    ['an unknown remote', { remotes: { ...remotes, mfe_other: 'https://cdn.example/x.json' } }],
  ])('rejects %s', (_what, change) => {
    expect(v.safeParse(RuntimeEnvironmentSchema, { name: 'qa', gatewayBaseUrl: 'https://qa.example/api', remotes, ...change }).success).toBe(false);
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
