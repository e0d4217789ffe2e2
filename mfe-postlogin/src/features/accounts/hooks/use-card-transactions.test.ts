import { describe, expect, it } from 'vitest';
import type { TransactionsPage } from '@portal/client/api';
import { nextOffset, withPage, type TransactionPages } from './use-card-transactions';

const page = (hasMore: boolean): TransactionsPage => ({ transactions: [], hasMore });

describe('SPEC-DECISIONS page sizes: the next offset follows from the last page read', () => {
  it('25 after the first page, 50 after the second, none once a page says there is no more', () => {
    expect(nextOffset({ pages: [page(true)], pageParams: [0] })).toBe(25);
    expect(nextOffset({ pages: [page(true), page(true)], pageParams: [0, 25] })).toBe(50);
    expect(nextOffset({ pages: [page(true), page(false)], pageParams: [0, 25] })).toBeNull();
  });

  it('a page is appended with its offset only after the page before it', () => {
    const first: TransactionPages = { pages: [page(true)], pageParams: [0] };
    const second = page(false);
    expect(withPage(first, second, 25)).toEqual({ pages: [page(true), second], pageParams: [0, 25] });
    // The entry moved on (read again from the start, or the page came twice): left as it is.
    expect(withPage(first, second, 50)).toBe(first);
    expect(withPage(withPage(first, second, 25), second, 25).pages).toHaveLength(2);
  });
});
