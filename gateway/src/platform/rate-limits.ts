// The limits per client and per account of decision 023, on @fastify/rate-limit with a store in the
// gateway's own database, so that every gateway instance on one database counts together. A route
// asks `limit(request, bucket, account)` once it knows the account (the body is read by then): the
// client's counter first, then the account's; past either, 429 tooManyRequests with Retry-After.
import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import { CODES, GatewayError } from '../errors';
import { RATE_LIMIT_BUCKETS, RATE_LIMIT_SCOPES, type RateLimitBucket, type RateLimitScope } from './policy';
import type { Limiter, SpentCheck } from './limiter';
import { countHit, openCount, sweepClosedCounts } from './rate-limits-store';
import { keyedDigest } from './secrets';

/**
 * Who sent a request, as the limits count clients (an IPv6 client by its /64): the hashing queue takes
 * turns by it too. `request.ip` is the connection's address, or, behind a proxy named in
 * GATEWAY_TRUSTED_PROXIES, the client its X-Forwarded-For names (app.ts, Fastify's trustProxy).
 */
export const clientOf = (request: FastifyRequest): string => normalizeIP(request.ip);

/** What the limits need of the gateway: its database, clock, keys and configured limits. */
type StoreContext = Pick<GatewayContext, 'db' | 'now' | 'keys' | 'config'>;

/** Every this many counts, windows long closed are deleted, so the table holds only live counters. */
const SWEEP_EVERY = 500;

/**
 * The store @fastify/rate-limit counts in: one statement per request, atomic in PostgreSQL (the upsert
 * takes the row's lock), on the gateway's clock (tests move it). Keys are keyed digests: no client
 * address nor username is kept in clear.
 */
function databaseStore(ctx: StoreContext): FastifyRateLimitStoreCtor {
  let counted = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = ctx.now();
      counted += 1;
      const sweep = counted % SWEEP_EVERY === 0 ? sweepClosedCounts(ctx.db, now) : Promise.resolve();
      sweep
        .then(() => countHit(ctx.db, keyedDigest(ctx.keys.limits, key), now, new Date(now.getTime() + timeWindow)))
        .then((count) => {
          callback(null, { current: count.hits, ttl: Math.max(0, count.resetsAt.getTime() - now.getTime()) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    /** One table for every limit: the key says which. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** The account a request counts against, set just before its limiter reads it. */
const accounts = new WeakMap<FastifyRequest, string>();

/**
 * Registers @fastify/rate-limit (no limit of its own on any route) and answers the limiter the routes
 * call: for each bucket and scope a limiter of the plugin, keyed by the client's address or by the
 * account the route names.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: StoreContext,
): Promise<{ limit: Limiter; refuseIfSpent: SpentCheck }> {
  await app.register(rateLimit, { global: false, store: databaseStore(ctx), skipOnError: false });
  const key = (bucket: RateLimitBucket, scope: RateLimitScope) => (request: FastifyRequest) =>
    scope === 'client' ? `${bucket}:client:${clientOf(request)}` : `${bucket}:account:${accounts.get(request) ?? ''}`;
  const tooMany = (seconds: number) =>
    new GatewayError(429, CODES.tooManyRequests, 'Too many requests; try again later.', {
      'Retry-After': String(Math.max(1, seconds)),
    });
  const checks = Object.fromEntries(
    RATE_LIMIT_BUCKETS.map((bucket) => [
      bucket,
      Object.fromEntries(
        RATE_LIMIT_SCOPES.map((scope) => {
          const { max, windowMs } = ctx.config.rateLimits[bucket][scope];
          return [scope, app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key(bucket, scope) })];
        }),
      ),
    ]),
  ) as Record<RateLimitBucket, Record<RateLimitScope, ReturnType<FastifyInstance['createRateLimit']>>>;

  const limit: Limiter = async (request, bucket, account) => {
    accounts.set(request, account.trim().toLowerCase());
    for (const scope of RATE_LIMIT_SCOPES) {
      const result = await checks[bucket][scope](request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
    }
  };
  // Reads the client's counter without counting: for a bucket that counts only some answers
  // (usernameTaken), so that once the client has spent it every request of the client is refused
  // alike, whatever its answer would have been. The account's counter is not read: a spent account
  // budget (an issuer's) would otherwise let a few clients shut a flow for everybody.
  const refuseIfSpent: SpentCheck = async (request, bucket) => {
    const now = ctx.now();
    const count = await openCount(ctx.db, keyedDigest(ctx.keys.limits, key(bucket, 'client')(request)), now);
    if (count && count.hits >= ctx.config.rateLimits[bucket].client.max)
      throw tooMany(Math.ceil((count.resetsAt.getTime() - now.getTime()) / 1000));
  };
  return { limit, refuseIfSpent };
}
