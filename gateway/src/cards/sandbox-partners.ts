// The sandbox's push-provisioning partners (§6 push provisioning): stand-ins for the wallets and
// merchants of partner-logos.ts, which take a pushed card the way a real partner's server would. The
// partner redeems the federated token (once: a used, expired or another partner's token is refused),
// then answers: accepted, already provisioned when it holds the card already, or declined when its
// own checks refuse it (in the sandbox, the partner marked so: Glimmerbox Games declines every card).
// Production has no stand-ins: the route is registered in the sandbox profile only.
import type { PartnerProvisionOutcome } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { invalidInput, notFound } from '../errors';
import { tokenHash } from '../platform/secrets';
import { recordPartnerProvision, redeemFederatedToken } from './cards-store';
import { partnerOf } from './partner-logos';

export async function pushToSandboxPartner(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  orgId: string,
  federatedToken: string,
): Promise<PartnerProvisionOutcome> {
  const partner = partnerOf(orgId);
  if (!partner) throw notFound('No such partner.');
  const now = ctx.now();
  const card = await redeemFederatedToken(ctx.db, tokenHash(federatedToken), partner.id, now);
  if (!card) throw invalidInput('federatedToken: not a live token issued for this partner');
  if (partner.sandboxAnswer === 'declines') return 'declined';
  return (await recordPartnerProvision(ctx.db, { orgId: partner.id, ...card }, now))
    ? 'accepted'
    : 'alreadyProvisioned';
}
