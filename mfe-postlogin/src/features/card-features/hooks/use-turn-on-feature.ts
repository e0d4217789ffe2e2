// §7 Step-up: accepting a feature's terms turns it on: POST …/phones/{phoneGuid}/features/DEFAULT/
// acceptTerms with the user's primary phone and the guids of the terms shown (§3 Feature terms payload).
// Done once the feature's terms have been read again, so what the screen shows next is the server's answer.
import { acceptFeatureTerms, type TermsItem } from '@portal/client/api';
import { usePortalMutation, useQueryClient, type PortalMutation } from '@portal/client/query';
import { featureTermsKey } from './use-feature-terms';

export interface TurnOnFeature {
  userGuid: string;
  /** The codes whose terms these are (feature-terms.ts reads them together). */
  featureCodes: readonly string[];
  /** The primary phone's guid (§7 {phoneGuid}). */
  phoneGuid: string;
  terms: readonly TermsItem[];
}

export function useTurnOnFeature(onTurnedOn: () => void): PortalMutation<TurnOnFeature, void> {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: ({ userGuid, phoneGuid, terms }: TurnOnFeature) =>
      acceptFeatureTerms(userGuid, phoneGuid, {
        userTermsAndConditionList: terms.map((item) => ({ guid: item.guid })),
      }),
    // §8 Sign-in and general, as every terms acceptance (VMCP_1006 is the terms form's message).
    meta: { operation: 'general' },
    onSuccess: async (_answer, { userGuid, featureCodes }) => {
      await queryClient.invalidateQueries({ queryKey: featureTermsKey(userGuid, featureCodes) });
      onTurnedOn();
    },
  });
}
