// §7 Addresses (portal) on the embedded database: list, add through verification (verified, a
// suggestion, not found, the override), update by intentId, delete, the §8 codes, and ownership.
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '@portal/domain/schemas';
import { deleteWith, expectError, EXT, getWith, postJson, signedIn, useTestGateway } from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const url = (answer: TokenResponse, account = guid(answer)) => `/consumer-controller/v1/account/${account}/address`;

interface Saved {
  address: {
    id: string;
    line1: string;
    city?: string;
    stateProvinceCode?: string;
    verificationStatus: string;
    default: boolean;
  };
  status: string;
}

const ADDRESS = {
  personName: 'Nora New',
  line1: '1600 Amphitheatre Pkwy',
  city: 'Mountain View',
  stateProvinceCode: 'CA',
  postalCode: '94043',
  countryCode: 'US',
  phone: '2025550117',
};

const save = (answer: TokenResponse, address: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  postJson(gw.app, url(answer), { address, validate: true, ...more }, answer.access_token);

async function addresses(answer: TokenResponse): Promise<Saved['address'][]> {
  const res = await getWith(gw.app, url(answer), answer.access_token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ addresses: Saved['address'][] }>().addresses;
}

describe('the portal addresses', () => {
  it("lists ready.rita's billing address, verified and default", async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect(await addresses(rita)).toEqual([
      expect.objectContaining({
        line1: '350 5th Ave',
        city: 'New York',
        postalCode: '10118',
        verificationStatus: 'VERIFIED',
        default: true,
      }),
    ]);
  });

  it('saves a US address the verifier finds as VERIFIED (201); the first is the default', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await save(nora, ADDRESS);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Saved>()).toMatchObject({
      status: 'VERIFIED',
      address: { line1: '1600 Amphitheatre Pkwy', verificationStatus: 'VERIFIED', default: true },
    });
    expect(await addresses(nora)).toHaveLength(1);
  });

  it('answers a suggestion (changed fields named) for a wrong city, and saves nothing until one is chosen', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await save(nora, { ...ADDRESS, city: 'Palo Alto' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      suggestions: { address: { city: string; addressVerificationStatusOverride: string }[] };
      changed: string[];
      status: string;
    }>();
    expect(body.status).toBe('SUGGESTED');
    expect(body.changed).toEqual(['city']);
    expect(body.suggestions.address[0]).toMatchObject({
      city: 'Mountain View',
      addressVerificationStatusOverride: 'VERIFIED',
    });
    expect(await addresses(nora)).toEqual([]);
    // Saving the suggestion verifies it.
    const chosen = await save(nora, body.suggestions.address[0] ?? {});
    expect(chosen.json<Saved>().status).toBe('VERIFIED');
  });

  it('an unknown ZIP is 422 (the not-found modal); Add there saves it as CONSUMER_OVERRIDE without validation', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    expectError(await save(nora, { ...ADDRESS, postalCode: '00000' }), 422, '422');
    const res = await save(
      nora,
      { ...ADDRESS, postalCode: '00000', addressVerificationStatusOverride: 'CONSUMER_OVERRIDE' },
      { validate: false },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Saved>().address.verificationStatus).toBe('CONSUMER_OVERRIDE');
  });

  it('another country is saved NOT_VERIFIED (§5: only US and CA are verified)', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await save(nora, {
      personName: 'Nora New',
      line1: '1 Queen St',
      city: 'Auckland',
      stateProvinceCode: 'AUK',
      postalCode: '1010',
      countryCode: 'NZ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Saved>().address.verificationStatus).toBe('NOT_VERIFIED');
  });

  it('a §5 portal rule broken is 400 naming the field', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    expectError(await save(nora, { ...ADDRESS, line1: '' }), 400, '400');
    expectError(await save(nora, { ...ADDRESS, stateProvinceCode: 'C4' }), 400, '400');
    expectError(await save(nora, { ...ADDRESS, postalCode: '940' }), 400, '400');
  });

  it('updates by intentId (200); an unknown or another user’s intentId is 404', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const [home] = await addresses(rita);
    const res = await save(rita, { ...ADDRESS, personName: 'Rita Ready' }, { intentId: home?.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await addresses(rita)).toEqual([
      expect.objectContaining({ id: home?.id, line1: '1600 Amphitheatre Pkwy', default: true }),
    ]);
    expectError(await save(nora, ADDRESS, { intentId: home?.id }), 404, '404');
    expectError(await save(rita, ADDRESS, { intentId: 'nope' }), 404, '404');
  });

  it('deletes the caller’s address (204); again, or another user’s, is 404; another account is 404', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const [home] = await addresses(rita);
    expectError(await deleteWith(gw.app, `${url(nora)}/${home?.id ?? ''}`, nora.access_token), 404, '404');
    expectError(await getWith(gw.app, url(nora, guid(rita)), nora.access_token), 404, '404');
    expect((await deleteWith(gw.app, `${url(rita)}/${home?.id ?? ''}`, rita.access_token)).statusCode).toBe(204);
    expectError(await deleteWith(gw.app, `${url(rita)}/${home?.id ?? ''}`, rita.access_token), 404, '404');
    expect(await addresses(rita)).toEqual([]);
  });

  it('addresses added at once, each asking to be the default, leave exactly one default', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(nora, { ...ADDRESS, line1: `${100 + i} Main St`, default: true })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const saved = await addresses(nora);
    expect(saved).toHaveLength(6);
    expect(saved.filter((a) => a.default)).toHaveLength(1);
  });
});
