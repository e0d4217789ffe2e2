// The settings feature's lazy chunk (src/routes.tsx loads it when one of its routes is wanted, or a
// visitor shows intent to go there, such as the header's Settings link): the screens of the route
// registry's `userSettings` rows and the feature's messages. The page titles stay in the first chunk.
import type { LocaleBundles } from '@portal/client/i18n';
import { AddEmailPage } from './components/add-email-page';
import { AddPhonePage } from './components/add-phone-page';
import { SettingsPage } from './components/settings-page';
import { VerifyContactPage } from './components/verify-contact-page';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
  userSettings: <SettingsPage />,
  userSettingsAddEmail: <AddEmailPage />,
  userSettingsAddPhone: <AddPhonePage />,
  userSettingsVerifyEmail: <VerifyContactPage kind="email" />,
  userSettingsVerifyPhone: <VerifyContactPage kind="phone" />,
};

/**
 * The feature's messages in the postlogin namespace, deep-merged into it before its first screen
 * renders: a `contacts` group of its own, beside the first chunk's page titles (settings.title…).
 */
export const messages: LocaleBundles = { en, es };
