// @portal/shared/domain: the product's rules as data and pure functions (no React).
export { appDetailsOf, AppDetailsSchema, type AppDetails } from './app-details';
export { BOOT_ELEMENT_ID, BootDataSchema, serialiseBootData, type BootData } from './boot';
export {
  assetFileName,
  DEVICE_BREAKPOINTS,
  deviceType,
  pixelRatio,
  responsiveSources,
  type DeviceType,
  type PixelRatio,
} from './device';
export { ENVIRONMENT_NAMES, isRemoteName, REMOTE_NAMES, RuntimeEnvironmentSchema, type RemoteName, type RuntimeEnvironment } from './environment';
export {
  ApiError,
  ERROR_BODY_WRAPPERS,
  ERROR_CODE_FIELDS,
  ERROR_STATUS_FIELDS,
  errorBody,
  isApiError,
  NO_BODY_CODE,
  normaliseError,
} from './errors';
export {
  ACCOUNT_FEATURE_CODES,
  accountsEnabled,
  accountsLinkShown,
  capabilityOfCode,
  CARD_CAPABILITIES,
  CARD_CAPABILITY_NAMES,
  cardCapabilities,
  cardHasAccountLink,
  cardHasFeatures,
  cardSdkProducts,
  countsForWeb,
  featuresEnabled,
  featuresLinkShown,
  featurePlatforms,
  FeatureSchema,
  isSdkFeature,
  PlatformSchema,
  SDK_FEATURE_CODES,
  subscriptionManagerEnabled,
  SUBSCRIPTION_MANAGER_FEATURE_CODES,
  webFeatures,
  type CardCapability,
  type CardFeatureFacts,
  type Feature,
  type Platform,
} from './features';
export {
  BannerSchema,
  describeIssues,
  ExtAppIdSchema,
  IssuerConfigSchema,
  IssuerFlagsSchema,
  IssuerMessagesSchema,
  issuerTexts,
  LocaleCodeSchema,
  SupportedLocaleSchema,
  SupportedLocalesSchema,
  type Banner,
  type IssuerConfig,
  type IssuerConfigInput,
  type IssuerFlags,
  type IssuerMessages,
  type MessageTree,
  type SupportedLocale,
} from './issuer';
export {
  DEFAULT_LOCALE,
  defaultLocaleOf,
  languageOf,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookie,
  localeFallbacks,
  readCookie,
  resolveLocale,
} from './locale';
export {
  AUTOCOMPLETE_DEBOUNCE_MS,
  CAROUSEL_INTERVAL_MS,
  DEFAULT_APP_VERSION,
  DELETE_NAVIGATE_HOME_DELAY_MS,
  EMBEDDED_DELETE_NOTICE_DELAY_MS,
  FIRST_ERROR_SCROLL_OFFSET_PX,
  HAMBURGER_FOCUS_DELAY_MS,
  PENDING_NOTIFICATIONS_CLEAR_MS,
  SESSION_EXPIRY_MS,
  SESSION_WARNING_MS,
  TOKEN_RENEWAL_AGE_MS,
} from './constants';
export { firstIssueKey, firstIssueMessage, type MessageKey, type Verdict } from './messages';
export { contrastRatio, parseHex, TEXT_CONTRAST, themeFromPrimary, toHex, type Theme, type ThemeVariable } from './theme';

