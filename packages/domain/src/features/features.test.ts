import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountsEnabled,
  accountsLinkShown,
  capabilityOfCode,
  CARD_CAPABILITIES,
  CARD_CAPABILITY_NAMES,
  cardCapabilities,
  cardHasAccountLink,
  cardHasFeatures,
  cardOffers,
  cardPushCodes,
  cardSdkProducts,
  countsForWeb,
  featurePlatforms,
  featuresEnabled,
  featuresLinkShown,
  isSdkFeature,
  SDK_FEATURE_CODES,
  subscriptionManagerEnabled,
  SUBSCRIPTION_MANAGER_FEATURE_CODES,
  webFeatures,
  type CardCapability,
  type CardFeatureFacts,
  type Feature,
} from './features';
import { FINANCIAL_ACCOUNT_TYPES, PortalCardSchema } from '../card/card-portal';

function feature(
  featureCD: string,
  digitalPlatforms: string[],
  supportive: string[] = [],
  activeIndicator: 'Y' | 'N' = 'Y',
): Feature {
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
    expect([...SDK_FEATURE_CODES].sort()).toEqual([
      'CARD_INFORMATION_DISPLAY_SDK',
      'COF',
      'CTP_CG_SDK',
      'VCTC_SDK',
      'VSPS',
    ]);
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
    expect([...featurePlatforms(feature('BAL_INQ', ['WEB', 'IOS'], ['WEB', 'ANDROID']))].sort()).toEqual([
      'ANDROID',
      'IOS',
      'WEB',
    ]);
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

/** A feature as an issuer would configure it for the web: WEB_SDK for SDK types, WEB otherwise. */
const onWeb = (code: string, activeIndicator: 'Y' | 'N' = 'Y') =>
  feature(code, [isSdkFeature(code) ? 'WEB_SDK' : 'WEB'], [], activeIndicator);
const card = (financialAccountType: string | null, cardFeatures: string[] | null): CardFeatureFacts => ({
  financialAccountType,
  cardFeatures,
});

describe('§6 subscription manager needs VSPS and COF', () => {
  it('§6 names VSPS and COF', () => {
    expect([...SUBSCRIPTION_MANAGER_FEATURE_CODES]).toEqual(['VSPS', 'COF']);
  });

  it.each<[string, Feature[], boolean]>([
    ['both on WEB_SDK', [onWeb('VSPS'), onWeb('COF')], true],
    ['both, in the other order, among others', [onWeb('BAL_INQ'), onWeb('COF'), onWeb('VSPS')], true],
    ['only VSPS', [onWeb('VSPS')], false],
    ['only COF', [onWeb('COF')], false],
    ['COF on WEB only (an SDK type needs WEB_SDK)', [onWeb('VSPS'), feature('COF', ['WEB'])], false],
    ['VSPS inactive', [onWeb('VSPS', 'N'), onWeb('COF')], false],
    ['no features', [], false],
  ])('with %s: %s', (_what, features, expected) => {
    expect(subscriptionManagerEnabled(features)).toBe(expected);
  });
});

describe('§6 per-card capabilities', () => {
  const rows = Object.entries(CARD_CAPABILITIES).flatMap(([name, row]) => {
    const codes: readonly string[] = row.codes;
    const examples = 'containing' in row ? ['PUSH_PROVISION', 'VISA_PUSH_PROVISION', 'MC_PUSH_PROVISIONING'] : codes;
    return examples.map((code) => [name, code] as [CardCapability, string]);
  });

  it.each(rows)('§6 %s comes from %s', (name, code) => {
    expect(capabilityOfCode(code)).toBe(name);
    expect(cardCapabilities(card('DEBIT_CARD', [code]), [onWeb(code)])).toEqual([name]);
  });

  it('§3 §6 the table: balance, history, alerts, virtual control, push provisioning, card display, Click to Pay', () => {
    expect(Object.keys(CARD_CAPABILITIES)).toEqual([...CARD_CAPABILITY_NAMES]);
    expect(CARD_CAPABILITIES.alerts.codes).toEqual(['VALERTS', 'DLY_LOW_BAL']);
    expect(CARD_CAPABILITIES.virtualCardControl.codes).toEqual(['VCTC', 'VCTC_FIS', 'VCTC_SDK']);
  });

  it.each(['VSPS', 'COF', 'PUSH', 'OTHER', ''])('%s gives a card no capability', (code) => {
    expect(capabilityOfCode(code)).toBeNull();
  });

  it.each<[string, CardFeatureFacts, Feature[], CardCapability[]]>([
    [
      'the card has the code, the application offers it',
      card('DEBIT_CARD', ['BAL_INQ']),
      [onWeb('BAL_INQ')],
      ['balanceInquiry'],
    ],
    ['the application does not offer it', card('DEBIT_CARD', ['BAL_INQ']), [onWeb('TXN_HIST')], []],
    ['the application offers it inactive', card('DEBIT_CARD', ['BAL_INQ']), [onWeb('BAL_INQ', 'N')], []],
    ['the application offers it off the web', card('DEBIT_CARD', ['BAL_INQ']), [feature('BAL_INQ', ['IOS'])], []],
    ['an SDK code offered on WEB, not WEB_SDK', card('CREDIT_CARD', ['VCTC_SDK']), [feature('VCTC_SDK', ['WEB'])], []],
    [
      'the card lacks the code',
      card('DEBIT_CARD', ['TXN_HIST']),
      [onWeb('BAL_INQ'), onWeb('TXN_HIST')],
      ['transactionHistory'],
    ],
    [
      'push provisioning needs the same code on both sides',
      card('CREDIT_CARD', ['VISA_PUSH_PROVISION']),
      [onWeb('MC_PUSH_PROVISION')],
      [],
    ],
    ['no cardFeatures', card('DEBIT_CARD', null), [onWeb('BAL_INQ')], []],
    ['no cardFeatures field at all', {}, [onWeb('BAL_INQ')], []],
    [
      'many codes, listed in table order once each',
      card('CREDIT_CARD', ['CTP_CG_SDK', 'VCTC', 'VCTC_FIS', 'DLY_LOW_BAL', 'VALERTS', 'TXN_HIST', 'BAL_INQ']),
      ['BAL_INQ', 'TXN_HIST', 'VALERTS', 'DLY_LOW_BAL', 'VCTC', 'VCTC_FIS', 'CTP_CG_SDK'].map((c) => onWeb(c)),
      ['balanceInquiry', 'transactionHistory', 'alerts', 'virtualCardControl', 'clickToPay'],
    ],
  ])('when %s', (_what, facts, features, expected) => {
    expect(cardCapabilities(facts, features)).toEqual(expected);
  });
});

describe('what a card offers: the one rule of the screens and the card routes', () => {
  const all = ['BAL_INQ', 'TXN_HIST', 'VALERTS', 'VCTC', 'VISA_PUSH_PROVISION', 'CARD_INFORMATION_DISPLAY_SDK'];
  const web = all.map((code) => onWeb(code));

  it('a debit card offers its balance and history; a credit or prepaid card of the same codes does not', () => {
    expect(cardOffers(card('DEBIT_CARD', all), web)).toEqual([
      'balanceInquiry',
      'transactionHistory',
      'alerts',
      'virtualCardControl',
      'pushProvisioning',
      'cardDisplay',
    ]);
    for (const type of ['CREDIT_CARD', 'PREPAID_CARD', null])
      expect(cardOffers(card(type, all), web)).toEqual([
        'alerts',
        'virtualCardControl',
        'pushProvisioning',
        'cardDisplay',
      ]);
  });

  it("a card's push codes are every code on it that gives push provisioning on the web, in its order", () => {
    const codes = ['MC_PUSH_PROVISION', 'VISA_PUSH_PROVISION', 'VCTC'];
    expect(
      cardPushCodes(
        card('CREDIT_CARD', codes),
        codes.map((c) => onWeb(c)),
      ),
    ).toEqual(['MC_PUSH_PROVISION', 'VISA_PUSH_PROVISION']);
    // Off on the web (an inactive feature, or another platform): not a push code of the card.
    expect(
      cardPushCodes(card('CREDIT_CARD', codes), [
        onWeb('MC_PUSH_PROVISION', 'N'),
        feature('VISA_PUSH_PROVISION', ['IOS'], []),
      ]),
    ).toEqual([]);
  });
});

describe('§6 Accounts link: only when a debit card supports history or balance', () => {
  const features = [onWeb('BAL_INQ'), onWeb('TXN_HIST'), onWeb('VALERTS')];

  it.each<[string, CardFeatureFacts, boolean]>([
    ['a debit card with balance', card('DEBIT_CARD', ['BAL_INQ']), true],
    ['a debit card with history', card('DEBIT_CARD', ['TXN_HIST']), true],
    ['a debit card with alerts only', card('DEBIT_CARD', ['VALERTS']), false],
    ['a credit card with balance', card('CREDIT_CARD', ['BAL_INQ']), false],
    ['a prepaid card with history', card('PREPAID_CARD', ['TXN_HIST']), false],
    ['a card without a type', card(null, ['BAL_INQ']), false],
  ])('%s: %s', (_what, facts, expected) => {
    expect(cardHasAccountLink(facts, features)).toBe(expected);
    expect(accountsLinkShown(features, [card('CREDIT_CARD', ['BAL_INQ']), facts])).toBe(expected);
  });

  it('no link when the issuer does not enable balance or history, whatever the cards', () => {
    expect(accountsLinkShown([onWeb('VALERTS')], [card('DEBIT_CARD', ['BAL_INQ', 'TXN_HIST'])])).toBe(false);
  });

  it('no link without cards', () => {
    expect(accountsLinkShown(features, [])).toBe(false);
  });
});

describe('§6 Features link: the web SDK channel, a financial account type and web SDK products', () => {
  const features = [
    onWeb('CARD_INFORMATION_DISPLAY_SDK'),
    onWeb('VISA_PUSH_PROVISION'),
    onWeb('VSPS'),
    onWeb('BAL_INQ'),
    feature('CTP_CG_SDK', ['WEB']),
  ];

  it.each<[string, CardFeatureFacts, string[], boolean]>([
    [
      'a credit card with card display',
      card('CREDIT_CARD', ['CARD_INFORMATION_DISPLAY_SDK']),
      ['CARD_INFORMATION_DISPLAY_SDK'],
      true,
    ],
    [
      'a prepaid card with push provisioning',
      card('PREPAID_CARD', ['VISA_PUSH_PROVISION', 'BAL_INQ']),
      ['VISA_PUSH_PROVISION'],
      true,
    ],
    ['a debit card with VSPS', card('DEBIT_CARD', ['VSPS']), ['VSPS'], true],
    ['a card with only web (not SDK) features', card('DEBIT_CARD', ['BAL_INQ']), [], false],
    ['a card whose SDK product is not on WEB_SDK', card('CREDIT_CARD', ['CTP_CG_SDK']), [], false],
    [
      'a card without a financial account type',
      card(null, ['CARD_INFORMATION_DISPLAY_SDK']),
      ['CARD_INFORMATION_DISPLAY_SDK'],
      false,
    ],
    [
      'a card with an unknown account type',
      card('SAVINGS', ['CARD_INFORMATION_DISPLAY_SDK']),
      ['CARD_INFORMATION_DISPLAY_SDK'],
      false,
    ],
  ])('%s', (_what, facts, products, expected) => {
    expect(cardSdkProducts(facts, features)).toEqual(products);
    expect(cardHasFeatures(facts, features)).toBe(expected);
    expect(featuresLinkShown(features, [facts])).toBe(expected);
  });

  it('§3 a portal card as the server sends it (cardFeatures as codes or feature records) is read as it parses', () => {
    const parsed = v.parse(PortalCardSchema, {
      panGuid: 'pan-1',
      accountNumberLastFourDigits: '1234',
      expirationMonth: 12,
      expirationYear: 2031,
      financialAccountType: 'DEBIT_CARD',
      cardFeatures: ['BAL_INQ', { featureCD: 'CARD_INFORMATION_DISPLAY_SDK' }],
    });
    expect(cardCapabilities(parsed, features)).toEqual(['balanceInquiry', 'cardDisplay']);
    expect(cardHasAccountLink(parsed, features)).toBe(true);
    expect(cardHasFeatures(parsed, features)).toBe(true);
  });

  it('no link when the issuer has no web SDK feature, whatever the cards', () => {
    expect(
      featuresLinkShown([onWeb('BAL_INQ')], [card('CREDIT_CARD', ['CARD_INFORMATION_DISPLAY_SDK', 'BAL_INQ'])]),
    ).toBe(false);
  });
});

describe('§6 feature rules for any features and cards (fast-check)', () => {
  const KNOWN = [
    'VALERTS',
    'DLY_LOW_BAL',
    'VCTC',
    'VCTC_FIS',
    'BAL_INQ',
    'TXN_HIST',
    'CARD_INFORMATION_DISPLAY_SDK',
    'VISA_PUSH_PROVISION',
    'PUSH_PROVISION',
    'VCTC_SDK',
    'CTP_CG_SDK',
    'VSPS',
    'COF',
  ];
  const code = fc.oneof(fc.constantFrom(...KNOWN), fc.stringMatching(/^[A-Z0-9_]{1,20}$/));
  const platforms = fc.subarray(['WEB', 'WEB_SDK', 'IOS', 'ANDROID']);
  const anyFeature = fc
    .record({
      featureCD: code,
      activeIndicator: fc.constantFrom<'Y' | 'N'>('Y', 'N'),
      digital: platforms,
      supportive: platforms,
    })
    .map(({ featureCD, activeIndicator, digital, supportive }) =>
      feature(featureCD, digital, supportive, activeIndicator),
    );
  const anyCard = fc.record(
    {
      financialAccountType: fc.option(fc.oneof(fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), fc.string()), {
        nil: null,
      }),
      cardFeatures: fc.option(fc.array(fc.oneof(code, fc.string())), { nil: null }),
    },
    { requiredKeys: [] },
  );
  const features = fc.array(anyFeature, { maxLength: 12 });

  it('a card’s capabilities are known names, in table order, each backed by a code on the card and on the web', () => {
    fc.assert(
      fc.property(anyCard, features, (facts, fs) => {
        const capabilities = cardCapabilities(facts, fs);
        expect(capabilities).toEqual(CARD_CAPABILITY_NAMES.filter((n) => capabilities.includes(n)));
        for (const capability of capabilities) {
          const backing = (facts.cardFeatures ?? []).filter((c) => capabilityOfCode(c) === capability);
          expect(backing.some((c) => webFeatures(fs).some((f) => f.featureCD === c && f.activeIndicator === 'Y'))).toBe(
            true,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('offering one more feature never takes a capability or a link away', () => {
    fc.assert(
      fc.property(anyCard, features, anyFeature, (facts, fs, extra) => {
        const more = [...fs, extra];
        expect(cardCapabilities(facts, more)).toEqual(expect.arrayContaining(cardCapabilities(facts, fs)));
        if (accountsLinkShown(fs, [facts])) expect(accountsLinkShown(more, [facts])).toBe(true);
        if (featuresLinkShown(fs, [facts])) expect(featuresLinkShown(more, [facts])).toBe(true);
        if (subscriptionManagerEnabled(fs)) expect(subscriptionManagerEnabled(more)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('the links need their issuer half and a qualifying card: a debit card for Accounts, a typed card for Features', () => {
    fc.assert(
      fc.property(fc.array(anyCard, { maxLength: 4 }), features, (cards, fs) => {
        if (accountsLinkShown(fs, cards)) {
          expect(accountsEnabled(fs)).toBe(true);
          expect(cards.some((c) => c.financialAccountType === 'DEBIT_CARD')).toBe(true);
        }
        if (featuresLinkShown(fs, cards)) {
          expect(featuresEnabled(fs)).toBe(true);
          expect(
            cards.some((c) => (FINANCIAL_ACCOUNT_TYPES as readonly unknown[]).includes(c.financialAccountType)),
          ).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a card offers its capabilities but an account’s without an account link, and push exactly with a push code', () => {
    fc.assert(
      fc.property(anyCard, features, (facts, fs) => {
        const offers = cardOffers(facts, fs);
        const linked = cardHasAccountLink(facts, fs);
        expect(offers).toEqual(
          cardCapabilities(facts, fs).filter((c) => linked || (c !== 'balanceInquiry' && c !== 'transactionHistory')),
        );
        expect(offers.includes('pushProvisioning')).toBe(cardPushCodes(facts, fs).length > 0);
      }),
    );
  });

  it('the order of the features does not matter', () => {
    fc.assert(
      fc.property(anyCard, features, (facts, fs) => {
        const reversed = [...fs].reverse();
        expect(cardCapabilities(facts, reversed)).toEqual(cardCapabilities(facts, fs));
        expect(subscriptionManagerEnabled(reversed)).toBe(subscriptionManagerEnabled(fs));
      }),
      { numRuns: 1000 },
    );
  });
});
