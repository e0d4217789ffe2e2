// A cardholder's cards (§3 Card in the portal, §4 Card defaults, §5 Card, §7 Cards (portal),
// §8 Add card and Update card (portal)). Every function takes the signed-in user and touches only that
// user's rows: another user's card is not found, never shown. A card number is sealed by the vault
// (card-vault.ts) before it reaches a query; the security code is checked against §5 and dropped.
import { randomUUID } from 'node:crypto';
import {
  brandOf,
  CARD_BRANDS,
  isExpired,
  normaliseCardNumber,
  validateCardNumber,
  validateNickname,
  validateSecurityCode,
  type CardBrand,
} from '@portal/domain/card';
import { fromServerBillingAddress, validatePortalAddress } from '@portal/domain/address';
import type { CatalogueCode } from '@portal/domain/errors';
import type { AddCardRequestSchema, UpdateCardRequestSchema } from '@portal/domain/schemas';
import type * as v from 'valibot';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import { GatewayError } from '../errors';
import { cardArtOf } from './card-art';
import { sandboxRefusal } from './card-sandbox';
import { cardNumberDigest, clearPartsOf, sealCardNumber } from './card-vault';
import { isUuid } from '../platform/secrets';
import { cardFactsOf, cardFactsReader } from './card-facts';
import type { CardProductFacts } from '@portal/domain/issuer';
import {
  type CardRow,
  cardOnFile,
  cardsLock,
  cardRows,
  clearPrimaryCard,
  insertCardRow,
  nicknameInUse,
  ownedCardRow,
  promoteOldestCard,
  removeCardRow,
  updateCardRow,
  userHasPrimaryCard,
} from './cards-store';

type AddCardBody = v.InferOutput<typeof AddCardRequestSchema>;
type UpdateCardBody = v.InferOutput<typeof UpdateCardRequestSchema>;
type BillingAddress = AddCardBody['paymentInstrument']['billingAddress'];

/** §7, §9: '1' makes a card the primary one. */
const PRIMARY_SEQUENCE = '1';

/** §3 Card in the portal, as the server sends it. */
export interface CardAnswer {
  panGuid: string;
  cardNickname: string;
  accountNumberLastFourDigits: string;
  expirationMonth: number;
  expirationYear: number;
  primary: boolean;
  billingAddress?: BillingAddress;
  nameOnCard: string;
  cardArtFileName?: string;
  financialAccountType: string;
  productBrandCode: string;
  bankIdentifier: string;
  cardFeatures: string[];
}

function cardAnswer(row: CardRow, facts: CardProductFacts): CardAnswer {
  return {
    panGuid: row.pan_guid,
    cardNickname: row.nickname,
    accountNumberLastFourDigits: row.last_four,
    expirationMonth: row.expiration_month,
    expirationYear: row.expiration_year,
    primary: row.is_primary,
    ...(row.billing_address ? { billingAddress: row.billing_address } : {}),
    nameOnCard: row.name_on_card,
    ...(row.card_art ? { cardArtFileName: row.card_art } : {}),
    financialAccountType: facts.financialAccountType,
    productBrandCode: row.product_brand_code,
    bankIdentifier: row.bank_identifier,
    cardFeatures: [...facts.cardFeatures],
  };
}

/** Whose the cards are: the signed-in user and their issuer. */
export interface CardOwner {
  userId: string;
  issuerId: string;
}

/** A §8 card refusal: the code names the catalogue's message, the text says which rule (never the value). */
const refused = (status: number, code: CatalogueCode, message: string) => new GatewayError(status, code, message);
/** §8 Add card (portal) 403 "invalid input": a §5 rule the form should have caught. */
const invalidCardInput = (field: string, rule: string) => refused(403, '403', `${field}: ${rule}`);

/** §8 404 for every card that is not the caller's: missing, another user's, or not an id at all. */
export const cardNotFound = () => refused(404, '404', 'No such card.');

