// The gateway's storage: PostgreSQL through one small interface. The embedded PGlite by default
// (a data folder under the project, or memory:// for a throwaway database), a PostgreSQL server when
// DATABASE_URL is set; the same SQL migrations serve both.
import { mkdirSync } from 'node:fs';

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements (a migration file). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while this process holds the session-level advisory lock named by `key`, on a connection
   * of its own: another instance asking for the same lock waits until `fn` ends (or this process dies,
   * which ends its session and frees the lock). `fn` must not ask for the same lock again.
   */
  exclusive<T>(key: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** The whole data folder as one uncompressed tarball, for `openPglite`'s `from`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * An embedded PGlite database in `dataDir`, started empty (PGlite runs initdb: 2.5 to 5 s on a 2-core
 * machine) or, given `from`, as a copy of another's data folder (`dumpDataDir`; about 0.5 s).
 */
export async function openPglite(dataDir: string, from?: Blob): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Smaller buffers than the defaults: a demo database is tiny, and this halves start time.
  const db = await PGlite.create(dataDir, {
    postgresqlconf: ['shared_buffers=16MB', 'work_mem=4MB', 'maintenance_work_mem=16MB', 'wal_buffers=1MB'],
    ...(from ? { loadDataDir: from } : {}),
  });
  return {
    kind: 'pglite',
    dumpDataDir: () => db.dumpDataDir('none'),
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await db.query<T>(sql, params)).rows }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await tx.query<T>(sql, params)).rows }),
        }),
      ),
    // One connection, and its data folder cannot be opened by a second process: nothing to wait for.
    exclusive: (_key, fn) => fn(),
    close: () => db.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await pool.query(sql, params)).rows as T[] }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(sql, params)).rows as T[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exclusive: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Throws unless the database answers a trivial query (the health check). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/**
 * Takes a lock named by `key` until the transaction `tx` ends (commit or rollback): a transaction that
 * reads a count and then writes what it allows holds it, so two at once cannot both read the count
 * before either writes. An advisory lock on a hash of the key: no row needs to exist, and it works on
 * PGlite (one transaction at a time anyway) and on a PostgreSQL server alike. Two keys with the same
 * hash only wait for each other.
 */
export async function lockForTransaction(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}
