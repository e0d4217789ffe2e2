// §2 features: the cards with a Features entry (§6: a financial account type and web SDK products), one
// at a time (a select chooses it when there are several, primary first), with what it can do, its card
// details (card display) and Push to partners (push provisioning). With nothing to show (the issuer
// offers no web SDK feature, or none of the user's cards has one) the page is home's, in its place.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { sessionAtom } from '@portal/client/state';
import { navigateTo, useRetryFocus, useRouteBack, useRouteMeta } from '@portal/ui';
import { useFeatureCards } from '../hooks/use-feature-cards';
import { CapabilityList } from './capability-list';
import { CardDetailsSection } from './card-details-section';
import { useCardName } from './card-name';
import { CardPicker } from './card-picker';
import type { FeatureCardView } from './feature-card-view';
import { LoadFailure, Loading } from './load-state';
import { PushProvisioningSection } from './push-provisioning-section';

interface ChosenCardProps {
  userGuid: string;
  cards: readonly FeatureCardView[];
  subscriptionManager: boolean;
}

function ChosenCard({ userGuid, cards, subscriptionManager }: ChosenCardProps) {
  const nameOf = useCardName();
  const [chosen, setChosen] = useState<string | null>(null);
  // The first is the primary card (or the first qualifying one); a chosen card gone from the list gives way to it.
  const card = cards.find((c) => c.panGuid === chosen) ?? cards[0];
  if (!card) return null;
  return (
    <>
      {cards.length > 1 && <CardPicker cards={cards} value={card.panGuid} onChange={setChosen} />}
      <CapabilityList
        cardName={nameOf(card)}
        panGuid={card.panGuid}
        capabilities={card.capabilities}
        subscriptionManager={subscriptionManager}
      />
      {/* Keyed by card: another card starts with nothing revealed (the last one's details are dropped). */}
      {card.capabilities.includes('cardDisplay') && (
        <CardDetailsSection key={`details-${card.panGuid}`} userGuid={userGuid} panGuid={card.panGuid} />
      )}
      {/* Keyed by card too: another card starts with no partner's answer on show. */}
      {card.capabilities.includes('pushProvisioning') && card.pushProvisioningCodes.length > 0 && (
        <PushProvisioningSection
          key={`push-${card.panGuid}`}
          userGuid={userGuid}
          panGuid={card.panGuid}
          featureCodes={card.pushProvisioningCodes}
        />
      )}
    </>
  );
}

export function FeaturesPage() {
  const { t } = useTranslation('postlogin');
  // §7: the cards are the account's whose id is the session's user guid.
  const userGuid = useAtomValue(sessionAtom).userId ?? '';
  useRouteMeta('features');
  useRouteBack('features');
  const read = useFeatureCards(userGuid);
  const { busy, failed, cards } = read;
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });
  const nothingToShow = !read.offered || cards?.length === 0;

  useEffect(() => {
    // In place of this page (replace): back does not return to a page that only sends the person on.
    if (nothingToShow) navigateTo(href('home'), { replace: true });
  }, [nothingToShow]);

  return (
    <div className="portal-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('features.title')}
      </h1>
      {failed && <LoadFailure message={t('cardFeatures.loadFailed')} onRetry={retry} buttonRef={retryButton} />}
      {busy && read.offered && <Loading label={t('cardFeatures.loading')} />}
      {cards && cards.length > 0 && !busy && !failed && (
        <ChosenCard userGuid={userGuid} cards={cards} subscriptionManager={read.subscriptionManager} />
      )}
    </div>
  );
}
