// §6 transaction history (TXN_HIST): the card's transactions a page at a time, with "show more"
// (SPEC-DECISIONS, page sizes), as one cache entry in TanStack Query's infinite-query shape. Not
// useInfiniteQuery: @portal/client/query offers no infinite read, and a remote may import TanStack Query
// only through it (the shell's tree-shaken copy has no useInfiniteQuery). Once the shared entry offers
// one, this hook becomes that call with the same key.
import { useState } from 'react';
import {
  getCardTransactions,
  TRANSACTIONS_PAGE_SIZE,
  type Transaction,
  type TransactionsPage,
} from '@portal/client/api';
import { usePortalQuery, useQueryClient } from '@portal/client/query';
import { transactionsKey } from '../../../card-data/card-data-keys';
import { sectionRead, type SectionRead } from '../../../card-data/read-state';

/** The pages read so far and the offset each was read from (TanStack Query's InfiniteData). */
export interface TransactionPages {
  pages: readonly TransactionsPage[];
  pageParams: readonly number[];
}

/** The offset of the page after the last one read, or null when the last page said there is no more. */
export function nextOffset(read: TransactionPages): number | null {
  const last = read.pages.at(-1);
  const lastOffset = read.pageParams.at(-1);
  return last?.hasMore && lastOffset !== undefined ? lastOffset + TRANSACTIONS_PAGE_SIZE : null;
}

/** The pages with the one read from `offset` after them (unless the entry moved on meanwhile: read again from the start). */
export function withPage(read: TransactionPages, page: TransactionsPage, offset: number): TransactionPages {
  if (nextOffset(read) !== offset) return read;
  return { pages: [...read.pages, page], pageParams: [...read.pageParams, offset] };
}

export interface TransactionsRead extends SectionRead<readonly Transaction[]> {
  /** The last page read said there are more. */
  hasMore: boolean;
  /** The next page is being read. */
  loadingMore: boolean;
  /** The last "show more" failed (the transactions read before stay). */
  moreFailed: boolean;
  /** Reads the next page (nothing while one is under way or when there is no more). */
  showMore: () => Promise<void>;
}

export function useCardTransactions(userGuid: string, panGuid: string): TransactionsRead {
  const queryClient = useQueryClient();
  const key = transactionsKey(userGuid, panGuid);
  const query = usePortalQuery<TransactionPages>({
    queryKey: key,
    queryFn: async () => ({ pages: [await getCardTransactions(userGuid, panGuid, 0)], pageParams: [0] }),
    enabled: userGuid !== '',
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const offset = query.data ? nextOffset(query.data) : null;

  const showMore = async () => {
    if (offset === null || more === 'loading') return;
    setMore('loading');
    try {
      const page = await queryClient.fetchQuery({
        queryKey: [...key, offset],
        queryFn: () => getCardTransactions(userGuid, panGuid, offset),
        staleTime: 0,
      });
      queryClient.setQueryData<TransactionPages>(key, (read) => read && withPage(read, page, offset));
      setMore('idle');
    } catch {
      // Presented by the cache's error callback (§8); the section offers the page again.
      setMore('failed');
    }
  };

  const read = sectionRead(query);
  return {
    ...read,
    data: query.data?.pages.flatMap((page) => page.transactions),
    hasMore: offset !== null,
    loadingMore: more === 'loading',
    moreFailed: more === 'failed',
    showMore,
  };
}
