// §2 Features: the signed-in user's cards that have a Features entry, from the page's one cache (the
// shared cardsQuery, home's list and the nav's check are the same entry), with the issuer's half of §6:
// whether the web SDK channel is offered at all, and whether the subscription manager is.
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { featuresEnabled, subscriptionManagerEnabled } from '@portal/domain/features';
import { cardsQuery, usePortalQuery } from '@portal/client/query';
import { appDetailsAtom } from '@portal/client/state';
import { featureCards, type FeatureCardView } from '../components/feature-card-view';

export interface FeatureCardsRead {
  /** §6 the issuer's half: an active SDK feature on WEB_SDK. Without it the page has nothing to show. */
  offered: boolean;
  /** The cards with a Features entry, primary first, once read (empty: none qualifies). */
  cards: readonly FeatureCardView[] | undefined;
  /** §6 "Subscription manager needs VSPS and COF". */
  subscriptionManager: boolean;
  /** Read for the first time, or again after a failure. */
  busy: boolean;
  /** The last read failed and none is under way: the page offers Try again. */
  failed: boolean;
  retry: () => Promise<unknown>;
}

export function useFeatureCards(accountId: string): FeatureCardsRead {
  const features = useAtomValue(appDetailsAtom)?.features;
  const offered = featuresEnabled(features ?? []);
  const query = usePortalQuery({ ...cardsQuery(accountId), enabled: offered && accountId !== '' });
  const cards = useMemo(
    () => (query.data ? featureCards(query.data, features ?? []) : undefined),
    [query.data, features],
  );
  return {
    offered,
    cards,
    subscriptionManager: subscriptionManagerEnabled(features ?? []),
    busy: query.isPending || (query.isError && query.isFetching),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}
