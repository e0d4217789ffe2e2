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
import type { GatewayContext } from '../context';
import { issuerPlacesService } from '../services/issuers';
import { openShopperSession } from '../services/shoppers';
import { declared, MERCHANT, merchantOf, shopperOf, shopperSession } from '../platform/access';
import { answer, JSON_TYPE, readBody } from './request';

/** The merchant's own name for its customer: opaque here, printable, at most 128 characters. */
const ShopperSessionRequestSchema = v.strictObject({
  shopperReference: v.pipe(
    v.string('shopperReference must be text'),
    v.minLength(1, 'shopperReference is missing'),
    v.maxLength(128, 'shopperReference is at most 128 characters'),
    v.regex(/^[A-Za-z0-9._:@-]+$/, 'shopperReference is letters, digits and . _ : @ -'),
  ),
});

export function walletSessionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/merchant-controller/v1/shopperSessions', declared({ access: MERCHANT }), async (request, reply) => {
    const merchant = merchantOf(request);
    await ctx.limit(request, 'shopperSession', merchant.id);
    const { shopperReference } = readBody(request, JSON_TYPE, ShopperSessionRequestSchema);
    return answer(reply, await openShopperSession(ctx, merchant, shopperReference), 201);
  });

  app.get('/wallet/v1/session', declared({ access: shopperSession('apiKey') }), async (request, reply) => {
    const session = shopperOf(request);
    const places = await issuerPlacesService(ctx, session.merchant.issuerId);
    return answer(reply, {
      merchant: { name: session.merchant.name },
      expiresIn: Math.floor((session.expiresAt.getTime() - ctx.now().getTime()) / 1000),
      ...(places ? { addressAutocomplete: places } : {}),
    });
  });
}
