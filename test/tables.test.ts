/**
 * The safety nets that walk "every table" (the nothing-changed snapshot,
 * fuzz's integrity checks) take their tables from the Drizzle schema
 * (test/helpers/tables.ts). These tests keep that derivation honest: every
 * table belongs to a tenant or is declared global, the schema is the
 * migrated database, every `…_id` column is accounted for, and the snapshot
 * sees the tables a hand-kept list once missed.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { paymentMethods, ssoRequests } from '../src/db/schema/index.ts';
import { makeUser } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type KeyCreds } from './helpers/harness.ts';
import {
  catalogue,
  GLOBAL_TABLES,
  NOT_REFERENCES,
  ownedBy,
  SCHEMA,
  SCHEMA_TABLES,
  SOFT_REFERENCES,
  tenantReferences,
  tenantScope,
  tenantTables,
} from './helpers/tables.ts';

// Its own database on Postgres: one test adds a table for a while.
const h = fileHarness({ isolated: true });
const attachCard = (customerId: string, auth: KeyCreds) =>
  h.request('POST', `/v1/payments/customers/${customerId}/payment-methods`, { body: { paymentMethodId: 'pm_card_visa' }, auth });

describe('tables derived from the schema', () => {
  it('every table belongs to a tenant or is on the commented list of global tables, never both', () => {
    expect(SCHEMA.size).toBeGreaterThanOrEqual(28);
    const unowned = [...SCHEMA.keys()].filter((name) => !tenantScope(name) && !(name in GLOBAL_TABLES));
    expect(unowned, 'tables no tenant owns: scope them to a tenant, or add them to GLOBAL_TABLES with the reason').toEqual([]);
    const stale = Object.keys(GLOBAL_TABLES).filter((name) => !SCHEMA.has(name) || tenantScope(name));
    expect(stale, 'GLOBAL_TABLES entries that are not tables, or that belong to a tenant after all').toEqual([]);
    for (const name of ['customers', 'payment_methods', 'sso_requests', 'audit_log', 'member_sessions']) expect(tenantScope(name), name).toBeDefined();
  });

  it('the migrated database has exactly the tables and columns of the schema', async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      h.db,
      sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    const inDatabase: Record<string, string[]> = {};
    for (const row of rows) (inDatabase[row.table_name] ??= []).push(row.column_name);
    const inSchema = Object.fromEntries([...SCHEMA.values()].map((t) => [t.name, [...t.columns].sort()]));
    for (const columns of Object.values(inDatabase)) columns.sort();
    expect(inDatabase).toEqual(inSchema);
  });

  it('every …_id column of a tenant table is a partition column, a foreign key, a declared soft reference or declared not a reference', () => {
    const references = tenantReferences();
    const unaccounted: string[] = [];
    for (const table of tenantTables()) {
      for (const column of table.columns.filter((c) => c.endsWith('_id'))) {
        const named = references.some((r) => r.table === table.name && r.columns.includes(column));
        if (!named && !(`${table.name}.${column}` in NOT_REFERENCES)) unaccounted.push(`${table.name}.${column}`);
      }
    }
    expect(unaccounted, 'add a foreign key, or an entry in SOFT_REFERENCES or NOT_REFERENCES').toEqual([]);
    for (const ref of SOFT_REFERENCES) {
      const table = SCHEMA.get(ref.table)!;
      expect(
        table.foreignKeys.some((fk) => fk.columns.join() === ref.columns.join()),
        `${ref.table}.${ref.columns} has a foreign key now`,
      ).toBe(false);
      expect(table.columns, ref.table).toEqual(expect.arrayContaining(ref.columns));
    }
    for (const entry of Object.keys(NOT_REFERENCES)) {
      const [table, column] = entry.split('.') as [string, string];
      expect(SCHEMA.get(table)?.columns, entry).toContain(column);
    }
  });
});

describe('tenantSnapshot', () => {
  it('covers every tenant table, and sees customers, payment methods and SSO requests of its tenant only', async () => {
    const [a, b] = [await h.tenant(), await h.tenant()];
    const emptyOfB = await tenantSnapshot(h.db, b.tenantId);
    expect(Object.keys(emptyOfB).sort()).toEqual(
      tenantTables()
        .map((t) => t.name)
        .sort(),
    );

    const userId = await makeUser(h, a.sandbox);
    const customer = await h.request('POST', '/v1/payments/customers', { body: { userId }, auth: a.sandbox });
    expect(customer.status, customer.text).toBe(200);
    const method = await attachCard(customer.body.id, a.sandbox);
    expect(method.status, method.text).toBe(200);
    const requestId = `probe-${randomUUID()}`;
    await h.db.insert(ssoRequests).values({ id: requestId, tenantId: a.tenantId, kind: 'oidc_state', expiresAt: new Date(Date.now() + 60_000) });

    const ofA = await tenantSnapshot(h.db, a.tenantId);
    expect(ofA.customers!.map((r: any) => r.id)).toEqual([customer.body.id]);
    expect(ofA.payment_methods!.map((r: any) => r.id)).toEqual([method.body.id]);
    expect(ofA.sso_requests!.map((r: any) => r.id)).toEqual([requestId]);
    expect(await tenantSnapshot(h.db, b.tenantId)).toEqual(emptyOfB);

    // A change to a payment method alone is a difference.
    await h.db.update(paymentMethods).set({ brand: 'changed' }).where(eq(paymentMethods.id, method.body.id));
    expect(await tenantSnapshot(h.db, a.tenantId)).not.toEqual(ofA);
  });

  it('scopes a table without tenant_id through its foreign keys', async () => {
    const probe = pgTable('snapshot_probe', {
      id: text('id').primaryKey(),
      methodId: text('method_id')
        .notNull()
        .references(() => paymentMethods.id),
    });
    const tables = catalogue([...SCHEMA_TABLES, probe]);
    expect(tenantScope('snapshot_probe', tables)).toMatchObject({ kind: 'via', reference: { columns: ['method_id'], target: 'payment_methods' } });

    const [a, b] = [await h.tenant(), await h.tenant()];
    const methodOf = async (auth: KeyCreds) => {
      const customer = await h.request('POST', '/v1/payments/customers', { body: { userId: await makeUser(h, auth) }, auth });
      return (await attachCard(customer.body.id, auth)).body.id as string;
    };
    const [ofA, ofB] = [await methodOf(a.sandbox), await methodOf(b.sandbox)];
    await h.db.execute(sql`create table snapshot_probe (id text primary key, method_id text not null references payment_methods (id))`);
    try {
      await h.db.execute(sql`insert into snapshot_probe values ('probe_a', ${ofA}), ('probe_b', ${ofB})`);
      const owned = async (tenantId: string) =>
        (await queryRows<{ id: string }>(h.db, sql`select id from snapshot_probe where ${ownedBy('snapshot_probe', tenantId, tables)}`)).map((r) => r.id);
      expect(await owned(a.tenantId)).toEqual(['probe_a']);
      expect(await owned(b.tenantId)).toEqual(['probe_b']);
    } finally {
      await h.db.execute(sql`drop table snapshot_probe`);
    }
  });
});
