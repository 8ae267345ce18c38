import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/query.ts';
import { apiKeys, environments, tenants } from '../db/schema/index.ts';
import { safeEqual, sha256Hex } from '../lib/crypto.ts';
import { AppError } from '../errors.ts';
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

function buildKeyLookup(db: Db) {
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
 * Every request runs this lookup, so it is a named prepared statement:
 * drizzle sends other queries unprepared, and Postgres would parse and plan
 * the three-table join again each time.
 */
const keyLookups = new WeakMap<Db, ReturnType<typeof buildKeyLookup>>();
function keyLookup(db: Db) {
  let prepared = keyLookups.get(db);
  if (!prepared) keyLookups.set(db, (prepared = buildKeyLookup(db)));
  return prepared;
}

type KeyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof keyLookup>['execute']>>[number]>;

/**
 * An in-process cache of key lookups, so most requests authenticate without a
 * database round trip. Bounded staleness: an entry lives `ttlMs` (default 2 s),
 * so a key revoked or an environment disabled by another process stops
 * working everywhere within that bound; changes made through this process's
 * database handle clear the cache at once (`forgetAuthCache`).
 */
export interface AuthCacheOptions {
  ttlMs: number;
  now: () => number;
}

const registeredDbs = new Set<Db>();
const caches = new WeakMap<object, { opts: AuthCacheOptions; rows: Map<string, { row: KeyRow | undefined; expiresAt: number }> }>();

export function enableAuthCache(db: Db, opts: AuthCacheOptions): void {
  caches.set(db, { opts, rows: new Map() });
  registeredDbs.add(db);
}

export function forgetAuthCache(db: DbOrTx): void {
  caches.get(db)?.rows.clear();
  // A transaction handle changes the same database: clear every cache (there is one per database in practice).
  if (!caches.has(db)) for (const registered of registeredDbs) caches.get(registered)?.rows.clear();
}

async function lookupKey(db: Db, publishableKey: string): Promise<KeyRow | undefined> {
  const cache = caches.get(db);
  if (cache && cache.opts.ttlMs > 0) {
    const now = cache.opts.now();
    const hit = cache.rows.get(publishableKey);
    if (hit && hit.expiresAt > now) return hit.row;
    const [row] = await keyLookup(db).execute({ publishableKey });
    if (cache.rows.size > 50_000) cache.rows.clear();
    cache.rows.set(publishableKey, { row, expiresAt: now + cache.opts.ttlMs });
    return row;
  }
  const [row] = await keyLookup(db).execute({ publishableKey });
  return row;
}

/**
 * Resolve a key pair in the order of decisions §2: missing → invalid (unknown pk,
 * or a secret of another pair) → revoked → wrong/rotated secret → tenant → environment.
 */
export async function authenticateKeyPair(db: Db, publishableKey: string | undefined | null, secretKey: string | undefined | null): Promise<KeyPrincipal> {
  if (!publishableKey || !secretKey) throw new AppError('key_missing');
  if (!PUBLISHABLE_KEY.test(publishableKey)) throw new AppError('key_invalid');

  const row = await lookupKey(db, publishableKey);
  if (!row) throw new AppError('key_invalid');

  const wellFormed = SECRET_KEY.test(secretKey);
  const digest = sha256Hex(secretKey);
  const secretMatches = wellFormed && safeEqual(digest, row.secretHash);
  if (!secretMatches && wellFormed) {
    const [other] = await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.secretHash, digest), ne(apiKeys.id, row.keyId)))
      .limit(1);
    if (other) throw new AppError('key_invalid', { message: 'The publishable and secret keys belong to different key pairs.' });
  }
  if (row.revokedAt) throw new AppError('key_revoked');
  if (!secretMatches) throw new AppError('authentication_error');
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

export function hasScope(principal: KeyPrincipal, scope: ApiScope): boolean {
  return principal.scopes.has(scope);
}
