// The security code (spec §5 Card, §9): required, digits only, 4 for amex else 3; the portal minimum is 3.
import * as v from 'valibot';
import { CARD_BRAND_NAMES, CARD_BRANDS, type CardBrand } from './card-brand';
import { firstIssueKey } from '../text/messages';

export const CARD_SECURITY_CODE_MESSAGE_KEYS = [
  'card:securityCode.required',
  'card:securityCode.notDigits',
  'card:securityCode.tooShort',
  'card:securityCode.tooLong',
] as const;
export type CardSecurityCodeMessageKey = (typeof CARD_SECURITY_CODE_MESSAGE_KEYS)[number];

/** Where a card is entered: the portal (and enrolment, SSO) or the wallet embedded in a checkout. */
export const SECURITY_CODE_CONTEXTS = ['portal', 'wallet'] as const;
export type SecurityCodeContext = (typeof SECURITY_CODE_CONTEXTS)[number];

/** `'brand'` stands for the brand's own length (§9: 4 for amex, otherwise 3). */
type Bound = number | 'brand';

/**
 * §5 Card, §9: the wallet asks for exactly the brand's length. The portal's minimum is 3 for every
 * brand and its maximum is the brand's length: a Visa, Mastercard or Discover code has 3 digits, an
 * American Express code 3 or 4. (The portal's edit screen knows the brand only from the server's
 * productBrandCode, and the spec sets its floor at 3, not at the brand's length.)
 */
export const SECURITY_CODE_LENGTH_RULES: Readonly<
  Record<SecurityCodeContext, { readonly minimum: Bound; readonly maximum: Bound }>
> = {
  wallet: { minimum: 'brand', maximum: 'brand' },
  portal: { minimum: 3, maximum: 'brand' },
};

const brandLengths = CARD_BRAND_NAMES.map((brand) => CARD_BRANDS[brand].securityCodeLength);
/** Before the brand is known, any brand's length is possible. */
const ANY_BRAND = { shortest: Math.min(...brandLengths), longest: Math.max(...brandLengths) };

/** The shortest and longest code accepted for a brand (null: not known yet) in a context. */
export function securityCodeLengths(
  context: SecurityCodeContext,
  brand: CardBrand | null,
): { min: number; max: number } {
  const rule = SECURITY_CODE_LENGTH_RULES[context];
  const resolve = (bound: Bound, unknown: number) =>
    bound === 'brand' ? (brand === null ? unknown : CARD_BRANDS[brand].securityCodeLength) : bound;
  return { min: resolve(rule.minimum, ANY_BRAND.shortest), max: resolve(rule.maximum, ANY_BRAND.longest) };
}

export interface SecurityCodeOptions {
  readonly context: SecurityCodeContext;
  /** The card's brand, from its number (add) or the server's productBrandCode (edit); null if unknown. */
  readonly brand: CardBrand | null;
}

/** §5 Security code: required, digits only, then the lengths of `securityCodeLengths`. */
export function securityCodeSchema({ context, brand }: SecurityCodeOptions) {
  const { min, max } = securityCodeLengths(context, brand);
  return v.pipe(
    v.string('card:securityCode.required'),
    v.nonEmpty('card:securityCode.required'),
    v.digits('card:securityCode.notDigits'),
    v.minLength(min, 'card:securityCode.tooShort'),
    v.maxLength(max, 'card:securityCode.tooLong'),
  );
}

/** §5: the first message the security code gets, or null when it is valid. */
export function validateSecurityCode(value: unknown, options: SecurityCodeOptions): CardSecurityCodeMessageKey | null {
  return firstIssueKey(securityCodeSchema(options), value, CARD_SECURITY_CODE_MESSAGE_KEYS);
}
