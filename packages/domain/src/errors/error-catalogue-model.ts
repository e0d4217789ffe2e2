// The vocabulary of the §8 error catalogue: its message keys (namespace `errors`), how a screen presents
// an error, and the shapes of a table row and a rule. Texts live in i18n/locales/*/errors.json.
import type { ApiError } from './errors';
import type { PinMessageKey } from '../identity/identity-pin';
import type { MessageKey } from '../text/messages';

const key = <P extends string>(path: P) => `errors:${path}` as const;

/** Every key of the `errors` namespace, by meaning. Typed literally so a table cannot name a key missing here. */
export const ERROR_MESSAGES = {
  /** §8: VMCP_001, the technical error message ("Sorry, we are unable to process your request…"). */
  technical: key('technical'),
  /** §8 Add card (portal) VMCP_1006 "common message"; also what the terms form shows for VMCP_1006. */
  commonMessage: key('commonMessage'),
  /** §8 Sign-in and general: "Other errors go onto the model", when the server gave no message. */
  unexpected: key('unexpected'),

  // §8 Add card (portal), Update card (portal), Add card (embedded): one text per meaning.
  cardNoMatch: key('card.noMatch'),
  cardInvalidRequest: key('card.invalidRequest'),
  cardInvalidInput: key('card.invalidInput'),
  cardNotFound: key('card.notFound'),
  cardAlreadyAdded: key('card.alreadyAdded'),
  cardCannotUpdate: key('card.cannotUpdate'),
  cardNicknameInUse: key('card.nicknameInUse'),
  cardUnauthorized: key('card.unauthorized'),
  cardLocked: key('card.locked'),
  cardInternal: key('card.internal'),
  cardPrefixMismatch: key('card.prefixMismatch'),
  cardMaxAttempts: key('card.maxAttempts'),
  /** Decision 044, push provisioning: its terms to accept again; a partner that could not take the card. */
  pushTermsNeeded: key('push.termsNeeded'),
  pushPartnerRefused: key('push.partnerRefused'),
  cardRiskCheck: key('card.riskCheck'),
  cardAddressCheckFailed: key('card.addressCheckFailed'),
  cardAddressAndSecurityCodeFailed: key('card.addressAndSecurityCodeFailed'),
  cardSecurityCodeFailed: key('card.securityCodeFailed'),
  cardInvalidNumber: key('card.invalidNumber'),
  cardCountryNotPermitted: key('card.countryNotPermitted'),
  // §8 Update (embedded): "400, 403, 404, 405, 412 and 500 use update-specific messages".
  cardUpdateInvalidRequest: key('card.update.invalidRequest'),
  cardUpdateMaxAttempts: key('card.update.maxAttempts'),
  cardUpdateNotFound: key('card.update.notFound'),
  cardUpdateUnauthorized: key('card.update.unauthorized'),
  cardUpdateInternal: key('card.update.internal'),
  /** §8 Exception cases: a card error without its own row, when the server gave no message. */
  cardFailed: key('card.failed'),
  /** §8 Exception cases: the card list could not be fetched (the get-error event). */
  cardListFailed: key('card.listFailed'),
  // §8 Delete notices.
  cardDeleted: key('card.deleted'),
  cardDeleteFailed: key('card.deleteFailed'),

  // §8 Addresses.
  addressInvalid: key('address.invalid'),
  addressValidationService: key('address.validationService'),
  addressUnableToAdd: key('address.unableToAdd'),
  addressNotFound: key('address.notFound'),
  addressUnableToUpdate: key('address.unableToUpdate'),
  addressUnableToDelete: key('address.unableToDelete'),
  /** §8 "Other errors go onto the model for the form to show": an address save without a row. */
  addressFailed: key('address.failed'),

  // §8 Sign-in and general: locks.
  lockTemporary: key('lock.temporary'),
  lockPermanent: key('lock.permanent'),

  // §8 "Password-specific messages exist for the invalidPassword* codes" (the set: §5 Password plus history).
  passwordSyntax: key('password.syntax'),
  passwordNoLetter: key('password.noLetter'),
  passwordNoDigit: key('password.noDigit'),
  passwordSpace: key('password.space'),
  passwordRepetitive: key('password.repetitive'),
  passwordLiteral: key('password.literal'),
  passwordTooShort: key('password.tooShort'),
  passwordTooLong: key('password.tooLong'),
  passwordUsername: key('password.username'),
  passwordNoUpperCase: key('password.noUpperCase'),
  passwordNoLowerCase: key('password.noLowerCase'),
  passwordNoSpecial: key('password.noSpecial'),
  passwordSequence: key('password.sequence'),
  passwordHistory: key('password.history'),
  passwordInvalid: key('password.invalid'),

  // The sign-in flows' own failures (§2 Login, VerifyCode, CreateAccount; docs/decisions/013).
  signInInvalidCredentials: key('signIn.invalidCredentials'),
  // §2 userSettings, change password: the current password typed is not the account's.
  credentialsCurrentIncorrect: key('credentials.currentIncorrect'),
  codeInvalid: key('code.invalid'),
  codeExpired: key('code.expired'),
  codeAttemptsExceeded: key('code.attemptsExceeded'),
  codeResendTooSoon: key('code.resendTooSoon'),
  codeSendLimit: key('code.sendLimit'),
  enrolmentUsernameTaken: key('enrolment.usernameTaken'),
  // The gateway refusing what §6 forbids the issuer's portal, and its limits
  // (docs/decisions/022 and 023).
  signInNotOffered: key('signIn.notOffered'),
  limitTooManyRequests: key('limit.tooManyRequests'),
  limitServiceBusy: key('limit.serviceBusy'),

  /** §8 "Session timeout shows the timeout screen": its message. */
  sessionTimedOut: key('session.timedOut'),

  // A 401 on the token of a flow under way (enrolment, recovery, migration, a partial sign-in): the flow
  // ends and starts again (docs/decisions/025). An enrolment's account exists by then: sign in to finish.
  flowEnded: key('flow.ended'),
  flowEnrolmentEnded: key('flow.enrolmentEnded'),

  // §7 Card activation (docs/decisions/029): a card that matches no issued card waiting for
  // activation (never saying which field), one already active, its activation locked after the wrong
  // answers (SPEC-DECISIONS: 24 hours), and the activation session ended (its token refused).
  activationCardNotFound: key('activation.cardNotFound'),
  activationAlreadyActive: key('activation.alreadyActive'),
  activationLocked: key('activation.locked'),
  activationEnded: key('activation.ended'),
} as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGES)[keyof typeof ERROR_MESSAGES];

