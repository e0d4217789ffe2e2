// What the SSO card screen needs before its form can show: the card the partner provisioned (asked of
// the gateway each time the screen opens: its number is kept in this screen's state only, never in the
// query cache or the browser's storage), and the member's cards and saved addresses from the page's
// one cache, as the portal's own add card screen has them.
import { useCallback, useEffect, useState } from 'react';
import { getProvisionedCard, type ProvisionedCard } from '@portal/client/api';
import { useCardFormData } from '@portal/ui/card-form';

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

  const form = useCardFormData(accountId);
  const retryForm = form.retry;
  const retry = useCallback(() => {
    setProvisioned({ kind: 'loading' });
    setAttempt((n) => n + 1);
    retryForm();
  }, [retryForm]);
  return {
    provisioned,
    cards: form.cards,
    addresses: form.addresses,
    failed: provisioned.kind === 'failed' || form.failed,
    retry,
  };
}
