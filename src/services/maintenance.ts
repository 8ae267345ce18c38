/**
 * Planner statistics after large writes (issue 35): a table that changed by a tenth since its last ANALYZE is
 * analyzed at the next look (every 15 s in the jobs, src/jobs.ts), instead of whenever autovacuum comes round
 * (PostgreSQL) or never (the embedded database has no autovacuum: it is also vacuumed here, so the space of
 * rewritten rows is reused). The queries that matter right after a bulk load do not wait for this: their
 * plans are the same with or without statistics (the users list, the screening claims); this keeps the rest
 * of the planner's choices as good as an hour later. On PostgreSQL the same look rebuilds a queue's partial index
 * that a drained backlog left large (compactQueueIndexes, below).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/query.ts';
import { onOneConnection } from '../db/session.ts';

/** Rows changed since the last ANALYZE before a table is analyzed: this many, and a tenth of its rows (autovacuum's default scale factor). */
const MIN_CHANGED = 1_000;
const CHANGED_FRACTION = 0.1;
/** Dead rows before the embedded database vacuums a table (a fifth of its rows, as autovacuum). */
const DEAD_FRACTION = 0.2;

interface TableStats {
  name: string;
  live: number;
  dead: number;
  changed: number;
}

/** The tables whose statistics are stale or (on the embedded database) whose dead rows should be reclaimed, and what was done to each. */
export async function refreshStatistics(db: Db, opts: { vacuum: boolean }): Promise<{ table: string; done: 'analyze' | 'vacuum analyze' }[]> {
  const stats = await queryRows<TableStats>(
    db,
    sql`select relname as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead, n_mod_since_analyze::float8 as changed
        from pg_stat_user_tables where schemaname = 'public' order by relname`,
  );
  const done: { table: string; done: 'analyze' | 'vacuum analyze' }[] = [];
  for (const t of stats) {
    const live = Number(t.live);
    const vacuum = opts.vacuum && Number(t.dead) >= Math.max(MIN_CHANGED, DEAD_FRACTION * live);
    const analyze = Number(t.changed) >= Math.max(MIN_CHANGED, CHANGED_FRACTION * live);
    if (!vacuum && !analyze) continue;
    // The name comes from the catalogue, quoted as an identifier.
    await db.execute(sql.raw(`${vacuum ? 'vacuum analyze' : 'analyze'} "${t.name.replace(/"/g, '""')}"`));
    done.push({ table: t.name, done: vacuum ? 'vacuum analyze' : 'analyze' });
  }
  return done;
}

/**
 * The queues' partial indexes: rows enter them in bulk (a million users loaded, a million events written) and
 * leave as the queue drains, and a B-tree keeps the pages a backlog grew it to — 47 MB for no entry after a
 * million users' first screening. Vacuum makes those pages reusable, never smaller; a rebuild does.
 */
export const QUEUE_INDEXES = [
  { index: 'user_screenings_due_idx', table: 'user_screenings', waiting: sql`screened_at is null` },
  { index: 'events_undispatched_idx', table: 'events', waiting: sql`dispatched_at is null` },
] as const;
/** A queue index at least this large once its queue drained is rebuilt: a backlog of about 170,000 rows grows one this far. */
export const COMPACT_MIN_BYTES = 8 * 1024 * 1024;
/** Drained: at most this many rows still waiting (a rebuilt index of these is a few pages). */
const COMPACT_MAX_WAITING = 1_000;
/** One process rebuilds at a time (each rebuild reads the whole table twice); any number works if every process uses it. */
export const COMPACT_LOCK_ID = 7_310_223;

export interface Compaction {
  index: string;
  bytesBefore: number;
  bytesAfter: number;
  ms: number;
}

const indexBytes = async (db: Db, index: string) =>
  Number((await queryRows<{ bytes: string }>(db, sql`select coalesce(pg_relation_size(to_regclass(${index})), 0)::text as bytes`))[0]!.bytes);

/**
 * Rebuild each queue index that a drained backlog left large (at least `minBytes`, at most COMPACT_MAX_WAITING rows
 * waiting) with REINDEX CONCURRENTLY: writers and the queue's claims go on meanwhile, and the old index serves until
 * the new one replaces it. PostgreSQL only (skipped on the embedded database, whose one session it would hold);
 * one process at a time under an advisory lock, a process that finds it taken skips. Returns what it rebuilt.
 */
export async function compactQueueIndexes(db: Db, { minBytes = COMPACT_MIN_BYTES }: { minBytes?: number } = {}): Promise<Compaction[]> {
  const done: Compaction[] = [];
  for (const queue of QUEUE_INDEXES) {
    if ((await indexBytes(db, queue.index)) < minBytes) continue;
    const waiting = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${sql.identifier(queue.table)} where ${queue.waiting} limit ${COMPACT_MAX_WAITING + 1}) w`,
    );
    if (waiting[0]!.n > COMPACT_MAX_WAITING) continue;
    const rebuilt = await onOneConnection(db, async (session) => {
      const [lock] = await session`select pg_try_advisory_lock(${COMPACT_LOCK_ID}) as locked`;
      if (!lock!.locked) return undefined;
      try {
        // Another process may have rebuilt it while this one looked.
        const bytesBefore = await indexBytes(db, queue.index);
        if (bytesBefore < minBytes) return undefined;
        // A rebuild interrupted before (a crash, a cancel) leaves its invalid copy, which every write would still update.
        const leftovers = await session`
          select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = to_regclass(${queue.table}) and not i.indisvalid and c.relname like ${`${queue.index}\\_cc%`}`;
        for (const { name } of leftovers) await session.unsafe(`drop index concurrently if exists "${String(name).replace(/"/g, '""')}"`);
        const started = performance.now();
        await session.unsafe(`reindex index concurrently "${queue.index}"`);
        return { index: queue.index, bytesBefore, bytesAfter: await indexBytes(db, queue.index), ms: Math.round(performance.now() - started) };
      } finally {
        await session`select pg_advisory_unlock(${COMPACT_LOCK_ID})`;
      }
    });
    if (rebuilt) done.push(rebuilt);
  }
  return done;
}
