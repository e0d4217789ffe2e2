// The §8 error catalogue: from an operation and an ApiError to the message and the way a screen shows
// it. The tables are in error-catalogue-cards.ts, error-catalogue-general.ts and error-catalogue-activation.ts.
import { ACTIVATION_RULES } from './error-catalogue-activation';
import {
  CARD_EXCEPTION_ERRORS,
  PORTAL_ADD_CARD_ERRORS,
  PORTAL_UPDATE_CARD_ERRORS,
  PUSH_PROVISION_ERRORS,
  VIRTUAL_CONTROL_ERROR_RULES,
  WALLET_ADD_CARD_ERRORS,
  WALLET_UPDATE_CARD_ERRORS,
} from './error-catalogue-cards';
import {
  ADDRESS_ADD_ERRORS,
  ADDRESS_DELETE_ERRORS,
  ADDRESS_UPDATE_ERRORS,
  CUSTOMER_SUPPORT_CODES,
  FLOW_ENDED,
  GENERAL_FALLBACK,
  SIGN_IN_AND_GENERAL_RULES,
  TECHNICAL_ERROR_CODES,
  TECHNICAL_POPUP_STATUSES,
} from './error-catalogue-general';
import {
  ERROR_MESSAGES as M,
  ruleMatches,
  show,
  tableRules,
  type CatalogueMessageKey,
  type ErrorMessageKey,
  type ErrorOutcome,
  type ErrorPresentation,
  type ErrorRule,
  type ErrorTable,
} from './error-catalogue-model';
import { isApiError, normaliseError } from './errors';
import type { Flow } from '../session/session';

/** Every key the catalogue can produce; en and es texts for each are in locales/<lng>/errors.json. */
export const ERROR_MESSAGE_KEYS: readonly ErrorMessageKey[] = Object.values(M);

/**
 * The calls a screen resolves errors for. `card`: any other card call (details, status, alerts,
 * balances…), which only the exception cases and the technical rules cover. `general`: §8 Sign-in
 * and general, i.e. sign-in, recovery, enrolment, terms, profile and any call without its own table.
 */
export const ERROR_OPERATIONS = [
  'portalAddCard',
  'portalUpdateCard',
  'walletAddCard',
  'walletUpdateCard',
  'cardList',
  'cardDelete',
  'card',
  'virtualControl',
  'addressAdd',
  'addressUpdate',
  'addressDelete',
  'passwordChange',
  'activation',
  'pushProvision',
  'general',
] as const;
export type ErrorOperation = (typeof ERROR_OPERATIONS)[number];

export interface ErrorPolicy {
  readonly rules: readonly ErrorRule[];
  /** What an error no rule matches gives. */
  readonly fallback: ErrorOutcome;
  /** Whether that fallback carries the server's own message (§8 "A card error shows the server's message"). */
  readonly fallbackShowsServerMessage: boolean;
}

/**
 * The rule order for an operation with tables (first match wins):
 * 1. every table row tried against the error's code (the operation's own table first, then §8
 *    Exception cases), so a status row also answers a body whose code is that status;
 * 2. the tables' HTTP status rows against the error's HTTP status, in the same table order;
 * 3. the §8 Sign-in and general rules that hold for every call, in their own order: HTTP 401, 500
 *    or 502 raise the technical popup, then the technical codes show the technical message where
 *    the operation shows its errors.
 * A code is tried before any status because it is the more specific answer ("409 with ICM_1004" is
 * about ICM_1004), and the operation's own table before the exception cases because it is the more
 * specific table (its 400 row wins). The general rules come last because a table that names a
 * status (500 "internal error") says more than they do; and the popup comes before the technical
 * codes so that a 401 or 502 without a body (which the normaliser codes VMCP_001) still stops the
 * session timer and is logged.
 */
function layered(
  tables: readonly (readonly [ErrorTable, string])[],
  surface: ErrorPresentation,
  general = true,
): ErrorRule[] {
  const parts = tables.map(([table, spec]) => tableRules(table, spec));
  const generalRules: ErrorRule[] = general
    ? [
        {
          spec: '§8 Sign-in and general: HTTP 401, 500 or 502',
          statuses: TECHNICAL_POPUP_STATUSES,
          then: show(M.technical, 'technicalPopup'),
        },
        {
          spec: '§8 Sign-in and general: the technical error message',
          codes: TECHNICAL_ERROR_CODES,
          then: show(M.technical, surface),
        },
        // Decision 023's limits answer any call: their own message in the person's language, never the
        // gateway's English text (a card save's fallback would show it).
        {
          spec: 'Decision 023: a limit per client or per account (429 tooManyRequests)',
          codes: ['tooManyRequests'],
          then: show(M.limitTooManyRequests, surface),
        },
        {
          spec: 'Decision 023: the password hashing queue full (503 serviceBusy)',
          codes: ['serviceBusy'],
          then: show(M.limitServiceBusy, surface),
        },
      ]
    : [];
  return [...parts.flatMap((p) => p.byCode), ...parts.flatMap((p) => p.byStatus), ...generalRules];
}

