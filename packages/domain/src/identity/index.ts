export { isVerifiedContact } from './identity-contacts';
export {
  codeExpired,
  codeMinutesLeft,
  codeSentAt,
  codeVerdict,
  ONE_TIME_CODE_POLICY,
  OneTimeCodeSchema,
  resendVerdict,
} from './identity-codes';
export { EMAIL_MAX_LENGTH, EmailSchema } from './identity-email';
export { FirstNameSchema, LastNameSchema, NAME_MAX_LENGTH } from './identity-names';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGE_KEYS,
  PASSWORD_RULES,
  passwordIssues,
  passwordSchema,
  validatePassword,
  type PasswordMessageKey,
  PASSWORD_MIN_LENGTH,
} from './identity-password';
export { formatUsPhone, normaliseUsPhone, UsPhoneSchema } from './identity-phone';
export {
  hasControlCharacter,
  normaliseUsername,
  USERNAME_MAX_LENGTH,
  UsernameSchema,
  USERNAME_MIN_LENGTH,
} from './identity-username';
export {
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  ThresholdSchema,
  validateThreshold,
  type ThresholdMessageKey,
} from './identity-threshold';
export {
  PIN_DIGITS,
  PIN_RULES,
  PinEntrySchema,
  PinSchema,
  validatePin,
  validatePinConfirmation,
  type PinMessageKey,
} from './identity-pin';
export { DATE_OF_BIRTH_MIN_YEAR } from './identity-dates';
export { IDENTITY_MESSAGE_KEYS } from './identity-messages';
export { IDENTITY_NS } from './identity-rules';
