// §7 Application and other: partner logos and federated provisioning. §7 shows no shapes: these are the
// gateway's contract.
import * as v from 'valibot';

/** A partner's organisation id (§3 "organisation id"): letters, digits and . _ - only. */
export const ORG_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A partner's logo (§9: the thank-you page shows 16, in English), its organisation id, and where the
 * partner takes a pushed card's federated token when the gateway knows (the sandbox's partners do).
 */
export const PartnerLogoSchema = v.object({
  name: v.string(),
  orgId: v.pipe(v.string(), v.regex(ORG_ID_PATTERN)),
  imageUrl: v.pipe(v.string(), v.url()),
  provisionUrl: v.optional(v.pipe(v.string(), v.url())),
});
export type PartnerLogo = v.InferOutput<typeof PartnerLogoSchema>;

export const PartnerLogosResponseSchema = v.object({ logos: v.array(PartnerLogoSchema) });

/** §6 push provisioning of a card to a partner; §3 "federated token and organisation id". */
export const FederatedProvisionRequestSchema = v.object({ panGuid: v.string(), orgId: v.string() });
export type FederatedProvisionRequest = v.InferInput<typeof FederatedProvisionRequestSchema>;

export const FederatedProvisionResponseSchema = v.object({ federatedToken: v.pipe(v.string(), v.nonEmpty()) });
export type FederatedProvision = v.InferOutput<typeof FederatedProvisionResponseSchema>;

/** What a partner answers a pushed card (§6 push provisioning): taken, refused, or one it holds already. */
export const PARTNER_PROVISION_OUTCOMES = ['accepted', 'declined', 'alreadyProvisioned'] as const;
export type PartnerProvisionOutcome = (typeof PARTNER_PROVISION_OUTCOMES)[number];

/** The federated token handed to the partner, which redeems it for the card. */
export const PartnerProvisionRequestSchema = v.object({ federatedToken: v.pipe(v.string(), v.nonEmpty()) });
export const PartnerProvisionResponseSchema = v.object({ outcome: v.picklist(PARTNER_PROVISION_OUTCOMES) });
