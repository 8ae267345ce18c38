/**
 * The queues' partial indexes stay small (issue 35, src/services/maintenance.ts): once a large backlog drained, the
 * statistics job rebuilds the index it grew (REINDEX CONCURRENTLY, PostgreSQL only, one process at a time); a small
 * backlog, a queue still full, or another process at it leaves the index alone.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { COMPACT_LOCK_ID, compactQueueIndexes } from '../src/services/maintenance.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

// Its own database on Postgres: other files' users and events would be in the queues it drains.
const h = fileHarness({ isolated: true });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The test's threshold: a backlog of a few thousand rows stands in for the production one's hundreds of thousands. */
const MIN_BYTES = 128 * 1024;

const index = async (name: string) =>
  (
    await queryRows<{ bytes: number; filenode: string }>(
      h.db,
      sql`select pg_relation_size(to_regclass(${name}))::int as bytes, pg_relation_filenode(to_regclass(${name}))::text as filenode`,
    )
  )[0]!;

async function backlog(t: TestTenant, count: number): Promise<void> {
  for (let start = 0; start < count; start += 2500) {
    const rows = Array.from({ length: Math.min(2500, count - start) }, (_, i) => ({
      name: `Queued Person ${start + i}`,
      email: `q.${start + i}.${t.tenantId}@example.com`,
      phone: '+14155552671',
    }));
    expect((await h.request('POST', '/v1/tenants/add-user-bulk', { body: rows, auth: t.sandbox })).body.created).toBe(rows.length);
  }
}
// What the screener and the webhook worker leave behind them, at once: every queued row taken.
const drainScreenings = () => h.db.execute(sql`update user_screenings set screened_at = now() where screened_at is null`);
const drainEvents = () => h.db.execute(sql`update events set dispatched_at = now() where dispatched_at is null`);

describe('queue indexes after a drained backlog', () => {
  it.skipIf(onPostgres)('are left alone on the embedded database (REINDEX would hold its one session)', async () => {
    const t = await h.tenant();
    await backlog(t, 200);
    await drainScreenings();
    const before = await index('user_screenings_due_idx');
    expect(await compactQueueIndexes(h.db, { minBytes: 0 })).toEqual([]);
    expect((await index('user_screenings_due_idx')).filenode).toBe(before.filenode);
  });

  // The rest needs PostgreSQL: the embedded database never rebuilds (above).
  it.runIf(onPostgres)('rebuild an index whose backlog drained to its minimal size, not one whose queue still waits', async () => {
    const t = await h.tenant();
    await backlog(t, 5000);
    await drainScreenings();
    const screenings = await index('user_screenings_due_idx');
    const events = await index('events_undispatched_idx');
    expect(screenings.bytes).toBeGreaterThanOrEqual(MIN_BYTES);
    expect(events.bytes).toBeGreaterThanOrEqual(MIN_BYTES);

    // 5,000 user.created events still wait for the webhook worker: that index is not rebuilt yet.
    const first = await compactQueueIndexes(h.db, { minBytes: MIN_BYTES });
    expect(first.map((c) => c.index)).toEqual(['user_screenings_due_idx']);
    expect(first[0]).toMatchObject({ bytesBefore: screenings.bytes, bytesAfter: 8192 });
    expect(await index('user_screenings_due_idx')).toMatchObject({ bytes: 8192 });
    expect((await index('events_undispatched_idx')).filenode).toBe(events.filenode);

    await drainEvents();
    const second = await compactQueueIndexes(h.db, { minBytes: MIN_BYTES });
    expect(second).toEqual([expect.objectContaining({ index: 'events_undispatched_idx', bytesBefore: events.bytes, bytesAfter: 8192 })]);
    // Rebuilt, both still serve their queue: a new user waits for its first screening through the new index.
    const fresh = await h.tenant();
    await backlog(fresh, 1);
    const waiting = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from user_screenings where screened_at is null`);
    expect(waiting[0]!.n).toBe(1);
    const valid = await queryRows<{ name: string; valid: boolean }>(
      h.db,
      sql`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname like 'user_screenings%' or c.relname like 'events%' order by 1`,
    );
    expect(valid.filter((v) => !v.valid)).toEqual([]);
    expect(valid.map((v) => v.name)).toEqual(expect.arrayContaining(['user_screenings_due_idx', 'events_undispatched_idx']));
    expect(valid.filter((v) => v.name.includes('_cc'))).toEqual([]);
  });

  it.runIf(onPostgres)('leave an index a small backlog grew alone', async () => {
    const t = await h.tenant();
    await drainScreenings();
    const before = await index('user_screenings_due_idx');
    await backlog(t, 300);
    await drainScreenings();
    await drainEvents();
    expect((await index('user_screenings_due_idx')).bytes).toBeLessThan(MIN_BYTES);
    expect(await compactQueueIndexes(h.db, { minBytes: MIN_BYTES })).toEqual([]);
    expect((await index('user_screenings_due_idx')).filenode).toBe(before.filenode);
  });

  it.runIf(onPostgres)('skip while another process holds the rebuild lock, then rebuild, dropping what an interrupted rebuild left', async () => {
    const t = await h.tenant();
    await backlog(t, 5000);
    await drainScreenings();
    const before = await index('user_screenings_due_idx');
    expect(before.bytes).toBeGreaterThanOrEqual(MIN_BYTES);
    // Another process's session, holding the lock as compactQueueIndexes does while it rebuilds.
    const other = postgres(h.databaseUrl!, { max: 1, onnotice: () => {} });
    const held = await other.reserve();
    try {
      await held`select pg_advisory_lock(${COMPACT_LOCK_ID})`;
      expect(await compactQueueIndexes(h.db, { minBytes: MIN_BYTES })).toEqual([]);
      expect((await index('user_screenings_due_idx')).filenode).toBe(before.filenode);
      await held`select pg_advisory_unlock(${COMPACT_LOCK_ID})`;
      // What a rebuild killed half way leaves: an invalid copy under the name REINDEX CONCURRENTLY gives it.
      await held`create unique index concurrently user_screenings_due_idx_ccnew on user_screenings ((1))`.catch(() => undefined);
      const [leftover] =
        await held`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'user_screenings_due_idx_ccnew'`;
      expect(leftover).toEqual({ valid: false });
    } finally {
      held.release();
      await other.end();
    }
    expect((await compactQueueIndexes(h.db, { minBytes: MIN_BYTES })).map((c) => c.index)).toContain('user_screenings_due_idx');
    expect(await index('user_screenings_due_idx')).toMatchObject({ bytes: 8192 });
    const copies = await queryRows<{ name: string }>(h.db, sql`select relname as name from pg_class where relname like 'user_screenings_due_idx%' order by 1`);
    expect(copies.map((c) => c.name)).toEqual(['user_screenings_due_idx']);
  });
});
