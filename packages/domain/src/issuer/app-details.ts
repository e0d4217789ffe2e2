// Application details: spec §3 (features, supportedLocales, isCardActivationWebEnabled,
// application.supportivePlatforms) as returned by GET dpsapps/{extAppId} (§7).
import * as v from 'valibot';
import { FeatureSchema, PlatformSchema, webFeatures } from '../features/features';
import { SupportedLocalesSchema, type IssuerConfig } from './issuer';

export const AppDetailsSchema = v.object({
  features: v.array(FeatureSchema),
  supportedLocales: SupportedLocalesSchema,
  isCardActivationWebEnabled: v.boolean(),
  application: v.object({ supportivePlatforms: v.array(PlatformSchema) }),
});
export type AppDetails = v.InferOutput<typeof AppDetailsSchema>;

/** What the gateway answers for an issuer: its features filtered to the web ones (§7). */
export function appDetailsOf(
  config: Pick<IssuerConfig, 'features' | 'supportedLocales' | 'flags' | 'application'>,
): AppDetails {
  return {
    features: webFeatures(config.features),
    supportedLocales: config.supportedLocales,
    isCardActivationWebEnabled: config.flags.isCardActivationWebEnabled,
    application: config.application,
  };
}
