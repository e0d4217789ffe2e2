// The sandbox dump's reads (dev-dump.routes.ts): the public schema's tables and their rows, as stored.
import type { Queryable } from '../db/database';

/** A table name as a quoted SQL identifier (the names come from the catalogue, never from a request). */
const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Every base table of the public schema, in name order, with all its rows. */
export async function allTables(db: Queryable): Promise<Map<string, Record<string, unknown>[]>> {
  const { rows: names } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const { table_name: name } of names)
    tables.set(name, (await db.query<Record<string, unknown>>(`SELECT * FROM ${quoted(name)}`)).rows);
  return tables;
}
