// 013 Migration: an account of a migrated app, awaiting migration, proves its email with a code; the
// reset token that follows sets the new password (services/recovery.ts), after which it is active.
import type { GatewayContext } from '../context';
import { primaryEmail } from './contacts';
import type { Issuer } from './issuers';
import { decoyAnswer, sendContactCode, type CodeSentAnswer } from './recovery';
import { findUserByName } from './users';

/** POST apps/{extAppId}/migration: a code when the name and the email both match, a decoy otherwise. */
export async function startMigration(ctx: GatewayContext, issuer: Issuer, userName: string, email: string): Promise<CodeSentAnswer> {
  const user = await findUserByName(ctx.db, issuer.id, userName);
  const primary = user?.status === 'awaitingMigration' ? await primaryEmail(ctx.db, user.id) : null;
  if (!user || !primary || primary.value.toLowerCase() !== email.toLowerCase()) return decoyAnswer(ctx, issuer, 'migration', userName);
  return sendContactCode(ctx, issuer, user, 'migration');
}
