// Browser failures reported to the gateway (a remote that would not load, an uncaught error or
// rejection, a CSP violation), so an issuer's team learns of them from its logs and not from its
// cardholders. A report carries no personal data: its text is scrubbed of anything that could be a
// number (a card's, a phone's, a code), an address, a token or a query string, on the page before it
// is sent and again at the gateway, which trusts nothing the page sends. The same rules on both sides.
import * as v from 'valibot';
import { REMOTE_NAMES } from './environment';

export const CLIENT_ERROR_KINDS = ['remote', 'error', 'unhandledRejection', 'csp'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_POLICY = {
  /** At most this many reports from one page load: a loop of errors is one problem, not a flood. */
  maxPerPage: 10,
  /**
   * The share of each kind reported: every remote failure and CSP violation (rare, and each a
   * deployment fault), a quarter of uncaught errors and rejections (frequent when something breaks).
   */
  sampleRate: { remote: 1, csp: 1, error: 0.25, unhandledRejection: 0.25 } satisfies Record<ClientErrorKind, number>,
  messageMax: 200,
  pageMax: 120,
} as const;

/** The scrubbing rules, in order: each pattern's matches become its stand-in. */
const SCRUBS: readonly [RegExp, string][] = [
  // A URL keeps its origin and path; its query and fragment can hold a code, a state or a token.
  [/([a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#]\S*/gi, '$1'],
  [/[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g, '[email]'],
  // A run of 20 or more token characters holding a digit: a bearer token, a JWT's part, a session id
  // (a long name of letters alone, such as ScriptExternalLoadError, is kept).
  [/(?<![A-Za-z0-9_-])(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g, '[token]'],
  // Four digits or more, with the spaces and hyphens a card or phone number is written with (a port
  // goes too: nothing tells it from the end of a number).
  [/\d(?:[\s-]?\d){3,}/g, '[number]'],
];

/** `text` with nothing personal left, its control characters gone, its spaces collapsed, at most `max` long. */
export function scrubClientText(text: string, max: number = CLIENT_ERROR_POLICY.messageMax): string {
  let out = text.replace(/\p{Cc}+/gu, ' ');
  for (const [pattern, standIn] of SCRUBS) out = out.replace(pattern, standIn);
  return out.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** A page's path as a report names it: the path alone, each id-like part scrubbed. */
export function scrubPagePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return scrubClientText(bare.startsWith('/') ? bare : `/${bare}`, CLIENT_ERROR_POLICY.pageMax).replace(/\s/g, '');
}

const scrubbed = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(2000),
    v.transform((text) => scrubClientText(text, max)),
  );

/** A release as a report names it: a version or build name, nothing that could carry a person's data. */
const RELEASE = /^[A-Za-z0-9._+-]{1,40}$/;

/** A report as the page sends it to `POST apps/{extAppId}/client-errors` (the gateway scrubs it again). */
export const ClientErrorReportSchema = v.strictObject({
  kind: v.picklist(CLIENT_ERROR_KINDS),
  message: scrubbed(CLIENT_ERROR_POLICY.messageMax),
  remote: v.optional(v.picklist(REMOTE_NAMES)),
  page: v.optional(v.pipe(v.string(), v.maxLength(2000), v.transform(scrubPagePath))),
  release: v.optional(v.pipe(v.string(), v.regex(RELEASE))),
});

/** Whether a release name can go in a report (else the report goes without it). */
export const isReportableRelease = (release: string): boolean => RELEASE.test(release);
export type ClientErrorReport = v.InferInput<typeof ClientErrorReportSchema>;

/** Whether the next report of `kind` goes: under the page's cap, and within its kind's sample (`draw` in [0, 1)). */
export function shouldReport(kind: ClientErrorKind, sentSoFar: number, draw: number): boolean {
  return sentSoFar < CLIENT_ERROR_POLICY.maxPerPage && draw < CLIENT_ERROR_POLICY.sampleRate[kind];
}

/**
 * A CSP violation report (`application/csp-report`, the `csp-report` member the browser posts to
 * `report-uri`) as a client error: the directive and what it blocked, by origin or keyword only.
 */
export function cspViolationReport(body: unknown): ClientErrorReport | null {
  const report =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['csp-report'] : undefined;
  if (typeof report !== 'object' || report === null) return null;
  const field = (name: string) => {
    const value = (report as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  };
  const directive = field('effective-directive') || field('violated-directive').split(' ')[0] || 'unknown';
  const blocked = field('blocked-uri');
  const what = URL.canParse(blocked) ? new URL(blocked).origin : blocked.split(/[\s:]/)[0] || 'unknown';
  const document = field('document-uri');
  return {
    kind: 'csp',
    message: `${directive} blocked ${what}`,
    ...(URL.canParse(document) ? { page: new URL(document).pathname } : {}),
  };
}
