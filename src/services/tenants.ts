/** Tenants: creating one (with its environments and key pairs), listing them, and the operator's tenant settings. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { environments, tenants, type TENANT_PLANS, type TENANT_STATUSES } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { newEnvironmentId, newId } from '../lib/ids.ts';
import { CLI_ACTOR, recordAudit, type Actor } from './audit.ts';
import { forgetAuthCache } from './auth.ts';
import { createKeyPair, type CreatedKeyPair } from './keys.ts';
import { NAME_MAX } from './user-input.ts';

/** A tenant's display name is as long as a user's. */
export const TENANT_NAME_MAX = NAME_MAX;

/** A tenant's or environment's display name, trimmed; validation_failed when empty or longer than `max`. */
export function checkName(value: string, max: number): string {
  const name = value.trim();
  if (!name || name.length > max) {
    const message = name ? `Name is at most ${max} characters.` : 'Name must not be empty.';
    throw new AppError('validation_failed', { param: 'name', message, details: [{ path: 'name', message }] });
  }
  return name;
}

export type TenantRow = typeof tenants.$inferSelect;
/** Here rather than imported from environments.ts, which imports this file. */
type EnvironmentRow = typeof environments.$inferSelect;

export interface CreatedTenant {
  tenant: TenantRow;
  environments: EnvironmentRow[];
  keys: CreatedKeyPair[];
}

const ENVIRONMENT_NAMES = { live: 'Live', sandbox: 'Sandbox' } as const;

/**
 * A tenant is born with a live and a sandbox environment and one key pair in
 * each (decisions §1). Its audit log starts with `tenant.created` when an actor
 * is named (the CLI; `system` for the demo tenant); `null` only where test
 * fixtures and benchmarks build state.
 */
export async function createTenant(
  db: DbOrTx,
  input: { name: string; plan?: (typeof TENANT_PLANS)[number] },
  by: Actor | null,
  now = new Date(),
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
    if (by) {
      const after = {
        ...tenantAudit(tenant!),
        environments: envs.map((e) => ({ id: e.id, type: e.type })),
        keys: keys.map((k) => ({ publishableKey: k.publishableKey, environment: k.environment, secretLast4: k.key.secretLast4 })),
      };
      await recordAudit(tx, by, { tenantId: tenant!.id, action: 'tenant.created', targetType: 'tenant', targetId: tenant!.id, after }, now);
    }
    return { tenant: tenant!, environments: envs, keys };
  });
}

const tenantAudit = (t: TenantRow) => ({ name: t.name, plan: t.plan, status: t.status, sanctionsThreshold: t.sanctionsThreshold });

/** The tenant's id, or not_found (the CLI's check before it acts on a tenant). */
export async function requireTenant(db: DbOrTx, tenantId: string): Promise<string> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new AppError('not_found', { message: `No tenant ${tenantId}.` });
  return tenant.id;
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
  const envs = page.length
    ? await db
        .select()
        .from(environments)
        .where(
          inArray(
            environments.tenantId,
            page.map((t) => t.id),
          ),
        )
    : [];
  return {
    data: page.map((t) => ({ ...t, environments: envs.filter((e) => e.tenantId === t.id).sort((a, b) => a.type.localeCompare(b.type)) })),
    hasMore: rows.length > opts.limit,
  };
}

type TenantSettings = Partial<Pick<TenantRow, 'status' | 'sanctionsThreshold'>>;

/** The operator's tenant settings, one audited change each (`tenant.updated`, the fields before → after). */
async function updateTenant(db: DbOrTx, tenantId: string, set: TenantSettings, by: Actor, now: Date): Promise<TenantRow> {
  const row = await db.transaction(async (tx) => {
    // NO KEY UPDATE: rows being inserted for the tenant (foreign keys take KEY SHARE) are not held up by it.
    const [before] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
    if (!before) throw new AppError('not_found', { message: `No tenant ${tenantId}.` });
    const [after] = await tx
      .update(tenants)
      .set({ ...set, updatedAt: now })
      .where(eq(tenants.id, tenantId))
      .returning();
    const changed = (t: TenantRow) => Object.fromEntries(Object.keys(set).map((k) => [k, t[k as keyof typeof set]]));
    const entry = { tenantId, action: 'tenant.updated', targetType: 'tenant', targetId: tenantId };
    await recordAudit(tx, by, { ...entry, before: changed(before), after: changed(after!), skipUnchanged: true }, now);
    return after!;
  });
  forgetAuthCache(db);
  return row;
}

/** Close a tenant (its keys answer 400 tenant_unresolved, its members 403) or reopen it. `by` defaults to the operator. */
export function setTenantStatus(
  db: DbOrTx,
  tenantId: string,
  status: (typeof TENANT_STATUSES)[number],
  by: Actor = CLI_ACTOR,
  now = new Date(),
): Promise<TenantRow> {
  return updateTenant(db, tenantId, { status }, by, now);
}

export const SANCTIONS_THRESHOLD_MIN = 0.5;

/** The score from which a sanctions match counts for this tenant (default 0.85). */
export async function setSanctionsThreshold(db: DbOrTx, tenantId: string, threshold: number, by: Actor, now: Date): Promise<TenantRow> {
  if (!(threshold >= SANCTIONS_THRESHOLD_MIN && threshold <= 1)) {
    const message = `The threshold is a number from ${SANCTIONS_THRESHOLD_MIN} to 1.`;
    throw new AppError('validation_failed', { param: 'threshold', message, details: [{ path: 'threshold', message }] });
  }
  return updateTenant(db, tenantId, { sanctionsThreshold: threshold }, by, now);
}

/** The status of a tenant; null when there is none. */
export async function tenantStatus(db: DbOrTx, tenantId: string): Promise<(typeof TENANT_STATUSES)[number] | null> {
  const [row] = await db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.status ?? null;
}

/** A tenant's name, as its members and parties see it. */
export async function tenantName(db: DbOrTx, tenantId: string): Promise<string> {
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}
