// The card nickname (spec §5 Card, §9, §4 Card defaults): its checks, the remaining count and the default nicknames.
import * as v from 'valibot';
import { brandFromCode, CARD_BRANDS, type CardBrand } from './card-brand';
import { firstIssueKey } from '../text/messages';
import { type CardMessage } from './card-verdict';

export const CARD_NICKNAME_MESSAGE_KEYS = [
  'card:nickname.tooLong',
  'card:nickname.invalidCharacters',
  'card:nickname.tooManyDigits',
  'card:defaultNickname.wallet.debit',
  'card:defaultNickname.wallet.credit',
  'card:defaultNickname.wallet.prepaid',
  'card:defaultNickname.wallet.other',
  'card:defaultNickname.unknownBrand',
  'card:defaultNickname.portal',
  'card:defaultNickname.portalUnknownBrand',
] as const;
export type CardNicknameMessageKey = (typeof CARD_NICKNAME_MESSAGE_KEYS)[number];
const FIELD_KEYS = ['card:nickname.tooLong', 'card:nickname.invalidCharacters', 'card:nickname.tooManyDigits'] as const;
type NicknameFieldMessageKey = (typeof FIELD_KEYS)[number];

/** §5, §9: a nickname has at most 40 characters (counted as the input's maxlength counts them). */
export const NICKNAME_MAX_LENGTH = 40;
/** §5: letters, digits and white space only. Letters of any language (Muñoz, Crédito), with their accents. */
const NICKNAME_ALLOWED = /^[\p{L}\p{M}\p{Nd}\s]*$/u;
/** §5: no 9 consecutive digits, so that a card number cannot be saved as a nickname. */
const NICKNAME_DIGIT_RUN = /\p{Nd}{9}/u;

/**
 * §5 Nickname: optional (an empty one gets a default, §4), trimmed, at most 40 characters, letters,
 * digits and white space, no 9 digits in a row. valibot has no "letters, digits and spaces" action,
 * hence the regex, and none for "does not contain", hence the check.
 */
export const NicknameSchema = v.pipe(
  v.string('card:nickname.invalidCharacters'),
  v.trim(),
  v.maxLength(NICKNAME_MAX_LENGTH, 'card:nickname.tooLong'),
  v.regex(NICKNAME_ALLOWED, 'card:nickname.invalidCharacters'),
  v.check((nickname) => !NICKNAME_DIGIT_RUN.test(nickname), 'card:nickname.tooManyDigits'),
);

/** §5: the first message the nickname gets, or null when it is valid. */
export function validateNickname(value: unknown): NicknameFieldMessageKey | null {
  return firstIssueKey(NicknameSchema, value, FIELD_KEYS);
}

/**
 * §5 live remaining-character counter: what is left of the 40, never below 0. The counter's text is
 * the forms' own remaining-characters message, shared by every counted field.
 */
export function nicknameCharactersLeft(value: string): number {
  return Math.max(0, NICKNAME_MAX_LENGTH - value.length);
}

/** §4: a nickname that is empty or only white space is replaced by a default one. */
export function isBlankNickname(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * §4 Card defaults (embedded): the nickname from brand and type, such as "Visa Debit" ("Visa Débito").
 * The type word is a message; the brand is its trademark. §3 paymentType.cardType (DEBIT) and §3
 * financialAccountType (DEBIT_CARD) both name the type.
 */
export const WALLET_NICKNAME_BY_TYPE = {
  DEBIT: 'card:defaultNickname.wallet.debit',
  CREDIT: 'card:defaultNickname.wallet.credit',
  PREPAID: 'card:defaultNickname.wallet.prepaid',
} as const satisfies Record<string, CardNicknameMessageKey>;

const typeWord = (cardType: string | undefined): CardNicknameMessageKey => {
  const type = (cardType ?? '')
    .trim()
    .toUpperCase()
    .replace(/_CARD$/u, '');
  return (
    Object.entries(WALLET_NICKNAME_BY_TYPE).find(([name]) => name === type)?.[1] ?? 'card:defaultNickname.wallet.other'
  );
};

/** §4 Card defaults, embedded: "Visa Debit"; "Visa Card" for another type; "Card" when the brand is unknown. */
export function walletDefaultNickname(paymentType: {
  readonly cardBrand?: string | undefined;
  readonly cardType?: string | undefined;
}): CardMessage<CardNicknameMessageKey> {
  const brand = brandFromCode(paymentType.cardBrand);
  if (brand === null) return { key: 'card:defaultNickname.unknownBrand', values: {} };
  return { key: typeWord(paymentType.cardType), values: { brand: CARD_BRANDS[brand].name } };
}

/** §4 Card defaults, portal: the brand word plus the last four digits, "Visa 1234"; "Card 1234" when the brand is unknown. */
export function portalDefaultNickname(brand: CardBrand | null, lastFour: string): CardMessage<CardNicknameMessageKey> {
  return brand === null
    ? { key: 'card:defaultNickname.portalUnknownBrand', values: { lastFour } }
    : { key: 'card:defaultNickname.portal', values: { brand: CARD_BRANDS[brand].name, lastFour } };
}
