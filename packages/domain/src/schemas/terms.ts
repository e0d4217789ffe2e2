// §7 User, terms and credentials, the terms part: reading the terms, accepting them at sign-in, and
// the step-up acceptance of a feature's terms. Shapes from §3 Terms.
import * as v from 'valibot';

/** §3 Terms: featureCode APP or PRODUCT. */
export const TERMS_FEATURE_CODES = ['APP', 'PRODUCT'] as const;

/** §3 Terms: type EC (terms), PR (privacy) or SL (software licence). */
export const TERMS_TYPES = ['EC', 'PR', 'SL'] as const;

/** §7 Step-up: the feature code used when no particular feature is named. */
export const DEFAULT_TERMS_FEATURE = 'DEFAULT';

/** §3 Terms item: featureCode, type, url and guid. */
export const TermsItemSchema = v.object({
  featureCode: v.picklist(TERMS_FEATURE_CODES),
  type: v.picklist(TERMS_TYPES),
  url: v.pipe(v.string(), v.url()),
  guid: v.pipe(v.string(), v.nonEmpty()),
});
export type TermsItem = v.InferOutput<typeof TermsItemSchema>;

/** §7 shows no wrapper for the list: `terms` is this contract's name for it. */
export const TermsResponseSchema = v.object({ terms: v.array(TermsItemSchema) });

/** §3 Terms: the feature terms payload, userTermsAndConditionList of guid entries. */
export const FeatureTermsRequestSchema = v.object({
  userTermsAndConditionList: v.array(v.object({ guid: v.string() })),
});
export type FeatureTermsRequest = v.InferInput<typeof FeatureTermsRequestSchema>;
