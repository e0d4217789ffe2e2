// The embedded wallet's sessions (decision 032):
//   POST /merchant-controller/v1/shopperSessions  the merchant's server, with its secret key as a
//        Bearer token, asks for a short-lived session for its customer { shopperReference }: 201
//        { shopperSession, expiresIn }
//   GET  /wallet/v1/session?apiKey=               the wallet, at mount, with the merchant's public key
//        and the session: whether it still holds, for whom, for how long, and the hosted places service
//        of the merchant's issuer when it configures one (§2 maps autocomplete)
// Session requests count against the shopperSession limits, per client and per merchant.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ShopperSessionResponseSchema, WalletSessionSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { issuerPlacesService } from '../platform/issuers-store';
import { openShopperSession } from './shoppers';
import { type Access, MERCHANT, merchantOf, shopperOf, shopperSession } from '../platform/access';
import { declared, jsonBody, LIMITED, type Operation } from '../platform/operation';
import { answer, readBody } from '../platform/request';

/** The merchant's own name for its customer: opaque here, printable, at most 128 characters. */
const ShopperSessionRequestSchema = v.strictObject({
  shopperReference: v.pipe(
    v.string('shopperReference must be text'),
    v.minLength(1, 'shopperReference is missing'),
    v.maxLength(128, 'shopperReference is at most 128 characters'),
    v.regex(/^[A-Za-z0-9._:@-]+$/, 'shopperReference is letters, digits and . _ : @ -'),
  ),
});

const SESSION_BODY = jsonBody(ShopperSessionRequestSchema);
const TAG = 'Wallet sessions';
const sessionCall = (access: Access, rest: Omit<Operation, 'access' | 'tag'>) =>
  declared({ access, tag: TAG, ...rest });

export function walletSessionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(
    '/merchant-controller/v1/shopperSessions',
    sessionCall(MERCHANT, {
      summary: "Open a shopper session for the merchant's customer (from the merchant's server)",
      body: SESSION_BODY,
      answers: { 201: ShopperSessionResponseSchema },
      refusals: LIMITED,
    }),
    async (request, reply) => {
      const merchant = merchantOf(request);
      await ctx.limit(request, 'shopperSession', merchant.id);
      const { shopperReference } = readBody(request, SESSION_BODY);
      return answer(reply, await openShopperSession(ctx, merchant, shopperReference), 201);
    },
  );

  app.get(
    '/wallet/v1/session',
    sessionCall(shopperSession('apiKey'), {
      summary: 'Whether the shopper session holds, for which merchant and for how long',
      query: v.object({ apiKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
      answers: { 200: WalletSessionSchema },
    }),
    async (request, reply) => {
      const session = shopperOf(request);
      const places = await issuerPlacesService(ctx, session.merchant.issuerId);
      return answer(reply, {
        merchant: { name: session.merchant.name },
        expiresIn: Math.floor((session.expiresAt.getTime() - ctx.now().getTime()) / 1000),
        ...(places ? { addressAutocomplete: places } : {}),
      });
    },
  );
}
