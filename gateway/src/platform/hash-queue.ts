// The bounded queue in front of password hashing (decision 023): scrypt takes a fifth of a second of
// a core and runs on Node's four-thread pool, so a burst of sign-ins once queued every request behind
// it (80 at once from one client made another client's sign-in take seconds). A few hashes run at
// once; a few more wait, taken in turn client by client, so one client's burst delays another's
// sign-in by about one hash; the rest are refused at once with 503 serviceBusy and a Retry-After,
// before anything is counted.
import { CODES, GatewayError } from '../errors';

/** How long a refused caller is told to wait: the queue drains in about this. */
const RETRY_AFTER_SECONDS = 1;

/** What the services use of the queue: a route may hand them a wrapper (timedQueue). */
export interface PasswordQueue {
  run<T>(task: () => Promise<T>, client?: string): Promise<T>;
}

export class HashQueue implements PasswordQueue {
  private running = 0;
  private waiting = 0;
  /** Per client, its tasks waiting, in order; clients in the order their turn comes. */
  private readonly queues = new Map<string, (() => void)[]>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /**
   * Runs `task` when a place is free, `client`'s turn coming after each other client's waiting task;
   * 503 serviceBusy at once when every place and every seat in the queue is taken.
   */
  async run<T>(task: () => Promise<T>, client = ''): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting >= this.maxWaiting) throw busy();
      await new Promise<void>((resolve) => {
        const queue = this.queues.get(client);
        if (queue) queue.push(resolve);
        else this.queues.set(client, [resolve]);
        this.waiting += 1;
      });
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      this.next();
    }
  }

  /** The place goes to the first waiting task of the next client in turn (that client then goes last), or is given back. */
  private next(): void {
    const entry = this.queues.entries().next();
    if (entry.done) {
      this.running -= 1;
      return;
    }
    const [client, queue] = entry.value;
    const resolve = queue.shift();
    this.queues.delete(client);
    if (queue.length > 0) this.queues.set(client, queue);
    this.waiting -= 1;
    resolve?.();
  }
}

const busy = () =>
  new GatewayError(503, CODES.serviceBusy, 'The service is busy; try again in a moment.', {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });

/**
 * The same queue, adding up how long this caller's tasks ran once their turn came (not the wait): the
 * sandbox's token route reports it as `Server-Timing: hash` for the bench (scripts/bench.mjs).
 */
export function timedQueue(queue: PasswordQueue): { queue: PasswordQueue; ms: () => number } {
  let total = 0;
  return {
    queue: {
      run: (task, client) =>
        queue.run(async () => {
          const started = performance.now();
          try {
            return await task();
          } finally {
            total += performance.now() - started;
          }
        }, client),
    },
    ms: () => total,
  };
}
