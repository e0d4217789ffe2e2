// A wallet shopper's cards (§3 Card in the embedded checkout, §4 Card defaults and Card save
// success, §5 Card, §7 Cards (embedded checkout), §8 Add card (embedded)). Every function takes the
// shopper of a checked session and touches only that shopper's rows: another shopper's card is not
// found. A card number is sealed by the vault before it reaches a query; the security code is checked
// against §5 (the wallet's rules) and dropped. The issuer's own record of a card says whether the
// cardholder has suspended it through the portal's card controls (beyond the spec: a shopper never
// picks a card that will be declined).
import { randomUUID } from 'node:crypto';
import {
  brandOf,
  CARD_BRANDS,
  isExpired,
  normaliseCardNumber,
  validateCardNumber,
  validateNameOnCard,
  validateNickname,
  validateSecurityCode,
} from '@portal/domain/card';
import type { AddWalletCardRequestSchema, UpdateWalletCardRequestSchema } from '@portal/domain/schemas';
import type * as v from 'valibot';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import { GatewayError } from '../errors';
import { type AddressAnswer, ownedAddress, saveAddress, WALLET_ADDRESS_BOOK } from '../accounts/addresses';
import { cardArtOf } from '../cards/card-art';
import { cardNumberDigest, clearPartsOf, sealCardNumber } from '../cards/card-vault';
import { isUuid } from '../platform/secrets';
import type { ShopperContext } from './shoppers';
import { type NetworkVerdict, networkVerdict, walletSandboxRefusal } from './wallet-sandbox';
import {
  clearDefaultCard,
  insertWalletCardRow,
  promoteOldestCard,
  removeWalletCardRow,
  shopperHasCardNumber,
  shopperHasDefaultCard,
  updateWalletCardRow,
  type WalletCardRow,
  walletCardRow,
  walletCardRows,
} from './wallet-cards-store';

type AddBody = v.InferOutput<typeof AddWalletCardRequestSchema>;
type UpdateBody = v.InferOutput<typeof UpdateWalletCardRequestSchema>;

