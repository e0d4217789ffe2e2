// A feature with terms of its own is on once they are accepted. users/{userGuid}/getTerms with
// the feature's code answers the PRODUCT terms still to accept: an empty list means the feature is on.
// The key sits under the shared userTermsQuery's (['users', userGuid, 'terms']), so whatever
// invalidates the user's terms invalidates these too.
import { getUserTerms, type TermsItem } from '@portal/client/api';
import { usePortalQuery } from '@portal/client/query';

export const featureTermsKey = (userGuid: string, featureCode: string) =>
  ['users', userGuid, 'terms', featureCode] as const;

export interface FeatureTermsRead {
  /** The terms still to accept, once read: empty when the feature is on. */
  terms: readonly TermsItem[] | undefined;
  busy: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
}

export function useFeatureTerms(userGuid: string, featureCode: string): FeatureTermsRead {
  const query = usePortalQuery({
    queryKey: featureTermsKey(userGuid, featureCode),
    queryFn: () => getUserTerms(userGuid, featureCode),
    enabled: userGuid !== '',
  });
  return {
    terms: query.data,
    busy: query.isPending || (query.isError && query.isFetching),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}
