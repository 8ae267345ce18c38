import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/query.ts';

/** An environment's `rateLimitPerMinute` is 1 to this; no bucket holds more (the largest burst is 2,000). */
export const RATE_LIMIT_PER_MINUTE_MAX = 1_000_000;
/** Dashboard members: 20 requests/s, burst 40, per member. */
export const MEMBER_BUCKET = { capacity: 40, refillPerSecond: 20 } as const;
/** Public sign-in routes (/auth/login, refresh, set-password, SSO): 5 requests/s, burst 20, per client address. */
export const SIGN_IN_BUCKET = { capacity: 20, refillPerSecond: 5 } as const;

/**
 * Failed key authentications (decisions §15): 20 per client address and per publishable key, then one every 3 s.
 * A correct key is never held back by them; a client that keeps failing is answered 429 before its failure costs anything.
 */
export const FAILED_AUTH_BUCKET = { capacity: 20, refillPerSecond: 1 / 3 } as const;

export interface Bucket {
  /** Tokens the bucket holds when full (the burst). */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
}

export interface Take {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** When the bucket is full again, ms since the epoch. */
  resetAtMs: number;
  /** On refusal: how long until one token is back, ms. */
  retryAfterMs: number;
}

/** Where bucket levels live: this process's memory, or Postgres for several processes. */
export interface RateLimitStore {
  take(key: string, bucket: Bucket, nowMs: number): Promise<Take>;
}

function outcome(bucket: Bucket, tokensAfter: number, allowed: boolean, nowMs: number): Take {
  const missingForFull = bucket.capacity - tokensAfter;
  return {
    allowed,
    remaining: Math.max(0, Math.floor(tokensAfter)),
    resetAtMs: nowMs + (missingForFull / bucket.refillPerSecond) * 1000,
    retryAfterMs: allowed ? 0 : ((1 - tokensAfter) / bucket.refillPerSecond) * 1000,
  };
}

/** One process: a Map, no I/O at all. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, { tokens: number; updatedMs: number }>();

  async take(key: string, bucket: Bucket, nowMs: number): Promise<Take> {
    const state = this.buckets.get(key) ?? { tokens: bucket.capacity, updatedMs: nowMs };
    const tokens = this.tokens(key, bucket, nowMs);
    const allowed = tokens >= 1;
    const after = allowed ? tokens - 1 : tokens;
    this.buckets.set(key, { tokens: after, updatedMs: Math.max(nowMs, state.updatedMs) });
    if (this.buckets.size > 100_000) this.evictFull(nowMs, bucket);
    return outcome(bucket, after, allowed, nowMs);
  }

  /** Whether a token could be taken now, without taking it. */
  peek(key: string, bucket: Bucket, nowMs: number): Take {
    const tokens = this.tokens(key, bucket, nowMs);
    return outcome(bucket, tokens, tokens >= 1, nowMs);
  }

  private tokens(key: string, bucket: Bucket, nowMs: number): number {
    const state = this.buckets.get(key);
    if (!state) return bucket.capacity;
    return Math.min(bucket.capacity, state.tokens + (Math.max(0, nowMs - state.updatedMs) / 1000) * bucket.refillPerSecond);
  }

  /** Buckets that have refilled completely carry no information: drop them. */
  private evictFull(nowMs: number, bucket: Bucket): void {
    for (const [key, state] of this.buckets) {
      if (state.tokens + ((nowMs - state.updatedMs) / 1000) * bucket.refillPerSecond >= bucket.capacity) this.buckets.delete(key);
    }
  }
}

/**
 * Several processes on one Postgres share buckets: refill, check and take in
 * ONE atomic upsert per request (the row lock serializes concurrent takes).
 */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async take(key: string, bucket: Bucket, nowMs: number): Promise<Take> {
    const cap = bucket.capacity;
    const rate = bucket.refillPerSecond;
    const refilled = sql`least(${cap}::float8, rate_limit_buckets.tokens + greatest(0, ${nowMs}::float8 - rate_limit_buckets.updated_ms) * ${rate}::float8 / 1000.0)`;
    const [row] = await queryRows<{ tokens: number; allowed: boolean }>(
      this.db,
      sql`insert into rate_limit_buckets as rate_limit_buckets (key, tokens, updated_ms, allowed)
          values (${key}, ${cap - 1}::float8, ${nowMs}::float8, true)
          on conflict (key) do update set
            tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
            allowed = ${refilled} >= 1,
            updated_ms = greatest(rate_limit_buckets.updated_ms, ${nowMs}::float8)
          returning tokens, allowed`,
    );
    return outcome(bucket, Number(row!.tokens), Boolean(row!.allowed), nowMs);
  }
}

