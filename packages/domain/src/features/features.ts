// Features and platforms: spec §3 Features and §6 (which features count for the web).
import * as v from 'valibot';
import { FINANCIAL_ACCOUNT_TYPES } from '../card/card-portal';

/** §3: supportivePlatforms carries an API_KEY attribute. */
export const PlatformSchema = v.strictObject({
  name: v.pipe(v.string('a platform name must be text'), v.nonEmpty('a platform name must not be empty')),
  attributes: v.optional(v.record(v.string(), v.string())),
});
export type Platform = v.InferOutput<typeof PlatformSchema>;

/** §3 Feature record: featureCD, activeIndicator, digitalPlatforms, supportivePlatforms (name). */
export const FeatureSchema = v.strictObject({
  featureCD: v.pipe(
    v.string('featureCD must be text'),
    v.regex(/^[A-Z0-9_]+$/, 'featureCD is an upper-case code such as BAL_INQ'),
  ),
  activeIndicator: v.picklist(['Y', 'N'], 'activeIndicator must be Y or N'),
  digitalPlatforms: v.array(v.string(), 'digitalPlatforms must be a list of platform names'),
  supportivePlatforms: v.array(PlatformSchema, 'supportivePlatforms must be a list'),
});
export type Feature = v.InferOutput<typeof FeatureSchema>;

/** §3 Feature codes that are SDK types (§6): they count for the web only through WEB_SDK. */
export const SDK_FEATURE_CODES = ['CARD_INFORMATION_DISPLAY_SDK', 'VCTC_SDK', 'CTP_CG_SDK', 'VSPS', 'COF'] as const;

/** §6: card display, anything containing PUSH_PROVISION, VCTC_SDK, CTP_CG_SDK, VSPS and COF are SDK types. */
export function isSdkFeature(featureCD: string): boolean {
  return (SDK_FEATURE_CODES as readonly string[]).includes(featureCD) || featureCD.includes('PUSH_PROVISION');
}

/** Every platform a feature names, from either list of §3. */
export function featurePlatforms(feature: Feature): ReadonlySet<string> {
  return new Set([...feature.digitalPlatforms, ...feature.supportivePlatforms.map((p) => p.name)]);
}

/** §6: a feature counts for the web only if its platforms include WEB (WEB_SDK for SDK types). */
export function countsForWeb(feature: Feature): boolean {
  return featurePlatforms(feature).has(isSdkFeature(feature.featureCD) ? 'WEB_SDK' : 'WEB');
}

/** The features the web portal sees (§7 Application details: only those with WEB). */
export function webFeatures(features: readonly Feature[]): Feature[] {
  return features.filter(countsForWeb);
}

/** The feature codes behind the Accounts page (§6: balance inquiry, transaction history). */
const ACCOUNT_FEATURE_CODES = ['BAL_INQ', 'TXN_HIST'] as const;

const active = (f: Feature) => f.activeIndicator === 'Y';

/**
 * §6: the Accounts link appears only when the issuer's configuration enables it, that is when an
 * active web feature offers balance or history. (The per-card condition, a debit card supporting
 * history or balance, is `accountsLinkShown`.)
 */
export function accountsEnabled(features: readonly Feature[]): boolean {
  return features.some(
    (f) => active(f) && countsForWeb(f) && (ACCOUNT_FEATURE_CODES as readonly string[]).includes(f.featureCD),
  );
}

/**
 * §6: the Features link needs the web SDK channel and web SDK products: an active SDK-type feature
 * that counts for the web. (The per-card half, a financial account type and web SDK products, is
 * `featuresLinkShown`.)
 */
export function featuresEnabled(features: readonly Feature[]): boolean {
  return features.some((f) => active(f) && isSdkFeature(f.featureCD) && countsForWeb(f));
}

/** §6: "Subscription manager needs VSPS and COF." */
export const SUBSCRIPTION_MANAGER_FEATURE_CODES = ['VSPS', 'COF'] as const;

/** An active feature that counts for the web, by code: what the portal may offer. */
function offeredCodes(features: readonly Feature[]): ReadonlySet<string> {
  return new Set(features.filter((f) => active(f) && countsForWeb(f)).map((f) => f.featureCD));
}

/** §6: the subscription manager shows only when both VSPS and COF are active web (WEB_SDK) features. */
export function subscriptionManagerEnabled(features: readonly Feature[]): boolean {
  const offered = offeredCodes(features);
  return SUBSCRIPTION_MANAGER_FEATURE_CODES.every((code) => offered.has(code));
}

/**
 * §6 "Per-card capabilities depend on feature flags", with the codes of §3 Features behind each.
 * `containing`: any code containing this text also gives the capability (§3 "anything containing
 * PUSH_PROVISION").
 */
