// §6 balance inquiry (BAL_INQ): the card's balances, through the page's one cache. The read has no §8
// table of its own: a failure goes through §8 Sign-in and general (a technical popup for 401, 500 or
// 502), and the section says it too, with Try again.
import type { CardBalances } from '@portal/client/api';
import { usePortalQuery } from '@portal/client/query';
import { balancesQuery } from '../../../card-data/card-data-keys';
import { sectionRead, type SectionRead } from '../../../card-data/read-state';

export function useCardBalances(userGuid: string, panGuid: string): SectionRead<CardBalances> {
  return sectionRead(usePortalQuery({ ...balancesQuery(userGuid, panGuid), enabled: userGuid !== '' }));
}
