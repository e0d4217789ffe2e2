// The Features page's calls on the embedded database: revealing a card's details (the
// vault's number, no-store, the per-user limit under parallel requests, nothing in the log), the
// partner logos and their SVGs, accepting a feature's terms (§7 Step-up, idempotent under parallel
// requests) and the federated token of push provisioning; for each, who may ask (another user's id,
// card or phone is 404; no token or a partial one 401).
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PortalCardListSchema, type PortalCard } from '@portal/domain/card';
import {
  CardDetailsResponseSchema,
  FederatedProvisionResponseSchema,
  PartnerLogosResponseSchema,
  PhonesResponseSchema,
  TermsResponseSchema,
  type TokenResponse,
} from '@portal/domain/schemas';
import { PARTNER_LOGO_COUNT } from '@portal/domain/constants';
import { DEMO_USERS } from '../db/demo-users';
import { featureTermsGuid, seedTerms } from '../db/seed-terms';
import { DISPLAY_SECONDS, FEDERATED_TOKEN_LIFETIME_MS } from './card-details';
import { PRODUCTION_RATE_LIMITS } from '../platform/policy';
import { configOf, expectError, EXT, getWith, ISSUER_CONFIGS, postJson, signedIn, useTestGateway } from '../test-kit';

// The application's database yields between queries, as a networked PostgreSQL does, so parallel requests interleave.
const gw = useTestGateway({ restoreEachTest: true, yielding: true });

const PUSH = 'VISA_PUSH_PROVISION';
const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const detailsUrl = (answer: TokenResponse, panGuid: string, user = guid(answer)) =>
  `/users/${user}/paymentInstruments/${panGuid}/sdkPayload/v2`;
const acceptUrl = (answer: TokenResponse, phoneGuid: string, feature = 'DEFAULT', user = guid(answer)) =>
  `/users/${user}/phones/${phoneGuid}/features/${feature}/acceptTerms`;
const featureTermsUrl = (answer: TokenResponse, feature: string) =>
  `/users/${guid(answer)}/getTerms?featureCode=${encodeURIComponent(feature)}`;
const PROVISION_URL = '/issuer-controller/v1/federatedProvision';
const logosUrl = (locale: string) => `/vmeservices/v1/partner/logo/locale/${encodeURIComponent(locale)}`;

