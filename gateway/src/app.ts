// The gateway's HTTP application: CORS allowlist, structured logs, §8 error shapes, and the routes.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { originAllowed, type GatewayConfig } from './config';
import type { Database } from './db/database';
import { sendError } from './errors';
import { appDetailsRoutes } from './routes/app-details';
import { healthRoutes } from './routes/health';

export async function buildApp(config: GatewayConfig, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-thmid"]'], remove: true },
    },
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });

  await app.register(cors, {
    origin: (origin, callback) => {
      // Same-origin and non-browser requests carry no Origin header.
      if (!origin) return callback(null, true);
      callback(null, originAllowed(origin, config.allowedOrigins));
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'X-CHNL', 'X-THMID', 'DFPSESSIONID', 'X-Anti-Fraud-Token'],
    exposedHeaders: ['access_token', 'documentId'],
    maxAge: 600,
  });

  app.setErrorHandler((error: { statusCode?: number; validation?: unknown; message: string }, request, reply) => {
    if (error.validation || error.statusCode === 400) return sendError(reply, 400, 'inputValidationError', error.message);
    if (error.statusCode === 413) return sendError(reply, 413, 'inputValidationError', 'request body too large');
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'VMCP_001', 'internal error');
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, '404', `No route ${request.method} ${request.url.split('?')[0]}`));

  healthRoutes(app, db);
  appDetailsRoutes(app, db);
  return app;
}
