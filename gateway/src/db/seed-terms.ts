// §3 Terms from each issuer's configuration: url.terms (EC), url.privacy (PR) and url.softAgreement
// (SL), the application's (APP), and each featureTerms entry, a feature's own terms (PRODUCT, type EC),
// with stable guids. A guid is derived from the issuer, feature code, product, type and URL,
// so re-seeding the same configuration changes nothing, and a changed URL is a new version that every
// user must accept again.
import type { IssuerConfig } from '@portal/domain/issuer';
import { derivedUuid } from '../platform/secrets';
import type { Database, Queryable } from './database';

/** §3 Terms types and the issuer URL each comes from, in the order they are shown. */
export const TERMS_SOURCES = [
  ['EC', 'terms'],
  ['PR', 'privacy'],
  ['SL', 'softAgreement'],
] as const;

/** The feature code of the application's own terms (§3: APP or PRODUCT). */
export const APP_TERMS = 'APP';

export type TermsType = (typeof TERMS_SOURCES)[number][0];

export const termsGuid = (issuerId: string, type: TermsType, url: string): string =>
  derivedUuid(['terms', issuerId, APP_TERMS, type, url]);

/** The feature code of a feature's own terms (§3: APP or PRODUCT); the feature is the row's product_code. */
const PRODUCT_TERMS = 'PRODUCT';

/** A feature's terms are terms of use (§3 type EC). */
const PRODUCT_TERMS_TYPE = 'EC';

/** The guid of a feature's terms version: from the issuer, the feature and the URL, as termsGuid. */
export const featureTermsGuid = (issuerId: string, productCode: string, url: string): string =>
  derivedUuid(['terms', issuerId, PRODUCT_TERMS, productCode, PRODUCT_TERMS_TYPE, url]);

/**
 * The features' terms of one issuer made current (each feature's previous version no longer is), and
 * those of a feature the configuration no longer lists no longer current: it needs no terms now.
 */
async function seedFeatureTerms(tx: Queryable, config: Pick<IssuerConfig, 'id' | 'featureTerms'>): Promise<number> {
  const entries = Object.entries(config.featureTerms ?? {}).sort(([a], [b]) => a.localeCompare(b));
  await tx.query(
    'UPDATE terms SET is_current = false WHERE issuer_id = $1 AND feature_code = $2 AND is_current AND NOT (product_code = ANY($3::text[]))',
    [config.id, PRODUCT_TERMS, entries.map(([code]) => code)],
  );
  for (const [code, url] of entries) {
    const guid = featureTermsGuid(config.id, code, url);
    await tx.query(
      'UPDATE terms SET is_current = false WHERE issuer_id = $1 AND feature_code = $2 AND product_code = $3 AND is_current AND guid <> $4',
      [config.id, PRODUCT_TERMS, code, guid],
    );
    await tx.query(
      `INSERT INTO terms (guid, issuer_id, feature_code, product_code, type, url, is_current, position) VALUES ($1, $2, $3, $4, $5, $6, true, 0)
       ON CONFLICT (guid) DO UPDATE SET is_current = true`,
      [guid, config.id, PRODUCT_TERMS, code, PRODUCT_TERMS_TYPE, url],
    );
  }
  return entries.length;
}

/** Makes each issuer's configured terms (its own and its features') the current version; returns how many terms are current. */
export async function seedTerms(
  db: Database,
  configs: readonly Pick<IssuerConfig, 'id' | 'url' | 'featureTerms'>[],
): Promise<number> {
  let count = 0;
  for (const config of configs) {
    await db.transaction(async (tx) => {
      for (const [position, [type, key]] of TERMS_SOURCES.entries()) {
        const url = config.url[key];
        const guid = termsGuid(config.id, type, url);
        await tx.query(
          'UPDATE terms SET is_current = false WHERE issuer_id = $1 AND feature_code = $2 AND type = $3 AND is_current AND guid <> $4',
          [config.id, APP_TERMS, type, guid],
        );
        await tx.query(
          `INSERT INTO terms (guid, issuer_id, feature_code, type, url, is_current, position) VALUES ($1, $2, $3, $4, $5, true, $6)
           ON CONFLICT (guid) DO UPDATE SET is_current = true, position = EXCLUDED.position`,
          [guid, config.id, APP_TERMS, type, url, position],
        );
        count += 1;
      }
      count += await seedFeatureTerms(tx, config);
    });
  }
  return count;
}
