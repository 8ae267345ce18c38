/**
 * The partition keys of tenant-owned tables. Apart from columns.ts because
 * they name the environments table, which itself uses columns.ts.
 */
import { foreignKey, index, text, type PgColumn } from 'drizzle-orm/pg-core';
import { environments } from './tenants.ts';

/**
 * Every tenant-owned row carries both partition keys (decisions §1), NOT NULL.
 * Pair with `tenantConstraints` so they are indexed and cannot disagree.
 */
export const tenantColumns = () => ({
  tenantId: text('tenant_id').notNull(),
  environmentId: text('environment_id').notNull(),
});

/**
 * Indexes on both partition keys and a composite foreign key to
 * environments(id, tenant_id): a row can never name an environment of
 * another tenant, so tenant-crossing rows are impossible in the schema.
 */
export function tenantConstraints(table: string, t: { tenantId: PgColumn; environmentId: PgColumn }) {
  return [index(`${table}_tenant_id_idx`).on(t.tenantId), index(`${table}_environment_id_idx`).on(t.environmentId), tenantForeignKey(table, t)];
}

/**
 * The composite foreign key alone, for the tables that grow with calls (users, events, the sanctions log, screening
 * state): each declares the indexes its queries use, led by `environment_id`, instead of one index per partition
 * key that no query of theirs reads (every index is written on every insert; docs/benchmarks.md, "A year of a marketplace").
 */
export function tenantForeignKey(table: string, t: { tenantId: PgColumn; environmentId: PgColumn }) {
  return foreignKey({
    name: `${table}_environment_tenant_fk`,
    columns: [t.environmentId, t.tenantId],
    foreignColumns: [environments.id, environments.tenantId],
  });
}
