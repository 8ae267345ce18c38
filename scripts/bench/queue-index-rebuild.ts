/**
 * What rebuilding a drained queue index costs (src/services/maintenance.ts, compactQueueIndexes): users are inserted
 * by SQL until the first-screening queue holds N rows (ids as long as real ones), the queue is drained as the
 * screener leaves it (screened_at set), and the rebuild is timed with the size of user_screenings_due_idx before and
 * after. Stages grow one database:
 *   scripts/with-postgres.sh npx tsx scripts/bench/queue-index-rebuild.ts [--rows 100000,1000000]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { compactQueueIndexes } from '../../src/services/maintenance.ts';
import { createTenant } from '../../src/services/tenants.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000,1000000' } } });
const STAGES = values.rows.split(',').map(Number);
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('needs DATABASE_URL=postgres://… (scripts/with-postgres.sh)');

const database = await openDatabase({ url, maxConnections: 2 });
await database.migrate();
const db = database.db;
const { environments } = await createTenant(db, { name: 'Queue index rebuild', plan: 'scale' }, null);
const env = environments.find((e) => e.type === 'sandbox')!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const CHUNK = 100_000;

let made = 0;
for (const stage of STAGES) {
  const started = performance.now();
  for (; made < stage; made += CHUNK) {
    const to = Math.min(stage, made + CHUNK);
    // 'user_' and 26 characters, as newId('user') makes them: the index entries are the real size.
    await db.execute(sql`insert into users (id, tenant_id, environment_id, name, email, email_key)
      select 'user_' || lpad(n::text, 26, '0'), ${env.tenantId}, ${env.id}, 'Queued ' || n, 'q' || n || '@example.com', 'q' || n || '@example.com'
      from generate_series(${made + 1}::int, ${to}::int) n`);
  }
  const inserted = seconds(started);
  const drained = performance.now();
  await db.execute(sql`update user_screenings set screened_at = now() where screened_at is null`);
  const [before] = await queryRows<{ bytes: number }>(db, sql`select pg_relation_size('user_screenings_due_idx')::float8 as bytes`);
  // Every size: the threshold (COMPACT_MIN_BYTES, 8 MB) is what the jobs use; here the rebuild itself is timed.
  const rebuilt = await compactQueueIndexes(db, { minBytes: 0 });
  const r = rebuilt.find((c) => c.index === 'user_screenings_due_idx');
  console.log(
    `${stage.toLocaleString('en')} users (the last ${stage - (STAGES[STAGES.indexOf(stage) - 1] ?? 0)} queued, inserted in ${inserted}, drained in ${seconds(drained)}): ` +
      `user_screenings_due_idx ${mb(Number(before!.bytes))} → ${r ? `${(r.bytesAfter / 1024).toFixed(0)} kB, REINDEX CONCURRENTLY ${(r.ms / 1000).toFixed(2)} s` : 'not rebuilt'}` +
      ` (load average ${load()})`,
  );
}
await database.close();
