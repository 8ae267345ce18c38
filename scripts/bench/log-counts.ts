/**
 * Does the sanctions log's trigger-kept rollup (`sanctions_log_counts`, migration 0024) serialise its writers?
 * Every log entry adds to its environment's day, hour, minute and second buckets in the writer's transaction, so
 * two writers of one environment wait for each other's commit on the same bucket rows. Here N writers screen
 * users (src/services/sanctions/screen-user.ts `screenUser`: one entry each, as a gate or a transaction creation
 * does) for a few seconds, each in a transaction that goes on for `--hold-ms` after the entry (the rest of a
 * transaction creation), all in one environment, then each in its own, then with the rollup's triggers off:
 *   scripts/with-postgres.sh npx tsx scripts/bench/log-counts.ts [--writers 1,4,16] [--seconds 5] [--hold-ms 2]
 * On a throwaway database only: the entries written while the triggers are off are missing from the rollup.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import type { Partition } from '../../src/services/events.ts';
import { screenUser } from '../../src/services/sanctions/screen-user.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { addUser } from '../../src/services/users.ts';
import { percentile } from './lib.ts';

const { values } = parseArgs({
  options: { writers: { type: 'string', default: '1,2,4,8,16' }, seconds: { type: 'string', default: '5' }, 'hold-ms': { type: 'string', default: '2' } },
});
const WRITERS = values.writers.split(',').map(Number);
const SECONDS = Number(values.seconds);
const HOLD_MS = Number(values['hold-ms']);
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('needs DATABASE_URL=postgres://… (scripts/with-postgres.sh)');

const max = Math.max(...WRITERS);
const database = await openDatabase({ url, maxConnections: max + 2 });
await database.migrate();
const db = database.db;

/** One environment per writer (a tenant's sandbox), each with a user to screen. */
const parties: { partition: Partition; userId: string }[] = [];
for (let i = 0; i < max; i++) {
  const { environments } = await createTenant(db, { name: `Log counts ${i}`, plan: 'scale' }, null);
  const env = environments.find((e) => e.type === 'sandbox')!;
  const partition = { tenantId: env.tenantId, environmentId: env.id };
  const { user } = await addUser(db, partition, { name: `Writer ${i}`, email: { email: `w${i}@example.com`, emailKey: `w${i}@example.com` }, phone: null });
  parties.push({ partition, userId: user.id });
}
// The shared environment's own users, one per writer: writers then share the rollup's buckets, not a screening row.
const shared: typeof parties = [];
for (let i = 0; i < max; i++) {
  const { user } = await addUser(db, parties[0]!.partition, {
    name: `Shared ${i}`,
    email: { email: `s${i}@example.com`, emailKey: `s${i}@example.com` },
    phone: null,
  });
  shared.push({ partition: parties[0]!.partition, userId: user.id });
}
const hold = sql.raw(`select pg_sleep(${HOLD_MS / 1000})`);

/** A connection of its own that looks, every 50 ms, how many of the writers wait for a lock (another's bucket row). */
const watcher = await openDatabase({ url, maxConnections: 1 });

async function run(writers: number, own: boolean): Promise<{ perSecond: number; p50: number; p99: number; waiting: number }> {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const waits: number[] = [];
  const sampling = (async () => {
    while (performance.now() < until) {
      const [row] = await queryRows<{ n: number }>(
        watcher.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      waits.push(row!.n);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const party = own ? parties[w]! : shared[w]!;
      while (performance.now() < until) {
        const started = performance.now();
        await db.transaction(async (tx) => {
          await screenUser(tx, party.partition, party.userId, 'gate');
          if (HOLD_MS > 0) await tx.execute(hold);
        });
        times.push(performance.now() - started);
      }
    }),
  );
  await sampling;
  const waiting = waits.reduce((a, b) => a + b, 0) / Math.max(1, waits.length);
  return { perSecond: times.length / SECONDS, p50: percentile(times, 50), p99: percentile(times, 99), waiting };
}

const triggers = ['sanctions_logs_count_insert', 'sanctions_logs_count_update', 'sanctions_logs_count_delete'];
const setTriggers = (on: boolean) =>
  Promise.all(triggers.map((t) => db.execute(sql.raw(`alter table sanctions_logs ${on ? 'enable' : 'disable'} trigger ${t}`))));
const present = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from pg_trigger where tgname in (${sql.join(
    triggers.map((t) => sql`${t}`),
    sql`, `,
  )})`,
);
if (present[0]!.n !== triggers.length) throw new Error(`expected the rollup's triggers ${triggers.join(', ')}`);

const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);
console.log(
  `${SECONDS} s per cell, each transaction held ${HOLD_MS} ms after its entry; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| writers | one environment: entries/s (p50 / p99 ms; writers waiting on a lock, mean) | an environment each | one environment, rollup triggers off |',
);
console.log('|---|---|---|---|');
for (const writers of WRITERS) {
  const one = await run(writers, false);
  const each = await run(writers, true);
  await setTriggers(false);
  let off: Awaited<ReturnType<typeof run>>;
  try {
    off = await run(writers, false);
  } finally {
    await setTriggers(true);
  }
  const cell = (r: typeof one) => `${fmt(r.perSecond)} (${fmt(r.p50)} / ${fmt(r.p99)}; ${r.waiting.toFixed(1)} waiting on a lock)`;
  console.log(`| ${writers} | ${cell(one)} | ${cell(each)} | ${cell(off)} |`);
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await watcher.close();
await database.close();
