// The card half of the §8 error catalogue as data: the portal and embedded add/update tables, the
// exception cases, the delete notices, and the carousel overlay messages (named, owned by `card`).
import {
  ERROR_MESSAGES as M,
  show,
  type ErrorMessageKey,
  type ErrorRule,
  type ErrorTable,
} from './error-catalogue-model';
import type { MessageKey } from '../text/messages';

/**
 * §8 Add card (portal). Field-related answers show on the form (the nickname, the card number);
 * a lock is a modal the user must acknowledge; the rest are error notifications (§8 Exception cases:
 * "A card error shows … an error notification").
 */
export const PORTAL_ADD_CARD_ERRORS = {
  '299': show(M.cardNoMatch, 'notification'),
  '400': show(M.cardInvalidRequest, 'notification'),
  '405': show(M.cardInvalidRequest, 'notification'),
  '403': show(M.cardInvalidInput, 'form'),
  '404': show(M.cardNotFound, 'notification'),
  PROFILE_3004: show(M.cardAlreadyAdded, 'form'),
  PROFILE_3006: show(M.cardNicknameInUse, 'form'),
  VMCP_1006: show(M.commonMessage, 'notification'),
  '412': show(M.cardUnauthorized, 'notification'),
  PROFILE_3005: show(M.cardLocked, 'modal'),
  '423': show(M.cardLocked, 'modal'),
  '500': show(M.cardInternal, 'notification'),
  // "prefix not matching": the number's prefix is not one of this issuer's cards.
  '422': show(M.cardPrefixMismatch, 'form'),
} as const satisfies ErrorTable;

/** §8 Update card (portal): "Same as add, except PROFILE_3004 means cannot update, and 422 is a prefix mismatch." */
export const PORTAL_UPDATE_CARD_ERRORS = {
  ...PORTAL_ADD_CARD_ERRORS,
  PROFILE_3004: show(M.cardCannotUpdate, 'notification'),
  // 422 "prefix mismatch" is the add table's "prefix not matching": one meaning, one message.
} as const satisfies ErrorTable;

/**
 * §8 Add card (embedded). The wallet shows its errors on the retry form (§4 Card save error): answers
 * about a field the shopper can correct go on the form, limits are modals, the rest notifications.
 */
export const WALLET_ADD_CARD_ERRORS = {
  '299': show(M.cardNoMatch, 'notification'),
  '400': show(M.cardInvalidRequest, 'notification'),
  '405': show(M.cardInvalidRequest, 'notification'),
  '403': show(M.cardMaxAttempts, 'modal'),
  '404': show(M.cardNotFound, 'notification'),
  '409': show(M.cardAlreadyAdded, 'form'),
  '412': show(M.cardUnauthorized, 'notification'),
  '423': show(M.cardLocked, 'modal'),
  '500': show(M.cardInternal, 'notification'),
  '1028': show(M.cardRiskCheck, 'notification'),
  '10100': show(M.cardAddressCheckFailed, 'form'),
  '10150': show(M.cardAddressAndSecurityCodeFailed, 'form'),
  '10200': show(M.cardSecurityCodeFailed, 'form'),
  '10300': show(M.cardInvalidNumber, 'form'),
  '10400': show(M.cardCountryNotPermitted, 'form'),
} as const satisfies ErrorTable;

/**
 * §8 Update (embedded): "the same, except 409 means cannot update, 423 is absent, and 400, 403, 404,
 * 405, 412 and 500 use update-specific messages".
 */
export const WALLET_UPDATE_CARD_ERRORS = {
  '299': WALLET_ADD_CARD_ERRORS['299'],
  '400': show(M.cardUpdateInvalidRequest, 'notification'),
  '405': show(M.cardUpdateInvalidRequest, 'notification'),
  '403': show(M.cardUpdateMaxAttempts, 'modal'),
  '404': show(M.cardUpdateNotFound, 'notification'),
  '409': show(M.cardCannotUpdate, 'notification'),
  '412': show(M.cardUpdateUnauthorized, 'notification'),
  '500': show(M.cardUpdateInternal, 'notification'),
  '1028': WALLET_ADD_CARD_ERRORS['1028'],
  '10100': WALLET_ADD_CARD_ERRORS['10100'],
  '10150': WALLET_ADD_CARD_ERRORS['10150'],
  '10200': WALLET_ADD_CARD_ERRORS['10200'],
  '10300': WALLET_ADD_CARD_ERRORS['10300'],
  '10400': WALLET_ADD_CARD_ERRORS['10400'],
} as const satisfies ErrorTable;