async function cardsOf(answer: TokenResponse): Promise<PortalCard[]> {
  const res = await getWith(
    gw.app,
    `/consumer-controller/v1/account/${guid(answer)}/paymentInstrument`,
    answer.access_token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(PortalCardListSchema, res.json()).paymentInstruments;
}

/** ready.rita's primary DEBIT Visa, 4111111111111111 (db/demo-users.ts). */
async function visaOf(answer: TokenResponse): Promise<PortalCard> {
  const visa = (await cardsOf(answer)).find((c) => c.accountNumberLastFourDigits === '1111');
  if (!visa) throw new Error('no Visa ending 1111');
  return visa;
}

async function phoneOf(answer: TokenResponse): Promise<string> {
  const res = await getWith(gw.app, `/users/${guid(answer)}/phones`, answer.access_token);
  const phone = v.parse(PhonesResponseSchema, res.json()).phones[0]?.phoneGuid;
  if (!phone) throw new Error('no phone');
  return phone;
}

async function featureTermsOf(answer: TokenResponse, feature = PUSH) {
  const res = await getWith(gw.app, featureTermsUrl(answer, feature), answer.access_token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(TermsResponseSchema, res.json()).terms;
}

/**
 * The seed has every ready demo user accept all the issuer's current terms, the features' among them
 * (db/seed-demo.ts): undone here, so the feature's terms are pending as for a new cardholder.
 */
async function forgetFeatureTerms(answer: TokenResponse): Promise<void> {
  await gw.db.query(
    "DELETE FROM terms_acceptances WHERE user_id = $1 AND terms_guid IN (SELECT guid FROM terms WHERE feature_code = 'PRODUCT')",
    [guid(answer)],
  );
}

const RITA_NUMBERS = DEMO_USERS.find((u) => u.username === 'ready.rita')?.cards.map((c) => c.number) ?? [];

describe('GET users/{userGuid}/paymentInstruments/{paymentGuid}/sdkPayload/v2 (card details)', () => {
  it('answers the seeded number and expiry of each card whose product offers card display, to show for 30 seconds, with no-store and Pragma no-cache', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const cards = await cardsOf(rita);
    expect(cards).toHaveLength(RITA_NUMBERS.length);
    for (const [i, card] of cards.entries()) {
      const res = await getWith(gw.app, detailsUrl(rita, card.panGuid), rita.access_token);
      if (!card.cardFeatures.includes('CARD_INFORMATION_DISPLAY_SDK')) {
        // Its product offers no card display (acme's Mastercard and Amex): refused, with no number in the answer.
        expectError(res, 404, '404');
        expect(res.body).not.toContain(RITA_NUMBERS[i]);
        continue;
      }
      expect(res.statusCode, res.body).toBe(200);
      const details = v.parse(CardDetailsResponseSchema, res.json());
      expect(details).toEqual({
        accountNumber: RITA_NUMBERS[i],
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        displaySeconds: DISPLAY_SECONDS,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['pragma']).toBe('no-cache');
    }
    expect(RITA_NUMBERS[0]).toBe('4111111111111111');
    expect(cards.filter((c) => c.cardFeatures.includes('CARD_INFORMATION_DISPLAY_SDK'))).toHaveLength(3);
  });

  it('another user’s id or card, an unknown card, no token and a partial token are refused, with no number in the answer', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const visa = await visaOf(rita);
    const refusals = [
      [await getWith(gw.app, detailsUrl(nora, visa.panGuid, guid(rita)), nora.access_token), 404, '404'],
      [await getWith(gw.app, detailsUrl(nora, visa.panGuid), nora.access_token), 404, '404'],
      [await getWith(gw.app, detailsUrl(rita, '00000000-0000-4000-8000-000000000000'), rita.access_token), 404, '404'],
      [await getWith(gw.app, detailsUrl(rita, 'not-a-card'), rita.access_token), 404, '404'],
      [await getWith(gw.app, detailsUrl(rita, visa.panGuid)), 401, 'invalidToken'],
    ] as const;
    for (const [res, status, code] of refusals) {
      expectError(res, status, code);
      expect(res.body).not.toContain('4111111111111111');
    }
    const partial = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expect(partial.scope).toBe('partial');
    expectError(
      await getWith(gw.app, detailsUrl(partial, visa.panGuid), partial.access_token),
      401,
      'insufficientScope',
    );
  });

  it('a card whose issuer does not offer the card display on the web SDK channel is 404 (tailspin: inactive)', async () => {
    const rita = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    const res = await getWith(gw.app, detailsUrl(rita, (await visaOf(rita)).panGuid), rita.access_token);
    expectError(res, 404, '404');
    expect(res.body).not.toContain('4111111111111111');
  });

  it('20 reveals at once: at most the limit answer the number, the rest 429 tooManyRequests; the window’s end lets the user reveal again', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const visa = await visaOf(rita);
    // The production limit for the user (the tests' gateway runs relaxed).
    const { max, windowMs } = PRODUCTION_RATE_LIMITS.cardReveal.account;
    const limitedApp = await gw.buildOn({
      GATEWAY_RATE_LIMITS: `relaxed,cardReveal.account=${max}/${windowMs / 1000}`,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => getWith(limitedApp, detailsUrl(rita, visa.panGuid), rita.access_token)),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    const limited = answers.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBe(max);
    expect(limited).toHaveLength(20 - max);
    for (const res of limited) {
      expectError(res, 429, 'tooManyRequests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).not.toContain('4111');
    }
    gw.clock.advance(windowMs);
    const again = await signedIn(gw.app, EXT.acme, 'ready.rita');
    expect((await getWith(limitedApp, detailsUrl(again, visa.panGuid), again.access_token)).statusCode).toBe(200);
  });

  it('logs one line with the card’s id, never the number nor the answer, even at trace level', async () => {
    const lines: string[] = [];
    const traced = await gw.buildOn(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    const rita = await signedIn(traced, EXT.acme, 'ready.rita');
    const visa = await visaOf(rita);
    const res = await getWith(traced, detailsUrl(rita, visa.panGuid), rita.access_token);
    expect(res.statusCode).toBe(200);
    const revealed = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l['msg'] === 'card details revealed');
    expect(revealed).toHaveLength(1);
    expect(revealed[0]).toMatchObject({ level: 30, panGuid: visa.panGuid });
    const log = lines.join('\n');
    for (const secret of ['4111111111111111', '411111111111', 'displaySeconds', rita.access_token])
      expect(log).not.toContain(secret);
  });
});

describe('GET vmeservices/v1/partner/logo/locale/{locale} and the logo images', () => {
  it('answers §9’s 16 logos with absolute URLs on this gateway, with no token; each URL serves a small SVG', async () => {
    const res = await getWith(gw.app, logosUrl('en'));
    expect(res.statusCode, res.body).toBe(200);
    const { logos } = v.parse(PartnerLogosResponseSchema, res.json());
    expect(logos).toHaveLength(PARTNER_LOGO_COUNT);
    expect(PARTNER_LOGO_COUNT).toBe(16);
    expect(new Set(logos.map((l) => l.name)).size).toBe(16);
    for (const logo of logos) {
      const url = new URL(logo.imageUrl);
      // light-my-request's Host is localhost:80 (the URL drops http's own port).
      expect(url.origin).toBe('http://localhost');
      const image = await getWith(gw.app, url.pathname);
      expect(image.statusCode, image.body).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(image.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
      expect(image.body).toContain(`<title id="title">${logo.name}</title>`);
      expect(image.body).toMatch(/<rect [^>]*rx="12"/);
      expect(image.body.trimEnd().endsWith('</svg>')).toBe(true);
      expect(image.body).not.toMatch(/<script|on[a-z]+=|href=|<foreignObject/i);
      expect(image.body.length).toBeLessThan(1024);
    }
  });

  it('names the host and port the request was sent to', async () => {
    const res = await gw.app.inject({ method: 'GET', url: logosUrl('en'), headers: { host: '127.0.0.1:4455' } });
    const { logos } = v.parse(PartnerLogosResponseSchema, res.json());
    expect(logos.every((l) => l.imageUrl.startsWith('http://127.0.0.1:4455/vmeservices/v1/partner/logo/image/'))).toBe(
      true,
    );
  });

  it.each(['es', 'es-MX', 'fr_CA', 'zh-Hant-TW'])(
    'a locale with no logos of its own (%s) gets the English ones',
    async (locale) => {
      const res = await getWith(gw.app, logosUrl(locale));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual((await getWith(gw.app, logosUrl('en'))).json());
    },
  );

  it.each(['../x', 'en<script>', 'e', 'english-language-tag-that-is-far-too-long', 'en--US', 'en US'])(
    'a text that is no locale tag (%s) is 400',
    async (locale) => {
      expectError(await getWith(gw.app, logosUrl(locale)), 400, 'inputValidationError');
    },
  );

  it('an unknown logo, or a path in its place, is 404; a Host that would point elsewhere is 400', async () => {
    expectError(await getWith(gw.app, '/vmeservices/v1/partner/logo/image/acme.svg'), 404, '404');
    expectError(
      await getWith(gw.app, `/vmeservices/v1/partner/logo/image/${encodeURIComponent('../../package.json')}`),
      404,
      '404',
    );
    expectError(
      await gw.app.inject({ method: 'GET', url: logosUrl('en'), headers: { host: 'localhost:80@elsewhere.example' } }),
      400,
      'inputValidationError',
    );
  });
});

describe('feature terms: GET getTerms?featureCode=X and POST …/phones/{phoneGuid}/features/{featurecode}/acceptTerms', () => {
  it('the feature’s terms are pending, accepted with a phone of the user’s, then empty; accepting again changes nothing', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    await forgetFeatureTerms(rita);
    const pending = await featureTermsOf(rita);
    const url = configOf('acme').featureTerms?.[PUSH] ?? '';
    expect(url).toBe('https://www.acmebank.example/legal/terms/push-provisioning');
    expect(pending).toEqual([{ featureCode: 'PRODUCT', type: 'EC', url, guid: featureTermsGuid('acme', PUSH, url) }]);
    // A feature with no terms of its own has none to accept.
    expect(await featureTermsOf(rita, 'BAL_INQ')).toEqual([]);
    const phone = await phoneOf(rita);
    const body = { userTermsAndConditionList: pending.map((t) => ({ guid: t.guid })) };
    const res = await postJson(gw.app, acceptUrl(rita, phone, PUSH), body, rita.access_token);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await featureTermsOf(rita)).toEqual([]);
    expect((await postJson(gw.app, acceptUrl(rita, phone), body, rita.access_token)).statusCode).toBe(204);
    expect(await featureTermsOf(rita)).toEqual([]);
  });

  it('accepting the same terms 10 times at once records them once', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    await forgetFeatureTerms(rita);
    const [terms] = await featureTermsOf(rita);
    const phone = await phoneOf(rita);
    const body = { userTermsAndConditionList: [{ guid: terms?.guid ?? '' }, { guid: terms?.guid ?? '' }] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postJson(gw.app, acceptUrl(rita, phone, PUSH), body, rita.access_token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 204));
    const { rows } = await gw.db.query('SELECT 1 FROM terms_acceptances WHERE user_id = $1 AND terms_guid = $2', [
      guid(rita),
      terms?.guid,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('accepting: another user’s id or phone is 404; no token 401; a partial token 401 insufficientScope', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    await forgetFeatureTerms(nora);
    const [terms] = await featureTermsOf(nora);
    const body = { userTermsAndConditionList: [{ guid: terms?.guid ?? '' }] };
    const ritaPhone = await phoneOf(rita);
    const noraPhone = await phoneOf(nora);
    expectError(
      await postJson(gw.app, acceptUrl(nora, noraPhone, PUSH, guid(rita)), body, nora.access_token),
      404,
      '404',
    );
    expectError(await postJson(gw.app, acceptUrl(nora, ritaPhone, PUSH), body, nora.access_token), 404, '404');
    expectError(await postJson(gw.app, acceptUrl(nora, 'not-a-phone', PUSH), body, nora.access_token), 404, '404');
    expectError(await postJson(gw.app, acceptUrl(nora, noraPhone, PUSH), body), 401, 'invalidToken');
    const partial = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expectError(
      await postJson(gw.app, acceptUrl(partial, noraPhone, PUSH), body, partial.access_token),
      401,
      'insufficientScope',
    );
    // Nothing was recorded for anyone.
    expect(await featureTermsOf(nora)).toHaveLength(1);
  });

  it('accepting: a bad feature code, a guid that is no current terms of the issuer, or no guid is 400, and nothing is recorded', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    await forgetFeatureTerms(rita);
    const [terms] = await featureTermsOf(rita);
    const phone = await phoneOf(rita);
    const current = { guid: terms?.guid ?? '' };
    const previous = await gw.db.query<{ guid: string }>(
      "SELECT guid FROM terms WHERE issuer_id = 'acme' AND NOT is_current LIMIT 1",
    );
    const tailspin = await gw.db.query<{ guid: string }>(
      "SELECT guid FROM terms WHERE issuer_id = 'tailspin' AND is_current LIMIT 1",
    );
    expect(previous.rows).toHaveLength(1);
    const refused: [string, unknown][] = [
      [acceptUrl(rita, phone, 'push-provision'), { userTermsAndConditionList: [current] }],
      [acceptUrl(rita, phone, 'X'.repeat(65)), { userTermsAndConditionList: [current] }],
      [acceptUrl(rita, phone, PUSH), { userTermsAndConditionList: [current, { guid: previous.rows[0]?.guid }] }],
      [acceptUrl(rita, phone, PUSH), { userTermsAndConditionList: [current, { guid: tailspin.rows[0]?.guid }] }],
      [acceptUrl(rita, phone, PUSH), { userTermsAndConditionList: [current, { guid: 'not-a-guid' }] }],
      [acceptUrl(rita, phone, PUSH), { userTermsAndConditionList: [] }],
      [acceptUrl(rita, phone, PUSH), { userTermsAndConditionList: [{ id: current.guid }] }],
      [acceptUrl(rita, phone, PUSH), {}],
    ];
    for (const [url, body] of refused)
      expectError(await postJson(gw.app, url, body, rita.access_token), 400, 'inputValidationError');
    expectError(
      await gw.app.inject({
        method: 'POST',
        url: acceptUrl(rita, phone, PUSH),
        headers: { authorization: `Bearer ${rita.access_token}`, 'content-type': 'text/plain' },
        payload: 'x',
      }),
      400,
      'inputValidationError',
    );
    expect(await featureTermsOf(rita)).toHaveLength(1);
  });

  it('an APP terms version of the issuer may be accepted this way too', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const app = await gw.db.query<{ guid: string }>(
      "SELECT guid FROM terms WHERE issuer_id = 'acme' AND feature_code = 'APP' AND is_current ORDER BY position",
    );
    expect(app.rows).toHaveLength(3);
    await gw.db.query('DELETE FROM terms_acceptances WHERE user_id = $1', [guid(rita)]);
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita')).newTac).toBe(true);
    const body = { userTermsAndConditionList: app.rows.map((r) => ({ guid: r.guid })) };
    expect((await postJson(gw.app, acceptUrl(rita, await phoneOf(rita)), body, rita.access_token)).statusCode).toBe(
      204,
    );
    expect((await signedIn(gw.app, EXT.acme, 'ready.rita')).newTac).toBe(false);
  });
});

describe('POST issuer-controller/v1/federatedProvision', () => {
  it('answers a federated token for the caller’s card once push provisioning’s terms are accepted, kept only as its hash and never logged', async () => {
    const lines: string[] = [];
    const traced = await gw.buildOn(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    const rita = await signedIn(traced, EXT.acme, 'ready.rita');
    await forgetFeatureTerms(rita);
    const visa = await visaOf(rita);
    const body = { panGuid: visa.panGuid, orgId: 'pebblewick-pay' };
    expectError(await postJson(traced, PROVISION_URL, body, rita.access_token), 403, '403');
    const [terms] = await featureTermsOf(rita);
    expect(
      (
        await postJson(
          traced,
          acceptUrl(rita, await phoneOf(rita), PUSH),
          { userTermsAndConditionList: [{ guid: terms?.guid ?? '' }] },
          rita.access_token,
        )
      ).statusCode,
    ).toBe(204);
    const res = await postJson(traced, PROVISION_URL, body, rita.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { federatedToken } = v.parse(FederatedProvisionResponseSchema, res.json());
    expect(federatedToken.length).toBeGreaterThanOrEqual(40);
    const { rows } = await gw.db.query<Record<string, unknown>>('SELECT * FROM federated_tokens WHERE user_id = $1', [
      guid(rita),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(federatedToken).digest('hex'),
      pan_guid: visa.panGuid,
      org_id: 'pebblewick-pay',
    });
    expect(new Date(String(rows[0]?.['expires_at'])).getTime() - gw.clock.now.getTime()).toBe(
      FEDERATED_TOKEN_LIFETIME_MS,
    );
    expect(JSON.stringify(rows)).not.toContain(federatedToken);
    expect(lines.join('\n')).not.toContain(federatedToken);
    // A second one is another token.
    const second = v.parse(
      FederatedProvisionResponseSchema,
      (await postJson(traced, PROVISION_URL, body, rita.access_token)).json(),
    );
    expect(second.federatedToken).not.toBe(federatedToken);
  });

  it('a feature whose terms the configuration no longer lists needs none: its terms are no longer current', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    await forgetFeatureTerms(rita);
    try {
      await seedTerms(gw.db, [{ ...configOf('acme'), featureTerms: {} }]);
      expect(await featureTermsOf(rita)).toEqual([]);
      const res = await postJson(
        gw.app,
        PROVISION_URL,
        { panGuid: (await visaOf(rita)).panGuid, orgId: 'org-1' },
        rita.access_token,
      );
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await seedTerms(gw.db, ISSUER_CONFIGS);
    }
    expect(await featureTermsOf(rita)).toHaveLength(1);
  });

  it('another user’s card 404; no push provisioning on the web 403; a bad orgId or body 400; no token 401; a partial token 401', async () => {
    const rita = await signedIn(gw.app, EXT.acme, 'ready.rita');
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const visa = await visaOf(rita);
    expectError(
      await postJson(gw.app, PROVISION_URL, { panGuid: visa.panGuid, orgId: 'org-1' }, nora.access_token),
      404,
      '404',
    );
    const tailspin = await signedIn(gw.app, EXT.tailspin, 'ready.rita');
    expectError(
      await postJson(
        gw.app,
        PROVISION_URL,
        { panGuid: (await visaOf(tailspin)).panGuid, orgId: 'org-1' },
        tailspin.access_token,
      ),
      403,
      '403',
    );
    expectError(
      await postJson(gw.app, PROVISION_URL, { panGuid: visa.panGuid, orgId: '../org' }, rita.access_token),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(gw.app, PROVISION_URL, { panGuid: visa.panGuid }, rita.access_token),
      400,
      'inputValidationError',
    );
    expectError(await postJson(gw.app, PROVISION_URL, { panGuid: visa.panGuid, orgId: 'org-1' }), 401, 'invalidToken');
    const partial = await signedIn(gw.app, EXT.acme, 'terms.tomas');
    expectError(
      await postJson(gw.app, PROVISION_URL, { panGuid: visa.panGuid, orgId: 'org-1' }, partial.access_token),
      401,
      'insufficientScope',
    );
    const { rows } = await gw.db.query('SELECT 1 FROM federated_tokens WHERE user_id = ANY($1::uuid[])', [
      [guid(rita), guid(nora), guid(tailspin)],
    ]);
    expect(rows).toHaveLength(0);
  });
});
