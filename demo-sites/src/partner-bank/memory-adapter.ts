// The provider's storage: one in-memory store per bank. oidc-provider's own memory adapter works too,
// but it announces itself with a warning on every start, and a demo bank that forgets everything on
// restart is what we want (its members sign in again), so there is nothing to warn about.
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  readonly payload: AdapterPayload;
  /** Milliseconds since the epoch; Infinity for what the provider stores without a lifetime. */
  readonly expiresAt: number;
}

/**
 * An adapter factory over one Map: entries expire after the lifetime the provider gives them, and
 * the look-ups by uid, user code and grant scan the store, which a demo's few hundred entries allow.
 */
export function createMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();

  const dropExpired = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };

  return (model: string): Adapter => {
    const prefix = `${model}:`;
    const live = (id: string): AdapterPayload | undefined => {
      const entry = entries.get(prefix + id);
      return entry && entry.expiresAt > now() ? entry.payload : undefined;
    };
    const findBy = (matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined => {
      dropExpired();
      for (const [key, entry] of entries) if (key.startsWith(prefix) && matches(entry.payload)) return entry.payload;
      return undefined;
    };

    return {
      async upsert(id, payload, expiresIn) {
        dropExpired();
        entries.set(prefix + id, {
          payload,
          expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity,
        });
      },
      async find(id) {
        return live(id);
      },
      async findByUid(uid) {
        return findBy((payload) => payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findBy((payload) => payload.userCode === userCode);
      },
      async consume(id) {
        // The provider refuses a consumed code or token by this mark (and then revokes its grant).
        const payload = live(id);
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(prefix + id);
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries)
          if (key.startsWith(prefix) && entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
}
