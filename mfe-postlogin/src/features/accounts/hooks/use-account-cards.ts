// §6 "Account links show only when a debit card supports history or balance": the cards the accounts
// page shows, primary first (§4), each with the capabilities it has on the web (§6 per-card
// capabilities). The cards are the shared `cardsQuery` read (§7 Cards (portal), the same cache entry
// home reads; its failure goes through §8's card-list row).
import { useAtomValue } from 'jotai';
import { portalCardLens, primaryFirst, type PortalCard } from '@portal/domain/card';
import { accountsEnabled, cardHasAccountLink, cardOffers, type Feature } from '@portal/domain/features';
import { cardsQuery, usePortalQuery } from '@portal/client/query';
import { appDetailsAtom } from '@portal/client/state';
import { sectionRead, type SectionRead } from '../../../card-data/read-state';

/** What the page offers for one card: §6's capabilities behind its three sections. */
export interface AccountCard {
  card: PortalCard;
  balanceInquiry: boolean;
  transactionHistory: boolean;
  alerts: boolean;
}

export interface AccountCardsRead extends SectionRead<readonly AccountCard[]> {
  /** §6: the issuer offers balance or history on the web (else the page has nothing to show). */
  enabled: boolean;
}

function accountCards(cards: readonly PortalCard[], features: readonly Feature[]): AccountCard[] {
  return primaryFirst(cards, portalCardLens<PortalCard>())
    .filter((card) => cardHasAccountLink(card, features))
    .map((card) => {
      const capabilities = cardOffers(card, features);
      return {
        card,
        balanceInquiry: capabilities.includes('balanceInquiry'),
        transactionHistory: capabilities.includes('transactionHistory'),
        alerts: capabilities.includes('alerts'),
      };
    });
}

export function useAccountCards(userGuid: string): AccountCardsRead {
  const features = useAtomValue(appDetailsAtom)?.features ?? [];
  const enabled = accountsEnabled(features);
  const read = sectionRead(usePortalQuery({ ...cardsQuery(userGuid), enabled: enabled && userGuid !== '' }));
  return { ...read, data: read.data && accountCards(read.data, features), enabled };
}
