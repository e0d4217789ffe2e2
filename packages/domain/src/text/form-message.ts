// A message for a form as a whole (§8 "Other errors go onto the model for the form to show").
import type { MessageKey } from './messages';

export interface FormMessage {
  /** The catalogue's message. */
  key: MessageKey;
  /** The server's own text, which the catalogue shows instead for the errors it has no row for. */
  serverMessage?: string;
  /** §8: the issuer's customer-support text follows the message. */
  appendCustomerSupport: boolean;
}
