// 013 Enrolment: the account is created with an unverified email and every current term accepted; the
// answer is a partial token with VERIFY_USERNAME, whose code has gone to the new address.
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../context';
import { CODES, GatewayError, invalidInput } from '../errors';
import { checkUnverifiedAddressBudget, sendCode } from './codes';
import { insertEmail, insertPhone } from '../accounts/contacts-store';
import type { Issuer } from '../platform/issuers-store';
import { refuseUnlessOffered } from '../platform/issuer-policy';
import { hashPassword } from './passwords';
import { openSession, VERIFY_USERNAME, type TokenAnswer } from './sessions';
import { acceptTerms, currentTerms } from './terms-store';
import { findUser, findUserByName, insertUser } from '../accounts/users-store';

/** An enrolment whose fields have passed the shared rules. */
export interface Enrolment {
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
  email: string;
  /** 10 digits, or null. */
  phone: string | null;
  acceptedTerms: readonly string[];
}

const usernameTaken = () => new GatewayError(409, CODES.usernameTaken, 'The username is taken.');
/** PostgreSQL's unique_violation: two enrolments with one username at the same moment. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function enrol(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys' | 'passwordQueue'>,
  issuer: Issuer,
  form: Enrolment,
): Promise<TokenAnswer> {
  refuseUnlessOffered(issuer, 'enrolment');
  const terms = (await currentTerms(ctx.db, issuer.id)).map((t) => t.guid);
  if (terms.some((guid) => !form.acceptedTerms.includes(guid)))
    throw invalidInput('acceptedTerms: every current term must be accepted');
  if (await findUserByName(ctx.db, issuer.id, form.userName)) throw usernameTaken();
  // Before the account is made: its first code would go past the address's budget.
  await checkUnverifiedAddressBudget(ctx, form.email);
  const hash = await hashPassword(ctx, form.password);
  const id = randomUUID();
  const now = ctx.now();
  const started = await ctx.db
    .transaction(async (tx) => {
      await insertUser(
        tx,
        {
          id,
          issuerId: issuer.id,
          username: form.userName,
          firstName: form.firstName,
          lastName: form.lastName,
          passwordHash: hash,
        },
        now,
      );
      const email = await insertEmail(tx, id, form.email, { primary: true, verifiedAt: null, now });
      if (form.phone) await insertPhone(tx, id, form.phone, { primary: true, verifiedAt: null, now });
      await acceptTerms(tx, id, terms, now);
      const user = await findUser(tx, id);
      if (!user) throw new Error('the new user was not stored');
      return { ...(await openSession(ctx, tx, user)), email };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? usernameTaken() : error;
    });
  const probe = started.probes.find((p) => p.type === VERIFY_USERNAME);
  if (probe) await sendCode(ctx, { userId: id, purpose: 'probe', probeId: probe.id }, started.email, issuer.appName);
  return started.answer;
}