// §5 Address, §3 Address and Billing address, §4 Address flow
export { addressAutocompleteSettings, AddressAutocompleteConfigSchema, DEFAULT_AUTOCOMPLETE_COUNTRIES, type AddressAutocompleteConfig, type AddressAutocompleteSettings } from './address-autocomplete';
export {
  ADDRESS_COUNTRIES,
  ADDRESS_COUNTRY_RULES,
  ADDRESS_VERIFICATION_COUNTRIES,
  addressCountryRules,
  addressInputMaxLengths,
  DEFAULT_ADDRESS_COUNTRY,
  isAddressCountry,
  normaliseCountryCode,
  NUMERIC_COUNTRY_CODES,
  OTHER_COUNTRY_RULE,
  type AddressCountry,
  type AddressCountryRule,
  type AddressMask,
  type AddressMaskSlot,
  type AddressPhoneFormat,
  type AddressRuleCountry,
  type AddressTextFormat,
} from './address-countries';
export { ADDRESS_FIELD_LIMITS, ADDRESS_FIELDS, ADDRESS_LINE_PATTERN, CITY_PATTERN, ENTER_SUPPRESSED_FIELDS, STATE_ALPHABETIC_PATTERN, type AddressField } from './address-fields';
export {
  addressSaveBody,
  AddressSaveBodySchema,
  BILLING_ADDRESS_NAMES,
  ExternalAddressSchema,
  fromServerBillingAddress,
  INTERNAL_ADDRESS_FIELDS,
  toServerBillingAddress,
  withoutInternalFields,
  type AddressSaveBody,
  type ClientBillingAddress,
  type ClientBillingField,
  type ExternalAddress,
  type ServerBillingAddressFields,
  type ServerBillingField,
} from './address-mapping';
export { addressMask, applyAddressMask, maskAddressField } from './address-masks';
export { ADDRESS_MESSAGE_KEYS, ADDRESS_MESSAGES, type AddressMessageKey } from './address-messages';
export { ADDRESS_NAME_FIELDS, builtPersonName, hasAddressName, missingAddressName, personNameOf, type AddressNameField, type AddressNames } from './address-names';
export { normaliseAddress, normaliseAddressField } from './address-normalise';
export { PORTAL_ADDRESS_RULES, portalAddressFormSchema, validatePortalAddress } from './address-portal-rules';
export { AU_STATE_CODES, BR_STATE_CODES, CA_PROVINCE_CODES, US_STATE_CODES } from './address-regions';
export {
  ADDRESS_CONTEXTS,
  ADDRESS_VERIFICATION_OVERRIDES,
  addressContextOf,
  AddressSaveResponseSchema,
  AddressSchema,
  AddressSuggestionsSchema,
  DEFAULT_ADDRESS_CONTEXT,
  ServerBillingAddressSchema,
  SuggestedAddressSchema,
  suggestedAddresses,
  type Address,
  type AddressContext,
  type AddressInput,
  type AddressSaveResponse,
  type AddressVerificationOverride,
  type ServerBillingAddress,
  type SuggestedAddress,
} from './address-schemas';
export {
  ADDRESS_PHONE_CHARACTERS,
  addressFormSchema,
  addressPhoneDigits,
  isStateRequired,
  validateAddress,
  type AddressErrors,
  type AddressFormInput,
  type AddressFormValues,
  type AddressRuleOptions,
} from './address-validation';
export {
  ADDRESS_CHOICE_OVERRIDES,
  ADDRESS_NOT_FOUND_STATUS,
  addAfterAddressNotFound,
  canUpdateAddress,
  changedAddressFields,
  chooseAddress,
  DEFAULT_VERIFICATION_OVERRIDE,
  initAddress,
  newAddress,
  opensAddressNotFound,
  shouldVerifyAddress,
  SUGGESTION_FIELDS,
  type AddressChoice,
} from './address-verification';

