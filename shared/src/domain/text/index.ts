export { type MessageKey } from './messages';
