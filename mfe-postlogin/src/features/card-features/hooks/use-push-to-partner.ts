// §6 push provisioning: a card sent to a partner. The gateway issues a federated token for the card and
// the partner (issuer-controller/v1/federatedProvision), the partner redeems it and answers what it did:
// accepted, declined, or already provisioned. A token serves one push: each choice asks for a new one.
import {
  createFederatedProvision,
  provisionAtPartner,
  type PartnerLogo,
  type PartnerProvisionOutcome,
} from '@portal/client/api';
import { usePortalMutation, useQueryClient, type PortalMutation } from '@portal/client/query';
import { isApiError } from '@portal/domain/errors';
import { featureTermsKey } from './use-feature-terms';

/** A partner the card can be pushed to: the logo's, with where it takes the token. */
export type PushPartner = PartnerLogo & { provisionUrl: string };

export interface PartnerAnswer {
  partner: string;
  outcome: PartnerProvisionOutcome;
}

export interface PushCard {
  userGuid: string;
  panGuid: string;
  /** The card's push codes: a 403 means their terms are to accept again, so they are read again. */
  featureCodes: readonly string[];
}

export function usePushToPartner({
  userGuid,
  panGuid,
  featureCodes,
}: PushCard): PortalMutation<PushPartner, PartnerAnswer> {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: async (partner: PushPartner) => {
      const { federatedToken } = await createFederatedProvision({ panGuid, orgId: partner.orgId });
      return { partner: partner.name, outcome: await provisionAtPartner(partner.provisionUrl, federatedToken) };
    },
    meta: { operation: 'pushProvision' },
    onError: (error) => {
      if (isApiError(error) && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: featureTermsKey(userGuid, featureCodes) });
    },
  });
}
