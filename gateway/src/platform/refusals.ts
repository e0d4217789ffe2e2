// The §8 refusals several routes share, as the document lists them (platform/operation.ts): each set is
// the codes one service can answer, named once so a route's declaration reads as what it calls.
import type { CatalogueCode } from '@portal/domain/errors';
import { CODES } from '../errors';
import { PASSWORD_REUSED_CODE, PASSWORD_RULE_CODES } from '../sign-in/passwords';

type Refusals = Readonly<Record<number, readonly CatalogueCode[]>>;

/** The extAppId (or apiKey) names no application. */
export const UNKNOWN_APP: Refusals = { 404: [CODES.unknownApp] };

/** The issuer's flags do not offer the flow (platform/issuer-policy.ts). */
export const FLOW: Refusals = { 404: [CODES.flowNotOffered] };

/** A password checked: wrong, or the account locked for a while or for good; the hashing queue full. */
export const PASSWORD_CHECK: Refusals = {
  400: [CODES.invalidCredentials],
  409: [CODES.temporaryLock, CODES.permanentLock],
  503: [CODES.serviceBusy],
};

/** A new password the §5 rules refuse, or the one in use. */
export const PASSWORD_RULES: Refusals = {
  400: [...new Set<CatalogueCode>([...Object.values(PASSWORD_RULE_CODES), PASSWORD_REUSED_CODE])],
};

/** A code checked: wrong, expired or tried too often. */
export const CODE_CHECK: Refusals = {
  400: [CODES.invalidCode, CODES.codeExpired, CODES.codeAttemptsExceeded],
};

/** A code checked on a way back in: a permanently locked account learns of its lock from its code only. */
export const RECOVERY_CODE_CHECK: Refusals = { ...CODE_CHECK, 409: [CODES.permanentLock] };

/** A code sent: too soon after the last, or the hour's sends spent. */
export const CODE_SEND: Refusals = { 429: [CODES.resendTooSoon, CODES.sendLimitReached] };

/** The contact, probe or user the call names is not the caller's, or not there. */
export const NOT_FOUND: Refusals = { 404: [CODES.notFound] };
