// What a merchant's page hands the embedded wallet's `mount(element, options)` (decision 033):
// the merchant's public key and a shopper session its server asked for, the gateway, how to mount
// (in the page, or isolated in a frame of the wallet's own origin), and the merchant's configuration
// (§6 accepted brands and Canadian Visa debit, the back URL of §2, the locale, the address countries).
// The messages are for the merchant's engineer (thrown by `mount`, in the console); the shopper sees
// the wallet's own translated texts.
import * as v from 'valibot';
import { ADDRESS_COUNTRIES, DEFAULT_ADDRESS_COUNTRY } from '../address/address-countries';
import { MerchantCardConfigSchema } from '../card/card-acceptance';
import { CARD_BRAND_NAMES } from '../card/card-brand';

/** The message of a refused merchant card configuration (card-acceptance.ts). */
const MERCHANT_CONFIG_MESSAGE = 'card:data.invalidMerchantConfig';

/**
 * The wallet's screens a checkout may open first (§2 Payment-instrument routes (embedded)): review,
 * addCard, cardList, addressaddnew, or one card's editCard/{cardID} or deleteCard/{cardID} (the host's own
 * "remove"), or one address's addressupdatedelete/{addressId}.
 */
const WALLET_START =
  /^(review|addCard|cardList|addressaddnew|(editCard|deleteCard|addressupdatedelete)\/[A-Za-z0-9-]{1,100})$/;

/** The locales the wallet speaks (the product's). */
const WALLET_LOCALES = ['en', 'es'] as const;

const httpUrl = (name: string) =>
  v.pipe(
    v.string(`${name} must be an http(s) URL`),
    v.check((text) => {
      if (!URL.canParse(text)) return false;
      const { protocol } = new URL(text);
      return protocol === 'https:' || protocol === 'http:';
    }, `${name} must be an http(s) URL`),
  );

/**
 * The options of `mount`. Unknown keys are refused (a misspelt option would otherwise be ignored in
 * silence); `onEvent` is the host's listener, in the page only (an isolated frame reports by message).
 */
const WalletMountOptionsSchema = v.strictObject(
  {
    publicKey: v.pipe(
      v.string('publicKey: the merchant’s public key (pk_…)'),
      v.regex(/^pk_[A-Za-z0-9_-]{4,200}$/, 'publicKey: the merchant’s public key (pk_…)'),
    ),
    shopperSession: v.pipe(
      v.string('shopperSession: the session the merchant’s server asked for'),
      v.regex(/^[A-Za-z0-9_-]{16,200}$/, 'shopperSession: the session the merchant’s server asked for'),
    ),
    gateway: httpUrl('gateway'),
    isolation: v.optional(v.picklist(['none', 'iframe'], 'isolation: "none" (in the page) or "iframe"'), 'none'),
    locale: v.optional(v.picklist(WALLET_LOCALES, `locale: one of ${WALLET_LOCALES.join(', ')}`), 'en'),
    /** §2: Cancel goes to a configured back URL, or else to the previous route. */
    backUrl: v.optional(httpUrl('backUrl')),
    /** Where the issuer publishes its card art (§3 `_web_1x.png` files); without it the generic image is shown. */
    cardArtBase: v.optional(httpUrl('cardArtBase')),
    start: v.optional(
      v.pipe(
        v.string('start: a wallet route'),
        v.regex(
          WALLET_START,
          'start: review, addCard, cardList, addressaddnew, editCard/{cardID}, deleteCard/{cardID} or addressupdatedelete/{addressId}',
        ),
      ),
      'review',
    ),
    /** §5: the address countries offered (US by default). */
    addressCountries: v.optional(
      v.pipe(
        v.array(v.picklist(ADDRESS_COUNTRIES, `addressCountries: some of ${ADDRESS_COUNTRIES.join(', ')}`)),
        v.nonEmpty('addressCountries: at least one country'),
      ),
      [DEFAULT_ADDRESS_COUNTRY],
    ),
    /**
     * §2 Add buttons: "A No thanks button replaces Cancel when the collection is flagged to show it, and
     * it raises an enrolment-done event": a checkout offering to save a card (start: addCard) flags it.
     */
    showNoThanks: v.optional(v.boolean('showNoThanks: true or false'), false),
    /**
     * The page's CSP nonce: a script the wallet adds to the page (an issuer's hosted places service, §7
     * "A maps places library and autocomplete service are loaded by script") carries it.
     */
    nonce: v.optional(
      v.pipe(
        v.string('nonce: the page’s CSP nonce'),
        v.regex(/^[A-Za-z0-9+/=_-]{8,200}$/, 'nonce: the page’s CSP nonce (base64)'),
      ),
    ),
    ...MerchantCardConfigSchema.entries,
    onEvent: v.optional(
      v.custom<(event: WalletEvent) => void>((value) => typeof value === 'function', 'onEvent: a function'),
    ),
  },
  (issue) => {
    const key: unknown = issue.path?.[0]?.key;
    return typeof key === 'string' ? `unknown option ${key}` : 'options: an object';
  },
);
export type WalletMountOptions = v.InferInput<typeof WalletMountOptionsSchema>;
export type WalletSettings = v.InferOutput<typeof WalletMountOptionsSchema>;

