import type { LocaleBundles } from '@portal/client/i18n';
import en from './en.json';
import es from './es.json';

export const ACTIVATION_NS = 'activation';
export const activationMessages: LocaleBundles = { en, es };
