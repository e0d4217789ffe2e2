// The demo account of a card (card-history.ts): the same card on the same UTC day gives the same list;
// about six months of it, in the shapes the portal parses; pay, rent, bills and subscriptions monthly,
// cash, refunds of earlier purchases; the last two days pending; balances that add up to it; cents only.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CardAccountSchema,
  CardBalancesResponseSchema,
  TRANSACTION_CATEGORIES,
  TransactionSchema,
} from '@portal/domain/schemas';
import {
  cardHistory,
  formatCents,
  HISTORY_DAYS,
  historyAccount,
  historyBalances,
  type HistoryEntry,
  openingCents,
  PENDING_DAYS,
  transactionOf,
} from './card-history';
import { derivedUuid, isUuid } from '../platform/secrets';

const NOW = new Date('2030-03-04T09:00:00.000Z');
const DAY_MS = 86_400_000;
const CARD = derivedUuid(['card-history-test', 'everyday']);
/** Many cards, the same every run (the rules below are checked on each). */
const CARDS = Array.from({ length: 200 }, (_, i) => derivedUuid(['card-history-test', String(i)]));

const dayOf = (time: Date) => Math.floor(time.getTime() / DAY_MS);
const today = dayOf(NOW);
const sum = (entries: readonly HistoryEntry[]) => entries.reduce((total, e) => total + e.cents, 0);
/** A decimal string back to cents, without a float: "-12.05" -> -1205. */
const centsOf = (amount: string) => Number(amount.replace('.', ''));

describe('formatCents: whole cents as a decimal string with two decimals', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [100, '1.00'],
    [-100, '-1.00'],
    [123_456, '1234.56'],
    [-2_000, '-20.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d cents is %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses a fraction of a cent or an unsafe number', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(2 ** 60)).toThrow(RangeError);
  });

  it('reads back to the same cents, and is a decimal the shared Money schema accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatCents(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(centsOf(text)).toBe(cents);
      }),
    );
  });
});

describe('cardHistory: determinism', () => {
  it('the same card on the same UTC day gives the same list, whatever the time of day', () => {
    const morning = cardHistory(CARD, new Date('2030-03-04T00:00:00.000Z'));
    expect(cardHistory(CARD, NOW)).toEqual(morning);
    expect(cardHistory(CARD, new Date('2030-03-04T23:59:59.999Z'))).toEqual(morning);
  });

  it('another card gives another list', () => {
    const ids = new Set(cardHistory(CARD, NOW).map((e) => e.transactionId));
    expect(cardHistory(CARDS[0] ?? '', NOW).some((e) => ids.has(e.transactionId))).toBe(false);
  });

  it.each([1, 2, 15, 31])(
    '%i days later every transaction still in the window is the same (id, time, amount); only pending ones may have posted',
    (days) => {
      for (const card of CARDS.slice(0, 20)) {
        const before = cardHistory(card, NOW);
        const after = new Map(
          cardHistory(card, new Date(NOW.getTime() + days * DAY_MS)).map((e) => [e.transactionId, e]),
        );
        const kept = before.filter((e) => dayOf(e.at) >= today + days - HISTORY_DAYS);
        expect(kept.length).toBeGreaterThan(0);
        for (const entry of kept) {
          const next = after.get(entry.transactionId);
          expect(next, entry.description).toBeDefined();
          expect({ ...next, status: entry.status }).toEqual(entry);
          if (entry.status === 'POSTED') expect(next?.status).toBe('POSTED');
        }
      }
    },
  );

  it('whatever day it is asked on, the last two days hold a transaction: there is always something pending', () => {
    for (const card of CARDS.slice(0, 8)) {
      for (let days = 0; days < 35; days += 1) {
        const history = cardHistory(card, new Date(NOW.getTime() + days * DAY_MS));
        expect(history[0]?.status, `${card} + ${days} days`).toBe('PENDING');
      }
    }
  });
});

