// §7 Application and other: partner logos and federated provisioning. §7 shows no shapes: these are the
// gateway's contract.
import * as v from 'valibot';

/** A partner's logo (§9: the thank-you page shows 16, in English). */
export const PartnerLogoSchema = v.object({ name: v.string(), imageUrl: v.pipe(v.string(), v.url()) });
export type PartnerLogo = v.InferOutput<typeof PartnerLogoSchema>;

export const PartnerLogosResponseSchema = v.object({ logos: v.array(PartnerLogoSchema) });

/** §6 push provisioning of a card to a partner; §3 "federated token and organisation id". */
export const FederatedProvisionRequestSchema = v.object({ panGuid: v.string(), orgId: v.string() });
export type FederatedProvisionRequest = v.InferInput<typeof FederatedProvisionRequestSchema>;

export const FederatedProvisionResponseSchema = v.object({ federatedToken: v.pipe(v.string(), v.nonEmpty()) });
export type FederatedProvision = v.InferOutput<typeof FederatedProvisionResponseSchema>;
