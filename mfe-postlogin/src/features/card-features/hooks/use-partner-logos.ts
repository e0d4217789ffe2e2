// §7 vmeservices/v1/partner/logo/locale/{locale}: the partners a card can be pushed to, at most §9's 16,
// asked for in §9's language (en) whatever the page's. Not a person's data, so the key is the language's.
import { PARTNER_LOGO_COUNT, PARTNER_LOGO_LANGUAGE } from '@portal/domain/constants';
import { getPartnerLogos, type PartnerLogo } from '@portal/client/api';
import { usePortalQuery } from '@portal/client/query';

export interface PartnerLogosRead {
  logos: readonly PartnerLogo[] | undefined;
  busy: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
}

export function usePartnerLogos(): PartnerLogosRead {
  const query = usePortalQuery({
    queryKey: ['partners', 'logos', PARTNER_LOGO_LANGUAGE],
    queryFn: async () => (await getPartnerLogos(PARTNER_LOGO_LANGUAGE)).slice(0, PARTNER_LOGO_COUNT),
  });
  return {
    logos: query.data,
    busy: query.isPending || (query.isError && query.isFetching),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}
