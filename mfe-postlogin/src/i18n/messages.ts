// The postlogin namespace: the page titles of the routes whose screens are still to come (the route
// registry names them), and each feature's own file, merged by locale.
import type { LocaleBundles } from '@portal/shared/i18n';
import cardsEn from '../features/cards/i18n/en.json';
import cardsEs from '../features/cards/i18n/es.json';
import manageCardEn from '../features/cards/i18n/manage-card.en.json';
import manageCardEs from '../features/cards/i18n/manage-card.es.json';
import homeEn from '../features/home/i18n/en.json';
import homeEs from '../features/home/i18n/es.json';
import signOutEn from '../features/sign-out/i18n/en.json';
import signOutEs from '../features/sign-out/i18n/es.json';
import en from './en.json';
import es from './es.json';

export const POSTLOGIN_NS = 'postlogin';
export const postloginMessages: LocaleBundles = {
  en: { ...en, cards: { ...en.cards, ...cardsEn.cards }, ...manageCardEn, ...homeEn, ...signOutEn },
  es: { ...es, cards: { ...es.cards, ...cardsEs.cards }, ...manageCardEs, ...homeEs, ...signOutEs },
};
