// Card brands (spec §5 Card, §9): the first digit decides the brand, and the brand decides the lengths.

/** §5 Card: the four brands the product knows. */
export const CARD_BRAND_NAMES = ['amex', 'visa', 'mastercard', 'discover'] as const;
export type CardBrand = (typeof CARD_BRAND_NAMES)[number];

export interface CardBrandRule {
  /** §5, §9: the first digit of the number. */
  readonly firstDigit: string;
  /** §5, §9: how many digits the number has. */
  readonly numberLength: number;
  /** §5, §9: how many digits the security code has (in the wallet; the portal accepts 3 as well). */
  readonly securityCodeLength: number;
  /** How the number is grouped while typing: as printed on the card (amex 4-6-5). */
  readonly groups: readonly number[];
  /** The trademark, the same in every language, so it is data rather than a message key. */
  readonly name: string;
  /** The upper-case word servers use for the brand (§3 paymentType.cardBrand, productBrandCode). */
  readonly code: string;
}

/**
 * §5 Card, §9: 3 amex, 4 visa, 5 mastercard, 6 discover; number length 15 for amex, otherwise 16;
 * security code 4 for amex, otherwise 3. (The spec gives every number starting with 3 to amex,
 * although Diners Club and JCB numbers start with 3 too: the product accepts these four brands only.)
 */
export const CARD_BRANDS: Readonly<Record<CardBrand, CardBrandRule>> = {
  amex: {
    firstDigit: '3',
    numberLength: 15,
    securityCodeLength: 4,
    groups: [4, 6, 5],
    name: 'American Express',
    code: 'AMEX',
  },
  visa: { firstDigit: '4', numberLength: 16, securityCodeLength: 3, groups: [4, 4, 4, 4], name: 'Visa', code: 'VISA' },
  mastercard: {
    firstDigit: '5',
    numberLength: 16,
    securityCodeLength: 3,
    groups: [4, 4, 4, 4],
    name: 'Mastercard',
    code: 'MASTERCARD',
  },
  discover: {
    firstDigit: '6',
    numberLength: 16,
    securityCodeLength: 3,
    groups: [4, 4, 4, 4],
    name: 'Discover',
    code: 'DISCOVER',
  },
};

/** §5: the brand of a (normalised) card number, from its first digit; null when no brand starts so. */
export function brandOf(cardNumber: string): CardBrand | null {
  const first = cardNumber.charAt(0);
  return CARD_BRAND_NAMES.find((brand) => CARD_BRANDS[brand].firstDigit === first) ?? null;
}

const squash = (word: string) => word.toUpperCase().replace(/[^A-Z0-9]/gu, '');

/**
 * The brand a server names (§3 paymentType.cardBrand, productBrandCode), in any case and spacing:
 * `VISA`, `visa`, `AMEX`, `American Express` and `MasterCard` are all understood. Null when unknown.
 */
export function brandFromCode(code: string | null | undefined): CardBrand | null {
  if (!code) return null;
  const word = squash(code);
  return (
    CARD_BRAND_NAMES.find((brand) =>
      [brand, CARD_BRANDS[brand].code, CARD_BRANDS[brand].name].some((known) => squash(known) === word),
    ) ?? null
  );
}
