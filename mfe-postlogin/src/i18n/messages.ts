import type { LocaleBundles } from '@portal/shared/i18n';
import en from './en.json';
import es from './es.json';

export const POSTLOGIN_NS = 'postlogin';
export const postloginMessages: LocaleBundles = { en, es };
