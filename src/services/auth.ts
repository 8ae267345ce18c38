import { and, eq, ne, sql } from 'drizzle-orm';
import { afterCommit, fillSlot, handleSlot, ownSlot } from '../db/handle.ts';
import type { Db, DbOrTx } from '../db/query.ts';
import { apiKeys, environments, tenants } from '../db/schema/index.ts';
import { safeEqual, sha256Hex } from '../lib/crypto.ts';
import { AppError } from '../errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ApiScope } from './scopes.ts';

/** Who is calling: resolved only from the key pair, never from input (STYLE convention 3). */
export interface KeyPrincipal {
  kind: 'key';
  keyId: string;
  publishableKey: string;
  tenantId: string;
  environmentId: string;
  environmentType: 'live' | 'sandbox';
  livemode: boolean;
  scopes: ReadonlySet<string>;
  rateLimitPerMinute: number | null;
  /** The environment's `debugLogging`: its keyed requests are written to the request log (src/services/request-logs.ts). */
  debugLogging: boolean;
  tenant: { id: string; name: string; status: string; plan: 'standard' | 'scale'; permissions: string[]; createdAt: Date };
}

const PUBLISHABLE_KEY = /^pk_(test|live)_[0-9A-Za-z]{24,128}$/;
const SECRET_KEY = /^sk_(test|live)_[0-9A-Za-z]{24,128}$/;

function buildKeyLookup(db: DbOrTx) {
  return db
    .select({
      keyId: apiKeys.id,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      environmentId: environments.id,
      environmentType: environments.type,
      environmentStatus: environments.status,
      rateLimitPerMinute: environments.rateLimitPerMinute,
      debugLogging: environments.debugLogging,
      tenantId: tenants.id,
      tenantName: tenants.name,
      tenantStatus: tenants.status,
      tenantPlan: tenants.plan,
      tenantPermissions: tenants.permissions,
      tenantCreatedAt: tenants.createdAt,
    })
    .from(apiKeys)
    .innerJoin(environments, eq(environments.id, apiKeys.environmentId))
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .where(eq(apiKeys.publishableKey, sql.placeholder('publishableKey')))
    .prepare('auth_key_lookup');
}

/**
 * Every request runs this lookup, so it is a named prepared statement (once per database handle):
 * drizzle sends other queries unprepared, and Postgres would parse and plan the three-table join again each time.
 */
const KEY_LOOKUP = Symbol('auth_key_lookup');

type KeyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof buildKeyLookup>['execute']>>[number]>;

export interface AuthCacheOptions {
  /** How long a lookup is reused; 0 turns the cache off. */
  ttlMs: number;
  now: () => number;
}

/** What an app that does not configure its cache gets (the CLI, scripts): production's bound on the system clock. */
export const DEFAULT_AUTH_CACHE: AuthCacheOptions = { ttlMs: 2_000, now: () => Date.now() };

/** How long a failed secret's pair check is reused: it only decides which 401 a wrong secret gets. */
const FAILED_SECRET_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Cached<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * One app's cache of key lookups, so most requests authenticate without a database round trip, and a wrong
 * secret is compared with the cached pair's digest (constant time) without one either. Bounded staleness: an
 * entry lives `ttlMs`, so a key revoked or an environment disabled by another process stops working
 * everywhere within that bound; changes made through this app's database handle clear it once they commit
 * (`forgetAuthCache`). It belongs to the app (src/services/app-state.ts), never to the module.
 */
export class AuthCache {
  /** The lookup of each key: its promise from the moment it starts, so concurrent requests for one key share one round trip. */
  private readonly rows = new Map<string, Cached<KeyRow | undefined>>();
  /** Whether a secret that failed is another pair's (`key_invalid`) or nobody's (`authentication_error`), by its digest. */
  private readonly failedSecrets = new Map<string, Cached<boolean>>();

  constructor(readonly opts: AuthCacheOptions) {}

  /** The pair of a publishable key if this app holds a fresh lookup of it (a promise: it may still be on its way). */
  cached(publishableKey: string): Promise<KeyRow | undefined> | undefined {
    const hit = this.opts.ttlMs > 0 ? this.rows.get(publishableKey) : undefined;
    return hit && hit.expiresAt > this.opts.now() ? hit.value : undefined;
  }

  /** Looks the pair up with `lookup` and keeps it, unless another request started the same lookup meanwhile (then shares it). */
  row(publishableKey: string, lookup: () => Promise<KeyRow | undefined>): Promise<KeyRow | undefined> {
    return this.cached(publishableKey) ?? this.remember(this.rows, publishableKey, lookup, this.opts.ttlMs);
  }

  /** Whether a wrong secret belongs to another pair: remembered by digest, so the same wrong secret is looked up once. */
  async otherPair(digest: string, lookup: () => Promise<boolean>): Promise<boolean> {
    const hit = this.failedSecrets.get(digest);
    if (hit && hit.expiresAt > this.opts.now()) return hit.value;
    return this.remember(this.failedSecrets, digest, lookup, FAILED_SECRET_TTL_MS);
  }

  /** Starts `lookup` and keeps its promise for `ttlMs` (forgotten at once if it fails: the next request tries again). */
  private remember<T>(map: Map<string, Cached<T>>, key: string, lookup: () => Promise<T>, ttlMs: number): Promise<T> {
    const pending = lookup();
    if (ttlMs <= 0) return pending;
    if (map.size >= MAX_ENTRIES) map.clear();
    const entry = { value: pending, expiresAt: this.opts.now() + ttlMs };
    map.set(key, entry);
    pending.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    return pending;
  }

