import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addressSaveBody,
  AddressSaveBodySchema,
  BILLING_ADDRESS_NAMES,
  fromServerBillingAddress,
  INTERNAL_ADDRESS_FIELDS,
  toServerBillingAddress,
  withoutInternalFields,
  type ClientBillingAddress,
  type ServerBillingAddressFields,
} from './address-mapping';
import { AddressSchema, ServerBillingAddressSchema, type Address } from './address-schemas';

const text = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
const clientAddress: fc.Arbitrary<ClientBillingAddress> = fc.record(
  Object.fromEntries(BILLING_ADDRESS_NAMES.map(([client]) => [client, fc.string({ maxLength: 20 })])),
  { requiredKeys: [] },
);
const serverAddress: fc.Arbitrary<ServerBillingAddressFields> = fc.record(
  Object.fromEntries(BILLING_ADDRESS_NAMES.map(([, server]) => [server, fc.string({ maxLength: 20 })])),
  { requiredKeys: [] },
);

describe('§3 Billing address: client and server names, one test per row', () => {
  it.each(BILLING_ADDRESS_NAMES)('§3 client %s is server %s', (client, server) => {
    expect(toServerBillingAddress({ [client]: 'x' })).toEqual({ [server]: 'x' });
    expect(fromServerBillingAddress({ [server]: 'x' })).toEqual({ [client]: 'x' });
  });

  it('§3 the table covers every field of the server schema, each once', () => {
    expect(BILLING_ADDRESS_NAMES.map(([, server]) => server).sort()).toEqual(
      Object.keys(ServerBillingAddressSchema.entries).sort(),
    );
    expect(new Set(BILLING_ADDRESS_NAMES.map(([client]) => client)).size).toBe(BILLING_ADDRESS_NAMES.length);
  });

  it('fields outside the table are left out', () => {
    const address: Address = { line1: '1 Main St', nickName: 'Home', id: '3', countryCode: 'US' };
    expect(toServerBillingAddress(address)).toEqual({ addressLine1: '1 Main St', countryCode: 'US' });
  });

  it('property: the two mappings are inverse of each other', () => {
    fc.assert(
      fc.property(clientAddress, (client) => {
        expect(fromServerBillingAddress(toServerBillingAddress(client))).toEqual(client);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(serverAddress, (server) => {
        expect(toServerBillingAddress(fromServerBillingAddress(server))).toEqual(server);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: a server billing address parses and maps without throwing', () => {
    fc.assert(
      fc.property(
        fc.record(
          { addressLine1: text, countryCode: fc.oneof(text, fc.constant(840)), addressName: text },
          { requiredKeys: [] },
        ),
        (raw) => {
          const parsed = v.parse(ServerBillingAddressSchema, raw);
          expect(toServerBillingAddress(fromServerBillingAddress(parsed))).toEqual(
            Object.fromEntries(Object.entries(parsed).filter(([, x]) => x !== undefined)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

const FULL: Address = v.parse(AddressSchema, {
  id: 9,
  accepted: true,
  personName: 'Ann Lee',
  nickName: 'Home',
  line1: '1 Main St',
  city: 'Austin',
  stateProvinceCode: 'tx',
  postalCode: '78701',
  countryCode: 'us',
  phone: '(512)555-0100',
  phoneNumberCountryIsoCode: 'US',
  verificationStatus: 'VERIFIED',
  default: true,
  billingAccepted: true,
  context: 'billing',
  intentId: ' intent-7 ',
  verificationDetails: { score: 1 },
  verificationResult: 'OK',
  suggestions: { address: { line1: '1 MAIN ST' } },
  validate: true,
  addressVerificationStatusOverride: 'CONSUMER_OVERRIDE',
  merchantAcceptsShippingLocale: true,
  merchantAcceptsBillingLocale: false,
});

describe('§7 address fields less internal ones', () => {
  it.each(INTERNAL_ADDRESS_FIELDS)('§7 %s is internal and not sent', (field) => {
    expect(FULL[field]).toBeDefined();
    expect(withoutInternalFields(FULL)).not.toHaveProperty(field);
  });

  it('§7 the rest is sent, default and the override included', () => {
    const external = withoutInternalFields(FULL);
    const internal: readonly string[] = INTERNAL_ADDRESS_FIELDS;
    expect(Object.keys(external).sort()).toEqual(
      Object.entries(FULL)
        .filter(([field, value]) => value !== undefined && !internal.includes(field))
        .map(([field]) => field)
        .sort(),
    );
    expect(external).toMatchObject({ default: true, addressVerificationStatusOverride: 'CONSUMER_OVERRIDE', id: '9' });
  });

  it('§7 the save body: the normalised address, the intentId and validate', () => {
    const body = addressSaveBody(FULL);
    expect(v.parse(AddressSaveBodySchema, body)).toEqual(body);
    expect(body).toEqual({
      address: { ...withoutInternalFields(FULL), stateProvinceCode: 'TX' },
      intentId: 'intent-7',
      validate: true,
    });
  });

  it.each<[string, Address, boolean]>([
    ['§5 a NZ address is sent not verified', { countryCode: 'NZ', line1: 'x' }, false],
    ['§5 validate false is kept', { countryCode: 'CA', validate: false }, false],
    ['§5 a CA address is verified', { countryCode: 'CA' }, true],
  ])('%s', (_case, address, validate) => {
    const body = addressSaveBody(address);
    expect(body.validate).toBe(validate);
    expect(body).not.toHaveProperty('intentId');
    expect(body.address.addressVerificationStatusOverride).toBe('NOT_VERIFIED');
  });
});
