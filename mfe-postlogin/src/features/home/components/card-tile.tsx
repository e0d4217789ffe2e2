// One card of home's list (§3 Card in the portal, derived display): art, title, masked number, expiry
// and its badges; the whole tile opens the card's edit page (§2 editCard/{cardID}).
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { PortalLink } from '@portal/ui';
import { Trans } from '../../../i18n/trans';
import { CARD_ART_SIZE, type CardTileView } from './card-tile-view';
import styles from './cards.module.css';

export function CardTile({ card }: { card: CardTileView }) {
  const { t, i18n } = useTranslation('postlogin');
  const title = 'text' in card.title ? card.title.text : t(card.title.key, card.title.values);
  return (
    <li className={styles.tile}>
      {/* Decorative: the tile's text names the card, its number and expiry; the art adds no fact to them. */}
      {card.art ? (
        <img
          className={styles.art}
          src={card.art.src}
          srcSet={card.art.srcSet}
          alt=""
          width={CARD_ART_SIZE.width}
          height={CARD_ART_SIZE.height}
          decoding="async"
        />
      ) : (
        <span className={styles.art} aria-hidden="true" />
      )}
      <div className={styles.details}>
        <h3 className={styles.title}>
          {/* The link's name is the card's own; its ::after stretches over the tile, so all of it is a target. */}
          <PortalLink to={href('editCard', { cardID: card.panGuid })} className={styles.link}>
            {title}
          </PortalLink>
        </h3>
        {card.cardType && <p className={styles.badge}>{t(card.cardType)}</p>}
        <p className={styles.number}>
          <span aria-hidden="true">{card.cardNumber}</span>
          <span className="visually-hidden">{t(card.cardNumberLabel.key, card.cardNumberLabel.values)}</span>
        </p>
        <p className={styles.expiry}>
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="home.cards.expires"
            values={{ expiry: card.expiry }}
            components={{ time: <time dateTime={card.expiryMonth} /> }}
          />
          {card.expiringSoon && (
            <span className={`${styles.badge} ${styles.soon}`}>{t('home.cards.expiringSoon')}</span>
          )}
        </p>
      </div>
    </li>
  );
}
