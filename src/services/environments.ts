/**
 * Environments: how the API, dashboard and CLI show one, the one place their
 * settings change, reading them, and whether a tenant and environment are
 * open for business (the hosted pages' check).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { environments, tenants, transactions, type ENVIRONMENT_STATUSES, type ENVIRONMENT_TYPES, type TENANT_STATUSES } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { ENVIRONMENT_ID_PATTERN } from '../lib/ids.ts';
import { actorTenant, CLI_ACTOR, recordAudit, type Actor } from './audit.ts';
import { forgetAuthCache } from './auth.ts';
import type { Partition } from './events.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';
import { checkName } from './tenants.ts';

/** An environment's display name is as long as the dashboard allows. */
export const ENVIRONMENT_NAME_MAX = 100;
/** An environment's `webhookRetries` range is 0 to this. */
export const MAX_WEBHOOK_RETRIES = 20;

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
  managedDisputes: boolean;
  partyEmails: boolean;
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
    managedDisputes: row.managedDisputes,
    partyEmails: row.partyEmails,
    livemode: row.type === 'live',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface EnvironmentPatch {
  name?: string;
  status?: (typeof ENVIRONMENT_STATUSES)[number];
  webhookRetries?: number;
  debugLogging?: boolean;
  rateLimitPerMinute?: number | null;
  managedDisputes?: boolean;
  partyEmails?: boolean;
}

const environmentAudit = (e: EnvironmentRow) => ({
  name: e.name,
  status: e.status,
  webhookRetries: e.webhookRetries,
  debugLogging: e.debugLogging,
  rateLimitPerMinute: e.rateLimitPerMinute,
  managedDisputes: e.managedDisputes,
  partyEmails: e.partyEmails,
  // Who may enable it again: the operator taking over a tenant's own switch changes only this.
  disabledBy: e.disabledBy,
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
    await recordAudit(tx, by, { ...entry, before: environmentAudit(before), after: environmentAudit(after!), skipUnchanged: true }, now);
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
): Promise<(Partition & { type: 'live' | 'sandbox'; livemode: boolean; partyEmails: boolean }) | null> {
  const [env] = await db
    .select({ id: environments.id, tenantId: environments.tenantId, type: environments.type, partyEmails: environments.partyEmails })
    .from(environments)
    .where(and(eq(environments.tenantId, tenantId), eq(environments.type, type)));
  return env ? { tenantId: env.tenantId, environmentId: env.id, type: env.type, livemode: env.type === 'live', partyEmails: env.partyEmails } : null;
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

/** The same, found from a transaction's public token (the party pages' path), with the partition it names. */
export async function partitionStateByTransactionToken(db: DbOrTx, token: string): Promise<(PartitionState & Partition) | null> {
  const [row] = await db
    .select({
      tenantId: transactions.tenantId,
      environmentId: transactions.environmentId,
      tenantStatus: tenants.status,
      environmentStatus: environments.status,
    })
    .from(transactions)
    .innerJoin(environments, and(eq(environments.id, transactions.environmentId), eq(environments.tenantId, transactions.tenantId)))
    .innerJoin(tenants, eq(tenants.id, transactions.tenantId))
    .where(eq(transactions.token, token));
  return row ?? null;
}
