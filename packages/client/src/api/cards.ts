// §7 Cards (portal): list, add, edit and delete under /consumer-controller/v1/account/{accountId}/paymentInstrument.
// The card as read is the domain's (§3 Card in the portal, domain/card/card-portal.ts); the card rules
// (brands, lengths, nickname defaults, which card is primary) live there too: this layer sends what it is given.
import { PortalCardListSchema, type PortalCard } from '@portal/domain/card';
import {
  type AddCardRequest,
  type UpdateCardRequest,
  AddCardResponseSchema,
  type AddCardResponse,
} from '@portal/domain/schemas';
import { parseResponse } from './boundary';
import { call, callVoid, path, send } from './http';

const cardsPath = (accountId: string) => path`/consumer-controller/v1/account/${accountId}/paymentInstrument`;

const cardPath = (accountId: string, panGuid: string) =>
  path`/consumer-controller/v1/account/${accountId}/paymentInstrument/${panGuid}`;

/** §7: GET lists the cards; §4 Card defaults: No Content (204) is an empty list. */
export async function getCards(accountId: string): Promise<PortalCard[]> {
  const response = await send({ method: 'get', url: cardsPath(accountId) });
  if (response.status === 204) return [];
  return parseResponse(PortalCardListSchema, response.data, response.status).paymentInstruments;
}

/** §7: POST on the list's path adds a card. */
export async function addCard(accountId: string, body: AddCardRequest): Promise<AddCardResponse> {
  return call(AddCardResponseSchema, { method: 'post', url: cardsPath(accountId), data: body });
}

/** §7: PATCH {base}/{panGuid} edits a card (the list is fetched again afterwards, §4). */
export async function updateCard(accountId: string, panGuid: string, body: UpdateCardRequest): Promise<void> {
  return callVoid({ method: 'patch', url: cardPath(accountId, panGuid), data: body });
}

/** §7: DELETE {base}/{panGuid}. */
export async function deleteCard(accountId: string, panGuid: string): Promise<void> {
  return callVoid({ method: 'delete', url: cardPath(accountId, panGuid) });
}
