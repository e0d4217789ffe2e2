import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { declared, PUBLIC } from '../platform/access';

/** Liveness and database reachability, for start scripts and load balancers. */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/health', declared({ access: PUBLIC }), async (_request, reply) => {
    const started = performance.now();
    try {
      await db.query('SELECT 1');
      return reply
        .header('Cache-Control', 'no-store')
        .send({ status: 'ok', database: db.kind, databaseMs: Math.round((performance.now() - started) * 10) / 10 });
    } catch {
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'unavailable', database: db.kind });
    }
  });
}