const EXCEPTIONS = [CARD_EXCEPTION_ERRORS, '§8 Exception cases'] as const;

/** Each operation's rules, fallback and whether the fallback shows the server's message. */
export const ERROR_POLICIES: Readonly<Record<ErrorOperation, ErrorPolicy>> = {
  portalAddCard: {
    rules: layered([[PORTAL_ADD_CARD_ERRORS, '§8 Add card (portal)'], EXCEPTIONS], 'notification'),
    fallback: show(M.cardFailed, 'notification'),
    fallbackShowsServerMessage: true,
  },
  portalUpdateCard: {
    rules: layered([[PORTAL_UPDATE_CARD_ERRORS, '§8 Update card (portal)'], EXCEPTIONS], 'notification'),
    fallback: show(M.cardFailed, 'notification'),
    fallbackShowsServerMessage: true,
  },
  walletAddCard: {
    rules: layered([[WALLET_ADD_CARD_ERRORS, '§8 Add card (embedded)'], EXCEPTIONS], 'notification'),
    fallback: show(M.cardFailed, 'notification'),
    fallbackShowsServerMessage: true,
  },
  walletUpdateCard: {
    rules: layered([[WALLET_UPDATE_CARD_ERRORS, '§8 Update (embedded)'], EXCEPTIONS], 'notification'),
    fallback: show(M.cardFailed, 'notification'),
    fallbackShowsServerMessage: true,
  },
  // §8 "A card list fetch failure raises a get-error event": the event carries this notification.
  cardList: {
    rules: layered([EXCEPTIONS], 'notification', false),
    fallback: show(M.cardListFailed, 'notification'),
    fallbackShowsServerMessage: false,
  },
  // §4 Delete card: "Failure shows an auto-dismissing error notice" (§8 "could not delete").
  cardDelete: {
    rules: layered([EXCEPTIONS], 'notification', false),
    fallback: show(M.cardDeleteFailed, 'notification'),
    fallbackShowsServerMessage: false,
  },
  card: {
    rules: layered([EXCEPTIONS], 'notification'),
    fallback: show(M.cardFailed, 'notification'),
    fallbackShowsServerMessage: true,
  },
  virtualControl: {
    rules: VIRTUAL_CONTROL_ERROR_RULES,
    fallback: show(M.technical, 'technicalPopup'),
    fallbackShowsServerMessage: false,
  },
  addressAdd: {
    rules: layered([[ADDRESS_ADD_ERRORS, '§8 Addresses, Add']], 'form'),
    fallback: show(M.addressFailed, 'form'),
    fallbackShowsServerMessage: true,
  },
  addressUpdate: {
    rules: layered([[ADDRESS_UPDATE_ERRORS, '§8 Addresses, Update']], 'form'),
    fallback: show(M.addressFailed, 'form'),
    fallbackShowsServerMessage: true,
  },
  // A delete has no form: what no row names is the could-not-delete notice.
  addressDelete: {
    rules: layered([[ADDRESS_DELETE_ERRORS, '§8 Addresses, Delete']], 'notification'),
    fallback: show(M.addressUnableToDelete, 'notification'),
    fallbackShowsServerMessage: true,
  },
  // §8 "Other errors go onto the model for the form to show": the model's (the catalogue's) message. The
  // gateway's own text is written for developers ("contactId: a two-factor code goes to a verified
  // contact"), in one language: it never reaches a cardholder (docs/decisions/025).
  general: { rules: SIGN_IN_AND_GENERAL_RULES, fallback: GENERAL_FALLBACK, fallbackShowsServerMessage: false },
  // §2 userSettings, change password: the signed-in user is known, so a wrong current
  // password says just that, not sign-in's "username or password"; the rest as §8 Sign-in and general
  // (the §5 password codes, locks after too many tries, the technical answers).
  passwordChange: {
    rules: [
      {
        spec: '§7 Change credentials: the current password',
        codes: ['invalidCredentials'],
        then: show(M.credentialsCurrentIncorrect, 'form'),
      },
      ...SIGN_IN_AND_GENERAL_RULES,
    ],
    fallback: GENERAL_FALLBACK,
    fallbackShowsServerMessage: false,
  },
  // Decision 044: a card pushed to a partner; the rest as §8 Sign-in and general (limits, technical answers).
  pushProvision: {
    rules: layered([[PUSH_PROVISION_ERRORS, 'Decision 044: push provisioning']], 'form'),
    fallback: GENERAL_FALLBACK,
    fallbackShowsServerMessage: false,
  },
  // §7 Card activation (docs/decisions/029): its own refusals and the PIN rules' messages, its
  // 401 ending the activation flow; the rest as §8 Sign-in and general (limits, technical answers).
  activation: {
    rules: [...ACTIVATION_RULES, ...SIGN_IN_AND_GENERAL_RULES],
    fallback: GENERAL_FALLBACK,
    fallbackShowsServerMessage: false,
  },
};

