// Push provisioning end to end on the embedded database: a federated token (issuer-controller/v1/
// federatedProvision) taken by a sandbox partner (POST /__dev/partners/{orgId}/provision), which answers
// as a real one would: accepted, already provisioned, declined; a token redeemed once only, by its own
// partner, while it lives, also when redemptions race.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PortalCardListSchema } from '@portal/domain/card';
import {
  FederatedProvisionResponseSchema,
  PartnerLogosResponseSchema,
  PartnerProvisionResponseSchema,
  PhonesResponseSchema,
  TermsResponseSchema,
  type TokenResponse,
} from '@portal/domain/schemas';
import { FEDERATED_TOKEN_LIFETIME_MS } from './card-details';
import { atRestText, EXT, expectError, getWith, postJson, signedIn, useTestGateway } from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true, yielding: true });

const PROVISION_URL = '/issuer-controller/v1/federatedProvision';
const partnerUrl = (orgId: string) => `/__dev/partners/${orgId}/provision`;

/** Accepts push provisioning's own terms, as Turn on does (§7 step-up with the user's phone). */
async function acceptPushTerms(rita: TokenResponse): Promise<void> {
  const user = rita.userGuid ?? '';
  const terms = v.parse(
    TermsResponseSchema,
    (await getWith(gw.app, `/users/${user}/getTerms?featureCode=VISA_PUSH_PROVISION`, rita.access_token)).json(),
  ).terms;
  const phone = v.parse(
    PhonesResponseSchema,
    (await getWith(gw.app, `/users/${user}/phones`, rita.access_token)).json(),
  ).phones[0]?.phoneGuid;
  const res = await postJson(
    gw.app,
    `/users/${user}/phones/${phone}/features/VISA_PUSH_PROVISION/acceptTerms`,
    { userTermsAndConditionList: terms.map((t) => ({ guid: t.guid })) },
    rita.access_token,
  );
  expect(res.statusCode, res.body).toBe(204);
}

/** ready.rita's Visa ending 1111, whose product offers push provisioning, with its terms accepted. */
async function ritaAndVisa(): Promise<{ rita: TokenResponse; visa: string }> {
  const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
  await acceptPushTerms(rita);
  const res = await getWith(
    gw.app,
    `/consumer-controller/v1/account/${rita.userGuid}/paymentInstrument`,
    rita.access_token,
  );
  const visa = v
    .parse(PortalCardListSchema, res.json())
    .paymentInstruments.find((c) => c.accountNumberLastFourDigits === '1111');
  if (!visa) throw new Error('no Visa ending 1111');
  return { rita, visa: visa.panGuid };
}

