import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { environments, tenants, type ENVIRONMENT_STATUSES, type TENANT_PLANS, type TENANT_STATUSES } from '../db/schema/index.ts';
import { newEnvironmentId, newId } from '../lib/ids.ts';
import { AppError } from '../trpc/errors.ts';
import { forgetAuthCache } from './auth.ts';
import { createKeyPair, type CreatedKeyPair } from './keys.ts';
import { NAME_MAX } from './user-input.ts';

/** Display names: a tenant's as long as a user's, an environment's as the dashboard allows. */
export const TENANT_NAME_MAX = NAME_MAX;
export const ENVIRONMENT_NAME_MAX = 100;
/** An environment's `webhookRetries` range is 0 to this. */
export const MAX_WEBHOOK_RETRIES = 20;

function checkName(value: string, max: number): string {
  const name = value.trim();
  if (!name || name.length > max) {
    const message = name ? `Name is at most ${max} characters.` : 'Name must not be empty.';
    throw new AppError('validation_failed', { param: 'name', message, details: [{ path: 'name', message }] });
  }
  return name;
}

export type TenantRow = typeof tenants.$inferSelect;
export type EnvironmentRow = typeof environments.$inferSelect;

export interface CreatedTenant {
  tenant: TenantRow;
  environments: EnvironmentRow[];
  keys: CreatedKeyPair[];
}

const ENVIRONMENT_NAMES = { live: 'Live', sandbox: 'Sandbox' } as const;

/** A tenant is born with a live and a sandbox environment and one key pair in each (decisions §1). */
export async function createTenant(
  db: DbOrTx,
  input: { name: string; plan?: (typeof TENANT_PLANS)[number] },
): Promise<CreatedTenant> {
  const name = checkName(input.name, TENANT_NAME_MAX);
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ id: newId('tenant'), name, plan: input.plan ?? 'standard' })
      .returning();
    const envs = await tx
      .insert(environments)
      .values(
        (['live', 'sandbox'] as const).map((type) => ({
          id: newEnvironmentId(),
          tenantId: tenant!.id,
          name: ENVIRONMENT_NAMES[type],
          type,
        })),
      )
      .returning();
    const keys: CreatedKeyPair[] = [];
    for (const env of envs) keys.push(await createKeyPair(tx, env));
    return { tenant: tenant!, environments: envs, keys };
  });
}

/**
 * Tenants for the operator CLI, newest first (ids are ULIDs), each with its
 * environments; `limit + 1` rows are read so the caller knows there are more.
 */
export async function listTenants(
  db: DbOrTx,
  opts: { status?: (typeof TENANT_STATUSES)[number]; limit: number },
): Promise<{ data: (TenantRow & { environments: EnvironmentRow[] })[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(tenants)
    .where(opts.status ? eq(tenants.status, opts.status) : undefined)
    .orderBy(desc(tenants.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const envs = page.length ? await db.select().from(environments).where(inArray(environments.tenantId, page.map((t) => t.id))) : [];
  return {
    data: page.map((t) => ({ ...t, environments: envs.filter((e) => e.tenantId === t.id).sort((a, b) => a.type.localeCompare(b.type)) })),
    hasMore: rows.length > opts.limit,
  };
}

export async function setTenantStatus(db: DbOrTx, tenantId: string, status: (typeof TENANT_STATUSES)[number]): Promise<TenantRow> {
  const [row] = await db.update(tenants).set({ status, updatedAt: new Date() }).where(eq(tenants.id, tenantId)).returning();
  if (!row) throw new AppError('not_found', { message: `No tenant ${tenantId}.` });
  forgetAuthCache(db);
  return row;
}

export interface EnvironmentPatch {
  name?: string;
  status?: (typeof ENVIRONMENT_STATUSES)[number];
  webhookRetries?: number;
  debugLogging?: boolean;
  rateLimitPerMinute?: number | null;
}

/**
 * The one place environment settings change (CLI now, dashboard later).
 * `tenantId` scopes the update when the caller is a tenant member.
 */
export async function updateEnvironment(db: DbOrTx, id: string, patch: EnvironmentPatch, tenantId?: string): Promise<EnvironmentRow> {
  const where = tenantId ? and(eq(environments.id, id), eq(environments.tenantId, tenantId)) : eq(environments.id, id);
  if (patch.name !== undefined) patch = { ...patch, name: checkName(patch.name, ENVIRONMENT_NAME_MAX) };
  const [row] = await db
    .update(environments)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning();
  if (!row) throw new AppError('not_found', { message: `No environment ${id}.` });
  forgetAuthCache(db);
  return row;
}
