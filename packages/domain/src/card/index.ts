// The card rules (§5 Card, §3 Card in the portal) for code outside this package's own bundles: the
// gateway checks a card with the same functions the forms use, and the remotes' screens show cards with
// them (pure rules, bundled into each app and tree-shaken: decision 026).
export {
  CARD_ART_DEFAULT_SIZE,
  cardArtFile,
  CardArtRequestSchema,
  cardArtSources,
  type CardArtImage,
  CardArtResponseSchema,
  cardArtOf,
} from './card-art';
export { brandOf, CARD_BRANDS, type CardBrand, brandFromCode, CARD_BRAND_NAMES } from './card-brand';
export {
  portalCardLens,
  primaryFirst,
  SEQUENCE_NUMBER,
  CARD_CREATED_STATUS,
  billingAddressFirst,
} from './card-collection';
export { cardEndingInLabel, displayExpiry, maskedCardNumber, portalCardView } from './card-display';
export {
  isExpired,
  isExpiringSoon,
  EXPIRY_MASKED_LENGTH,
  type ExpirationDate,
  expiryFieldValue,
  expiryWhileTyping,
  maskExpiry,
} from './card-expiry';
export {
  addCardSecondaryButton,
  type BillingAddressMode,
  type CardFormMode,
  type CardFormState,
  billingAddressMode,
  cardSubmitOrder,
  initialCardFormState,
  showCopyPrimaryAddress,
  cardArtSide,
} from './card-form-state';
export { validateNameOnCard } from './card-name-on-card';
export {
  CARD_NICKNAME_MESSAGE_KEYS,
  isBlankNickname,
  NICKNAME_MAX_LENGTH,
  nicknameCharactersLeft,
  NicknameSchema,
  portalDefaultNickname,
  validateNickname,
  WALLET_NICKNAME_BY_TYPE,
  walletDefaultNickname,
} from './card-nickname';
export {
  luhnCheckDigit,
  normaliseCardNumber,
  passesLuhn,
  validateCardNumber,
  cardNumberInputMaxLength,
  cardNumberWhileTyping,
  formatCardNumber,
  shouldRequestCardArt,
} from './card-number';
export { FINANCIAL_ACCOUNT_TYPES, PortalCardListSchema, PortalCardSchema, type PortalCard } from './card-portal';
export { validateSecurityCode, type SecurityCodeContext } from './card-security-code';
export type { CardMessage, CardText } from './card-verdict';
// The embedded wallet's cards: the review carousel's rules, the form's payloads, the card as the form reads it.
export { carouselCardArt, carouselCardState, type CarouselCardState } from './card-carousel';
export { EmbeddedCardSchema, type EmbeddedCard, EmbeddedCardResponseSchema } from './card-embedded';
export { walletAddCardRequest, walletCardForForm, walletUpdateCardRequest } from './card-wallet-request';
export { type MerchantCardConfig } from './card-acceptance';
export { CARD_MESSAGE_KEYS, CARD_NS } from './card-messages';
export { addCardFormSchema, editCardFormSchema } from './card-form';
export {
  cardBillingAddress,
  ssoCardRequest,
  portalAddCardRequest,
  portalUpdateCardRequest,
} from './card-portal-request';
