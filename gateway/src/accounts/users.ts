// The profile answer of §7 User (apps/{extAppId}/users/{userGuid}).
import type * as v from 'valibot';
import type { UserSchema } from '@portal/domain/schemas';
import type { Queryable } from '../db/database';
import { issuerIsSmsFree } from '../platform/issuers-store';
import { maskEmail } from './contacts';
import { primaryEmail } from './contacts-store';
import type { UserRow } from './users-store';

export type UserAnswer = v.InferInput<typeof UserSchema>;

/** GET apps/{extAppId}/users/{userGuid}: the primary email masked unless the token has full access. */
export async function userAnswer(db: Queryable, user: UserRow, masked: boolean): Promise<UserAnswer> {
  const email = await primaryEmail(db, user.id);
  return {
    userGuid: user.id,
    userName: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    ...(email
      ? {
          primaryEmail: masked ? maskEmail(email.value) : email.value,
          contactId: email.id,
          contactStatus: email.verified ? 'VERIFIED' : 'UNVERIFIED',
        }
      : {}),
    ...(user.previous_login_at ? { lastLoginTimeStamp: new Date(user.previous_login_at).toISOString() } : {}),
    unverifiedPrimary: !email?.verified,
    isSmsFreeApp: await issuerIsSmsFree(db, user.issuer_id),
  };
}