/** What the screen knows that changes the answer (§8 Sign-in and general). */
export interface ErrorContext {
  /** "On the login page it [a lock] shows as a dismissing notification." */
  readonly onLoginPage?: boolean;
  /** "Customer-support text is appended to messages for an unverified primary contact." */
  readonly unverifiedPrimary?: boolean;
  /**
   * The flow whose own token (partial or reset) the call carried, when one is under way without full
   * access: a 401 then ends that flow instead of trapping the person in a popup (docs/decisions/025).
   */
  readonly flowUnderWay?: Flow;
}

export interface ResolvedError {
  readonly messageKey: CatalogueMessageKey;
  readonly presentation: ErrorPresentation;
  /** Show the issuer's customer-support text (§3 otherInfo.customer_support) after the message. */
  readonly appendCustomerSupport: boolean;
  /** The server's own text, to show instead of the message when present (the fallbacks only). */
  readonly serverMessage?: string;
}

const LOCKS: readonly ErrorPresentation[] = ['temporaryLock', 'permanentLock'];

/** §8 "HTTP 401": the token was refused (unknown, expired, revoked, or of the wrong kind). */
const UNAUTHORIZED = 401;

/** §8 "HTTP 401, 500 or 502 raises a technical error popup and logs the error": whether it is logged. */
export function isLoggedFailure(error: unknown): boolean {
  const status = (isApiError(error) ? error : normaliseError(undefined)).status;
  return status !== null && (TECHNICAL_POPUP_STATUSES as readonly number[]).includes(status);
}

/**
 * The catalogue's answer for an error of an operation. `error` is normally an ApiError from the
 * normaliser; anything else thrown (a network failure, a bug) counts as a call without a response,
 * VMCP_001 (§8 "No response body gives VMCP_001"). Never throws.
 *
 * Order: the operation's rules (see `layered` and SIGN_IN_AND_GENERAL_RULES), else its fallback;
 * then the context: a 401 on a flow's own token ends the flow, a lock on the login page becomes a
 * notification, and customer support is appended for a permanent lock, ICM_1014 or an unverified
 * primary contact.
 */
export function resolveError(operation: ErrorOperation, error: unknown, context: ErrorContext = {}): ResolvedError {
  const apiError = isApiError(error) ? error : normaliseError(undefined);
  const policy = ERROR_POLICIES[operation];
  const rule = policy.rules.find((r) => ruleMatches(r, apiError));
  const lapsed =
    apiError.status === UNAUTHORIZED && context.flowUnderWay !== undefined ? FLOW_ENDED[context.flowUnderWay] : null;
  const outcome = lapsed ?? rule?.then ?? policy.fallback;
  const presentation =
    context.onLoginPage === true && LOCKS.includes(outcome.presentation) ? 'notification' : outcome.presentation;
  const appendCustomerSupport =
    outcome.appendCustomerSupport === true ||
    (CUSTOMER_SUPPORT_CODES as readonly string[]).includes(apiError.code) ||
    context.unverifiedPrimary === true;
  const serverText = apiError.message.trim();
  const showServer =
    lapsed === null &&
    rule === undefined &&
    policy.fallbackShowsServerMessage &&
    serverText !== '' &&
    serverText !== apiError.code;
  return showServer
    ? { messageKey: outcome.messageKey, presentation, appendCustomerSupport, serverMessage: serverText }
    : { messageKey: outcome.messageKey, presentation, appendCustomerSupport };
}
