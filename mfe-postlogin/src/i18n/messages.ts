// The postlogin namespace as the remote's first chunk carries it: the page titles of every route the
// registry names (cards.addTitle… included, so a title never waits for a chunk), and the home,
// sign-out and SSO link features' own files, merged by locale. The cards feature's messages travel with its lazy
// chunk (features/cards/screens.tsx), deep-merged into the namespace before its first screen renders.
import type { LocaleBundles } from '@portal/client/i18n';
import homeEn from '../features/home/i18n/en.json';
import homeEs from '../features/home/i18n/es.json';
import signOutEn from '../features/sign-out/i18n/en.json';
import signOutEs from '../features/sign-out/i18n/es.json';
import ssoLinkEn from '../features/sso-link/i18n/en.json';
import ssoLinkEs from '../features/sso-link/i18n/es.json';
import en from './en.json';
import es from './es.json';

export const POSTLOGIN_NS = 'postlogin';
export const postloginMessages: LocaleBundles = {
  en: { ...en, ...homeEn, ...signOutEn, ssoLink: { ...en.ssoLink, ...ssoLinkEn.ssoLink } },
  es: { ...es, ...homeEs, ...signOutEs, ssoLink: { ...es.ssoLink, ...ssoLinkEs.ssoLink } },
};
