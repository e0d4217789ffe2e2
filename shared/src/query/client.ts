// The page's one server-state cache (TanStack Query). @portal/shared/query is a Module Federation
// singleton, so the shell and every remote read and invalidate the same cache: a card added in one
// remote is the card the others see. Every failure goes through the §8 catalogue in the caches'
// error callbacks (failure.ts), whichever screen made the call.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { presentFailure } from './failure';

/** A new client with the portal's defaults (one per page; a test may make its own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => presentFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => presentFailure(error, mutation.meta) }),
    defaultOptions: {
      // A failed call is told at once (§8) and offered again by the screen, never retried behind the
      // person's back: a retried sign-in or code would count against its limits.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
