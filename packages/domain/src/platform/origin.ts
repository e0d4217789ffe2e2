// An origin that may go into a Content-Security-Policy as a source: http or https, a host of letters,
// digits, dots and hyphens (or an IPv6 literal), an optional port, nothing else. The URL parser lets
// `*`, `;`, `,` and `'` through in a host (`https://*.example`, `https://x.example;script-src`), which in
// a policy would be a wildcard or a new directive: configuration naming origins checks with this.
const CSP_SAFE_ORIGIN =
  /^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::\d{1,5})?$/;

/** Whether `value` is an origin as the URL parser writes it, safe as a CSP source. */
export function isCspSafeOrigin(value: string): boolean {
  return CSP_SAFE_ORIGIN.test(value) && URL.canParse(value) && new URL(value).origin === value;
}
