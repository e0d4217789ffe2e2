// §2 Features with several qualifying cards: a native select, labelled Card, of each card's name and
// last four; the page shows the chosen one. A plain select needs no script to be used by keyboard.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardName } from './card-name';
import styles from './card-features.module.css';
import type { FeatureCardView } from './feature-card-view';

export interface CardPickerProps {
  cards: readonly FeatureCardView[];
  value: string;
  onChange: (panGuid: string) => void;
}

export function CardPicker({ cards, value, onChange }: CardPickerProps) {
  const { t } = useTranslation('postlogin');
  const id = useId();
  const nameOf = useCardName();
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{t('cardFeatures.card')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {cards.map((card) => (
          <option key={card.panGuid} value={card.panGuid}>
            {nameOf(card)}
          </option>
        ))}
      </select>
    </div>
  );
}
