// isolated: registers a global tracer provider (and its context manager), as main.ts does.
// A traced sign-in: one server span for the request, the handler's span beneath it, a span for each
// database query beneath that, all in one trace; an incoming traceparent is continued; no span holds
// a password, a username or a parameter.
import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EXT, signIn, useTestGateway } from '../test-kit';
import { DEMO_PASSWORD } from '../db/demo-users';
import { startTracing, tracingWanted } from './tracing';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

const gw = useTestGateway();
beforeEach(() => exporter.reset());

describe('a traced sign-in', () => {
  it('is one trace: the request, its handler, and each query beneath', async () => {
    const app = await gw.buildOn({}, { tracerProvider: provider });
    const res = await signIn(app, EXT.acme, 'ready.rita');
    expect(res.statusCode, res.body).toBe(200);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.name === 'request');
    expect(request?.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/apps/:extAppId/oauth2/token',
      'http.response.status_code': 200,
      'portal.request_id': res.headers['x-request-id'],
    });
    const traceId = request?.spanContext().traceId;
    const inTrace = spans.filter((s) => s.spanContext().traceId === traceId);
    const queries = inTrace.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(2);
    expect(new Set(queries.map((q) => q.name))).toContain('SELECT');
    // Each query descends from the request span.
    const byId = new Map(inTrace.map((s) => [s.spanContext().spanId, s]));
    for (const query of queries) {
      let parent = query.parentSpanContext?.spanId;
      const chain: string[] = [];
      while (parent && byId.has(parent)) {
        chain.push(byId.get(parent)?.name ?? '');
        parent = byId.get(parent)?.parentSpanContext?.spanId;
      }
      expect(chain.at(-1)).toBe('request');
    }
    const recorded = JSON.stringify(spans.map((s) => s.attributes));
    for (const secret of [DEMO_PASSWORD, 'ready.rita']) expect(recorded).not.toContain(secret);
  });

  it('continues the trace an incoming traceparent names', async () => {
    const app = await gw.buildOn({}, { tracerProvider: provider });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await app.inject({
      method: 'GET',
      url: `/dpsapps/${EXT.acme}`,
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(200);
    const request = exporter.getFinishedSpans().find((s) => s.name === 'request');
    expect(request?.spanContext().traceId).toBe(traceId);
    expect(request?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  });

  it('leaves the health check out', async () => {
    const app = await gw.buildOn({}, { tracerProvider: provider });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(exporter.getFinishedSpans().filter((s) => s.name === 'request')).toEqual([]);
  });
});

describe('startTracing', () => {
  it('is off unless an OTLP endpoint is configured, and off when the SDK is disabled', () => {
    expect(tracingWanted({})).toBe(false);
    expect(startTracing({})).toBeNull();
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
  });
});
