import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testIssuer } from '../../testing';
import { BootDataSchema, serialiseBootData, type BootData } from './boot';
import { REMOTE_NAMES } from './environment';

const environment = {
  name: 'local',
  gatewayBaseUrl: 'http://localhost:4000/api',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((n) => [n, `http://localhost:3000/remotes/${n}/mf-manifest.json`]),
  ) as Record<(typeof REMOTE_NAMES)[number], string>,
  appVersion: '1.2.3',
  partnerSites: {},
};

function boot(overrides: Partial<BootData> = {}): BootData {
  return {
    environment,
    assetBase: '/issuer-assets/',
    issuer: testIssuer(),
    issuerMessages: {},
    issuerError: null,
    ...overrides,
  };
}

/** Text that tries to break out of a <script> element, and the line separators JavaScript once choked on. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '</script><script>alert(1)</script>',
    '<!--',
    '-->',
    '&amp;',
    '\u2028\u2029',
    '<\\/script>',
    '\\u003c',
  ),
  fc
    .array(fc.constantFrom('<', '>', '&', '/', '\\', '"', "'", '\u2028', '\u2029', 'a', ' '), { maxLength: 30 })
    .map((cs) => cs.join('')),
);

const bootArb = fc.record({
  assetBase: hostile,
  issuerError: fc.option(hostile, { nil: null }),
  appName: hostile.filter((s) => s.trim() !== ''),
  message: hostile,
});

describe('boot data', () => {
  it('the page data built from a valid issuer and environment parses', () => {
    expect(v.parse(BootDataSchema, boot())).toEqual(boot());
  });

  it('rejects unknown keys and a missing remote', () => {
    expect(v.safeParse(BootDataSchema, { ...boot(), extra: true }).success).toBe(false);
    const { mfe_sso: _sso, ...remotes } = environment.remotes;
    expect(
      v.safeParse(BootDataSchema, boot({ environment: { ...environment, remotes } as BootData['environment'] }))
        .success,
    ).toBe(false);
  });

  it('serialises without any "<", ">" or "&", so it cannot close its <script> element', () => {
    const text = serialiseBootData(boot({ issuerError: '</script><!-- & -->' }));
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('for any contents: no "<" in the output, and JSON.parse gives the data back', () => {
    fc.assert(
      fc.property(bootArb, ({ assetBase, issuerError, appName, message }) => {
        const data = boot({
          assetBase,
          issuerError,
          issuer: testIssuer({ appName }),
          issuerMessages: { en: { issuer: { appName: message, legal: [message, message] } } },
        });
        const text = serialiseBootData(data);
        expect(text).not.toContain('<');
        expect(text).not.toMatch(/[>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(data);
      }),
      { numRuns: 1000 },
    );
  });
});
