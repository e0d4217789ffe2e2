// §7 vmeservices/v1/partner/logo/locale/{locale}: the partners a card can be pushed to, in the page's
// language, at most §9's 16. Not a person's data, so the key is the locale's alone.
import { getPartnerLogos, type PartnerLogo } from '@portal/client/api';
import { usePortalQuery } from '@portal/client/query';
import { PARTNER_LOGO_LIMIT } from '../components/feature-card-view';

export interface PartnerLogosRead {
  logos: readonly PartnerLogo[] | undefined;
  busy: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
}

export function usePartnerLogos(locale: string): PartnerLogosRead {
  const query = usePortalQuery({
    queryKey: ['partners', 'logos', locale],
    queryFn: async () => (await getPartnerLogos(locale)).slice(0, PARTNER_LOGO_LIMIT),
  });
  return {
    logos: query.data,
    busy: query.isPending || (query.isError && query.isFetching),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}
