import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  environments,
  tenants,
  transactions,
  type ENVIRONMENT_STATUSES,
  type ENVIRONMENT_TYPES,
  type TENANT_PLANS,
  type TENANT_STATUSES,
} from '../db/schema/index.ts';
import { ENVIRONMENT_ID_PATTERN, newEnvironmentId, newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { actorTenant, CLI_ACTOR, recordAudit, type Actor } from './audit.ts';
import { forgetAuthCache } from './auth.ts';
import type { Partition } from './events.ts';
import { createKeyPair, type CreatedKeyPair } from './keys.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';
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

/**
 * A tenant is born with a live and a sandbox environment and one key pair in
 * each (decisions §1). Its audit log starts with `tenant.created` when an actor
 * is named (the CLI; `system` for the demo tenant); test fixtures name none.
 */
export async function createTenant(
  db: DbOrTx,
  input: { name: string; plan?: (typeof TENANT_PLANS)[number] },
  by?: Actor,
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
    await recordAudit(tx, by, { ...entry, before: changed(before), after: changed(after!) }, now);
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

export interface EnvironmentPatch {
  name?: string;
  status?: (typeof ENVIRONMENT_STATUSES)[number];
  webhookRetries?: number;
  debugLogging?: boolean;
  rateLimitPerMinute?: number | null;
}

const environmentAudit = (e: EnvironmentRow) => ({
  name: e.name,
  status: e.status,
  webhookRetries: e.webhookRetries,
  debugLogging: e.debugLogging,
  rateLimitPerMinute: e.rateLimitPerMinute,
});

/**
 * The one place environment settings change: by the operator (the CLI; the
 * default `by`) or by a member of the tenant, who reaches only its own
 * tenant's environments. Who disabled an environment is kept: the tenant
 * cannot re-enable one the operator disabled (decisions §12), while the
 * operator may undo either. Writes `environment.updated` and clears the auth
 * cache after commit (a disabled environment's keys stop at once).
 */
export async function updateEnvironment(db: DbOrTx, id: string, patch: EnvironmentPatch, by: Actor = CLI_ACTOR, now = new Date()): Promise<EnvironmentRow> {
  const tenantId = actorTenant(by);
  const who = tenantId ? 'tenant' : 'operator';
  const where = tenantId ? and(eq(environments.id, id), eq(environments.tenantId, tenantId)) : eq(environments.id, id);
  if (patch.name !== undefined) patch = { ...patch, name: checkName(patch.name, ENVIRONMENT_NAME_MAX) };
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(environments).where(where).for('no key update');
    if (!before) throw new AppError('not_found', { message: `No environment ${id}.` });
    let disabledBy = before.disabledBy;
    if (patch.status === 'active' && before.status === 'disabled') {
      if (who === 'tenant' && before.disabledBy === 'operator') {
        const message = 'This environment was disabled by the platform operator; only the operator can enable it again.';
        throw new AppError('invalid_state', { param: 'status', message });
      }
      disabledBy = null;
    } else if (patch.status === 'disabled' && before.status === 'active') {
      disabledBy = who;
    } else if (patch.status === 'disabled' && who === 'operator') {
      // The operator takes over a tenant's own switch, so the tenant cannot undo it.
      disabledBy = 'operator';
    }
    const [after] = await tx
      .update(environments)
      .set({ ...patch, disabledBy, updatedAt: now })
      .where(eq(environments.id, before.id))
      .returning();
    const entry = { tenantId: before.tenantId, environmentId: id, action: 'environment.updated', targetType: 'environment', targetId: id };
    await recordAudit(tx, by, { ...entry, before: environmentAudit(before), after: environmentAudit(after!) }, now);
    return after!;
  });
  forgetAuthCache(db);
  return row;
}

/** A tenant's environment of one type, as the dashboard's live/sandbox switch names it; null when it has none. */
export async function environmentOfType(
  db: DbOrTx,
  tenantId: string,
  type: (typeof ENVIRONMENT_TYPES)[number],
): Promise<(Partition & { type: 'live' | 'sandbox'; livemode: boolean }) | null> {
  const [env] = await db
    .select({ id: environments.id, tenantId: environments.tenantId, type: environments.type })
    .from(environments)
    .where(and(eq(environments.tenantId, tenantId), eq(environments.type, type)));
  return env ? { tenantId: env.tenantId, environmentId: env.id, type: env.type, livemode: env.type === 'live' } : null;
}

/** Both environments of a tenant (live first). */
export function environmentsOf(db: DbOrTx, tenantId: string): Promise<EnvironmentRow[]> {
  return db.select().from(environments).where(eq(environments.tenantId, tenantId)).orderBy(asc(environments.type));
}

export async function getEnvironment(db: DbOrTx, tenantId: string, id: string): Promise<EnvironmentRow> {
  const [row] = await db
    .select()
    .from(environments)
    .where(and(eq(environments.id, id), eq(environments.tenantId, tenantId)));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such environment: ${id}` });
  return row;
}

/** A tenant's environments, newest first, paginated like every list. */
export function listEnvironments(
  db: DbOrTx,
  deps: PaginationDeps,
  tenantId: string,
  query: PageQuery,
  filters: { type?: (typeof ENVIRONMENT_TYPES)[number] },
): Promise<Page<EnvironmentRow>> {
  const base = and(eq(environments.tenantId, tenantId), filters.type ? eq(environments.type, filters.type) : undefined);
  return paginate(deps, query, {
    scope: `environments:${tenantId}`,
    idPattern: ENVIRONMENT_ID_PATTERN,
    fetch: (keyset) =>
      db
        .select()
        .from(environments)
        .where(keysetWhere(environments.id, keyset, base))
        .orderBy(keysetOrder(environments.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
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
