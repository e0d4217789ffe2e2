// The add and edit card forms as valibot schemas (spec §5 Card), for react-hook-form and for the gateway alike.
import * as v from 'valibot';
import type { MerchantCardConfig } from './card-acceptance';
import { brandOf, type CardBrand } from './card-brand';
import { expirySchema } from './card-expiry';
import { NameOnCardSchema } from './card-name-on-card';
import { NicknameSchema } from './card-nickname';
import { cardNumberSchema, validateCardNumber } from './card-number';
import {
  securityCodeLengths,
  securityCodeSchema,
  validateSecurityCode,
  type SecurityCodeContext,
} from './card-security-code';

export interface CardFormOptions {
  readonly context: SecurityCodeContext;
  /** §6: the merchant's accepted brands (wallet only). */
  readonly config?: MerchantCardConfig | undefined;
  /** The clock the expiry is judged by. */
  readonly now?: (() => Date) | undefined;
}

/**
 * §5: a missing field reads as empty, so it gets its own "required" message rather than valibot's.
 * The portal registers the name-on-card validators but does not use them (§5); the wallet sends the
 * name (§7), so there it is checked.
 */
const commonFields = ({ context, now }: CardFormOptions) => ({
  expiry: v.optional(expirySchema(now), ''),
  nickName: v.optional(NicknameSchema, ''),
  nameOnCard:
    context === 'wallet'
      ? v.optional(NameOnCardSchema, '')
      : v.optional(v.pipe(v.string('card:nameOnCard.required'), v.trim()), ''),
  default: v.optional(v.boolean('card:data.invalidCard'), false),
});

/**
 * §5 Card, add: every field of the form. The security code's length depends on the number's brand,
 * so the field alone checks it against any brand (3 or 4 digits) and, once both the number and the
 * code are otherwise valid, the form checks it against that brand and reports on the security code
 * field. (valibot runs a form-level check whenever the types are right, even after a field's own
 * message, so the guard keeps each field to one message.)
 */
export function addCardFormSchema(options: CardFormOptions) {
  const anyBrandCode = { context: options.context, brand: null } as const;
  const lengthsFor = ({ accountNumber, cvv }: { accountNumber: string; cvv: string }) =>
    validateCardNumber(accountNumber) === null && validateSecurityCode(cvv, anyBrandCode) === null
      ? securityCodeLengths(options.context, brandOf(accountNumber))
      : null;
  return v.pipe(
    v.object(
      {
        accountNumber: v.optional(cardNumberSchema(options.config), ''),
        cvv: v.optional(securityCodeSchema(anyBrandCode), ''),
        ...commonFields(options),
      },
      'card:data.invalidCard',
    ),
    v.forward(
      v.partialCheck(
        [['accountNumber'], ['cvv']],
        (input) => input.cvv.length >= (lengthsFor(input)?.min ?? 0),
        'card:securityCode.tooShort',
      ),
      ['cvv'],
    ),
    v.forward(
      v.partialCheck(
        [['accountNumber'], ['cvv']],
        (input) => input.cvv.length <= (lengthsFor(input)?.max ?? Infinity),
        'card:securityCode.tooLong',
      ),
      ['cvv'],
    ),
  );
}

/** §5 Card, edit: the number is read-only (§2), so the brand comes from the saved card (§3 productBrandCode). */
export function editCardFormSchema(options: CardFormOptions & { readonly brand: CardBrand | null }) {
  return v.object(
    {
      cvv: v.optional(securityCodeSchema({ context: options.context, brand: options.brand }), ''),
      ...commonFields(options),
    },
    'card:data.invalidCard',
  );
}
