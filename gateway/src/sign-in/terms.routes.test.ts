// §3 Terms on the gateway: stable guids from each issuer's URLs, a changed URL a new version that every
// user must accept again, and GET users/{userGuid}/getTerms with a token; a feature's own terms (PRODUCT)
// seeded from featureTerms, asked for with ?featureCode=X, and never part of sign-in's terms.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TermsResponseSchema } from '@portal/domain/schemas';
import { featureTermsGuid, seedTerms, termsGuid } from '../db/seed-terms';
import {
  configOf,
  expectError,
  EXT,
  getWith,
  ISSUER_CONFIGS,
  postForm,
  probeRef,
  signedIn,
  tokenOf,
  useTestGateway,
} from '../test-kit';

const gw = useTestGateway();

const termsOf = async (ext: string) =>
  v.parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${ext}/terms`)).json()).terms;

describe('terms seeded from the issuers', () => {
  it('each issuer has EC, PR and SL with guids derived from its URLs; re-seeding changes nothing', async () => {
    const before = await termsOf(EXT.tailspin);
    expect(before.map((t) => t.guid)).toEqual([
      termsGuid('tailspin', 'EC', configOf('tailspin').url.terms),
      termsGuid('tailspin', 'PR', configOf('tailspin').url.privacy),
      termsGuid('tailspin', 'SL', configOf('tailspin').url.softAgreement),
    ]);
    // Three APP terms an issuer, and one PRODUCT terms a feature it lists in featureTerms (acme's and northwind's push provisioning).
    expect(await seedTerms(gw.db, ISSUER_CONFIGS)).toBe(ISSUER_CONFIGS.length * 3 + 2);
    expect(await termsOf(EXT.tailspin)).toEqual(before);
  });

  it('a changed URL is a new version: it becomes current, and a user who accepted the old one has terms pending', async () => {
    expect((await signedIn(gw.app, EXT.tailspin, 'ready.rita')).newTac).toBe(false);
    const tailspin = configOf('tailspin');
    const changed = {
      ...tailspin,
      url: { ...tailspin.url, privacy: 'https://www.tailspinrewards.example/legal/privacy-2031' },
    };
    await seedTerms(gw.db, [changed]);
    const terms = await termsOf(EXT.tailspin);
    expect(terms.map((t) => t.url)).toContain('https://www.tailspinrewards.example/legal/privacy-2031');
    expect(terms).toHaveLength(3);
    const answer = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    expect(answer.newTac).toBe(true);
    expect(answer.probes[0]?.data?.refs).toEqual([
      termsGuid('tailspin', 'PR', 'https://www.tailspinrewards.example/legal/privacy-2031'),
    ]);
    await seedTerms(gw.db, [tailspin]);
    expect((await signedIn(gw.app, EXT.tailspin, 'ready.rita')).newTac).toBe(false);
  });
});

describe('GET users/{userGuid}/getTerms', () => {
  it('answers only the terms the user has still to accept', async () => {
    const tomas = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    const pending = v.parse(
      TermsResponseSchema,
      (await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, tomas.access_token)).json(),
    ).terms;
    expect(pending.map((t) => t.guid)).toEqual(tomas.probes[0]?.data?.refs);
    // One of the three accepted already (an older sign-in accepted it): it is not shown again.
    const [first, ...rest] = pending;
    await gw.db.query('INSERT INTO terms_acceptances (user_id, terms_guid, accepted_at) VALUES ($1, $2, $3)', [
      tomas.userGuid,
      first?.guid,
      gw.clock.now,
    ]);
    const after = v.parse(
      TermsResponseSchema,
      (await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, tomas.access_token)).json(),
    ).terms;
    expect(after).toEqual(rest);
    // ready.rita has accepted everything: nothing to show.
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect(
      v.parse(
        TermsResponseSchema,
        (await getWith(gw.app, `/users/${rita.userGuid ?? ''}/getTerms`, rita.access_token)).json(),
      ).terms,
    ).toEqual([]);
  });

  it('answers the terms of the user’s own issuer (those still to accept), with any live token of that user', async () => {
    // terms.tomas accepted an older version of each: every current term of tailspin is pending.
    const tomas = await signedIn(gw.app, EXT.tailspin, 'terms.tomas');
    const res = await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, tomas.access_token);
    expect(v.parse(TermsResponseSchema, res.json()).terms).toEqual(await termsOf(EXT.tailspin));
  });

  it('another user is 401 insufficientScope; no token 401 invalidToken', async () => {
    const rita = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    const tomas = await signedIn(gw.app, EXT.tailspin, 'terms.tomas');
    expectError(
      await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, rita.access_token),
      401,
      'insufficientScope',
    );
    expectError(await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`), 401, 'invalidToken');
  });
});

