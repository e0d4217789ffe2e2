// The postlogin namespace: the page titles of the routes whose screens are still to come (the route
// registry names them), and each feature's own file, merged by locale.
import type { LocaleBundles } from '@portal/shared/i18n';
import homeEn from '../features/home/i18n/en.json';
import homeEs from '../features/home/i18n/es.json';
import signOutEn from '../features/sign-out/i18n/en.json';
import signOutEs from '../features/sign-out/i18n/es.json';
import en from './en.json';
import es from './es.json';

export const POSTLOGIN_NS = 'postlogin';
export const postloginMessages: LocaleBundles = {
  en: { ...en, ...homeEn, ...signOutEn },
  es: { ...es, ...homeEs, ...signOutEs },
};
