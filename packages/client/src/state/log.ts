// The page's one log (§8 "HTTP 401, 500 or 502 raises a technical error popup and logs the error"): an
// adapter, as analytics.ts is, so an issuer can send the entries to its own monitoring. By default the
// browser's console; the component tests install QUIET_LOG (packages/ui/testing/setup.ts). An entry names
// what failed (code, status, operation), never a token, a password or a code.

export type LogDetail = Readonly<Record<string, string | number | null>>;

export interface LogAdapter {
  error(event: string, detail: LogDetail): void;
}

const consoleLog: LogAdapter = {
  error(event, detail) {
    console.error(`[portal] ${event}`, detail);
  },
};

/** Says nothing: for tests, whose failures are expected and asserted. */
export const QUIET_LOG: LogAdapter = { error: () => undefined };

let current: LogAdapter = consoleLog;

/** Replaces the log (null: the console again). */
export function setLogAdapter(adapter: LogAdapter | null): void {
  current = adapter ?? consoleLog;
}

export function logError(event: string, detail: LogDetail): void {
  try {
    current.error(event, detail);
  } catch {
    // A broken log must never break the page that was only telling it something.
  }
}