// §5 Card, §3 Card entities, §2 Add and edit card, Card carousel, §4 Card rules, §9
export { CANADA_ISSUANCE_CODES, CARD_ACCEPTANCE_MESSAGE_KEYS, cardAcceptanceVerdict, DEBIT_CARD_TYPES, isBrandAccepted, isCanadianVisaDebit, MerchantCardConfigSchema, type CardAcceptanceDetails, type CardAcceptanceMessageKey, type MerchantCardConfig } from './card-acceptance';
export { CARD_ART_DEFAULT_SIZE, CARD_ART_MESSAGE_KEYS, CARD_ART_SUFFIX, cardArtBaseName, cardArtFile, cardArtForScreen, CardArtImageSchema, cardArtOf, CardArtRequestSchema, CardArtResponseSchema, cardArtSources, isVerticalArt, type CardArtImage, type CardArtResponse } from './card-art';
export { brandFromCode, brandOf, CARD_BRAND_NAMES, CARD_BRANDS, type CardBrand, type CardBrandRule } from './card-brand';
export { CARD_CAROUSEL_MESSAGE_KEYS, CARD_VERIFIED_STATUS, CAROUSEL_UNAVAILABLE_RULES, carouselCardArt, carouselCardState, type CarouselArt, type CarouselCardState, type CarouselContext } from './card-carousel';
export {
  applySavedCard,
  billingAddressFirst,
  CARD_CONTEXT_FLOWS,
  CARD_CREATED_STATUS,
  cardRetryMarker,
  cardRetryRoute,
  cardSaveErrorOutcome,
  clearSecurityCode,
  embeddedCardLens,
  isDefaultOnSave,
  moveToFront,
  NEW_CARD_ACCOUNT_TYPE,
  NEW_CARD_TYPE,
  portalCardLens,
  primaryFirst,
  SEQUENCE_NUMBER,
  sequenceNumber,
  type CardFlagLens,
  type CardFlow,
  type CardRetryMarker,
  type CardSaveErrorOutcome,
} from './card-collection';
export { BILLING_COUNTRY_CODES, CARD_DISPLAY_MESSAGE_KEYS, cardEndingInLabel, cardTypeLabel, displayCountryCode, displayExpiry, MASKED_NUMBER_DOTS, maskedCardNumber, portalCardImage, portalCardTitle, portalCardView, type PortalCardView } from './card-display';
export { CARD_DATA_MESSAGE_KEYS, EmbeddedCardArtSchema, embeddedCardExpiry, EmbeddedCardResponseSchema, EmbeddedCardSchema, LastFourSchema, PaymentTypeSchema, type EmbeddedCard } from './card-embedded';
export {
  CARD_EXPIRY_MESSAGE_KEYS,
  ExpirationDateSchema,
  EXPIRING_SOON_MONTHS,
  EXPIRY_CENTURY,
  EXPIRY_MASK,
  EXPIRY_MASKED_LENGTH,
  EXPIRY_SEPARATOR,
  expiryFieldValue,
  ExpiryMonthSchema,
  expiryMonthVerdict,
  expirySchema,
  ExpirySchema,
  expiryWhileTyping,
  ExpiryYearSchema,
  isExpired,
  isExpiringSoon,
  maskExpiry,
  monthsUntilExpiry,
  parseExpiry,
  validateExpiry,
  willExpire,
  type CardExpiryMessageKey,
  type ExpirationDate,
} from './card-expiry';
export { addCardSecondaryButton, billingAddressMode, CARD_FORM_MESSAGE_KEYS, CARD_FORM_TITLES, cardArtSide, cardSubmitOrder, initialCardFormState, showCopyPrimaryAddress, type BillingAddressMode, type CardFormMessageKey, type CardFormMode, type CardFormState } from './card-form-state';
export { addCardFormSchema, editCardFormSchema, type AddCardForm, type CardFormOptions, type EditCardForm } from './card-form';
export { CARD_MESSAGE_KEYS, CARD_NS, type CardMessageKey } from './card-messages';
export { CARD_NAME_ON_CARD_MESSAGE_KEYS, NAME_ON_CARD_ALLOWED, NAME_ON_CARD_LETTER, NameOnCardSchema, validateNameOnCard, type CardNameOnCardMessageKey } from './card-name-on-card';
export { CARD_NICKNAME_MESSAGE_KEYS, isBlankNickname, NICKNAME_ALLOWED, NICKNAME_DIGIT_RUN, NICKNAME_MAX_LENGTH, nicknameCharactersLeft, NicknameSchema, portalDefaultNickname, validateNickname, WALLET_NICKNAME_BY_TYPE, walletDefaultNickname, type CardNicknameMessageKey } from './card-nickname';
export { CARD_NUMBER_MESSAGE_KEYS, cardNumberInputMaxLength, cardNumberSchema, CardNumberSchema, cardNumberWhileTyping, formatCardNumber, lastFourDigits, luhnCheckDigit, normaliseCardNumber, passesLuhn, shouldRequestCardArt, validateCardNumber, type CardNumberMessageKey } from './card-number';
export { FINANCIAL_ACCOUNT_TYPES, PortalCardListSchema, PortalCardSchema, type PortalCard } from './card-portal';
export { CARD_SECURITY_CODE_MESSAGE_KEYS, SECURITY_CODE_CONTEXTS, SECURITY_CODE_LENGTH_RULES, securityCodeLengths, securityCodeSchema, validateSecurityCode, type CardSecurityCodeMessageKey, type SecurityCodeContext, type SecurityCodeOptions } from './card-security-code';
export type { CardMessage, CardText } from './card-verdict';

