import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { apiKeys, environments } from '../db/schema/index.ts';
import { randomBase62, sha256Hex } from '../lib/crypto.ts';
import { newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { forgetAuthCache } from './auth.ts';
import { API_SCOPES, type ApiScope } from './scopes.ts';

const KEY_RANDOM_LENGTH = 32;

export interface CreatedKeyPair {
  id: string;
  environment: 'live' | 'sandbox';
  environmentId: string;
  publishableKey: string;
  /** Shown once, here; only its SHA-256 digest is stored. */
  secretKey: string;
  scopes: ApiScope[];
}

function keyMode(type: 'live' | 'sandbox'): 'live' | 'test' {
  return type === 'live' ? 'live' : 'test';
}

export function newSecretKey(type: 'live' | 'sandbox'): string {
  return `sk_${keyMode(type)}_${randomBase62(KEY_RANDOM_LENGTH)}`;
}

export async function createKeyPair(
  db: DbOrTx,
  env: { id: string; tenantId: string; type: 'live' | 'sandbox' },
  scopes: readonly ApiScope[] = API_SCOPES,
): Promise<CreatedKeyPair> {
  const publishableKey = `pk_${keyMode(env.type)}_${randomBase62(KEY_RANDOM_LENGTH)}`;
  const secretKey = newSecretKey(env.type);
  const id = newId('apiKey');
  await db.insert(apiKeys).values({
    id,
    tenantId: env.tenantId,
    environmentId: env.id,
    publishableKey,
    secretHash: sha256Hex(secretKey),
    secretLast4: secretKey.slice(-4),
    scopes: [...scopes],
  });
  return { id, environment: env.type, environmentId: env.id, publishableKey, secretKey, scopes: [...scopes] };
}

export async function createKeyPairForEnvironment(
  db: DbOrTx,
  tenantId: string,
  type: 'live' | 'sandbox',
  scopes?: readonly ApiScope[],
): Promise<CreatedKeyPair> {
  const [env] = await db
    .select({ id: environments.id, tenantId: environments.tenantId, type: environments.type })
    .from(environments)
    .where(and(eq(environments.tenantId, tenantId), eq(environments.type, type)));
  if (!env) throw new AppError('not_found', { message: `No tenant ${tenantId}.` });
  return createKeyPair(db, env, scopes);
}

export type KeyPairRow = typeof apiKeys.$inferSelect;

/** A tenant's key pairs, revoked ones too, oldest first, with their environment's type; never a secret. */
export async function listKeyPairs(db: DbOrTx, tenantId: string, type?: 'live' | 'sandbox'): Promise<{ key: KeyPairRow; environment: 'live' | 'sandbox' }[]> {
  return db
    .select({ key: apiKeys, environment: environments.type })
    .from(apiKeys)
    .innerJoin(environments, eq(environments.id, apiKeys.environmentId))
    .where(and(eq(apiKeys.tenantId, tenantId), type ? eq(environments.type, type) : undefined))
    .orderBy(asc(apiKeys.id));
}

export async function revokeKeyPair(db: DbOrTx, publishableKey: string, now = new Date()): Promise<{ id: string; revokedAt: Date }> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(apiKeys.publishableKey, publishableKey), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, revokedAt: apiKeys.revokedAt });
  if (row?.revokedAt) {
    forgetAuthCache(db);
    return { id: row.id, revokedAt: row.revokedAt };
  }
  const [existing] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.publishableKey, publishableKey));
  if (!existing) throw new AppError('not_found', { message: 'No such publishable key.' });
  throw new AppError('invalid_state', { message: 'The key pair is already revoked.' });
}

/** Replace the secret of a live pair; the old secret stops working on the next request. */
export async function rotateSecret(
  db: DbOrTx,
  publishableKey: string,
  now = new Date(),
): Promise<{ id: string; publishableKey: string; secretKey: string }> {
  const [existing] = await db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt, type: environments.type })
    .from(apiKeys)
    .innerJoin(environments, eq(environments.id, apiKeys.environmentId))
    .where(eq(apiKeys.publishableKey, publishableKey));
  if (!existing) throw new AppError('not_found', { message: 'No such publishable key.' });
  if (existing.revokedAt) throw new AppError('invalid_state', { message: 'A revoked key pair cannot be rotated.' });
  const secretKey = newSecretKey(existing.type);
  const [row] = await db
    .update(apiKeys)
    .set({ secretHash: sha256Hex(secretKey), secretLast4: secretKey.slice(-4), secretRotatedAt: now, updatedAt: now })
    .where(and(eq(apiKeys.id, existing.id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw new AppError('invalid_state', { message: 'A revoked key pair cannot be rotated.' });
  forgetAuthCache(db);
  return { id: existing.id, publishableKey, secretKey };
}
