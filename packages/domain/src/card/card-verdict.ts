// What card screens show: messages with values, or the user's own text.
import type { MessageKey } from '../text/messages';

/** Extra data for a message that takes values, such as `{{lastFour}}`. */
export interface CardMessage<K extends MessageKey = MessageKey> {
  readonly key: K;
  readonly values: Readonly<Record<string, string | number>>;
}

/** What a screen shows: the user's own text as is, or a message to translate. */
export type CardText = { readonly text: string } | CardMessage;
