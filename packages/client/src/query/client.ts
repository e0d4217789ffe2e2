// The page's one server-state cache (TanStack Query). @portal/client/query is a Module Federation
// singleton, so the shell and every remote read and invalidate the same cache: a card added in one
// remote is the card the others see. Every failure goes through the §8 catalogue in the caches'
// error callbacks (ui/present-failure.ts), whichever screen made the call. No screen needs a provider:
// the hooks take the client of a QueryClientProvider above them (a test's own), else this one, so a
// page loads TanStack Query only when a screen of it first reads or writes (decision 036).
import { MutationCache, QueryCache, QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { presentFailure } from '../failures';
import { clearCacheWithSession } from './session-link';

/** A new client with the portal's defaults (one per page; a test may make its own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => presentFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => presentFailure(error, mutation.meta),
    }),
    defaultOptions: {
      // A failed call is told at once (§8) and offered again by the screen, never retried behind the
      // person's back: a retried sign-in or code would count against its limits.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The page's client. It follows the session from its creation: the first screen that makes a call creates it. */
export const queryClient = createQueryClient();
clearCacheWithSession(queryClient);

/** The client a screen's hooks use: a provider's above it (a test's), else the page's. */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}
