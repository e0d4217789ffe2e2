export {
  ACTIVATION_QUESTION_TYPES,
  ActivationQuestionsSchema,
  activationQuestionsOf,
  DEFAULT_ACTIVATION_QUESTIONS,
  type ActivationQuestionType,
} from './activation-questions';
export { webApiKey } from './api-key';
export { appDetailsOf, AppDetailsSchema, type AppDetails } from './app-details';
export { type BinRange } from './bin-ranges';
export { cardArtFilesOf, cardArtFor, type CardArtChoice } from './card-art-lookup';
export { cardProductFacts, productOf, type CardProduct, type CardProductFacts } from './card-products';
export { assetFileName, responsiveSources, type DeviceType, type PixelRatio } from './device';
export {
  describeIssues,
  ExtAppIdSchema,
  IssuerConfigSchema,
  IssuerIdSchema,
  IssuerMessagesSchema,
  issuerTexts,
  type IssuerCardArt,
  type IssuerConfig,
  type IssuerConfigInput,
  type IssuerFlags,
  type IssuerMessages,
  type MessageTree,
} from './issuer';
export { DEFAULT_LOCALE, LOCALE_COOKIE, localeCookie, readCookie, resolveLocale, localeFallbacks } from './locale';
export { themeFromPrimary } from './theme';
