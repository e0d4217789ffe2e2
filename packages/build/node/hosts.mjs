// Host headers, read one way by the shell server (which issuer a request is for, the CSP's host) and
// the gateway (GATEWAY_HOSTS, and the Host every request must name). Plain JavaScript beside ports.mjs,
// so both TypeScript packages import the same function; hosts.d.mts gives them its types.

/**
 * The host name of a Host header, without its port, lower-cased and trimmed; an IPv6 address keeps
 * its brackets (`[::1]:8080` is `[::1]`). Nothing (or an empty header) is ''.
 * @param {string | undefined} hostHeader
 * @returns {string}
 */
export function hostnameOf(hostHeader) {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}
