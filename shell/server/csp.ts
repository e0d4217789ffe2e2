// The shell's Content-Security-Policy and security headers (a strict CSP: nonce plus
// 'strict-dynamic', no 'unsafe-inline', no 'unsafe-eval').
export interface CspSources {
  /** Origin of the gateway (connect-src, img-src for card art). */
  gateway: string;
  /** Origins of the remotes (their manifests are fetched; their styles are linked). */
  remotes: readonly string[];
  /** Where the browser reports a violation (the gateway's apps/{extAppId}/client-errors/csp), if anywhere. */
  reportUri?: string;
}

export function buildCsp(nonce: string, sources: CspSources): string {
  const remotes = [...new Set(sources.remotes)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [`'nonce-${nonce}'`, "'strict-dynamic'"]],
    ['style-src', ["'self'", `'nonce-${nonce}'`, ...remotes]],
    ['img-src', ["'self'", 'data:', sources.gateway, ...remotes]],
    ['font-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", sources.gateway, ...remotes]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'none'"]],
    // A violation is a deployment fault or an attack: the issuer's logs hear of it (decision 040).
    ...(sources.reportUri ? ([['report-uri', [sources.reportUri]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/** Headers for every HTML response of the shell. */
export function securityHeaders(nonce: string, sources: CspSources, hostname: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': buildCsp(nonce, sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
  // HSTS only where there is TLS to keep: never on a developer's localhost.
  if (!LOCAL_HOST.test(hostname)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** The origin of a URL ('http://localhost:3001'), for CSP source lists. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
