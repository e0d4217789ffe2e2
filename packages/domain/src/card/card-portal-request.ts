// The portal's card payloads (spec §7 Cards (portal), §3 Billing address, §4 Card defaults, §9): what the
// add and edit card form sends, built from the form's checked values. Pure, so the form, the enrolment's
// add-card page and the gateway's tests agree on one shape.
import {
  toServerBillingAddress,
  type ClientBillingAddress,
  type ServerBillingAddressFields,
} from '../address/address-mapping';
import { normaliseAddress } from '../address/address-normalise';
import type { Address } from '../address/address-schemas';
import { isDefaultOnSave, NEW_CARD_ACCOUNT_TYPE, NEW_CARD_TYPE, sequenceNumber } from './card-collection';
import type { ExpirationDate } from './card-expiry';
import { normaliseCardNumber } from './card-number';
import type { FINANCIAL_ACCOUNT_TYPES } from './card-portal';

/**
 * §7 "phoneNumber (a fixed placeholder)": the card's billing address carries no phone of the
 * cardholder's (§5: the portal does not ask for one), so every card is sent with this one.
 */
export const BILLING_PHONE_PLACEHOLDER = '0000000000';

/** The billing fields of an address a card is sent with (§3 client names; the rest of the address stays out). */
const BILLING_FIELDS = ['line1', 'line2', 'line3', 'city', 'stateProvinceCode', 'postalCode', 'countryCode'] as const;

/**
 * §7 billingAddress of a card: the address's postal fields under their §3 server names, normalised as
 * §5 says before sending, `addressName` the cardholder's name and `phoneNumber` the placeholder.
 * Empty fields are left out.
 */
export function cardBillingAddress(address: Address, cardholderName: string): ServerBillingAddressFields {
  const ready = normaliseAddress(address);
  const client: ClientBillingAddress = {};
  for (const field of BILLING_FIELDS) {
    const value = ready[field]?.trim();
    if (value) client[field] = value;
  }
  const name = cardholderName.trim();
  if (name) client.personName = name;
  client.phone = BILLING_PHONE_PLACEHOLDER;
  return toServerBillingAddress(client);
}

/** The card fields of the form, as its schema gives them (the expiry as month and four-digit year). */
interface CardFormOutput {
  readonly expiry: ExpirationDate;
  readonly cvv: string;
  readonly nickName: string;
  readonly default: boolean;
}

interface CommonInput {
  readonly values: CardFormOutput;
  readonly billingAddress: ServerBillingAddressFields;
  /** §7 nameOnAccount: the cardholder's full name. */
  readonly cardholderName: string;
}

function commonAttributes({ values, billingAddress, cardholderName }: CommonInput, isDefault: boolean) {
  return {
    expirationMonth: values.expiry.month,
    expirationYear: values.expiry.year,
    cvv: values.cvv,
    accountNickname: values.nickName.trim(),
    nameOnAccount: cardholderName.trim(),
    billingAddress,
    sequenceNumber: sequenceNumber(isDefault),
  };
}

/**
 * §7 Add card payload. §4 Card defaults: the first card is primary whatever the checkbox says; §9: card
 * type VISA and account type CREDIT_CARD for every new card; §5: spaces removed from the number.
 */
export function portalAddCardRequest(
  input: CommonInput & {
    readonly accountNumber: string;
    readonly collectionSize: number;
    readonly isSsoFlow?: boolean;
  },
) {
  const isDefault = isDefaultOnSave({
    requested: input.values.default,
    collectionSize: input.collectionSize,
    isSsoFlow: input.isSsoFlow ?? false,
  });
  return {
    paymentInstrument: {
      cardType: NEW_CARD_TYPE,
      accountType: NEW_CARD_ACCOUNT_TYPE,
      accountNumber: normaliseCardNumber(input.accountNumber),
      ...commonAttributes(input, isDefault),
    },
  } as const;
}

/**
 * §7 SSO: "a flat payload with accountType and countryOfIssuance" (the call adds the country, 840):
 * the number and account type the partner provisioned, the common attributes without the wrapper.
 * §4 Card defaults: the SSO flow's card is primary, so no sequence number is asked for.
 */
export function ssoCardRequest(
  input: CommonInput & {
    readonly accountNumber: string;
    readonly accountType: (typeof FINANCIAL_ACCOUNT_TYPES)[number];
  },
) {
  const { sequenceNumber: _primary, ...common } = commonAttributes(input, true);
  return {
    accountType: input.accountType,
    accountNumber: normaliseCardNumber(input.accountNumber),
    ...common,
  } as const;
}

/**
 * §7 Edit: "the same common attributes". A card that is primary stays primary (unticking the box does
 * not leave the cardholder without one: another card is made primary by ticking it on that card).
 */
export function portalUpdateCardRequest(input: CommonInput & { readonly wasPrimary: boolean }) {
  return { paymentInstrument: commonAttributes(input, input.values.default || input.wasPrimary) } as const;
}
