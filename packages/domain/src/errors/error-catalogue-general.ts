// The §8 Sign-in and general rules and the §8 Addresses table as data: technical codes, locks,
// password codes, and what the address screens show.
import type { Flow } from '../session/session';
import {
  ERROR_MESSAGES as M,
  show,
  type ErrorMessageKey,
  type ErrorOutcome,
  type ErrorRule,
  type ErrorTable,
} from './error-catalogue-model';

/** §8: "The technical error message is shown for VMCP_001 to 004, VMCP_1001 to 1005, VMCP_1007 to 1011 and 9612." */
export const TECHNICAL_ERROR_CODES = [
  'VMCP_001',
  'VMCP_002',
  'VMCP_003',
  'VMCP_004',
  'VMCP_1001',
  'VMCP_1002',
  'VMCP_1003',
  'VMCP_1004',
  'VMCP_1005',
  'VMCP_1007',
  'VMCP_1008',
  'VMCP_1009',
  'VMCP_1010',
  'VMCP_1011',
  '9612',
] as const;

/** §8: "HTTP 401, 500 or 502 raises a technical error popup and logs the error." */
export const TECHNICAL_POPUP_STATUSES = [401, 500, 502] as const;

/** §8: the codes that make a 409 a lock ("409 with ICM_1004, 9617, ICM_1014 or 9618"). */
export const LOCK_CODES = ['ICM_1004', '9617', 'ICM_1014', '9618'] as const;
/** §8: "ICM_1004 and 9617 show a permanent-lock message." */
export const PERMANENT_LOCK_CODES = ['ICM_1004', '9617'] as const;
/** §8: "Customer-support text is appended … for … ICM_1014" (whatever the status). */
export const CUSTOMER_SUPPORT_CODES = ['ICM_1014'] as const;
/** §8: "except VMCP_1006": never a lock; "VMCP_1006 is handled in the terms form". */
export const TERMS_FORM_CODE = 'VMCP_1006';

/**
 * §8 "Password-specific messages exist for the invalidPassword* codes". The set mirrors the password
 * messages of §5 (so the server can say what the form would have said) plus one the form cannot
 * know: a password used recently. Any other invalidPassword* code gets the generic password message.
 */
export const PASSWORD_ERRORS = {
  invalidPasswordSyntax: show(M.passwordSyntax, 'form'),
  invalidPasswordNoLetter: show(M.passwordNoLetter, 'form'),
  invalidPasswordNoDigit: show(M.passwordNoDigit, 'form'),
  invalidPasswordSpace: show(M.passwordSpace, 'form'),
  invalidPasswordRepetitive: show(M.passwordRepetitive, 'form'),
  invalidPasswordLiteral: show(M.passwordLiteral, 'form'),
  invalidPasswordTooShort: show(M.passwordTooShort, 'form'),
  invalidPasswordTooLong: show(M.passwordTooLong, 'form'),
  invalidPasswordUsername: show(M.passwordUsername, 'form'),
  // §5's other password rules, each with its own code (the gateway answers the first failing rule).
  invalidPasswordNoUpperCase: show(M.passwordNoUpperCase, 'form'),
  invalidPasswordNoLowerCase: show(M.passwordNoLowerCase, 'form'),
  invalidPasswordNoSpecial: show(M.passwordNoSpecial, 'form'),
  invalidPasswordSequence: show(M.passwordSequence, 'form'),
  invalidPasswordHistory: show(M.passwordHistory, 'form'),
} as const satisfies ErrorTable;

export const PASSWORD_CODE_PREFIX = 'invalidPassword';

/**
 * The sign-in flows' own codes (docs/decisions/013), which §8 leaves to "the model for the form to
 * show": one message each, so no server text reaches a screen untranslated.
 */
export const SIGN_IN_ERRORS = {
  invalidCredentials: show(M.signInInvalidCredentials, 'form'),
  invalidCode: show(M.codeInvalid, 'form'),
  codeExpired: show(M.codeExpired, 'form'),
  codeAttemptsExceeded: show(M.codeAttemptsExceeded, 'form'),
  resendTooSoon: show(M.codeResendTooSoon, 'notification'),
  sendLimitReached: show(M.codeSendLimit, 'notification'),
  usernameTaken: show(M.enrolmentUsernameTaken, 'form'),
  // §6 on the gateway (decision 022): an issuer's flags forbid the flow (404; the portal's guard never asks).
  flowNotOffered: show(M.signInNotOffered, 'form'),
  // Decision 023: a limit per client or per account (429), the password hashing queue full (503).
  tooManyRequests: show(M.limitTooManyRequests, 'form'),
  serviceBusy: show(M.limitServiceBusy, 'form'),
} as const satisfies Readonly<Record<string, ReturnType<typeof show>>>;

