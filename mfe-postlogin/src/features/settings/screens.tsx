// The settings feature's lazy chunk (src/routes.tsx loads it when userSettings is wanted, or a visitor
// shows intent to go there, such as the header's Settings link): the screen of the route registry's
// `userSettings` row and the feature's messages. The page titles stay in the first chunk.
import type { LocaleBundles } from '@portal/shared/i18n';
import { SettingsPage } from './components/settings-page';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = { userSettings: <SettingsPage /> };

/**
 * The feature's messages in the postlogin namespace, deep-merged into it before its first screen
 * renders: a `contacts` group of its own, beside the first chunk's page titles (settings.title…).
 */
export const messages: LocaleBundles = { en, es };
