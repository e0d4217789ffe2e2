import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { acceptFeatureTerms, acceptTerms, getEnrolmentTerms, getUserTerms } from './terms';
import { TERMS_FEATURE_CODES, TERMS_TYPES, TermsItemSchema } from '@portal/domain/schemas';
import { BASE, describeCalls, type CallCase } from './test-kit';

const ITEM = { featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms', guid: 'G-1' };
const TERMS = {
  terms: [ITEM, { featureCode: 'PRODUCT', type: 'PR', url: 'https://bank.example/privacy', guid: 'G-2' }],
};
const ACCEPTED = { userGuid: 'U-1', access_token: 'T-2', scope: 'home' };

const CASES: CallCase[] = [
  {
    name: '§7 Terms get (enrolment): getEnrolmentTerms GETs apps/{extAppId}/terms',
    run: () => getEnrolmentTerms('APP 1'),
    method: 'get',
    url: `${BASE}apps/APP%201/terms`,
    answer: { data: TERMS },
    result: TERMS.terms,
    invalid: { terms: [{ ...ITEM, type: 'XX' }] },
  },
  {
    name: '§7 Terms get (signed in): getUserTerms GETs users/{userGuid}/getTerms',
    run: () => getUserTerms('U/1'),
    method: 'get',
    url: `${BASE}users/U%2F1/getTerms`,
    answer: { data: TERMS },
    result: TERMS.terms,
    invalid: { items: [] },
  },
  {
    name: "§7 Terms get (signed in) for one feature: getUserTerms asks that feature's PRODUCT terms",
    run: () => getUserTerms('U/1', 'VISA_PUSH_PROVISION'),
    method: 'get',
    url: `${BASE}users/U%2F1/getTerms?featureCode=VISA_PUSH_PROVISION`,
    answer: { data: { terms: [] } },
    result: [],
  },
  {
    name: '§7 Terms accept: acceptTerms POSTs grant_type authorization_probe with probes_ref; the answer holds userGuid, access_token and scope',
    run: () => acceptTerms({ probes_ref: 'P-9' }),
    method: 'post',
    url: `${BASE}oauth2/token/tnc`,
    body: { form: { grant_type: 'authorization_probe', probes_ref: 'P-9' } },
    answer: { data: ACCEPTED },
    result: expectTokenLike(ACCEPTED),
    invalid: { userGuid: 'U-1', scope: 'home' },
  },
  {
    name: '§7 Step-up: acceptFeatureTerms POSTs userTermsAndConditionList under users/{userGuid}/phones/{phoneGuid}/features/DEFAULT',
    run: () => acceptFeatureTerms('U-1', 'PH 1', { userTermsAndConditionList: [{ guid: 'G-1' }, { guid: 'G-2' }] }),
    method: 'post',
    url: `${BASE}users/U-1/phones/PH%201/features/DEFAULT/acceptTerms`,
    body: { json: { userTermsAndConditionList: [{ guid: 'G-1' }, { guid: 'G-2' }] } },
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 Step-up: a named feature code goes in the path',
    run: () => acceptFeatureTerms('U-1', 'PH-1', { userTermsAndConditionList: [] }, 'VCTC'),
    method: 'post',
    url: `${BASE}users/U-1/phones/PH-1/features/VCTC/acceptTerms`,
    body: { json: { userTermsAndConditionList: [] } },
    answer: { status: 204 },
    result: undefined,
  },
];

function expectTokenLike(answer: typeof ACCEPTED) {
  return { ...answer, token_type: 'Bearer', isUnverified: false, isChallenge: false, newTac: false, probes: [] };
}

describeCalls('§7 User, terms and credentials: terms', CASES);

describe('§3 Terms items', () => {
  it.each(TERMS_FEATURE_CODES.flatMap((featureCode) => TERMS_TYPES.map((type) => [featureCode, type] as const)))(
    '§3 featureCode %s with type %s is read',
    (featureCode, type) => {
      expect(v.parse(TermsItemSchema, { ...ITEM, featureCode, type })).toEqual({ ...ITEM, featureCode, type });
    },
  );

  it.each<[string, unknown]>([
    ['an unknown featureCode', { ...ITEM, featureCode: 'OTHER' }],
    ['a url that is not a URL', { ...ITEM, url: 'terms page' }],
    ['an empty guid', { ...ITEM, guid: '' }],
  ])('§3 a terms item with %s is refused', (_what, item) => {
    expect(v.safeParse(TermsItemSchema, item).success).toBe(false);
  });
});
