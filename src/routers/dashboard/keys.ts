import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiKeys, ENVIRONMENT_TYPES, environments } from '../../db/schema/index.ts';
import { recordAudit } from '../../services/audit.ts';
import { forgetAuthCache } from '../../services/auth.ts';
import { createKeyPairForEnvironment, revokeKeyPair, rotateSecret } from '../../services/keys.ts';
import { API_SCOPES } from '../../services/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { idParam, iso, noInput, objectId, timestamp } from '../shared/schemas.ts';
import { actorOf, environmentParam, TAG } from './shared.ts';

/** A tenant keeps every key pair it ever had (revoked ones too); the dashboard lists them all. */
const MAX_KEYS_LISTED = 1000;

/** `pk_test_`/`sk_live_` + up to 128 base62 characters (32 when issued here). */
const KEY_MAX = 140;

const keyIdParam = idParam('apiKey', 'Must be a key pair id (key_…).').meta({ description: 'Key pair id.' });

export const apiKeySchema = z
  .object({
    id: objectId(),
    environment: z.enum(ENVIRONMENT_TYPES),
    environmentId: objectId(),
    publishableKey: z.string().max(KEY_MAX),
    secretLast4: z.string().max(4).meta({ description: 'The last 4 characters of the secret key; the secret itself is never shown again.' }),
    scopes: z.array(z.enum(API_SCOPES)).max(API_SCOPES.length),
    createdAt: timestamp(),
    revokedAt: timestamp().nullable(),
  })
  .meta({ id: 'DashboardApiKey' });

const secretKey = z.string().max(KEY_MAX).meta({ description: 'The secret key, shown only in this answer (only its SHA-256 digest is stored).' });
export const apiKeyWithSecretSchema = apiKeySchema.extend({ secretKey }).meta({ id: 'DashboardApiKeyWithSecret' });

type KeyOut = z.infer<typeof apiKeySchema>;

/** Key pairs with their environment's type; callers add the tenant filter. */
const selectKeys = (db: DbOrTx) => db.select({ key: apiKeys, environment: environments.type }).from(apiKeys).innerJoin(environments, eq(environments.id, apiKeys.environmentId));

function toKey({ key, environment }: { key: typeof apiKeys.$inferSelect; environment: 'live' | 'sandbox' }): KeyOut {
  return {
    id: key.id,
    environment,
    environmentId: key.environmentId,
    publishableKey: key.publishableKey,
    secretLast4: key.secretLast4,
    scopes: key.scopes.filter((s): s is (typeof API_SCOPES)[number] => (API_SCOPES as readonly string[]).includes(s)),
    createdAt: iso(key.createdAt),
    revokedAt: key.revokedAt ? iso(key.revokedAt) : null,
  };
}

/** What the audit log shows of a key: never the secret, only its last 4 characters. */
const keyAudit = (k: KeyOut) => ({ publishableKey: k.publishableKey, environment: k.environment, secretLast4: k.secretLast4, revokedAt: k.revokedAt });

async function keyOf(db: DbOrTx, tenantId: string, id: string): Promise<KeyOut> {
  const [row] = await selectKeys(db).where(and(eq(apiKeys.id, id), eq(apiKeys.tenantId, tenantId)));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such key pair: ${id}` });
  return toKey(row);
}

export const listKeys = memberProcedure('dashboard.read')
  .meta({ openapi: { method: 'GET', path: '/v1/dashboard/keys', tags: [TAG], summary: 'List API key pairs', description: "The tenant's key pairs in both environments, oldest first, revoked ones included. Secrets are never shown: only their last 4 characters." } })
  .input(noInput)
  .output(z.object({ data: z.array(apiKeySchema).max(MAX_KEYS_LISTED) }))
  .query(async ({ ctx }) => {
    const rows = await selectKeys(ctx.db).where(eq(apiKeys.tenantId, ctx.session.tenantId)).orderBy(asc(apiKeys.id)).limit(MAX_KEYS_LISTED);
    return { data: rows.map(toKey) };
  });

export const createKey = memberProcedure('keys.write')
  .meta({
    openapi: { method: 'POST', path: '/v1/dashboard/keys', tags: [TAG], summary: 'Create an API key pair', description: 'A new key pair in the chosen environment with every scope. The secret key is in this answer only. Written to the audit log.' },
  })
  .input(z.object({ environment: environmentParam }).strict())
  .output(apiKeyWithSecretSchema)
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    const out = await ctx.db.transaction(async (tx) => {
      const created = await createKeyPairForEnvironment(tx, session.tenantId, input.environment);
      const key = await keyOf(tx, session.tenantId, created.id);
      await recordAudit(tx, actorOf(session), { tenantId: session.tenantId, environmentId: key.environmentId, action: 'api_key.created', targetType: 'api_key', targetId: key.id, after: keyAudit(key) }, now);
      return { ...key, secretKey: created.secretKey };
    });
    forgetAuthCache(ctx.db);
    return out;
  });

export const revokeKey = memberProcedure('keys.write')
  .meta({
    openapi: { method: 'POST', path: '/v1/dashboard/keys/{id}/revoke', tags: [TAG], summary: 'Revoke an API key pair', description: 'Requests with the pair fail with 401 `key_revoked` from now on. A revoked pair answers 409 `invalid_state`. Written to the audit log.' },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: keyIdParam }).strict())
  .output(apiKeySchema)
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    const out = await ctx.db.transaction(async (tx) => {
      const before = await keyOf(tx, session.tenantId, input.id);
      await revokeKeyPair(tx, before.publishableKey, now);
      const after = await keyOf(tx, session.tenantId, input.id);
      await recordAudit(tx, actorOf(session), { tenantId: session.tenantId, environmentId: after.environmentId, action: 'api_key.revoked', targetType: 'api_key', targetId: after.id, before: keyAudit(before), after: keyAudit(after) }, now);
      return after;
    });
    // Again after commit: no request may have cached the pair between the change and its commit.
    forgetAuthCache(ctx.db);
    return out;
  });

export const rotateKeySecret = memberProcedure('keys.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/keys/{id}/rotate-secret',
      tags: [TAG],
      summary: "Rotate a key pair's secret",
      description: 'A new secret key, shown only in this answer; the old secret fails with 401 `authentication_error` from now on. A revoked pair answers 409 `invalid_state`. Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: keyIdParam }).strict())
  .output(apiKeyWithSecretSchema)
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    const out = await ctx.db.transaction(async (tx) => {
      const before = await keyOf(tx, session.tenantId, input.id);
      const rotated = await rotateSecret(tx, before.publishableKey, now);
      const after = await keyOf(tx, session.tenantId, input.id);
      await recordAudit(tx, actorOf(session), { tenantId: session.tenantId, environmentId: after.environmentId, action: 'api_key.secret_rotated', targetType: 'api_key', targetId: after.id, before: keyAudit(before), after: keyAudit(after) }, now);
      return { ...after, secretKey: rotated.secretKey };
    });
    forgetAuthCache(ctx.db);
    return out;
  });
