// A partner the gateway's SSO tests control: an OpenID Connect provider reduced to what a
// relying party reads (discovery, published keys, the token endpoint), whose next ID token a test
// writes, signed with the published key or any other. The real provider's flow is tested against
// demo-sites' partner bank; this one makes the tokens a real provider never would (expired, for
// another audience, signed by someone else) to prove the gateway refuses them.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface TokenRequestSeen {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  /** The client id and secret of the HTTP Basic header. */
  client: { id: string; secret: string };
}

export interface TestPartner {
  issuer: string;
  /** The key its discovery publishes. */
  published: CryptoKey;
  /** A key nobody published. */
  foreign: CryptoKey;
  /** Writes the ID token of the next token request (null: the endpoint answers invalid_grant). */
  nextIdToken(make: ((seen: TokenRequestSeen) => Promise<string>) | null): void;
  /** Signs claims as a provider would: RS256, its key id, the issuer unless claims say otherwise. */
  sign(claims: JWTPayload, key?: CryptoKey, kid?: string): Promise<string>;
  tokenRequests: TokenRequestSeen[];
  close(): Promise<void>;
}

const PUBLISHED_KID = 'test-partner-1';

const readBody = async (req: http.IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

function basicClient(header: string | undefined): { id: string; secret: string } {
  const [scheme, encoded = ''] = (header ?? '').split(' ');
  if (scheme !== 'Basic') return { id: '', secret: '' };
  const [id = '', secret = ''] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
}

/** The S256 code challenge of a verifier (RFC 7636, section 4.2). */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

export async function startTestPartner(): Promise<TestPartner> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: PUBLISHED_KID, use: 'sig', alg: 'RS256' };
  let make: ((seen: TokenRequestSeen) => Promise<string>) | null = null;
  const tokenRequests: TokenRequestSeen[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  let issuer = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    void (async () => {
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic'],
        });
      }
      if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await readBody(req));
        const seen: TokenRequestSeen = {
          code: form.get('code') ?? '',
          codeVerifier: form.get('code_verifier') ?? '',
          redirectUri: form.get('redirect_uri') ?? '',
          client: basicClient(req.headers.authorization),
        };
        tokenRequests.push(seen);
        if (!make) return json(res, 400, { error: 'invalid_grant', error_description: 'grant request is invalid' });
        return json(res, 200, {
          access_token: 'partner-access-token',
          token_type: 'Bearer',
          expires_in: 300,
          id_token: await make(seen),
        });
      }
      return json(res, 404, { error: 'not_found' });
    })().catch((error: unknown) => json(res, 500, { error: 'server_error', error_description: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    published: published.privateKey,
    foreign: foreign.privateKey,
    nextIdToken(next) {
      make = next;
    },
    sign: (claims, key = published.privateKey, kid = PUBLISHED_KID) =>
      new SignJWT({
        iss: issuer,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 300,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(key),
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
