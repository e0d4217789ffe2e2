// §2 Home (logged in): a welcome with the cardholder's name and the last login time, and the
// migration's success message when there is one, then the cardholder's cards. §2 Back button: "From
// home it asks to confirm logout".
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { heldSessionAtom, sessionAtom } from '@portal/client/state';
import { useRouteBack, useRouteMeta } from '@portal/ui';
import { CardList } from './card-list';
import styles from './home.module.css';
import { LastLogin } from './last-login';
import { MigrationNotice } from './migration-notice';

export function Home() {
  const { t } = useTranslation('postlogin');
  const held = useAtomValue(heldSessionAtom);
  const userGuid = useAtomValue(sessionAtom).userId;
  useRouteMeta('home');
  useRouteBack('home');

  // The profile (loaded by the shell on full access) brings the name; until then a welcome without it.
  const profileLoaded = held.fullName !== null;
  return (
    <div className={styles.home}>
      <h1>{profileLoaded ? t('home.welcomeName', { name: held.fullName }) : t('home.welcome')}</h1>
      {userGuid && <MigrationNotice key={userGuid} userGuid={userGuid} />}
      <LastLogin timestamp={held.lastLoginTimeStamp} profileLoaded={profileLoaded} />
      {/* §7: the cards are the account's whose id is the session's user guid. */}
      {userGuid && <CardList accountId={userGuid} />}
    </div>
  );
}
