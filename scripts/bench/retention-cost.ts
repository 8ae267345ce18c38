/**
 * What the retention sweep costs (src/services/retention.ts): every event, webhook delivery and attempt of a
 * grown database deleted as if a month had passed, in the sweep's batches; their times, and the tables' sizes
 * before and after (space freed is reused by later inserts, not returned: no bloat, no table rewrite). bench:scale
 * runs it at the end; on its own, on an existing database:
 *   DATABASE_URL=postgres://… npx tsx scripts/bench/retention-cost.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import type { Db } from '../../src/db/query.ts';
import { queryRows } from '../../src/db/query.ts';
import { DEFAULT_EVENT_RETENTION_DAYS, RETENTION_BATCH, sweepExpiredEvents } from '../../src/services/retention.ts';
import { percentile } from './lib.ts';

export async function retentionCost(db: Db): Promise<Record<string, string>> {
  const size = async () =>
    Number((await queryRows<{ n: string }>(db, sql`select pg_total_relation_size('events') + pg_total_relation_size('webhook_deliveries') as n`))[0]!.n);
  // Dispatched as the webhook worker would (the bench runs none): the sweep leaves undispatched events alone.
  await db.execute(sql`update events set dispatched_at = created_at where dispatched_at is null`);
  await db.execute(sql`vacuum events`);
  const before = await size();
  const batches: number[] = [];
  let rows = 0;
  const started = performance.now();
  const counts = await sweepExpiredEvents(db, new Date(Date.now() + (DEFAULT_EVENT_RETENTION_DAYS + 1) * 86_400_000), DEFAULT_EVENT_RETENTION_DAYS, {
    onBatch: (ms, n) => {
      batches.push(ms);
      rows += n;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const after = await size();
  const mb = (b: number) => `${Math.round(b / 2 ** 20)} MB`;
  return {
    'retention sweep (a month later: every event, delivery and attempt)': `${counts.events.toLocaleString('en')} events, ${counts.deliveries.toLocaleString('en')} deliveries, ${counts.attempts.toLocaleString('en')} attempts in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)`,
    [`… per batch of ≤ ${RETENTION_BATCH.toLocaleString('en')} (p50 / max; row locks only)`]: `${percentile(batches, 50).toFixed(0)} ms / ${Math.max(...batches).toFixed(0)} ms over ${batches.length} batches`,
    '… events + deliveries on disk before → after (freed space is reused, not returned)': `${mb(before)} → ${mb(after)}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL=postgres://… needed');
  const database = await openDatabase({ url, maxConnections: 2 });
  for (const [k, v] of Object.entries(await retentionCost(database.db))) console.log(`| ${k} | ${v} |`);
  await database.close();
}
