// §7 Cards (portal): a card's status and its virtual card control (§3 Virtual card control, §4 Suspend
// control), under users/{userGuid}/paymentInstruments/{paymentGuid}/. Whether a card counts as
// suspended, and what a 404 means, are the domain's rules: this layer reports what the server said.
import * as v from 'valibot';

/** §3 Virtual card control: the card status answer, desc ('Suspended' means suspended). */
export const CardStatusResponseSchema = v.object({ desc: v.string() });
export type CardStatus = v.InferOutput<typeof CardStatusResponseSchema>;

/** §7: documentId can come from a response header of this name. */
export const DOCUMENT_ID_HEADER = 'documentId';

/**
 * §3 Virtual card control: isControlEnabled (true means suspended), documentId,
 * globalControl.isControlEnabled. Either flag may be the one sent; an empty answer is allowed (the
 * POST may answer with the header alone).
 */
export const CardControlResponseSchema = v.optional(
  v.object({
    documentId: v.optional(v.string()),
    isControlEnabled: v.optional(v.boolean()),
    globalControl: v.optional(v.object({ isControlEnabled: v.boolean() })),
  }),
  {},
);

/** §7 Create: POST with isControlEnabled. */
export const CreateCardControlRequestSchema = v.object({ isControlEnabled: v.boolean() });
export type CreateCardControlRequest = v.InferInput<typeof CreateCardControlRequestSchema>;

/** §7 Update: PUT with documentId and globalControl.isControlEnabled. */
export const UpdateCardControlRequestSchema = v.object({
  documentId: v.string(),
  globalControl: v.object({ isControlEnabled: v.boolean() }),
});
export type UpdateCardControlRequest = v.InferInput<typeof UpdateCardControlRequestSchema>;
