// Every message key the card rules can produce (namespace `card`): the contents of locales/<lng>/card.json.
import { CARD_ACCEPTANCE_MESSAGE_KEYS } from './card-acceptance';
import { CARD_ART_MESSAGE_KEYS } from './card-art';
import { CARD_CAROUSEL_MESSAGE_KEYS } from './card-carousel';
import { CARD_DISPLAY_MESSAGE_KEYS } from './card-display';
import { CARD_DATA_MESSAGE_KEYS } from './card-embedded';
import { CARD_EXPIRY_MESSAGE_KEYS } from './card-expiry';
import { CARD_FORM_MESSAGE_KEYS } from './card-form-state';
import { CARD_NAME_ON_CARD_MESSAGE_KEYS } from './card-name-on-card';
import { CARD_NICKNAME_MESSAGE_KEYS } from './card-nickname';
import { CARD_NUMBER_MESSAGE_KEYS } from './card-number';
import { CARD_SECURITY_CODE_MESSAGE_KEYS } from './card-security-code';

/** The i18n namespace of the card rules' messages. */
export const CARD_NS = 'card';

const ALL = [
  ...CARD_NUMBER_MESSAGE_KEYS,
  ...CARD_ACCEPTANCE_MESSAGE_KEYS,
  ...CARD_SECURITY_CODE_MESSAGE_KEYS,
  ...CARD_EXPIRY_MESSAGE_KEYS,
  ...CARD_NICKNAME_MESSAGE_KEYS,
  ...CARD_NAME_ON_CARD_MESSAGE_KEYS,
  ...CARD_DISPLAY_MESSAGE_KEYS,
  ...CARD_CAROUSEL_MESSAGE_KEYS,
  ...CARD_ART_MESSAGE_KEYS,
  ...CARD_DATA_MESSAGE_KEYS,
  ...CARD_FORM_MESSAGE_KEYS,
] as const;
export type CardMessageKey = (typeof ALL)[number];

/** Each key once (some modules share one, such as the data and acceptance messages). */
export const CARD_MESSAGE_KEYS: readonly CardMessageKey[] = [...new Set(ALL)];
