// The prelogin namespace: the home and legal texts, what the flows share (flow/), and each feature's
// own file, merged by locale. Each file owns its top-level groups (the messages test proves none hides
// another's).
import type { LocaleBundles } from '@portal/shared/i18n';
import enrolmentEn from '../features/enrolment/i18n/en.json';
import enrolmentEs from '../features/enrolment/i18n/es.json';
import loginEn from '../features/login/i18n/en.json';
import loginEs from '../features/login/i18n/es.json';
import migrationEn from '../features/migration/i18n/en.json';
import migrationEs from '../features/migration/i18n/es.json';
import recoveryEn from '../features/recovery/i18n/en.json';
import recoveryEs from '../features/recovery/i18n/es.json';
import flowEn from '../flow/i18n/en.json';
import flowEs from '../flow/i18n/es.json';
import en from './en.json';
import es from './es.json';

export const PRELOGIN_NS = 'prelogin';

/** Each message file of the namespace, by where it lives (the messages test walks them). */
export const PRELOGIN_MESSAGE_FILES = {
  app: { en, es },
  flow: { en: flowEn, es: flowEs },
  login: { en: loginEn, es: loginEs },
  recovery: { en: recoveryEn, es: recoveryEs },
  enrolment: { en: enrolmentEn, es: enrolmentEs },
  migration: { en: migrationEn, es: migrationEs },
} as const;

export const preloginMessages: LocaleBundles = {
  en: { ...en, ...flowEn, ...loginEn, ...recoveryEn, ...enrolmentEn, ...migrationEn },
  es: { ...es, ...flowEs, ...loginEs, ...recoveryEs, ...enrolmentEs, ...migrationEs },
};