/** The documented rates (decisions §6): per second and burst. */
export function keyBucket(env: { type: 'live' | 'sandbox'; rateLimitPerMinute: number | null }, plan: 'standard' | 'scale'): Bucket {
  if (env.rateLimitPerMinute) return { capacity: env.rateLimitPerMinute, refillPerSecond: env.rateLimitPerMinute / 60 };
  if (env.type === 'sandbox') return { capacity: 60, refillPerSecond: 30 };
  return plan === 'scale' ? { capacity: 2000, refillPerSecond: 1000 } : { capacity: 200, refillPerSecond: 100 };
}

export interface Limited {
  keyId: string;
  environmentType: 'live' | 'sandbox';
  rateLimitPerMinute: number | null;
  tenant: { plan: 'standard' | 'scale' };
}

/**
 * Admits or refuses a request before any work: the key pair's bucket, then
 * the route's tighter bucket if it has one (a procedure's `meta.rateBucket`).
 * Sets the X-RateLimit-* headers (for the binding bucket: the route's when
 * there is one) on every answer, and Retry-After on a 429.
 */
export class RateLimiter {
  /** Failed key authentications: in this process's memory whatever the store, so a failure costs no round trip. */
  private readonly failures = new MemoryRateLimitStore();

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number,
  ) {}

  /**
   * One bucket outside the key pairs: a dashboard member (`member:<id>`) or a
   * client address on the public sign-in routes (`ip:<address>`). Same headers.
   */
  async admitBucket(key: string, bucket: Bucket, headers: Record<string, string | string[]>): Promise<{ retryAfterSeconds: number } | null> {
    const take = await this.store.take(key, bucket, this.now());
    if (!take.allowed) return refuse(bucket, take, headers);
    showLimit(bucket, take, headers);
    return null;
  }

  /**
   * Failed key authentications of these buckets (an address, a publishable key): with `count`, one failure is
   * counted in each; without, only whether they are spent. Refused when one is spent, with that bucket's headers.
   */
  async failedAuthentications(
    keys: readonly string[],
    headers: Record<string, string | string[]>,
    count: boolean,
  ): Promise<{ retryAfterSeconds: number } | null> {
    const nowMs = this.now();
    for (const key of keys) {
      const take = count ? await this.failures.take(key, FAILED_AUTH_BUCKET, nowMs) : this.failures.peek(key, FAILED_AUTH_BUCKET, nowMs);
      if (!take.allowed) return refuse(FAILED_AUTH_BUCKET, take, headers);
    }
    return null;
  }

  async admit(
    principal: Limited,
    route: string,
    headers: Record<string, string | string[]>,
    routeBucket?: Bucket,
  ): Promise<{ retryAfterSeconds: number } | null> {
    const nowMs = this.now();
    const keyBucketSpec = keyBucket({ type: principal.environmentType, rateLimitPerMinute: principal.rateLimitPerMinute }, principal.tenant.plan);
    let shown = { bucket: keyBucketSpec, take: await this.store.take(`key:${principal.keyId}`, keyBucketSpec, nowMs) };
    let refused = shown.take.allowed ? undefined : shown;
    if (routeBucket && !refused) {
      shown = { bucket: routeBucket, take: await this.store.take(`route:${route}:${principal.keyId}`, routeBucket, nowMs) };
      if (!shown.take.allowed) refused = shown;
    }
    if (refused) return refuse(refused.bucket, refused.take, headers);
    showLimit(shown.bucket, shown.take, headers);
    return null;
  }
}

/** X-RateLimit-* of a bucket after a take. */
function showLimit(bucket: Bucket, take: Take, headers: Record<string, string | string[]>): void {
  headers['X-RateLimit-Limit'] = String(bucket.capacity);
  headers['X-RateLimit-Remaining'] = String(take.remaining);
  headers['X-RateLimit-Reset'] = String(Math.ceil(take.resetAtMs / 1000));
}

/** The headers of a refusal (the refusing bucket's X-RateLimit-* and Retry-After), and how long to wait. */
function refuse(bucket: Bucket, take: Take, headers: Record<string, string | string[]>): { retryAfterSeconds: number } {
  const retryAfterSeconds = Math.max(1, Math.ceil(take.retryAfterMs / 1000));
  showLimit(bucket, take, headers);
  headers['Retry-After'] = String(retryAfterSeconds);
  return { retryAfterSeconds };
}
