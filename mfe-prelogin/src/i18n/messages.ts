// The prelogin namespace: the home and legal texts, and each feature's own file, merged by locale.
import type { LocaleBundles } from '@portal/shared/i18n';
import enrolmentEn from '../features/enrolment/i18n/en.json';
import enrolmentEs from '../features/enrolment/i18n/es.json';
import loginEn from '../features/login/i18n/en.json';
import loginEs from '../features/login/i18n/es.json';
import migrationEn from '../features/migration/i18n/en.json';
import migrationEs from '../features/migration/i18n/es.json';
import recoveryEn from '../features/recovery/i18n/en.json';
import recoveryEs from '../features/recovery/i18n/es.json';
import en from './en.json';
import es from './es.json';

export const PRELOGIN_NS = 'prelogin';
export const preloginMessages: LocaleBundles = {
  en: { ...en, ...loginEn, ...recoveryEn, ...enrolmentEn, ...migrationEn },
  es: { ...es, ...loginEs, ...recoveryEs, ...enrolmentEs, ...migrationEs },
};
