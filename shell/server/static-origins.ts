// Serves built remotes each on its own origin, as a CDN would: CORS for the shell's pages, the
// manifest and remote entry revalidated, hashed chunks cached for good, brotli or gzip (the build's
// precompressed files where it wrote them).
//   cd shell && node server/dist/static-origins.js mfe_prelogin=../mfe-prelogin/dist@3001 mfe_postlogin=...@3002
import { requestLogSerializers } from './log-redaction';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { describeIssues } from '@portal/domain/issuer';
import { walletFrameCsp, type WalletFramePolicy, WalletFramePolicySchema } from '@portal/domain/wallet';
import { parsePort } from '@portal/build/ports';
import { registerCompression, registerStaticFiles } from './static-files';

export interface StaticOrigin {
  name: string;
  dir: string;
  port: number;
}

export function parseOrigin(arg: string): StaticOrigin {
  const match = /^([a-z_]+)=(.+)@([^@]+)$/.exec(arg);
  const port = match?.[3] === undefined ? null : parsePort(match[3]);
  if (!match?.[1] || !match[2] || port === null)
    throw new Error(`"${arg}" is not name=dir@port (a port from 1 to 65535)`);
  return { name: match[1], dir: path.resolve(match[2]), port };
}

/** The wallet's isolated-mode page (mfe-embedded-wallet/src/loader/frame.html, built into dist/embed/). */
const WALLET_FRAME_PATH = '/embed/frame.html';

/**
 * The wallet frame's policy from WALLET_FRAME_POLICY (JSON: merchantOrigins, gateway, cardArt, places;
 * packages/domain/src/wallet/frame-policy.ts), or null when unset; a broken value stops the start.
 */
export function walletFramePolicyFrom(env: Readonly<Record<string, string | undefined>>): WalletFramePolicy | null {
  const raw = env['WALLET_FRAME_POLICY'];
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new Error(`WALLET_FRAME_POLICY is not JSON: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(WalletFramePolicySchema, json);
  if (!parsed.success) throw new Error(`WALLET_FRAME_POLICY: ${describeIssues(parsed.issues).join('; ')}`);
  return parsed.output;
}

/**
 * A static origin; `framePolicy` (the wallet's origin only) gives its frame page a
 * strict CSP whose frame-ancestors are the merchants' registered origins.
 */
export async function buildStaticOrigin(
  origin: StaticOrigin,
  logLevel = 'warn',
  framePolicy: WalletFramePolicy | null = null,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: logLevel, serializers: requestLogSerializers } });
  const frameCsp = framePolicy ? walletFrameCsp(framePolicy) : null;
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Timing-Allow-Origin', '*');
    if (frameCsp && request.url.split('?')[0] === WALLET_FRAME_PATH) {
      reply.header('Content-Security-Policy', frameCsp);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
  });
  await registerCompression(app);
  app.get('/health', async () => ({ status: 'ok', remote: origin.name }));
  await registerStaticFiles(app, { root: origin.dir });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
  return app;
}

async function main(): Promise<void> {
  const origins = process.argv.slice(2).map(parseOrigin);
  if (origins.length === 0) throw new Error('no origins given (name=dir@port ...)');
  const host = process.env['STATIC_HOST'] ?? '127.0.0.1';
  const framePolicy = walletFramePolicyFrom(process.env);
  const apps = await Promise.all(
    origins.map((o) =>
      buildStaticOrigin(o, process.env['LOG_LEVEL'] ?? 'warn', o.name === 'mfe_embedded_wallet' ? framePolicy : null),
    ),
  );
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await Promise.all(apps.map((a) => a.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Started by `npm start` with an IPC channel: it closes when that supervisor is gone, however it died.
  process.once('disconnect', () => void stop());
  await Promise.all(apps.map((app, i) => app.listen({ port: origins[i]!.port, host })));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error(`static origins: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
