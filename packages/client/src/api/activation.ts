// §7 Card activation: questions, activation, card/pin and cardId/keepAlive, under apps/{extAppId}/activation.
// §7 names only the leaves: the prefix and these shapes (questions from SPEC-DECISIONS "card activation
// questions") are the gateway's contract (docs/decisions/029). The PIN rules live in the domain.
import {
  type ActivationKeepAlive,
  type ActivationKeepAliveRequest,
  ActivationKeepAliveResponseSchema,
  type ActivationQuestions,
  type ActivationQuestionsRequest,
  ActivationQuestionsResponseSchema,
  type ActivationRequest,
  ActivationResponseSchema,
  type ActivationResult,
  type SetPinRequest,
} from '@portal/domain/schemas';
import { call, callVoid, path } from './http';

/** §7 questions: POST apps/{extAppId}/activation/questions with the card as printed on it. */
export async function getActivationQuestions(
  extAppId: string,
  body: ActivationQuestionsRequest,
): Promise<ActivationQuestions> {
  return call(ActivationQuestionsResponseSchema, {
    method: 'post',
    url: path`apps/${extAppId}/activation/questions`,
    data: body,
  });
}

/** §7 activation: POST apps/{extAppId}/activation with the answers; wrong answers are a result, not an error. */
export async function activateCard(extAppId: string, body: ActivationRequest): Promise<ActivationResult> {
  return call(ActivationResponseSchema, { method: 'post', url: path`apps/${extAppId}/activation`, data: body });
}

/** §7 card/pin: POST apps/{extAppId}/activation/card/pin (204); it ends the activation session. */
export async function setCardPin(extAppId: string, body: SetPinRequest): Promise<void> {
  return callVoid({ method: 'post', url: path`apps/${extAppId}/activation/card/pin`, data: body });
}

/** §7 cardId/keepAlive: POST apps/{extAppId}/activation/{cardId}/keepAlive keeps the activation going. */
export async function keepActivationAlive(
  extAppId: string,
  cardId: string,
  body: ActivationKeepAliveRequest,
): Promise<ActivationKeepAlive> {
  return call(ActivationKeepAliveResponseSchema, {
    method: 'post',
    url: path`apps/${extAppId}/activation/${cardId}/keepAlive`,
    data: body,
  });
}
