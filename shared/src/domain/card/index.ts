// The card rules (§5 Card, §3 Card in the portal) for code outside this package's own bundles: the
// gateway checks a card with the same functions the forms use.
export { CARD_ART_DEFAULT_SIZE, cardArtFile, CardArtRequestSchema } from './card-art';
export { brandOf, CARD_BRANDS, type CardBrand } from './card-brand';
export { isExpired } from './card-expiry';
export { validateNickname } from './card-nickname';
export { luhnCheckDigit, normaliseCardNumber, passesLuhn, validateCardNumber } from './card-number';
export { FINANCIAL_ACCOUNT_TYPES, PortalCardListSchema, PortalCardSchema, type PortalCard } from './card-portal';
export { validateSecurityCode } from './card-security-code';
