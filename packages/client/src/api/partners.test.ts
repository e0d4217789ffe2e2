import { describe, expect, it } from 'vitest';
import { NO_BODY_CODE } from '@portal/domain/errors';
import { createFederatedProvision, getPartnerLogos, provisionAtPartner } from './partners';
import { BASE, configureTestApi, describeCalls, failure, stubTransport, summary, type CallCase } from './test-kit';

const LOGOS = { logos: [{ name: 'Shop', orgId: 'shop', imageUrl: 'https://logos.example/shop.png' }] };

const CASES: CallCase[] = [
  {
    name: '§7 partner logos: getPartnerLogos GETs vmeservices/v1/partner/logo/locale/{locale}',
    run: () => getPartnerLogos('en'),
    method: 'get',
    url: `${BASE}vmeservices/v1/partner/logo/locale/en`,
    answer: { data: LOGOS },
    result: LOGOS.logos,
    invalid: { logos: [{ name: 'Shop', orgId: 'shop', imageUrl: 'shop.png' }] },
  },
  {
    name: '§7 partner logos: the locale is one path segment',
    run: () => getPartnerLogos('es/../x'),
    method: 'get',
    url: `${BASE}vmeservices/v1/partner/logo/locale/es%2F..%2Fx`,
    answer: { data: { logos: [] } },
    result: [],
  },
  {
    name: '§7 federatedProvision: createFederatedProvision POSTs to issuer-controller/v1/federatedProvision',
    run: () => createFederatedProvision({ panGuid: 'PAN-1', orgId: 'ORG-1' }),
    method: 'post',
    url: `${BASE}issuer-controller/v1/federatedProvision`,
    body: { json: { panGuid: 'PAN-1', orgId: 'ORG-1' } },
    answer: { data: { federatedToken: 'FT-1' } },
    result: { federatedToken: 'FT-1' },
    invalid: { token: 'FT-1' },
  },
];

describeCalls('§7 Application and other', CASES);

describe('§6 push provisioning: provisionAtPartner hands the federated token to the partner', () => {
  // The sandbox's partners live on the gateway's own origin: even there, nothing of the session goes.
  it.each([`${BASE}__dev/partners/shop/provision`, 'https://partner.example/push'])(
    'POSTs only the token to %s, with no token, session or device id, and answers the outcome',
    async (url) => {
      const { instance } = configureTestApi();
      const calls = stubTransport(instance, { data: { outcome: 'alreadyProvisioned' } });
      await expect(provisionAtPartner(url, 'FT-1')).resolves.toBe('alreadyProvisioned');
      expect(calls.map(summary)).toEqual([
        {
          method: 'post',
          url,
          body: { json: { federatedToken: 'FT-1' } },
          session: [undefined, 'WEB', undefined, undefined],
          authorization: undefined,
          accept: 'application/json',
        },
      ]);
    },
  );

  it('an answer that is no outcome is VMCP_001, never a guess', async () => {
    const { instance } = configureTestApi();
    stubTransport(instance, { data: { outcome: 'maybe' } });
    expect(await failure(() => provisionAtPartner('https://partner.example/push', 'FT-1'))).toMatchObject({
      code: NO_BODY_CODE,
    });
  });
});
