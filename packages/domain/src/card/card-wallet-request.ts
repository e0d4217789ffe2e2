// The embedded wallet's card payloads (spec §7 Cards (embedded checkout), §4 Card defaults, §5 Card): what
// the wallet's add and edit card form sends, built from the form's checked values, and the wallet's card
// as the shared form reads a saved card. Pure, so the form, the wallet's screens and the tests agree.
import { toServerBillingAddress, type ClientBillingAddress } from '../address/address-mapping';
import { CARD_BRANDS, brandFromCode, brandOf } from './card-brand';
import { isDefaultOnSave } from './card-collection';
import { embeddedCardExpiry, type EmbeddedCard } from './card-embedded';
import type { ExpirationDate } from './card-expiry';
import { normaliseCardNumber } from './card-number';
import type { PortalCard } from './card-portal';

interface WalletCardValues {
  readonly expiry: ExpirationDate;
  readonly cvv: string;
  readonly nickName: string;
  readonly default: boolean;
}

interface WalletInput {
  readonly values: WalletCardValues;
  /** §7 billingAddressId: the saved address the card is billed to (none when the shopper has none). */
  readonly billingAddressId: string | null;
  /** §7 nameOnCard: the wallet's form has no such field (§2); the name the address carries, when any. */
  readonly nameOnCard: string;
}

function instrument({ values, nameOnCard }: WalletInput, isDefault: boolean) {
  return {
    nameOnCard: nameOnCard.trim(),
    expirationDate: { month: values.expiry.month, year: values.expiry.year },
    cvv: values.cvv,
    nickName: values.nickName.trim(),
    default: isDefault,
  };
}

const billing = (id: string | null) => (id ? { billingAddressId: id } : {});

/**
 * §7 create: billingAddressId and paymentInstrument with accountNumber (spaces removed, §5) and
 * paymentType.cardBrand (the brand of its first digit); §4 Card defaults: the first card is the default.
 */
export function walletAddCardRequest(
  input: WalletInput & { readonly accountNumber: string; readonly collectionSize: number },
) {
  const accountNumber = normaliseCardNumber(input.accountNumber);
  const brand = brandOf(accountNumber);
  const isDefault = isDefaultOnSave({
    requested: input.values.default,
    collectionSize: input.collectionSize,
    isSsoFlow: false,
  });
  return {
    ...billing(input.billingAddressId),
    paymentInstrument: {
      ...instrument(input, isDefault),
      accountNumber,
      paymentType: { cardBrand: brand ? CARD_BRANDS[brand].code : '' },
    },
  } as const;
}

/** §7 update: as create without the number and brand; a default card stays the default. */
export function walletUpdateCardRequest(input: WalletInput & { readonly wasDefault: boolean }) {
  return {
    ...billing(input.billingAddressId),
    paymentInstrument: instrument(input, input.values.default || input.wasDefault),
  } as const;
}

/** The text fields of a wallet card's billing address (§3 Address, client names). */
function clientBillingOf(address: Readonly<Record<string, unknown>>): ClientBillingAddress {
  return Object.fromEntries(
    Object.entries(address).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** §3 financialAccountType of a wallet card's paymentType.cardType (DEBIT, CREDIT, PREPAID). */
function accountTypeOf(cardType: string | undefined): PortalCard['financialAccountType'] {
  const type = (cardType ?? '')
    .trim()
    .toUpperCase()
    .replace(/_CARD$/u, '');
  return type === 'DEBIT' ? 'DEBIT_CARD' : type === 'PREPAID' ? 'PREPAID_CARD' : 'CREDIT_CARD';
}

/**
 * A wallet card (§3 Card in the embedded checkout) as the shared add and edit card form reads a saved
 * card: its id, last four, expiry, nickname, default flag, brand and billing address (server names).
 * Null when the card carries no expiry the form could show.
 */
export function walletCardForForm(card: EmbeddedCard): PortalCard | null {
  const expiry = embeddedCardExpiry(card);
  if (expiry === null) return null;
  const address = card.billingAddress === undefined ? undefined : clientBillingOf(card.billingAddress);
  const brand = brandFromCode(card.paymentType?.cardBrand ?? card.productBrandCode);
  return {
    panGuid: card.id,
    cardNickname: card.nickName,
    accountNumberLastFourDigits: card.lastFourDigits,
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
    primary: card.default,
    ...(address ? { billingAddress: toServerBillingAddress(address) } : {}),
    ...(card.nameOnCard ? { nameOnCard: card.nameOnCard } : {}),
    ...(card.cardArts?.cardArt[0] ? { cardArtFileName: card.cardArts.cardArt[0].baseImageFileName } : {}),
    financialAccountType: accountTypeOf(card.paymentType?.cardType),
    ...(brand ? { productBrandCode: CARD_BRANDS[brand].code } : {}),
    cardFeatures: [],
  };
}
