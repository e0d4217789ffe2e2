import { describe, expect, it } from 'vitest';
import {
  accountsEnabled,
  countsForWeb,
  featurePlatforms,
  featuresEnabled,
  isSdkFeature,
  SDK_FEATURE_CODES,
  webFeatures,
  type Feature,
} from './features';

function feature(featureCD: string, digitalPlatforms: string[], supportive: string[] = [], activeIndicator: 'Y' | 'N' = 'Y'): Feature {
  return { featureCD, activeIndicator, digitalPlatforms, supportivePlatforms: supportive.map((name) => ({ name })) };
}

describe('§6 SDK-type features', () => {
  it.each<[string, boolean]>([
    ['CARD_INFORMATION_DISPLAY_SDK', true],
    ['PUSH_PROVISION', true],
    ['VISA_PUSH_PROVISION', true],
    ['PUSH_PROVISIONING_APPLE', true],
    ['VCTC_SDK', true],
    ['CTP_CG_SDK', true],
    ['VSPS', true],
    ['COF', true],
    ['VALERTS', false],
    ['DLY_LOW_BAL', false],
    ['VCTC', false],
    ['VCTC_FIS', false],
    ['BAL_INQ', false],
    ['TXN_HIST', false],
    ['COF_EXTRA', false],
    ['PUSH', false],
  ])('%s is an SDK type: %s', (code, expected) => {
    expect(isSdkFeature(code)).toBe(expected);
  });

  it('§3 lists exactly the named SDK codes', () => {
    expect([...SDK_FEATURE_CODES].sort()).toEqual(['CARD_INFORMATION_DISPLAY_SDK', 'COF', 'CTP_CG_SDK', 'VCTC_SDK', 'VSPS']);
  });
});

describe('§6 a feature counts for the web only with WEB (WEB_SDK for SDK types)', () => {
  it.each<[string, string[], string[], boolean]>([
    // normal features need WEB
    ['BAL_INQ', ['WEB'], [], true],
    ['BAL_INQ', [], ['WEB'], true],
    ['BAL_INQ', ['IOS', 'ANDROID'], [], false],
    ['BAL_INQ', ['WEB_SDK'], [], false],
    ['VALERTS', ['web'], [], false],
    ['TXN_HIST', [], [], false],
    // SDK types need WEB_SDK
    ['CARD_INFORMATION_DISPLAY_SDK', ['WEB_SDK'], [], true],
    ['CARD_INFORMATION_DISPLAY_SDK', ['WEB'], [], false],
    ['VISA_PUSH_PROVISION', ['WEB'], [], false],
    ['VISA_PUSH_PROVISION', [], ['WEB_SDK'], true],
    ['VCTC_SDK', ['WEB_SDK'], [], true],
    ['VCTC_SDK', ['WEB'], [], false],
    ['CTP_CG_SDK', ['IOS', 'WEB_SDK'], [], true],
    ['CTP_CG_SDK', ['WEB'], ['WEB'], false],
    ['VSPS', ['WEB_SDK'], [], true],
    ['VSPS', ['WEB'], [], false],
    ['COF', [], ['WEB_SDK'], true],
    ['COF', ['WEB'], [], false],
  ])('%s with digital %j and supportive %j counts: %s', (code, digital, supportive, expected) => {
    expect(countsForWeb(feature(code, digital, supportive))).toBe(expected);
  });

  it('merges the platforms of both lists of §3', () => {
    expect([...featurePlatforms(feature('BAL_INQ', ['WEB', 'IOS'], ['WEB', 'ANDROID']))].sort()).toEqual(['ANDROID', 'IOS', 'WEB']);
  });

  it('§7 webFeatures keeps only the features that count for the web, in order', () => {
    const features = [
      feature('BAL_INQ', ['WEB']),
      feature('VALERTS', ['IOS']),
      feature('COF', ['WEB']),
      feature('VSPS', ['WEB_SDK']),
      feature('TXN_HIST', [], ['WEB']),
    ];
    expect(webFeatures(features).map((f) => f.featureCD)).toEqual(['BAL_INQ', 'VSPS', 'TXN_HIST']);
  });
});

describe('§6 Accounts and Features links', () => {
  it.each<[string, Feature[], boolean]>([
    ['an active web balance inquiry', [feature('BAL_INQ', ['WEB'])], true],
    ['an active web transaction history', [feature('TXN_HIST', ['WEB'])], true],
    ['an inactive balance inquiry', [feature('BAL_INQ', ['WEB'], [], 'N')], false],
    ['a balance inquiry not on the web', [feature('BAL_INQ', ['IOS'])], false],
    ['only alerts', [feature('VALERTS', ['WEB'])], false],
    ['no features', [], false],
  ])('Accounts with %s: %s', (_what, features, expected) => {
    expect(accountsEnabled(features)).toBe(expected);
  });

  it.each<[string, Feature[], boolean]>([
    ['an active web SDK card display', [feature('CARD_INFORMATION_DISPLAY_SDK', ['WEB_SDK'])], true],
    ['an active web SDK push provisioning', [feature('MC_PUSH_PROVISION', [], ['WEB_SDK'])], true],
    ['an SDK feature on WEB only', [feature('COF', ['WEB'])], false],
    ['an inactive web SDK feature', [feature('VSPS', ['WEB_SDK'], [], 'N')], false],
    ['a normal web feature', [feature('BAL_INQ', ['WEB', 'WEB_SDK'])], false],
    ['no features', [], false],
  ])('Features with %s: %s', (_what, features, expected) => {
    expect(featuresEnabled(features)).toBe(expected);
  });
});
