// The card features' lazy chunk (src/routes.tsx loads it when the features route is wanted, or a
// visitor shows intent to go there, such as the header's Features link): the screen of the route
// registry's `features` row and the feature's messages. The page title stays in the first chunk.
import type { LocaleBundles } from '@portal/client/i18n';
import { FeaturesPage } from './components/features-page';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
  features: <FeaturesPage />,
};

/**
 * The feature's messages in the postlogin namespace, deep-merged into it before its screen renders: a
 * `cardFeatures` group of its own, beside the first chunk's page title (features.title).
 */
export const messages: LocaleBundles = { en, es };
