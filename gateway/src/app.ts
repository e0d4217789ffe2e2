// The gateway's HTTP application: the hosts it answers for, CORS allowlist, security headers,
// structured logs with every secret redacted, §8 error shapes, the form-urlencoded bodies of OAuth2,
// the limits, and the routes.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import cors from '@fastify/cors';
import type { TracerProvider } from '@opentelemetry/api';
import Fastify, { type ConnectionError, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { hostnameOf } from '@portal/build/hosts';
import { errorBody } from '@portal/domain/errors';
import { expandOrigins, originAllowed, type GatewayConfig } from './config';
import type { GatewayContext } from './context';
import type { Database } from './db/database';
import { GatewayError, sendError } from './errors';
import { type Access, enforceAccess } from './platform/access';
import { type Breach, checkAnswers } from './platform/answer-check';
import { measureRequests } from './platform/metrics';
import { publishContract, serveReference } from './platform/openapi';
import { FORM, type Operation } from './platform/operation';
import { REQUEST_ID_HEADER, requestIdOf } from './platform/request-id';
import { activeTraceId, traceRequests, tracedDatabase } from './platform/tracing';
import { activationRoutes } from './activation/activation.routes';
import { addressRoutes } from './accounts/addresses.routes';
import { appDetailsRoutes } from './platform/app-details.routes';
import { authRoutes } from './sign-in/auth.routes';
import { cardDataRoutes } from './cards/card-data.routes';
import { cardRoutes } from './cards/cards.routes';
import { clientErrorRoutes } from './platform/client-errors.routes';
import { codeRoutes } from './sign-in/codes.routes';
import { contactRoutes } from './accounts/contacts.routes';
import { devDumpRoutes } from './platform/dev-dump.routes';
import { devOutboxRoutes } from './platform/dev-outbox.routes';
import { devSsoRoutes } from './sso/dev-sso.routes';
import { devWalletRoutes } from './wallet/dev-wallet.routes';
import { devPartnersRoutes } from './cards/dev-partners.routes';
import { devUsersRoutes } from './platform/dev-users.routes';
import { enrolmentRoutes } from './sign-in/enrolment.routes';
import { featureRoutes } from './cards/features.routes';
import { healthRoutes } from './platform/health.routes';
import { migrationRoutes } from './sign-in/migration.routes';
import { probeRoutes } from './sign-in/probes.routes';
import { recoveryRoutes } from './sign-in/recovery.routes';
import { ssoRoutes } from './sso/sso.routes';
import { termsRoutes } from './sign-in/terms.routes';
import { userRoutes } from './accounts/users.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { walletSessionRoutes } from './wallet/wallet-sessions.routes';
import { merchantOriginAllowed, WALLET_PATHS } from './wallet/shoppers';
import { offlineAddressVerifier, type AddressVerifier } from './accounts/address-verifier';
import { vaultKeyring } from './cards/card-vault';
import { HashQueue } from './platform/hash-queue';
import { registerRateLimits } from './platform/rate-limits';
import { deriveKeys, hashingOf, type Hashing } from './platform/secrets';
import { SsoRelyingParty } from './sso/relying-party';

export interface AppOptions {
  /** The clock every expiry, lock and limit reads (tests move it). */
  now?: () => Date;
  /** scrypt parameters (tests lower them; configuration cannot). */
  hashing?: Hashing;
  /** Where log lines go (tests read them). */
  logStream?: { write(line: string): void };
  /** The address verification service; the offline verifier by default. */
  addressVerifier?: AddressVerifier;
  /** Told each route as it is registered (`npm run fuzz` lists them so). */
  onRoute?: (route: {
    method: string | string[];
    url: string;
    access: Access | undefined;
    operation: Operation | undefined;
  }) => void;
  /** Spans for each request and database query (platform/tracing.ts); none without. */
  tracerProvider?: TracerProvider;
  /** Where each answer's route, status and duration are counted (platform/metrics.ts); nowhere without. */
  metrics?: Registry;
  /** Told of every answer its route's declaration does not allow (platform/answer-check.ts; the tests fail on one). */
  onBreach?: (breach: Breach) => void;
}

/**
 * The fields that carry a password, a code, a token or a card number in any body, compared without case or
 * punctuation (`Password`, `new_password`): never logged (ARCHITECTURE §4, issue "Sign-in hardened" item 10).
 */
const SECRET_FIELD = /(pass|code|token|answer|secret|pin|cvv|otp|accountnumber|cardnumber)/i;

/** A body as it may be logged: every secret field, at any depth and in any case, replaced. */
function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) ? '[redacted]' : redactSecrets(item, depth + 1),
    ]),
  );
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-thmid"]',
  'req.headers["x-anti-fraud-token"]',
  'res.headers.access_token',
];

