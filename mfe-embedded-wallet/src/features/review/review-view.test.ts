// The review carousel's view of each card (§2 Card carousel, §4 Card defaults, §8 overlay messages):
// composed from the shared card rules, judged on a fixed date with the demo checkout's configuration.
import { describe, expect, it } from 'vitest';
import type { EmbeddedCard } from '@portal/domain/card';
import { reviewCards } from './review-view';

const NOW = new Date(2026, 10, 27);
/** A card as the shared schema reads one (the flags the server leaves out are false, accepted true). */
const card = (fields: Partial<EmbeddedCard> & { id: string }): EmbeddedCard => ({
  selected: false,
  default: false,
  expired: false,
  accepted: true,
  failed3ds: false,
  suspended: false,
  nickName: '',
  lastFourDigits: '4444',
  verificationStatus: 'VERIFIED',
  expirationDate: { month: 5, year: 2029 },
  paymentType: { cardBrand: 'MASTERCARD', cardType: 'CREDIT' },
  ...fields,
});
const CONFIG = {
  acceptedBrands: ['visa', 'mastercard', 'discover'] as ('visa' | 'mastercard' | 'discover')[],
  paymentConstraints: { acceptCanadianVISADebit: false },
};

describe('the review carousel', () => {
  it('puts the default card first (§4), and a usable card has no overlay', () => {
    const views = reviewCards(
      [card({ id: 'b', nickName: 'Spare' }), card({ id: 'a', nickName: 'Main', default: true })],
      { config: CONFIG, now: NOW, artBase: null },
    );
    expect(views.map((view) => [view.id, view.isDefault, view.available, view.overlay])).toEqual([
      ['a', true, true, null],
      ['b', false, true, null],
    ]);
  });

  it('greys each case with its message; only not verified has the Edit card link', () => {
    const views = reviewCards(
      [
        card({ id: 'expired', expirationDate: { month: 9, year: 2026 } }),
        card({ id: '3ds', failed3ds: true }),
        card({ id: 'suspended', suspended: true }),
        card({ id: 'amex', paymentType: { cardBrand: 'AMEX', cardType: 'CREDIT' } }),
        card({ id: 'debit', paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' }, countryOfIssuance: 'CA' }),
        card({ id: 'pending', verificationStatus: 'PENDING_VERIFICATION' }),
      ],
      { config: CONFIG, now: NOW, artBase: null },
    );
    expect(views.map((view) => [view.id, view.available, view.overlay, view.editRoute])).toEqual([
      ['expired', false, 'card:carousel.expired', null],
      ['3ds', false, 'card:carousel.failed3ds', null],
      ['suspended', false, 'card:carousel.suspended', null],
      ['amex', false, 'card:acceptance.brandNotAccepted', null],
      ['debit', false, 'card:acceptance.canadianVisaDebitNotAccepted', null],
      ['pending', false, 'card:carousel.notVerified', 'editCard/pending'],
    ]);
  });

  it('§4 an empty nickname is made from brand and type; §3 the expiry shows as MM/YY; §9 this month or next will expire', () => {
    const [view] = reviewCards([card({ id: 'c', nickName: '', expirationDate: { month: 12, year: 2026 } })], {
      config: CONFIG,
      now: NOW,
      artBase: null,
    });
    expect(view?.title).toEqual({ key: 'card:defaultNickname.wallet.credit', values: { brand: 'Mastercard' } });
    expect(view?.expiry).toBe('12/26');
    expect(view?.willExpire).toBe(true);
    expect(view?.cardNumber).toBe('•••• 4444');
  });

  it('the art comes from the configured base; without one, or vertical on an unavailable card, the generic image', () => {
    const art = { cardArts: { cardArt: [{ baseImageFileName: 'acme/visa', width: 164, height: 105 }] } };
    const vertical = { cardArts: { cardArt: [{ baseImageFileName: 'acme/tall', width: 105, height: 164 }] } };
    const [withBase] = reviewCards([card({ id: 'a', ...art })], {
      config: CONFIG,
      now: NOW,
      artBase: 'https://bank.example/art/',
    });
    expect(withBase?.art).toEqual({
      src: 'https://bank.example/art/acme/visa_web_1x.png',
      srcSet: 'https://bank.example/art/acme/visa_web_1x.png 1x, https://bank.example/art/acme/visa_web_2x.png 2x',
      width: 164,
      height: 105,
    });
    expect(reviewCards([card({ id: 'a', ...art })], { config: CONFIG, now: NOW, artBase: null })[0]?.art).toBeNull();
    expect(
      reviewCards([card({ id: 'a', ...vertical, failed3ds: true })], {
        config: CONFIG,
        now: NOW,
        artBase: 'https://bank.example/art/',
      })[0]?.art,
    ).toBeNull();
  });
});
