import type { LocaleBundles } from '@portal/shared/i18n';
import en from './en.json';
import es from './es.json';

export const SSO_NS = 'sso';
export const ssoMessages: LocaleBundles = { en, es };
