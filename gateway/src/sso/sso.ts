// Single sign-on (decision 031): the portal is an OpenID Connect relying party of each SSO issuer's
// partner (the issuer's online banking), with the authorization-code flow and PKCE, through
// openid-client (a certified relying party) rather than hand-written token handling.
import { createHash, randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { createCodeChallenge } from '@portal/domain/session';
import type { SsoEnrolRequest } from '@portal/domain/schemas';
import type { SsoPartner } from '../config';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import { CODES, GatewayError } from '../errors';
import type { Issuer } from '../platform/issuers-store';
import { refuseUnlessSso } from '../platform/issuer-policy';
import { openFederatedSession, type TokenAnswer } from '../sign-in/sessions';
import { keepProvisionedCard } from './sso-cards';
import { arriveMember, expireLaunchRow, insertLaunch, insertMember, takeLaunchRow } from './sso-store';
import { openText, sealText } from '../platform/secrets';
import { insertEmail } from '../accounts/contacts-store';
import { findUser, insertUser } from '../accounts/users-store';

/** How long a launch waits for the partner's answer: a member may have to sign in at the bank first. */
export const SSO_LAUNCH_LIFETIME_MS = 10 * 60_000;

/** The scopes asked of the partner: who the member is, and the card the partner provisions (`cards`). */
const SSO_SCOPES = 'openid profile email cards';

/**
 * §8's technical message, and nothing created: a launch that is unknown, used, expired, tampered with
 * or refused by the partner, or a token that fails a check. Why is logged (never a token), not answered.
 */
const launchRefused = () => new GatewayError(400, CODES.technical, 'The single sign-on could not be completed.');

/** The SHA-256 of a state: the launch's key, so the state itself is never stored. */
const stateHash = (state: string): string => createHash('sha256').update(state, 'utf8').digest('hex');

/** What a launch keeps sealed until the partner answers. */

/** How far ahead of the gateway's clock an ID token's iat may be (a partner's clock a little fast). */
export const ID_TOKEN_CLOCK_SKEW_S = 60;

interface LaunchSecrets {
  codeVerifier: string;
  nonce: string;
}

/** The partner's member, as the verified ID token says. */
interface PartnerMember {
  subject: string;
  givenName: string;
  familyName: string;
  email: string | null;
  emailVerified: boolean;
}

/** The partner of an SSO issuer, or §6's refusal for any other issuer, or the technical message when none is configured. */
function partnerFor(ctx: Pick<GatewayContext, 'sso'>, issuer: Issuer): SsoPartner {
  refuseUnlessSso(issuer);
  const partner = ctx.sso.partnerOf(issuer.id);
  if (!partner) throw new GatewayError(503, CODES.technical, 'Single sign-on is not configured for this application.');
  return partner;
}

/** POST oidc/authorize?apiKey=: a new launch, and where the browser goes to sign in at the partner. */
export async function startLaunch(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'keys' | 'sso'>,
  issuer: Issuer,
  log: (fields: object, message: string) => void,
): Promise<{ authorizationUrl: string; state: string }> {
  const partner = partnerFor(ctx, issuer);
  const config = await partnerConfiguration(ctx, issuer, partner, log);
  const state = oidc.randomState();
  const secrets: LaunchSecrets = { codeVerifier: createCodeChallenge(), nonce: oidc.randomNonce() };
  const key = stateHash(state);
  const now = ctx.now();
  await insertLaunch(
    ctx.db,
    {
      stateHash: key,
      issuerId: issuer.id,
      sealed: sealText(ctx.keys.sso, key, JSON.stringify(secrets)),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SSO_LAUNCH_LIFETIME_MS),
    },
    now,
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: partner.redirectUri,
    scope: SSO_SCOPES,
    state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href, state };
}

async function partnerConfiguration(
  ctx: Pick<GatewayContext, 'sso'>,
  issuer: Issuer,
  partner: SsoPartner,
  log: (fields: object, message: string) => void,
): Promise<oidc.Configuration> {
  try {
    return await ctx.sso.configuration(issuer.id, partner);
  } catch (error) {
    log({ issuer: issuer.id, failure: failureOf(error) }, 'sso partner discovery failed');
    throw new GatewayError(503, CODES.technical, 'The partner could not be reached.');
  }
}

/** The launch of this state at this issuer, taken so nobody else can complete it; null when unknown, used or expired. */
async function takeLaunch(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'keys'>,
  issuer: Issuer,
  state: string,
): Promise<LaunchSecrets | null> {
  const key = stateHash(state);
  const row = await takeLaunchRow(ctx.db, key, issuer.id);
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) return null;
  const opened = openText(ctx.keys.sso, key, row.sealed);
  return opened === null ? null : (JSON.parse(opened) as LaunchSecrets);
}

