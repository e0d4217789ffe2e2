// Applies gateway/migrations/NNN_name.sql in order, once each, recording each with the SHA-256 of its
// text in schema_migrations. Instances starting together on one database take turns under an advisory
// lock: the first migrates (and seeds), the others wait, then find nothing left to do.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDir } from '@portal/build/node';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(packageDir(import.meta.url, '@portal/gateway'), 'migrations');

/** The advisory lock that orders instances preparing one database (migrations and seeding). */
export const SCHEMA_LOCK = 'portal-gateway:schema';

/** A migration that cannot be applied as it stands: the gateway refuses to start. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * Runs `fn` (migrations, then seeding) while no other instance prepares the same database: two
 * gateways started at once on one empty PostgreSQL apply the migrations once.
 */
export function underSchemaLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  return db.exclusive(SCHEMA_LOCK, fn);
}

/** Migrates under the schema lock (for a caller that seeds nothing). */
export function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return underSchemaLock(db, () => applyMigrations(db, dir));
}

/**
 * Applies the migrations of `dir` not yet recorded, each in its own transaction, and returns their
 * names. Refuses (MigrationError) when an applied migration's text has changed since: a database and
 * the code that expects it would silently disagree. Call it under the schema lock.
 */
export async function applyMigrations(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  // Databases migrated before checksums were recorded get theirs from the files as they are now.
  await db.exec('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  const recorded = new Map(
    (
      await db.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations')
    ).rows.map((r) => [r.name, r.checksum]),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const pending: { file: string; sql: string; checksum: string }[] = [];
  for (const file of files) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const checksum = checksumOf(sql);
    if (!recorded.has(file)) {
      pending.push({ file, sql, checksum });
      continue;
    }
    const before = recorded.get(file);
    if (before === null) {
      await db.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file, checksum]);
    } else if (before !== checksum) {
      throw new MigrationError(
        `${file} was changed after it was applied (recorded sha256 ${before?.slice(0, 12)}…, the file's ${checksum.slice(0, 12)}…): put the change in a new migration and restore the file`,
      );
    }
  }
  for (const { file, sql, checksum } of pending) {
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, checksum]);
    });
  }
  return pending.map((p) => p.file);
}

/** Splits a migration into statements (no semicolons inside string literals in our migrations). */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
