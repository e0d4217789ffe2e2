// What a sign-in leads to (013 Sign-in, The probes): the token answer with its flags, scope and probes;
// opening a session for a user, solving or reissuing a probe, and renewing a token.
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import { PROBE_TYPES, type TokenResponseSchema } from '@portal/domain/schemas';
import { FORCE_RESET_SCOPE } from '@portal/domain/session';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { invalidInput, invalidToken } from '../errors';
import { primaryEmail } from '../accounts/contacts-store';
import { TOKEN_LIFETIME_MS } from '../platform/policy';
import { newRef } from '../platform/secrets';
import { invalidateCodesOfProbe } from './codes-store';
import { pendingTerms } from './terms-store';
import { consumeToken, issueToken, successorToken, tokenLive, type IssuedToken, type TokenContext } from './tokens';
import {
  insertProbe,
  openProbeRows,
  rerefOpenProbe,
  solveOpenProbe,
  type ProbeRow,
  type ProbeType,
  type TokenKind,
} from './tokens-store';
import { recordLogin, type UserRow } from '../accounts/users-store';

export const [VERIFY_USERNAME, SOLVE_CHALLENGE, ACCEPT_TNC] = PROBE_TYPES;
export type TokenAnswer = v.InferInput<typeof TokenResponseSchema>;

/** 013: `full`, `partial` while probes remain, `partial /credentials/reset` for a reset token. */
function scopeOf(kind: TokenKind): string {
  if (kind === 'reset') return `partial ${FORCE_RESET_SCOPE}`;
  return kind;
}

function tokenAnswer(issued: IssuedToken, kind: TokenKind, userId: string, probes: readonly ProbeRow[]): TokenAnswer {
  const has = (type: ProbeType) => probes.some((p) => p.type === type);
  return {
    access_token: issued.token,
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_MS / 1000,
    scope: scopeOf(kind),
    userGuid: userId,
    isUnverified: has(VERIFY_USERNAME),
    isChallenge: has(SOLVE_CHALLENGE),
    newTac: has(ACCEPT_TNC),
    probes: probes.map((p) => ({
      type: p.type,
      ref: p.ref,
      ...(p.type === ACCEPT_TNC ? { data: { refs: p.data_refs } } : {}),
    })),
  };
}

/** The probes a token still has to answer, in §2 Sign-in order. */
export async function openProbes(db: Queryable, tokenId: string): Promise<ProbeRow[]> {
  return openProbeRows(db, tokenId);
}

async function addProbes(
  db: Queryable,
  tokenId: string,
  probes: readonly { type: ProbeType; refs: string[] }[],
): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  for (const [position, probe] of probes.entries()) {
    const row: ProbeRow = { id: randomUUID(), type: probe.type, ref: newRef(), data_refs: probe.refs };
    await insertProbe(db, tokenId, row, position);
    rows.push(row);
  }
  return rows;
}

/**
 * 013 Sign-in, on success: a user flagged to reset gets a reset token and nothing else; otherwise one
 * probe per true flag (unverified primary email, two-factor, terms pending), and full access when
 * there is none, which records the login. The probes come back too, for a caller that sends a code.
 */
export async function openSession(
  ctx: Pick<GatewayContext, 'now'>,
  db: Queryable,
  user: UserRow,
): Promise<{ answer: TokenAnswer; probes: ProbeRow[] }> {
  const owner = { userId: user.id, issuerId: user.issuer_id };
  if (user.force_reset)
    return {
      answer: tokenAnswer(await issueToken(ctx, db, { ...owner, kind: 'reset' }), 'reset', user.id, []),
      probes: [],
    };
  const wanted: { type: ProbeType; refs: string[] }[] = [];
  if (!(await primaryEmail(db, user.id))?.verified) wanted.push({ type: VERIFY_USERNAME, refs: [] });
  if (user.two_factor) wanted.push({ type: SOLVE_CHALLENGE, refs: [] });
  const terms = await pendingTerms(db, user.id, user.issuer_id);
  if (terms.length > 0) wanted.push({ type: ACCEPT_TNC, refs: terms });
  const kind: TokenKind = wanted.length > 0 ? 'partial' : 'full';
  const issued = await issueToken(ctx, db, { ...owner, kind });
  const probes = await addProbes(db, issued.id, wanted);
  if (kind === 'full') await recordLogin(db, user.id, ctx.now());
  return { answer: tokenAnswer(issued, kind, user.id, probes), probes };
}

