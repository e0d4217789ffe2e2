// A feature with terms of its own is on once they are accepted. users/{userGuid}/getTerms with
// the feature's code answers the PRODUCT terms still to accept: an empty list means the feature is on.
// A capability several codes give (push provisioning: every code containing PUSH_PROVISION) is on once
// every code's terms are accepted, so the terms of all of them are read together and asked for at once.
// The key sits under the shared userTermsQuery's (['users', userGuid, 'terms']), so whatever
// invalidates the user's terms invalidates these too.
import { getUserTerms, type TermsItem } from '@portal/client/api';
import { usePortalQuery } from '@portal/client/query';

export const featureTermsKey = (userGuid: string, featureCodes: readonly string[]) =>
  ['users', userGuid, 'terms', ...featureCodes] as const;

export interface FeatureTermsRead {
  /** The terms still to accept, once read: empty when the feature is on. */
  terms: readonly TermsItem[] | undefined;
  busy: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
}

/** Terms several codes share are one to accept: the first of each guid is kept. */
function uniqueTerms(lists: readonly (readonly TermsItem[])[]): TermsItem[] {
  const seen = new Set<string>();
  return lists.flat().filter((item) => !seen.has(item.guid) && seen.add(item.guid));
}

export function useFeatureTerms(userGuid: string, featureCodes: readonly string[]): FeatureTermsRead {
  const query = usePortalQuery({
    queryKey: featureTermsKey(userGuid, featureCodes),
    queryFn: async () => uniqueTerms(await Promise.all(featureCodes.map((code) => getUserTerms(userGuid, code)))),
    enabled: userGuid !== '' && featureCodes.length > 0,
  });
  return {
    terms: query.data,
    busy: query.isPending || (query.isError && query.isFetching),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}
