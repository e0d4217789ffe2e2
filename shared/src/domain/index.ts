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
  countsForWeb,
  featuresEnabled,
  featurePlatforms,
  FeatureSchema,
  isSdkFeature,
  PlatformSchema,
  SDK_FEATURE_CODES,
  webFeatures,
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
export { contrastRatio, parseHex, TEXT_CONTRAST, themeFromPrimary, toHex, type Theme, type ThemeVariable } from './theme';
