// RED metrics per route, on a listener of their own: rate and errors by route template and status,
// durations as a histogram, in Prometheus's text format.
import { describe, expect, it } from 'vitest';
import { EXT, useTestGateway } from '../test-kit';
import { gatewayMetrics, metricsServer } from './metrics';

const gw = useTestGateway();

/** The value of one sample line of the text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request metrics', () => {
  it('count each answer by method, route template and status, with its duration', async () => {
    const metrics = gatewayMetrics();
    const app = await gw.buildOn({}, { metrics });
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: `/dpsapps/${EXT.acme}` });
    await app.inject({ method: 'GET', url: '/dpsapps/NO-SUCH-APP' });
    await app.inject({ method: 'GET', url: '/no/such/route/4711' });
    await app.inject({
      method: 'POST',
      url: `/apps/${EXT.acme}/oauth2/token`,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    const text = await metrics.metrics();
    const count = (route: string, method: string, status: number) =>
      sample(
        text,
        `http_server_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`,
      );
    expect(count('/dpsapps/:extAppId', 'GET', 200)).toBe(3);
    expect(count('/dpsapps/:extAppId', 'GET', 404)).toBe(1);
    expect(count('/apps/:extAppId/oauth2/token', 'POST', 400)).toBe(1);
    // A path no route has is one series, whatever the path: no series per id tried.
    expect(count('unmatched', 'GET', 404)).toBe(1);
    expect(text).not.toContain('4711');
    expect(text).not.toContain('NO-SUCH-APP');
    expect(
      sample(
        text,
        'http_server_request_duration_seconds_bucket{le="+Inf",method="GET",route="/dpsapps/:extAppId",status_code="200"}',
      ),
    ).toBe(3);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('are served on their own listener as GET /metrics, in the text format', async () => {
    const metrics = gatewayMetrics();
    const app = await gw.buildOn({}, { metrics });
    await app.inject({ method: 'GET', url: `/dpsapps/${EXT.acme}` });
    const server = await metricsServer(metrics);
    try {
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain(
        'http_server_request_duration_seconds_count{method="GET",route="/dpsapps/:extAppId",status_code="200"} 1',
      );
      expect((await fetch(`${address}/dpsapps/${EXT.acme}`)).status).toBe(404);
    } finally {
      await server.close();
    }
    // And the API itself has no /metrics.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
