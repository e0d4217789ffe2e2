// §3 Terms from each issuer's configuration: url.terms (EC), url.privacy (PR) and url.softAgreement
// (SL), with stable guids. A guid is derived from the issuer, type and URL, so re-seeding the same
// configuration changes nothing, and a changed URL is a new version that every user must accept again.
import type { IssuerConfig } from '@portal/shared/domain/issuer';
import { derivedUuid } from '../services/secrets';
import type { Database } from './database';

/** §3 Terms types and the issuer URL each comes from, in the order they are shown. */
export const TERMS_SOURCES = [
  ['EC', 'terms'],
  ['PR', 'privacy'],
  ['SL', 'softAgreement'],
] as const;

/** The feature code of the application's own terms (§3: APP or PRODUCT). */
export const APP_TERMS = 'APP';

export type TermsType = (typeof TERMS_SOURCES)[number][0];

export const termsGuid = (issuerId: string, type: TermsType, url: string): string => derivedUuid(['terms', issuerId, APP_TERMS, type, url]);

/** Makes each issuer's configured terms the current version; returns how many terms are current. */
export async function seedTerms(db: Database, configs: readonly Pick<IssuerConfig, 'id' | 'url'>[]): Promise<number> {
  let count = 0;
  for (const config of configs) {
    await db.transaction(async (tx) => {
      for (const [position, [type, key]] of TERMS_SOURCES.entries()) {
        const url = config.url[key];
        const guid = termsGuid(config.id, type, url);
        await tx.query('UPDATE terms SET is_current = false WHERE issuer_id = $1 AND feature_code = $2 AND type = $3 AND is_current AND guid <> $4', [config.id, APP_TERMS, type, guid]);
        await tx.query(
          `INSERT INTO terms (guid, issuer_id, feature_code, type, url, is_current, position) VALUES ($1, $2, $3, $4, $5, true, $6)
           ON CONFLICT (guid) DO UPDATE SET is_current = true, position = EXCLUDED.position`,
          [guid, config.id, APP_TERMS, type, url, position],
        );
        count += 1;
      }
    });
  }
  return count;
}
