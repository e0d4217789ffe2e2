// GET /dpsapps/:extAppId (§7 Application details) against a real (in-memory) PGlite database seeded
// from the demo issuers.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUERS_DIR, loadAllIssuers, loadIssuer, type LoadedIssuer } from '@portal/issuers';
import { normaliseError } from '@portal/domain/errors';
import { webFeatures } from '@portal/domain/features';
import { AppDetailsSchema } from '@portal/domain/issuer';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Database } from '../db/database';
import { seedIssuers } from '../db/seed';
import { migratedPglite } from '../test-kit';
import { findAppDetails, UNKNOWN_APP_CODE } from './app-details.routes';

let db: Database;
let app: FastifyInstance;
const acme = loadIssuer(ISSUERS_DIR, 'acme');

beforeAll(async () => {
  db = await migratedPglite();
  app = await buildApp(readConfig({ LOG_LEVEL: 'silent', GATEWAY_PROFILE: 'sandbox' }), db);
}, 60_000);

afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /dpsapps/:extAppId (§7 Application details)', () => {
  it('§7 answers acme with exactly its web features, its locales and its activation flag', async () => {
    const res = await get('/dpsapps/ACME-WEB-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = v.parse(AppDetailsSchema, res.json());
    expect(body.features).toEqual(webFeatures(acme.config.features));
    expect(body.supportedLocales).toEqual([
      { locale: 'en', defaultLocale: 'Y' },
      { locale: 'es', defaultLocale: 'N' },
    ]);
    expect(body.isCardActivationWebEnabled).toBe(true);
    expect(body.application.supportivePlatforms).toEqual(acme.config.application.supportivePlatforms);
  });

  it('§6 keeps the features that count for the web, in configuration order, and drops the others', async () => {
    const codes = (res: { json: () => unknown }) =>
      v.parse(AppDetailsSchema, res.json()).features.map((f) => f.featureCD);
    const served = codes(await get('/dpsapps/CONTOSO-ACT-01'));
    expect(served).toEqual(['BAL_INQ', 'TXN_HIST', 'DLY_LOW_BAL', 'VCTC', 'VSPS', 'COF', 'VISA_PUSH_PROVISION']);
    // Configured, but not for the web: contoso's VALERTS is IOS and ANDROID only; its card display SDK names WEB, not WEB_SDK.
    const contoso = loadIssuer(ISSUERS_DIR, 'contoso');
    expect(contoso.config.features.map((f) => f.featureCD)).toEqual(
      expect.arrayContaining(['VALERTS', 'CARD_INFORMATION_DISPLAY_SDK']),
    );
    expect(served).not.toContain('VALERTS');
    expect(served).not.toContain('CARD_INFORMATION_DISPLAY_SDK');
    // acme offers both on the web (VALERTS names WEB, the card display SDK WEB_SDK): every feature it configures.
    expect(codes(await get('/dpsapps/ACME-WEB-01'))).toEqual(acme.config.features.map((f) => f.featureCD));
  });

  it('§7 answers isCardActivationWebEnabled false for fabrikam', async () => {
    const res = await get('/dpsapps/FABRIKAM-WEB-01');
    expect(res.statusCode).toBe(200);
    expect(v.parse(AppDetailsSchema, res.json()).isCardActivationWebEnabled).toBe(false);
  });

  it.each(loadAllIssuers(ISSUERS_DIR).issuers.map((i): [string, LoadedIssuer] => [i.config.extAppId, i]))(
    '%s answers the same as appDetails computed from its configuration',
    async (extAppId, issuer) => {
      const res = await get(`/dpsapps/${extAppId}`);
      expect(res.json()).toEqual({
        features: webFeatures(issuer.config.features),
        supportedLocales: issuer.config.supportedLocales,
        isCardActivationWebEnabled: issuer.config.flags.isCardActivationWebEnabled,
        application: issuer.config.application,
      });
    },
  );

  it('§8 an unknown application is a 404 with code DPS_0001, in a shape the portal parses', async () => {
    const res = await get('/dpsapps/NOBODY-WEB-01');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      responseStatus: { code: UNKNOWN_APP_CODE, status: 404, message: expect.any(String) as unknown },
    });
    expect(UNKNOWN_APP_CODE).toBe('DPS_0001');
    const error = normaliseError(res.body, res.statusCode);
    expect(error.code).toBe('DPS_0001');
    expect(error.status).toBe(404);
  });

  it('§7 matches the extAppId exactly (another case is another application)', async () => {
    expect((await get('/dpsapps/acme-web-01')).statusCode).toBe(404);
  });

  it.each([
    ['x', 'too short'],
    ['A'.repeat(65), '65 characters'],
    ['ACME%20WEB', 'a space'],
    ['ACME.WEB.01', 'dots'],
  ])('§8 an invalid id (%s: %s) is a 400 inputValidationError', async (id) => {
    const res = await get(`/dpsapps/${id}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ responseStatus: { code: string; status: number; message: string } }>();
    expect(body.responseStatus.code).toBe('inputValidationError');
    expect(body.responseStatus.status).toBe(400);
    expect(body.responseStatus.message).not.toBe('');
    expect(normaliseError(body, 400).code).toBe('inputValidationError');
  });

  it('accepts an id of exactly 64 characters (and answers 404 when it is unknown)', async () => {
    expect((await get(`/dpsapps/${'A'.repeat(64)}`)).statusCode).toBe(404);
  });

  it('findAppDetails returns null for an unknown application', async () => {
    expect(await findAppDetails(db, 'NOBODY-WEB-01')).toBeNull();
  });
});

describe('re-seeding', () => {
  it('a changed configuration changes the answer, and the original comes back when re-seeded', async () => {
    const changed: LoadedIssuer = structuredClone(acme);
    changed.config.flags.isCardActivationWebEnabled = false;
    changed.config.features = changed.config.features.filter((f) => f.featureCD !== 'TXN_HIST');
    changed.config.supportedLocales = [
      { locale: 'en', defaultLocale: 'N' },
      { locale: 'es', defaultLocale: 'Y' },
    ];
    await seedIssuers(db, [changed]);

    const after = v.parse(AppDetailsSchema, (await get('/dpsapps/ACME-WEB-01')).json());
    expect(after.isCardActivationWebEnabled).toBe(false);
    expect(after.features.map((f) => f.featureCD)).toEqual([
      'BAL_INQ',
      'VALERTS',
      'DLY_LOW_BAL',
      'VCTC',
      'CARD_INFORMATION_DISPLAY_SDK',
      'VSPS',
      'COF',
      'VISA_PUSH_PROVISION',
    ]);
    expect(after.supportedLocales).toEqual([
      { locale: 'en', defaultLocale: 'N' },
      { locale: 'es', defaultLocale: 'Y' },
    ]);

    await seedIssuers(db, [acme]);
    expect((await get('/dpsapps/ACME-WEB-01')).json()).toEqual({
      features: webFeatures(acme.config.features),
      supportedLocales: acme.config.supportedLocales,
      isCardActivationWebEnabled: true,
      application: acme.config.application,
    });
  });

  it('a changed extAppId moves the application', async () => {
    const moved: LoadedIssuer = structuredClone(acme);
    moved.config.extAppId = 'ACME-WEB-02';
    await seedIssuers(db, [moved]);
    expect((await get('/dpsapps/ACME-WEB-01')).statusCode).toBe(404);
    expect((await get('/dpsapps/ACME-WEB-02')).statusCode).toBe(200);
    await seedIssuers(db, [acme]);
    expect((await get('/dpsapps/ACME-WEB-01')).statusCode).toBe(200);
  });
});
