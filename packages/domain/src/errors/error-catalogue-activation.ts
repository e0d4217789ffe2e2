// §7 Card activation's part of the catalogue (docs/decisions/029): what the activation screens
// show for the gateway's refusals. §8 has no activation table; these rows are the product's answers,
// with §8 Sign-in and general behind them (limits, the technical answers).
import {
  ERROR_MESSAGES as M,
  show,
  tableRules,
  type ErrorOutcome,
  type ErrorRule,
  type ErrorTable,
} from './error-catalogue-model';

/**
 * The activation refusals. A card that matches no issued card waiting for activation is one answer
 * whichever of number, expiry or security code was wrong (never which, so the call cannot be used to
 * find a number); already active is 409; the lock after the wrong answers is 423 (SPEC-DECISIONS:
 * 24 hours), whose message tells the person to call customer support, the issuer's text following it.
 */
export const ACTIVATION_ERRORS = {
  activationCardNotFound: show(M.activationCardNotFound, 'form'),
  activationAlreadyActive: show(M.activationAlreadyActive, 'form'),
  activationLocked: show(M.activationLocked, 'form', true),
  '423': show(M.activationLocked, 'form', true),
} as const satisfies ErrorTable;

/**
 * SPEC-DECISIONS PIN, refused by the gateway: one code per rule of the set-PIN form, each showing that
 * rule's own message (`identity:pin.*`, RuleMessageKey). The form checks them first; the gateway checks
 * again because a body can come from anywhere. The second entry (mismatch) is the page's alone: one PIN
 * is sent.
 */
export const PIN_ERRORS = {
  invalidPinRequired: show('identity:pin.required', 'form'),
  invalidPinFormat: show('identity:pin.format', 'form'),
  invalidPinRepeated: show('identity:pin.repeated', 'form'),
  invalidPinSequence: show('identity:pin.sequence', 'form'),
} as const satisfies ErrorTable;

/**
 * docs/decisions/025 and 029: the activation token is the activation flow's own token, so a 401 (unknown,
 * expired after 10 minutes without a keep-alive, ended by the PIN, or bound to another card) ends that
 * flow: it starts again at `activation`, the popup saying why.
 */
const ACTIVATION_ENDED: ErrorOutcome = show(M.activationEnded, 'flowEnded');

const table = tableRules(ACTIVATION_ERRORS, 'docs/decisions/029');
const pin = tableRules(PIN_ERRORS, 'SPEC-DECISIONS PIN');

/**
 * The activation calls' own rules, tried before §8 Sign-in and general: the token's end first (every
 * 401 of these calls is the activation token's), then the codes of both tables, then the 423 status.
 */
export const ACTIVATION_RULES: readonly ErrorRule[] = [
  { spec: 'docs/decisions/029: HTTP 401, the activation token refused', statuses: [401], then: ACTIVATION_ENDED },
  ...table.byCode,
  ...pin.byCode,
  ...table.byStatus,
];
