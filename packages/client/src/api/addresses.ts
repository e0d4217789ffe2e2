// §7 Addresses: the embedded wallet's address service and the portal's account addresses. The address
// and its save answer are the domain's (§3 Address, domain/address/address-schemas.ts; the body "less internal
// ones", domain/address/address-mapping.ts): this layer sends what it is given and parses with those schemas.
import {
  AddressListResponseSchema,
  AddressSaveResponseSchema,
  type Address,
  type AddressSaveResponse,
} from '@portal/domain/address';
import {
  type PostalArea,
  PostalAreaSchema,
  type WalletAddressRequest,
  type SaveAddressRequest,
} from '@portal/domain/schemas';
import { parseResponse } from './boundary';
import { call, callVoid, path, send, withId, type ServiceEndpoint } from './http';

/** §7: the embedded address service takes its key as ?apikey= (lower case, unlike the card service). */
const keyOf = (endpoint: ServiceEndpoint) => (endpoint.apiKey === undefined ? undefined : { apikey: endpoint.apiKey });

/** The shopper's saved addresses: §7 shows no list call; the gateway's contract is GET on the address base URL. */
export async function getWalletAddresses(endpoint: ServiceEndpoint): Promise<Address[]> {
  return (await call(AddressListResponseSchema, { method: 'get', url: endpoint.url, params: keyOf(endpoint) }))
    .addresses;
}

/**
 * The wallet's autocomplete, offline: GET the address base URL plus /lookup with the country and
 * the postal code; null when no area has the code (404).
 */
export async function lookUpPostalArea(
  endpoint: ServiceEndpoint,
  countryCode: string,
  postalCode: string,
): Promise<PostalArea | null> {
  const response = await send({
    method: 'get',
    url: `${endpoint.url.replace(/\/+$/, '')}/lookup`,
    params: { ...keyOf(endpoint), countryCode, postalCode },
    validateStatus: (status) => (status >= 200 && status < 300) || status === 404,
  });
  return response.status === 404 ? null : parseResponse(PostalAreaSchema, response.data, response.status);
}

/** §7 embedded: POST to the address base URL; the answer may carry suggestions (§4 Address flow). */
export async function addWalletAddress(
  endpoint: ServiceEndpoint,
  body: WalletAddressRequest,
): Promise<AddressSaveResponse> {
  return call(AddressSaveResponseSchema, { method: 'post', url: endpoint.url, params: keyOf(endpoint), data: body });
}

/** §7 embedded: PUT to the address base URL plus /{id}. */
export async function updateWalletAddress(
  endpoint: ServiceEndpoint,
  id: string,
  body: WalletAddressRequest,
): Promise<AddressSaveResponse> {
  return call(AddressSaveResponseSchema, {
    method: 'put',
    url: withId(endpoint.url, id),
    params: keyOf(endpoint),
    data: body,
  });
}

/** §7 embedded: DELETE the address base URL plus /{id}. */
export async function deleteWalletAddress(endpoint: ServiceEndpoint, id: string): Promise<void> {
  return callVoid({ method: 'delete', url: withId(endpoint.url, id), params: keyOf(endpoint) });
}

/** GET /consumer-controller/v1/account/{id}/address: the account's saved addresses. */
export async function getAddresses(accountId: string): Promise<Address[]> {
  return (
    await call(AddressListResponseSchema, {
      method: 'get',
      url: path`/consumer-controller/v1/account/${accountId}/address`,
    })
  ).addresses;
}

/** §7 portal save: POST /consumer-controller/v1/account/{id}/address (add, or update with an intentId, §4). */
export async function saveAddress(accountId: string, body: SaveAddressRequest): Promise<AddressSaveResponse> {
  return call(AddressSaveResponseSchema, {
    method: 'post',
    url: path`/consumer-controller/v1/account/${accountId}/address`,
    data: body,
  });
}

/** §7 portal: "Delete destroys by id", DELETE /consumer-controller/v1/account/{id}/address/{addressId}. */
export async function deleteAddress(accountId: string, addressId: string): Promise<void> {
  return callVoid({ method: 'delete', url: path`/consumer-controller/v1/account/${accountId}/address/${addressId}` });
}