/**
 * What a failure's log line says of it: its kind, code and, for anything but a database error, its
 * message and stack. A database error's message, detail, query and parameters can quote the values a
 * request sent (a username, an address), so only its SQLSTATE and where it arose are kept.
 */
function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & { code?: unknown; severity?: unknown; routine?: unknown };
  const fromDatabase = fields.severity !== undefined || 'query' in error || 'params' in error;
  if (fromDatabase) return { type: error.name, database: true, code: fields.code, routine: fields.routine };
  return { type: error.name, code: fields.code, message: error.message, stack: error.stack };
}

/** Every answer: its type is the one it says, and nothing frames it or loads from it. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
} as const;

const UNREADABLE: Readonly<Record<number, string>> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  431: 'The request line or its headers are too long.',
};

/**
 * A request Node's parser could not read (a request line or headers over the limit, bytes that are not
 * HTTP), answered before any route in the §8 shape with the security headers, and with no body to a
 * HEAD: Fastify's default answers one, which the client reads as the start of the next answer (found
 * by `npm run fuzz`).
 */
function answerUnreadable(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  // A Buffer at run time (Fastify's type gives its JSON form); absent when nothing was parsed.
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.subarray(0, 5).toString('latin1') : '';
  const body =
    head === 'HEAD ' ? '' : JSON.stringify(errorBody('inputValidationError', status, UNREADABLE[status] ?? ''));
  const headers = Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/**
 * Fastify's trustProxy for GATEWAY_TRUSTED_PROXIES: whose X-Forwarded-For names the client that the
 * limits and the hashing queue count. By default nobody's, so a client cannot name a new address on
 * each request. A hop count is given as a function: Fastify ignores a bare number (it cannot tell the
 * immediate peer is a proxy), while an operator who names a count says the gateway is reachable only
 * through that many proxies (README).
 */
function trustProxyOf(
  trusted: GatewayConfig['trustedProxies'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}

export async function buildApp(
  config: GatewayConfig,
  db: Database,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Traced, each log line names its trace: from a log line to the request's spans.
      ...(options.tracerProvider
        ? {
            mixin: () => {
              const traceId = activeTraceId();
              return traceId ? { traceId } : {};
            },
          }
        : {}),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    genReqId: requestIdOf,
    clientErrorHandler: answerUnreadable,
    trustProxy: trustProxyOf(config.trustedProxies),
    // The router's own refusals (a malformed percent-encoding, a path parameter over 100 characters)
    // answer in the §8 shape with the security headers, not Fastify's raw text quoting the path (found
    // by `npm run fuzz`).
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      // Sent before any hook: the security headers and the request id are set here.
      void sendError(
        reply.headers(SECURITY_HEADERS).header(REQUEST_ID_HEADER, request.id),
        status,
        'inputValidationError',
        status === 414 ? 'A part of the address is too long.' : 'The address could not be read.',
      );
    },
  });
  // Before any hook and route, so that each is spanned.
  if (options.tracerProvider) await traceRequests(app, options.tracerProvider);
  if (options.metrics) measureRequests(app, options.metrics);
  const base = {
    db: options.tracerProvider ? tracedDatabase(db, options.tracerProvider) : db,
    config,
    now: options.now ?? (() => new Date()),
    hashing: options.hashing ?? hashingOf(config.hashing.strength),
    keys: deriveKeys(config.secretKey, { masterIsPublic: config.usesDevelopmentKey }),
    vault: vaultKeyring(config.secretKey, config.previousSecretKeys),
    addressVerifier: options.addressVerifier ?? offlineAddressVerifier(),
    passwordQueue: new HashQueue(config.hashing.concurrency, config.hashing.queue),
    sso: new SsoRelyingParty(config.ssoPartners),
  };

  const { onRoute } = options;
  if (onRoute)
    app.addHook('onRoute', (route) =>
      onRoute({
        method: route.method,
        url: route.url,
        access: route.config?.access,
        operation: route.config?.operation,
      }),
    );
  // A request for another host is refused before anything else: a name that resolves here
  // (DNS rebinding) reaches no route, the sandbox's least of all.
  app.addHook('onRequest', async (request, reply) => {
    if (config.hosts.includes(hostnameOf(request.headers.host))) return;
    return sendError(reply, 421, 'inputValidationError', 'This gateway does not answer for that host.');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS).header(REQUEST_ID_HEADER, request.id);
    return payload;
  });

  const origins = expandOrigins(config.allowedOrigins, await issuerIds(db, app));
  const corsOptions = (allowed: boolean) => ({
    origin: allowed,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'Accept',
      'X-CHNL',
      'X-THMID',
      'DFPSESSIONID',
      'X-Anti-Fraud-Token',
      'X-Request-Id',
    ],
    // Retry-After: how long a limit or the full hashing queue asks the portal to wait (decision 023).
    // X-Request-Id: the id of the gateway's log lines for this request, for a report of a failure.
    exposedHeaders: ['access_token', 'documentId', 'Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      // Same-origin and non-browser requests carry no Origin header.
      if (!origin || originAllowed(origin, origins)) return callback(null, corsOptions(true));
      // The wallet mounted in a merchant's checkout page calls from that page's origin, one the
      // merchant of the call's public key registered; every other route stays the portal's own.
      if (!WALLET_PATHS.some((prefix) => request.url.startsWith(prefix))) return callback(null, corsOptions(false));
      // The wallet's own isolated frame, for whichever merchant mounted it.
      if (config.walletOrigins.includes(origin)) return callback(null, corsOptions(true));
      merchantOriginAllowed(base.db, request.url, origin).then(
        (allowed) => callback(null, corsOptions(allowed)),
        (error: unknown) => {
          app.log.error({ failure: describeFailure(error) }, 'merchant origins unreadable');
          callback(null, corsOptions(false));
        },
      );
    },
  });

  // §7: the OAuth2 calls are form-urlencoded (a repeated field keeps its last value).
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  // Bodies at debug level, through the redaction above: what reaches the log never holds a secret.
  app.addHook('preHandler', async (request) => {
    if (request.body !== undefined) request.log.debug({ body: redactSecrets(request.body) }, 'request body');
  });

  const ctx: GatewayContext = { ...base, ...(await registerRateLimits(app, base)) };
  // Before the first route: each route's declaration is its part of the published document (decision 042).
  await publishContract(app);
  if (options.onBreach) checkAnswers(app, options.onBreach);
  // Before the first route: each must declare its access, and one hook enforces it (decision 041).
  enforceAccess(app, ctx);

  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; code?: string; message: string }, request, reply) => {
      if (error instanceof GatewayError)
        return sendError(reply.headers(error.headers), error.status, error.code, error.message);
      if (error.statusCode === 413) return sendError(reply, 413, 'inputValidationError', 'request body too large');
      // Fastify's own refusals (malformed JSON, an unknown content type…) are the client's: 4xx, never
      // 500. Their code, not their message, is answered: a JSON parser's message quotes the body.
      if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
        return sendError(
          reply,
          error.statusCode ?? 400,
          'inputValidationError',
          `The request could not be read (${error.code ?? 'invalid request'}).`,
        );
      }
      request.log.error({ failure: describeFailure(error) }, 'request failed');
      return sendError(reply, 500, 'VMCP_001', 'internal error');
    },
  );
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, '404', `No route ${request.method} ${request.url.split('?')[0]}`),
  );

  healthRoutes(app, db);
  appDetailsRoutes(app, base.db);
  authRoutes(app, ctx);
  probeRoutes(app, ctx);
  codeRoutes(app, ctx);
  userRoutes(app, ctx);
  contactRoutes(app, ctx);
  enrolmentRoutes(app, ctx);
  recoveryRoutes(app, ctx);
  migrationRoutes(app, ctx);
  termsRoutes(app, ctx);
  cardRoutes(app, ctx);
  cardDataRoutes(app, ctx);
  featureRoutes(app, ctx);
  addressRoutes(app, ctx);
  activationRoutes(app, ctx);
  ssoRoutes(app, ctx);
  walletSessionRoutes(app, ctx);
  walletRoutes(app, ctx);
  clientErrorRoutes(app, ctx);
  // ARCHITECTURE §4: the outbox is readable in the sandbox profile only; in production the route does not exist.
  if (config.profile === 'sandbox') {
    devOutboxRoutes(app, ctx);
    devDumpRoutes(app, ctx);
    devUsersRoutes(app, ctx);
    devSsoRoutes(app, ctx);
    devWalletRoutes(app, ctx);
    devPartnersRoutes(app, ctx);
  }
  await serveReference(app);
  return app;
}

/** The issuers' ids, for the `{issuer}` origins; none when the database cannot say (a gateway that answers 500 anyway). */
async function issuerIds(db: Database, app: FastifyInstance): Promise<string[]> {
  try {
    return (await db.query<{ id: string }>('SELECT id FROM issuers ORDER BY id')).rows.map((r) => r.id);
  } catch (error) {
    app.log.error({ failure: describeFailure(error) }, 'issuers unreadable: no issuer origin is admitted');
    return [];
  }
}
