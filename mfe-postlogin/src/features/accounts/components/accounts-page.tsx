// §2 accounts, "Accounts (card balance)" of §2 Screens: for each of the user's debit cards with an
// account link (§6), primary first, its balance, transactions and alerts as the card's capabilities
// allow. §6 shows the Accounts link only when such a card exists, so the route is never a dead end:
// without one (the issuer offers neither balance nor history, or no card qualifies once the cards are
// read) it goes home, in place.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { sessionAtom } from '@portal/client/state';
import { navigateTo, Spinner, useRouteBack, useRouteMeta, useRetryFocus } from '@portal/ui';
import { useAccountCards, type AccountCardsRead } from '../hooks/use-account-cards';
import { AccountCardSection } from './account-card-section';
import styles from './accounts.module.css';
import { LoadFailure } from '../../../card-data/load-failure';

/** Home, in place of this page (back does not return to a page that was never shown). */
function useGoHomeWhen(condition: boolean): void {
  useEffect(() => {
    if (condition) navigateTo(href('home'), { replace: true });
  }, [condition]);
}

export function AccountsPage() {
  // §7: the cards and their data are under users/{userGuid}, the session's user.
  const userGuid = useAtomValue(sessionAtom).userId ?? '';
  const read = useAccountCards(userGuid);
  // Known before any read: the issuer offers neither balance nor history on the web.
  useGoHomeWhen(!read.enabled);
  return read.enabled ? <Accounts userGuid={userGuid} read={read} /> : null;
}

function Accounts({ userGuid, read }: { userGuid: string; read: AccountCardsRead }) {
  const { t } = useTranslation('postlogin');
  useRouteMeta('accounts');
  useRouteBack('accounts');
  const { busy, failed } = read;
  const noCard = read.data?.length === 0;
  useGoHomeWhen(noCard);
  // After Try again, focus goes to the h1 (the cards follow it) or, failed again, to Try again.
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: read.retry });

  return (
    <div className="portal-page" aria-busy={busy}>
      <h1 ref={heading} tabIndex={-1}>
        {t('accounts.title')}
      </h1>
      {failed && <LoadFailure message={t('cardAccounts.cardsFailed')} onRetry={retry} retryButton={retryButton} />}
      {busy && (
        <div className={styles.loading}>
          <Spinner label={t('cardAccounts.loadingCards')} />
        </div>
      )}
      {read.data?.map((account) => (
        <AccountCardSection key={account.card.panGuid} userGuid={userGuid} account={account} />
      ))}
    </div>
  );
}
