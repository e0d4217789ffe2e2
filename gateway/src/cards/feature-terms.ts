// A feature's own terms (§3 Terms featureCode PRODUCT; §7 Step-up): a feature the issuer's
// configuration lists in featureTerms is on for a cardholder once they accept its current terms. The
// terms are seeded from the configuration (db/seed-terms.ts) with the feature in product_code; the
// application's terms (APP, terms.ts) are what sign-in asks for, and never these.
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { invalidInput, notFound } from '../errors';
import { listPhones } from '../accounts/contacts-store';
import { isUuid } from '../platform/secrets';
import { acceptTerms, currentTermsAmong, pendingFeatureTerms } from '../sign-in/terms-store';

/** A feature code as §3 writes them (BAL_INQ, VISA_PUSH_PROVISION) and as a path or query may carry one. */
const FEATURE_CODE = /^[A-Z0-9_]{1,64}$/;

/** A feature code, or 400 naming where it came from. */
export function checkedFeatureCode(code: unknown, field: string): string {
  if (typeof code !== 'string' || !FEATURE_CODE.test(code))
    throw invalidInput(`${field}: a feature code is 1 to 64 upper-case letters, digits or _`);
  return code;
}

/** At most this many terms in one acceptance: an issuer has three APP terms and one per feature. */
const MAX_ACCEPTED = 32;

/** Whether the user has accepted the current terms of every one of these features (those with none count as accepted). */
export async function featureTermsAccepted(
  db: Queryable,
  userId: string,
  issuerId: string,
  featureCodes: readonly string[],
): Promise<boolean> {
  for (const code of featureCodes) if ((await pendingFeatureTerms(db, userId, issuerId, code)).length > 0) return false;
  return true;
}

/** What accepting names: the user, their issuer, a phone of theirs and the terms' guids. */
interface FeatureTermsAcceptance {
  userId: string;
  issuerId: string;
  phoneGuid: string;
  guids: readonly string[];
}

/**
 * §7 Step-up: records the user's acceptance of these terms, each a current version (APP or PRODUCT) of
 * the user's issuer, else 400 and nothing recorded. The phone must be one of the user's (else 404, as
 * any other user's contact). Accepting again, or twice at once, changes nothing more.
 */
export async function acceptFeatureTerms(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  acceptance: FeatureTermsAcceptance,
): Promise<void> {
  const { userId, issuerId, phoneGuid } = acceptance;
  if (!isUuid(phoneGuid) || !(await listPhones(ctx.db, userId)).some((p) => p.id === phoneGuid))
    throw notFound('No such phone.');
  const guids = [...new Set(acceptance.guids.map((g) => g.trim().toLowerCase()))];
  if (guids.length === 0) throw invalidInput('userTermsAndConditionList: name at least one terms guid');
  if (guids.length > MAX_ACCEPTED)
    throw invalidInput(`userTermsAndConditionList: at most ${MAX_ACCEPTED} terms at once`);
  if (!guids.every(isUuid))
    throw invalidInput('userTermsAndConditionList: every guid must be one of the current terms');
  const current = new Set(await currentTermsAmong(ctx.db, issuerId, guids));
  if (!guids.every((g) => current.has(g)))
    throw invalidInput('userTermsAndConditionList: every guid must be one of the current terms');
  await acceptTerms(ctx.db, userId, guids, ctx.now());
}
