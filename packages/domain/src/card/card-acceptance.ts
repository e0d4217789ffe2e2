// Which cards a merchant accepts (spec §6: accepted card brands and paymentConstraints.acceptCanadianVISADebit).
import * as v from 'valibot';
import { brandFromCode, CARD_BRAND_NAMES, type CardBrand } from './card-brand';

export const CARD_ACCEPTANCE_MESSAGE_KEYS = [
  'card:acceptance.brandNotAccepted',
  'card:acceptance.canadianVisaDebitNotAccepted',
  'card:data.invalidMerchantConfig',
] as const;
export type CardAcceptanceMessageKey = (typeof CARD_ACCEPTANCE_MESSAGE_KEYS)[number];

const CONFIG = 'card:data.invalidMerchantConfig';

/**
 * §6: the merchant's card configuration. Brands are matched in any case (`VISA` is `visa`). An absent
 * `acceptedBrands` accepts every brand; an empty list is refused, because a checkout that takes no card
 * is a configuration mistake, not a policy. An absent `acceptCanadianVISADebit` accepts those cards:
 * the spec calls it a restriction, so it applies only when the merchant sets it to false.
 */
export const MerchantCardConfigSchema = v.object(
  {
    acceptedBrands: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(CONFIG), v.toLowerCase(), v.picklist(CARD_BRAND_NAMES, CONFIG)), CONFIG),
        v.nonEmpty(CONFIG),
      ),
    ),
    paymentConstraints: v.optional(v.object({ acceptCanadianVISADebit: v.optional(v.boolean(CONFIG)) }, CONFIG)),
  },
  CONFIG,
);
export type MerchantCardConfig = v.InferOutput<typeof MerchantCardConfigSchema>;

/** §6: a brand is accepted unless the merchant lists the brands it accepts and this one is not among them. */
export function isBrandAccepted(brand: CardBrand, config: MerchantCardConfig = {}): boolean {
  return config.acceptedBrands === undefined || config.acceptedBrands.includes(brand);
}

/** Canada as a country of issuance, in each form a server may send it: ISO 3166 alpha-2, alpha-3 and numeric (§6 sends 840 for the US). */
export const CANADA_ISSUANCE_CODES = ['CA', 'CAN', '124'] as const;
/** A debit card as §3 paymentType.cardType (DEBIT) or §3 financialAccountType (DEBIT_CARD) names it. */
export const DEBIT_CARD_TYPES = ['DEBIT', 'DEBIT_CARD'] as const;

/** The card details acceptance reads: §3 Card in the embedded checkout, plus the country of issuance. */
export interface CardAcceptanceDetails {
  readonly paymentType?:
    | { readonly cardBrand?: string | undefined; readonly cardType?: string | undefined }
    | undefined;
  readonly countryOfIssuance?: string | undefined;
}

const isOneOf = (list: readonly string[], value: string | undefined) =>
  value !== undefined && list.includes(value.trim().toUpperCase());

/**
 * A Canadian Visa debit card. The number alone cannot tell (Canadian Visa debit numbers share Visa's
 * ranges), so this reads the card's details as the checkout model carries them.
 */
export function isCanadianVisaDebit(details: CardAcceptanceDetails): boolean {
  return (
    brandFromCode(details.paymentType?.cardBrand) === 'visa' &&
    isOneOf(DEBIT_CARD_TYPES, details.paymentType?.cardType) &&
    isOneOf(CANADA_ISSUANCE_CODES, details.countryOfIssuance)
  );
}

/**
 * §6, §8 Carousel overlay messages: why the merchant does not accept a saved card, or null. A card
 * whose details name no brand passes the brand check (nothing to hold against it); a brand the product
 * does not know is not accepted when the merchant lists its brands.
 */
export function cardAcceptanceVerdict(
  details: CardAcceptanceDetails,
  config: MerchantCardConfig = {},
): CardAcceptanceMessageKey | null {
  const named = details.paymentType?.cardBrand;
  if (named !== undefined && named.trim() !== '') {
    const brand = brandFromCode(named);
    const accepted = brand === null ? config.acceptedBrands === undefined : isBrandAccepted(brand, config);
    if (!accepted) return 'card:acceptance.brandNotAccepted';
  }
  if (config.paymentConstraints?.acceptCanadianVISADebit === false && isCanadianVisaDebit(details)) {
    return 'card:acceptance.canadianVisaDebitNotAccepted';
  }
  return null;
}
