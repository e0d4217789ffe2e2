// §3 Terms on the gateway: stable guids from each issuer's URLs, a changed URL a new version that every
// user must accept again, and GET users/{userGuid}/getTerms with a token.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TermsResponseSchema } from '@portal/shared/schemas';
import { seedTerms, termsGuid } from '../db/seed-terms';
import { configOf, expectError, EXT, getWith, ISSUER_CONFIGS, signedIn, useTestGateway } from '../test-kit';

const gw = useTestGateway();

const termsOf = async (ext: string) => v.parse(TermsResponseSchema, (await getWith(gw.app, `/apps/${ext}/terms`)).json()).terms;

describe('terms seeded from the issuers', () => {
  it('each issuer has EC, PR and SL with guids derived from its URLs; re-seeding changes nothing', async () => {
    const before = await termsOf(EXT.tailspin);
    expect(before.map((t) => t.guid)).toEqual([
      termsGuid('tailspin', 'EC', configOf('tailspin').url.terms),
      termsGuid('tailspin', 'PR', configOf('tailspin').url.privacy),
      termsGuid('tailspin', 'SL', configOf('tailspin').url.softAgreement),
    ]);
    expect(await seedTerms(gw.db, ISSUER_CONFIGS)).toBe(ISSUER_CONFIGS.length * 3);
    expect(await termsOf(EXT.tailspin)).toEqual(before);
  });

  it('a changed URL is a new version: it becomes current, and a user who accepted the old one has terms pending', async () => {
    expect((await signedIn(gw.app, EXT.tailspin, 'ready.rita')).newTac).toBe(false);
    const tailspin = configOf('tailspin');
    const changed = { ...tailspin, url: { ...tailspin.url, privacy: 'https://www.tailspinrewards.example/legal/privacy-2031' } };
    await seedTerms(gw.db, [changed]);
    const terms = await termsOf(EXT.tailspin);
    expect(terms.map((t) => t.url)).toContain('https://www.tailspinrewards.example/legal/privacy-2031');
    expect(terms).toHaveLength(3);
    const answer = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    expect(answer.newTac).toBe(true);
    expect(answer.probes[0]?.data?.refs).toEqual([termsGuid('tailspin', 'PR', 'https://www.tailspinrewards.example/legal/privacy-2031')]);
    await seedTerms(gw.db, [tailspin]);
    expect((await signedIn(gw.app, EXT.tailspin, 'ready.rita')).newTac).toBe(false);
  });
});

describe('GET users/{userGuid}/getTerms', () => {
  it('answers only the terms the user has still to accept (issue "Sign-in hardened", item 20)', async () => {
    const tomas = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    const pending = v.parse(TermsResponseSchema, (await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, tomas.access_token)).json()).terms;
    expect(pending.map((t) => t.guid)).toEqual(tomas.probes[0]?.data?.refs);
    // One of the three accepted already (an older sign-in accepted it): it is not shown again.
    const [first, ...rest] = pending;
    await gw.db.query('INSERT INTO terms_acceptances (user_id, terms_guid, accepted_at) VALUES ($1, $2, $3)', [tomas.userGuid, first?.guid, gw.clock.now]);
    const after = v.parse(TermsResponseSchema, (await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, tomas.access_token)).json()).terms;
    expect(after).toEqual(rest);
    // ready.rita has accepted everything: nothing to show.
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect(v.parse(TermsResponseSchema, (await getWith(gw.app, `/users/${rita.userGuid ?? ''}/getTerms`, rita.access_token)).json()).terms).toEqual([]);
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
    expectError(await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, rita.access_token), 401, 'insufficientScope');
    expectError(await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`), 401, 'invalidToken');
  });
});