/**
 * A partner's member arriving through single sign-on (decision 031): full access at once. The
 * partner signed them in (its own factors), and §6 gives an SSO app no sign-in steps of the portal's.
 */
export async function openFederatedSession(
  ctx: Pick<GatewayContext, 'now'>,
  db: Queryable,
  user: UserRow,
): Promise<TokenAnswer> {
  const issued = await issueToken(ctx, db, { userId: user.id, issuerId: user.issuer_id, kind: 'full' });
  await recordLogin(db, user.id, ctx.now());
  return tokenAnswer(issued, 'full', user.id, []);
}

/** The open probe of the token with this ref, of one of the types the route answers. */
export async function findOpenProbe(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: TokenContext,
  ref: string,
  types: readonly ProbeType[],
): Promise<ProbeRow> {
  const probe = (await openProbes(ctx.db, auth.tokenId)).find((p) => p.ref === ref);
  if (!probe) {
    // Used up meanwhile (a renewal beside this call moved its probes): the token's answer, not the ref's.
    if (!(await tokenLive(ctx, auth))) throw invalidToken();
    throw invalidInput('probes_ref: no open probe of this token has this ref');
  }
  if (!types.includes(probe.type)) throw invalidInput(`probes_ref: a ${probe.type} probe is not answered here`);
  return probe;
}

/** The probe, still open and still the presented token's; anything else (solved, or moved by a renewal) stops the call. */
function refuseUnlessTaken(taken: boolean): void {
  if (!taken) throw invalidInput('probes_ref: no open probe of this token has this ref');
}

/**
 * 013 "What every probe call answers": the probe is solved (with its effect), and a new token carries
 * the rest; full access when none remain, which records the login. The presented token is revoked
 * first and the probe solved only while open on it: a renewal that got there first, which
 * moved the probes to its own token, leaves nothing to solve here, and the call stops (401).
 */
export async function solveProbe(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: TokenContext,
  probe: ProbeRow,
  effect: (tx: Queryable) => Promise<void>,
): Promise<TokenAnswer> {
  return ctx.db.transaction(async (tx) => {
    await consumeToken(ctx, tx, auth);
    refuseUnlessTaken(await solveOpenProbe(tx, probe.id, auth.tokenId, ctx.now()));
    await effect(tx);
    const rest = await openProbes(tx, auth.tokenId);
    const kind: TokenKind = rest.length > 0 ? 'partial' : 'full';
    const issued = await successorToken(ctx, tx, auth, kind);
    if (kind === 'full') await recordLogin(tx, auth.userId, ctx.now());
    return tokenAnswer(issued, kind, auth.userId, rest);
  });
}

/** 013 Reissuance: the same probe under a new ref; the codes sent for it stop working. */
export async function reissueProbe(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: TokenContext,
  probe: ProbeRow,
): Promise<TokenAnswer> {
  return ctx.db.transaction(async (tx) => {
    await consumeToken(ctx, tx, auth);
    refuseUnlessTaken(await rerefOpenProbe(tx, probe.id, auth.tokenId, newRef()));
    await invalidateCodesOfProbe(tx, probe.id, ctx.now());
    const issued = await successorToken(ctx, tx, auth);
    return tokenAnswer(issued, auth.kind, auth.userId, await openProbes(tx, issued.id));
  });
}

/** 013 Renewal, and a probe call that changes nothing: a new token of the same kind, the same probes. */
export async function renewSession(ctx: Pick<GatewayContext, 'db' | 'now'>, auth: TokenContext): Promise<TokenAnswer> {
  return ctx.db.transaction(async (tx) => {
    await consumeToken(ctx, tx, auth);
    const issued = await successorToken(ctx, tx, auth);
    return tokenAnswer(issued, auth.kind, auth.userId, await openProbes(tx, issued.id));
  });
}

/** A reset token for a user who proved a contact (forgot password, migration). */
export async function resetSession(
  ctx: Pick<GatewayContext, 'now'>,
  db: Queryable,
  user: Pick<UserRow, 'id' | 'issuer_id'>,
): Promise<TokenAnswer> {
  return tokenAnswer(
    await issueToken(ctx, db, { userId: user.id, issuerId: user.issuer_id, kind: 'reset' }),
    'reset',
    user.id,
    [],
  );
}
