import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRANSACTIONS_PAGE_SIZE, type Money } from '@portal/client/api';
import { PortalCardListSchema } from '@portal/domain/card';
import { TRANSACTION_CATEGORIES, TransactionsResponseSchema } from '@portal/domain/schemas';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import { popup } from '@portal/ui/testing';
import { startTestGateway, answer } from '@portal/ui/testing/network';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { CARDS, inTurn, instrument, json, never, received, refusal } from './gateway-kit';
import { card, page, purchase, renderAccounts } from './test-kit';

const gateway = startTestGateway();
/** §7 the card's transactions, a page at a time (offset and limit in the query). */
const TRANSACTIONS = instrument('pan-history', 'transactions');
/** The pages read, as the query asked for them: [offset, limit]. */
const pagesRead = () =>
  received('GET', TRANSACTIONS).map((r) => [r.url.searchParams.get('offset'), r.url.searchParams.get('limit')]);
const PAGE = String(TRANSACTIONS_PAGE_SIZE);

// A debit card with history only, so the page's one part is its transactions.
const HISTORY = card({
  panGuid: 'pan-history',
  cardNickname: 'Everyday Debit',
  accountNumberLastFourDigits: '1111',
  primary: true,
  cardFeatures: ['TXN_HIST'],
});

const transactionsPart = async () => {
  // The page's one card.
  const region = await screen.findByRole('region');
  const section = within(region).getByRole('heading', { level: 3 }).closest('section');
  if (!section) throw new Error('no transactions part');
  return section;
};
const list = async (name: string) => within(await transactionsPart()).findByRole('list', { name });
const rows = async (name: string) => within(await list(name)).getAllByRole('listitem');

