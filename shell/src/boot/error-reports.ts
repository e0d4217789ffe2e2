// The page's failures, reported to the issuer's gateway (decision 040): a remote that would not load
// (load-app.ts), and what nothing else caught (an uncaught error, a rejection nobody handled). Sampled
// and capped per page (@portal/domain/platform shouldReport), scrubbed before they go, and never a
// failure of their own: a report that cannot be sent is dropped.
import { reportClientError } from '@portal/client/api';
import {
  type ClientErrorKind,
  type ClientErrorReport,
  isReportableRelease,
  type RemoteName,
  shouldReport,
} from '@portal/domain/platform';

interface Reporter {
  extAppId: string;
  release?: string;
  sent: number;
  draw: () => number;
  send: (extAppId: string, report: ClientErrorReport) => Promise<void>;
}

let reporter: Reporter | null = null;

/** What a thrown value says of itself: its name and message, or its type. */
function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === 'string' ? value : `a ${typeof value} was thrown`;
}

/** Reports one failure of `kind`, if the page's cap and the kind's sample let it through. */
export function reportFailure(kind: ClientErrorKind, error: unknown, remote?: RemoteName): void {
  if (!reporter || !shouldReport(kind, reporter.sent, reporter.draw())) return;
  reporter.sent += 1;
  void reporter.send(reporter.extAppId, {
    kind,
    message: describe(error),
    page: window.location.pathname,
    ...(remote ? { remote } : {}),
    ...(reporter.release ? { release: reporter.release } : {}),
  });
}

/**
 * Starts reporting for the issuer's application: uncaught errors and unhandled rejections from here
 * on. Returns how to stop (the tests; a page never stops).
 */
export function startErrorReports(
  extAppId: string,
  options: { release?: string; draw?: () => number; send?: Reporter['send'] } = {},
): () => void {
  reporter = {
    extAppId,
    sent: 0,
    draw: options.draw ?? Math.random,
    send: options.send ?? reportClientError,
    // A release the contract cannot carry is left out rather than the report refused.
    ...(options.release && isReportableRelease(options.release) ? { release: options.release } : {}),
  };
  const onError = (event: ErrorEvent) => reportFailure('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportFailure('unhandledRejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    reporter = null;
  };
}