/** The caller's cards, primary first, then in the order they were added (§4 Card defaults). */
export async function listCards(ctx: Pick<GatewayContext, 'db'>, owner: CardOwner): Promise<CardAnswer[]> {
  const rows = await cardRows(ctx.db, owner.userId);
  const factsOf = await cardFactsReader(ctx.db, owner.issuerId);
  return rows.map((row) => cardAnswer(row, factsOf(row)));
}

/** One of the caller's cards, or 404. */
export async function ownedCard(db: Queryable, owner: CardOwner, panGuid: string): Promise<CardRow> {
  if (!isUuid(panGuid)) throw cardNotFound();
  const row = await ownedCardRow(db, owner.userId, panGuid);
  if (!row) throw cardNotFound();
  return row;
}

async function getCard(ctx: Pick<GatewayContext, 'db'>, owner: CardOwner, panGuid: string): Promise<CardAnswer> {
  const card = await ownedCard(ctx.db, owner, panGuid);
  return cardAnswer(card, await cardFactsOf(ctx.db, owner.issuerId, card));
}

function checkSecurityCode(cvv: string, brand: CardBrand | null): void {
  const issue = validateSecurityCode(cvv, { context: 'portal', brand });
  if (issue) throw invalidCardInput('cvv', issue);
}

function checkExpiry(month: number, year: number, now: Date): void {
  if (isExpired({ month, year }, now)) throw invalidCardInput('expirationMonth', 'card:expiry.past');
}

/** The nickname as kept: trimmed, '' for none (§4: the portal then shows brand word plus last four). */
function checkedNickname(raw: string): string {
  const nickname = raw.trim();
  if (nickname === '') return '';
  const issue = validateNickname(nickname);
  if (issue) throw invalidCardInput('accountNickname', issue);
  return nickname;
}

/** The billing address as kept (server names), checked by the portal's address rules (§5) when it has any line. */
function checkedBillingAddress(address: BillingAddress): BillingAddress | null {
  const given = Object.fromEntries(
    Object.entries(address).filter(([, value]) => value !== undefined && String(value).trim() !== ''),
  );
  if (Object.keys(given).length === 0) return null;
  const client = fromServerBillingAddress(
    Object.fromEntries(Object.entries(given).map(([k, value]) => [k, String(value)])),
  );
  const issues = Object.entries(validatePortalAddress(client));
  if (issues.length > 0) {
    const [field, rule] = issues[0] ?? ['billingAddress', 'invalid'];
    throw invalidCardInput(`billingAddress.${field}`, String(rule));
  }
  return given;
}

async function nicknameTaken(tx: Queryable, userId: string, nickname: string, except: string | null): Promise<boolean> {
  if (nickname === '') return false;
  return nicknameInUse(tx, userId, nickname, except);
}

/**
 * §7 POST: adds a card. §5 rules first (403), then the sandbox's asked-for answers, then the duplicate
 * (PROFILE_3004) and nickname (PROFILE_3006) checks under the user's lock; '1' makes it primary and
 * the previous primary loses it, and a user's first card is primary whatever was asked (§4).
 */
