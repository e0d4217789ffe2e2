// Card activation's numbers and rules (SPEC-DECISIONS card activation questions and PIN, docs/decisions/029):
// how many wrong answers lock and for how long, how long an activation token lives, which issuers offer
// activation at all (§6), and how an answer is compared.
import type { ActivationQuestionType, IssuerFlags } from '@portal/domain/issuer';
import { CODES, GatewayError } from '../errors';

export type { ActivationQuestionType };

export const ACTIVATION_POLICY = {
  /** SPEC-DECISIONS: the third wrong answer locks activation of the card… */
  wrongAnswersBeforeLock: 3,
  /** …for 24 hours, whatever session or client asks (the lock is the card's). */
  lockMs: 24 * 60 * 60_000,
  /** The activation token lives 10 minutes after it was made or last kept alive (SPEC-DECISIONS token lifetime). */
  sessionMs: 10 * 60_000,
  /** An answer reserved longer than a judgment takes was abandoned (a gateway stopped mid-request): decision 022's rule. */
  reservationStaleMs: 60_000,
  /** The longest answer judged: a name, a date, digits; anything longer is no answer to these questions. */
  answerMaxLength: 100,
} as const;

/** One row per flag that takes card activation away from an issuer's portal, with the sentence it enforces (CONVENTIONS 4). */
const ACTIVATION_REFUSALS: readonly { why: string; refuses: (flags: IssuerFlags) => boolean }[] = [
  {
    why: '§6: apps with card activation disallowed forbid the activation routes',
    refuses: (flags) => !flags.cardActivationAllowed,
  },
  {
    why: '§7 Application details: isCardActivationWebEnabled false, no activation on the web',
    refuses: (flags) => !flags.isCardActivationWebEnabled,
  },
  {
    why: '§6: apps with app login disabled forbid all public routes and go to /error',
    refuses: (flags) => flags.appLoginDisabled,
  },
];

/** Whether an issuer's portal offers card activation (the shell's guard sends the routes to /error otherwise). */
export const activationOffered = (flags: IssuerFlags): boolean =>
  !ACTIVATION_REFUSALS.some((rule) => rule.refuses(flags));

/** 404 flowNotOffered, as every flow an issuer's flags forbid (decision 022), when activation is not offered. */
export function refuseUnlessActivationOffered(issuer: { flags: IssuerFlags }): void {
  if (!activationOffered(issuer.flags))
    throw new GatewayError(404, CODES.flowNotOffered, 'This application does not offer card activation.');
}

const digits = (text: string): string => text.replace(/\D/gu, '');
/** A US ZIP code: its first five digits (a ZIP+4 typed matches its ZIP). */
const ZIP_DIGITS = 5;

/**
 * An answer as it is compared (and as the issuer's record was hashed): Unicode-normalised and trimmed;
 * the date of birth (MMDDYYYY, §5), the SSN's last four and the ZIP as their digits only; the maiden
 * name case-folded with its spaces collapsed. Two ways of typing the same answer compare equal.
 */
export function normaliseAnswer(type: ActivationQuestionType, answer: string): string {
  const text = answer.normalize('NFKC').trim();
  switch (type) {
    case 'DATE_OF_BIRTH':
    case 'SSN_LAST_FOUR':
      return digits(text);
    case 'BILLING_ZIP':
      return digits(text).slice(0, ZIP_DIGITS);
    case 'MOTHERS_MAIDEN_NAME':
      return text.replace(/\s+/gu, ' ').toLowerCase();
  }
}
