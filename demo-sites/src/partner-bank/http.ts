// The few HTTP pieces the bank's own routes need on plain node:http: a body with a size limit,
// cookies, the headers of every response, and pages and redirects.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A sign-in form or a card event is far smaller; anything bigger is refused unread. */
const BODY_LIMIT_BYTES = 16 * 1024;

export class BodyTooLarge extends Error {
  constructor() {
    super(`the request body is over ${BODY_LIMIT_BYTES} bytes`);
  }
}

/** The request body as text; rejects with BodyTooLarge past the limit (the rest is drained, so a reply can still be sent). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      size > BODY_LIMIT_BYTES ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

/** The fields of an `application/x-www-form-urlencoded` body. */
export const formFields = (body: string): URLSearchParams => new URLSearchParams(body);

/** A cookie's value from the request, or undefined. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** Adds a Set-Cookie header to those already set (the provider's own, when it answers the same request). */
export function appendCookie(res: ServerResponse, cookie: string): void {
  const previous = res.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  res.setHeader('set-cookie', [...list, cookie]);
}

/**
 * The bank's Content-Security-Policy. Form submissions may end at the portal: the login an
 * interaction posts is answered by redirects back to the portal's sso/launch, which form-action
 * also governs.
 */
export function contentSecurityPolicy(portalOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self' ${portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Headers for every response, the provider's included. */
export function setSecurityHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-content-type-options', 'nosniff');
  // Not no-referrer: a browser then sends `Origin: null` with the bank's own form posts, which
  // isCrossSiteForm would refuse.
  res.setHeader('referrer-policy', 'same-origin');
}

/**
 * Whether a form post came from another site's page: browsers send Origin with every POST, and the
 * bank's own pages are on the host the request names (plain http: it is a local demo). A post with
 * no Origin is not from a browser's form, so it cannot carry a member's cookies by surprise.
 */
export function isCrossSiteForm(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin !== undefined && origin !== `http://${req.headers.host ?? ''}`;
}

/** A page: never cached, since it shows a member's name and activity. */
export function sendHtml(res: ServerResponse, status: number, page: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(page);
}

/** A JSON answer of the events endpoint (its errors in OAuth's shape, as the token endpoint's). */
export function sendJson(res: ServerResponse, status: number, body: Readonly<Record<string, string>>): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** 303: after a form post the browser follows with a GET. */
export function seeOther(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('location', location);
  res.setHeader('cache-control', 'no-store');
  res.end();
}