/**
 * Messages a row borrows from a rule's own namespace rather than restating it here: a PIN the gateway
 * refuses by a SPEC-DECISIONS PIN rule says what the set-PIN form says for that rule (`identity:pin.*`),
 * one text per rule. Their en and es texts are in identity.json.
 */
type RuleMessageKey = PinMessageKey;

/** Every key an outcome can carry: the `errors` namespace's, and the borrowed rule messages. */
export type CatalogueMessageKey = ErrorMessageKey | RuleMessageKey;

/**
 * How a screen shows an error (§8). `form`: the form shows it (its error area, announced; §8 "Other
 * errors go onto the model for the form to show"). `technicalPopup`: the one-button error popup of §4,
 * which stops the session timer. `technicalModalThenLogin`: §8 Exception cases, "a technical-error
 * modal, then the user goes to login". The two locks show the lock message (a notification on the
 * login page, which `resolveError` applies). `flowEnded`: a 401 on a flow's own token; the flow's
 * stored state goes and it starts again (docs/decisions/025), the popup telling why.
 */
export const ERROR_PRESENTATIONS = [
  'form',
  'notification',
  'modal',
  'technicalPopup',
  'temporaryLock',
  'permanentLock',
  'technicalModalThenLogin',
  'flowEnded',
] as const;
export type ErrorPresentation = (typeof ERROR_PRESENTATIONS)[number];

/** One row's answer: the message, where it shows, and whether customer-support text follows it (§8). */
export interface ErrorOutcome {
  readonly messageKey: CatalogueMessageKey;
  readonly presentation: ErrorPresentation;
  readonly appendCustomerSupport?: boolean;
}

/** §8 Form messages: owned by the `forms` namespace; the catalogue only names them. */
export const FORM_STATE_MESSAGES = {
  hasErrors: 'forms:hasErrors',
  unfilled: 'forms:unfilled',
} as const satisfies Record<string, MessageKey>;

/** Outcome shorthand for the tables. */
export const show = (
  messageKey: CatalogueMessageKey,
  presentation: ErrorPresentation,
  appendCustomerSupport = false,
): ErrorOutcome =>
  appendCustomerSupport ? { messageKey, presentation, appendCustomerSupport } : { messageKey, presentation };

/**
 * A §8 table as the spec writes it: code -> outcome. A key of three digits (100 to 599, e.g. 299, 409)
 * is an HTTP status; any other key (PROFILE_3004, 1028, 9617) is a catalogue code.
 */
export type ErrorTable = Readonly<Record<string, ErrorOutcome>>;

/** One ordered rule: it matches when every criterion it names holds (`statuses`: the HTTP status). */
export interface ErrorRule {
  /** Where the spec states it, for the reader and for the test's name. */
  readonly spec: string;
  readonly codes?: readonly string[];
  readonly codePrefix?: string;
  readonly statuses?: readonly number[];
  readonly then: ErrorOutcome;
}

export const isHttpStatusKey = (code: string): boolean => /^[1-5]\d\d$/.test(code);

export function ruleMatches(rule: ErrorRule, error: ApiError): boolean {
  if (rule.codes && !rule.codes.includes(error.code)) return false;
  if (rule.codePrefix !== undefined && !error.code.startsWith(rule.codePrefix)) return false;
  if (rule.statuses && (error.status === null || !rule.statuses.includes(error.status))) return false;
  return true;
}

/**
 * A table's rows as ordered rules, split so that a caller can try every table's codes before any
 * table's statuses (a code is the more specific answer: "409 with ICM_1004" is about ICM_1004).
 * Every row is tried as a code, so a status row also answers a body whose code is that status
 * (the normaliser's code for a body without one); a status row is then tried as the HTTP status.
 */
export function tableRules(table: ErrorTable, spec: string): { byCode: ErrorRule[]; byStatus: ErrorRule[] } {
  const rows = Object.entries(table);
  return {
    byCode: rows.map(([code, then]) => ({ spec: `${spec} ${code}`, codes: [code], then })),
    byStatus: rows
      .filter(([code]) => isHttpStatusKey(code))
      .map(([code, then]) => ({ spec: `${spec} ${code}`, statuses: [Number(code)], then })),
  };
}
