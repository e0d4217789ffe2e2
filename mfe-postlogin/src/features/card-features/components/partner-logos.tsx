// Push to partners, on: which partners can receive the card, as their logos (§7 partner logos, in §9's
// language en, at most §9's 16). A failure to read them stays inside this part of the page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartnerLogos } from '../hooks/use-partner-logos';
import styles from './card-features.module.css';
import { LoadFailure, Loading } from './load-state';

export function PartnerLogos() {
  const { t } = useTranslation('postlogin');
  const introId = useId();
  const read = usePartnerLogos();
  return (
    <div aria-busy={read.busy}>
      <p id={introId}>{t('cardFeatures.push.on')}</p>
      {read.busy && <Loading label={t('cardFeatures.push.partnersLoading')} />}
      {read.failed && <LoadFailure message={t('cardFeatures.push.partnersFailed')} onRetry={() => void read.retry()} />}
      {read.logos &&
        !read.busy &&
        (read.logos.length === 0 ? (
          <p>{t('cardFeatures.push.noPartners')}</p>
        ) : (
          <ul className={styles.logos} aria-labelledby={introId}>
            {read.logos.map((logo, index) => (
              // Two partners could share a name; their place in the answer tells them apart.
              <li key={`${index}-${logo.name}`}>
                <img src={logo.imageUrl} alt={logo.name} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
