// The remotes this page has read the manifest of, recorded by the runtime plugin
// as the host reads each one, for the footer's versions (support). Module state in the shared mount
// entry: one record per page.

/** A remote this page has read the manifest of: accepted (running) or refused. */
export interface RunningRemote {
  name: string;
  /** Null when its manifest declares none (refused). */
  contract: number | null;
  version: string | null;
  /** Where its manifest came from (an override shows here). */
  manifestUrl: string;
  refused: boolean;
}

let running: readonly RunningRemote[] = [];
const listeners = new Set<() => void>();

/** Records a remote's manifest as read (the latest read of a name wins). */
export function recordRemote(remote: RunningRemote): void {
  running = [...running.filter((r) => r.name !== remote.name), remote].sort((a, b) => a.name.localeCompare(b.name));
  for (const listener of listeners) listener();
}

/** The remotes this page has read, by name (a stable array until the next record, for useSyncExternalStore). */
export function runningRemotes(): readonly RunningRemote[] {
  return running;
}

export function subscribeRunningRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
