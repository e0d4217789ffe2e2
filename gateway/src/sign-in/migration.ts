// 013 Migration: an account of a migrated app, awaiting migration, proves its email with a code; the
// reset token that follows sets the new password (sign-in/recovery.ts), after which it is active.
import type { GatewayContext } from '../context';
import { primaryEmail } from '../accounts/contacts-store';
import type { Issuer } from '../platform/issuers-store';
import { refuseUnlessOffered } from '../platform/issuer-policy';
import { decoyAnswer, startMigrationFor, type CodeSentAnswer } from './recovery';
import { findUserByName } from '../accounts/users-store';

/**
 * POST apps/{extAppId}/migration: a code when the name and the email both match, a decoy otherwise;
 * either way the address shown is the one typed, masked (decision 022).
 */
export async function startMigration(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  issuer: Issuer,
  userName: string,
  email: string,
): Promise<CodeSentAnswer> {
  refuseUnlessOffered(issuer, 'migration');
  const user = await findUserByName(ctx.db, issuer.id, userName);
  const primary = user?.status === 'awaitingMigration' ? await primaryEmail(ctx.db, user.id) : null;
  if (!user || !primary || primary.value.toLowerCase() !== email.toLowerCase())
    return decoyAnswer(ctx, issuer, 'migration', userName, email);
  return startMigrationFor(ctx, issuer, user, email);
}