/** §3 Card in the embedded checkout, as the gateway answers it. */
export interface WalletCardAnswer {
  id: string;
  default: boolean;
  lastFourDigits: string;
  billingAddressId?: string;
  billingAddress?: AddressAnswer;
  verificationStatus: string;
  expired: boolean;
  accepted: boolean;
  failed3ds: boolean;
  /** Beyond the spec: the cardholder suspended the card through the portal's card controls. */
  suspended: boolean;
  cardArts?: { cardArt: { baseImageFileName: string; width: number; height: number }[] };
  productBrandCode: string;
  nickName: string;
  nameOnCard: string;
  expiry: string;
  expirationDate: { month: number; year: number };
  paymentType: { cardBrand: string; cardType: string };
  countryOfIssuance: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function cardAnswer(row: WalletCardRow, address: AddressAnswer | null, now: Date): WalletCardAnswer {
  const expirationDate = { month: row.expiration_month, year: row.expiration_year };
  return {
    id: row.id,
    default: row.is_default,
    lastFourDigits: row.last_four,
    ...(row.billing_address_id ? { billingAddressId: row.billing_address_id } : {}),
    ...(address ? { billingAddress: address } : {}),
    verificationStatus: row.verification_status,
    expired: isExpired(expirationDate, now),
    // Acceptance is the merchant's checkout's (§6, its mount options); the gateway refuses no brand.
    accepted: true,
    failed3ds: row.failed_3ds,
    suspended: row.suspended,
    ...(row.card_art
      ? {
          cardArts: {
            cardArt: [
              { baseImageFileName: row.card_art, width: row.card_art_width ?? 164, height: row.card_art_height ?? 105 },
            ],
          },
        }
      : {}),
    productBrandCode: row.card_brand,
    nickName: row.nickname,
    nameOnCard: row.name_on_card,
    // §3 expiry: MMYY text.
    expiry: `${pad2(row.expiration_month)}${pad2(row.expiration_year % 100)}`,
    expirationDate,
    paymentType: { cardBrand: row.card_brand, cardType: row.card_type },
    countryOfIssuance: row.country_of_issuance,
  };
}

/** §8 404 for every card that is not the shopper's: missing, another shopper's, or not an id at all. */
const cardNotFound = () => new GatewayError(404, '404', 'No such card.');
/** §8 400 "invalid request": a §5 rule the wallet's form should have caught (the field and rule named, never the value). */
const invalidCard = (field: string, rule: string) => new GatewayError(400, '400', `${field}: ${rule}`);

async function answersOf(
  db: Queryable,
  shopper: ShopperContext,
  rows: readonly WalletCardRow[],
  now: Date,
): Promise<WalletCardAnswer[]> {
  const addresses = new Map<string, AddressAnswer | null>();
  for (const id of new Set(rows.flatMap((r) => (r.billing_address_id ? [r.billing_address_id] : [])))) {
    addresses.set(id, await ownedAddress(db, WALLET_ADDRESS_BOOK, shopper.shopperId, id));
  }
  return rows.map((row) =>
    cardAnswer(row, row.billing_address_id ? (addresses.get(row.billing_address_id) ?? null) : null, now),
  );
}

/** The shopper's cards, the default first, then in the order they were added (§4 Card defaults). */
export async function listWalletCards(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  shopper: ShopperContext,
): Promise<WalletCardAnswer[]> {
  const rows = await walletCardRows(ctx.db, shopper.shopperId, shopper.merchant.issuerId);
  return answersOf(ctx.db, shopper, rows, ctx.now());
}

async function ownedCard(db: Queryable, shopper: ShopperContext, id: string): Promise<WalletCardRow> {
  if (!isUuid(id)) throw cardNotFound();
  const row = await walletCardRow(db, shopper.shopperId, shopper.merchant.issuerId, id);
  if (!row) throw cardNotFound();
  return row;
}

async function walletCard(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  shopper: ShopperContext,
  id: string,
): Promise<WalletCardAnswer> {
  const [answer] = await answersOf(ctx.db, shopper, [await ownedCard(ctx.db, shopper, id)], ctx.now());
  if (!answer) throw cardNotFound();
  return answer;
}

type Instrument = UpdateBody['paymentInstrument'];

/**
 * §5 Card: the expiry not in the past; the nickname's rule (empty is allowed: §4 makes one from brand
 * and type); the name on card's rule when one is given (the wallet's form has no such field).
 */
function checkCommon(input: Instrument, now: Date): { nickname: string; nameOnCard: string } {
  if (isExpired(input.expirationDate, now)) throw invalidCard('expirationDate', 'card:expiry.past');
  const nickname = input.nickName.trim();
  const nicknameIssue = nickname === '' ? null : validateNickname(nickname);
  if (nicknameIssue) throw invalidCard('nickName', nicknameIssue);
  const nameOnCard = input.nameOnCard.trim();
  const nameIssue = nameOnCard === '' ? null : validateNameOnCard(nameOnCard);
  if (nameIssue) throw invalidCard('nameOnCard', nameIssue);
  return { nickname, nameOnCard };
}

/**
 * The billing address of a save (§4 Card submit): a new one is saved first, through the address rules
 * and the verifier (a suggestion or not found answers as the address call would: the wallet processes
 * the address before the card); a saved one must be the shopper's. Null when neither is given.
 */
async function billingAddressOf(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'addressVerifier'>,
  shopper: ShopperContext,
  body: Pick<AddBody, 'billingAddressId' | 'newBillingAddress'>,
): Promise<string | null> {
  if (body.newBillingAddress !== undefined) {
    const outcome = await saveAddress(ctx, WALLET_ADDRESS_BOOK, shopper.shopperId, {
      address: body.newBillingAddress,
      validate: false,
    });
    if (outcome.kind !== 'saved')
      throw new GatewayError(422, '422', 'The new billing address needs the shopper’s choice.');
    return outcome.address.id;
  }
  if (body.billingAddressId === undefined || body.billingAddressId === '') return null;
  if ((await ownedAddress(ctx.db, WALLET_ADDRESS_BOOK, shopper.shopperId, body.billingAddressId)) === null)
    throw new GatewayError(404, '404', 'No such address.');
  return body.billingAddressId;
}

const cardsLock = (shopperId: string) => `wallet_cards:${shopperId}`;

/** A card as written: the number (sealed here, never kept in clear) and what the shopper and the network said of it. */
export interface NewWalletCard {
  id: string;
  number: string;
  expirationDate: { month: number; year: number };
  nickname: string;
  nameOnCard: string;
  isDefault: boolean;
  billingAddressId: string | null;
  verdict: NetworkVerdict;
  createdAt: Date;
}

/** Writes a card row: the number sealed by the vault with the card's id, its keyed digest, BIN and last four, the issuer's art for its BIN. */
export async function insertWalletCard(
  tx: Queryable,
  ctx: Pick<GatewayContext, 'vault'>,
  shopper: ShopperContext,
  card: NewWalletCard,
): Promise<void> {
  const sealed = sealCardNumber(ctx.vault, card.id, card.number);
  const { bankIdentifier, lastFourDigits } = clearPartsOf(card.number);
  const brand = brandOf(card.number);
  const art = await cardArtOf(tx, shopper.merchant.issuerId, bankIdentifier);
  await insertWalletCardRow(tx, {
    id: card.id,
    shopperId: shopper.shopperId,
    number: sealed,
    numberDigest: cardNumberDigest(ctx.vault, card.number),
    bankIdentifier,
    lastFour: lastFourDigits,
    cardBrand: brand ? CARD_BRANDS[brand].code : 'UNKNOWN',
    cardType: card.verdict.cardType,
    countryOfIssuance: card.verdict.countryOfIssuance,
    expirationMonth: card.expirationDate.month,
    expirationYear: card.expirationDate.year,
    nickname: card.nickname,
    nameOnCard: card.nameOnCard,
    isDefault: card.isDefault,
    billingAddressId: card.billingAddressId,
    verificationStatus: card.verdict.verificationStatus,
    failed3ds: card.verdict.failed3ds,
    art: art ? { image: art.image, width: art.width, height: art.height } : null,
    createdAt: card.createdAt,
  });
}

/**
 * §7 create. §5 rules first (400), then the sandbox's asked-for answers, then the duplicate (409) under
 * the shopper's lock; `default` makes it the default (the previous one loses it, §4 Card save success),
 * and a shopper's first card is the default whatever was asked (§4 Card defaults). 201 with the card.
 */
export async function addWalletCard(
  ctx: Pick<GatewayContext, 'db' | 'config' | 'now' | 'vault' | 'addressVerifier'>,
  shopper: ShopperContext,
  body: AddBody,
): Promise<WalletCardAnswer> {
  const input = body.paymentInstrument;
  const number = normaliseCardNumber(input.accountNumber);
  const numberIssue = validateCardNumber(number);
  if (numberIssue) throw invalidCard('accountNumber', numberIssue);
  const brand = brandOf(number);
  const codeIssue = validateSecurityCode(input.cvv, { context: 'wallet', brand });
  if (codeIssue) throw invalidCard('cvv', codeIssue);
  const now = ctx.now();
  const { nickname, nameOnCard } = checkCommon(input, now);
  const sandbox = walletSandboxRefusal(ctx.config.profile, input.cvv);
  if (sandbox) throw sandbox;
  const digest = cardNumberDigest(ctx.vault, number);
  if (await shopperHasCardNumber(ctx.db, shopper.shopperId, digest))
    throw new GatewayError(409, '409', 'This card is already added.');

  const billingAddressId = await billingAddressOf(ctx, shopper, body);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, cardsLock(shopper.shopperId));
    if (await shopperHasCardNumber(tx, shopper.shopperId, digest))
      throw new GatewayError(409, '409', 'This card is already added.');
    const isDefault = input.default || !(await shopperHasDefaultCard(tx, shopper.shopperId));
    if (isDefault) await clearDefaultCard(tx, shopper.shopperId, null, now);
    await insertWalletCard(tx, ctx, shopper, {
      id,
      number,
      expirationDate: input.expirationDate,
      nickname,
      nameOnCard,
      isDefault,
      billingAddressId,
      verdict: networkVerdict(ctx.config.profile, number),
      createdAt: now,
    });
  });
  return walletCard(ctx, shopper, id);
}

