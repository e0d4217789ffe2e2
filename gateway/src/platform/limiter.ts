// What a route asks of the limits (decision 023), as the gateway context carries it: the shapes only,
// so that the context names them without importing the limits' store (rate-limits.ts), which works
// with the context.
import type { FastifyRequest } from 'fastify';
import type { RateLimitBucket } from './policy';

/** Checks a request against its bucket's limits; throws 429 tooManyRequests past one. */
export type Limiter = (request: FastifyRequest, bucket: RateLimitBucket, account: string) => Promise<void>;

/** 429 when the client has reached the bucket's limit already; counts nothing. */
export type SpentCheck = (request: FastifyRequest, bucket: RateLimitBucket) => Promise<void>;