export async function addCard(
  ctx: Pick<GatewayContext, 'db' | 'config' | 'now' | 'vault'>,
  owner: CardOwner,
  body: AddCardBody,
): Promise<{ panGuid: string }> {
  const input = body.paymentInstrument;
  const number = normaliseCardNumber(input.accountNumber);
  const numberIssue = validateCardNumber(number);
  if (numberIssue) throw invalidCardInput('accountNumber', numberIssue);
  const brand = brandOf(number);
  checkSecurityCode(input.cvv, brand);
  checkExpiry(input.expirationMonth, input.expirationYear, ctx.now());
  const nickname = checkedNickname(input.accountNickname);
  const billingAddress = checkedBillingAddress(input.billingAddress);
  const sandbox = sandboxRefusal(ctx.config.profile, input.cvv);
  if (sandbox) throw sandbox;

  const panGuid = randomUUID();
  const sealed = sealCardNumber(ctx.vault, panGuid, number);
  const digest = cardNumberDigest(ctx.vault, number);
  const { bankIdentifier, lastFourDigits } = clearPartsOf(number);
  const art = await cardArtOf(ctx.db, owner.issuerId, bankIdentifier);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, cardsLock(owner.userId));
    if ((await cardOnFile(tx, owner.userId, digest)) !== null)
      throw refused(409, 'PROFILE_3004', 'This card is already added.');
    if (await nicknameTaken(tx, owner.userId, nickname, null))
      throw refused(409, 'PROFILE_3006', 'accountNickname: already used for another card');
    const primary = input.sequenceNumber === PRIMARY_SEQUENCE || !(await userHasPrimaryCard(tx, owner.userId));
    if (primary) await clearPrimaryCard(tx, owner.userId, now);
    await insertCardRow(tx, {
      panGuid,
      userId: owner.userId,
      number: sealed,
      numberDigest: digest,
      bankIdentifier,
      lastFour: lastFourDigits,
      productBrandCode: brand ? CARD_BRANDS[brand].code : 'UNKNOWN',
      financialAccountType: input.accountType,
      expirationMonth: input.expirationMonth,
      expirationYear: input.expirationYear,
      nickname,
      nameOnCard: input.nameOnAccount.trim(),
      isPrimary: primary,
      billingAddress,
      cardArt: art?.image ?? null,
      createdAt: now,
    });
  });
  return { panGuid };
}

/**
 * §7 PATCH: changes what was given of a card's common attributes (§5 rules, the sandbox's answers,
 * PROFILE_3006); '1' makes it primary (the previous primary loses it), '0' makes it no longer primary.
 */
export async function updateCard(
  ctx: Pick<GatewayContext, 'db' | 'config' | 'now'>,
  owner: CardOwner,
  panGuid: string,
  body: UpdateCardBody,
): Promise<CardAnswer> {
  const input = body.paymentInstrument;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, cardsLock(owner.userId));
    const card = await ownedCard(tx, owner, panGuid);
    const brand = brandOf(card.bank_identifier);
    if (input.cvv !== undefined) checkSecurityCode(input.cvv, brand);
    const month = input.expirationMonth ?? card.expiration_month;
    const year = input.expirationYear ?? card.expiration_year;
    if (input.expirationMonth !== undefined || input.expirationYear !== undefined) checkExpiry(month, year, now);
    const nickname = input.accountNickname === undefined ? card.nickname : checkedNickname(input.accountNickname);
    const billingAddress =
      input.billingAddress === undefined ? card.billing_address : checkedBillingAddress(input.billingAddress);
    const sandbox = sandboxRefusal(ctx.config.profile, input.cvv);
    if (sandbox) throw sandbox;
    if (await nicknameTaken(tx, owner.userId, nickname, card.pan_guid))
      throw refused(409, 'PROFILE_3006', 'accountNickname: already used for another card');
    const primary = input.sequenceNumber === undefined ? card.is_primary : input.sequenceNumber === PRIMARY_SEQUENCE;
    if (primary && !card.is_primary) await clearPrimaryCard(tx, owner.userId, now);
    await updateCardRow(
      tx,
      owner.userId,
      card.pan_guid,
      {
        expirationMonth: month,
        expirationYear: year,
        nickname,
        nameOnCard: input.nameOnAccount === undefined ? card.name_on_card : input.nameOnAccount.trim(),
        billingAddress,
        isPrimary: primary,
      },
      now,
    );
  });
  return getCard(ctx, owner, panGuid);
}

/** §7 DELETE: removes a card (its control goes with it); when it was primary, the oldest card left becomes primary (§4). */
export async function deleteCard(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  owner: CardOwner,
  panGuid: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, cardsLock(owner.userId));
    const card = await ownedCard(tx, owner, panGuid);
    await removeCardRow(tx, owner.userId, card.pan_guid);
    if (card.is_primary) await promoteOldestCard(tx, owner.userId, ctx.now());
  });
}
