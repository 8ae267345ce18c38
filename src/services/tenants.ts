import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { environments, tenants, type ENVIRONMENT_STATUSES, type TENANT_PLANS, type TENANT_STATUSES } from '../db/schema/index.ts';
import { newEnvironmentId, newId } from '../lib/ids.ts';
import { AppError } from '../trpc/errors.ts';
import { forgetAuthCache } from './auth.ts';
import { createKeyPair, type CreatedKeyPair } from './keys.ts';

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
  const name = input.name.trim();
  if (!name) throw new AppError('validation_failed', { param: 'name', details: [{ path: 'name', message: 'Name must not be empty.' }] });
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
  const [row] = await db
    .update(environments)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning();
  if (!row) throw new AppError('not_found', { message: `No environment ${id}.` });
  forgetAuthCache(db);
  return row;
}
