// §2 activation/success (the card is active, no PIN to set) and activation/set-pin/success (active, its
// PIN set): the activation is over, nothing of it stays, and the person is offered what comes next.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssuer } from '@portal/client/state';
import { useRouteMeta } from '@portal/ui';
import { endActivation } from '../hooks/activation-flow';
import { AccountLinks, offersAccount } from './account-links';
import styles from './activation.module.css';

export function ActivationDonePage({ pinSet }: { pinSet: boolean }) {
  const { t } = useTranslation('activation');
  const { flags } = useIssuer();
  useRouteMeta(pinSet ? 'activationSetPinSuccess' : 'activationSuccess');
  // Whatever led here, the activation has ended: no token of it is kept.
  useEffect(() => endActivation(), []);
  return (
    <div className={styles.page}>
      <h1>{t(pinSet ? 'setPinSuccess.title' : 'success.title')}</h1>
      <p className={styles.intro}>{t(pinSet ? 'done.pinSet' : 'done.activated')}</p>
      {offersAccount(flags) && <p>{t('done.next')}</p>}
      <AccountLinks another />
    </div>
  );
}
