// The cards feature's lazy chunk (src/routes.tsx loads it when addCard or editCard is wanted, or a
// visitor shows intent to go there): the screens of the route registry's `addCard` and `editCard`
// rows, the shared card form with them, and the feature's messages (so the signed-in home
// fetches none of it).
import type { LocaleBundles } from '@portal/client/i18n';
import cardDataEn from '../../card-data/i18n/en.json';
import cardDataEs from '../../card-data/i18n/es.json';
import { AddCardPage } from './components/add-card-page';
import { EditCardPage } from './components/edit-card-page';
import en from './i18n/en.json';
import es from './i18n/es.json';
import manageCardEn from './i18n/manage-card.en.json';
import manageCardEs from './i18n/manage-card.es.json';

export const screens = { addCard: <AddCardPage />, editCard: <EditCardPage /> };

/**
 * The feature's messages in the postlogin namespace, deep-merged into it before its first screen
 * renders: its `cards` group, and the card data's `cardData` (the alerts a card's page offers), beside
 * the first chunk's page titles (cards.addTitle, cards.editTitle).
 */
export const messages: LocaleBundles = {
  en: { ...en, ...manageCardEn, ...cardDataEn },
  es: { ...es, ...manageCardEs, ...cardDataEs },
};