/**
 * §8 Sign-in and general, in the order they are tried (the first that matches wins):
 * 1. VMCP_1006 goes to the terms form, whatever the status ("except VMCP_1006").
 * 2. Locks, decided by the status the spec names ("HTTP 403, or 409 with …"); among them ICM_1004 and
 *    9617 are permanent, so the permanent rows come before the temporary ones.
 * 3. HTTP 401, 500, 502: the technical popup, before the codes, so that a 500 without a body
 *    (VMCP_001) still stops the session timer and is logged.
 * 4. The technical codes, then the password codes, then the sign-in flows' codes: each its message.
 * Anything else falls through to the form with the server's message (the resolver's fallback).
 */
export const SIGN_IN_AND_GENERAL_RULES: readonly ErrorRule[] = [
  {
    spec: '§8 Sign-in and general: VMCP_1006 is handled in the terms form',
    codes: [TERMS_FORM_CODE],
    then: show(M.commonMessage, 'form'),
  },
  {
    spec: '§8 Sign-in and general: ICM_1004 and 9617 (403 or 409) show a permanent-lock message',
    statuses: [403, 409],
    codes: PERMANENT_LOCK_CODES,
    then: show(M.lockPermanent, 'permanentLock', true),
  },
  {
    spec: '§8 Sign-in and general: 409 with ICM_1014 shows a temporary-lock message, with customer support',
    statuses: [409],
    codes: ['ICM_1014'],
    then: show(M.lockTemporary, 'temporaryLock', true),
  },
  {
    spec: '§8 Sign-in and general: 409 with 9618 shows a temporary-lock message',
    statuses: [409],
    codes: ['9618'],
    then: show(M.lockTemporary, 'temporaryLock'),
  },
  {
    spec: '§8 Sign-in and general: HTTP 403 shows a temporary-lock message',
    statuses: [403],
    then: show(M.lockTemporary, 'temporaryLock'),
  },
  {
    spec: '§8 Sign-in and general: HTTP 401, 500 or 502 raises a technical error popup',
    statuses: TECHNICAL_POPUP_STATUSES,
    then: show(M.technical, 'technicalPopup'),
  },
  {
    spec: '§8 Sign-in and general: the technical error message',
    codes: TECHNICAL_ERROR_CODES,
    then: show(M.technical, 'form'),
  },
  ...Object.entries(PASSWORD_ERRORS).map(
    ([code, then]): ErrorRule => ({ spec: `§8 Sign-in and general: ${code}`, codes: [code], then }),
  ),
  {
    spec: '§8 Sign-in and general: another invalidPassword* code',
    codePrefix: PASSWORD_CODE_PREFIX,
    then: show(M.passwordInvalid, 'form'),
  },
  ...Object.entries(SIGN_IN_ERRORS).map(
    ([code, then]): ErrorRule => ({ spec: `docs/decisions/013: ${code}`, codes: [code], then }),
  ),
];

/**
 * The fallback: §8 "Other errors go onto the model for the form to show", the catalogue's message
 * (the server's own text never shows: docs/decisions/025).
 */
export const GENERAL_FALLBACK = show(M.unexpected, 'form');

/**
 * docs/decisions/025: a 401 on the token of a flow under way ends that flow (§8 "HTTP 401 raises a
 * technical error popup", whose one button starts the flow again). By flow: an enrolment's account
 * exists once it has a token, so it is finished by signing in, not by enrolling again.
 */
export const FLOW_ENDED = {
  login: show(M.flowEnded, 'flowEnded'),
  recovery: show(M.flowEnded, 'flowEnded'),
  migration: show(M.flowEnded, 'flowEnded'),
  enrolment: show(M.flowEnrolmentEnded, 'flowEnded'),
} as const satisfies Readonly<Record<Flow, ErrorOutcome>>;

/** §8 Addresses, Add. A 422 also opens the address-not-found modal (§4 Address flow), which shows the message. */
export const ADDRESS_ADD_ERRORS = {
  '400': show(M.addressInvalid, 'form'),
  '422': show(M.addressValidationService, 'modal'),
  '500': show(M.addressUnableToAdd, 'notification'),
} as const satisfies ErrorTable;

/** §8 Addresses, Update. */
export const ADDRESS_UPDATE_ERRORS = {
  '400': show(M.addressInvalid, 'form'),
  '404': show(M.addressNotFound, 'notification'),
  '422': show(M.addressValidationService, 'modal'),
  '500': show(M.addressUnableToUpdate, 'notification'),
} as const satisfies ErrorTable;

/** §8 Addresses, Delete. */
export const ADDRESS_DELETE_ERRORS = {
  '404': show(M.addressNotFound, 'notification'),
  '500': show(M.addressUnableToDelete, 'notification'),
} as const satisfies ErrorTable;

/** §8 "Session timeout shows the timeout screen": the message that screen shows. */
export const SESSION_TIMEOUT_MESSAGE: ErrorMessageKey = M.sessionTimedOut;
