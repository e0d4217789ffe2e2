// @portal/client/query: the page's server state (TanStack Query): one client for every remote, reads
// and writes whose failures go through the §8 catalogue in one place, and the shared reads' keys.
export { QueryClientProvider } from '@tanstack/react-query';
export { createQueryClient, queryClient, useQueryClient } from './client';
export {
  formMessageOf,
  presentFailure,
  presentFailureInline,
  type FailureMeta,
  type ServerField,
} from '../failures';
export { presentError, type PresentOptions } from '../failures';
export { addressesQuery, cardsQuery, emailsQuery, enrolmentTermsQuery, phonesQuery, userTermsQuery } from './queries';
export {
  usePortalMutation,
  type FieldErrorTarget,
  type PortalMutation,
  type PortalMutationOptions,
} from './use-portal-mutation';
export { usePortalQuery, type PortalQuery } from './use-portal-query';
