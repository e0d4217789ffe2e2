// A card's status and its virtual card control (§3 Virtual card control, §4 Suspend control, §7 Cards
// (portal): users/{userGuid}/paymentInstruments/{paymentGuid}/status and …/vctc). The control exists
// once created (before that GET answers 404 DPS_4001, "no control yet"); isControlEnabled true means
// suspended, and a change of the control changes the card's status with it, so the list, the status
// and the control never disagree. Only a card whose issuer offers a virtual card control on the web has one.
import { randomUUID } from 'node:crypto';
import { cardOffers } from '@portal/domain/features';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import { GatewayError } from '../errors';
import { type CardOwner, ownedCard } from './cards';
import { controlHasDocument, controlRow, writeControlRow } from './cards-store';
import { issuerFeatures } from '../platform/issuers-store';
import { cardFactsOf } from './card-facts';

/** §3 card status desc. */
const CARD_STATUS_DESC = { ACTIVE: 'Active', SUSPENDED: 'Suspended' } as const;

export interface ControlAnswer {
  documentId: string;
  isControlEnabled: boolean;
  globalControl: { isControlEnabled: boolean };
}

const noControlYet = () => new GatewayError(404, 'DPS_4001', 'This card has no virtual card control yet.');
const controlNotOffered = () =>
  new GatewayError(404, '404', "The card's issuer offers no virtual card control on the web.");

/** The caller's card, which must have the §6 virtual card control capability. */
async function controllableCard(db: Queryable, owner: CardOwner, panGuid: string): Promise<string> {
  const card = await ownedCard(db, owner, panGuid);
  const capabilities = cardOffers(
    await cardFactsOf(db, owner.issuerId, card),
    await issuerFeatures(db, owner.issuerId),
  );
  if (!capabilities.includes('virtualCardControl')) throw controlNotOffered();
  return card.pan_guid;
}

const answerOf = (row: { document_id: string; is_control_enabled: boolean }): ControlAnswer => ({
  documentId: row.document_id,
  isControlEnabled: row.is_control_enabled,
  globalControl: { isControlEnabled: row.is_control_enabled },
});

/** §7 GET card status: desc 'Suspended' or 'Active'. */
export async function cardStatus(
  ctx: Pick<GatewayContext, 'db'>,
  owner: CardOwner,
  panGuid: string,
): Promise<{ desc: string }> {
  const card = await ownedCard(ctx.db, owner, panGuid);
  return { desc: CARD_STATUS_DESC[card.status] };
}

/** §7 GET the control, or 404 DPS_4001 when none was created. */
export async function getControl(
  ctx: Pick<GatewayContext, 'db'>,
  owner: CardOwner,
  panGuid: string,
): Promise<ControlAnswer> {
  const id = await controllableCard(ctx.db, owner, panGuid);
  const row = await controlRow(ctx.db, id);
  if (!row) throw noControlYet();
  return answerOf(row);
}

async function writeControl(tx: Queryable, panGuid: string, enabled: boolean, now: Date): Promise<ControlAnswer> {
  return answerOf(await writeControlRow(tx, panGuid, { documentId: randomUUID(), enabled }, now));
}

/**
 * §7 POST: creates the control. A second create (another tab created it meanwhile) changes the one
 * that exists and answers its documentId, so a card never has two.
 */
export async function createControl(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  owner: CardOwner,
  panGuid: string,
  enabled: boolean,
): Promise<ControlAnswer> {
  return ctx.db.transaction(async (tx) => {
    const id = await controllableCard(tx, owner, panGuid);
    await lockForTransaction(tx, `card-control:${id}`);
    return writeControl(tx, id, enabled, ctx.now());
  });
}

/** §7 PUT: updates the control named by documentId; another card's or an unknown documentId is 404 DPS_4001. */
export async function updateControl(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  owner: CardOwner,
  panGuid: string,
  documentId: string,
  enabled: boolean,
): Promise<ControlAnswer> {
  return ctx.db.transaction(async (tx) => {
    const id = await controllableCard(tx, owner, panGuid);
    await lockForTransaction(tx, `card-control:${id}`);
    if (!(await controlHasDocument(tx, id, documentId))) throw noControlYet();
    return writeControl(tx, id, enabled, ctx.now());
  });
}