/** What openid-client's refusal says, for the log: its kind and code, never a token. */
function failureOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & { code?: unknown; error?: unknown; cause?: unknown };
  const cause = fields.cause instanceof Error ? fields.cause.message : undefined;
  return {
    type: error.name,
    code: fields.code,
    error: fields.error,
    message: error.message,
    ...(cause ? { cause } : {}),
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The member the verified claims name; a token without a subject names nobody. */
function memberOf(claims: Readonly<Record<string, unknown>>): PartnerMember {
  const subject = text(claims['sub']);
  if (!subject) throw launchRefused();
  const name = text(claims['name']) ?? '';
  return {
    subject,
    givenName: text(claims['given_name']) ?? (name.split(' ')[0] || 'Member'),
    familyName: text(claims['family_name']) ?? (name.split(' ').slice(1).join(' ') || subject),
    email: text(claims['email']),
    emailVerified: claims['email_verified'] === true,
  };
}

/**
 * POST partnerConsumer/enroll?apiKey=: the partner's answer exchanged and checked, the member found or
 * enrolled, and a full-access token. Any failure is the technical message with nothing created.
 */
export async function completeLaunch(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'keys' | 'vault' | 'sso'>,
  issuer: Issuer,
  body: SsoEnrolRequest,
  log: (fields: object, message: string) => void,
): Promise<TokenAnswer & { enrolled: boolean }> {
  const partner = partnerFor(ctx, issuer);
  const secrets = await takeLaunch(ctx, issuer, body.state);
  if (!secrets) {
    log({ issuer: issuer.id, reason: 'no launch for this state (unknown, used or expired)' }, 'sso launch refused');
    throw launchRefused();
  }
  const config = await partnerConfiguration(ctx, issuer, partner, log);
  // The answer as the partner sent it to sso/launch: openid-client checks the state and issuer in it,
  // and sends the redirect URI without its query to the token endpoint.
  const answerUrl = new URL(partner.redirectUri);
  answerUrl.searchParams.set('code', body.federatedToken);
  answerUrl.searchParams.set('state', body.state);
  if (body.iss !== undefined) answerUrl.searchParams.set('iss', body.iss);
  let claims: Readonly<Record<string, unknown>>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, answerUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: body.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const verified = tokens.claims();
    if (!verified) throw new Error('no ID token');
    // openid-client checks exp but not an iat ahead of now: a token "issued" an hour from now was
    // made for later use (the probe's F8). A partner's clock a minute fast is still honest. The wall
    // clock, as openid-client's own check of exp uses.
    if (verified.iat > Date.now() / 1000 + ID_TOKEN_CLOCK_SKEW_S) throw new Error('ID token issued in the future');
    claims = verified;
  } catch (error) {
    log({ issuer: issuer.id, failure: failureOf(error) }, 'sso launch refused');
    throw launchRefused();
  }
  const member = memberOf(claims);
  return ctx.db.transaction(async (tx) => {
    const { userId, enrolled } = await memberAccount(ctx, tx, issuer, member);
    await keepProvisionedCard(ctx, tx, userId, claims['provisioned_card'], log);
    const user = await findUser(tx, userId);
    if (!user) throw new Error('an enrolled member with no user');
    return { ...(await openFederatedSession(ctx, tx, user)), enrolled };
  });
}

/**
 * The portal account of a partner's member: found by the partner's subject, or enrolled now (§7
 * partnerConsumer/enroll, "on first arrival"). The lock makes two arrivals at once enrol one account.
 */
async function memberAccount(
  ctx: Pick<GatewayContext, 'now'>,
  tx: Queryable,
  issuer: Issuer,
  member: PartnerMember,
): Promise<{ userId: string; enrolled: boolean }> {
  await lockForTransaction(tx, `sso-member:${issuer.id}:${member.subject}`);
  const now = ctx.now();
  const known = await arriveMember(tx, issuer.id, member.subject, now);
  if (known) return { userId: known, enrolled: false };
  const userId = randomUUID();
  // No password: a partner's member signs in only through the partner (§6: no login in an SSO app).
  await insertUser(
    tx,
    {
      id: userId,
      issuerId: issuer.id,
      username: member.subject,
      firstName: member.givenName,
      lastName: member.familyName,
      passwordHash: null,
    },
    now,
  );
  // The partner vouches for the address it says it verified; anything else is verified here as usual.
  if (member.email)
    await insertEmail(tx, userId, member.email, { primary: true, verifiedAt: member.emailVerified ? now : null, now });
  await insertMember(tx, { issuerId: issuer.id, subject: member.subject, userId }, now);
  return { userId, enrolled: true };
}

/** The sandbox's window for the journeys (sso/dev-sso.routes.ts): the launch of this state ends now, as ten minutes would end it. */
export async function expireLaunch(ctx: Pick<GatewayContext, 'db' | 'now'>, state: string): Promise<number> {
  return (await expireLaunchRow(ctx.db, stateHash(state), ctx.now())) ? 1 : 0;
}
