// Every code the §8 catalogue names, as a type and a list: a server (the gateway) answers only with
// these, so a code renamed or dropped in the catalogue breaks the build of whatever still sends it.
import { ACTIVATION_ERRORS, PIN_ERRORS } from './error-catalogue-activation';
import {
  CARD_EXCEPTION_ERRORS,
  NO_CONTROL_YET_CODES,
  PORTAL_ADD_CARD_ERRORS,
  PORTAL_UPDATE_CARD_ERRORS,
  WALLET_ADD_CARD_ERRORS,
  WALLET_UPDATE_CARD_ERRORS,
} from './error-catalogue-cards';
import {
  ADDRESS_ADD_ERRORS,
  ADDRESS_DELETE_ERRORS,
  ADDRESS_UPDATE_ERRORS,
  LOCK_CODES,
  PASSWORD_ERRORS,
  SIGN_IN_ERRORS,
  TECHNICAL_ERROR_CODES,
  TERMS_FORM_CODE,
} from './error-catalogue-general';

/**
 * Codes of docs/decisions/013 whose presentation the catalogue takes from the HTTP status they come
 * with, not from the code: `invalidToken` and `insufficientScope` come with 401 (§8 "HTTP 401 …
 * raises a technical error popup"; 403 is the lock's), and on a flow's own token end that flow
 * (docs/decisions/025).
 */
const STATUS_DECIDED_CODES = ['invalidToken', 'insufficientScope'] as const;

const TABLES = [
  PORTAL_ADD_CARD_ERRORS,
  PORTAL_UPDATE_CARD_ERRORS,
  WALLET_ADD_CARD_ERRORS,
  WALLET_UPDATE_CARD_ERRORS,
  CARD_EXCEPTION_ERRORS,
  ADDRESS_ADD_ERRORS,
  ADDRESS_UPDATE_ERRORS,
  ADDRESS_DELETE_ERRORS,
  PASSWORD_ERRORS,
  SIGN_IN_ERRORS,
  ACTIVATION_ERRORS,
  PIN_ERRORS,
] as const;

/** The keys of each member of a union (keyof a union gives only the keys they share). */
type KeysOfEach<U> = U extends unknown ? keyof U & string : never;

/** A code the §8 catalogue (or decision 013) names. */
export type CatalogueCode =
  | KeysOfEach<(typeof TABLES)[number]>
  | (typeof LOCK_CODES)[number]
  | (typeof TECHNICAL_ERROR_CODES)[number]
  | typeof TERMS_FORM_CODE
  | (typeof STATUS_DECIDED_CODES)[number]
  | (typeof NO_CONTROL_YET_CODES)[number];

/** Every code the catalogue names, for a check at run time (a code from outside: a configuration, a test). */
export const CATALOGUE_CODES: ReadonlySet<string> = new Set<string>([
  ...TABLES.flatMap((table) => Object.keys(table)),
  ...LOCK_CODES,
  ...TECHNICAL_ERROR_CODES,
  TERMS_FORM_CODE,
  ...STATUS_DECIDED_CODES,
  ...NO_CONTROL_YET_CODES,
]);
