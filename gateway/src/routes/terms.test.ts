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
    expect((await signedIn(gw.app, EXT.fabrikam, 'ready.rita')).newTac).toBe(false);
    const fabrikam = configOf('fabrikam');
    const changed = { ...fabrikam, url: { ...fabrikam.url, privacy: 'https://www.fabrikamfinancial.example/legal/privacy-2031' } };
    await seedTerms(gw.db, [changed]);
    const terms = await termsOf(EXT.fabrikam);
    expect(terms.map((t) => t.url)).toContain('https://www.fabrikamfinancial.example/legal/privacy-2031');
    expect(terms).toHaveLength(3);
    const answer = await signedIn(gw.app, EXT.fabrikam, 'ready.rita');
    expect(answer.newTac).toBe(true);
    expect(answer.probes[0]?.data?.refs).toEqual([termsGuid('fabrikam', 'PR', 'https://www.fabrikamfinancial.example/legal/privacy-2031')]);
    await seedTerms(gw.db, [fabrikam]);
    expect((await signedIn(gw.app, EXT.fabrikam, 'ready.rita')).newTac).toBe(false);
  });
});

describe('GET users/{userGuid}/getTerms', () => {
  it('answers the current terms of the user’s issuer, with any live token of that user', async () => {
    const rita = await signedIn(gw.app, EXT.contoso, 'ready.rita');
    const res = await getWith(gw.app, `/users/${rita.userGuid ?? ''}/getTerms`, rita.access_token);
    expect(v.parse(TermsResponseSchema, res.json()).terms).toEqual(await termsOf(EXT.contoso));
  });

  it('another user is 403; no token 401', async () => {
    const rita = await signedIn(gw.app, EXT.contoso, 'ready.rita');
    const tomas = await signedIn(gw.app, EXT.contoso, 'terms.tomas');
    expectError(await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`, rita.access_token), 403, 'insufficientScope');
    expectError(await getWith(gw.app, `/users/${tomas.userGuid ?? ''}/getTerms`), 401, 'invalidToken');
  });
});
