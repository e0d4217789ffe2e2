// Every message file of the prelogin namespace, by where it lives, and the namespace they make once
// every feature has loaded: for the tests (the messages test walks the files; the test kit renders a
// feature's screens without its lazy chunk). The remote's own code never imports this: a feature's
// messages reach a page only with the feature (messages.ts, features/*/screens).
import type { LocaleBundles } from '@portal/client/i18n';
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

/** Each message file of the namespace: the first chunk's (app, flow), then each lazy feature's. */
export const PRELOGIN_MESSAGE_FILES = {
  app: { en, es },
  flow: { en: flowEn, es: flowEs },
  login: { en: loginEn, es: loginEs },
  recovery: { en: recoveryEn, es: recoveryEs },
  enrolment: { en: enrolmentEn, es: enrolmentEs },
  migration: { en: migrationEn, es: migrationEs },
} as const;

/** The whole namespace, as a page holds it once every feature has loaded. */
export const allPreloginMessages: LocaleBundles = {
  en: { ...en, ...flowEn, ...loginEn, ...recoveryEn, ...enrolmentEn, ...migrationEn },
  es: { ...es, ...flowEs, ...loginEs, ...recoveryEs, ...enrolmentEs, ...migrationEs },
};
