// The one way a screen reads from the server: a TanStack Query query (cached in the page's one client
// and shared with every remote), whose failure the catalogue presents (client.ts); what §8 puts on
// the form comes back as `failure`.
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormMessage } from '@portal/domain/text';
import { formMessageOf, type FailureMeta } from '../failures';
import { useQueryClient } from './client';

export type PortalQuery<TData, TError = Error> = UseQueryResult<TData, TError> & { failure: FormMessage | null };

/**
 * The form's message of an error, made once per error: the same object at every render while the
 * error stands, so FormError takes focus when a failure arrives and not at each render after it.
 */
function useFailureOf(error: unknown, meta: FailureMeta | undefined): FormMessage | null {
  const [kept, setKept] = useState<{ error: unknown; message: FormMessage | null }>({ error: null, message: null });
  if (kept.error === error) return kept.message;
  const next = { error, message: formMessageOf(error, meta) };
  // React's "adjusting state while rendering": this render goes on with the new message.
  setKept(next);
  return next.message;
}

export function usePortalQuery<TData, TError = Error, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey>,
): PortalQuery<TData, TError> {
  const query = useQuery(options, useQueryClient());
  const failure = useFailureOf(query.error, options.meta);
  return { ...query, failure };
}
