import * as v from 'valibot';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testIssuer } from '../../testing';
import { appDetailsOf, AppDetailsSchema } from './app-details';

describe('§7 application details', () => {
  it('answers the issuer features filtered to the web ones, its locales, web activation and platforms', () => {
    const issuer = testIssuer({
      flags: { isCardActivationWebEnabled: false },
      features: [
        { featureCD: 'BAL_INQ', activeIndicator: 'Y', digitalPlatforms: ['WEB'], supportivePlatforms: [] },
        { featureCD: 'VALERTS', activeIndicator: 'Y', digitalPlatforms: ['IOS'], supportivePlatforms: [] },
        { featureCD: 'COF', activeIndicator: 'Y', digitalPlatforms: [], supportivePlatforms: [{ name: 'WEB_SDK' }] },
      ],
    });
    const details = appDetailsOf(issuer);
    expect(details).toEqual({
      features: [issuer.features[0], issuer.features[2]],
      supportedLocales: issuer.supportedLocales,
      isCardActivationWebEnabled: false,
      application: { supportivePlatforms: [{ name: 'WEB', attributes: { API_KEY: 'test-key' } }] },
    });
    expect(v.parse(AppDetailsSchema, details)).toEqual(details);
  });

  it('rejects a body without supportedLocales', () => {
    const { supportedLocales: _l, ...rest } = appDetailsOf(testIssuer());
    expect(v.safeParse(AppDetailsSchema, rest).success).toBe(false);
  });
});

describe('the application details schema, for any input (fast-check)', () => {
  it('never throws on any JSON, and every issuer configuration answers details it accepts', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        v.safeParse(AppDetailsSchema, json);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.boolean(), fc.subarray(['BAL_INQ', 'TXN_HIST', 'VSPS', 'COF', 'VALERTS']), (web, codes) => {
        const issuer = testIssuer({
          flags: { isCardActivationWebEnabled: web },
          features: codes.map((featureCD) => ({
            featureCD,
            activeIndicator: 'Y' as const,
            digitalPlatforms: ['WEB', 'WEB_SDK'],
            supportivePlatforms: [],
          })),
        });
        expect(v.safeParse(AppDetailsSchema, appDetailsOf(issuer)).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
