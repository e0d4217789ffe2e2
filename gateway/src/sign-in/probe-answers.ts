// 013 The probes: sending a sign-in code to a contact the probe allows, and answering each probe type
// (the code of VERIFY_USERNAME and SOLVE_CHALLENGE, the acceptance of ACCEPT_TNC).
import type { GatewayContext } from '../context';
import { insufficientScope, invalidInput, notFound } from '../errors';
import { checkCode, sendCode, type OtvcAnswer } from './codes';
import { findContact, markVerified } from '../accounts/contacts-store';
import { issuerById } from '../platform/issuers-store';
import { ACCEPT_TNC, openProbes, SOLVE_CHALLENGE, solveProbe, VERIFY_USERNAME, type TokenAnswer } from './sessions';
import type { ProbeRow } from './tokens-store';
import { acceptTerms, currentTerms } from './terms-store';
import type { TokenContext } from './tokens';

/**
 * POST users/{userGuid}/otvc with a partial token: the code answers the first open code probe.
 * VERIFY_USERNAME proves the primary email, so its code goes there only; SOLVE_CHALLENGE takes any
 * verified contact (a second factor must be one the person already proved).
 */
export async function sendProbeCode(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  auth: TokenContext,
  contactId: string,
): Promise<OtvcAnswer> {
  const probe = (await openProbes(ctx.db, auth.tokenId)).find(
    (p) => p.type === VERIFY_USERNAME || p.type === SOLVE_CHALLENGE,
  );
  if (!probe) throw insufficientScope('This token has no probe that a code answers.');
  const contact = await findContact(ctx.db, auth.userId, contactId);
  if (!contact) throw notFound('contactId: no contact of this user has this id');
  if (probe.type === VERIFY_USERNAME && !(contact.kind === 'email' && contact.primary))
    throw invalidInput('contactId: the code that verifies the username goes to the primary email');
  if (probe.type === SOLVE_CHALLENGE && !contact.verified)
    throw invalidInput('contactId: a two-factor code goes to a verified contact');
  const issuer = await issuerById(ctx.db, auth.issuerId);
  return sendCode(ctx, { userId: auth.userId, purpose: 'probe', probeId: probe.id }, contact, issuer.appName);
}

/**
 * Answers an open probe: a code probe checks the code (a wrong one uses up a try, outside the
 * transaction, so it counts); VERIFY_USERNAME then marks the primary email verified; ACCEPT_TNC
 * accepts every current term (013: "accepts them all").
 */
export async function answerProbe(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: TokenContext,
  probe: ProbeRow,
  code: string | null,
): Promise<TokenAnswer> {
  if (probe.type === ACCEPT_TNC) {
    const guids = [...probe.data_refs, ...(await currentTerms(ctx.db, auth.issuerId)).map((t) => t.guid)];
    return solveProbe(ctx, auth, probe, (tx) => acceptTerms(tx, auth.userId, [...new Set(guids)], ctx.now()));
  }
  if (code === null) throw invalidInput('code: identity:code.required');
  const contact = await checkCode(ctx, { userId: auth.userId, purpose: 'probe', probeId: probe.id }, code);
  return solveProbe(ctx, auth, probe, async (tx) => {
    if (probe.type === VERIFY_USERNAME) await markVerified(tx, contact, ctx.now());
  });
}
