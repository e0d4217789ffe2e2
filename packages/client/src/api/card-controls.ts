// §7 Cards (portal): a card's status and its virtual card control (§3 Virtual card control, §4 Suspend
// control), under users/{userGuid}/paymentInstruments/{paymentGuid}/. Whether a card counts as
// suspended, and what a 404 means, are the domain's rules: this layer reports what the server said.
import type { AxiosResponse } from 'axios';
import {
  CardStatusResponseSchema,
  type CardStatus,
  DOCUMENT_ID_HEADER,
  CardControlResponseSchema,
  type CreateCardControlRequest,
  type UpdateCardControlRequest,
} from '@portal/domain/schemas';
import { parseResponse, responseHeader } from './boundary';
import { call, instrumentPath, send } from './http';

/** A card's control as the portal uses it: no documentId means none exists yet (§4: create with POST). */
export interface CardControl {
  isControlEnabled: boolean;
  documentId: string | null;
}

/** The control of an answer: globalControl's flag first, the header's documentId first. */
function controlOf(response: AxiosResponse<unknown>, sent: boolean): CardControl {
  const body = parseResponse(
    CardControlResponseSchema,
    response.data === '' ? undefined : response.data,
    response.status,
  );
  return {
    isControlEnabled: body.globalControl?.isControlEnabled ?? body.isControlEnabled ?? sent,
    documentId: responseHeader(response, DOCUMENT_ID_HEADER) ?? (body.documentId || null),
  };
}

/** §7: GET card status, users/{userGuid}/paymentInstruments/{paymentGuid}/status. */
export async function getCardStatus(userGuid: string, paymentGuid: string): Promise<CardStatus> {
  return call(CardStatusResponseSchema, { method: 'get', url: instrumentPath(userGuid, paymentGuid, 'status') });
}

/** §7: GET the virtual card control (…/vctc). No flag in the answer means not suspended. */
export async function getCardControl(userGuid: string, paymentGuid: string): Promise<CardControl> {
  return controlOf(await send({ method: 'get', url: instrumentPath(userGuid, paymentGuid, 'vctc') }), false);
}

/** §7: POST …/vctc with isControlEnabled creates the control (§4: when there is no documentId). */
export async function createCardControl(
  userGuid: string,
  paymentGuid: string,
  body: CreateCardControlRequest,
): Promise<CardControl> {
  return controlOf(
    await send({ method: 'post', url: instrumentPath(userGuid, paymentGuid, 'vctc'), data: body }),
    body.isControlEnabled,
  );
}

/** §7: PUT …/vctc with documentId and globalControl.isControlEnabled updates it. */
export async function updateCardControl(
  userGuid: string,
  paymentGuid: string,
  body: UpdateCardControlRequest,
): Promise<CardControl> {
  const control = controlOf(
    await send({ method: 'put', url: instrumentPath(userGuid, paymentGuid, 'vctc'), data: body }),
    body.globalControl.isControlEnabled,
  );
  return { ...control, documentId: control.documentId ?? body.documentId };
}
