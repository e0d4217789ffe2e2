// §7 Step-up names a phone: the user's primary one, read from the page's one cache (the shared
// phonesQuery, which the settings screens change and invalidate).
import { phonesQuery, usePortalQuery } from '@portal/client/query';

export interface PrimaryPhoneRead {
  /** Once read: the primary phone's guid, or null without one. */
  phoneGuid: string | null | undefined;
  /** Whether the user has any phone (one that is not primary yet still needs Settings, not a new number). */
  hasPhones: boolean;
  busy: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
}

export function usePrimaryPhone(userGuid: string, enabled: boolean): PrimaryPhoneRead {
  const query = usePortalQuery({ ...phonesQuery(userGuid), enabled: enabled && userGuid !== '' });
  return {
    phoneGuid: query.data ? (query.data.find((phone) => phone.primary)?.phoneGuid ?? null) : undefined,
    hasPhones: (query.data?.length ?? 0) > 0,
    busy: enabled && (query.isPending || (query.isError && query.isFetching)),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}
