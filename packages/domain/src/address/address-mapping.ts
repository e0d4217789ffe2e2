// Client and server shapes of an address: §3 Billing address (server names) and §7 (the save body,
// "address fields less internal ones", and the embedded card's newBillingAddress).
import * as v from 'valibot';
import { ADDRESS_MESSAGES as M } from './address-messages';
import { normaliseAddress } from './address-normalise';
import { AddressSchema, type Address } from './address-schemas';
import { initAddress } from './address-verification';

/**
 * §3 Billing address: client name -> server name. §3 lists the client names without line3; the
 * address entity has line3 (§5: NZ and BR) and the server has addressLine3, so they are paired.
 */
export const BILLING_ADDRESS_NAMES = [
  ['line1', 'addressLine1'],
  ['line2', 'addressLine2'],
  ['line3', 'addressLine3'],
  ['city', 'city'],
  ['stateProvinceCode', 'stateProvinceCode'],
  ['postalCode', 'postalCode'],
  ['countryCode', 'countryCode'],
  ['personName', 'addressName'],
  ['phone', 'phoneNumber'],
] as const;

type ClientBillingField = (typeof BILLING_ADDRESS_NAMES)[number][0];
type ServerBillingField = (typeof BILLING_ADDRESS_NAMES)[number][1];
export type ClientBillingAddress = Partial<Record<ClientBillingField, string>>;
export type ServerBillingAddressFields = Partial<Record<ServerBillingField, string>>;

/** Client names to server names (§3); fields outside the table are left out, absent ones stay absent. */
export function toServerBillingAddress(client: ClientBillingAddress): ServerBillingAddressFields {
  const server: ServerBillingAddressFields = {};
  for (const [clientName, serverName] of BILLING_ADDRESS_NAMES) {
    const value = client[clientName];
    if (value !== undefined) server[serverName] = value;
  }
  return server;
}

/** Server names to client names (§3): the inverse of toServerBillingAddress. */
export function fromServerBillingAddress(server: ServerBillingAddressFields): ClientBillingAddress {
  const client: ClientBillingAddress = {};
  for (const [clientName, serverName] of BILLING_ADDRESS_NAMES) {
    const value = server[serverName];
    if (value !== undefined) client[clientName] = value;
  }
  return client;
}

/**
 * §7 "address fields less internal ones". Decided: internal is what the server or the screen works
 * out and the cardholder never chose: merchant acceptance (accepted, billingAccepted and the locale
 * flags), the verification outcome (verificationStatus, verificationDetails, verificationResult,
 * suggestions), the screen's context, and validate and intentId, which §7 sends beside the address.
 * Sent: id, the names, lines, city, state, postal and country codes, phone and its country, nickName,
 * default (the cardholder's preferred choice) and addressVerificationStatusOverride (the choice of §4).
 */
export const INTERNAL_ADDRESS_FIELDS = [
  'accepted',
  'billingAccepted',
  'merchantAcceptsShippingLocale',
  'merchantAcceptsBillingLocale',
  'verificationStatus',
  'verificationDetails',
  'verificationResult',
  'suggestions',
  'context',
  'validate',
  'intentId',
] as const satisfies readonly (keyof Address)[];

/** §7: an address without its internal fields, as the server receives it. */
export const ExternalAddressSchema = v.omit(AddressSchema, INTERNAL_ADDRESS_FIELDS);
export type ExternalAddress = v.InferOutput<typeof ExternalAddressSchema>;

/** §7: the address fields less internal ones (also the embedded card's newBillingAddress). */
export function withoutInternalFields(address: Address): ExternalAddress {
  return v.parse(ExternalAddressSchema, address);
}

/** §7 the portal save body: address (fields less internal ones), an optional intentId and a validate flag. */
export const AddressSaveBodySchema = v.object(
  {
    address: ExternalAddressSchema,
    intentId: v.optional(v.pipe(v.string(M.dataInvalid), v.nonEmpty(M.dataInvalid))),
    validate: v.boolean(M.dataInvalid),
  },
  M.dataInvalid,
);
export type AddressSaveBody = v.InferOutput<typeof AddressSaveBodySchema>;

/**
 * The §7 save body of an address: initialised (§4 address init), normalised (§5 before sending), its
 * internal fields taken out, with intentId and the validate flag (§5: US and CA unless validate false).
 */
export function addressSaveBody(address: Address): AddressSaveBody {
  const ready = normaliseAddress(initAddress(address));
  const intentId = ready.intentId?.trim();
  return {
    address: withoutInternalFields(ready),
    ...(intentId ? { intentId } : {}),
    validate: ready.validate === true,
  };
}
