// §2 "Login with a side marketing image": the issuer's marketing image, by device type and pixel
// ratio (§3 Assets, §9), chosen by the browser from the same sources as the home carousel.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { assetFileName, responsiveSources } from '@portal/domain/issuer';
import { assetBaseAtom, useIssuer } from '@portal/client/state';
import styles from './login.module.css';

export function MarketingImage() {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  const assetBase = useAtomValue(assetBaseAtom);
  const { image, alt } = issuer.branding.marketingImage;
  const ext = issuer.branding.assetExtension;
  return (
    <picture className={styles.marketing}>
      {responsiveSources(assetBase, image, ext).map((source) => (
        <source key={source.device} media={source.media} srcSet={source.srcSet} />
      ))}
      <img
        src={`${assetBase}${assetFileName(image, 'pc', '1x', ext)}`}
        alt={t('issuer:marketingAlt', { defaultValue: alt })}
        decoding="async"
      />
    </picture>
  );
}
