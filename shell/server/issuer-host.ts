// Which issuer a request is for: a configured production host, else `<issuer>.localhost`, else the
// configured default (ARCHITECTURE §2.1).
import { hostnameOf } from '@portal/build/hosts';

/**
 * A Host header that is a host name (or an IPv4 address, or an IPv6 one in brackets) with an optional
 * port, and nothing else: what may be written back into a URL (boot.json's assetBase).
 */
export function isWellFormedHost(hostHeader: string | undefined): boolean {
  const match =
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(
      hostHeader ?? '',
    );
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

// The host name without port, lower-cased: the gateway reads Host headers with the same function.
export { hostnameOf };

export interface IssuerHosts {
  /** Issuer ids that have a folder. */
  ids: ReadonlySet<string>;
  /** Production host name -> issuer id (each issuer's `hosts`). */
  hostMap: ReadonlyMap<string, string>;
  defaultId: string;
}

export function issuerIdForHost(hostHeader: string | undefined, hosts: IssuerHosts): string {
  const hostname = hostnameOf(hostHeader);
  const mapped = hosts.hostMap.get(hostname);
  if (mapped) return mapped;
  const match = /^([a-z0-9-]+)\.localhost$/.exec(hostname);
  if (match?.[1] && hosts.ids.has(match[1])) return match[1];
  return hosts.defaultId;
}
