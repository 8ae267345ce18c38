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
import { DEFAULT_EVENT_RETENTION_DAYS } from '../../src/config.ts';
import { RETENTION_BATCH, sweepExpiredEvents } from '../../src/services/retention.ts';
import { percentile } from './lib.ts';

/**
 * One endpoint per environment and, for every event without a delivery, one succeeded delivery and one attempt
 * with its details (request and response bodies, as the worker stores them for 30 days): what a month of a
 * marketplace with one subscribed endpoint leaves for the sweep. The bench runs no webhook worker, so without
 * this the sweep would find events only. Returns the deliveries made.
 */
async function deliverEveryEvent(db: Db): Promise<number> {
  await db.execute(sql`insert into webhook_endpoints (id, tenant_id, environment_id, url, events, secret_encrypted)
    select 'wh_bench' || e.id, e.tenant_id, e.id, 'https://receiver.example/hooks', array['*'], 'bench'
    from environments e where exists (select 1 from events v where v.environment_id = e.id) on conflict do nothing`);
  const [made] = await queryRows<{ n: number }>(
    db,
    sql`with made as (
      insert into webhook_deliveries (id, tenant_id, environment_id, endpoint_id, event_id, status, attempts, created_at, updated_at)
      select 'dlv_' || substr(v.id, 5), v.tenant_id, v.environment_id, 'wh_bench' || v.environment_id, v.id, 'succeeded', 1, v.created_at, v.created_at
      from events v where not exists (select 1 from webhook_deliveries d where d.event_id = v.id)
      returning id, tenant_id, environment_id, event_id, created_at)
    , attempts as (
      insert into webhook_attempts (id, tenant_id, environment_id, delivery_id, attempted_at, status_code, duration_ms, request_url, request_headers, request_body, response_headers, response_body)
      select 'att_' || substr(m.id, 5), m.tenant_id, m.environment_id, m.id, m.created_at, 200, 42, 'https://receiver.example/hooks',
             '{"content-type":"application/json","webhook-id":"msg","webhook-signature":"v1,bench"}'::jsonb,
             (select jsonb_build_object('id', v.id, 'type', v.type, 'data', v.data)::text from events v where v.id = m.event_id),
             '{"content-type":"text/plain"}'::jsonb, 'ok'
      from made m returning 1)
    select count(*)::int as n from attempts`,
  );
  return made?.n ?? 0;
}

export async function retentionCost(db: Db): Promise<Record<string, string>> {
  const madeStarted = performance.now();
  const size = async () =>
    Number(
      (
        await queryRows<{ n: string }>(
          db,
          sql`select pg_total_relation_size('events') + pg_total_relation_size('webhook_deliveries') + pg_total_relation_size('webhook_attempts') as n`,
        )
      )[0]!.n,
    );
  // Dispatched as the webhook worker would (the bench runs none): the sweep leaves undispatched events alone.
  await db.execute(sql`update events set dispatched_at = created_at where dispatched_at is null`);
  const made = await deliverEveryEvent(db);
  const madeSeconds = (performance.now() - madeStarted) / 1000;
  await db.execute(sql`vacuum analyze events`);
  await db.execute(sql`vacuum analyze webhook_deliveries`);
  await db.execute(sql`vacuum analyze webhook_attempts`);
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
    '… deliveries and attempts made for it (one each per event, as to one endpoint)': `${made.toLocaleString('en')} in ${madeSeconds.toFixed(1)} s`,
    '… events + deliveries + attempts on disk before → after (freed space is reused, not returned)': `${mb(before)} → ${mb(after)}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL=postgres://… needed');
  const database = await openDatabase({ url, maxConnections: 2 });
  for (const [k, v] of Object.entries(await retentionCost(database.db))) console.log(`| ${k} | ${v} |`);
  await database.close();
}
