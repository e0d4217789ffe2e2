// How the Features screen names a card (the select's options, the capabilities' heading): its §3 title
// with its last four digits, said once (§4's default title, brand word plus last four, already has them).
import { useTranslation } from 'react-i18next';
import type { FeatureCardView } from './feature-card-view';

export function useCardName(): (card: FeatureCardView) => string {
  const { t } = useTranslation('postlogin');
  return (card) =>
    'text' in card.title
      ? t('cardFeatures.cardNamed', { title: card.title.text, lastFour: card.lastFour })
      : t(card.title.key, card.title.values);
}
