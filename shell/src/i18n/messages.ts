import type { LocaleBundles } from '@portal/client/i18n';
import en from './en.json';
import es from './es.json';

export const SHELL_NS = 'shell';
export const shellMessages: LocaleBundles = { en, es };
