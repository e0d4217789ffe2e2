export { CATALOGUE_CODES, type CatalogueCode } from './catalogue-codes';
export {
  resolveError,
  type ErrorContext,
  type ErrorOperation,
  type ResolvedError,
  ERROR_MESSAGE_KEYS,
  ERROR_POLICIES,
  isLoggedFailure,
  ERROR_OPERATIONS,
} from './error-catalogue';
export {
  CARD_DELETE_NOTICES,
  isNoControlYet,
  PORTAL_ADD_CARD_ERRORS,
  WALLET_ADD_CARD_ERRORS,
} from './error-catalogue-cards';
export {
  PASSWORD_CODE_PREFIX,
  PASSWORD_ERRORS,
  SESSION_TIMEOUT_MESSAGE,
  ADDRESS_ADD_ERRORS,
  ADDRESS_DELETE_ERRORS,
  ADDRESS_UPDATE_ERRORS,
  FLOW_ENDED,
  LOCK_CODES,
  PERMANENT_LOCK_CODES,
  SIGN_IN_AND_GENERAL_RULES,
  SIGN_IN_ERRORS,
  TECHNICAL_ERROR_CODES,
} from './error-catalogue-general';
export { ApiError, errorBody, isApiError, NO_BODY_CODE, normaliseError, ERROR_BODY_WRAPPERS } from './errors';
export { ACTIVATION_ERRORS, ACTIVATION_RULES, PIN_ERRORS } from './error-catalogue-activation';
export {
  ERROR_MESSAGES,
  ERROR_PRESENTATIONS,
  type ErrorOutcome,
  type ErrorTable,
  FORM_STATE_MESSAGES,
  isHttpStatusKey,
} from './error-catalogue-model';
