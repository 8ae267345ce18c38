/**
 * Statistics after large writes (issue 35, src/services/maintenance.ts): a bulk load leaves the planner
 * blind until the table is analyzed; the statistics job analyzes what changed by a tenth, and on the
 * embedded database (no autovacuum) vacuums what a tenth of rewritten rows left dead.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { refreshStatistics } from '../src/services/maintenance.ts';
import { fileHarness } from './helpers/harness.ts';

// Its own database on Postgres: other files' writes would move the counters it reads.
const h = fileHarness({ isolated: true });

const usersStats = async () =>
  (
    await queryRows<{ reltuples: number; changed: number }>(
      h.db,
      sql`select c.reltuples::float8 as reltuples, s.n_mod_since_analyze::float8 as changed from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'users'`,
    )
  )[0]!;

describe('statistics after a bulk load', () => {
  it('analyzes the tables a bulk load changed by a tenth, then leaves them alone', async () => {
    const t = await h.tenant();
    const rows = Array.from({ length: 3000 }, (_, i) => ({ name: `Bulk Person ${i}`, email: `bulk.${i}.${t.tenantId}@example.com`, phone: '+14155552671' }));
    const res = await h.request('POST', '/v1/tenants/add-user-bulk', { body: rows, auth: t.sandbox });
    expect(res.body.created).toBe(3000);
    // Statistics reach the counters when a transaction ends; on PostgreSQL a backend flushes them within a second.
    let before = await usersStats();
    for (let i = 0; i < 50 && Number(before.changed) < 3000; i++) {
      await new Promise((r) => setTimeout(r, 100));
      before = await usersStats();
    }
    expect(Number(before.changed)).toBeGreaterThanOrEqual(3000);

    const done = await refreshStatistics(h.db, { vacuum: h.database.kind === 'pglite' });
    expect(done.map((d) => d.table)).toEqual(expect.arrayContaining(['users', 'kyc_records', 'events', 'user_screenings']));
    const after = await usersStats();
    expect(Number(after.changed)).toBe(0);
    expect(Number(after.reltuples)).toBeGreaterThanOrEqual(3000);
    expect((await refreshStatistics(h.db, { vacuum: false })).map((d) => d.table)).not.toContain('users');
  });

  // PostgreSQL vacuums on its own (autovacuum); the embedded database has none, so the job does it there.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('on the embedded database vacuums the screening state a first screening rewrote', async () => {
    const t = await h.tenant();
    const rows = Array.from({ length: 2000 }, (_, i) => ({ name: `Screened Person ${i}`, email: `s.${i}.${t.tenantId}@example.com`, phone: '+14155552671' }));
    expect((await h.request('POST', '/v1/tenants/add-user-bulk', { body: rows, auth: t.sandbox })).body.created).toBe(2000);
    await refreshStatistics(h.db, { vacuum: true });
    await h.db.execute(sql`update user_screenings set screened_at = now() where environment_id = ${t.sandbox.environmentId}`);
    const deadRows = async () =>
      Number((await queryRows<{ n: number }>(h.db, sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = 'user_screenings'`))[0]!.n);
    for (let i = 0; i < 50 && (await deadRows()) < 2000; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await deadRows()).toBeGreaterThanOrEqual(2000);
    const done = await refreshStatistics(h.db, { vacuum: true });
    expect(done).toContainEqual({ table: 'user_screenings', done: 'vacuum analyze' });
    expect(await deadRows()).toBe(0);
  });
});
