// Features and platforms: spec §3 Features and §6 (which features count for the web).
import * as v from 'valibot';

/** §3: supportivePlatforms carries an API_KEY attribute. */
export const PlatformSchema = v.strictObject({
  name: v.pipe(v.string('a platform name must be text'), v.nonEmpty('a platform name must not be empty')),
  attributes: v.optional(v.record(v.string(), v.string())),
});
export type Platform = v.InferOutput<typeof PlatformSchema>;

/** §3 Feature record: featureCD, activeIndicator, digitalPlatforms, supportivePlatforms (name). */
export const FeatureSchema = v.strictObject({
  featureCD: v.pipe(v.string('featureCD must be text'), v.regex(/^[A-Z0-9_]+$/, 'featureCD is an upper-case code such as BAL_INQ')),
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
export const ACCOUNT_FEATURE_CODES = ['BAL_INQ', 'TXN_HIST'] as const;

const active = (f: Feature) => f.activeIndicator === 'Y';

/**
 * §6: the Accounts link appears only when the issuer's configuration enables it, that is when an
 * active web feature offers balance or history. (The per-card condition, a debit card supporting
 * history or balance, is applied where the cards are known.)
 */
export function accountsEnabled(features: readonly Feature[]): boolean {
  return features.some((f) => active(f) && countsForWeb(f) && (ACCOUNT_FEATURE_CODES as readonly string[]).includes(f.featureCD));
}

/**
 * §6: the Features link needs the web SDK channel and web SDK products: an active SDK-type feature
 * that counts for the web. (The financial-account-type condition is applied per card.)
 */
export function featuresEnabled(features: readonly Feature[]): boolean {
  return features.some((f) => active(f) && isSdkFeature(f.featureCD) && countsForWeb(f));
}