const PUSH = 'VISA_PUSH_PROVISION';
const ACME_PUSH_TERMS = 'https://www.acmebank.example/legal/terms/push-provisioning';
const termsAt = async (url: string, token: string) => {
  const res = await getWith(gw.app, url, token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(TermsResponseSchema, res.json()).terms;
};
const featureTermsUrl = (userGuid: string | undefined, code: string) =>
  `/users/${userGuid ?? ''}/getTerms?featureCode=${encodeURIComponent(code)}`;

/** Undoes the seed's acceptance of every current term (db/seed-demo.ts) for the features' terms only. */
async function forgetFeatureTerms(userGuid: string | undefined): Promise<void> {
  await gw.db.query(
    "DELETE FROM terms_acceptances WHERE user_id = $1 AND terms_guid IN (SELECT guid FROM terms WHERE feature_code = 'PRODUCT')",
    [userGuid],
  );
}

describe('a feature’s own terms (PRODUCT) beside sign-in’s (APP)', () => {
  it('are seeded from featureTerms with a derived guid; a changed URL is a new current version, an unlisted feature has none', async () => {
    await gw.restoreDemoUsers();
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    await forgetFeatureTerms(rita.userGuid);
    expect(configOf('acme').featureTerms).toEqual({ [PUSH]: ACME_PUSH_TERMS });
    expect(await termsAt(featureTermsUrl(rita.userGuid, PUSH), rita.access_token)).toEqual([
      {
        featureCode: 'PRODUCT',
        type: 'EC',
        url: ACME_PUSH_TERMS,
        guid: featureTermsGuid('acme', PUSH, ACME_PUSH_TERMS),
      },
    ]);
    const acme = configOf('acme');
    try {
      await seedTerms(gw.db, [{ ...acme, featureTerms: { [PUSH]: `${ACME_PUSH_TERMS}-2031` } }]);
      const changed = await termsAt(featureTermsUrl(rita.userGuid, PUSH), rita.access_token);
      expect(changed.map((t) => [t.url, t.guid])).toEqual([
        [`${ACME_PUSH_TERMS}-2031`, featureTermsGuid('acme', PUSH, `${ACME_PUSH_TERMS}-2031`)],
      ]);
      const { rows } = await gw.db.query<{ url: string; is_current: boolean }>(
        "SELECT url, is_current FROM terms WHERE product_code = $1 AND issuer_id = 'acme' ORDER BY url",
        [PUSH],
      );
      expect(rows).toEqual([
        { url: ACME_PUSH_TERMS, is_current: false },
        { url: `${ACME_PUSH_TERMS}-2031`, is_current: true },
      ]);
      await seedTerms(gw.db, [{ ...acme, featureTerms: {} }]);
      expect(await termsAt(featureTermsUrl(rita.userGuid, PUSH), rita.access_token)).toEqual([]);
    } finally {
      await seedTerms(gw.db, [acme]);
    }
    expect(await termsAt(featureTermsUrl(rita.userGuid, PUSH), rita.access_token)).toHaveLength(1);
    // Tailspin lists none: nothing to accept for any feature.
    const tailspin = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    expect(await termsAt(featureTermsUrl(tailspin.userGuid, PUSH), tailspin.access_token)).toEqual([]);
  });

  it('sign-in is unchanged: a feature’s pending terms give no newTac, no ACCEPT_TNC ref, nothing in getTerms or the enrolment terms', async () => {
    await gw.restoreDemoUsers();
    const first = await signedIn(gw.app, EXT.acme, 'ready.rita');
    await forgetFeatureTerms(first.userGuid);
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect(rita).toMatchObject({ scope: 'full', newTac: false });
    expect(await termsAt(`/users/${rita.userGuid ?? ''}/getTerms`, rita.access_token)).toEqual([]);
    expect(await termsAt(featureTermsUrl(rita.userGuid, PUSH), rita.access_token)).toHaveLength(1);
    const enrolment = await termsOf(EXT.acme);
    expect(enrolment.map((t) => [t.featureCode, t.type])).toEqual([
      ['APP', 'EC'],
      ['APP', 'PR'],
      ['APP', 'SL'],
    ]);
    // terms.tomas (an older version of each APP term accepted): the three APP terms only, and accepting
    // them at sign-in accepts no feature's terms.
    const tomas = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expect(tomas.newTac).toBe(true);
    expect(tomas.probes[0]?.data?.refs).toEqual(enrolment.map((t) => t.guid));
    expect(await termsAt(`/users/${tomas.userGuid ?? ''}/getTerms`, tomas.access_token)).toEqual(enrolment);
    const full = tokenOf(
      await postForm(
        gw.app,
        '/oauth2/token/tnc',
        { grant_type: 'authorization_probe', probes_ref: probeRef(tomas, 'ACCEPT_TNC') },
        tomas.access_token,
      ),
    );
    expect(full).toMatchObject({ scope: 'full', newTac: false });
    expect(await termsAt(featureTermsUrl(tomas.userGuid, PUSH), full.access_token)).toHaveLength(1);
    expect((await signedIn(gw.app, EXT.acme, 'terms.tomas')).newTac).toBe(false);
  });

  it('?featureCode must be a feature code (400); it needs a full token (401); another user is 401 as without it', async () => {
    await gw.restoreDemoUsers();
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    for (const code of ['', 'push', 'VISA-PUSH', 'X'.repeat(65), '../x']) {
      expectError(
        await getWith(gw.app, featureTermsUrl(rita.userGuid, code), rita.access_token),
        400,
        'inputValidationError',
      );
    }
    expectError(
      await getWith(
        gw.app,
        `/users/${rita.userGuid ?? ''}/getTerms?featureCode=${PUSH}&featureCode=COF`,
        rita.access_token,
      ),
      400,
      'inputValidationError',
    );
    const tomas = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expect(tomas.scope).toBe('partial');
    expectError(
      await getWith(gw.app, featureTermsUrl(tomas.userGuid, PUSH), tomas.access_token),
      401,
      'insufficientScope',
    );
    expectError(
      await getWith(gw.app, featureTermsUrl(tomas.userGuid, PUSH), rita.access_token),
      401,
      'insufficientScope',
    );
    expectError(await getWith(gw.app, featureTermsUrl(rita.userGuid, PUSH)), 401, 'invalidToken');
  });
});
