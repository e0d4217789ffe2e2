// The gateway's HTTP application: CORS allowlist, structured logs with every secret redacted, §8 error
// shapes, the form-urlencoded bodies of OAuth2, and the routes.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { originAllowed, type GatewayConfig } from './config';
import type { GatewayContext } from './context';
import type { Database } from './db/database';
import { GatewayError, sendError } from './errors';
import { appDetailsRoutes } from './routes/app-details';
import { authRoutes } from './routes/auth';
import { codeRoutes } from './routes/codes';
import { contactRoutes } from './routes/contacts';
import { devDumpRoutes } from './routes/dev-dump';
import { devOutboxRoutes } from './routes/dev-outbox';
import { devUsersRoutes } from './routes/dev-users';
import { enrolmentRoutes } from './routes/enrolment';
import { healthRoutes } from './routes/health';
import { migrationRoutes } from './routes/migration';
import { probeRoutes } from './routes/probes';
import { recoveryRoutes } from './routes/recovery';
import { FORM } from './routes/request';
import { termsRoutes } from './routes/terms';
import { userRoutes } from './routes/users';
import { DEFAULT_HASHING, deriveKeys, type Hashing } from './services/secrets';

export interface AppOptions {
  /** The clock every expiry, lock and limit reads (tests move it). */
  now?: () => Date;
  /** scrypt parameters (tests lower them; configuration cannot). */
  hashing?: Hashing;
  /** Where log lines go (tests read them). */
  logStream?: { write(line: string): void };
}

/** The fields that carry a password, a code or a token in any body: never logged (ARCHITECTURE §4). */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'code', 'token', 'access_token', 'answer'] as const;

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-thmid"]',
  'req.headers["x-anti-fraud-token"]',
  'res.headers.access_token',
  ...SECRET_FIELDS.flatMap((field) => [`body.${field}`, `req.body.${field}`, `res.body.${field}`]),
];

export async function buildApp(config: GatewayConfig, db: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });
  const ctx: GatewayContext = {
    db,
    config,
    now: options.now ?? (() => new Date()),
    hashing: options.hashing ?? DEFAULT_HASHING,
    keys: deriveKeys(config.secretKey),
  };

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

  // §7: the OAuth2 calls are form-urlencoded (a repeated field keeps its last value).
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  // Bodies at debug level, through the redaction above: what reaches the log never holds a secret.
  app.addHook('preHandler', async (request) => {
    if (request.body !== undefined) request.log.debug({ body: request.body }, 'request body');
  });

  app.setErrorHandler((error: { statusCode?: number; validation?: unknown; code?: string; message: string }, request, reply) => {
    if (error instanceof GatewayError) return sendError(reply, error.status, error.code, error.message);
    if (error.statusCode === 413) return sendError(reply, 413, 'inputValidationError', 'request body too large');
    // Fastify's own refusals (malformed JSON, an unknown content type…) are the client's: 4xx, never
    // 500. Their code, not their message, is answered: a JSON parser's message quotes the body.
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return sendError(reply, error.statusCode ?? 400, 'inputValidationError', `The request could not be read (${error.code ?? 'invalid request'}).`);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'VMCP_001', 'internal error');
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, '404', `No route ${request.method} ${request.url.split('?')[0]}`));

  healthRoutes(app, db);
  appDetailsRoutes(app, db);
  authRoutes(app, ctx);
  probeRoutes(app, ctx);
  codeRoutes(app, ctx);
  userRoutes(app, ctx);
  contactRoutes(app, ctx);
  enrolmentRoutes(app, ctx);
  recoveryRoutes(app, ctx);
  migrationRoutes(app, ctx);
  termsRoutes(app, ctx);
  // ARCHITECTURE §4: the outbox is readable in the sandbox profile only; in production the route does not exist.
  if (config.profile === 'sandbox') {
    devOutboxRoutes(app, ctx);
    devDumpRoutes(app, ctx);
    devUsersRoutes(app, ctx);
  }
  return app;
}