/** The events the wallet raises for its host, in the page by `onEvent`, from a frame by message. */
export const WALLET_EVENT_TYPES = [
  'ready',
  'review',
  'cardSelected',
  'cardSaved',
  'cardDeleted',
  'cancel',
  'empty',
  'getError',
  'enrolmentDone',
  'sessionEnded',
] as const;
export type WalletEventType = (typeof WALLET_EVENT_TYPES)[number];

export type WalletEvent =
  | { type: 'ready' }
  /** §2: the review carousel is shown, with how many cards and how many can pay. */
  | { type: 'review'; cards: number; available: number }
  /** The shopper chose a card to pay with (Use this card): the host charges it. */
  | { type: 'cardSelected'; cardId: string }
  /** §4 Card save success: "a 201 also signals card created". */
  | { type: 'cardSaved'; cardId: string; created: boolean }
  | { type: 'cardDeleted'; cardId: string }
  /** §2 Cancel with no back URL: the host decides where to go. */
  | { type: 'cancel' }
  /** §4 Card defaults: an empty collection outside the add flow. */
  | { type: 'empty' }
  /** §8: a card list fetch failure. */
  | { type: 'getError' }
  /** §2: No thanks. */
  | { type: 'enrolmentDone' }
  /** The shopper session ended (401): the merchant's server must ask for a new one. */
  | { type: 'sessionEnded' };

/** Reads `mount`'s options: the settings, or the first problem in words for the merchant's engineer. */
export function readWalletOptions(
  input: unknown,
): { ok: true; settings: WalletSettings } | { ok: false; problem: string } {
  const result = v.safeParse(WalletMountOptionsSchema, input);
  if (result.success) return { ok: true, settings: result.output };
  const [issue] = result.issues;
  // The merchant configuration's schema speaks to the shopper (a message key): say which option, and what it takes.
  if (issue.message !== MERCHANT_CONFIG_MESSAGE) return { ok: false, problem: issue.message };
  const where = (issue.path ?? [])
    .map((step): string => (typeof step.key === 'string' || typeof step.key === 'number' ? String(step.key) : ''))
    .join('.');
  return {
    ok: false,
    problem: `${where || 'acceptedBrands'}: brands are ${CARD_BRAND_NAMES.join(', ')}; paymentConstraints.acceptCanadianVISADebit is true or false`,
  };
}

/** Whether a message from a frame is one of the wallet's events (isolated mode), checked field by field. */
export const WalletEventSchema = v.variant('type', [
  v.object({ type: v.picklist(['ready', 'cancel', 'empty', 'getError', 'enrolmentDone', 'sessionEnded']) }),
  v.object({
    type: v.literal('review'),
    cards: v.pipe(v.number(), v.integer(), v.minValue(0)),
    available: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.object({ type: v.literal('cardSaved'), cardId: v.pipe(v.string(), v.maxLength(100)), created: v.boolean() }),
  v.object({ type: v.picklist(['cardDeleted', 'cardSelected']), cardId: v.pipe(v.string(), v.maxLength(100)) }),
]);