export const CARD_CAPABILITIES = {
  balanceInquiry: { codes: ['BAL_INQ'] },
  transactionHistory: { codes: ['TXN_HIST'] },
  alerts: { codes: ['VALERTS', 'DLY_LOW_BAL'] },
  virtualCardControl: { codes: ['VCTC', 'VCTC_FIS', 'VCTC_SDK'] },
  pushProvisioning: { codes: [], containing: 'PUSH_PROVISION' },
  cardDisplay: { codes: ['CARD_INFORMATION_DISPLAY_SDK'] },
  clickToPay: { codes: ['CTP_CG_SDK'] },
} as const satisfies Record<string, { readonly codes: readonly string[]; readonly containing?: string }>;
export type CardCapability = keyof typeof CARD_CAPABILITIES;
/** The capabilities in table order (the order a card's capabilities are listed in). */
export const CARD_CAPABILITY_NAMES = [
  'balanceInquiry',
  'transactionHistory',
  'alerts',
  'virtualCardControl',
  'pushProvisioning',
  'cardDisplay',
  'clickToPay',
] as const satisfies readonly CardCapability[];

/** The capability a feature code gives a card, or null (VSPS and COF are app-level: the subscription manager). */
export function capabilityOfCode(featureCD: string): CardCapability | null {
  return (
    CARD_CAPABILITY_NAMES.find((name) => {
      const row: { readonly codes: readonly string[]; readonly containing?: string } = CARD_CAPABILITIES[name];
      return row.codes.includes(featureCD) || (row.containing !== undefined && featureCD.includes(row.containing));
    }) ?? null
  );
}

/**
 * What the feature rules read of a portal card (§3 Card in the portal): a parsed `PortalCard`
 * (card-portal.ts) is one. `cardFeatures` is the list of feature codes the card supports (BAL_INQ,
 * VCTC…), as that schema keeps them. Both fields are read leniently, so that a card from any source
 * can be asked: missing, null or unknown values give no capability.
 */
export interface CardFeatureFacts {
  readonly financialAccountType?: string | null;
  readonly cardFeatures?: readonly string[] | null;
}

/** The card's codes that the application also offers as an active web feature. */
function cardOfferedCodes(card: CardFeatureFacts, features: readonly Feature[]): string[] {
  const offered = offeredCodes(features);
  return (card.cardFeatures ?? []).filter((code) => offered.has(code));
}

/**
 * §6: a card's capabilities, in table order. A capability needs a code both in the card's
 * `cardFeatures` and among the application's active web features (the same code on both sides).
 */
export function cardCapabilities(card: CardFeatureFacts, features: readonly Feature[]): CardCapability[] {
  const given = new Set(cardOfferedCodes(card, features).map(capabilityOfCode));
  return CARD_CAPABILITY_NAMES.filter((name) => given.has(name));
}

const isFinancialAccountType = (x: unknown): boolean => (FINANCIAL_ACCOUNT_TYPES as readonly unknown[]).includes(x);

/** §6 "Account links show only when a debit card supports history or balance": this card's link. */
export function cardHasAccountLink(card: CardFeatureFacts, features: readonly Feature[]): boolean {
  if (card.financialAccountType !== 'DEBIT_CARD') return false;
  const capabilities = cardCapabilities(card, features);
  return capabilities.includes('balanceInquiry') || capabilities.includes('transactionHistory');
}

/** The capabilities behind a card's account link (§6): a balance and a history are an account's, a debit card's. */
const ACCOUNT_CAPABILITIES: readonly CardCapability[] = ['balanceInquiry', 'transactionHistory'];

/**
 * What a card offers on the web, in table order: the one rule the screens and the gateway's card routes
 * ask. `cardCapabilities`, less a balance and a history on a card without an account link (§6: only a
 * debit card has an account to read).
 */
export function cardOffers(card: CardFeatureFacts, features: readonly Feature[]): CardCapability[] {
  const linked = cardHasAccountLink(card, features);
  return cardCapabilities(card, features).filter((c) => linked || !ACCOUNT_CAPABILITIES.includes(c));
}

/** The card's codes that each give it push provisioning on the web (VISA_PUSH_PROVISION…), in its order. */
export function cardPushCodes(card: CardFeatureFacts, features: readonly Feature[]): string[] {
  return cardOfferedCodes(card, features).filter((code) => capabilityOfCode(code) === 'pushProvisioning');
}

/** §6: the Accounts link shows when the issuer enables it and one of the user's debit cards has an account link. */
export function accountsLinkShown(features: readonly Feature[], cards: readonly CardFeatureFacts[]): boolean {
  return accountsEnabled(features) && cards.some((card) => cardHasAccountLink(card, features));
}

/** §6 "web SDK products": the card's SDK-type codes that the application offers on WEB_SDK. */
export function cardSdkProducts(card: CardFeatureFacts, features: readonly Feature[]): string[] {
  return cardOfferedCodes(card, features).filter(isSdkFeature);
}

/** §6 "Features needs … a financial account type and web SDK products": whether this card has a Features entry. */
export function cardHasFeatures(card: CardFeatureFacts, features: readonly Feature[]): boolean {
  return isFinancialAccountType(card.financialAccountType) && cardSdkProducts(card, features).length > 0;
}

/** §6: the Features link shows when the issuer enables the web SDK channel and one of the user's cards has a Features entry. */
export function featuresLinkShown(features: readonly Feature[], cards: readonly CardFeatureFacts[]): boolean {
  return featuresEnabled(features) && cards.some((card) => cardHasFeatures(card, features));
}