// §5 Identity and credentials; SPEC-DECISIONS (password length, one-time codes, PIN)
export { failingRules, firstFailingRule, IDENTITY_NS, type Rule } from './identity-rules';
export { FirstNameSchema, LastNameSchema, NAME_FIELDS, NAME_MAX_LENGTH, NAME_MESSAGE_KEYS, NAME_RULES, nameSchema, normaliseName, validateName, type NameField, type NameMessageKey, type PersonName } from './identity-names';
export { EMAIL_MAX_LENGTH, EMAIL_MESSAGE_KEYS, EMAIL_RULES, EmailSchema, normaliseEmail, validateEmail, type Email, type EmailMessageKey } from './identity-email';
export { formatUsPhone, maskUsPhone, normaliseUsPhone, PHONE_MESSAGE_KEYS, PHONE_RULES, US_COUNTRY_PREFIXES, US_PHONE_DIGITS, UsPhoneSchema, validateUsPhone, type PhoneMessageKey, type UsPhone } from './identity-phone';
export { normaliseUsername, USERNAME_MAX_LENGTH, USERNAME_MESSAGE_KEYS, USERNAME_MIN_LENGTH, USERNAME_RULES, UsernameSchema, validateUsername, type Username, type UsernameMessageKey } from './identity-username';
export { hasRepeatedRun, hasSequenceRun, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGE_KEYS, PASSWORD_MIN_LENGTH, PASSWORD_RULES, PASSWORD_RUN_LENGTH, passwordIssues, passwordSchema, validatePassword, type Password, type PasswordMessageKey } from './identity-password';
export { DATE_OF_BIRTH_MESSAGE_KEYS, DATE_OF_BIRTH_MIN_YEAR, DATE_OF_BIRTH_RULES, dateOfBirthSchema, daysInMonth, normaliseDateOfBirth, parseDateOfBirth, validateDateOfBirth, type DateOfBirth, type DateOfBirthMessageKey, type DateParts } from './identity-dates';
export { TERMS_MESSAGE_KEYS, TermsAcceptedSchema, validateTermsAccepted, type TermsAccepted, type TermsMessageKey } from './identity-terms';
export { THRESHOLD_MAX, THRESHOLD_MESSAGE_KEYS, THRESHOLD_MIN, thresholdInput, ThresholdSchema, validateThreshold, type Threshold, type ThresholdMessageKey } from './identity-threshold';
export { attemptsLeft, canResend, CODE_MESSAGE_KEYS, codeExpired, codeVerdict, normaliseOneTimeCode, ONE_TIME_CODE_POLICY, ONE_TIME_CODE_RULES, OneTimeCodeSchema, resendAvailableAt, resendVerdict, validateOneTimeCode, type CodeMessageKey, type OneTimeCode } from './identity-codes';
export { PIN_DIGITS, PIN_MESSAGE_KEYS, PIN_RULES, PinEntrySchema, PinSchema, validatePin, validatePinConfirmation, type PinEntry, type PinMessageKey } from './identity-pin';
export { IDENTITY_MESSAGE_KEYS, type IdentityMessageKey } from './identity-messages';

// §8 Error catalogue
export {
  ERROR_MESSAGES,
  ERROR_PRESENTATIONS,
  ERRORS_NS,
  FORM_STATE_MESSAGES,
  type ErrorMessageKey,
  type ErrorOutcome,
  type ErrorPresentation,
  type ErrorRule,
  type ErrorTable,
} from './error-catalogue-model';
export {
  CARD_DELETE_NOTICES,
  CARD_EXCEPTION_ERRORS,
  CARD_UNAVAILABLE_REASONS,
  CAROUSEL_OVERLAY_MESSAGES,
  isNoControlYet,
  NO_CONTROL_YET_CODES,
  PORTAL_ADD_CARD_ERRORS,
  PORTAL_UPDATE_CARD_ERRORS,
  VIRTUAL_CONTROL_ERROR_RULES,
  WALLET_ADD_CARD_ERRORS,
  WALLET_UPDATE_CARD_ERRORS,
  type CardUnavailableReason,
} from './error-catalogue-cards';
export {
  ADDRESS_ADD_ERRORS,
  ADDRESS_DELETE_ERRORS,
  ADDRESS_UPDATE_ERRORS,
  CUSTOMER_SUPPORT_CODES,
  GENERAL_FALLBACK,
  LOCK_CODES,
  PASSWORD_CODE_PREFIX,
  PASSWORD_ERRORS,
  PERMANENT_LOCK_CODES,
  SESSION_TIMEOUT_MESSAGE,
  SIGN_IN_AND_GENERAL_RULES,
  SIGN_IN_ERRORS,
  TECHNICAL_ERROR_CODES,
  TECHNICAL_POPUP_STATUSES,
  TERMS_FORM_CODE,
} from './error-catalogue-general';
export {
  ERROR_MESSAGE_KEYS,
  ERROR_OPERATIONS,
  ERROR_POLICIES,
  resolveError,
  type ErrorContext,
  type ErrorOperation,
  type ErrorPolicy,
  type ResolvedError,
} from './error-catalogue';
export { stripUnsafeTags } from './strip-unsafe-tags';

// §3 Session, §4 Access levels and session
export {
  accessLevelOf,
  EMPTY_SESSION,
  FLOWS,
  FORCE_RESET_SCOPE,
  LOGIN_STEP_ROUTES,
  LOGIN_STEPS,
  loginScopeOf,
  parseStoredSession,
  PROBE_OF_STEP,
  SESSION_STORAGE_KEY,
  StoredSessionSchema,
  type Flow,
  type LoginStep,
  type SignInAnswer,
  type StoredSession,
} from './session';
export { PAGE_REFRESH_RULES, pageRefreshOutcome, pageRefreshRule, REFRESH_TARGETS, type RefreshOutcome, type RefreshRule, type RefreshTarget } from './page-refresh';
