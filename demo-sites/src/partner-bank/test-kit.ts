// The bank's tests drive it over HTTP as a browser and the portal's gateway would: a cookie jar by
// name and path, redirects followed by hand, and the relying party's side of the code flow.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { PARTNER_CLIENT_ID, startPartnerBank, type PartnerBank, type PartnerBankOptions } from './index';

/** The portal as the tests register it: an origin of its own, on *.localhost as in the sandbox. */
export const PORTAL_ORIGIN = 'http://northwind.localhost:3999';
export const LAUNCH_URL = `${PORTAL_ORIGIN}/sso/launch`;
export const CLIENT_SECRET = 'test-client-secret-for-the-bank';

export interface TestBank extends PartnerBank {
  /** What the bank logged: nothing, unless something failed. */
  readonly logged: readonly string[];
}

export async function startTestBank(options: Partial<PartnerBankOptions> = {}): Promise<TestBank> {
  const logged: string[] = [];
  const bank = await startPartnerBank({
    port: 0,
    client: { clientId: PARTNER_CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [LAUNCH_URL] },
    launchUrl: LAUNCH_URL,
    log: (line) => logged.push(line),
    ...options,
  });
  return Object.assign(bank, { logged });
}

interface Cookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
}

/** Where a browser followed a link, a form or redirects to: a page of the bank, or the first URL outside it. */
export interface Landing {
  readonly url: URL;
  readonly status: number;
  readonly body: string;
  readonly headers: Headers;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** RFC 6265 §5.1.4: a path matches its own and those under it. */
const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath || requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);

/** One browser, on the bank only: it never sends a request to the portal, it only reports where it was sent. */
export class Browser {
  private readonly jar = new Map<string, Cookie>();

  constructor(private readonly origin: string) {}

  private store(setCookie: string, requestPath: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    // RFC 6265 §5.1.4's default path: the request path up to its last slash.
    const path = attribute('path') || requestPath.slice(0, requestPath.lastIndexOf('/')) || '/';
    const expires = attribute('expires');
    const gone = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (gone) this.jar.delete(`${path} ${name}`);
    else this.jar.set(`${path} ${name}`, { name, value, path });
  }

  cookieHeader(path: string): string {
    return [...this.jar.values()]
      .filter((c) => pathMatches(path, c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** One request, its cookies kept; no redirect followed. */
  async request(
    url: string | URL,
    init: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers(init.headers);
    const cookies = this.cookieHeader(target.pathname);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(line, target.pathname);
    return response;
  }

  /** A request and the redirects after it, until a page of the bank or a redirect that leaves it. */
  async visit(
    url: string | URL,
    init: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Landing> {
    let current = new URL(url, this.origin);
    let response = await this.request(current, init);
    for (let hops = 0; REDIRECTS.has(response.status); hops++) {
      if (hops > 10) throw new Error(`too many redirects, the last to ${current.href}`);
      current = new URL(response.headers.get('location') ?? '', current);
      if (current.origin !== this.origin)
        return { url: current, status: response.status, body: await response.text(), headers: response.headers };
      response = await this.request(current);
    }
    return { url: current, status: response.status, body: await response.text(), headers: response.headers };
  }

  /** Signs in on the bank's home page; the landing is the welcome page when it worked. */
  signIn(username: string, password: string): Promise<Landing> {
    return this.visit('/signin', { form: { username, password } });
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A PKCE code verifier as the portal makes one (§7's 45-character code challenge): 45 alphanumeric characters. */
const codeVerifier = (): string =>
  Array.from({ length: 45 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/** RFC 7636 S256. */
const codeChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** One authorization request of the portal, with what it keeps to check the answer. */
interface Launch {
  readonly url: URL;
  readonly verifier: string;
  readonly state: string;
  readonly nonce: string;
}

export function portalAuthorization(bank: PartnerBank, extra: Record<string, string> = {}): Launch {
  const verifier = codeVerifier();
  const state = randomUUID();
  const nonce = randomUUID();
  const url = new URL('/auth', bank.issuer);
  url.search = new URLSearchParams({
    client_id: PARTNER_CLIENT_ID,
    redirect_uri: LAUNCH_URL,
    response_type: 'code',
    scope: 'openid profile email cards',
    state,
    nonce,
    code_challenge: codeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { url, verifier, state, nonce };
}

/** The gateway's code exchange at /token, with HTTP Basic. */
export function redeemCode(
  bank: PartnerBank,
  code: string,
  verifier: string,
  secret = CLIENT_SECRET,
): Promise<Response> {
  return fetch(new URL('/token', bank.issuer), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${PARTNER_CLIENT_ID}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: LAUNCH_URL,
      code_verifier: verifier,
    }),
  });
}

/** The action of the page's form that holds a password field. */
export function signInAction(page: string): string {
  const action = /<form class="sign-in" method="post" action="([^"]+)">/.exec(page)?.[1];
  if (action === undefined) throw new Error('the page has no sign-in form');
  return action;
}
