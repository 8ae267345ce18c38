/**
 * The database's tables as the Drizzle schema declares them (every table
 * exported by src/db/schema/index.ts), for the safety nets that must cover
 * "every table": the nothing-changed snapshot and fuzz's integrity checks.
 * A table added to the schema joins them without anyone editing a list;
 * test/tables.test.ts fails if it belongs to no tenant and is not declared
 * global below, or if the schema and the migrated database disagree.
 */
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema/index.ts';

export interface TableInfo {
  name: string;
  /** SQL column names, in declaration order. */
  columns: string[];
  nullable: Set<string>;
  primaryKey: string[];
  foreignKeys: Reference[];
}

/** Columns of `table` that name a row of `target` (by `targetColumns`). */
export interface Reference {
  table: string;
  columns: string[];
  target: string;
  targetColumns: string[];
}

export type Catalogue = ReadonlyMap<string, TableInfo>;

function describeTable(table: PgTable): TableInfo {
  const config = getTableConfig(table);
  const single = config.columns.filter((c) => c.primary).map((c) => c.name);
  const composite = config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
  return {
    name: config.name,
    columns: config.columns.map((c) => c.name),
    nullable: new Set(config.columns.filter((c) => !c.notNull).map((c) => c.name)),
    primaryKey: single.length ? single : composite,
    foreignKeys: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable).name;
      return { table: config.name, columns: ref.columns.map((c) => c.name), target, targetColumns: ref.foreignColumns.map((c) => c.name) };
    }),
  };
}

export function catalogue(tables: readonly PgTable[]): Catalogue {
  return new Map(tables.map((t) => [getTableConfig(t).name, describeTable(t)]));
}

export const SCHEMA_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
export const SCHEMA: Catalogue = catalogue(SCHEMA_TABLES);

/**
 * Tables no tenant owns. Every other table must be reachable from a tenant
 * (a `tenant_id` column, or foreign keys leading to a table that has one).
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  instance_settings: 'instance-wide values every process shares (the generated signing secret)',
  sanctions_lists: 'the imported sanctions lists, one set for all tenants (operator CLI)',
  sanctions_entries: 'entries of those lists',
  sanctions_list_changes: 'what each list import changed, entry by entry',
  rate_limit_buckets: 'token buckets keyed by key-pair id, member or client address; a refused request is meant to spend a token',
  login_throttle: 'failed sign-ins per email key and client address, before any tenant is known (an address may match no member)',
  dashboard_accounts: "a person's password sign-in, shared by their memberships of several organisations (decisions §13): no tenant owns it",
  login_known_addresses: 'addresses an account signed in from, by email key: like login_throttle, before any tenant is known',
};

/**
 * How a table's rows belong to a tenant: `tenants` itself by id, a table with
 * `tenant_id` by that column, any other through its first foreign key to a
 * table that belongs to a tenant. Undefined: the table belongs to no tenant.
 */
export type TenantScope = { kind: 'self' } | { kind: 'column' } | { kind: 'via'; reference: Reference };

