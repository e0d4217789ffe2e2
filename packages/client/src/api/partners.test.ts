import { createFederatedProvision, getPartnerLogos } from './partners';
import { BASE, describeCalls, type CallCase } from './test-kit';

const LOGOS = { logos: [{ name: 'Shop', imageUrl: 'https://logos.example/shop.png' }] };

const CASES: CallCase[] = [
  {
    name: '§7 partner logos: getPartnerLogos GETs vmeservices/v1/partner/logo/locale/{locale}',
    run: () => getPartnerLogos('en'),
    method: 'get',
    url: `${BASE}vmeservices/v1/partner/logo/locale/en`,
    answer: { data: LOGOS },
    result: LOGOS.logos,
    invalid: { logos: [{ name: 'Shop', imageUrl: 'shop.png' }] },
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
