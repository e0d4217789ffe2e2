// §7 Cards (portal), what a card offers under users/{userGuid}/paymentInstruments/{paymentGuid}/:
// its balances, transactions and account (§6 balance inquiry and transaction history, for a debit
// card with an account link), and its alerts (§6 alerts). A full-access token only, for the caller's own
// userGuid and card: another user's, a card that is not theirs, or an id that is not one is 404, never
// data. Balances, transactions and the account are the card's demo account (cards/card-history.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { cardHasAccountLink, cardOffers } from '@portal/domain/features';
import {
  ALERTS_ACCEPT,
  CardAccountsResponseSchema,
  CardAlertsResponseSchema,
  CardBalancesResponseSchema,
  SaveCardAlertsRequestSchema,
  TRANSACTIONS_PAGE_SIZE,
  TransactionsResponseSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { GatewayError } from '../errors';
import { checkThresholds, getCardAlerts, saveCardAlerts } from './card-alerts';
import { cardHistory, historyAccount, historyBalances, transactionOf } from './card-history';
import { cardNotFound, type CardOwner, ownedCard } from './cards';
import { issuerFeatures } from '../platform/issuers-store';
import { cardFactsOf } from './card-facts';
import { parseWith } from '../platform/validation';
import { token, tokenOf } from '../platform/access';
import { bodyIn, declared, JSON_TYPE, LIMITED, mergeRefusals, type Operation } from '../platform/operation';
import { answer, readBody } from '../platform/request';

const INSTRUMENT_PATH = '/users/:userGuid/paymentInstruments/:paymentGuid';

type InstrumentRequest = FastifyRequest<{
  Params: { userGuid?: string; paymentGuid?: string };
  Querystring: Record<string, unknown>;
}>;

/** A full-access token of the user the path names; another user's userGuid is a card not found (as cards/cards.routes.ts). */
const OWN_INSTRUMENT = token(['full'], { param: 'userGuid', refuse: cardNotFound });
const instrument = (rest: Omit<Operation, 'access' | 'tag'>) =>
  declared({ access: OWN_INSTRUMENT, tag: 'Card balances, history and alerts', ...rest });
const NOT_OFFERED = { 404: ['404'] } as const;
const NOT_ACCEPTABLE = { 406: ['inputValidationError'] } as const;
const ALERT_TYPES = [ALERTS_ACCEPT, JSON_TYPE];
const ALERTS_BODY = bodyIn(JSON_TYPE, SaveCardAlertsRequestSchema, checkThresholds);

type AccountCapability = 'balanceInquiry' | 'transactionHistory';

const WHAT_IS_MISSING: Readonly<Record<AccountCapability | 'account', string>> = {
  balanceInquiry: 'This card offers no balance on the web.',
  transactionHistory: 'This card offers no transaction history on the web.',
  account: 'This card has no account on the web.',
};

/**
 * The caller's card, which must have an account link (§6: a debit card with history or balance among
 * its issuer's active web features) and, when named, that capability; else 404 saying which is missing.
 */
async function linkedCard(
  db: Queryable,
  owner: CardOwner,
  panGuid: string,
  capability: AccountCapability | null,
): Promise<{ panGuid: string; lastFour: string }> {
  const card = await ownedCard(db, owner, panGuid);
  const features = await issuerFeatures(db, owner.issuerId);
  const facts = await cardFactsOf(db, owner.issuerId, card);
  const offered =
    cardHasAccountLink(facts, features) && (capability === null || cardOffers(facts, features).includes(capability));
  if (!offered) throw new GatewayError(404, '404', WHAT_IS_MISSING[capability ?? 'account']);
  return { panGuid: card.pan_guid, lastFour: card.last_four };
}

/** A whole number in a query's text, within bounds; the message names the rule, never the value sent. */
const wholeNumber = (name: string, min: number, max: number) => {
  const rule = `${name} must be a whole number from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(rule),
      v.regex(/^\d{1,9}$/, rule),
      v.transform(Number),
      v.number(rule),
      v.minValue(min, rule),
      v.maxValue(max, rule),
    ),
  );
};

/** §7 …/transactions?offset=&limit=: where a page starts, and at most TRANSACTIONS_PAGE_SIZE a page. */
const TransactionsQuerySchema = v.object({
  offset: wholeNumber('offset', 0, 999_999_999),
  limit: wholeNumber('limit', 1, TRANSACTIONS_PAGE_SIZE),
});

/** An Accept header's media ranges, lower-case, without parameters, leaving out those refused with q=0. */
function acceptedTypes(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';').map((piece) => piece.trim().toLowerCase()))
    .filter(([type, ...params]) => type !== undefined && type !== '' && !params.some((p) => /^q=0(\.0{0,3})?$/.test(p)))
    .map(([type]) => type ?? '');
}

const notAcceptable = (message: string) => new GatewayError(406, 'inputValidationError', message);

/**
 * §7 "alerts (accept type alerts v1 JSON)": a save must ask for the alerts v1 type, so that a client of
 * another version never has its settings read as this one's. A read may also ask for plain JSON (or
 * say nothing), since both carry the same v1 body; the answer says which type it is.
 */
function alertsType(request: FastifyRequest, saving: boolean): string {
  const accepted = acceptedTypes(request.headers.accept);
  if (accepted.includes(ALERTS_ACCEPT)) return ALERTS_ACCEPT;
  if (saving) throw notAcceptable(`Saving alerts needs Accept: ${ALERTS_ACCEPT}.`);
  // No Accept header at all accepts anything (RFC 9110 §12.5.1); one that refuses everything, nothing.
  if (
    request.headers.accept === undefined ||
    accepted.some((type) => type === JSON_TYPE || type === 'application/*' || type === '*/*')
  )
    return JSON_TYPE;
  throw notAcceptable(`Alerts are answered as ${ALERTS_ACCEPT} or ${JSON_TYPE}.`);
}

const alertsAnswer = (reply: FastifyReply, type: string, body: unknown) =>
  answer(reply.type(`${type}; charset=utf-8`), body);

export function cardDataRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    `${INSTRUMENT_PATH}/balances`,
    instrument({
      summary: "A debit card's balances (§6 balance inquiry)",
      answers: { 200: CardBalancesResponseSchema },
      refusals: NOT_OFFERED,
    }),
    async (request: InstrumentRequest, reply) => {
      const card = await linkedCard(ctx.db, tokenOf(request), request.params.paymentGuid ?? '', 'balanceInquiry');
      return answer(reply, historyBalances(card.panGuid, ctx.now()));
    },
  );

  app.get(
    `${INSTRUMENT_PATH}/transactions`,
    instrument({
      summary: "A page of a debit card's transactions, newest first (§6 transaction history)",
      query: TransactionsQuerySchema,
      answers: { 200: TransactionsResponseSchema },
      refusals: NOT_OFFERED,
    }),
    async (request: InstrumentRequest, reply) => {
      const card = await linkedCard(ctx.db, tokenOf(request), request.params.paymentGuid ?? '', 'transactionHistory');
      const query = parseWith(TransactionsQuerySchema, request.query);
      const offset = query.offset ?? 0;
      const history = cardHistory(card.panGuid, ctx.now());
      const page = history.slice(offset, offset + (query.limit ?? TRANSACTIONS_PAGE_SIZE));
      return answer(reply, { transactions: page.map(transactionOf), hasMore: offset + page.length < history.length });
    },
  );

  app.get(
    `${INSTRUMENT_PATH}/accounts`,
    instrument({
      summary: 'The account a debit card draws on',
      answers: { 200: CardAccountsResponseSchema },
      refusals: NOT_OFFERED,
    }),
    async (request: InstrumentRequest, reply) => {
      const card = await linkedCard(ctx.db, tokenOf(request), request.params.paymentGuid ?? '', null);
      return answer(reply, { accounts: [historyAccount(card.panGuid, card.lastFour)] });
    },
  );

  app.get(
    `${INSTRUMENT_PATH}/alerts`,
    instrument({
      summary: "A card's alerts (§6 alerts), as the alerts v1 type or plain JSON",
      answers: { 200: CardAlertsResponseSchema },
      answerTypes: ALERT_TYPES,
      refusals: mergeRefusals(NOT_OFFERED, NOT_ACCEPTABLE),
    }),
    async (request: InstrumentRequest, reply) => {
      const owner = tokenOf(request);
      const type = alertsType(request, false);
      return alertsAnswer(reply, type, await getCardAlerts(ctx, owner, request.params.paymentGuid ?? ''));
    },
  );

  app.put(
    `${INSTRUMENT_PATH}/alerts`,
    instrument({
      summary: "Save a card's alerts (Accept: the alerts v1 type)",
      body: ALERTS_BODY,
      answers: { 200: CardAlertsResponseSchema },
      answerTypes: ALERT_TYPES,
      refusals: mergeRefusals(NOT_OFFERED, NOT_ACCEPTABLE, LIMITED),
    }),
    async (request: InstrumentRequest, reply) => {
      const owner = tokenOf(request);
      const type = alertsType(request, true);
      // A change to a card's settings, counted with the card saves (decision 023), per client and per user.
      await ctx.limit(request, 'cardSettings', owner.userId);
      const body = readBody(request, ALERTS_BODY);
      return alertsAnswer(reply, type, await saveCardAlerts(ctx, owner, request.params.paymentGuid ?? '', body.alerts));
    },
  );
}