describe('cardHistory: what it holds', () => {
  it.each(CARDS.slice(0, 50).map((card, i) => [i, card] as const))(
    'card %i: 90 to 150 transactions over the last six months, none of today nor later',
    (_i, card) => {
      const history = cardHistory(card, NOW);
      expect(history.length).toBeGreaterThanOrEqual(90);
      expect(history.length).toBeLessThanOrEqual(150);
      expect(history.every((e) => dayOf(e.at) < today && dayOf(e.at) >= today - HISTORY_DAYS)).toBe(true);
    },
  );

  it('holds 90 to 150 transactions for each of 200 cards', () => {
    const counts = CARDS.map((card) => cardHistory(card, NOW).length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(90);
    expect(Math.max(...counts)).toBeLessThanOrEqual(150);
  });

  it.each(CARDS.slice(0, 40).map((card, i) => [i, card] as const))(
    'card %i: newest first, pending (the last two days) before posted, ids unique',
    (_i, card) => {
      const history = cardHistory(card, NOW);
      const times = history.map((e) => e.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const firstPosted = history.findIndex((e) => e.status === 'POSTED');
      expect(history.slice(0, firstPosted).every((e) => e.status === 'PENDING')).toBe(true);
      expect(history.slice(firstPosted).every((e) => e.status === 'POSTED')).toBe(true);
      expect(history.every((e) => (e.status === 'PENDING') === dayOf(e.at) >= today - PENDING_DAYS)).toBe(true);
      expect(new Set(history.map((e) => e.transactionId)).size).toBe(history.length);
      expect(history.every((e) => isUuid(e.transactionId))).toBe(true);
    },
  );

  it.each(CARDS.slice(0, 40).map((card, i) => [i, card] as const))(
    'card %i: signs and categories by type',
    (_i, card) => {
      for (const e of cardHistory(card, NOW)) {
        expect(Number.isSafeInteger(e.cents)).toBe(true);
        expect(TRANSACTION_CATEGORIES).toContain(e.category);
        expect(e.merchantName).not.toBe('');
        if (e.type === 'PURCHASE' || e.type === 'ATM_WITHDRAWAL') expect(e.cents, e.description).toBeLessThan(0);
        else expect(e.cents, e.description).toBeGreaterThan(0);
        // Cash comes in twenties.
        if (e.type === 'ATM_WITHDRAWAL') expect([e.category, Math.abs(e.cents % 2_000)]).toEqual(['CASH', 0]);
      }
    },
  );

  it('pays one payroll deposit a month, the same amount, and the same subscriptions at the same amounts every month', () => {
    for (const card of CARDS.slice(0, 40)) {
      const history = cardHistory(card, NOW);
      const deposits = history.filter((e) => e.type === 'DEPOSIT');
      expect(deposits.length).toBeGreaterThanOrEqual(6);
      expect(deposits.length).toBeLessThanOrEqual(7);
      expect(new Set(deposits.map((e) => e.cents)).size).toBe(1);
      expect(new Set(deposits.map((e) => e.at.getUTCDate())).size).toBe(1);
      const subscriptions = history.filter((e) => e.category === 'SUBSCRIPTIONS');
      const byMerchant = new Map<string, HistoryEntry[]>();
      for (const e of subscriptions) byMerchant.set(e.merchantName, [...(byMerchant.get(e.merchantName) ?? []), e]);
      expect(byMerchant.size).toBe(3);
      for (const [merchant, charges] of byMerchant) {
        expect(charges.length, merchant).toBeGreaterThanOrEqual(6);
        expect(new Set(charges.map((e) => e.cents)).size, merchant).toBe(1);
      }
      expect(history.filter((e) => e.type === 'ATM_WITHDRAWAL').length).toBeGreaterThanOrEqual(6);
    }
  });

  it('refunds a purchase made earlier, naming its merchant, for its amount; a few per card', () => {
    let total = 0;
    for (const card of CARDS) {
      const history = cardHistory(card, NOW);
      const refunds = history.filter((e) => e.type === 'REFUND');
      expect(refunds.length).toBeLessThanOrEqual(8);
      total += refunds.length;
      for (const refund of refunds) {
        expect(refund.description).toContain(refund.merchantName);
        const bought = history.filter(
          (e) =>
            e.type === 'PURCHASE' &&
            e.merchantName === refund.merchantName &&
            e.cents === -refund.cents &&
            e.at < refund.at,
        );
        // A refund comes at most 9 days after its purchase, which may just have left the window.
        if (dayOf(refund.at) >= today - HISTORY_DAYS + 10) expect(bought.length, refund.description).toBeGreaterThan(0);
      }
    }
    expect(total / CARDS.length).toBeGreaterThan(2);
    expect(cardHistory(CARD, NOW).filter((e) => e.type === 'REFUND').length).toBeGreaterThan(0);
  });

  it('reads as the portal reads a transaction (TransactionSchema), amounts as two-decimal strings in USD', () => {
    for (const entry of cardHistory(CARD, NOW)) {
      const transaction = v.parse(TransactionSchema, transactionOf(entry));
      expect(transaction).toMatchObject({
        transactionId: entry.transactionId,
        status: entry.status,
        type: entry.type,
        category: entry.category,
      });
      expect(transaction.amount.currencyCode).toBe('USD');
      expect(transaction.amount.amount).toMatch(/^-?\d+\.\d{2}$/);
      expect(centsOf(transaction.amount.amount)).toBe(entry.cents);
      expect(new Date(transaction.transactionDate).getTime()).toBe(entry.at.getTime());
    }
  });

  it('a card added today has a history too (it comes from the panGuid alone)', () => {
    const added = derivedUuid(['card-history-test', 'added-today']);
    expect(cardHistory(added, NOW).length).toBeGreaterThanOrEqual(90);
  });
});

describe('historyBalances: from the same history', () => {
  it.each(CARDS.slice(0, 40).map((card, i) => [i, card] as const))(
    'card %i: ledger = opening + posted, available = ledger + pending, as of now',
    (_i, card) => {
      const history = cardHistory(card, NOW);
      const balances = v.parse(CardBalancesResponseSchema, historyBalances(card, NOW));
      const ledger = openingCents(card, history) + sum(history.filter((e) => e.status === 'POSTED'));
      expect(centsOf(balances.ledgerBalance?.amount ?? '')).toBe(ledger);
      expect(centsOf(balances.availableBalance.amount)).toBe(
        ledger + sum(history.filter((e) => e.status === 'PENDING')),
      );
      expect(balances.asOf).toBe(NOW.toISOString());
      expect([balances.availableBalance.currencyCode, balances.ledgerBalance?.currencyCode]).toEqual(['USD', 'USD']);
    },
  );

  it('never runs the account below zero: the opening balance covers the lowest point', () => {
    for (const card of CARDS) {
      const history = cardHistory(card, NOW);
      let running = openingCents(card, history);
      for (const entry of [...history].reverse()) {
        running += entry.cents;
        expect(running).toBeGreaterThan(0);
      }
    }
  });

  it('is the same for the same card on the same day', () => {
    expect(historyBalances(CARD, NOW)).toEqual(historyBalances(CARD, NOW));
    expect(historyBalances(CARD, new Date('2030-03-04T00:00:01.000Z')).availableBalance).toEqual(
      historyBalances(CARD, NOW).availableBalance,
    );
  });
});

describe('historyAccount: the checking account behind a debit card', () => {
  it('is derived from the panGuid: a uuid, CHECKING, four digits', () => {
    const account = v.parse(CardAccountSchema, historyAccount(CARD, '1111'));
    expect(isUuid(account.accountId)).toBe(true);
    expect(account).toEqual(historyAccount(CARD, '1111'));
    expect(account.accountType).toBe('CHECKING');
    expect(account.accountNumberLastFourDigits).toMatch(/^\d{4}$/);
    expect(historyAccount(CARDS[0] ?? '', '1111').accountId).not.toBe(account.accountId);
  });

  it("never shows the card's own last four", () => {
    for (const card of CARDS) {
      const natural = historyAccount(card, 'none').accountNumberLastFourDigits ?? '';
      expect(historyAccount(card, natural).accountNumberLastFourDigits).not.toBe(natural);
    }
  });
});
