/**
 * The schema stays distribution-ready (issue 35; docs/operations.md, "Past one machine"): a distributed
 * PostgreSQL such as Citus could shard it by tenant because every tenant table carries `tenant_id` and every
 * foreign key between tenant tables carries it on both sides, so a row and everything it names live on the
 * same shard. Read from the migrated database's catalogue, so hand-written SQL cannot slip past it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { fileHarness } from './helpers/harness.ts';
import { GLOBAL_TABLES } from './helpers/tables.ts';

const h = fileHarness();
/** Shared by every tenant's shard as reference tables: the tenants themselves, and what GLOBAL_TABLES lists. */
const REFERENCE_TABLES = new Set(['tenants', ...Object.keys(GLOBAL_TABLES)]);
/**
 * Tenant tables whose tenant_id may be null, with the reason. Their rows with a tenant still carry it in every
 * foreign key (the second test); on a sharded database the tenantless rows live on the coordinator's shard.
 */
const NULLABLE_TENANT: Record<string, string> = {
  emails: "a member's unlock link is mailed to a dashboard account, which belongs to no tenant (decisions §13); party and invitation messages name theirs",
};

describe('distribution-ready: every table and foreign key carries the tenant', () => {
  it('every table but the reference tables has a NOT NULL tenant_id', async () => {
    const tables = await queryRows<{ name: string; tenant: boolean; nullable: boolean | null }>(
      h.db,
      sql`select t.table_name as name, c.column_name is not null as tenant, c.is_nullable = 'YES' as nullable
          from information_schema.tables t
          left join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'tenant_id'
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
    );
    expect(tables.length).toBeGreaterThan(25);
    const without = tables.filter((t) => !REFERENCE_TABLES.has(t.name) && (!t.tenant || (t.nullable && !NULLABLE_TENANT[t.name]))).map((t) => t.name);
    expect(without, 'tables without a NOT NULL tenant_id: add one, or make it a reference table on GLOBAL_TABLES').toEqual([]);
    // An exception that no longer applies is dropped from the list, so the list stays what the schema needs.
    const nullable = tables.filter((t) => t.tenant && t.nullable).map((t) => t.name);
    expect(nullable).toEqual(Object.keys(NULLABLE_TENANT));
  });

  it('every foreign key between tenant tables maps tenant_id to tenant_id', async () => {
    const keys = await queryRows<{ name: string; source: string; target: string; columns: string[]; targets: string[] }>(
      h.db,
      sql`select con.conname as name, src.relname as source, dst.relname as target,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as targets
          from pg_constraint con join pg_class src on src.oid = con.conrelid join pg_class dst on dst.oid = con.confrelid
          join pg_namespace n on n.oid = src.relnamespace
          where con.contype = 'f' and n.nspname = 'public' order by 1`,
    );
    expect(keys.length).toBeGreaterThan(30);
    const crossing = keys.filter((k) => {
      if (REFERENCE_TABLES.has(k.source)) return false;
      // To the tenants table: by the tenant column itself.
      if (k.target === 'tenants') return !(k.columns.length === 1 && k.columns[0] === 'tenant_id');
      if (REFERENCE_TABLES.has(k.target)) return false;
      const i = k.columns.indexOf('tenant_id');
      return i < 0 || k.targets[i] !== 'tenant_id';
    });
    expect(
      crossing.map((k) => `${k.name}: ${k.source}(${k.columns}) → ${k.target}(${k.targets})`),
      'foreign keys that do not carry the tenant',
    ).toEqual([]);
  });
});
