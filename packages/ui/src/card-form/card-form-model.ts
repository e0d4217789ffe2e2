// The card form's values and the pure decisions behind the screen (§2 Add and edit card screen, §4 Card
// edit form state and Card submit): which billing addresses it offers, which one starts chosen, and the
// form's schema (the card rules of §5, and §5's portal address rules while an address is being entered).
import * as v from 'valibot';
import {
  type Address,
  addressFormSchema,
  DEFAULT_ADDRESS_COUNTRY,
  fromServerBillingAddress,
  normaliseCountryCode,
  portalAddressFormSchema,
} from '@portal/domain/address';
import {
  addCardFormSchema,
  brandFromCode,
  type CardFormMode,
  editCardFormSchema,
  type ExpirationDate,
  expiryFieldValue,
  formatCardNumber,
  type MerchantCardConfig,
  type PortalCard,
  type SecurityCodeContext,
} from '@portal/domain/card';
import type { ProvisionedCard } from '@portal/domain/schemas';

/** The billing fields the form edits (§3 client names; §5 portal rules). */
export interface BillingValues {
  line1: string;
  line2: string;
  city: string;
  stateProvinceCode: string;
  postalCode: string;
  countryCode: string;
  /** §5 Address's full rules only (the wallet): the person's name and phone. */
  personName?: string;
  phone?: string;
}

export interface CardFormValues {
  accountNumber: string;
  /** §3 nameOnCard: the wallet's form only (§5: the portal registers its validators but does not use them). */
  nameOnCard: string;
  expiry: string;
  cvv: string;
  nickName: string;
  default: boolean;
  billing: BillingValues;
}

/** What the schema gives a valid form: the expiry as month and four-digit year. */
export interface CardFormOutput {
  expiry: ExpirationDate;
  nameOnCard: string;
  cvv: string;
  nickName: string;
  default: boolean;
  billing?: BillingValues | undefined;
}

/** One billing address the form offers: a saved address, or the card's own when no saved one matches it. */
export interface BillingChoice {
  readonly key: string;
  readonly address: Address;
  /** A saved address (it has an id and is updated by intentId), not only the card's own. */
  readonly saved: boolean;
}

/** The key of the card's own billing address, when it is offered beside the saved ones. */
const CARD_OWN_ADDRESS = 'card-billing-address';

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/** Whether a saved address is the one a card was sent with (the same street, postal code and country). */
function isSameAddress(saved: Address, billing: Address): boolean {
  return (
    same(saved.line1, billing.line1) &&
    same(saved.postalCode, billing.postalCode) &&
    same(normaliseCountryCode(saved.countryCode), normaliseCountryCode(billing.countryCode))
  );
}

/** The card's billing address in client names (§3), or null when it has none. */
export function cardBillingOf(card: PortalCard | undefined): Address | null {
  if (!card?.billingAddress) return null;
  const client = fromServerBillingAddress(card.billingAddress);
  if (!client.line1?.trim()) return null;
  return { ...client, countryCode: normaliseCountryCode(client.countryCode) };
}

/**
 * The billing addresses offered: the saved ones (preferred first), and when editing a card whose own
 * billing address is none of them, that one first, so the form starts with the address the card has.
 */
export function billingChoices(addresses: readonly Address[], card?: PortalCard): BillingChoice[] {
  const saved = addresses
    .filter((address) => typeof address.id === 'string' && address.id !== '')
    .toSorted((a, b) => Number(b.default === true) - Number(a.default === true))
    .map((address) => ({ key: address.id ?? '', address, saved: true }));
  const own = cardBillingOf(card);
  if (own && !saved.some((choice) => isSameAddress(choice.address, own)))
    return [{ key: CARD_OWN_ADDRESS, address: own, saved: false }, ...saved];
  return saved;
}

/** The choice the form starts on: the card's own address when editing, else the preferred (first) one. */
export function initialChoice(choices: readonly BillingChoice[], card?: PortalCard): string | null {
  const own = cardBillingOf(card);
  const match = own ? choices.find((choice) => isSameAddress(choice.address, own)) : undefined;
  return (match ?? choices[0])?.key ?? null;
}

/** The saved address a card's own billing address is (the same street, postal code and country), or null. */
export function savedChoiceFor(choices: readonly BillingChoice[], card?: PortalCard): string | null {
  const own = cardBillingOf(card);
  return (own && choices.find((choice) => choice.saved && isSameAddress(choice.address, own))?.key) ?? null;
}

/** The fields of an address, as the form's billing values. */
export function billingValuesOf(address: Address | null): BillingValues {
  return {
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    stateProvinceCode: address?.stateProvinceCode ?? '',
    postalCode: address?.postalCode ?? '',
    countryCode: normaliseCountryCode(address?.countryCode ?? DEFAULT_ADDRESS_COUNTRY),
    personName: address?.personName ?? '',
    phone: address?.phone ?? '',
  };
}

/** §4 "address changed": whether the billing values differ from the address they were started from. */
export function billingChanged(values: BillingValues, from: Address | null): boolean {
  const start = billingValuesOf(from);
  return (Object.keys(start) as (keyof BillingValues)[]).some((field) => !same(values[field], start[field]));
}

/** The form's first values: an edited card's expiry, nickname and primary flag; a new card's blank. */
export function initialValues(
  mode: CardFormMode,
  card: PortalCard | undefined,
  billing: Address | null,
  provisioned?: ProvisionedCard,
): CardFormValues {
  const editing = mode === 'edit' && card !== undefined;
  // §6 SSO: the partner's card fills the number (read-only) and its expiry.
  const expiry = editing
    ? { month: card.expirationMonth, year: card.expirationYear }
    : provisioned
      ? { month: Number(provisioned.expirationMonth), year: Number(provisioned.expirationYear) }
      : null;
  return {
    accountNumber: provisioned ? formatCardNumber(provisioned.accountNumber) : '',
    nameOnCard: editing ? (card.nameOnCard ?? '') : '',
    expiry: expiry ? expiryFieldValue(expiry) : '',
    cvv: '',
    nickName: editing ? card.cardNickname : '',
    default: editing ? card.primary : false,
    billing: billingValuesOf(billing),
  };
}

/**
 * The form's schema: §5 Card (add: every field; edit: the number is the saved card's, its brand from
 * §3 productBrandCode; the security code by the portal's or the wallet's rules), and §5's portal address rules on the billing fields while they are shown.
 */
export function cardFormSchema(input: {
  mode: CardFormMode;
  card: PortalCard | undefined;
  addressEntered: boolean;
  context?: SecurityCodeContext;
  config?: MerchantCardConfig | undefined;
}) {
  const context = input.context ?? 'portal';
  // §6: the merchant's accepted brands are checked as the number is typed (the wallet's).
  const card =
    input.mode === 'add'
      ? addCardFormSchema({ context, config: input.config })
      : editCardFormSchema({ context, brand: brandFromCode(input.card?.productBrandCode) });
  // The address rules of the country the billing fields name, read from the values being checked.
  // The wallet's billing addresses follow §5 Address whole (names and phone); the portal's, its lighter rules.
  const rules = context === 'wallet' ? addressFormSchema : portalAddressFormSchema;
  const address = v.lazy((value: unknown) =>
    rules(typeof value === 'object' && value !== null && 'countryCode' in value ? value.countryCode : undefined),
  );
  const billing = v.object({ billing: input.addressEntered ? address : v.optional(v.unknown()) });
  return v.intersect([card, billing]) as unknown as v.GenericSchema<CardFormValues, CardFormOutput>;
}
