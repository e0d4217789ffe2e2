// The shopper session's end (decisions 032 and 033): a session lasts one checkout (15 minutes) and is
// never renewed. It ends when the gateway answers 401 to any wallet call, or when the time the gateway
// gave at mount (GET wallet/v1/session, `expiresIn`) runs out. Either way, once: the wallet shows the
// shopper why its screens are gone, and the host page hears `sessionEnded` and may mount a new one.

/** setTimeout's largest delay; a longer session is watched by its 401s alone. */
const LONGEST_TIMER_MS = 2_147_483_647;

export interface SessionWatch {
  /** True from the moment the session ended. */
  readonly ended: () => boolean;
  /** The session ended (a 401): tells the listeners, the first time only. */
  readonly end: () => void;
  /** The session ends in `ms` from now (the gateway's expiresIn at mount). */
  readonly endIn: (ms: number) => void;
  /** For React's useSyncExternalStore: answers what stops listening. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The wallet unmounted: no timer left behind, no one told again. */
  readonly dispose: () => void;
}

export function createSessionWatch(onEnded: () => void): SessionWatch {
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    onEnded();
    for (const listener of [...listeners]) listener();
  };
  return {
    ended: () => ended,
    end,
    endIn: (ms) => {
      clearTimeout(timer);
      if (ended) return;
      if (ms <= 0) return end();
      if (ms <= LONGEST_TIMER_MS) timer = setTimeout(end, ms);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      clearTimeout(timer);
      listeners.clear();
      ended = true;
    },
  };
}
