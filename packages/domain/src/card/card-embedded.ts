// The card of the embedded checkout (spec §3 Card in the embedded checkout, §7 Cards (embedded checkout)), as the server sends it.
import * as v from 'valibot';
import { ExpirationDateSchema, parseExpiry, type ExpirationDate } from './card-expiry';

export const CARD_DATA_MESSAGE_KEYS = ['card:data.invalidCard'] as const;

const DATA = 'card:data.invalidCard';
const text = v.string(DATA);
const flag = v.optional(v.boolean(DATA), false);
const size = v.optional(v.pipe(v.number(DATA), v.integer(DATA), v.minValue(1, DATA)));

/** §3: the last four digits of a card's number. */
export const LastFourSchema = v.pipe(text, v.digits(DATA), v.length(4, DATA));

/** §3 cardArts.cardArt[]: baseImageFileName, width, height. */
const EmbeddedCardArtSchema = v.object(
  { baseImageFileName: v.pipe(text, v.nonEmpty(DATA)), width: size, height: size },
  DATA,
);

/** §3 Type: paymentType {cardBrand, cardType}, such as {VISA, DEBIT}. */
const PaymentTypeSchema = v.object({ cardBrand: v.optional(text), cardType: v.optional(text) }, DATA);

/**
 * §3 Card in the embedded checkout. The flags the server may leave out read as false; `default`,
 * `selected`, `expired`, `accepted` and `failed3ds` are its own judgements. `billingAddress` is an
 * Address (§3), whose rules belong to the address domain, so it is only required to be an object
 * here. `countryOfIssuance` (§6) is carried when the server knows it, for the Canadian Visa debit rule.
 */
export const EmbeddedCardSchema = v.object(
  {
    id: v.pipe(text, v.nonEmpty(DATA)),
    selected: flag,
    default: flag,
    lastFourDigits: LastFourSchema,
    billingAddress: v.optional(v.record(v.string(), v.unknown(), DATA)),
    billingAddressId: v.optional(text),
    verificationStatus: v.optional(text),
    expired: flag,
    accepted: v.optional(v.boolean(DATA), true),
    failed3ds: flag,
    /** Beyond the spec: its cardholder suspended it through the portal's card controls. */
    suspended: flag,
    cardArts: v.optional(v.object({ cardArt: v.array(EmbeddedCardArtSchema, DATA) }, DATA)),
    avsResponseCode: v.optional(text),
    productCode: v.optional(text),
    productBrandCode: v.optional(text),
    issuerBid: v.optional(text),
    nickName: v.optional(text, ''),
    nameOnCard: v.optional(text),
    accountNumber: v.optional(text),
    cvv: v.optional(text),
    expiry: v.optional(text),
    expirationDate: v.optional(ExpirationDateSchema),
    paymentType: v.optional(PaymentTypeSchema),
    countryOfIssuance: v.optional(text),
  },
  DATA,
);
export type EmbeddedCard = v.InferOutput<typeof EmbeddedCardSchema>;

/** §7: a save's response "may be wrapped in paymentInstrument"; both shapes give the card. */
export const EmbeddedCardResponseSchema = v.union(
  [
    v.pipe(
      v.object({ paymentInstrument: EmbeddedCardSchema }, DATA),
      v.transform((body) => body.paymentInstrument),
    ),
    EmbeddedCardSchema,
  ],
  DATA,
);

/** §3: the card's expiry, from expirationDate or else its MMYY `expiry` text; null if it has neither. */
export function embeddedCardExpiry(card: Pick<EmbeddedCard, 'expirationDate' | 'expiry'>): ExpirationDate | null {
  return card.expirationDate ?? (card.expiry === undefined ? null : parseExpiry(card.expiry));
}