export function tenantScope(name: string, tables: Catalogue = SCHEMA, seen: ReadonlySet<string> = new Set()): TenantScope | undefined {
  const table = tables.get(name);
  if (!table) throw new Error(`no table ${name} in the schema`);
  if (name === 'tenants') return { kind: 'self' };
  if (table.columns.includes('tenant_id')) return { kind: 'column' };
  const path = new Set([...seen, name]);
  const reference = table.foreignKeys.find((fk) => !path.has(fk.target) && tenantScope(fk.target, tables, path));
  return reference ? { kind: 'via', reference } : undefined;
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

/** The WHERE condition selecting `name`'s rows that belong to `tenantId`. */
export function ownedBy(name: string, tenantId: string, tables: Catalogue = SCHEMA): SQL {
  const scope = tenantScope(name, tables);
  if (!scope) throw new Error(`${name} belongs to no tenant`);
  if (scope.kind === 'self') return sql`id = ${tenantId}`;
  if (scope.kind === 'column') return sql`tenant_id = ${tenantId}`;
  const { columns, target, targetColumns } = scope.reference;
  return sql`(${columnList(columns)}) in (select ${columnList(targetColumns)} from ${sql.identifier(target)} where ${ownedBy(target, tenantId, tables)})`;
}

/** Tables whose rows belong to a tenant, in schema order. */
export function tenantTables(tables: Catalogue = SCHEMA): TableInfo[] {
  return [...tables.values()].filter((t) => tenantScope(t.name, tables));
}

/** Order for snapshots: the primary key, else every column. */
export function rowOrder(table: TableInfo): SQL {
  return columnList(table.primaryKey.length ? table.primaryKey : table.columns);
}

/**
 * Columns that name another row but have no foreign key in the schema (the
 * services check them when writing; only fuzz's integrity checks stand guard
 * after). Each is checked like a foreign key: the row named exists, in the
 * same tenant and environment.
 */
export const SOFT_REFERENCES: readonly Reference[] = [
  { table: 'customers', columns: ['user_id'], target: 'users', targetColumns: ['id'] },
  { table: 'sanctions_logs', columns: ['user_id'], target: 'users', targetColumns: ['id'] },
  { table: 'sanctions_logs', columns: ['kyc_id'], target: 'kyc_records', targetColumns: ['id'] },
  { table: 'sanctions_logs', columns: ['transaction_id'], target: 'transactions', targetColumns: ['id'] },
  { table: 'audit_log', columns: ['member_id'], target: 'members', targetColumns: ['id'] },
  { table: 'emails', columns: ['transaction_id'], target: 'transactions', targetColumns: ['id'] },
  { table: 'emails', columns: ['user_id'], target: 'users', targetColumns: ['id'] },
];

/**
 * `…_id` columns of tenant tables that name no row of ours, with the reason.
 * With the foreign keys and SOFT_REFERENCES they account for every `…_id`
 * column (test/tables.test.ts), so a new reference cannot go unchecked.
 */
export const NOT_REFERENCES: Readonly<Record<string, string>> = {
  'customers.provider_customer_id': "the payment provider's id (Stripe cus_…)",
  'sanctions_logs.case_id': 'groups the attempts of one screening case; not a row',
  'sanctions_logs.attempt_id': 'the attempt itself; not a row elsewhere',
  'sanctions_logs.entry_id': 'a sanctions list entry: instance-wide, and replaced when the list is imported again',
  'request_logs.request_id': 'the X-Request-Id of an answer; requests are not rows',
  'emails.event_id': 'the outbox event a message was composed from; events have their own, shorter retention',
  'emails.message_id': 'the Message-ID header it was sent with; not a row',
  'audit_log.target_id': 'polymorphic: the row named by target_type (member, api_key, webhook_endpoint…), possibly deleted since',
};

/**
 * Every reference between tenant-owned rows that must stay inside one tenant
 * and environment: the schema's foreign keys, the partition columns
 * (`tenant_id` → tenants, `environment_id` → environments, where no foreign
 * key covers them: sso_requests and audit_log have none) and SOFT_REFERENCES.
 */
export function tenantReferences(tables: Catalogue = SCHEMA): Reference[] {
  const refs: Reference[] = [];
  const covered = (table: string, column: string, target: string) => refs.some((r) => r.table === table && r.target === target && r.columns.includes(column));
  for (const table of tenantTables(tables)) {
    if (table.name === 'tenants') continue;
    refs.push(...table.foreignKeys);
    for (const [column, target] of [
      ['tenant_id', 'tenants'],
      ['environment_id', 'environments'],
    ] as const) {
      if (!table.columns.includes(column) || covered(table.name, column, target)) continue;
      refs.push({ table: table.name, columns: [column], target, targetColumns: ['id'] });
    }
  }
  return [...refs, ...SOFT_REFERENCES];
}

/**
 * Rows of `ref.table` whose reference is set but names no row of the target
 * in the same tenant (and environment, where both tables have one).
 */
export function strayReferences(ref: Reference, tables: Catalogue = SCHEMA): SQL {
  const source = tables.get(ref.table)!;
  const target = tables.get(ref.target)!;
  const x = (c: string) => sql`x.${sql.identifier(c)}`;
  const y = (c: string) => sql`y.${sql.identifier(c)}`;
  const same: SQL[] = ref.columns.map((c, i) => sql`${y(ref.targetColumns[i]!)} = ${x(c)}`);
  const tenantOf = (t: TableInfo) => (t.name === 'tenants' ? 'id' : t.columns.includes('tenant_id') ? 'tenant_id' : undefined);
  const [sourceTenant, targetTenant] = [tenantOf(source), tenantOf(target)];
  if (sourceTenant && targetTenant) same.push(sql`${y(targetTenant)} = ${x(sourceTenant)}`);
  if (source.columns.includes('environment_id') && target.columns.includes('environment_id')) {
    same.push(sql`(${x('environment_id')} is null or ${y('environment_id')} = ${x('environment_id')})`);
  }
  const set = sql.join(
    ref.columns.map((c) => sql`${x(c)} is not null`),
    sql` and `,
  );
  return sql`select count(*)::int as n from ${sql.identifier(ref.table)} x
    where ${set} and not exists (select 1 from ${sql.identifier(ref.target)} y where ${sql.join(same, sql` and `)})`;
}
