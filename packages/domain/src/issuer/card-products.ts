// An issuer's card products: each card's financial account type and the features it offers come from
// the product its BIN belongs to, not from the issuer as a whole (a debit Visa with balances and
// alerts, a credit Mastercard with controls only). The issuer's features (§3 Features) still say which
// are active and on which platforms; a product names the ones its cards offer.
import * as v from 'valibot';
import { FINANCIAL_ACCOUNT_TYPES } from '../card/card-portal';
import { binRangeConflict, BinRangeSchema, narrowestHolding } from './bin-ranges';

const FeatureCodeSchema = v.pipe(
  v.string('a product feature must be a feature code'),
  v.regex(/^[A-Z0-9_]+$/, 'a product feature is an upper-case feature code such as BAL_INQ'),
);

const CardProductSchema = v.strictObject({
  /** The product's id in the configuration, as a card names it in tests and logs. */
  code: v.pipe(
    v.string('a product code must be text'),
    v.regex(/^[a-z0-9][a-z0-9-]*$/, 'a product code is lower-case letters, digits and hyphens, such as visa-debit'),
  ),
  name: v.pipe(v.string('a product name must be text'), v.trim(), v.nonEmpty('a product name must not be empty')),
  /** §3 financialAccountType of every card of the product, whatever an add-card request said. */
  financialAccountType: v.picklist(
    FINANCIAL_ACCOUNT_TYPES,
    'financialAccountType must be PREPAID_CARD, DEBIT_CARD or CREDIT_CARD',
  ),
  /** The BINs of the product's cards; of several products' ranges, the narrowest holding a card's BIN wins. */
  binRanges: v.pipe(
    v.array(BinRangeSchema, 'binRanges must be a list'),
    v.minLength(1, 'a product needs at least one BIN range'),
  ),
  /** The feature codes the product's cards offer, each one of the issuer's features. */
  features: v.pipe(
    v.array(FeatureCodeSchema, 'features must be a list of feature codes'),
    v.check((codes) => new Set(codes).size === codes.length, 'a product lists a feature once'),
  ),
});
export type CardProduct = v.InferOutput<typeof CardProductSchema>;

const productConflict = (products: readonly CardProduct[]) =>
  binRangeConflict(products, (product) => product.code, 'products');

/** The products of an issuer: codes unique, and ranges of different products nested or apart. */
export const CardProductsSchema = v.pipe(
  v.array(CardProductSchema, 'products must be a list'),
  v.check(
    (products) => new Set(products.map((p) => p.code)).size === products.length,
    'a product code is listed twice in products',
  ),
  v.check(
    (products) => productConflict(products) === null,
    (issue) => productConflict(issue.input) ?? 'BIN ranges overlap',
  ),
);

/** The first feature a product names that the issuer does not list, as `products.<i>.features.<j>: …`, or null. */
export function unknownProductFeature(
  products: readonly CardProduct[] | undefined,
  issuerFeatureCodes: readonly string[],
): string | null {
  for (const [i, product] of (products ?? []).entries()) {
    const j = product.features.findIndex((code) => !issuerFeatureCodes.includes(code));
    const code = product.features[j];
    if (code !== undefined)
      return `products.${i}.features.${j}: ${code} is not one of the issuer's features (add it to features first)`;
  }
  return null;
}

/** The product a card's BIN (or number) belongs to, or null when the issuer lists none that holds it. */
export function productOf(
  issuer: { readonly products?: readonly CardProduct[] | undefined },
  bankIdentifier: string,
): CardProduct | null {
  return narrowestHolding(issuer.products ?? [], bankIdentifier);
}

/** What a card is and offers, as §3 Card in the portal answers it: `financialAccountType` and `cardFeatures`. */
export interface CardProductFacts {
  readonly financialAccountType: string;
  readonly cardFeatures: string[];
}

/**
 * A card's type and feature codes. Of its product: the product's type, and the product's features that
 * are among the issuer's active codes (`activeCodes`), in the product's order. An issuer that lists no
 * products offers every card its whole active list, the card keeping the type it was stored with; one
 * that lists products offers nothing on a card none of them holds (a card it does not issue).
 */
export function cardProductFacts(
  issuer: { readonly products?: readonly CardProduct[] | undefined },
  card: { readonly bankIdentifier: string; readonly financialAccountType: string },
  activeCodes: readonly string[],
): CardProductFacts {
  if (issuer.products === undefined)
    return { financialAccountType: card.financialAccountType, cardFeatures: [...activeCodes] };
  const product = productOf(issuer, card.bankIdentifier);
  if (!product) return { financialAccountType: card.financialAccountType, cardFeatures: [] };
  return {
    financialAccountType: product.financialAccountType,
    cardFeatures: product.features.filter((code) => activeCodes.includes(code)),
  };
}
