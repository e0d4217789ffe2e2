// Who may reach the gateway: the hosts it answers for, the loopback names, and the browser origins of
// its CORS allowlist (`{issuer}` standing for each issuer's id).

/** Where only this machine can reach: the loopback addresses and the name for them. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Without GATEWAY_HOSTS: the loopback names, and the address it listens on when that is a name or one address. */
export function defaultHosts(listen: string): string[] {
  const own =
    listen === '0.0.0.0' || listen === '::' ? [] : [listen.includes(':') ? `[${listen}]` : listen.toLowerCase()];
  return [...new Set(['localhost', '127.0.0.1', '[::1]', ...own])];
}

/** In an allowed origin, the place of each issuer's id (its `<id>.localhost` or its production host). */
export const ISSUER_PLACEHOLDER = '{issuer}';

/** The allowlist with `{issuer}` replaced by each issuer's id, once per issuer. */
export function expandOrigins(patterns: readonly string[], issuerIds: readonly string[]): string[] {
  return patterns.flatMap((pattern) =>
    pattern.includes(ISSUER_PLACEHOLDER)
      ? issuerIds.map((id) => pattern.split(ISSUER_PLACEHOLDER).join(id))
      : [pattern],
  );
}

/** Whether a browser origin may call the gateway (the CORS allowlist). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    if (!pattern.includes('*')) return pattern === origin;
    const re = new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[a-z0-9-]+')}$`,
    );
    return re.test(origin);
  });
}
