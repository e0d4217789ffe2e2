// Starts Northwind online banking, the demo partner bank of the SSO issuer northwind: an OpenID
// Connect provider and the bank's pages on one node:http server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventLog, type PartnerEvent } from './events';
import { contentSecurityPolicy } from './http';
import { createMemberDirectory } from './members';
import { createPendingLogins } from './pending-logins';
import { createProvider, createSigningKey, DEFAULT_LIFETIMES, type Lifetimes } from './provider';
import { createRequestHandler } from './routes';

export interface PartnerBankOptions {
  /** The port to listen on; 0 takes any free port (tests). */
  port: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** The issuer identifier; default `http://localhost:${the port listened on}`. Node resolves no *.localhost name, so keep it on localhost. */
  issuer?: string;
  /** The portal relying party's registration. */
  client: { clientId: string; clientSecret: string; redirectUris: string[] };
  /** Where "Manage my cards" goes: the portal's launch URL (http://northwind.localhost:3000/sso/launch). */
  launchUrl: string;
  /** Lifetimes in seconds (tests shorten them); defaults: code 60, id token 300, access token 300, session 3600, interaction 600. */
  ttl?: Partial<{
    authorizationCode: number;
    idToken: number;
    accessToken: number;
    session: number;
    interaction: number;
  }>;
  /** Members whose username starts with `journey.` are made up on first sign-in (any such name, the demo password). Default false. */
  openJourneyMembers?: boolean;
  /** Where the provider's and the bank's server errors go; default stderr. Nothing a member types is ever in a line. */
  log?: (line: string) => void;
}

export interface PartnerBank {
  /** The bank's home page: the issuer's origin, where its cookies live. */
  url: string;
  issuer: string;
  close(): Promise<void>;
  /** The card events the portal reported for a member, newest first. */
  events(sub: string): readonly PartnerEvent[];
}

function httpUrl(text: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`${name} must be an absolute URL, not "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`${name} must be an http or https URL, not "${text}"`);
  return url;
}

/** The bank serves the provider at its root, so the issuer is an origin: a path would need the provider mounted under it. */
function checkIssuer(issuer: string): void {
  if (httpUrl(issuer, 'issuer').origin !== issuer)
    throw new TypeError(
      `issuer must be an origin such as http://localhost:3010 (no path, no trailing slash), not "${issuer}"`,
    );
}

function checkLifetimes(lifetimes: Lifetimes): void {
  for (const [name, seconds] of Object.entries(lifetimes)) {
    if (!Number.isInteger(seconds) || seconds < 1)
      throw new TypeError(`ttl.${name} must be a whole number of seconds from 1, not ${String(seconds)}`);
  }
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Browsers and fetch keep connections open; close() alone would wait for them.
    server.closeAllConnections();
  });
}

export async function startPartnerBank(options: PartnerBankOptions): Promise<PartnerBank> {
  const { client, launchUrl } = options;
  // Checked as given, not rewritten: a redirect URI must match the portal's byte for byte.
  const portalOrigins = [
    ...new Set(
      [launchUrl, ...client.redirectUris].map((uri) => httpUrl(uri, 'launchUrl and client.redirectUris').origin),
    ),
  ];
  if (options.issuer !== undefined) checkIssuer(options.issuer);
  const lifetimes: Lifetimes = { ...DEFAULT_LIFETIMES, ...options.ttl };
  checkLifetimes(lifetimes);
  const log = options.log ?? ((line: string) => console.error(line));
  const signingKey = await createSigningKey();

  const server = http.createServer();
  await listen(server, options.port, options.host ?? '127.0.0.1');
  // From here to the request listener nothing is awaited, so no request can arrive before it.
  try {
    const issuer = options.issuer ?? `http://localhost:${(server.address() as AddressInfo).port}`;
    const members = createMemberDirectory({ openJourneyMembers: options.openJourneyMembers ?? false });
    const events = createEventLog();
    const provider = createProvider({ issuer, client, lifetimes, members, signingKey, log });
    const handle = createRequestHandler({
      provider,
      issuer,
      client,
      launchUrl,
      members,
      events,
      pendingLogins: createPendingLogins(),
      csp: contentSecurityPolicy(portalOrigins),
      log,
    });
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      handle(req, res).catch((error: unknown) => log(`request failed: ${String(error)}`));
    });
    return { url: issuer, issuer, close: () => closeServer(server), events: (sub) => events.of(sub) };
  } catch (error) {
    await closeServer(server);
    throw error;
  }
}
