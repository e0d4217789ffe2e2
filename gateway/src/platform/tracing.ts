// Traces: a span per request (@fastify/otel, which also spans each hook and the handler) and a span per
// database query beneath it, so a slow sign-in shows where its time went. Spans carry the route, the
// status, the request id and each query's parameterised SQL: never a parameter, a body or a header.
// Exported by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set (startTracing).
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { SpanKind, SpanStatusCode, trace, type Tracer, type TracerProvider } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';

const TRACER = '@portal/gateway';

/** The OTLP exporter's variables (OpenTelemetry's own names): tracing is on when one names an endpoint. */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env['OTEL_SDK_DISABLED'] === 'true') return false;
  return Boolean(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']);
}

/**
 * The process's tracer provider, exporting in batches by OTLP over HTTP (the exporter reads the
 * standard OTEL_EXPORTER_OTLP_* variables), registered globally so a span's context follows its
 * request through every await; null when no endpoint is configured.
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): NodeTracerProvider | null {
  if (!tracingWanted(env)) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env['OTEL_SERVICE_NAME'] || 'portal-gateway' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return provider;
}

/** Spans every request of `app`: register before any route. */
export async function traceRequests(app: FastifyInstance, provider: TracerProvider): Promise<void> {
  const instrumentation = new FastifyOtelInstrumentation({
    // The health check is polled every few seconds by every orchestrator: noise, not traffic.
    ignorePaths: (route) => route.url === '/health',
    requestHook: (span, request) => span.setAttribute('portal.request_id', request.id),
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
}

/** `SELECT`, `INSERT`…: the statement's first word, the span's name. */
function operationOf(sql: string): string {
  return /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

/** A query in a span of its own, a child of whatever span is active (the request's). */
function spanned<T>(tracer: Tracer, sql: string, run: () => Promise<T>): Promise<T> {
  const operation = operationOf(sql);
  return tracer.startActiveSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        // Parameterised: the values travel as parameters, which are never recorded.
        'db.query.text': sql.replace(/\s+/g, ' ').trim().slice(0, 2000),
      },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        // The SQLSTATE only: a database error's message can quote a value (app.ts describeFailure).
        const code = (error as { code?: unknown }).code;
        span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? code : 'error' });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

const tracedQueryable = (tracer: Tracer, q: Queryable): Queryable => ({
  query: <T>(sql: string, params?: unknown[]) => spanned(tracer, sql, () => q.query<T>(sql, params)),
});

/** `db` with a span around each query, and a `transaction` span around a transaction's queries. */
export function tracedDatabase(db: Database, provider: TracerProvider): Database {
  const tracer = provider.getTracer(TRACER);
  const outside = tracedQueryable(tracer, db);
  return {
    kind: db.kind,
    query: <T>(sql: string, params?: unknown[]) => outside.query<T>(sql, params),
    exec: (sql) => spanned(tracer, sql, () => db.exec(sql)),
    transaction: (fn) =>
      tracer.startActiveSpan('transaction', { kind: SpanKind.INTERNAL }, async (span) => {
        try {
          return await db.transaction((tx) => fn(tracedQueryable(tracer, tx)));
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      }),
    exclusive: (key, fn) => db.exclusive(key, fn),
    close: () => db.close(),
  };
}

/** The active span's trace id, if any (the logs' `traceId`, to find a request's trace from its log). */
export const activeTraceId = (): string | undefined => trace.getActiveSpan()?.spanContext().traceId;
