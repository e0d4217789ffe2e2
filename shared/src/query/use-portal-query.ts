// The one way a screen reads from the server: a TanStack Query query (cached in the page's one client
// and shared with every remote), whose failure the catalogue presents (client.ts); what §8 puts on
// the form comes back as `failure`.
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { FormMessage } from '../forms/form-message';
import { formMessageOf } from './failure';

export type PortalQuery<TData, TError = Error> = UseQueryResult<TData, TError> & { failure: FormMessage | null };

export function usePortalQuery<TData, TError = Error, TKey extends QueryKey = QueryKey>(options: UseQueryOptions<TData, TError, TData, TKey>): PortalQuery<TData, TError> {
  const query = useQuery(options);
  return { ...query, failure: formMessageOf(query.error, options.meta) };
}
