// §2 Home: the cardholder's cards (§7 Cards (portal)), primary first (§4), with a way to add one. Four
// states: loading (a named busy indicator in the space a row of tiles takes), the list, the empty
// collection (§4: No Content), and §8's card-list failure, told on the page with Try again.
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalCard } from '@portal/domain/card';
import { resolveError } from '@portal/domain/errors';
import { href } from '@portal/client/routes';
import { assetBaseAtom } from '@portal/client/state';
import { KeepNumbersWhole, PortalLink, Spinner, useRetryFocus } from '@portal/ui';
import { useCards } from '../hooks/use-cards';
import { CardTile } from './card-tile';
import { cardTiles } from './card-tile-view';
import styles from './cards.module.css';

function Cards({ cards, labelledBy }: { cards: readonly PortalCard[]; labelledBy: string }) {
  const { t } = useTranslation('postlogin');
  const assetBase = useAtomValue(assetBaseAtom);
  // Judged once per visit: a tile does not change its badge while the page is open over a month's end.
  const [now] = useState(() => new Date());
  if (cards.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('home.cards.empty')}</p>
        <PortalLink to={href('addCard')} className="portal-button">
          {t('home.cards.addFirst')}
        </PortalLink>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-labelledby={labelledBy}>
        {cardTiles(cards, now, assetBase).map((card) => (
          <CardTile key={card.panGuid} card={card} />
        ))}
      </ul>
      <p className={styles.add}>
        <PortalLink to={href('addCard')} className="portal-button portal-button--secondary">
          {t('home.cards.add')}
        </PortalLink>
      </p>
    </>
  );
}

/** §8: the catalogue's message for the failure (its customer-support text after it when §8 appends it). */
function FailureMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('postlogin');
  const resolved = resolveError('cardList', error);
  return (
    <p>
      <KeepNumbersWhole text={t(resolved.messageKey)} />
      {resolved.appendCustomerSupport && (
        <>
          {' '}
          <KeepNumbersWhole text={t('issuer:customerSupport')} />
        </>
      )}
    </p>
  );
}

export function CardList({ accountId }: { accountId: string }) {
  const { t } = useTranslation('postlogin');
  const headingId = useId();
  const query = useCards(accountId);
  const busy = query.isPending || (query.isError && query.isFetching);
  const failed = query.isError && !query.isFetching;
  // After Try again, focus goes to the heading (the cards follow it) or, failed again, to Try again.
  const { heading, retryButton, retry } = useRetryFocus({ busy, failed, read: query.refetch });

  return (
    <section className={styles.cards} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('home.cards.heading')}
      </h2>
      {/* §8 get-error: the query cache's error notification announces the failure; this is where to retry it (not a live region, so it is not heard twice). */}
      {failed && (
        <div className="portal-load-failure">
          <FailureMessage error={query.error} />
          <button ref={retryButton} type="button" className="portal-button portal-button--secondary" onClick={retry}>
            {t('home.cards.retry')}
          </button>
        </div>
      )}
      {busy && (
        <div className={styles.loading}>
          <Spinner label={t('home.cards.loading')} />
        </div>
      )}
      {query.isSuccess && <Cards cards={query.data} labelledBy={headingId} />}
    </section>
  );
}