/** As getByText matches text: Intl's no-break spaces (1234,56 US$) read as spaces. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const signed = (locale: string, money: Money) =>
  spaced(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currencyCode,
      signDisplay: 'exceptZero',
    }).format(Number(money.amount)),
  );
const day = (locale: string, iso: string) =>
  spaced(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)));

const COFFEE = purchase(1, {
  transactionId: 'p-coffee',
  status: 'PENDING',
  merchantName: 'Corner Coffee',
  description: 'CORNER COFFEE #12',
  category: 'DINING',
  amount: { amount: '-4.50', currencyCode: 'USD' },
});
const GROCER = purchase(2, {
  transactionId: 't-grocer',
  merchantName: 'Green Grocer',
  description: 'GREEN GROCER',
  category: 'GROCERIES',
  amount: { amount: '-62.18', currencyCode: 'USD' },
});
const REFUND = purchase(3, {
  transactionId: 't-refund',
  type: 'REFUND',
  merchantName: 'Shoe Shop',
  description: 'SHOE SHOP RETURN',
  category: 'SHOPPING',
  amount: { amount: '35.00', currencyCode: 'USD' },
});
const PAYDAY = purchase(4, {
  transactionId: 't-payday',
  type: 'DEPOSIT',
  merchantName: undefined,
  description: 'Payroll deposit',
  amount: { amount: '1500.00', currencyCode: 'USD' },
});

beforeEach(() => {
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: [HISTORY] });
  gateway.reply('get', TRANSACTIONS, TransactionsResponseSchema, {
    transactions: [COFFEE, GROCER, REFUND, PAYDAY],
    hasMore: false,
  });
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
});

describe('§6 transaction history', () => {
  it('reads the first page from offset 0 and lists pending apart from posted, each under its heading', async () => {
    await renderAccounts();
    const pending = await rows('Pending');
    expect(pending).toHaveLength(1);
    expect(within(pending[0] as HTMLElement).getByText('Corner Coffee')).toBeDefined();
    expect((await rows('Posted')).length).toBe(3);
    expect(pagesRead()).toEqual([['0', PAGE]]);
    const part = await transactionsPart();
    expect(
      within(part)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Pending', 'Posted']);
    expect(gateway.requests.filter((r) => r.url.pathname.endsWith('/balances'))).toEqual([]);
  });

  it('each row: its day, the merchant and description, the category, the kind when money came in, and the signed amount', async () => {
    await renderAccounts();
    const [grocer, refund, payday] = (await rows('Posted')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(grocer).getByText(day('en', GROCER.transactionDate)).getAttribute('datetime')).toBe(
      GROCER.transactionDate,
    );
    expect(within(grocer).getByText('Green Grocer')).toBeDefined();
    expect(within(grocer).getByText('GREEN GROCER')).toBeDefined();
    expect(within(grocer).getByText('Groceries')).toBeDefined();
    expect(within(grocer).getByText(signed('en', GROCER.amount)).textContent).toBe('-$62.18');
    // Money in is shown positive, and marked.
    expect(within(refund).getByText('Refund')).toBeDefined();
    expect(within(refund).getByText('+$35.00')).toBeDefined();
    expect(within(payday).getByText('Deposit')).toBeDefined();
    expect(within(payday).getByText('Payroll deposit')).toBeDefined();
    expect(within(payday).getByText(signed('en', PAYDAY.amount))).toBeDefined();
    // A purchase is the usual kind: no mark.
    expect(within(grocer).queryByText('Purchase')).toBeNull();
    expect(within(await transactionsPart()).getByRole('status').textContent).toBe('Showing 4 transactions');
    // The last page: no Show more.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('every category of the contract has its label, in both languages', () => {
    for (const category of TRANSACTION_CATEGORIES) {
      expect(en.cardAccounts.transactions.category[category], category).toBeTruthy();
      expect(es.cardAccounts.transactions.category[category], category).toBeTruthy();
    }
  });

  it('says so when there is none yet', async () => {
    gateway.reply('get', TRANSACTIONS, TransactionsResponseSchema, { transactions: [], hasMore: false });
    await renderAccounts();
    expect(await within(await transactionsPart()).findByText('No transactions yet.')).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('while the first page loads: its own busy indicator', async () => {
    gateway.handle('get', TRANSACTIONS, never);
    await renderAccounts();
    expect(await screen.findByRole('progressbar', { name: 'Loading the transactions' })).toBeDefined();
    // Asked for (and never answered): the request does not arrive late, in the next test.
    await waitFor(() => expect(pagesRead()).toEqual([['0', PAGE]]));
  });

  it('§8 transactions that cannot be read: said in their part, and Try again reads them again, focus then on its heading', async () => {
    inTurn('get', TRANSACTIONS, refusal('NOT_FOUND', 404), json(TransactionsResponseSchema, page(1, 3, false)));
    const { user } = await renderAccounts();
    const part = await transactionsPart();
    expect(await within(part).findByText("We couldn't load the transactions. Please try again.")).toBeDefined();
    // A 404 is no technical error: no popup, the part says it.
    expect(popup()).toBeNull();
    await user.click(within(part).getByRole('button', { name: 'Try again' }));
    expect(await rows('Posted')).toHaveLength(3);
    expect(pagesRead()).toEqual([
      ['0', PAGE],
      ['0', PAGE],
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(part).getByRole('heading', { level: 3, name: 'Transactions' })),
    );
  });
});

describe('SPEC-DECISIONS page sizes: 25 a page, newest first, with Show more', () => {
  it('Show more reads offset 25, shows 50, says so, and focus goes to the first transaction it brought', async () => {
    gateway.handle('get', TRANSACTIONS, (request) => {
      const offset = Number(request.url.searchParams.get('offset') ?? 0);
      return answer(TransactionsResponseSchema, page(offset + 1, TRANSACTIONS_PAGE_SIZE, offset < 50));
    });
    const { user } = await renderAccounts();
    expect(await rows('Posted')).toHaveLength(25);
    const part = await transactionsPart();
    expect(within(part).getByRole('status').textContent).toBe('Showing 25 transactions');
    await user.click(within(part).getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await rows('Posted')).toHaveLength(50));
    expect(pagesRead().at(-1)).toEqual(['25', PAGE]);
    expect(within(part).getByRole('status').textContent).toBe('Showing 50 transactions');
    const posted = await rows('Posted');
    await waitFor(() => expect(document.activeElement).toBe(posted[25]));
    expect(within(posted[25] as HTMLElement).getByText('Shop 26')).toBeDefined();
    // The third page is the last: its Show more brings 75 and then goes.
    await user.click(within(part).getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await rows('Posted')).toHaveLength(75));
    expect(pagesRead().at(-1)).toEqual(['50', PAGE]);
    expect(within(part).queryByRole('button', { name: 'Show more' })).toBeNull();
    await waitFor(async () => expect(document.activeElement).toBe((await rows('Posted'))[50]));
  });

  it('§8 a page that cannot be read keeps the transactions shown and offers Try again on the same button, which keeps the focus', async () => {
    inTurn(
      'get',
      TRANSACTIONS,
      json(TransactionsResponseSchema, page(1, 25, true)),
      refusal('SERVER_DOWN', 500),
      json(TransactionsResponseSchema, page(26, 25, false)),
    );
    const { user } = await renderAccounts();
    expect(await rows('Posted')).toHaveLength(25);
    const part = await transactionsPart();
    const button = within(part).getByRole('button', { name: 'Show more' });
    await user.click(button);
    expect(await within(part).findByText("We couldn't load more transactions. Please try again.")).toBeDefined();
    expect(popup()?.messageKey).toBe('errors:technical');
    expect(await rows('Posted')).toHaveLength(25);
    expect(within(part).getByRole('button', { name: 'Try again' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBe(
      within(part).getByText("We couldn't load more transactions. Please try again.").id,
    );
    closeErrorPopup();
    await user.click(button);
    await waitFor(async () => expect(await rows('Posted')).toHaveLength(50));
    expect(pagesRead()).toEqual([
      ['0', PAGE],
      ['25', PAGE],
      ['25', PAGE],
    ]);
    expect(within(part).queryByText("We couldn't load more transactions. Please try again.")).toBeNull();
    await waitFor(async () => expect(document.activeElement).toBe((await rows('Posted'))[25]));
  });
});

describe('in Spanish', () => {
  it('the headings, labels, amounts and days of Spanish', async () => {
    await renderAccounts({ locale: 'es' });
    const [pending] = (await rows('Pendientes')) as [HTMLElement];
    expect(within(pending).getByText('Restaurantes')).toBeDefined();
    expect(within(pending).getByText(signed('es', COFFEE.amount))).toBeDefined();
    expect(within(pending).getByText(day('es', COFFEE.transactionDate))).toBeDefined();
    const [, refund] = (await rows('Contabilizados')) as [HTMLElement, HTMLElement];
    expect(within(refund).getByText('Reembolso')).toBeDefined();
    expect(within(await transactionsPart()).getByRole('status').textContent).toBe('Se muestran 4 movimientos');
    expect(screen.getByRole('heading', { level: 3, name: 'Movimientos' })).toBeDefined();
  });
});
