// §7 Addresses, the portal's: /consumer-controller/v1/account/{id}/address. GET lists the caller's
// saved addresses (the card form's billing section; §7 shows no list call, decided here), POST saves
// (add, or update by intentId) through verification (§4 Address flow), DELETE …/{addressId} removes.
// A full-access token only; another account is 404, never data.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddressListResponseSchema, AddressSaveBodySchema, AddressSaveResponseSchema } from '@portal/domain/address';
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { deleteAddress, listAddresses, PORTAL_ADDRESS_BOOK, saveAddress } from './addresses';
import { token, tokenOf } from '../platform/access';
import { declared, jsonBody, type Operation } from '../platform/operation';
import { answer, noContent, readBody } from '../platform/request';

const ADDRESSES_PATH = '/consumer-controller/v1/account/:accountId/address';

type AddressRequest = FastifyRequest<{ Params: { accountId: string; addressId?: string } }>;

/** A full-access token of the account the path names; another account is 404. */
const OWN_ADDRESSES = token(['full'], {
  param: 'accountId',
  refuse: () => new GatewayError(404, '404', 'No such account.'),
});
const TAG = 'Addresses';
const address = (rest: Omit<Operation, 'access' | 'tag'>) => declared({ access: OWN_ADDRESSES, tag: TAG, ...rest });

const SAVE_BODY = jsonBody(AddressSaveBodySchema);

export function addressRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    ADDRESSES_PATH,
    address({ summary: "The caller's saved addresses", answers: { 200: AddressListResponseSchema } }),
    async (request: AddressRequest, reply) =>
      answer(reply, { addresses: await listAddresses(ctx.db, PORTAL_ADDRESS_BOOK, tokenOf(request).userId) }),
  );

  app.post(
    ADDRESSES_PATH,
    address({
      summary:
        'Save an address (add, or update by intentId), through verification; a suggestion is answered, not saved',
      body: SAVE_BODY,
      answers: { 200: AddressSaveResponseSchema, 201: AddressSaveResponseSchema },
      // The address rules (400 naming the field), the verifier's not found (422); an intentId not the caller's is 404.
      refusals: { 400: ['400'], 422: ['422'] },
    }),
    async (request: AddressRequest, reply) => {
      const { userId } = tokenOf(request);
      const body = readBody(request, SAVE_BODY);
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
    },
  );

  app.delete(
    `${ADDRESSES_PATH}/:addressId`,
    address({ summary: 'Delete a saved address', answers: { 204: null } }),
    async (request: AddressRequest, reply) => {
      await deleteAddress(ctx, PORTAL_ADDRESS_BOOK, tokenOf(request).userId, request.params.addressId ?? '');
      return noContent(reply);
    },
  );
}
