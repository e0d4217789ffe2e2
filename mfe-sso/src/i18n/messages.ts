import type { LocaleBundles } from '@portal/client/i18n';
import en from './en.json';
import es from './es.json';

export const SSO_NS = 'sso';
export const ssoMessages: LocaleBundles = { en, es };
