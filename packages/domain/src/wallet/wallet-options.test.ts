import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWalletOptions, WalletEventSchema, WALLET_EVENT_TYPES } from './wallet-options';
import * as v from 'valibot';

const GOOD = {
  publicKey: 'pk_sandbox_harbour_goods',
  shopperSession: 'AbCdEfGhIjKlMnOpQrStUv_-0123456789',
  gateway: 'http://localhost:8080/',
};

describe('the wallet mount options (decision 033)', () => {
  it('reads the needed three and fills the rest: in the page, English, review first, US addresses, every brand', () => {
    expect(readWalletOptions(GOOD)).toEqual({
      ok: true,
      settings: {
        ...GOOD,
        isolation: 'none',
        locale: 'en',
        start: 'review',
        addressCountries: ['US'],
        showNoThanks: false,
      },
    });
  });

  it("opens on one card's edit or delete route when the host asks", () => {
    expect(readWalletOptions({ ...GOOD, start: 'deleteCard/0b6f6c0e-4a55-4a8e-9d49-5f2f5e9f1a11' })).toMatchObject({
      ok: true,
      settings: { start: 'deleteCard/0b6f6c0e-4a55-4a8e-9d49-5f2f5e9f1a11' },
    });
  });

  it('§2: a checkout offering to save a card flags No thanks', () => {
    expect(readWalletOptions({ ...GOOD, start: 'addCard', showNoThanks: true })).toMatchObject({
      ok: true,
      settings: { start: 'addCard', showNoThanks: true },
    });
  });

  it("takes the page's CSP nonce, for a script the wallet adds to the page (an issuer's places service)", () => {
    expect(readWalletOptions({ ...GOOD, nonce: 'cGFnZS1ub25jZQ==' })).toMatchObject({
      ok: true,
      settings: { nonce: 'cGFnZS1ub25jZQ==' },
    });
  });

  it('keeps the merchant configuration of §6 and the back URL', () => {
    const onEvent = () => undefined;
    const read = readWalletOptions({
      ...GOOD,
      acceptedBrands: ['VISA', 'mastercard'],
      paymentConstraints: { acceptCanadianVISADebit: false },
      backUrl: 'https://shop.example/basket',
      isolation: 'iframe',
      onEvent,
    });
    expect(read).toMatchObject({
      ok: true,
      settings: {
        acceptedBrands: ['visa', 'mastercard'],
        paymentConstraints: { acceptCanadianVISADebit: false },
        backUrl: 'https://shop.example/basket',
        isolation: 'iframe',
        onEvent,
      },
    });
  });

  it.each([
    ['no options', undefined, 'options: an object'],
    ['no public key', { ...GOOD, publicKey: undefined }, 'publicKey'],
    ['a secret key in place of the public one', { ...GOOD, publicKey: 'sk_sandbox_harbour_goods' }, 'publicKey'],
    ['a short session', { ...GOOD, shopperSession: 'abc' }, 'shopperSession'],
    ['a gateway that is not http', { ...GOOD, gateway: 'javascript:alert(1)' }, 'gateway'],
    ['a back URL that is not http', { ...GOOD, backUrl: 'javascript:alert(1)' }, 'backUrl'],
    ['an unknown brand', { ...GOOD, acceptedBrands: ['diners'] }, 'acceptedBrands.0: brands are amex, visa'],
    ['a misspelt option', { ...GOOD, isolate: 'iframe' }, 'unknown option isolate'],
    ['an unknown start screen', { ...GOOD, start: 'home' }, 'start'],
    ['a start route with a path in its id', { ...GOOD, start: 'editCard/../home' }, 'start'],
    ['no address country', { ...GOOD, addressCountries: [] }, 'addressCountries'],
    ['a No thanks flag that is not a boolean', { ...GOOD, showNoThanks: 'yes' }, 'showNoThanks'],
    ['a nonce that could break out of an attribute', { ...GOOD, nonce: 'abc" onload="x' }, 'nonce'],
    ['a listener that is not a function', { ...GOOD, onEvent: 'alert' }, 'onEvent'],
  ])('%s is refused, naming the option', (_what, input, words) => {
    const read = readWalletOptions(input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toContain(words);
  });

  it('never throws, whatever it is given, and answers a problem in words when it refuses', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.string(), fc.anything()), (anything, extra) => {
        for (const input of [anything, { ...GOOD, ...extra }]) {
          const read = readWalletOptions(input);
          if (!read.ok) expect(read.problem.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('a frame message is an event only with the fields its type has', () => {
    for (const type of WALLET_EVENT_TYPES.filter(
      (t) => !['review', 'cardSaved', 'cardDeleted', 'cardSelected'].includes(t),
    ))
      expect(v.is(WalletEventSchema, { type })).toBe(true);
    expect(v.is(WalletEventSchema, { type: 'cardSaved', cardId: 'c-1', created: true })).toBe(true);
    expect(v.is(WalletEventSchema, { type: 'cardSaved', cardId: 'c-1' })).toBe(false);
    expect(v.is(WalletEventSchema, { type: 'review', cards: -1, available: 0 })).toBe(false);
    expect(v.is(WalletEventSchema, { type: 'steal', data: 'x' })).toBe(false);
  });
});
