import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ping, type Database } from '../db/database';
import { PUBLIC } from './access';
import { declared } from './operation';

const DATABASE_KINDS = ['pglite', 'postgres'] as const;
const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(DATABASE_KINDS),
  databaseMs: v.number(),
});
const UnavailableSchema = v.object({ status: v.literal('unavailable'), database: v.picklist(DATABASE_KINDS) });

/** Liveness and database reachability, for start scripts and load balancers. */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    '/health',
    declared({
      access: PUBLIC,
      tag: 'Operations',
      summary: 'Liveness and database reachability (503 when the database does not answer)',
      answers: { 200: HealthSchema, 503: UnavailableSchema },
    }),
    async (_request, reply) => {
      const started = performance.now();
      try {
        await ping(db);
        return reply
          .header('Cache-Control', 'no-store')
          .send({ status: 'ok', database: db.kind, databaseMs: Math.round((performance.now() - started) * 10) / 10 });
      } catch {
        return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'unavailable', database: db.kind });
      }
    },
  );
}
