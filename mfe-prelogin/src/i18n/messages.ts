// The prelogin namespace as the remote's first chunk carries it: the home and legal texts and what
// the flows share (flow/). Each feature's own messages travel with its lazy chunk (features/*/screens,
// added to the namespace before its first screen renders); message-files.ts lists every file. Each
// file owns its top-level groups (the messages test proves none hides another's).
import type { LocaleBundles } from '@portal/client/i18n';
import flowEn from '../flow/i18n/en.json';
import flowEs from '../flow/i18n/es.json';
import en from './en.json';
import es from './es.json';

export const PRELOGIN_NS = 'prelogin';

/** The remote's first-render messages (createRemoteApp adds them at bootstrap). */
export const preloginMessages: LocaleBundles = {
  en: { ...en, ...flowEn },
  es: { ...es, ...flowEs },
};