  forget(): void {
    this.rows.clear();
    this.failedSecrets.clear();
  }
}

const AUTH_CACHE = Symbol('auth cache');

/** The auth cache of the app that owns this database handle. */
export function authCache(db: DbOrTx): AuthCache {
  return handleSlot(db, AUTH_CACHE, () => new AuthCache(DEFAULT_AUTH_CACHE));
}

/** Give a database handle its app's auth cache (src/services/app-state.ts), before any request uses it. */
export function useAuthCache(db: Db, cache: AuthCache): void {
  fillSlot(db, AUTH_CACHE, cache);
}

/**
 * Forget cached lookups once what `db` changed (a key, an environment, a tenant) is committed: at once when the
 * caller's transaction has returned, or when the outermost one commits — a request between the change and
 * its commit could otherwise cache the old row again.
 */
export function forgetAuthCache(db: DbOrTx): void {
  afterCommit(db, () => authCache(db).forget());
}

/** Where a key authentication comes from, for the failure throttle (decisions §15). */
export interface KeyAttempt {
  /** Absent: no throttle (rate limits off). */
  limiter?: RateLimiter;
  clientIp: string | null;
  /** The answer's headers: a throttled attempt's 429 carries the throttle's X-RateLimit-* and Retry-After. */
  headers: Record<string, string | string[]>;
}

/**
 * Resolve a key pair in the order of decisions §2: missing → invalid (unknown pk,
 * or a secret of another pair) → revoked → wrong/rotated secret → tenant → environment.
 */
export async function authenticateKeyPair(
  db: Db,
  publishableKey: string | undefined | null,
  secretKey: string | undefined | null,
  attempt?: KeyAttempt,
): Promise<KeyPrincipal> {
  if (!publishableKey || !secretKey) throw new AppError('key_missing');
  if (!PUBLISHABLE_KEY.test(publishableKey)) throw new AppError('key_invalid');

  const cache = authCache(db);
  const row = await (cache.cached(publishableKey) ?? lookUp(db, cache, publishableKey, attempt));
  if (!row) {
    await throttle(attempt, [addressOf(attempt)], true);
    throw new AppError('key_invalid');
  }

  const wellFormed = SECRET_KEY.test(secretKey);
  const digest = sha256Hex(secretKey);
  const secretMatches = wellFormed && safeEqual(digest, row.secretHash);
  if (!secretMatches || row.revokedAt) {
    // Counted before the pair check: the one round trip a wrong secret can cost, and once per secret (cached by digest).
    await throttle(attempt, [addressOf(attempt), `key:${publishableKey}`], true);
    const otherPair =
      !secretMatches &&
      wellFormed &&
      (await cache.otherPair(digest, async () => {
        const [other] = await db
          .select({ id: apiKeys.id })
          .from(apiKeys)
          .where(and(eq(apiKeys.secretHash, digest), ne(apiKeys.id, row.keyId)))
          .limit(1);
        return Boolean(other);
      }));
    if (otherPair) throw new AppError('key_invalid', { message: 'The publishable and secret keys belong to different key pairs.' });
    throw new AppError(row.revokedAt ? 'key_revoked' : 'authentication_error');
  }
  if (row.tenantStatus !== 'active') throw new AppError('tenant_unresolved');
  if (row.environmentStatus !== 'active') throw new AppError('environment_disabled');

  return {
    kind: 'key',
    keyId: row.keyId,
    publishableKey,
    tenantId: row.tenantId,
    environmentId: row.environmentId,
    environmentType: row.environmentType,
    livemode: row.environmentType === 'live',
    scopes: new Set(row.scopes),
    rateLimitPerMinute: row.rateLimitPerMinute,
    debugLogging: row.debugLogging,
    tenant: {
      id: row.tenantId,
      name: row.tenantName,
      status: row.tenantStatus,
      plan: row.tenantPlan,
      permissions: row.tenantPermissions,
      createdAt: row.tenantCreatedAt,
    },
  };
}

/**
 * Failed attempts are counted per client address and per publishable key, in memory; once either is spent, a failure
 * is answered 429 before the work it would cost (a lookup of a key not cached, the pair check of a secret). With
 * `count` false, only whether they are spent.
 */
async function throttle(attempt: KeyAttempt | undefined, keys: string[], count: boolean): Promise<void> {
  const limited = attempt?.limiter && (await attempt.limiter.failedAuthentications(keys, attempt.headers, count));
  if (limited) throw new AppError('rate_limit_exceeded', { message: `Too many failed authentications; retry after ${limited.retryAfterSeconds} s.` });
}

const addressOf = (attempt: KeyAttempt | undefined) => `address:${attempt?.clientIp ?? 'unknown'}`;

/** A key this app holds no fresh lookup of: one round trip (shared with concurrent requests), not for an address that keeps failing. */
async function lookUp(db: Db, cache: AuthCache, publishableKey: string, attempt: KeyAttempt | undefined): Promise<KeyRow | undefined> {
  await throttle(attempt, [addressOf(attempt)], false);
  return cache.row(publishableKey, async () => (await ownSlot(db, KEY_LOOKUP, () => buildKeyLookup(db)).execute({ publishableKey }))[0]);
}

export function hasScope(principal: KeyPrincipal, scope: ApiScope): boolean {
  return principal.scopes.has(scope);
}
