import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySavedCard,
  billingAddressFirst,
  CARD_CREATED_STATUS,
  cardRetryMarker,
  cardRetryRoute,
  cardSaveErrorOutcome,
  clearSecurityCode,
  embeddedCardLens,
  isDefaultOnSave,
  moveToFront,
  NEW_CARD_ACCOUNT_TYPE,
  NEW_CARD_TYPE,
  portalCardLens,
  primaryFirst,
  SEQUENCE_NUMBER,
  sequenceNumber,
  type CardFlow,
} from './card-collection';

type Embedded = { id: string; default: boolean };
const lens = embeddedCardLens<Embedded>();
const ids = (cards: readonly Embedded[]) => cards.map((c) => `${c.id}${c.default ? '*' : ''}`).join(' ');
const cards = (spec: string): Embedded[] =>
  spec.split(' ').map((s) => ({ id: s.replace('*', ''), default: s.endsWith('*') }));

describe('§7, §9 what a new card is sent with', () => {
  it('§9 card type VISA and account type CREDIT_CARD', () => {
    expect([NEW_CARD_TYPE, NEW_CARD_ACCOUNT_TYPE]).toEqual(['VISA', 'CREDIT_CARD']);
  });

  it.each(Object.entries(SEQUENCE_NUMBER))('§9 sequenceNumber for %s is %s', (which, number) => {
    expect(sequenceNumber(which === 'default')).toBe(number);
  });
});

describe('§4 Card defaults', () => {
  it.each<[boolean, number, boolean, boolean]>([
    [false, 0, false, true],
    [false, 0, true, true],
    [false, 2, true, true],
    [false, 2, false, false],
    [true, 2, false, true],
  ])('requested %s, %d cards, SSO %s: default %s', (requested, collectionSize, isSsoFlow, expected) => {
    expect(isDefaultOnSave({ requested, collectionSize, isSsoFlow })).toBe(expected);
  });

  it.each([
    ['a b* c', 'b* a c'],
    ['a* b c', 'a* b c'],
    ['a b c', 'a b c'],
    ['a b* c*', 'b* a c*'],
  ])('§4 the primary card moves to the front: %s gives %s', (before, after) => {
    expect(ids(primaryFirst(cards(before), lens))).toBe(after);
  });

  it('works on the portal card too (panGuid and primary)', () => {
    const portal = [
      { panGuid: 'x', primary: false },
      { panGuid: 'y', primary: true },
    ];
    expect(primaryFirst(portal, portalCardLens())).toEqual([portal[1], portal[0]]);
    expect(applySavedCard(portal, { panGuid: 'z', primary: true }, portalCardLens())).toEqual([
      { panGuid: 'z', primary: true },
      { panGuid: 'x', primary: false },
      { panGuid: 'y', primary: false },
    ]);
  });

  it('moveToFront keeps every item and the others in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 })), fc.integer({ min: 0, max: 5 }), (items, wanted) => {
        const moved = moveToFront(items, (i) => i === wanted);
        expect([...moved].sort()).toEqual([...items].sort());
        if (items.includes(wanted)) expect(moved[0]).toBe(wanted);
        else expect(moved).toEqual(items);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§4 Card save success', () => {
  it.each([
    ['a b* c', 'd*', 'd* a b c'],
    ['a b* c', 'd', 'a b* c d'],
    ['a b* c', 'c*', 'c* a b'],
    ['a* b c', 'b', 'a* b c'],
    ['', 'a*', 'a*'],
  ])('§4 saving into %j the card %s gives %s', (before, saved, after) => {
    const list = before === '' ? [] : cards(before);
    expect(ids(applySavedCard(list, cards(saved)[0] as Embedded, lens))).toBe(after);
  });

  it('keeps one card per id, puts a preferred card on top as the only default', () => {
    const collection = fc.uniqueArray(
      fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), default: fc.boolean() }),
      { selector: (c) => c.id },
    );
    fc.assert(
      fc.property(
        collection,
        fc.record({ id: fc.constantFrom('a', 'c', 'f'), default: fc.boolean() }),
        (before, saved) => {
          const after = applySavedCard(before, saved, lens);
          expect(new Set(after.map((c) => c.id)).size).toBe(after.length);
          expect(after).toContainEqual(saved);
          if (saved.default) {
            expect(after[0]).toEqual(saved);
            expect(after.filter((c) => c.default)).toHaveLength(1);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('§4 Card save error', () => {
  it.each<[CardFlow, string]>([
    [{ context: 'addcard' }, 'addCard/retry'],
    [{ context: 'editcard', cardId: 'card-7' }, 'editCard/card-7/retry'],
    [{ context: 'editcard', cardId: 'a/b' }, 'editCard/a%2Fb/retry'],
  ])('§2 the retry route of %j is %s', (flow, route) => {
    expect(cardRetryRoute(flow)).toBe(route);
  });

  it('§4 clears the security code, moves the billing address first and marks the retry with the time', () => {
    const now = new Date(2026, 4, 15, 10, 30);
    expect(clearSecurityCode({ cvv: '123', nickName: 'x' })).toEqual({ cvv: '', nickName: 'x' });
    expect(billingAddressFirst([{ id: 'a' }, { id: 'b' }], 'b')).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(billingAddressFirst([{ id: 'a' }, { id: 'b' }], undefined)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(cardRetryMarker(now)).toEqual({ retry: true, timestamp: now.getTime() });
  });

  it('§4 a 201 on the error path is a success', () => {
    expect(CARD_CREATED_STATUS).toBe(201);
    expect(
      cardSaveErrorOutcome({
        status: 201,
        form: { cvv: '123' },
        addresses: [],
        billingAddressId: undefined,
        flow: { context: 'addcard' },
        now: new Date(),
      }),
    ).toEqual({ kind: 'saved' });
  });

  it.each([[400], [500], [200], [undefined]])('§4 status %j retries the form, replacing history', (status) => {
    const now = new Date(2026, 4, 15);
    expect(
      cardSaveErrorOutcome({
        status,
        form: { cvv: '1234', nickName: 'Travel' },
        addresses: [{ id: 'home' }, { id: 'work' }],
        billingAddressId: 'work',
        flow: { context: 'editcard', cardId: 'c1' },
        now,
      }),
    ).toEqual({
      kind: 'retry',
      form: { cvv: '', nickName: 'Travel' },
      addresses: [{ id: 'work' }, { id: 'home' }],
      marker: { retry: true, timestamp: now.getTime() },
      route: 'editCard/c1/retry',
      replaceHistory: true,
    });
  });
});
