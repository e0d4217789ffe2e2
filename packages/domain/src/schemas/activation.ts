// §7 Card activation: questions, activation, card/pin and cardId/keepAlive, under apps/{extAppId}/activation.
// §7 names only the leaves: the prefix and these shapes (questions from SPEC-DECISIONS "card activation
// questions") are the gateway's contract (docs/decisions/029). The PIN rules live in the domain.
import * as v from 'valibot';
import { ExpiryMonthSchema, ExpiryYearSchema } from '../card/card-expiry';
import { ACTIVATION_QUESTION_TYPES } from '../issuer/activation-questions';

const text = v.pipe(v.string(), v.nonEmpty());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** SPEC-DECISIONS: the questions an issuer may choose (the issuer's configuration names its three). */
export { ACTIVATION_QUESTION_TYPES };

/**
 * The card to activate, as printed on it: its number travels in a body, never in a URL; month and
 * four-digit year as the card payloads send them (§7, SPEC-DECISIONS expiry); the security code as typed.
 */
export const ActivationQuestionsRequestSchema = v.object({
  accountNumber: v.string(),
  expirationMonth: ExpiryMonthSchema,
  expirationYear: ExpiryYearSchema,
  cvv: v.string(),
});
export type ActivationQuestionsRequest = v.InferInput<typeof ActivationQuestionsRequestSchema>;

/**
 * §3 Session "card activation token" and the issuer's questions for this card. `cardId` is opaque (never
 * the number); the token lives `expiresIn` seconds unless kept alive; `attemptsLeft` wrong answers
 * remain before the card's activation locks (SPEC-DECISIONS: 3, then 24 hours).
 */
export const ActivationQuestionsResponseSchema = v.object({
  cardId: text,
  activationToken: text,
  expiresIn: count,
  questions: v.pipe(v.array(v.object({ questionId: text, type: v.picklist(ACTIVATION_QUESTION_TYPES) })), v.nonEmpty()),
  attemptsLeft: count,
});
export type ActivationQuestions = v.InferOutput<typeof ActivationQuestionsResponseSchema>;

/** One answer per question asked, by its questionId. */
export const ActivationRequestSchema = v.object({
  cardId: v.string(),
  activationToken: v.string(),
  answers: v.array(v.object({ questionId: v.string(), answer: v.string() })),
});
export type ActivationRequest = v.InferInput<typeof ActivationRequestSchema>;

/**
 * The verdict on the answers. Wrong answers are an answer, not an error: `activated` false with the
 * attempts left (§2 activation/questions/{tokenNumber}/{error}); the last wrong one locks, with
 * `attemptsLeft` 0 and `lockedUntil`. Activated: whether a PIN must be set next (§2 activation/set-pin).
 */
export const ActivationResponseSchema = v.object({
  cardId: text,
  activated: v.boolean(),
  attemptsLeft: count,
  lockedUntil: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  pinRequired: v.boolean(),
});
export type ActivationResult = v.InferOutput<typeof ActivationResponseSchema>;

/** SPEC-DECISIONS PIN: entered twice on the page, sent once; the gateway keeps only a salted hash. */
export const SetPinRequestSchema = v.object({ cardId: v.string(), activationToken: v.string(), pin: v.string() });
export type SetPinRequest = v.InferInput<typeof SetPinRequestSchema>;

export const ActivationKeepAliveRequestSchema = v.object({ activationToken: v.string() });
export type ActivationKeepAliveRequest = v.InferInput<typeof ActivationKeepAliveRequestSchema>;

/** The activation token's new lifetime, in seconds from now. */
export const ActivationKeepAliveResponseSchema = v.object({ expiresIn: count });
export type ActivationKeepAlive = v.InferOutput<typeof ActivationKeepAliveResponseSchema>;
