// The bank's OpenID Connect provider (oidc-provider): its clients, keys, claims and lifetimes, and
// the provider-rendered pages in the bank's look. Research: docs/research/issue-13-sso-oidc-libraries.md.
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  type ClientMetadata,
  type Configuration,
  type Grant,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { createMemoryAdapter } from './memory-adapter';
import { claimsOf, type MemberDirectory } from './members';
import { messagePage, logoutConfirmPage } from './pages';
import { trustedHtml } from './html';

/** The portal's client id at the bank. */
export const PARTNER_CLIENT_ID = 'cardholder-portal';

/** The portal's client secret in the sandbox: public, the gateway's sandbox default too, so it protects nothing. */
export const SANDBOX_CLIENT_SECRET = 'northwind-sandbox-client-secret-public';

/**
 * The bank's own home page as a client: signing in at the bank is an authorization request of this
 * client, so the sign-in creates the provider's session, and the portal's request after it needs no
 * prompt. It gets no token (response type none).
 */
export const BANK_HOME_CLIENT_ID = 'northwind-bank-home';

/** Everything the bank asserts, granted to its own first-party clients without a consent screen. */
const FIRST_PARTY_SCOPE = 'openid profile email cards';

/** The claims of each scope; `cards` is the bank's own, with the card it provisions to the portal. */
const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
  cards: ['provisioned_card'],
} as const;

export interface Lifetimes {
  readonly authorizationCode: number;
  readonly idToken: number;
  readonly accessToken: number;
  readonly session: number;
  readonly interaction: number;
}

export const DEFAULT_LIFETIMES: Lifetimes = {
  authorizationCode: 60,
  idToken: 300,
  accessToken: 300,
  session: 3600,
  interaction: 600,
};

export interface PortalClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
}

interface ProviderSetup {
  readonly issuer: string;
  readonly client: PortalClient;
  readonly lifetimes: Lifetimes;
  readonly members: MemberDirectory;
  readonly signingKey: JWK;
  readonly log: (line: string) => void;
}

/** An RS256 signing key made at boot: tokens of an earlier run fail to verify, as the in-memory session is gone too. */
export async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: `nw-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' };
}

function clients(issuer: string, client: PortalClient): ClientMetadata[] {
  return [
    {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    },
    {
      client_id: BANK_HOME_CLIENT_ID,
      token_endpoint_auth_method: 'none',
      grant_types: [],
      response_types: ['none'],
      redirect_uris: [`${issuer}/`],
    },
  ];
}

/**
 * The grant of a first-party client: everything, so no consent prompt follows the login (the docs'
 * "interactions.policy: disabling default consent checks"). Also completes a consent prompt a client
 * asks for with prompt=consent.
 */
export async function firstPartyGrant(
  provider: Provider,
  clientId: string,
  accountId: string,
  grantId?: string,
): Promise<Grant> {
  const existing = grantId === undefined ? undefined : await provider.Grant.find(grantId);
  const grant = existing ?? new provider.Grant({ clientId, accountId });
  const granted = new Set(grant.getOIDCScope().split(' '));
  if (!existing || FIRST_PARTY_SCOPE.split(' ').some((scope) => !granted.has(scope))) {
    grant.addOIDCScope(FIRST_PARTY_SCOPE);
    await grant.save();
  }
  return grant;
}

async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, result, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  return firstPartyGrant(provider, client.clientId, session.accountId, grantId);
}

/** The provider's error page (a bad client, redirect or request), in the bank's look; the details are the provider's words. */
async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string | undefined },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = messagePage('Sign-in could not continue', out.error_description ?? out.error);
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = logoutConfirmPage(trustedHtml(form));
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = messagePage('You are signed out', 'You are signed out of Northwind online banking.');
}

export function createProvider({ issuer, client, lifetimes, members, signingKey, log }: ProviderSetup): Provider {
  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: clients(issuer, client),
    jwks: { keys: [signingKey] },
    // Signed with a key made at boot; renamed because every port of localhost shares cookies, the
    // portal's own pages on localhost:3000 included.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: {
        session: 'northwind_session',
        interaction: 'northwind_interaction',
        resume: 'northwind_interaction_resume',
      },
    },
    claims: CLAIMS_BY_SCOPE,
    // No refresh tokens: only the scopes of the claims (offline_access is left out).
    scopes: ['openid'],
    // The authorization code flow, and the bank home's sign-in with no token; nothing implicit.
    responseTypes: ['code', 'none'],
    // oidc-provider 9 puts profile claims in the ID token only when this is off; the gateway reads them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    async findAccount(_ctx, sub) {
      const member = members.bySub(sub);
      return member && { accountId: sub, claims: () => claimsOf(member, new Date()) };
    },
    loadExistingGrant,
    renderError,
    // Only servers call the bank's endpoints (the gateway); no browser page of another origin does.
    clientBasedCORS: () => false,
    ttl: {
      AuthorizationCode: lifetimes.authorizationCode,
      IdToken: lifetimes.idToken,
      AccessToken: lifetimes.accessToken,
      Interaction: lifetimes.interaction,
      Session: lifetimes.session,
      Grant: lifetimes.session,
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) =>
    log(`provider error: ${error.stack ?? error.message}`),
  );
  return provider;
}
