// The sandbox profile's window on the whole database, GET /__dev/dump: every row of every table as
// JSON, so the e2e suite can read what the gateway keeps at rest after the journeys and check that no
// password, code or token they used is there in clear. app.ts registers it in the sandbox
// profile only: in production the route does not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { allTables } from './dev-dump-store';
import { answer } from './request';
import { SANDBOX } from './access';
import { declared } from './operation';

export const DEV_DUMP_PATH = '/__dev/dump';

const DatabaseDumpSchema = v.object({
  /** Table name -> its rows, every column, as stored. */
  tables: v.record(v.string(), v.array(v.record(v.string(), v.unknown()))),
});
export type DatabaseDump = v.InferOutput<typeof DatabaseDumpSchema>;

/**
 * A stored value as JSON can carry it: a bigint (an identity column) as its digits, bytes as
 * base64, a time as its ISO text; arrays and JSON columns value by value.
 */
export function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(jsonValue);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonValue(v)]));
  return value;
}

/** Every base table of the public schema, in name order, with all its rows as JSON carries them. */
async function dumpDatabase(ctx: GatewayContext): Promise<DatabaseDump> {
  const tables: DatabaseDump['tables'] = {};
  for (const [name, rows] of await allTables(ctx.db))
    tables[name] = rows.map((row) => jsonValue(row) as Record<string, unknown>);
  return { tables };
}

export function devDumpRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    DEV_DUMP_PATH,
    declared({
      access: SANDBOX,
      tag: 'Sandbox',
      summary: 'Every row of every table, as stored',
      answers: { 200: DatabaseDumpSchema },
    }),
    async (_request, reply) => answer(reply, await dumpDatabase(ctx)),
  );
}
