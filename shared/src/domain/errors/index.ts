export { CATALOGUE_CODES, type CatalogueCode } from './catalogue-codes';
export { resolveError, type ErrorContext, type ErrorOperation, type ResolvedError } from './error-catalogue';
export { CARD_DELETE_NOTICES, isNoControlYet } from './error-catalogue-cards';
export { PASSWORD_CODE_PREFIX, PASSWORD_ERRORS, SESSION_TIMEOUT_MESSAGE } from './error-catalogue-general';
export { ApiError, errorBody, isApiError, NO_BODY_CODE, normaliseError } from './errors';
