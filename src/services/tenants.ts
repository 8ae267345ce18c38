import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { environments, tenants, transactions, type ENVIRONMENT_STATUSES, type TENANT_PLANS, type TENANT_STATUSES } from '../db/schema/index.ts';
import { newEnvironmentId, newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
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

/** An environment as the API, the dashboard and the CLI show it (documented by routers/environments/environment.types.ts). */
export interface EnvironmentView {
  id: string;
  tenantId: string;
  name: string;
  type: EnvironmentRow['type'];
  status: EnvironmentRow['status'];
  disabledBy: EnvironmentRow['disabledBy'];
  apiVersion: 'v1';
  webhookRetries: number;
  debugLogging: boolean;
  rateLimitPerMinute: number | null;
  livemode: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toEnvironment(row: EnvironmentRow): EnvironmentView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    type: row.type,
    status: row.status,
    disabledBy: row.disabledBy,
    apiVersion: 'v1',
    webhookRetries: row.webhookRetries,
    debugLogging: row.debugLogging,
    rateLimitPerMinute: row.rateLimitPerMinute,
    livemode: row.type === 'live',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
 * The one place environment settings change: by the operator (CLI, no
 * `tenantId`) or by a member of the tenant (`tenantId` scopes the update).
 * Who disabled an environment is kept: the tenant cannot re-enable one the
 * operator disabled (decisions §12), while the operator may undo either.
 */
export async function updateEnvironment(db: DbOrTx, id: string, patch: EnvironmentPatch, tenantId?: string): Promise<EnvironmentRow> {
  const by = tenantId ? 'tenant' : 'operator';
  const where = tenantId ? and(eq(environments.id, id), eq(environments.tenantId, tenantId)) : eq(environments.id, id);
  if (patch.name !== undefined) patch = { ...patch, name: checkName(patch.name, ENVIRONMENT_NAME_MAX) };
  const [current] = await db.select({ status: environments.status, disabledBy: environments.disabledBy }).from(environments).where(where).for('update');
  if (!current) throw new AppError('not_found', { message: `No environment ${id}.` });
  let disabledBy = current.disabledBy;
  if (patch.status === 'active' && current.status === 'disabled') {
    if (by === 'tenant' && current.disabledBy === 'operator') {
      const message = 'This environment was disabled by the platform operator; only the operator can enable it again.';
      throw new AppError('invalid_state', { param: 'status', message });
    }
    disabledBy = null;
  } else if (patch.status === 'disabled' && current.status === 'active') {
    disabledBy = by;
  } else if (patch.status === 'disabled' && by === 'operator') {
    // The operator takes over a tenant's own switch, so the tenant cannot undo it.
    disabledBy = 'operator';
  }
  const [row] = await db
    .update(environments)
    .set({ ...patch, disabledBy, updatedAt: new Date() })
    .where(where)
    .returning();
  if (!row) throw new AppError('not_found', { message: `No environment ${id}.` });
  forgetAuthCache(db);
  return row;
}

export interface PartitionState {
  tenantStatus: (typeof TENANT_STATUSES)[number];
  environmentStatus: (typeof ENVIRONMENT_STATUSES)[number];
}

/** Whether a tenant and one of its environments are open for business (hosted pages check it as API keys do). */
export async function partitionState(db: DbOrTx, partition: { tenantId: string; environmentId: string }): Promise<PartitionState | null> {
  const [row] = await db
    .select({ tenantStatus: tenants.status, environmentStatus: environments.status })
    .from(environments)
    .innerJoin(tenants, eq(tenants.id, environments.tenantId))
    .where(and(eq(environments.id, partition.environmentId), eq(environments.tenantId, partition.tenantId)));
  return row ?? null;
}

/** The same, found from a transaction's public token (the party pages' path). */
export async function partitionStateByTransactionToken(db: DbOrTx, token: string): Promise<PartitionState | null> {
  const [row] = await db
    .select({ tenantStatus: tenants.status, environmentStatus: environments.status })
    .from(transactions)
    .innerJoin(environments, and(eq(environments.id, transactions.environmentId), eq(environments.tenantId, transactions.tenantId)))
    .innerJoin(tenants, eq(tenants.id, transactions.tenantId))
    .where(eq(transactions.token, token));
  return row ?? null;
}

/** The status of a tenant; null when there is none. */
export async function tenantStatus(db: DbOrTx, tenantId: string): Promise<(typeof TENANT_STATUSES)[number] | null> {
  const [row] = await db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.status ?? null;
}
