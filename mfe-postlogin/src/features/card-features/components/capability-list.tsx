// §6 per-card capabilities (its web SDK products among them) of the chosen card, each named with what
// it lets the cardholder do, and the subscription manager when the issuer offers VSPS and COF. The
// gateway has no call for the subscription manager's merchants yet, so none are shown: the entry says
// what it is and where merchants are managed meanwhile.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCapability } from '@portal/domain/features';
import { href } from '@portal/client/routes';
import { PortalLink } from '@portal/ui';
import styles from './card-features.module.css';

/** What the cardholder sets on the card's own page (editCard): the entry leads there. */
const ON_CARD_PAGE: readonly CardCapability[] = ['alerts', 'virtualCardControl'];

export interface CapabilityListProps {
  /** The card as named for the cardholder ("Everyday, ending in 1234"). */
  cardName: string;
  panGuid: string;
  capabilities: readonly CardCapability[];
  subscriptionManager: boolean;
}

export function CapabilityList({ cardName, panGuid, capabilities, subscriptionManager }: CapabilityListProps) {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cardFeatures.capabilities.heading', { card: cardName })}</h2>
      <ul className={styles.capabilities} aria-labelledby={headingId}>
        {capabilities.map((capability) => (
          <li key={capability} className={styles.capability}>
            <h3>{t(`cardFeatures.capabilities.${capability}.name`)}</h3>
            <p>{t(`cardFeatures.capabilities.${capability}.description`)}</p>
            {ON_CARD_PAGE.includes(capability) && (
              <p>
                <PortalLink to={href('editCard', { cardID: panGuid })}>
                  {t(`cardFeatures.capabilities.${capability}.open`, { card: cardName })}
                </PortalLink>
              </p>
            )}
          </li>
        ))}
        {subscriptionManager && (
          <li className={styles.capability}>
            <h3>{t('cardFeatures.capabilities.subscriptionManager.name')}</h3>
            <p>{t('cardFeatures.capabilities.subscriptionManager.description')}</p>
            <p>{t('cardFeatures.capabilities.subscriptionManager.where')}</p>
          </li>
        )}
      </ul>
    </section>
  );
}
