// The postlogin namespace: each feature's own file, merged by locale.
import type { LocaleBundles } from '@portal/shared/i18n';
import homeEn from '../features/home/i18n/en.json';
import homeEs from '../features/home/i18n/es.json';
import signOutEn from '../features/sign-out/i18n/en.json';
import signOutEs from '../features/sign-out/i18n/es.json';

export const POSTLOGIN_NS = 'postlogin';
export const postloginMessages: LocaleBundles = {
  en: { ...homeEn, ...signOutEn },
  es: { ...homeEs, ...signOutEs },
};
