// Serves built remotes each on its own origin, as a CDN would: CORS for the shell's pages, the
// manifest and remote entry revalidated, hashed chunks cached for good.
//   tsx shell/server/static-origins.ts mfe_prelogin=mfe-prelogin/dist@3001 mfe_postlogin=...@3002
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolveInside, sendFile } from './static-files';

export interface StaticOrigin {
  name: string;
  dir: string;
  port: number;
}

export function parseOrigin(arg: string): StaticOrigin {
  const match = /^([a-z_]+)=(.+)@(\d+)$/.exec(arg);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`"${arg}" is not name=dir@port`);
  return { name: match[1], dir: path.resolve(match[2]), port: Number(match[3]) };
}

export function buildStaticOrigin(origin: StaticOrigin, logLevel = 'warn'): FastifyInstance {
  const app = Fastify({ logger: { level: logLevel } });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Timing-Allow-Origin', '*');
  });
  app.get('/health', async () => ({ status: 'ok', remote: origin.name }));
  app.get('*', async (request, reply) => {
    const file = resolveInside(origin.dir, request.url);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendFile(request, reply, file);
  });
  return app;
}

async function main(): Promise<void> {
  const origins = process.argv.slice(2).map(parseOrigin);
  if (origins.length === 0) throw new Error('no origins given (name=dir@port ...)');
  const host = process.env['STATIC_HOST'] ?? '127.0.0.1';
  const apps = origins.map((o) => buildStaticOrigin(o, process.env['LOG_LEVEL'] ?? 'warn'));
  await Promise.all(apps.map((app, i) => app.listen({ port: origins[i]!.port, host })));
  const stop = async () => {
    await Promise.all(apps.map((a) => a.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error(`static origins: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
