// The session's clock and timer functions, injectable so the timers of §4 are tested with fake
// timers here and with Playwright's clock in the browser journeys.

export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The page's own clock. Looked up at each call, so a fake installed after import is the one used. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};
