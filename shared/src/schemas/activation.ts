// §7 Card activation: questions, activation, card/pin and cardId/keepAlive, under apps/{extAppId}/activation.
// §7 names only the leaves: the prefix and these shapes (questions from SPEC-DECISIONS "card activation
// questions") are the gateway's contract. The PIN rules live in the domain.
import * as v from 'valibot';

const text = v.pipe(v.string(), v.nonEmpty());

/** SPEC-DECISIONS: the questions an issuer may choose (date of birth, last four of SSN, billing ZIP, mother's maiden name). */
export const ACTIVATION_QUESTION_TYPES = ['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'BILLING_ZIP', 'MOTHERS_MAIDEN_NAME'] as const;

/** The card to activate; its number travels in a body, never in a URL. */
export const ActivationQuestionsRequestSchema = v.object({ accountNumber: v.string() });
export type ActivationQuestionsRequest = v.InferInput<typeof ActivationQuestionsRequestSchema>;

/** §3 Session "card activation token" and the issuer's questions for this card. */
export const ActivationQuestionsResponseSchema = v.object({
  cardId: text,
  activationToken: text,
  questions: v.array(v.object({ questionId: text, type: v.picklist(ACTIVATION_QUESTION_TYPES) })),
});
export type ActivationQuestions = v.InferOutput<typeof ActivationQuestionsResponseSchema>;

export const ActivationRequestSchema = v.object({
  cardId: v.string(),
  activationToken: v.string(),
  answers: v.array(v.object({ questionId: v.string(), answer: v.string() })),
});
export type ActivationRequest = v.InferInput<typeof ActivationRequestSchema>;

/** Activated, and whether a PIN must be set next (§2 activation routes). */
export const ActivationResponseSchema = v.object({ cardId: text, activated: v.boolean(), pinRequired: v.optional(v.boolean(), false) });
export type ActivationResult = v.InferOutput<typeof ActivationResponseSchema>;

/** SPEC-DECISIONS PIN: entered twice on the page, sent once; the gateway keeps only a salted hash. */
export const SetPinRequestSchema = v.object({ cardId: v.string(), activationToken: v.string(), pin: v.string() });
export type SetPinRequest = v.InferInput<typeof SetPinRequestSchema>;

export const ActivationKeepAliveRequestSchema = v.object({ activationToken: v.string() });
export type ActivationKeepAliveRequest = v.InferInput<typeof ActivationKeepAliveRequestSchema>;
