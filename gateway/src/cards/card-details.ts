// What a card's SDK features hand out (§6 per-card capabilities). Card display
// (CARD_INFORMATION_DISPLAY_SDK, §7 …/sdkPayload/v2): the card's full number, opened from the vault, and
// its expiry, for the portal to show for DISPLAY_SECONDS and then forget; the number is never kept,
// logged or cached on the way. Push provisioning (§7 federatedProvision): a short-lived federated token.
// Only a card whose issuer offers the feature on the web SDK channel has either.
import type * as v from 'valibot';
import { cardOffers, cardPushCodes, type CardCapability } from '@portal/domain/features';
import { type CardDetailsResponseSchema, ORG_ID_PATTERN } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { GatewayError, invalidInput } from '../errors';
import { openCardNumber } from './card-vault';
import { cardNotFound, type CardOwner, ownedCard } from './cards';
import { insertFederatedToken, sealedCardOf } from './cards-store';
import { featureTermsAccepted } from './feature-terms';
import { issuerFeatures } from '../platform/issuers-store';
import { cardFactsOf } from './card-facts';
import { newAccessToken, tokenHash } from '../platform/secrets';

type CardDetailsAnswer = v.InferInput<typeof CardDetailsResponseSchema>;

/** How long the portal shows the number before it forgets it (the schema allows 1 to 300). */
export const DISPLAY_SECONDS = 30;

/** §8 404: the card exists and is the caller's, but its issuer does not offer this on the web. */
const notOffered = (what: string) => new GatewayError(404, '404', `The card's issuer offers no ${what} on the web.`);

/**
 * The caller's card (else 404), which must have the §6 capability (else 404 with a §8 body): the
 * capability needs the code on the card and among the issuer's active web features (WEB_SDK for an
 * SDK type), as card-controls.ts reads it. Answers the card's id as stored.
 */
export async function cardWithCapability(
  db: Queryable,
  owner: CardOwner,
  panGuid: string,
  capability: CardCapability,
  what: string,
): Promise<string> {
  const card = await ownedCard(db, owner, panGuid);
  const capabilities = cardOffers(
    await cardFactsOf(db, owner.issuerId, card),
    await issuerFeatures(db, owner.issuerId),
  );
  if (!capabilities.includes(capability)) throw notOffered(what);
  return card.pan_guid;
}

/** The card's full number and expiry, opened from the vault (the card was checked by cardWithCapability). */
export async function cardDetails(
  ctx: Pick<GatewayContext, 'db' | 'vault'>,
  owner: CardOwner,
  panGuid: string,
): Promise<CardDetailsAnswer> {
  const row = await sealedCardOf(ctx.db, owner.userId, panGuid);
  // Deleted between the check and now: as any card that is not the caller's.
  if (!row) throw cardNotFound();
  return {
    accountNumber: openCardNumber(ctx.vault, panGuid, { keyId: row.number_key_id, sealed: row.number_sealed }),
    expirationMonth: row.expiration_month,
    expirationYear: row.expiration_year,
    displaySeconds: DISPLAY_SECONDS,
  };
}

/** How long a federated token lives: long enough for the partner to redeem it at once, no longer. */
export const FEDERATED_TOKEN_LIFETIME_MS = 5 * 60_000;

/** §8 403: the card cannot be provisioned (no push provisioning on the web, or its terms not accepted). */
const provisioningRefused = (why: string) => new GatewayError(403, '403', why);

/**
 * §6 push provisioning, §7 issuer-controller/v1/federatedProvision: a federated token for the
 * partner `orgId` to provision the caller's card with. The card must be the caller's (else 404), offer
 * push provisioning on the web SDK channel, and have every push-provisioning feature's own terms
 * accepted (else 403). The token is random and lives FEDERATED_TOKEN_LIFETIME_MS; only its SHA-256 is kept.
 */
export async function federatedProvision(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  owner: CardOwner,
  request: { panGuid: string; orgId: string },
): Promise<{ federatedToken: string }> {
  if (!ORG_ID_PATTERN.test(request.orgId)) throw invalidInput('orgId: 1 to 64 letters, digits, ., _ or -');
  const card = await ownedCard(ctx.db, owner, request.panGuid);
  const features = await issuerFeatures(ctx.db, owner.issuerId);
  // The card's codes that each give it push provisioning on the web (VISA_PUSH_PROVISION…), read by the shared rule.
  const pushCodes = cardPushCodes(await cardFactsOf(ctx.db, owner.issuerId, card), features);
  if (pushCodes.length === 0) throw provisioningRefused("The card's issuer offers no push provisioning on the web.");
  if (!(await featureTermsAccepted(ctx.db, owner.userId, owner.issuerId, pushCodes)))
    throw provisioningRefused('The terms of push provisioning are not accepted yet.');
  const token = newAccessToken();
  const now = ctx.now();
  await insertFederatedToken(
    ctx.db,
    {
      tokenHash: tokenHash(token),
      userId: owner.userId,
      panGuid: card.pan_guid,
      orgId: request.orgId,
      expiresAt: new Date(now.getTime() + FEDERATED_TOKEN_LIFETIME_MS),
    },
    now,
  );
  return { federatedToken: token };
}