/** §7 update: the common attributes (§5 rules, the sandbox's answers) and the billing address; `default` moves the default (§4). */
export async function updateWalletCard(
  ctx: Pick<GatewayContext, 'db' | 'config' | 'now' | 'addressVerifier'>,
  shopper: ShopperContext,
  id: string,
  body: UpdateBody,
): Promise<WalletCardAnswer> {
  const input = body.paymentInstrument;
  const now = ctx.now();
  const card = await ownedCard(ctx.db, shopper, id);
  // An update may go without the security code (the edit form does not ask it again); one given is checked.
  if (input.cvv !== '') {
    const codeIssue = validateSecurityCode(input.cvv, { context: 'wallet', brand: brandOf(card.bank_identifier) });
    if (codeIssue) throw invalidCard('cvv', codeIssue);
  }
  const { nickname, nameOnCard } = checkCommon(input, now);
  const sandbox = walletSandboxRefusal(ctx.config.profile, input.cvv);
  if (sandbox) throw sandbox;
  const billingAddressId =
    body.newBillingAddress === undefined && body.billingAddressId === undefined
      ? card.billing_address_id
      : await billingAddressOf(ctx, shopper, body);
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, cardsLock(shopper.shopperId));
    await ownedCard(tx, shopper, id);
    // The default stays somewhere: a shopper's only default card is not un-defaulted by an update.
    if (input.default) await clearDefaultCard(tx, shopper.shopperId, id, now);
    await updateWalletCardRow(
      tx,
      shopper.shopperId,
      id,
      {
        expirationMonth: input.expirationDate.month,
        expirationYear: input.expirationDate.year,
        nickname,
        nameOnCard,
        billingAddressId,
        makeDefault: input.default,
      },
      now,
    );
  });
  return walletCard(ctx, shopper, id);
}

/** §7 delete: removes the shopper's card; when it was the default, the oldest card left becomes it (§4). */
export async function deleteWalletCard(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  shopper: ShopperContext,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw cardNotFound();
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, cardsLock(shopper.shopperId));
    const removed = await removeWalletCardRow(tx, shopper.shopperId, id);
    if (!removed) throw cardNotFound();
    if (removed.wasDefault) await promoteOldestCard(tx, shopper.shopperId, ctx.now());
  });
}
