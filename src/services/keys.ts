import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { apiKeys, environments } from '../db/schema/index.ts';
import { randomBase62, sha256Hex } from '../lib/crypto.ts';
import { idPattern, newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { actorTenant, CLI_ACTOR, recordAudit, type Actor } from './audit.ts';
import { forgetAuthCache } from './auth.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';
import { API_SCOPES, type ApiScope } from './scopes.ts';

const KEY_RANDOM_LENGTH = 32;

export type KeyPairRow = typeof apiKeys.$inferSelect;

/** A key pair with its environment's type, as lists and changes return it; never a secret. */
export interface KeyPair {
  key: KeyPairRow;
  environment: 'live' | 'sandbox';
}

/** What a new pair is: what it is called (null: unnamed) and the scopes it holds (default: every scope). */
export interface KeySpec {
  scopes?: readonly ApiScope[];
  name?: string | null;
}

/** A key pair's name is a label in the dashboard and the audit log. */
export const KEY_NAME_MAX = 100;

export interface CreatedKeyPair {
  id: string;
  environment: 'live' | 'sandbox';
  environmentId: string;
  publishableKey: string;
  /** Shown once, here; only its SHA-256 digest is stored. */
  secretKey: string;
  scopes: ApiScope[];
  /** The stored row (the secret's digest and last 4 characters, not the secret). */
  key: KeyPairRow;
}

/**
 * Which pair a change names: a publishable key (the operator's handle on a
 * pair) or a pair id (the dashboard's). A member's lookups stay in its tenant.
 */
export type KeyPairRef = string | { id: string };

function keyMode(type: 'live' | 'sandbox'): 'live' | 'test' {
  return type === 'live' ? 'live' : 'test';
}

export function newSecretKey(type: 'live' | 'sandbox'): string {
  return `sk_${keyMode(type)}_${randomBase62(KEY_RANDOM_LENGTH)}`;
}

/** What names a key pair to a reader of one audit row: the id it is looked up by. */
const KEY_NAMES = ['publishableKey'];

/** What the audit log shows of a key: never the secret, only its last 4 characters. */
function keyAudit({ key, environment }: KeyPair): Record<string, unknown> {
  return {
    name: key.name,
    publishableKey: key.publishableKey,
    environment,
    secretLast4: key.secretLast4,
    scopes: key.scopes,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** Inserts a pair in the caller's transaction; the caller writes the audit row (createTenant's birth record, or the function below). */
export async function createKeyPair(
  db: DbOrTx,
  env: { id: string; tenantId: string; type: 'live' | 'sandbox' },
  { scopes = API_SCOPES, name = null }: KeySpec = {},
): Promise<CreatedKeyPair> {
  const publishableKey = `pk_${keyMode(env.type)}_${randomBase62(KEY_RANDOM_LENGTH)}`;
  const secretKey = newSecretKey(env.type);
  const [key] = await db
    .insert(apiKeys)
    .values({
      id: newId('apiKey'),
      name,
      tenantId: env.tenantId,
      environmentId: env.id,
      publishableKey,
      secretHash: sha256Hex(secretKey),
      secretLast4: secretKey.slice(-4),
      scopes: [...scopes],
    })
    .returning();
  return { id: key!.id, environment: env.type, environmentId: env.id, publishableKey, secretKey, scopes: [...scopes], key: key! };
}

/**
 * A new pair in a tenant's environment of this type, with its `api_key.created`
 * audit row by `by` (the dashboard's member, the CLI, `system` for the demo
 * tenant). `null` only where test fixtures and benchmarks build state: no row.
 */
export async function createKeyPairForEnvironment(
  db: DbOrTx,
  tenantId: string,
  type: 'live' | 'sandbox',
  spec: KeySpec,
  by: Actor | null,
  now = new Date(),
): Promise<CreatedKeyPair> {
  const bound = by && actorTenant(by);
  const created = await db.transaction(async (tx) => {
    const [env] = await tx
      .select({ id: environments.id, tenantId: environments.tenantId, type: environments.type })
      .from(environments)
      .where(and(eq(environments.tenantId, tenantId), eq(environments.type, type), bound ? eq(environments.tenantId, bound) : undefined));
    if (!env) throw new AppError('not_found', { message: `No tenant ${tenantId}.` });
    const pair = await createKeyPair(tx, env, spec);
    if (by) {
      const entry = { tenantId: env.tenantId, environmentId: env.id, action: 'api_key.created', targetType: 'api_key', targetId: pair.id };
      await recordAudit(tx, by, { ...entry, after: keyAudit(pair) }, now);
    }
    return pair;
  });
  forgetAuthCache(db);
  return created;
}

/** A tenant's key pairs, revoked ones too, oldest first, with their environment's type; never a secret. */
export async function listKeyPairs(db: DbOrTx, tenantId: string, type?: 'live' | 'sandbox', limit?: number): Promise<KeyPair[]> {
  const query = db
    .select({ key: apiKeys, environment: environments.type })
    .from(apiKeys)
    .innerJoin(environments, eq(environments.id, apiKeys.environmentId))
    .where(and(eq(apiKeys.tenantId, tenantId), type ? eq(environments.type, type) : undefined))
    .orderBy(asc(apiKeys.id));
  return limit === undefined ? query : query.limit(limit);
}

/** A tenant's key pairs, newest first, a page at a time (the dashboard's list); both environments unless one is named. */
export async function listKeyPairsPage(
  db: DbOrTx,
  deps: PaginationDeps,
  tenantId: string,
  query: PageQuery,
  filters: { environment?: 'live' | 'sandbox' },
): Promise<Page<KeyPair>> {
  const base = and(eq(apiKeys.tenantId, tenantId), filters.environment ? eq(environments.type, filters.environment) : undefined);
  return paginate(deps, query, {
    scope: `api_keys:${tenantId}:${filters.environment ?? '*'}`,
    idPattern: idPattern('apiKey'),
    fetch: async (keyset) =>
      (
        await db
          .select({ key: apiKeys, environment: environments.type })
          .from(apiKeys)
          .innerJoin(environments, eq(environments.id, apiKeys.environmentId))
          .where(keysetWhere(apiKeys.id, keyset, base))
          .orderBy(keysetOrder(apiKeys.id, keyset))
          .limit(keyset.take)
      ).map((pair) => ({ id: pair.key.id, ...pair })),
    map: ({ key, environment }) => ({ key, environment }),
  });
}

/** The pair a change names, locked for the change's transaction (concurrent revokes and rotations take turns). */
async function lockKeyPair(tx: DbOrTx, ref: KeyPairRef, by: Actor): Promise<KeyPair> {
  const bound = actorTenant(by);
  const [found] = await tx
    .select({ key: apiKeys, environment: environments.type })
    .from(apiKeys)
    .innerJoin(environments, eq(environments.id, apiKeys.environmentId))
    .where(and(typeof ref === 'string' ? eq(apiKeys.publishableKey, ref) : eq(apiKeys.id, ref.id), bound ? eq(apiKeys.tenantId, bound) : undefined))
    .for('no key update', { of: apiKeys });
  if (found) return found;
  if (typeof ref === 'string') throw new AppError('not_found', { message: 'No such publishable key.' });
  throw new AppError('not_found', { param: 'id', message: `No such key pair: ${ref.id}` });
}

/**
 * Revoke a pair: it fails with 401 key_revoked from the next request, on this
 * process at once and on others within the auth cache's bound. `by` defaults
 * to the operator.
 */
export async function revokeKeyPair(db: DbOrTx, ref: KeyPairRef, by: Actor = CLI_ACTOR, now = new Date()): Promise<KeyPair> {
  const revoked = await db.transaction(async (tx) => {
    const before = await lockKeyPair(tx, ref, by);
    if (before.key.revokedAt) throw new AppError('invalid_state', { message: 'The key pair is already revoked.' });
    const [key] = await tx.update(apiKeys).set({ revokedAt: now, updatedAt: now }).where(eq(apiKeys.id, before.key.id)).returning();
    const after = { key: key!, environment: before.environment };
    const entry = { tenantId: key!.tenantId, environmentId: key!.environmentId, action: 'api_key.revoked', targetType: 'api_key', targetId: key!.id };
    await recordAudit(tx, by, { ...entry, before: keyAudit(before), after: keyAudit(after), names: KEY_NAMES }, now);
    return after;
  });
  // After commit: a request between the change and its commit could have cached the pair again.
  forgetAuthCache(db);
  return revoked;
}

/** Replace the secret of a live pair; the old secret stops working on the next request. `by` defaults to the operator. */
export async function rotateSecret(
  db: DbOrTx,
  ref: KeyPairRef,
  by: Actor = CLI_ACTOR,
  now = new Date(),
): Promise<KeyPair & { id: string; publishableKey: string; secretKey: string }> {
  const rotated = await db.transaction(async (tx) => {
    const before = await lockKeyPair(tx, ref, by);
    if (before.key.revokedAt) throw new AppError('invalid_state', { message: 'A revoked key pair cannot be rotated.' });
    const secretKey = newSecretKey(before.environment);
    const [key] = await tx
      .update(apiKeys)
      .set({ secretHash: sha256Hex(secretKey), secretLast4: secretKey.slice(-4), secretRotatedAt: now, updatedAt: now })
      .where(eq(apiKeys.id, before.key.id))
      .returning();
    const after = { key: key!, environment: before.environment };
    const entry = { tenantId: key!.tenantId, environmentId: key!.environmentId, action: 'api_key.secret_rotated', targetType: 'api_key', targetId: key!.id };
    await recordAudit(tx, by, { ...entry, before: keyAudit(before), after: keyAudit(after), names: KEY_NAMES }, now);
    return { ...after, id: key!.id, publishableKey: key!.publishableKey, secretKey };
  });
  forgetAuthCache(db);
  return rotated;
}
