// The session timers of §4, as a state machine over an injected clock (no store, no DOM):
// - the idle clock: the warning after SESSION_WARNING_MS without activity, expiry after SESSION_EXPIRY_MS;
// - the renewal clock: a silent renewal once the token is TOKEN_RENEWAL_AGE_MS old, if there was
//   activity since it was issued or last renewed (its timestamp); otherwise the idle clock's warning
//   comes, and Continue sends the keep-alive and restarts the timers.
// Deadlines are times, checked whenever the clock wakes us or activity arrives, so timers that a
// hidden tab's browser slowed down still expire the session on time when the person returns.
import { SESSION_EXPIRY_MS, SESSION_WARNING_MS, TOKEN_RENEWAL_AGE_MS } from '@portal/domain/constants';
import type { Clock, TimerHandle } from './clock';

/** After a failed silent renewal, the next silent try waits this long (a request still renews before use). */
export const SILENT_RENEWAL_RETRY_MS = 60_000;

export interface SessionTimerDeps {
  clock: Clock;
  /** When the stored token was issued or last renewed (§3 token timestamp), or null. */
  tokenTimestamp(): number | null;
  /** §7 keep-alive: renews the token (the client stores it with its new timestamp). */
  renew(): Promise<unknown>;
  /** The warning shows (with when the session ends) or closes (null). */
  warn(expiresAt: number | null): void;
  /** The idle time ran out. */
  expire(): void;
  /** A silent renewal failed (a failed Continue goes back to its caller instead). */
  renewalFailed(error: unknown): void;
  /**
   * The idle clock now counts from `at` (the start, activity, Continue, or shifted by a pause): what a
   * page loaded later measures its idleness from (docs/decisions/025).
   */
  idleFrom?(at: number): void;
}

export interface SessionTimers {
  readonly running: boolean;
  start(): void;
  stop(): void;
  /** §4 activity: resets the idle clock while no warning is shown. */
  activity(): void;
  /** §4 "Error popups stop the session timer": the time paused does not count. */
  pause(): void;
  resume(): void;
  /** §4 the warning's Continue: the keep-alive, then the timers start again; rejects with a failed renewal. */
  continueSession(): Promise<void>;
  /** §7 a renewed token "restarts the timers": the renewal clock counts from its new timestamp. */
  tokenRenewed(): void;
}

export function createSessionTimers(deps: SessionTimerDeps): SessionTimers {
  const { clock } = deps;
  let running = false;
  /** When the idle clock started: the last counted activity, the start, or Continue. */
  let idleSince = 0;
  /** The last counted activity (not the start: signing in is not activity after the token). */
  let lastActivity: number | null = null;
  /** While the warning shows: when the session ends. */
  let warningUntil: number | null = null;
  let pausedAt: number | null = null;
  let renewing = false;
  let retryAt = 0;
  let timer: TimerHandle | null = null;

  function idleFrom(at: number): void {
    idleSince = at;
    deps.idleFrom?.(at);
  }

  function clear(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  /** When a silent renewal falls due, or null when none will without new activity. */
  function renewalDue(): number | null {
    if (warningUntil !== null || renewing) return null;
    const issued = deps.tokenTimestamp();
    if (issued === null || lastActivity === null || lastActivity <= issued) return null;
    return Math.max(issued + TOKEN_RENEWAL_AGE_MS, retryAt);
  }

  function schedule(now: number): void {
    clear();
    const deadlines = [idleSince + SESSION_EXPIRY_MS];
    if (warningUntil === null) deadlines.push(idleSince + SESSION_WARNING_MS);
    const due = renewalDue();
    if (due !== null) deadlines.push(due);
    timer = clock.setTimeout(
      () => {
        timer = null;
        evaluate();
      },
      Math.max(0, Math.min(...deadlines) - now),
    );
  }

  function expire(): void {
    const shown = warningUntil !== null;
    running = false;
    warningUntil = null;
    clear();
    if (shown) deps.warn(null);
    deps.expire();
  }

  function silentRenewal(): void {
    renewing = true;
    deps.renew().then(
      () => {
        renewing = false;
        evaluate();
      },
      (error: unknown) => {
        renewing = false;
        retryAt = clock.now() + SILENT_RENEWAL_RETRY_MS;
        if (running) deps.renewalFailed(error);
        evaluate();
      },
    );
  }

  function evaluate(): void {
    if (!running || pausedAt !== null) return;
    const now = clock.now();
    if (now >= idleSince + SESSION_EXPIRY_MS) {
      expire();
      return;
    }
    if (warningUntil === null && now >= idleSince + SESSION_WARNING_MS) {
      warningUntil = idleSince + SESSION_EXPIRY_MS;
      deps.warn(warningUntil);
    }
    const due = renewalDue();
    if (due !== null && now >= due) silentRenewal();
    schedule(now);
  }

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      idleFrom(clock.now());
      lastActivity = null;
      warningUntil = null;
      pausedAt = null;
      retryAt = 0;
      evaluate();
    },
    stop() {
      const shown = warningUntil !== null;
      running = false;
      warningUntil = null;
      pausedAt = null;
      clear();
      if (shown) deps.warn(null);
    },
    activity() {
      if (!running || pausedAt !== null) return;
      // A deadline that passed unseen (a hidden tab) counts before the activity that reveals it.
      evaluate();
      // Decision: activity does not close the warning; only Continue does (§4), as WCAG 2.2.1 asks.
      if (!running || warningUntil !== null) return;
      const now = clock.now();
      lastActivity = now;
      idleFrom(now);
      evaluate();
    },
    pause() {
      if (!running || pausedAt !== null) return;
      pausedAt = clock.now();
      clear();
    },
    resume() {
      if (!running || pausedAt === null) return;
      const paused = clock.now() - pausedAt;
      pausedAt = null;
      idleFrom(idleSince + paused);
      if (warningUntil !== null) {
        warningUntil += paused;
        deps.warn(warningUntil);
      }
      evaluate();
    },
    async continueSession() {
      if (!running) return;
      renewing = true;
      try {
        await deps.renew();
      } catch (error) {
        // The warning stays: the person may try again before the session ends. The failure goes back to
        // whoever pressed Continue (the warning modal shows it: the page behind it is inert).
        renewing = false;
        evaluate();
        if (running) throw error;
        return;
      }
      renewing = false;
      if (!running) return;
      warningUntil = null;
      deps.warn(null);
      idleFrom(clock.now());
      evaluate();
    },
    tokenRenewed() {
      evaluate();
    },
  };
}
