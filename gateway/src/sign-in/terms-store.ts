// §3 Terms (terms, terms_acceptances), and the only SQL that reads or writes them: the current terms
// of an issuer, what a user has still to accept, and accepting them. These
// are the application's own terms (APP), the ones enrolment and sign-in (newTac, ACCEPT_TNC) ask for; a
// feature's own terms (PRODUCT) are feature-terms.ts's and never hold up a sign-in.
import type * as v from 'valibot';
import type { TermsItemSchema } from '@portal/domain/schemas';
import type { Queryable } from '../db/database';

export type TermsAnswerItem = v.InferInput<typeof TermsItemSchema>;

interface TermsRow {
  guid: string;
  feature_code: TermsAnswerItem['featureCode'];
  type: TermsAnswerItem['type'];
  url: string;
}

const toItem = (r: TermsRow): TermsAnswerItem => ({
  guid: r.guid,
  featureCode: r.feature_code,
  type: r.type,
  url: r.url,
});

/** The issuer's current APP terms, in the order they are shown (EC, PR, SL). */
export async function currentTerms(db: Queryable, issuerId: string): Promise<TermsAnswerItem[]> {
  const { rows } = await db.query<TermsRow>(
    "SELECT guid, feature_code, type, url FROM terms WHERE issuer_id = $1 AND feature_code = 'APP' AND is_current ORDER BY position, guid",
    [issuerId],
  );
  return rows.map(toItem);
}

/** The current APP terms the user has not accepted, in the order they are shown (users/{userGuid}/getTerms). */
export async function pendingTermsItems(db: Queryable, userId: string, issuerId: string): Promise<TermsAnswerItem[]> {
  const { rows } = await db.query<TermsRow>(
    `SELECT t.guid, t.feature_code, t.type, t.url FROM terms t
     WHERE t.issuer_id = $1 AND t.feature_code = 'APP' AND t.is_current
       AND NOT EXISTS (SELECT 1 FROM terms_acceptances a WHERE a.user_id = $2 AND a.terms_guid = t.guid)
     ORDER BY t.position, t.guid`,
    [issuerId, userId],
  );
  return rows.map(toItem);
}

/** 013 newTac: the guids of the current terms the user has not accepted. */
export async function pendingTerms(db: Queryable, userId: string, issuerId: string): Promise<string[]> {
  return (await pendingTermsItems(db, userId, issuerId)).map((t) => t.guid);
}

/** Records acceptance of these terms (accepting one already accepted changes nothing). */
export async function acceptTerms(db: Queryable, userId: string, guids: readonly string[], now: Date): Promise<void> {
  for (const guid of guids) {
    await db.query(
      'INSERT INTO terms_acceptances (user_id, terms_guid, accepted_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, terms_guid) DO NOTHING',
      [userId, guid, now],
    );
  }
}

/**
 * The current terms of `featureCode` that the user has not accepted (GET getTerms?featureCode=X):
 * empty once accepted, and for a feature that needs no terms of its own.
 */
export async function pendingFeatureTerms(
  db: Queryable,
  userId: string,
  issuerId: string,
  featureCode: string,
): Promise<TermsAnswerItem[]> {
  const { rows } = await db.query<TermsRow>(
    `SELECT t.guid, t.feature_code, t.type, t.url FROM terms t
     WHERE t.issuer_id = $1 AND t.feature_code = 'PRODUCT' AND t.product_code = $3 AND t.is_current
       AND NOT EXISTS (SELECT 1 FROM terms_acceptances a WHERE a.user_id = $2 AND a.terms_guid = t.guid)
     ORDER BY t.position, t.guid`,
    [issuerId, userId, featureCode],
  );
  return rows.map(toItem);
}

/** Which of these guids are current terms of the issuer. */
export async function currentTermsAmong(db: Queryable, issuerId: string, guids: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ guid: string }>(
    'SELECT guid FROM terms WHERE issuer_id = $1 AND is_current AND guid = ANY($2::uuid[])',
    [issuerId, guids],
  );
  return rows.map((r) => r.guid);
}
