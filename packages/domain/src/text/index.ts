export { type MessageKey, type Verdict } from './messages';
export { type FormMessage } from './form-message';
export { stripUnsafeTags } from './strip-unsafe-tags';
