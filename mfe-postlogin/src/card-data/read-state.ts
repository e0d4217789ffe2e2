// What a part of a card's data (on Accounts, on the card's page) shows of one read, as settings'
// contacts do: busy the first time and while reading again after a failure, failed (with Try again)
// when the last read failed and none is under way.
import type { PortalQuery } from '@portal/client/query';

export interface SectionRead<T> {
  /** The answer, once read. */
  data: T | undefined;
  busy: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
}

export function sectionRead<T>(query: PortalQuery<T>): SectionRead<T> {
  return {
    data: query.data,
    busy: query.isPending || (query.isError && query.isFetching),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}
