// GATEWAY_RATE_LIMITS: the production limits of decision 023, with an operator's or a test's overrides.
import {
  PRODUCTION_RATE_LIMITS,
  RATE_LIMIT_BUCKETS,
  RATE_LIMIT_SCOPES,
  type RateLimit,
  type RateLimitBucket,
  type RateLimits,
  type RateLimitScope,
} from '../platform/policy';
import { ConfigError } from './error';

/** The rate limits with none of GATEWAY_RATE_LIMITS's overrides: every value far above any test's traffic. */
const RELAXED: RateLimit = { max: 100_000, windowMs: 60_000 };

/**
 * GATEWAY_RATE_LIMITS: empty for the production values, else comma-separated entries applied in turn:
 * `relaxed` (every limit lifted, for tests), or `<bucket>.<scope>=<max>/<seconds>`, where bucket is one
 * of RATE_LIMIT_BUCKETS or `*`, and scope `client`, `account` or `*` (`*.client=600/60` for the
 * journeys, which all sign in from this machine).
 */
export function parseRateLimits(text: string): RateLimits {
  const limits = Object.fromEntries(RATE_LIMIT_BUCKETS.map((b) => [b, { ...PRODUCTION_RATE_LIMITS[b] }])) as Record<
    RateLimitBucket,
    Record<RateLimitScope, RateLimit>
  >;
  for (const entry of text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    if (entry === 'relaxed') {
      for (const b of RATE_LIMIT_BUCKETS) for (const sc of RATE_LIMIT_SCOPES) limits[b][sc] = RELAXED;
      continue;
    }
    const match = /^([A-Za-z*]+)\.([a-z*]+)=(\d{1,6})\/(\d{1,6})$/.exec(entry);
    const buckets = match?.[1] === '*' ? RATE_LIMIT_BUCKETS : RATE_LIMIT_BUCKETS.filter((b) => b === match?.[1]);
    const scopes = match?.[2] === '*' ? RATE_LIMIT_SCOPES : RATE_LIMIT_SCOPES.filter((sc) => sc === match?.[2]);
    const max = Number(match?.[3]);
    const seconds = Number(match?.[4]);
    if (!match || buckets.length === 0 || scopes.length === 0 || max < 1 || seconds < 1) {
      throw new ConfigError(
        `GATEWAY_RATE_LIMITS: "${entry}" is not relaxed nor <bucket>.<scope>=<max>/<seconds> (buckets ${RATE_LIMIT_BUCKETS.join(', ')} or *; scopes client, account or *)`,
      );
    }
    for (const b of buckets) for (const sc of scopes) limits[b][sc] = { max, windowMs: seconds * 1000 };
  }
  return limits;
}
