import type { LocaleBundles } from '@portal/shared/i18n';
import en from './en.json';
import es from './es.json';

export const PRELOGIN_NS = 'prelogin';
export const preloginMessages: LocaleBundles = { en, es };
