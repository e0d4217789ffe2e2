// What the SSO card screen needs before its form can show: the card the partner provisioned (asked of
// the gateway each time the screen opens: its number is kept in this screen's state only, never in the
// query cache or the browser's storage), and the member's cards and saved addresses from the page's
// one cache, as the portal's own add card screen has them.
import { useCallback, useEffect, useState } from 'react';
import { getProvisionedCard, type ProvisionedCard } from '@portal/client/api';
import { addressesQuery, cardsQuery, usePortalQuery } from '@portal/client/query';

type Provisioned =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'none' }
  | { kind: 'card'; card: ProvisionedCard };

export function useSsoCardData(accountId: string, apiKey: string | null) {
  const [provisioned, setProvisioned] = useState<Provisioned>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const load = apiKey === null ? Promise.reject(new Error('no API key')) : getProvisionedCard(apiKey);
    load.then(
      (card) => {
        if (current) setProvisioned(card === null || card.alreadyAdded ? { kind: 'none' } : { kind: 'card', card });
      },
      () => {
        if (current) setProvisioned({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [apiKey, attempt]);

  const enabled = accountId !== '';
  const cards = usePortalQuery({ ...cardsQuery(accountId), enabled });
  const addresses = usePortalQuery({ ...addressesQuery(accountId), enabled });
  const retry = useCallback(() => {
    setProvisioned({ kind: 'loading' });
    setAttempt((n) => n + 1);
    if (cards.isError) void cards.refetch();
    if (addresses.isError) void addresses.refetch();
  }, [cards, addresses]);
  return {
    provisioned,
    cards: cards.data,
    addresses: addresses.data,
    failed: provisioned.kind === 'failed' || cards.isError || addresses.isError,
    retry,
  };
}
