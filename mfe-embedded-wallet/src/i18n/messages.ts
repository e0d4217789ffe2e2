import type { LocaleBundles } from '@portal/client/i18n';
import en from './en.json';
import es from './es.json';

export const WALLET_NS = 'wallet';
export const walletMessages: LocaleBundles = { en, es };
