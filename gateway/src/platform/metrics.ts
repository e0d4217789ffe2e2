// RED metrics per route (rate, errors, duration) in Prometheus's text format, on a listener of their
// own (GATEWAY_METRICS_PORT), so the public port never answers them and a scraper needs no token.
import Fastify, { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The metrics of one gateway: the request histogram, and Node's own (memory, event loop, GC). */
export function gatewayMetrics(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Observes every answer of `app` into `registry`: `http_server_request_duration_seconds` by method,
 * route template (never the path itself, whose ids would make a series per user) and status; its
 * `_count` is the rate, a status of 5xx the errors.
 */
export function measureRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // A path no route matched is one series, not one per path tried.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** The metrics listener: GET /metrics, nothing else. */
export async function metricsServer(registry: Registry): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
  return server;
}
