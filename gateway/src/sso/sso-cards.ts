// Single sign-on's card flow (decision 031): the card the partner provisions with a member's
// arrival (the ID token's `provisioned_card`), kept sealed by the card vault; shown back to its member
// for the read-only number of the SSO card form; added through §7's SSO path with the flat payload
// (accountType, countryOfIssuance 840), as the primary card (§4 Card defaults: the SSO flow's card is
// primary); then §4's add-card-success event goes to the partner.
import * as v from 'valibot';
import { FINANCIAL_ACCOUNT_TYPES, normaliseCardNumber, SEQUENCE_NUMBER, validateCardNumber } from '@portal/domain/card';
import { SSO_COUNTRY_OF_ISSUANCE, type ProvisionedCard, type SsoCardRequestSchema } from '@portal/domain/schemas';
import type { SsoPartner } from '../config';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { invalidInput } from '../errors';
import { cardNumberDigest, clearPartsOf, openCardNumber, sealCardNumber } from '../cards/card-vault';
import { addCard, type CardOwner } from '../cards/cards';
import { cardOnFile } from '../cards/cards-store';
import { dropProvisionedCard, insertProvisionedCard, provisionedCardRow } from './sso-store';

/** The partner's claim, as the gateway accepts it; anything else is no provisioned card (and logged). */
const ProvisionedCardClaimSchema = v.object({
  accountNumber: v.string(),
  expirationMonth: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])$/)),
  expirationYear: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  nameOnAccount: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  accountType: v.picklist(FINANCIAL_ACCOUNT_TYPES),
});

/**
 * Keeps the card the partner provisioned with this arrival (replacing an earlier one), or forgets it
 * when the arrival brought none; a claim that is not a card is dropped with a log line (never its value).
 */
export async function keepProvisionedCard(
  ctx: Pick<GatewayContext, 'now' | 'vault'>,
  tx: Queryable,
  userId: string,
  claim: unknown,
  log: (fields: object, message: string) => void,
): Promise<void> {
  await dropProvisionedCard(tx, userId);
  if (claim === undefined) return;
  const parsed = v.safeParse(ProvisionedCardClaimSchema, claim);
  const number = parsed.success ? normaliseCardNumber(parsed.output.accountNumber) : '';
  if (!parsed.success || validateCardNumber(number) !== null) {
    log({ reason: 'provisioned_card is not a card' }, 'sso provisioned card dropped');
    return;
  }
  const card = parsed.output;
  await insertProvisionedCard(tx, userId, {
    number: sealCardNumber(ctx.vault, userId, number),
    numberDigest: cardNumberDigest(ctx.vault, number),
    lastFour: clearPartsOf(number).lastFourDigits,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    nameOnCard: card.nameOnAccount,
    accountType: card.accountType,
    provisionedAt: ctx.now(),
  });
}

/** GET partnerConsumer/paymentInstruments/provisioned: the member's provisioned card, or null. */
export async function provisionedCard(
  ctx: Pick<GatewayContext, 'db' | 'vault'>,
  owner: CardOwner,
): Promise<ProvisionedCard | null> {
  const row = await provisionedCardRow(ctx.db, owner.userId);
  if (!row) return null;
  return {
    accountNumber: openCardNumber(ctx.vault, owner.userId, row.number),
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    nameOnAccount: row.nameOnCard,
    accountType: row.accountType,
    alreadyAdded: (await cardOnFile(ctx.db, owner.userId, row.numberDigest)) !== null,
  };
}

type SsoCardBody = v.InferOutput<typeof SsoCardRequestSchema>;

/**
 * POST partnerConsumer/paymentInstruments: §6 "a read-only card number": the number is the one the
 * partner provisioned, nothing else; §7 countryOfIssuance 840; the card is added as the portal adds
 * one, and primary (§4 Card defaults). Then the partner hears of it.
 */
export async function addProvisionedCard(
  ctx: Pick<GatewayContext, 'db' | 'config' | 'now' | 'vault'>,
  owner: CardOwner & { subject: string },
  body: SsoCardBody,
  partner: SsoPartner | null,
  log: (fields: object, message: string) => void,
): Promise<{ panGuid: string }> {
  if (body.countryOfIssuance !== SSO_COUNTRY_OF_ISSUANCE)
    throw invalidInput(`countryOfIssuance: must be ${SSO_COUNTRY_OF_ISSUANCE}`);
  const row = await provisionedCardRow(ctx.db, owner.userId);
  if (!row || row.numberDigest !== cardNumberDigest(ctx.vault, normaliseCardNumber(body.accountNumber))) {
    throw invalidInput('accountNumber: not the card your bank provisioned');
  }
  const { countryOfIssuance: _country, ...fields } = body;
  const added = await addCard(ctx, owner, {
    paymentInstrument: { ...fields, cardType: 'VISA', sequenceNumber: SEQUENCE_NUMBER.default },
  });
  await tellPartner(
    partner,
    { type: 'add-card-success', sub: owner.subject, cardLast4: row.lastFour, at: ctx.now().toISOString() },
    log,
  );
  return added;
}

/** How long the partner has to take the event: the card is added whatever it answers. */
const EVENT_TIMEOUT_MS = 5000;

/** §4 "In an SSO flow, an add-card-success event is also sent": to the partner's events URL, with the portal's client credentials. */
async function tellPartner(
  partner: SsoPartner | null,
  event: { type: 'add-card-success'; sub: string; cardLast4: string; at: string },
  log: (fields: object, message: string) => void,
): Promise<void> {
  if (!partner?.eventsUrl) return;
  try {
    const response = await fetch(partner.eventsUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(partner.clientId)}:${encodeURIComponent(partner.clientSecret)}`).toString('base64')}`,
      },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(EVENT_TIMEOUT_MS),
    });
    if (!response.ok) log({ status: response.status }, 'sso add-card-success event refused by the partner');
  } catch (error) {
    log({ failure: error instanceof Error ? error.name : typeof error }, 'sso add-card-success event not delivered');
  }
}
