// SPEC-DECISIONS card activation questions: an issuer chooses three, from these four, in the order its
// activation screen asks them (issuer.json `activationQuestions`; the default three otherwise).
import * as v from 'valibot';

export const ACTIVATION_QUESTION_TYPES = [
  'DATE_OF_BIRTH',
  'SSN_LAST_FOUR',
  'BILLING_ZIP',
  'MOTHERS_MAIDEN_NAME',
] as const;
export type ActivationQuestionType = (typeof ACTIVATION_QUESTION_TYPES)[number];

/** What an issuer that names none asks. */
export const DEFAULT_ACTIVATION_QUESTIONS: readonly ActivationQuestionType[] = [
  'DATE_OF_BIRTH',
  'SSN_LAST_FOUR',
  'BILLING_ZIP',
];

export const ActivationQuestionsSchema = v.pipe(
  v.array(
    v.picklist(ACTIVATION_QUESTION_TYPES, `an activation question is one of ${ACTIVATION_QUESTION_TYPES.join(', ')}`),
    'activationQuestions must be a list',
  ),
  v.length(3, 'activationQuestions names three questions'),
  v.check((questions) => new Set(questions).size === questions.length, 'activationQuestions names each question once'),
);

/** The three questions an issuer asks, in order. */
export const activationQuestionsOf = (issuer: {
  readonly activationQuestions?: readonly ActivationQuestionType[] | undefined;
}): readonly ActivationQuestionType[] => issuer.activationQuestions ?? DEFAULT_ACTIVATION_QUESTIONS;