/**
 * §8 Exception cases, for every card call. A table of the call's own wins over this one (the add and
 * update tables have a 400 row of their own), so 400 here holds for card calls without one.
 */
export const CARD_EXCEPTION_ERRORS = {
  '400': show(M.technical, 'technicalModalThenLogin'),
  PROFILE_0004: show(M.technical, 'technicalModalThenLogin'),
  PROFILE_0002: show(M.technical, 'technicalModalThenLogin'),
  inputValidationError: show(M.technical, 'technicalModalThenLogin'),
  DPS_0001: show(M.technical, 'technicalModalThenLogin'),
  DPS_0002: show(M.technical, 'technicalModalThenLogin'),
  DPS_0003: show(M.technical, 'technicalModalThenLogin'),
  DPS_1002: show(M.cardPrefixMismatch, 'notification'),
} as const satisfies ErrorTable;

/** §8 Exception cases: "Failure to load or change the virtual control shows a technical error popup." */
export const VIRTUAL_CONTROL_ERROR_RULES: readonly ErrorRule[] = [
  { spec: '§8 Exception cases: virtual control, any failure', then: show(M.technical, 'technicalPopup') },
];

/** §4 Suspend control: "In edit mode a 404 with DPS_4001 or DPS_3064 means 'no control yet' with no popup." */
export const NO_CONTROL_YET_CODES = ['DPS_4001', 'DPS_3064'] as const;

/** §4: whether a virtual-control fetch failed only because the card has no control yet (not an error to show). */
export function isNoControlYet(error: { readonly code: string; readonly status: number | null }): boolean {
  return error.status === 404 && (NO_CONTROL_YET_CODES as readonly string[]).includes(error.code);
}

/** §8 Delete notices (§4 Delete card: embedded auto-dismissing notices; portal "deleted successfully"). */
export const CARD_DELETE_NOTICES = {
  deleted: M.cardDeleted,
  failed: M.cardDeleteFailed,
} as const satisfies Record<string, ErrorMessageKey>;

/** Why a card in the review carousel is greyed (§2 Card carousel). */
export const CARD_UNAVAILABLE_REASONS = [
  'expired',
  'failed3ds',
  'notVerified',
  'canadianVisaDebitNotAccepted',
  'brandNotAccepted',
  'suspended',
] as const;
export type CardUnavailableReason = (typeof CARD_UNAVAILABLE_REASONS)[number];

/**
 * §8 Carousel overlay messages: card expired; failed 3-D Secure; not verified; not accepted by the
 * merchant (Canadian Visa debit); brand not accepted; and, beyond the spec, suspended by the
 * cardholder through the portal's card controls. The card rules (card-carousel.ts) produce them
 * and own their texts in the `card` namespace; the catalogue only names them, so each has one text.
 */
export const CAROUSEL_OVERLAY_MESSAGES = {
  expired: 'card:carousel.expired',
  failed3ds: 'card:carousel.failed3ds',
  notVerified: 'card:carousel.notVerified',
  canadianVisaDebitNotAccepted: 'card:acceptance.canadianVisaDebitNotAccepted',
  brandNotAccepted: 'card:acceptance.brandNotAccepted',
  suspended: 'card:carousel.suspended',
} as const satisfies Record<CardUnavailableReason, MessageKey>;

/**
 * Decision 044, push provisioning (a federated token, then the partner): terms no longer accepted (403,
 * the section reads them again), a card no longer the person's (404), a token the partner refused (400).
 */
export const PUSH_PROVISION_ERRORS = {
  '403': show(M.pushTermsNeeded, 'form'),
  '404': show(M.cardNotFound, 'form'),
  inputValidationError: show(M.pushPartnerRefused, 'form'),
} as const satisfies ErrorTable;
