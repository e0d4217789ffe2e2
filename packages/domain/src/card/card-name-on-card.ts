// The name on the card (spec §5 Card): letters, digits, space, backtick, tilde, apostrophe and hyphen, with a letter.
import * as v from 'valibot';
import { firstIssueKey } from '../text/messages';

export const CARD_NAME_ON_CARD_MESSAGE_KEYS = [
  'card:nameOnCard.required',
  'card:nameOnCard.invalidCharacters',
  'card:nameOnCard.needsLetter',
] as const;
export type CardNameOnCardMessageKey = (typeof CARD_NAME_ON_CARD_MESSAGE_KEYS)[number];

/**
 * §5: letters (of any language, with their accents: Muñoz), digits, space, backtick, tilde, apostrophe
 * and hyphen. The typographic apostrophe ’ counts as an apostrophe: phone keyboards type it for '.
 */
const NAME_ON_CARD_ALLOWED = /^[\p{L}\p{M}0-9 `~'’-]*$/u;
/** §5: at least one letter. */
const NAME_ON_CARD_LETTER = /\p{L}/u;

/**
 * §5 Name on card, as the wallet sends it (§7 nameOnCard): trimmed, required, the allowed characters,
 * a letter. The portal registers these validators but does not use them (§5), so its form leaves the
 * name unchecked. valibot has no action for either character rule, hence the regexes.
 */
export const NameOnCardSchema = v.pipe(
  v.string('card:nameOnCard.required'),
  v.trim(),
  v.nonEmpty('card:nameOnCard.required'),
  v.regex(NAME_ON_CARD_ALLOWED, 'card:nameOnCard.invalidCharacters'),
  v.regex(NAME_ON_CARD_LETTER, 'card:nameOnCard.needsLetter'),
);

/** §5: the first message the name on card gets, or null when it is valid. */
export function validateNameOnCard(value: unknown): CardNameOnCardMessageKey | null {
  return firstIssueKey(NameOnCardSchema, value, CARD_NAME_ON_CARD_MESSAGE_KEYS);
}
