// The frame of the add and edit card screens: the page's h1, then the busy state, the failure with Try
// again (the catalogue has already said what failed, §8), or the form once the cards and addresses are in.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@portal/domain/address';
import type { PortalCard } from '@portal/domain/card';
import { sessionAtom } from '@portal/client/state';
import { Spinner } from '@portal/ui';
import { useCardFormData } from '@portal/ui/card-form';
import styles from './card-screen.module.css';

export interface CardScreenData {
  accountId: string;
  cards: readonly PortalCard[];
  addresses: readonly Address[];
}

export function CardScreen({ title, children }: { title: string; children: (data: CardScreenData) => ReactNode }) {
  const { t } = useTranslation('postlogin');
  // §7: the cards and addresses are the account's whose id is the session's user guid.
  const accountId = useAtomValue(sessionAtom).userId ?? '';
  const data = useCardFormData(accountId);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {data.failed ? (
        <div className={styles.failure}>
          <p>{t('cards.loadFailed')}</p>
          <button type="button" className="portal-button portal-button--secondary" onClick={data.retry}>
            {t('cards.retry')}
          </button>
        </div>
      ) : data.cards && data.addresses ? (
        children({ accountId, cards: data.cards, addresses: data.addresses })
      ) : (
        <Spinner label={t('cards.loading')} />
      )}
    </div>
  );
}
