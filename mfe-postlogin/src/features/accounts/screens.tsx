// The accounts feature's lazy chunk (src/routes.tsx loads it when its route is wanted, or a visitor
// shows intent to go there, such as the header's Accounts link): the screen of the route registry's
// `accounts` row and the feature's messages. The page title stays in the first chunk.
import type { LocaleBundles } from '@portal/client/i18n';
import cardDataEn from '../../card-data/i18n/en.json';
import cardDataEs from '../../card-data/i18n/es.json';
import { AccountsPage } from './components/accounts-page';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
  accounts: <AccountsPage />,
};

/**
 * The feature's messages in the postlogin namespace, deep-merged into it before its screen renders: a
 * `cardAccounts` group of its own and the card data's `cardData` (the alerts), beside the first
 * chunk's page title (accounts.title).
 */
export const messages: LocaleBundles = { en: { ...en, ...cardDataEn }, es: { ...es, ...cardDataEs } };
