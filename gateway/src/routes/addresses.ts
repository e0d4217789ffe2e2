// §7 Addresses, the portal's: /consumer-controller/v1/account/{id}/address. GET lists the caller's
// saved addresses (the card form's billing section; §7 shows no list call, decided here), POST saves
// (add, or update by intentId) through verification (§4 Address flow), DELETE …/{addressId} removes.
// A full-access token only; another account is 404, never data.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddressSaveBodySchema } from '@portal/domain/address';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { deleteAddress, listAddresses, PORTAL_ADDRESS_BOOK, saveAddress } from '../services/addresses';
import { declared, token, tokenOf } from '../platform/access';
import { answer, JSON_TYPE, noContent, readBody } from './request';

const ADDRESSES_PATH = '/consumer-controller/v1/account/:accountId/address';

type AddressRequest = FastifyRequest<{ Params: { accountId: string; addressId?: string } }>;

/** A full-access token of the account the path names; another account is 404. */
const OWN_ADDRESSES = declared({
  access: token(['full'], { param: 'accountId', refuse: () => new GatewayError(404, '404', 'No such account.') }),
});

export function addressRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(ADDRESSES_PATH, OWN_ADDRESSES, async (request: AddressRequest, reply) =>
    answer(reply, { addresses: await listAddresses(ctx.db, PORTAL_ADDRESS_BOOK, tokenOf(request).userId) }),
  );

  app.post(ADDRESSES_PATH, OWN_ADDRESSES, async (request: AddressRequest, reply) => {
    const { userId } = tokenOf(request);
    const body = readBody(request, JSON_TYPE, AddressSaveBodySchema);
    const outcome = await saveAddress(ctx, PORTAL_ADDRESS_BOOK, userId, body);
    if (outcome.kind === 'suggested') {
      // §7 "Response fields read: address, suggestions.address, changed, status": nothing saved yet.
      return answer(reply, {
        address: outcome.entered,
        suggestions: { address: [outcome.suggestion] },
        changed: outcome.changed,
        status: 'SUGGESTED',
      });
    }
    return answer(
      reply,
      { address: outcome.address, status: outcome.address.verificationStatus },
      body.intentId === undefined ? 201 : 200,
    );
  });

  app.delete(`${ADDRESSES_PATH}/:addressId`, OWN_ADDRESSES, async (request: AddressRequest, reply) => {
    await deleteAddress(ctx, PORTAL_ADDRESS_BOOK, tokenOf(request).userId, request.params.addressId ?? '');
    return noContent(reply);
  });
}
