// §2 Card carousel (review): the shopper's saved cards, each with art, nickname, last four and expiry;
// a card that cannot pay is greyed with its overlay message (§8), a card not verified has an Edit card
// link, and one expiring this month or next is flagged. The shopper picks a card and uses it (the host
// charges it: the cardSelected event), or adds one. §4: an empty collection raises 'empty'.
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalQuery } from '@portal/client/query';
import { Spinner } from '@portal/ui';
import { useWallet } from '../../wallet/wallet-context';
import { walletCardsQuery } from '../../wallet/wallet-data';
import { BillingAddresses } from './billing-addresses';
import { reviewCards, type ReviewCardView } from './review-view';
import styles from './review.module.css';
import { LoadFailure } from '../../wallet/load-failure';

function CardTile({
  card,
  selected,
  onSelect,
  group,
}: {
  card: ReviewCardView;
  selected: boolean;
  onSelect: () => void;
  group: string;
}) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const title = 'text' in card.title ? card.title.text : t(card.title.key, card.title.values);
  const messageId = useId();
  return (
    <li className={`${styles.tile} ${card.available ? '' : styles.unavailable}`} data-testid="review-card">
      <label className={styles.choice}>
        <input
          type="radio"
          name={group}
          value={card.id}
          checked={selected}
          disabled={!card.available}
          onChange={onSelect}
          aria-describedby={card.overlay ? messageId : undefined}
        />
        <span className={styles.artFrame} aria-hidden="true">
          {card.art ? (
            <img src={card.art.src} srcSet={card.art.srcSet} alt="" width={card.art.width} height={card.art.height} />
          ) : (
            <span className={styles.generic} />
          )}
        </span>
        <span className={styles.details}>
          <span className={styles.title}>{title}</span>
          <span>
            <span aria-hidden="true">{card.cardNumber}</span>
            <span className="visually-hidden">{t(card.cardNumberLabel.key, card.cardNumberLabel.values)}</span>
          </span>
          {card.expiry && <span>{t('review.expires', { expiry: card.expiry })}</span>}
          {card.isDefault && <span className={styles.flag}>{t('review.default')}</span>}
          {card.willExpire && <span className={styles.flag}>{t('review.willExpire')}</span>}
        </span>
      </label>
      {card.overlay && (
        <p id={messageId} className={styles.overlay}>
          {t(card.overlay)}
        </p>
      )}
      {card.editRoute && (
        <button
          type="button"
          className={`portal-button portal-button--secondary ${styles.edit}`}
          onClick={() => void navigate(`/${card.editRoute ?? ''}`)}
        >
          {t('card:carousel.editCard')}
        </button>
      )}
    </li>
  );
}

export function ReviewPage() {
  const { t } = useTranslation('wallet');
  const { settings, emit } = useWallet();
  const navigate = useNavigate();
  const cards = usePortalQuery(walletCardsQuery());
  const group = useId();
  const views = useMemo(
    () =>
      cards.data
        ? reviewCards(cards.data, { config: settings, now: new Date(), artBase: settings.cardArtBase ?? null })
        : null,
    [cards.data, settings],
  );
  const firstAvailable = views?.find((v) => v.available)?.id ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = views?.some((v) => v.id === chosen && v.available) ? chosen : firstAvailable;

  const count = views?.length;
  const available = views?.filter((v) => v.available).length ?? 0;
  useEffect(() => {
    if (count === undefined) return;
    emit({ type: 'review', cards: count, available });
    // §4 Card defaults: an empty collection outside the add flow raises 'empty'.
    if (count === 0) emit({ type: 'empty' });
  }, [count, available, emit]);
  useEffect(() => {
    if (cards.isError) emit({ type: 'getError' });
  }, [cards.isError, emit]);

  return (
    <section aria-labelledby={`${group}-heading`} className={styles.review}>
      <h2 id={`${group}-heading`} className={styles.heading}>
        {t('review.title')}
      </h2>
      {cards.isError ? (
        <LoadFailure message={t('review.loadFailed')} onRetry={() => void cards.refetch()} />
      ) : views === null ? (
        <Spinner label={t('review.loading')} />
      ) : (
        <>
          {views.length === 0 ? (
            <p>{t('review.empty')}</p>
          ) : (
            <fieldset className={styles.carousel}>
              <legend className="visually-hidden">{t('review.choose')}</legend>
              <ul className={styles.list}>
                {views.map((card) => (
                  <CardTile
                    key={card.id}
                    card={card}
                    group={group}
                    selected={card.id === selected}
                    onSelect={() => setChosen(card.id)}
                  />
                ))}
              </ul>
            </fieldset>
          )}
          <div className="portal-actions">
            {selected && (
              <button
                type="button"
                className="portal-button"
                onClick={() => emit({ type: 'cardSelected', cardId: selected })}
              >
                {t('review.useCard')}
              </button>
            )}
            {selected && (
              <button
                type="button"
                className="portal-button portal-button--secondary"
                onClick={() => void navigate(`/editCard/${encodeURIComponent(selected)}`)}
              >
                {t('review.editSelected')}
              </button>
            )}
            <button
              type="button"
              className="portal-button portal-button--secondary"
              onClick={() => void navigate('/addCard')}
            >
              {t('review.addCard')}
            </button>
          </div>
          <BillingAddresses />
        </>
      )}
    </section>
  );
}
