// Secrets compared in constant time, and client credentials read from HTTP Basic the way the
// provider's token endpoint reads them, so the portal sends the same header to both.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether `given` equals `expected`, in a time that tells nothing of where they differ or of their length. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

interface ClientCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
}

const BASIC = /^Basic +([A-Za-z0-9+/]+={0,2})$/i;

/** RFC 6749 §2.3.1: the id and the secret are form-encoded before they are joined and base64-encoded. */
const formDecode = (text: string) => decodeURIComponent(text.replace(/\+/g, '%20'));

/** The client id and secret of an `Authorization: Basic …` header, or undefined when it is missing or malformed. */
export function basicCredentials(header: string | undefined): ClientCredentials | undefined {
  const encoded = header === undefined ? undefined : BASIC.exec(header.trim())?.[1];
  if (encoded === undefined) return undefined;
  const pair = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = pair.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return { clientId: formDecode(pair.slice(0, colon)), clientSecret: formDecode(pair.slice(colon + 1)) };
  } catch {
    // A malformed percent-escape (decodeURIComponent's URIError): not credentials.
    return undefined;
  }
}
