// The shopper's saved billing addresses under review, each with Edit (addressupdatedelete/{addressId})
// and an Add an address (addressaddnew): the wallet's way to its address screens (§2 Address routes).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalQuery } from '@portal/client/query';
import { useWallet } from '../../wallet/wallet-context';
import { walletAddressesQuery } from '../../wallet/wallet-data';
import styles from './review.module.css';

export function BillingAddresses() {
  const { t } = useTranslation('wallet');
  const { settings } = useWallet();
  const navigate = useNavigate();
  const addresses = usePortalQuery(walletAddressesQuery(settings.publicKey));
  const heading = useId();
  // Shown once read; a failed read is left to the card screens, which say so (the carousel does not need it).
  if (!addresses.data) return null;
  return (
    <section aria-labelledby={heading} className={styles.addresses}>
      <h3 id={heading} className={styles.subheading}>
        {t('address.listTitle')}
      </h3>
      <ul className={styles.addressList}>
        {addresses.data.map((address) => {
          const lines = [
            address.personName,
            address.line1,
            address.line2,
            address.line3,
            [address.city, address.stateProvinceCode, address.postalCode].filter(Boolean).join(' '),
            address.countryCode,
          ].filter(Boolean);
          return (
            <li key={address.id} data-testid="review-address">
              <span>{lines.join(', ')}</span>{' '}
              <button
                type="button"
                className="portal-button portal-button--secondary"
                aria-label={`${t('address.edit')}: ${address.line1 ?? ''}`}
                onClick={() =>
                  void navigate(`/addressupdatedelete/${encodeURIComponent(address.id ?? '')}`, {
                    state: { back: '/review' },
                  })
                }
              >
                {t('address.edit')}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="portal-button portal-button--secondary"
        onClick={() => void navigate('/addressaddnew', { state: { back: '/review' } })}
      >
        {t('address.addAddress')}
      </button>
    </section>
  );
}