async function federatedToken(rita: TokenResponse, panGuid: string, orgId: string): Promise<string> {
  const res = await postJson(gw.app, PROVISION_URL, { panGuid, orgId }, rita.access_token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(FederatedProvisionResponseSchema, res.json()).federatedToken;
}

const push = (orgId: string, token: unknown) => postJson(gw.app, partnerUrl(orgId), { federatedToken: token });

async function outcomeOf(orgId: string, token: string) {
  const res = await push(orgId, token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(PartnerProvisionResponseSchema, res.json()).outcome;
}

describe('the sandbox partners of push provisioning', () => {
  it('each logo names its partner and, in the sandbox, where the partner takes a pushed card', async () => {
    const { logos } = v.parse(
      PartnerLogosResponseSchema,
      (await getWith(gw.app, '/vmeservices/v1/partner/logo/locale/en')).json(),
    );
    expect(logos[0]).toMatchObject({
      name: 'Pebblewick Pay',
      orgId: 'pebblewick-pay',
      provisionUrl: 'http://localhost/__dev/partners/pebblewick-pay/provision',
    });
    expect(logos.every((l) => l.provisionUrl === `http://localhost${partnerUrl(l.orgId)}`)).toBe(true);
  });

  it('in production there are no stand-ins: logos name no endpoint and the route does not exist', async () => {
    const production = await gw.buildOn({
      GATEWAY_PROFILE: 'production',
      GATEWAY_ALLOW_PGLITE: 'true',
      GATEWAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    const { logos } = v.parse(
      PartnerLogosResponseSchema,
      (await getWith(production, '/vmeservices/v1/partner/logo/locale/en')).json(),
    );
    expect(logos.some((l) => l.provisionUrl !== undefined)).toBe(false);
    expectError(await postJson(production, partnerUrl('pebblewick-pay'), { federatedToken: 'x' }), 404, '404');
  });

  it('accepts a card, then answers already provisioned for the same card; the token is redeemed once and kept nowhere', async () => {
    const { rita, visa } = await ritaAndVisa();
    const token = await federatedToken(rita, visa, 'pebblewick-pay');
    expect(await outcomeOf('pebblewick-pay', token)).toBe('accepted');
    expectError(await push('pebblewick-pay', token), 400, 'inputValidationError');
    expect(await outcomeOf('pebblewick-pay', await federatedToken(rita, visa, 'pebblewick-pay'))).toBe(
      'alreadyProvisioned',
    );
    // Another partner holds it separately.
    expect(await outcomeOf('mossgable-wallet', await federatedToken(rita, visa, 'mossgable-wallet'))).toBe('accepted');
    const tokens = await gw.db.query('SELECT 1 FROM federated_tokens WHERE pan_guid = $1', [visa]);
    expect(tokens.rows).toHaveLength(0);
    const held = await gw.db.query('SELECT * FROM partner_provisions WHERE pan_guid = $1 ORDER BY org_id', [visa]);
    expect(held.rows.map((r) => (r as { org_id: string }).org_id)).toEqual(['mossgable-wallet', 'pebblewick-pay']);
    expect(atRestText(held.rows)).not.toContain(token);
  });

  it('a partner whose checks refuse the card declines it, and its token is spent', async () => {
    const { rita, visa } = await ritaAndVisa();
    const token = await federatedToken(rita, visa, 'glimmerbox-games');
    expect(await outcomeOf('glimmerbox-games', token)).toBe('declined');
    expectError(await push('glimmerbox-games', token), 400, 'inputValidationError');
    expect((await gw.db.query('SELECT 1 FROM partner_provisions WHERE pan_guid = $1', [visa])).rows).toHaveLength(0);
  });

  it("another partner's token, an expired one, an unknown one or none is 400; an unknown partner 404", async () => {
    const { rita, visa } = await ritaAndVisa();
    const theirs = await federatedToken(rita, visa, 'lanternfig-market');
    expectError(await push('pebblewick-pay', theirs), 400, 'inputValidationError');
    const expiring = await federatedToken(rita, visa, 'pebblewick-pay');
    gw.clock.advance(FEDERATED_TOKEN_LIFETIME_MS);
    expectError(await push('pebblewick-pay', expiring), 400, 'inputValidationError');
    expectError(await push('pebblewick-pay', 'not-a-token'), 400, 'inputValidationError');
    expectError(await push('pebblewick-pay', ''), 400, 'inputValidationError');
    expectError(await postJson(gw.app, partnerUrl('pebblewick-pay'), {}), 400, 'inputValidationError');
    expectError(await push('nobody-pay', await federatedToken(rita, visa, 'nobody-pay')), 404, '404');
    expect((await gw.db.query('SELECT 1 FROM partner_provisions WHERE pan_guid = $1', [visa])).rows).toHaveLength(0);
  });

  it('one token redeemed ten times at once is taken once; ten tokens for one card at once provision it once', async () => {
    const { rita, visa } = await ritaAndVisa();
    const token = await federatedToken(rita, visa, 'pebblewick-pay');
    const same = await Promise.all(Array.from({ length: 10 }, () => push('pebblewick-pay', token)));
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(400)]);

    const tokens = await Promise.all(Array.from({ length: 10 }, () => federatedToken(rita, visa, 'harbourmoth-rail')));
    const outcomes = await Promise.all(tokens.map((t) => outcomeOf('harbourmoth-rail', t)));
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'alreadyProvisioned')).toHaveLength(9);
  });
});
