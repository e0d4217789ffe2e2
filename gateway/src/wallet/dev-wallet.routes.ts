// The sandbox profile's wallet helpers, both {publicKey, shopperReference}:
// - POST /__dev/wallet/showcase fills a demo merchant's shopper's empty wallet with one card for each
//   reason the review carousel greys a card (db/seed-wallet-showcase.ts);
// - POST /__dev/wallet/endSessions ends that shopper's live sessions now, as 15 minutes would (the
//   wallet then tells the shopper and its page, decision 033).
// The journeys use them with shoppers of their own. app.ts registers them in the sandbox profile only:
// in production the routes do not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { seedWalletShowcase, WALLET_SHOWCASE_CARDS } from '../db/seed-wallet-showcase';
import { GatewayError, CODES } from '../errors';
import { endShopperSessions } from './shoppers';
import { answer, readBody } from '../platform/request';
import { SANDBOX } from '../platform/access';
import { declared, jsonBody, type Operation } from '../platform/operation';

const sandbox = (rest: Omit<Operation, 'access' | 'tag'>) => declared({ access: SANDBOX, tag: 'Sandbox', ...rest });

const DEV_SHOWCASE_PATH = '/__dev/wallet/showcase';
const DEV_END_SESSIONS_PATH = '/__dev/wallet/endSessions';

const BodySchema = v.strictObject({
  publicKey: v.pipe(
    v.string('publicKey: a demo merchant’s public key'),
    v.nonEmpty('publicKey: a demo merchant’s public key'),
  ),
  shopperReference: v.pipe(
    v.string('shopperReference: the merchant’s reference'),
    v.regex(/^[A-Za-z0-9._:@-]{1,128}$/, 'shopperReference: the merchant’s reference'),
  ),
});

const SHOPPER_BODY = jsonBody(BodySchema);
/** No demo merchant has the public key. */
const NO_MERCHANT = { 404: ['DPS_0001'] } as const;

export function devWalletRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(
    DEV_SHOWCASE_PATH,
    sandbox({
      summary: "Fill a demo shopper's empty wallet with the review carousel's showcase cards",
      body: SHOPPER_BODY,
      answers: { 201: v.object({ cards: v.pipe(v.number(), v.integer(), v.minValue(1)) }) },
      // 409: the shopper's wallet has cards already.
      refusals: { ...NO_MERCHANT, 409: ['409'] },
    }),
    async (request, reply) => {
      const body = readBody(request, SHOPPER_BODY);
      const outcome = await seedWalletShowcase(ctx.db, ctx, body.publicKey, body.shopperReference, ctx.now());
      if (outcome === 'noMerchant') throw new GatewayError(404, CODES.unknownApp, 'No merchant has this key');
      if (outcome === 'notEmpty') throw new GatewayError(409, '409', 'This shopper’s wallet has cards already.');
      return answer(reply, { cards: WALLET_SHOWCASE_CARDS.length }, 201);
    },
  );

  app.post(
    DEV_END_SESSIONS_PATH,
    sandbox({
      summary: "End a demo shopper's live sessions now",
      body: SHOPPER_BODY,
      answers: { 200: v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) }) },
      refusals: NO_MERCHANT,
    }),
    async (request, reply) => {
      const body = readBody(request, SHOPPER_BODY);
      const ended = await endShopperSessions(ctx, body.publicKey, body.shopperReference);
      if (ended === null) throw new GatewayError(404, CODES.unknownApp, 'No merchant has this key');
      return answer(reply, { ended });
    },
  );
}
