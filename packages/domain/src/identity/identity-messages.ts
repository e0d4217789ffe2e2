// Every message key the identity rules can give (spec §5 Identity and credentials), for the message files' tests.
import { CODE_MESSAGE_KEYS } from './identity-codes';
import { DATE_OF_BIRTH_MESSAGE_KEYS } from './identity-dates';
import { EMAIL_MESSAGE_KEYS } from './identity-email';
import { NAME_MESSAGE_KEYS } from './identity-names';
import { PASSWORD_MESSAGE_KEYS } from './identity-password';
import { PHONE_MESSAGE_KEYS } from './identity-phone';
import { PIN_MESSAGE_KEYS } from './identity-pin';
import { TERMS_MESSAGE_KEYS } from './identity-terms';
import { THRESHOLD_MESSAGE_KEYS } from './identity-threshold';
import { USERNAME_MESSAGE_KEYS } from './identity-username';

/** The keys of locales/<lng>/identity.json, exactly: each one some identity rule returns. */
export const IDENTITY_MESSAGE_KEYS = [
  ...NAME_MESSAGE_KEYS,
  ...EMAIL_MESSAGE_KEYS,
  ...PHONE_MESSAGE_KEYS,
  ...USERNAME_MESSAGE_KEYS,
  ...PASSWORD_MESSAGE_KEYS,
  ...DATE_OF_BIRTH_MESSAGE_KEYS,
  ...TERMS_MESSAGE_KEYS,
  ...THRESHOLD_MESSAGE_KEYS,
  ...CODE_MESSAGE_KEYS,
  ...PIN_MESSAGE_KEYS,
] as const;
